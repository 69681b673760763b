// Copies found: Python read into tokens as Python reads it, each challenge's function cut out with its helpers,
// and honest solutions told from copies whose names, comments, spacing and literals were changed.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { functionWithHelpers, normalized, tokenize } from '../../web/src/teacher/python_tokens';
import { COPY_THRESHOLD, MIN_TOKENS, challengeTokens, findCopies, percent, similarTo, type CodeEntry } from '../../web/src/teacher/similar';

const CHALLENGES = ['dead_ends', 'is_perfect', 'farthest'] as const;
const read = (url: URL): string => readFileSync(url, 'utf8');
const students = new URL('./similar/', import.meta.url);
const references = new URL('../e2e/solutions/', import.meta.url);
const lessonPrograms = new URL('../../web/src/lesson/programs/', import.meta.url);

/** The files of one challenge: the e2e reference answer, honest student solutions, and one disguised copy. */
function classFor(challenge: string): CodeEntry[] {
  const own = readdirSync(students).filter((f) => f.startsWith(`${challenge}_`)).sort();
  return [
    { key: 'reference', label: 'Reference', code: read(new URL(`${challenge}.py`, references)) },
    ...own.map((f) => ({ key: f.replace(/\.py$/, ''), label: f, code: read(new URL(f, students)) })),
  ];
}

/** Which honest file each disguised copy was made from. */
const COPIED_FROM: Record<string, string> = {
  dead_ends: 'reference',
  is_perfect: 'is_perfect_pieces',
  farthest: 'farthest_deque',
};

/** Every pair's score, with no threshold. */
function allScores(challenge: string): { a: string; b: string; score: number }[] {
  return findCopies(challenge, classFor(challenge), { threshold: 0 });
}

describe('Python as tokens', () => {
  test('comments and blank lines go; strings of every kind, numbers and blocks are tokens as Python makes them', () => {
    const code = [
      'def f(a, b=0x1F):  # a comment',
      '',
      '    # a comment line, then a string holding # and def',
      '    s = """one',
      'def not_a_function(): # still the string',
      '"""',
      "    t = rb'\\'' + f\"{a!r:>3}\" + 'x'",
      '    n = [1_000, 2.5e-3, .5, 7j,',
      '         3]  # spaces inside brackets are no indent',
      '    if a >= b and \\',
      '\t    n:',
      '\t\treturn a.count(s) ** 2',
      '    return None',
      'print(f(1))',
    ].join('\n');
    expect(normalized(tokenize(code)).join(' ')).toBe(
      'def NAME ( NAME , NAME = NUMBER ) : NEWLINE ' +
        'INDENT NAME = STRING NEWLINE ' +
        'NAME = STRING + STRING + STRING NEWLINE ' +
        'NAME = [ NUMBER , NUMBER , NUMBER , NUMBER , NUMBER ] NEWLINE ' +
        'if NAME >= NAME and NAME : NEWLINE ' +
        'INDENT return NAME . count ( NAME ) ** NUMBER NEWLINE ' +
        'DEDENT return None NEWLINE ' +
        'DEDENT print ( NAME ( NUMBER ) ) NEWLINE',
    );
  });

  test('the raw tokens keep their text: a triple-quoted string is one token, the f-string one more', () => {
    const tokens = tokenize("x = '''a\n'b'\n''' + f'{x}'\n");
    expect(tokens.map((t) => `${t.kind}:${t.text}`)).toEqual([
      'name:x', 'op:=', "string:'''a\n'b'\n'''", 'op:+', "string:f'{x}'", 'newline:NEWLINE',
    ]);
  });

  test('anything at all is read without an error: an open string, a stray character, a file of nothing', () => {
    expect(normalized(tokenize('s = "no end\nx = 1 $ 2\n')).join(' ')).toBe('NAME = STRING NEWLINE NAME = NUMBER $ NUMBER NEWLINE');
    expect(tokenize('')).toEqual([]);
    expect(tokenize('\n\n# only a comment\n')).toEqual([]);
    expect(functionWithHelpers('def dead_ends(:\n  return """', 'dead_ends')).not.toBeNull();
  });
});

describe("one challenge's function, cut out", () => {
  const file = [
    'import random',
    'def unused(maze):',
    '    return 1',
    'def dead_ends(maze):',
    '    def inner(r):',
    '        return r',
    '    return count(maze) + inner(0)',
    'def count(maze):',
    '    return len(maze) + rooms(maze)',
    'def rooms(maze): return 2',
    'maze = ["###"]',
    'print(dead_ends(maze))',
  ].join('\n');

  test('the function, its nested functions, and the top-level functions it calls, directly or not, in the order called', () => {
    const cut = functionWithHelpers(file, 'dead_ends')!;
    const names = cut.filter((t, i) => t.kind === 'name' && cut[i - 1]?.text === 'def').map((t) => t.text);
    expect(names).toEqual(['dead_ends', 'inner', 'count', 'rooms']);
    expect(cut.map((t) => t.text)).not.toContain('unused');
    expect(cut.map((t) => t.text)).not.toContain('print');
    expect(cut.map((t) => t.text).slice(-9).join(' ')).toBe('def rooms ( maze ) : return 2 NEWLINE');
  });

  test('no such function: nothing to compare', () => {
    expect(functionWithHelpers(file, 'farthest')).toBeNull();
    expect(challengeTokens('print("hello")', 'is_perfect')).toBeNull();
  });
});

describe('copies found', () => {
  test('five files with the same code, byte for byte, under five names: every two of them, at 100%', () => {
    const code = read(new URL('farthest.py', references));
    const names = ['Ana Lima', 'Ben Okafor', 'Chloe Park', 'Dev Shah', 'Eve Stone'];
    const entries = names.map((label, i) => ({ key: `s${i}`, label, code }));
    const pairs = findCopies('farthest', entries);
    expect(pairs.map((p) => `${p.a}-${p.b} ${p.score}`)).toEqual([
      's0-s1 1', 's0-s2 1', 's0-s3 1', 's0-s4 1', 's1-s2 1', 's1-s3 1', 's1-s4 1', 's2-s3 1', 's2-s4 1', 's3-s4 1',
    ]);
  });

  test('the same function with its literals changed, its lines ending in CR LF and its blocks indented by tabs: 100%', () => {
    const code = read(new URL('dead_ends.py', references));
    const changed = code
      .replace(/"\."/g, "'#'")
      .replace(/== 1:/g, '== 3:')
      .replace(/ {4}/g, '\t')
      .replace(/\n/g, '\r\n');
    expect(changed).not.toBe(code);
    const pairs = findCopies('dead_ends', [
      { key: 'a', label: 'Ana', code },
      { key: 'b', label: 'Ben', code: changed },
    ]);
    expect(pairs).toEqual([{ a: 'a', b: 'b', score: 1 }]);
  });

  test('any text at all, even bytes that are no Python, is compared without an error', () => {
    let seed = 7;
    const next = (n: number): number => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n;
    const alphabet = 'def dead_ends(maze):\n\t  #\'"\\()[]{}:=.0x1e5fr_\r\u00e9';
    const entries = Array.from({ length: 60 }, (_, i) => ({
      key: `k${i}`,
      label: `S${i}`,
      code: 'def dead_ends(maze):\n' + Array.from({ length: 400 }, () => alphabet[next(alphabet.length)]).join(''),
    }));
    for (const e of entries) expect(challengeTokens(e.code, 'dead_ends')?.slice(0, 2)).toEqual(['def', 'NAME']);
    const pairs = findCopies('dead_ends', entries, { threshold: 0 });
    for (const p of pairs) expect(p.score > 0 && p.score <= 1, `${p.a}-${p.b} ${p.score}`).toBe(true);
    expect(() => similarTo({ dead_ends: pairs }, entries)).not.toThrow();
  });

  test.each(CHALLENGES)('%s: the copy with names, comments, spacing and literals changed is found, and only it', (challenge) => {
    const pairs = findCopies(challenge, classFor(challenge));
    expect(pairs.map((p) => [p.a, p.b].sort().join(' + '))).toEqual([[COPIED_FROM[challenge], `${challenge}_copy`].sort().join(' + ')]);
  });

  test.each(CHALLENGES)('%s: the scores behind the threshold (copies at 0.75 or more, different solutions at 0.35 or less)', (challenge) => {
    const copy = `${challenge}_copy`;
    for (const { a, b, score } of allScores(challenge)) {
      const isCopy = [a, b].includes(copy) && [a, b].includes(COPIED_FROM[challenge]);
      if (isCopy) expect(score, `${a} + ${b}`).toBeGreaterThanOrEqual(0.75);
      else expect(score, `${a} + ${b}`).toBeLessThanOrEqual(0.35);
    }
    expect(COPY_THRESHOLD).toBeGreaterThan(0.35 + 0.15);
    expect(COPY_THRESHOLD).toBeLessThan(0.75 - 0.15);
  });

  test('the figures docs/teachers.md quotes: the copies at 77%, 83% and 91%, different solutions at 32% at most', () => {
    const copies: string[] = [];
    let others = 0;
    for (const challenge of CHALLENGES) {
      for (const { a, b, score } of allScores(challenge)) {
        if ([a, b].includes(`${challenge}_copy`) && [a, b].includes(COPIED_FROM[challenge])) copies.push(percent(score));
        else others = Math.max(others, score);
      }
    }
    expect(copies.sort()).toEqual(['77%', '83%', '91%']);
    expect(percent(others)).toBe('32%');
  });

  test(`a function of under ${MIN_TOKENS} words and signs is not compared; one of ${MIN_TOKENS} is`, () => {
    const fn = (last: string): string => `def dead_ends(maze):\n    a = maze + 1\n    b = a * 2\n    c = b - a\n    ${last}\n`;
    const twice = (code: string) => findCopies('dead_ends', ['a', 'b'].map((key) => ({ key, label: key, code })), { threshold: 0 });
    expect(challengeTokens(fn('return'), 'dead_ends')).toHaveLength(MIN_TOKENS - 1);
    expect(challengeTokens(fn('return c'), 'dead_ends')).toHaveLength(MIN_TOKENS);
    expect(twice(fn('return'))).toEqual([]);
    expect(twice(fn('return c'))).toEqual([{ a: 'a', b: 'b', score: 1 }]);
  });

  test('the reference answers against typical different student solutions: all below the threshold', () => {
    const typical = { dead_ends: 'dead_ends_sides', is_perfect: 'is_perfect_bfs', farthest: 'farthest_levels' };
    for (const challenge of CHALLENGES) {
      const entries = classFor(challenge).filter((e) => e.key === 'reference' || e.key === typical[challenge]);
      expect(entries).toHaveLength(2);
      expect(findCopies(challenge, entries, { threshold: 0 })[0]?.score ?? 0, challenge).toBeLessThan(COPY_THRESHOLD);
    }
  });

  test('only the challenge\'s function counts: the same test maze and print below two different answers is not a copy', () => {
    const tail = `\nmaze = ["#######", "#.#...#", "#.#.###", "#.....#", "#####.#", "#.....#", "#######"]\nfor row in maze:\n    print(row)\nprint(dead_ends(maze))\n`;
    const entries = ['dead_ends_while', 'dead_ends_enumerate'].map((key) => ({ key, label: key, code: read(new URL(`${key}.py`, students)) + tail }));
    expect(findCopies('dead_ends', entries, { threshold: 0 })).toEqual([]);
  });

  test('what the lesson itself gives is not shared: two students with the lesson\'s own dead_ends are not copies of each other', () => {
    const lessons = readdirSync(lessonPrograms).map((f) => read(new URL(f, lessonPrograms)));
    const fromLesson = read(new URL('corridors.py', lessonPrograms));
    const entries = [
      { key: 'a', label: 'Ana', code: fromLesson },
      { key: 'b', label: 'Ben', code: read(new URL('dead_ends.py', references)) },
      { key: 'c', label: 'Chloe', code: read(new URL('is_perfect_pieces.py', students)) },
      { key: 'd', label: 'Dev', code: read(new URL('is_perfect_copy.py', students)) },
    ];
    expect(findCopies('dead_ends', entries).map((p) => `${p.a}-${p.b} ${p.score}`)).toEqual(['a-b 1']);
    expect(findCopies('dead_ends', entries, { given: lessons })).toEqual([]);
    // A copy between two students stays a copy when the lesson's code is left out.
    const copies = findCopies('is_perfect', entries, { given: lessons });
    expect(copies.map((p) => `${p.a}-${p.b}`)).toEqual(['c-d']);
    expect(copies[0].score).toBeGreaterThanOrEqual(0.75);
  });

  test('students who wrote nothing, or only the given start, are not copies of each other', () => {
    const start = read(new URL('dead_ends.py', lessonPrograms));
    const entries = [
      { key: 'a', label: 'Ana', code: start },
      { key: 'b', label: 'Ben', code: start },
      { key: 'c', label: 'Chloe', code: 'print("hello")' },
      { key: 'd', label: 'Dev', code: 'print("hello")' },
      { key: 'e', label: 'Eve', code: '' },
    ];
    expect(findCopies('dead_ends', entries, { threshold: 0 })).toEqual([]);
  });

  test('highest first; a threshold given is used', () => {
    const entries = classFor('farthest');
    const all = findCopies('farthest', entries, { threshold: 0 });
    expect(all.length).toBeGreaterThan(2);
    expect(all.map((p) => p.score)).toEqual([...all.map((p) => p.score)].sort((x, y) => y - x));
    const some = findCopies('farthest', entries, { threshold: all[1].score });
    expect(some).toEqual(all.filter((p) => p.score >= all[1].score));
  });
});

describe('the similar_to cell', () => {
  test('each student\'s look-alikes, the closest first, each with its challenges and scores rounded down', () => {
    const entries = [
      { key: 'a', label: 'Ana Lima' },
      { key: 'b', label: 'Ben Okafor' },
      { key: 'c', label: 'Chloe Park' },
      { key: 'd', label: 'Dev Shah' },
    ];
    const cells = similarTo(
      {
        dead_ends: [{ a: 'a', b: 'b', score: 0.929 }, { a: 'a', b: 'c', score: 0.88 }],
        is_perfect: [],
        farthest: [{ a: 'c', b: 'a', score: 0.995 }],
      },
      entries,
    );
    expect([...cells]).toEqual([
      ['a', 'Chloe Park: dead_ends 88%, farthest 99%; Ben Okafor: dead_ends 92%'],
      ['b', 'Ana Lima: dead_ends 92%'],
      ['c', 'Ana Lima: dead_ends 88%, farthest 99%'],
      ['d', ''],
    ]);
  });

  test('from real files: the five same files name each other', () => {
    const code = read(new URL('is_perfect.py', references));
    const entries = ['Ana', 'Ben', 'Chloe'].map((label) => ({ key: label.toLowerCase(), label, code }));
    const cells = similarTo({ is_perfect: findCopies('is_perfect', entries) }, entries);
    expect(cells.get('ben')).toBe('Ana: is_perfect 100%; Chloe: is_perfect 100%');
  });
});
