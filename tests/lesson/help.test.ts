// help.test.ts: the help's pure parts: the catalogue as read, the marks on small mazes worked out by hand, the matching of answers,
// the puzzle's out-of-place line, and the progress file's help fields read, refused, and read back (old files too).
import { describe, expect, it } from 'vitest';
import { HELP, HINT_KINDS, hintKind, mistakeWords } from '../../web/src/lesson/help/catalogue';
import { afterPass, helpUsed, joinHelp, NO_HELP, readHelp, starStory } from '../../web/src/lesson/help/help_file';
import { drawnFor } from '../../web/src/lesson/help/answer_picture';
import { bottomRight, deadEnds, farthestPair, fromTopLeft, loopsAndCutOff, wayBetween } from '../../web/src/lesson/help/marks';
import { sameAnswers, slowOnBig } from '../../web/src/lesson/help/mistakes';
import { outOfPlace, shuffled } from '../../web/src/lesson/help/parsons';
import { readProgress } from '../../web/src/lesson/progress_file';
import type { Verdict } from '../../web/src/lesson/challenges';
import type { TestMaze } from '../../web/src/lesson/test_mazes';

// The lesson's example maze: 3 x 3 rooms, 3 dead ends, 6 steps between the two rooms farthest apart.
const EXAMPLE = ['#######', '#.#...#', '#.#.###', '#.....#', '#####.#', '#.....#', '#######'];

describe('the catalogue', () => {
  it('has at least four mistakes, three hints and a puzzle for each challenge', () => {
    for (const help of Object.values(HELP)) {
      expect(help.mistakes.length).toBeGreaterThanOrEqual(4);
      expect(help.hints).toHaveLength(3);
      expect(new Set(help.mistakes.map((m) => m.id)).size).toBe(help.mistakes.length);
      for (const m of help.mistakes) expect(m.code).toMatch(/^def /m);
      expect(help.puzzle.lines.length).toBeGreaterThan(8);
      expect(help.puzzle.distractors.length).toBeGreaterThanOrEqual(1);
      for (const extra of help.puzzle.distractors) expect(help.puzzle.lines).not.toContain(extra);
    }
    expect(HELP.farthest.mistakes.filter((m) => m.kind === 'slow').map((m) => m.id)).toEqual(['every-room']);
  });

  it('writes each hint without the label the page puts before it', () => {
    // The page shows "A plan: " and then the hint: a hint that starts "A plan:" would be shown twice over.
    for (const [name, help] of Object.entries(HELP)) {
      help.hints.forEach((text, i) => {
        for (const label of [...HINT_KINDS, hintKind(i)]) expect(text.toLowerCase().startsWith(label.toLowerCase()), `${name} hint ${i + 1}: ${text}`).toBe(false);
      });
    }
    expect(hintKind(2)).toBe('A plan');
    expect(hintKind(3)).toBe('Hint 4');
  });

  it('fills a sentence with the failing maze\'s answers', () => {
    const m = HELP.farthest.mistakes.find((x) => x.id === 'from-top-left')!;
    expect(mistakeWords(m, '19', '23')).toBe(
      'Your farthest finds the room farthest from the top left room. The two rooms farthest apart need not include it: on this maze they are 23 steps apart, and yours found 19.',
    );
  });
});

describe('marks on a maze', () => {
  it('finds the example\'s three dead ends', () => {
    expect(deadEnds(EXAMPLE)).toEqual([[1, 1], [1, 5], [5, 1]]);
  });

  it('finds the two rooms farthest apart and the way between them', () => {
    const pair = farthestPair(EXAMPLE);
    expect(pair.steps).toBe(6);
    expect(pair.way).toHaveLength(7);
    expect([pair.way[0], pair.way[6]].map(String).sort()).toEqual(['1,5', '5,1']);
    expect(fromTopLeft(EXAMPLE).steps).toBe(6);
  });

  it('finds the way between two rooms, and none to a room cut off', () => {
    expect(bottomRight(EXAMPLE)).toEqual([5, 5]);
    expect(wayBetween(EXAMPLE, [1, 1], [5, 5])).toEqual({ way: [[1, 1], [3, 1], [3, 3], [3, 5], [5, 5]], steps: 4 });
    expect(wayBetween(['#####', '#.#.#', '#####'], [1, 1], [1, 3])).toEqual({ way: [], steps: -1 });
  });

  it('finds a loop\'s opening and the rooms cut off', () => {
    expect(loopsAndCutOff(EXAMPLE)).toEqual({ loops: [], cutOff: [] });
    expect(loopsAndCutOff(['#####', '#...#', '#.#.#', '#...#', '#####']).loops).toHaveLength(1);
    expect(loopsAndCutOff(['#####', '#.#.#', '#####'])).toEqual({ loops: [], cutOff: [[1, 3]] });
  });
});

describe('what a farthest mistake gave, drawn beside the farthest pair', () => {
  // 2 x 3 rooms, one long way C B A D E F: the top left room A is in its middle, 3 steps from F; C and F are 5 apart.
  const bend: TestMaze = { name: 'Test 1', picture: ['#######', '#.....#', '#.#####', '#.....#', '#######'], expected: 5, seed: '1', rooms: 6 };

  it('rings the top left room and the room farthest from it as yours, with its way, and names both in the legend', () => {
    const drawn = drawnFor('farthest', bend, '3', 'from-top-left');
    expect(drawn.layers.map((l) => [l.legend, l.ringClass, l.rings, l.way.length])).toEqual([
      ['the farthest pair', 'mark-expected', [[3, 5], [1, 5]], 6],
      ['yours', 'mark-given', [[1, 1], [3, 5]], 4],
    ]);
    expect(drawn.words).toBe(
      'The two rooms farthest apart are ringed, 5 steps apart, with the way between them. Your function gave back 3. Yours, dashed: the top left room and the room farthest from it, 3 steps apart.',
    );
  });

  it('draws the way out for the way-out mistake, a straight line for corner to corner, and nothing of yours otherwise', () => {
    expect(drawnFor('farthest', bend, '3', 'way-out').layers[1].way).toEqual([[1, 1], [3, 1], [3, 3], [3, 5]]);
    expect(drawnFor('farthest', bend, '3', 'corners').layers[1].way).toEqual([[1, 1], [3, 5]]);
    expect(drawnFor('farthest', bend, '6', 'counts-rooms').layers).toHaveLength(1);
    expect(drawnFor('farthest', bend, '4').layers).toHaveLength(1);
    // A count or a yes or no is said in the words, with no legend.
    expect(drawnFor('dead_ends', { ...bend, expected: 2 }, '1').layers.map((l) => l.legend)).toEqual([undefined]);
  });
});

const verdict = (got: string, pass: boolean, why = ''): Verdict => ({ got, pass, why });
const maze = (rooms: number): TestMaze => ({ name: 'Test', picture: [], expected: 0, seed: '1', rooms });

describe('matching a known mistake', () => {
  it('needs the same answer on every test, one of them wrong', () => {
    const student = [verdict('3', true), verdict('5', false)];
    expect(sameAnswers(student, [verdict('3', true), verdict('5', false)])).toBe(true);
    expect(sameAnswers(student, [verdict('3', true), verdict('4', false)])).toBe(false);
    expect(sameAnswers([verdict('3', true)], [verdict('3', true)])).toBe(false);
    expect(sameAnswers([verdict('', false, 'Your function did not finish')], [verdict('', false)])).toBe(false);
  });

  it('calls a farthest slow only when it is too slow on big mazes and right on the small ones', () => {
    const tests = [maze(9), maze(1600), maze(1600)];
    expect(slowOnBig(tests, [verdict('4', true), verdict('', false, 'Too slow: it took'), verdict('', false, 'Not run: the check stopped early')])).toBe(true);
    expect(slowOnBig(tests, [verdict('3', false), verdict('', false, 'Too slow: it took'), verdict('60', true)])).toBe(false);
    expect(slowOnBig(tests, [verdict('4', true), verdict('7', false), verdict('60', true)])).toBe(false);
  });
});

describe('the puzzle', () => {
  const solution = ['def f(maze):', '    a = 1', '    return a'];
  it('says which line is out of place, does not belong, or is missing', () => {
    expect(outOfPlace(solution, solution, ['    a = 2'])).toBe('');
    expect(outOfPlace(['def f(maze):', '    return a', '    a = 1'], solution, [])).toBe('Line 2, “return a”, is out of place.');
    expect(outOfPlace(['def f(maze):', '    a = 2', '    a = 1', '    return a'], solution, ['    a = 2'])).toBe('Line 2, “a = 2”, does not belong in this program: leave it out.');
    expect(outOfPlace(['def f(maze):', '    a = 1'], solution, [])).toBe('A line is missing at the end: one of the lines you left out belongs in the program.');
  });

  it('is never shuffled into order', () => {
    // The first shuffle happens to keep the order: it is shuffled again.
    const draws = [0.99, 0.99, 0, 0];
    let n = 0;
    const lines = shuffled(solution, () => draws[n++] ?? 0);
    expect(n).toBe(4);
    expect(lines).toEqual(['    a = 1', '    return a', 'def f(maze):']);
  });
});

describe('the help in the progress file', () => {
  const file = (extra: object) => JSON.stringify({ format: 'maze-lesson-progress', version: 2, saved: '2026-12-01T10:00:00.000Z', student: null, stars: {}, programs: {}, ...extra });
  const used = { checks: 4, hints: 2, puzzle: true, withHelp: false, mistake: 'skips-last-row', helped: null, own: null };

  it('reads the help back as it was saved, and gives every challenge its counts', () => {
    const progress = readProgress(file({ help: { dead_ends: used } }));
    expect(progress.help).toEqual({ dead_ends: used });
    expect(helpUsed(progress)).toEqual({ dead_ends: used, is_perfect: NO_HELP, farthest: NO_HELP });
  });

  it('reads old files, with no help in them', () => {
    expect(helpUsed(readProgress(file({})))).toEqual({ dead_ends: NO_HELP, is_perfect: NO_HELP, farthest: NO_HELP });
    const v1 = JSON.stringify({ format: 'maze-lesson-progress', version: 1, saved: '2026-11-30T10:00:00.000Z', stars: { dead_ends: null }, programs: {} });
    expect(readProgress(v1).help).toEqual({});
  });

  it('refuses help that does not add up, saying why', () => {
    expect(() => readProgress(file({ help: { robot: used } }))).toThrow('"help" has "robot", which is not a challenge.');
    expect(() => readProgress(file({ help: { dead_ends: { ...used, hints: -1 } } }))).toThrow('the help for dead_ends should count its checks and hints in whole numbers.');
    expect(() => readProgress(file({ help: { dead_ends: { ...used, stars: 3 } } }))).toThrow('the help for dead_ends should have only checks, hints, puzzle, withHelp, mistake, helped, own.');
    expect(() => readProgress(file({ help: { dead_ends: { ...used, own: 'yesterday' } } }))).toThrow('the help for dead_ends should say when its own program passed as a time.');
    expect(() => readProgress(file({ help: { dead_ends: { ...used, helped: { hints: 1 } } } }))).toThrow('the help for dead_ends should say what its star was earned with: hints, puzzle and code.');
    expect(() => readHelp([])).toThrow('"help" should list the help used on each challenge.');
  });

  it('reads a file saved before the help was told: a star with help, not saying what with', () => {
    const old = { checks: 4, hints: 2, puzzle: true, withHelp: true, mistake: null };
    expect(readProgress(file({ help: { dead_ends: old } })).help).toEqual({ dead_ends: { ...old, helped: null, own: null } });
  });

  it('joins two records: the larger counts, any puzzle, the first mistake, either story', () => {
    const own = { hints: 1, puzzle: false, code: 'x' };
    expect(joinHelp(used, { checks: 9, hints: 1, puzzle: false, withHelp: true, mistake: 'two-sides', helped: own, own: '2026-12-02T10:00:00.000Z' }))
      .toEqual({ checks: 9, hints: 2, puzzle: true, withHelp: true, mistake: 'skips-last-row', helped: own, own: '2026-12-02T10:00:00.000Z' });
  });
});

describe('a star earned with help, then on the student\'s own', () => {
  const NOW = '2026-12-03T09:00:00.000Z';
  const mine = 'def dead_ends(maze):\n    return 0';
  const other = 'def dead_ends(maze):\n    n = 0\n    return n';
  const puzzle = HELP.dead_ends.puzzle.lines.join('\n');

  it('a first star with no help is plain; after a hint, it says so', () => {
    expect(afterPass('dead_ends', NO_HELP, mine, false, NOW)).toEqual(NO_HELP);
    const hinted = afterPass('dead_ends', { ...NO_HELP, hints: 1 }, mine, false, NOW);
    expect(hinted).toEqual({ ...NO_HELP, hints: 1, withHelp: true, helped: { hints: 1, puzzle: false, code: mine } });
    expect(starStory('dead_ends', hinted, mine)).toEqual({ state: 'helped', what: '1 hint' });
  });

  it('goes on the student\'s own only for a different program, with no new help since', () => {
    const hinted = afterPass('dead_ends', { ...NO_HELP, hints: 1 }, mine, false, NOW);
    // The same program again, with its comments and spaces changed: still the help's.
    expect(afterPass('dead_ends', hinted, `# mine\n${mine.replace('return 0', 'return  0')}\n`, true, NOW)).toEqual(hinted);
    // The puzzle's own lines, or its lines with a print added: still with help.
    expect(afterPass('dead_ends', hinted, puzzle, true, NOW)).toEqual(hinted);
    expect(afterPass('dead_ends', hinted, `${puzzle}\nprint(dead_ends(["###", "#.#", "###"]))`, true, NOW)).toEqual(hinted);
    // The same function, with a different example beside it: still the one written with help.
    expect(afterPass('dead_ends', hinted, `${mine}\n\nprint(dead_ends(["#"]))`, true, NOW)).toEqual(hinted);
    // A new hint before the next pass: with help still, and it says the new help.
    const more = afterPass('dead_ends', { ...hinted, hints: 2 }, other, true, NOW);
    expect(more.own).toBeNull();
    expect(starStory('dead_ends', more, other)).toEqual({ state: 'helped', what: '2 hints' });
    // No new help, and a program of their own: on their own.
    const own = afterPass('dead_ends', hinted, other, true, NOW);
    expect(own).toEqual({ ...hinted, own: NOW });
    expect(starStory('dead_ends', own, other)).toEqual({ state: 'own', what: '1 hint' });
  });

  it('a star by the puzzle stays with help, and a file cannot talk a star out of it', () => {
    const byPuzzle = { ...NO_HELP, hints: 3, puzzle: true, withHelp: true, helped: { hints: 3, puzzle: true, code: puzzle } };
    expect(starStory('dead_ends', byPuzzle, puzzle)).toEqual({ state: 'helped', what: '3 hints and the puzzle of the lines' });
    // A forged record: "own", and no help at all, but the star's program is the puzzle's.
    expect(starStory('dead_ends', { ...byPuzzle, own: NOW }, puzzle).state).toBe('helped');
    expect(starStory('dead_ends', NO_HELP, puzzle)).toEqual({ state: 'helped', what: 'the puzzle of the lines' });
    expect(starStory('dead_ends', { ...byPuzzle, own: NOW }, other)).toEqual({ state: 'own', what: '3 hints and the puzzle of the lines' });
  });
});
