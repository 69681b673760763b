// Help when a student is stuck: every catalogued mistake named by the real checker with its sentence, hints one at a time,
// the puzzle of the lines solved by keyboard alone (a wrong order told), the failing maze kept in reach, the help saved and read back.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { ROOT, acquireLesson, checkProgram, printed, programSection, programText, releaseLesson, runProgram, setProgram } from './helpers.mjs';

const HELP_DIR = join(ROOT, 'web', 'src', 'lesson', 'help');
const HELP = JSON.parse(readFileSync(join(HELP_DIR, 'help.json'), 'utf8'));
const program = (file) => readFileSync(join(HELP_DIR, 'programs', file), 'utf8').trimEnd();
/** The puzzle's right order: the solution's lines without empty ones. */
const puzzleLines = (name) => program(HELP[name].puzzle.program).split('\n').filter((l) => l.trim() !== '');
/** A mistake's sentence as a pattern: its {got} and {expected} are the failing maze's answers. */
const sentence = (says) => new RegExp(says.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{(got|expected)\\\}/g, '[^ ]+'));

/** Waits for the check's search for a known mistake to end; the known-mistake box, if any. */
async function mistakeBox(page, name) {
  const section = programSection(page, name);
  await page.waitForFunction((el) => !el.querySelector('.mistake-looking'), await section.locator('.test-results').elementHandle(), { timeout: 120_000 });
  return section.locator('.known-mistake');
}

/** The failed test the known-mistake box shows: its maze (as lines), what was expected and what the function gave, from the list of failures. */
async function namedTest(page, name, box) {
  const title = (await box.locator('.known-mistake-maze').textContent()).replace(/:$/, '');
  return programSection(page, name).locator('.failure').evaluateAll((items, wanted) => {
    const item = items.find((el) => el.querySelector('.failure-name').textContent === wanted);
    const fact = (term) => [...item.querySelectorAll('dt')].find((dt) => dt.textContent === term).nextElementSibling.textContent;
    return { maze: item.querySelector('pre.maze-text').textContent.split('\n'), expected: fact('Expected'), got: fact('Your function gave back') };
  }, title);
}

/** What an answer picture draws: its rings and ways by style, as rooms [row, column] of the maze, and its shaded rooms. */
function drawnIn(figure) {
  return figure.evaluate((el) => {
    const at = (x, y) => [Number(y) - 0.5, Number(x) - 0.5];
    const svg = el.querySelector(':scope > svg');
    const rings = (cls) => [...svg.querySelectorAll(`circle.${cls}`)].map((c) => at(c.getAttribute('cx'), c.getAttribute('cy')));
    const way = (cls) => (svg.querySelector(`polyline.${cls}`)?.getAttribute('points').split(' ') ?? []).map((p) => at(...p.split(',')));
    return {
      expected: { rings: rings('mark-expected'), way: way('way-expected') },
      given: { rings: rings('mark-given'), way: way('way-given') },
      shaded: svg.querySelectorAll('.answer-cut-off').length,
      legend: [...el.querySelectorAll('.answer-legend li')].map((li) => li.textContent),
    };
  });
}

/** A way through the maze: from room to next room, each step through an opening. */
function assertWay(maze, way, what) {
  for (let i = 1; i < way.length; i++) {
    const [[r0, c0], [r1, c1]] = [way[i - 1], way[i]];
    assert.equal(Math.abs(r1 - r0) + Math.abs(c1 - c0), 2, `${what}: step ${i} goes to the next room`);
    assert.equal(maze[(r0 + r1) / 2][(c0 + c1) / 2], '.', `${what}: step ${i} goes through an opening`);
  }
}

/** Counted on the maze itself: its rooms, openings, the pieces it falls into, and the rooms reached from the top left room. */
function countMaze(maze) {
  const rooms = [];
  for (let r = 1; r < maze.length; r += 2) for (let c = 1; c < maze[0].length; c += 2) rooms.push(`${r},${c}`);
  let openings = 0;
  for (let r = 1; r < maze.length - 1; r++) for (let c = 1; c < maze[0].length - 1; c++) if ((r + c) % 2 === 1 && maze[r][c] === '.') openings++;
  const pieceOf = new Map();
  for (const start of rooms) {
    if (pieceOf.has(start)) continue;
    const queue = [start];
    pieceOf.set(start, start);
    while (queue.length) {
      const [r, c] = queue.shift().split(',').map(Number);
      for (const [dr, dc] of [[-1, 0], [1, 0], [0, -1], [0, 1]]) {
        const next = `${r + 2 * dr},${c + 2 * dc}`;
        if (maze[r + dr]?.[c + dc] === '.' && !pieceOf.has(next)) {
          pieceOf.set(next, start);
          queue.push(next);
        }
      }
    }
  }
  const pieces = new Set(pieceOf.values()).size;
  const reached = [...pieceOf.values()].filter((p) => p === '1,1').length;
  // A maze of n rooms in p pieces with no loop has n - p openings: each opening more closes one loop.
  return { rooms: rooms.length, loops: openings - rooms.length + pieces, cutOff: rooms.length - reached };
}

/** The known mistakes pictured in docs/, and the student whose own mazes they are checked on. */
const DOC_PICTURES = { 'from-top-left': 'help-mistake-farthest', 'openings-only': 'help-mistake-is-perfect' };
const DOC_STUDENT = { name: 'Sam', class: 'Maze 1' };

/** The pictures in docs/ of the help: the known mistake or the puzzle, on a wide screen and a phone. */
const DOC_SIZES = [['', 1280, 800], ['-phone', 390, 844]];
async function docPictures(page, top, name) {
  for (const [suffix, width, height] of DOC_SIZES) {
    await page.setViewportSize({ width, height });
    // 12 px above its top, in whole pixels, so the picture is the same to the pixel each time.
    await top.evaluate((el) => window.scrollTo(0, Math.round(el.getBoundingClientRect().top + window.scrollY) - 12));
    await page.screenshot({ path: join(ROOT, 'docs', `${name}${suffix}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

describe('help when a student is stuck', () => {
  let lesson;
  let page;

  before(async () => {
    lesson = await acquireLesson();
    page = await lesson.newPage();
    page.problems = [];
    page.on('pageerror', (e) => page.problems.push(e.message));
  });

  after(async () => {
    await page?.close();
    await releaseLesson();
  });

  // The challenges' catalogues (help.json's from_failures is tested in help_failures.test.mjs).
  for (const [name, help] of Object.entries(HELP).filter(([key]) => key !== 'from_failures')) {
    test(`${name}: every catalogued mistake, checked for real, is named with its sentence and drawn on its maze`, async () => {
      assert.ok(help.mistakes.length >= 4, `${help.mistakes.length} mistakes`);
      const solutionLines = puzzleLines(name).filter((line) => !/^def |^\s*return /.test(line));
      for (const mistake of help.mistakes) {
        await setProgram(page, name, program(mistake.program));
        // The pictures in docs/ are checked on one student's own mazes, so they are the same each time.
        const picture = DOC_PICTURES[mistake.id];
        if (picture) await page.evaluate((s) => localStorage.setItem('maze-lesson:student', JSON.stringify(s)), DOC_STUDENT);
        const status = await checkProgram(page, name, { timeout: 180_000 });
        if (picture) await page.evaluate(() => localStorage.removeItem('maze-lesson:student'));
        assert.match(status, /Passed \d+ of \d+ tests\. /);
        assert.doesNotMatch(status, /earned!/, `${mistake.id} fails`);
        const box = await mistakeBox(page, name);
        assert.equal(await box.count(), 1, `${mistake.id} is named`);
        const text = await box.textContent();
        assert.match(text, new RegExp(`A known mistake: ${mistake.name}`), mistake.id);
        assert.match(text, sentence(mistake.says), mistake.id);
        assert.ok(text.includes(`What to try: ${mistake.tryThis}`), mistake.id);
        // Shown on its maze, never with code that solves the challenge.
        assert.equal(await box.locator('.answer-picture > svg').count(), 1);
        assert.match(await box.locator('figcaption').textContent(), /Your function gave back/);
        for (const line of solutionLines) assert.ok(!text.includes(line.trim()), `${mistake.id}: no solving line "${line.trim()}"`);
        await assertDrawn(name, mistake.id, box);
        if (picture) await docPictures(page, box, picture);
        if (mistake.id === 'from-top-left') {
          // Named, the mistake's own rooms are drawn in the failure list's pictures too.
          const item = programSection(page, name).locator('.failure').first();
          await item.getByRole('button', { name: 'Show what was expected' }).click();
          assert.deepEqual(await item.locator('.answer-legend li').allTextContents(), ['the farthest pair', 'yours']);
        }
      }
      const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('maze-lesson:help')));
      assert.equal(saved[name].checks, help.mistakes.length);
      assert.equal(saved[name].mistake, help.mistakes[0].id, 'the first mistake named is kept');
    });
  }

  /** The known mistake's picture, counted: the right answer drawn (and what the mistake gave, where it is rooms). */
  async function assertDrawn(name, id, box) {
    const { maze, expected, got } = await namedTest(page, name, box);
    const drawn = await drawnIn(box.locator('.answer-picture'));
    if (name === 'farthest') {
      // The farthest pair: a way of `expected` steps through the maze, its two rooms ringed.
      if (expected === '0') {
        // A maze of one room: that room ringed, with no way to draw.
        assert.deepEqual([drawn.expected.way, drawn.expected.rings], [[], [[1, 1], [1, 1]]], id);
      } else {
        assert.equal(drawn.expected.way.length, Number(expected) + 1, `${id}: the way is ${expected} steps`);
        assertWay(maze, drawn.expected.way, id);
        assert.deepEqual(drawn.expected.rings, [drawn.expected.way[0], drawn.expected.way.at(-1)]);
      }
      const gives = { 'from-top-left': 'the farthest from the top left room', 'way-out': 'the bottom right room', corners: 'the bottom right room' };
      if (!gives[id]) {
        assert.deepEqual([drawn.given.way, drawn.given.rings, drawn.legend], [[], [], ['the farthest pair']], id);
        return;
      }
      // Yours: from the top left room, ringed at both ends, in its own style, said in the legend.
      assert.deepEqual(drawn.legend, ['the farthest pair', 'yours']);
      assert.deepEqual(drawn.given.way[0], [1, 1]);
      assert.deepEqual(drawn.given.rings, [drawn.given.way[0], drawn.given.way.at(-1)]);
      if (id === 'corners') assert.deepEqual(drawn.given.way, [[1, 1], [maze.length - 2, maze[0].length - 2]]);
      else {
        assert.equal(drawn.given.way.length, Number(got) + 1, `${id}: yours is the ${got} steps it gave`);
        assertWay(maze, drawn.given.way, `${id}, yours`);
      }
      if (id === 'way-out') assert.deepEqual(drawn.given.way.at(-1), [maze.length - 2, maze[0].length - 2]);
    }
    if (name === 'is_perfect') {
      // The loops ringed on openings, the rooms cut off shaded: as many as the maze has.
      const counted = countMaze(maze);
      assert.equal(drawn.expected.rings.length, counted.loops, `${id}: the openings that close loops`);
      for (const [r, c] of drawn.expected.rings) assert.equal(maze[r][c], '.', `${id}: a ring on an opening`);
      assert.equal(drawn.shaded, counted.cutOff, `${id}: the rooms cut off`);
      assert.equal(counted.loops + counted.cutOff > 0, expected === 'False', `${id}: drawn not perfect exactly when it is not`);
    }
  }

  test('a wrong answer that is no known mistake is not named; the failing maze stays in reach with its answer drawn', async () => {
    await setProgram(page, 'dead_ends', 'def dead_ends(maze):\n    return 7');
    await checkProgram(page, 'dead_ends');
    assert.equal(await (await mistakeBox(page, 'dead_ends')).count(), 0);
    const section = programSection(page, 'dead_ends');
    const first = section.locator('.failure').first();
    const failures = await section.locator('.failure').count();
    await first.getByRole('button', { name: 'Show what was expected' }).click();
    const caption = await first.locator('figcaption').textContent();
    const expected = /Expected\s*(\d+)/.exec(await first.locator('.failure-facts').textContent())[1];
    assert.match(caption, new RegExp(`^The ${expected} dead ends? it should count are ringed\\. Your function gave back 7\\.$`));
    assert.equal(await first.locator('.answer-picture circle').count(), Number(expected));
    await first.getByRole('button', { name: 'Try this maze' }).click();
    assert.equal(await section.locator('.failure').count(), failures, 'Try this maze keeps the failed tests');
    assert.equal(await first.getByRole('button', { name: 'Put this maze on the board' }).count(), 1);
  });

  test('after Try this maze, the failed tests stay through a Run and an edit, as the last check\'s, until the next check', async () => {
    const section = programSection(page, 'dead_ends');
    const status = section.getByRole('status');
    const names = () => section.locator('.failure-name').allTextContents();
    const before = await names();
    const expected = /Expected\s*(\d+)/.exec(await section.locator('.failure-facts').first().textContent())[1];
    await runProgram(page, 'dead_ends');
    assert.equal(await printed(page, 'dead_ends'), '7\n', "Run gives the failing maze's answer");
    assert.equal(await status.textContent(), 'Not checked since you changed or ran your program: press Check my program to check it.');
    assert.equal(await section.locator('.test-results > .last-check').textContent(), 'From your last check:');
    assert.deepEqual(await names(), before, 'the failed tests are still there');
    await section.getByRole('textbox', { name: 'Program: dead_ends' }).press('End');
    await page.keyboard.type(' ');
    assert.deepEqual(await names(), before, 'and after an edit');
    assert.equal(await section.locator('.last-check').count(), 1, 'said once');
    // Its buttons still work: the maze on a small board, and what was expected drawn.
    const first = section.locator('.failure').first();
    await first.getByRole('button', { name: 'Put this maze on the board' }).click();
    await first.getByRole('region', { name: `${before[0]} on a board` }).locator('.board-message').filter({ hasText: 'came from a challenge' }).waitFor();
    assert.equal(await first.locator('.answer-picture circle').count(), Number(expected));
    // The next check puts its own result in their place.
    await checkProgram(page, 'dead_ends');
    assert.equal(await section.locator('.last-check').count(), 0);
    assert.match(await status.textContent(), /^Passed \d+ of \d+ tests\./);
    assert.ok((await section.locator('.failure').count()) > 0, 'the failed tests of this check');
    assert.equal(await section.locator('.failure .answer-picture').count(), 0, 'fresh, with nothing drawn yet');
  });

  test('hints come one at a time: a nudge, the idea, a plan; then the puzzle', async () => {
    const section = programSection(page, 'farthest');
    const hint = section.getByRole('button', { name: /^(Hint|Next hint)/ });
    const shown = section.locator('.hints li');
    assert.equal(await shown.count(), 0);
    for (const [i, words] of HELP.farthest.hints.entries()) {
      await hint.click();
      assert.equal(await shown.count(), i + 1);
      assert.equal(await shown.nth(i).textContent(), `${['A nudge', 'The idea', 'A plan'][i]}: ${words}`);
    }
    assert.match(await shown.nth(2).textContent(), /^A plan: 1\. /, 'the label once');
    assert.equal(await hint.count(), 0, 'no more hints');
    assert.equal(await section.getByRole('button', { name: 'Try a puzzle of the lines' }).count(), 1);
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('maze-lesson:help')));
    assert.equal(saved.farthest.hints, 3);
  });

  test('the puzzle is solved by keyboard alone, a wrong order is told, and the star is marked with help', async () => {
    const section = programSection(page, 'farthest');
    await section.getByRole('button', { name: 'Try a puzzle of the lines' }).focus();
    // Shuffled the same way each time, for the picture in docs/: Math.random from a fixed seed while the puzzle is made.
    await page.evaluate(() => {
      let seed = 2083;
      window.keptRandom = Math.random;
      Math.random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    });
    await page.keyboard.press('Enter');
    const puzzle = section.locator('.puzzle');
    await puzzle.waitFor();
    await page.evaluate(() => (Math.random = window.keptRandom));
    const list = puzzle.getByRole('list', { name: 'Your program' });
    const lines = () => list.locator(':scope > li code').allTextContents();
    const said = puzzle.locator('.puzzle-said');
    const { distractors } = HELP.farthest.puzzle;
    const right = puzzleLines('farthest');
    assert.deepEqual([...(await lines())].sort(), [...right, ...distractors].sort(), 'every line and the extra ones, shuffled');
    assert.notDeepEqual(await lines(), [...right, ...distractors]);
    await docPictures(page, puzzle, 'help-puzzle');

    // A wrong order is told: which line is out of place.
    await puzzle.getByRole('button', { name: 'Check the order' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction((el) => /^Not yet|^Solved/.test(el.textContent), await said.elementHandle(), { timeout: 120_000 });
    const first = (await lines())[0];
    assert.match(await said.textContent(), /^Not yet: .*\. Line \d+, “.+”, (is out of place|does not belong in this program: leave it out)\.$/);
    assert.ok(first !== undefined);

    // By keyboard alone: each extra line left out with its button, each right line moved up with Alt+Up.
    for (const extra of distractors) {
      await puzzle.getByRole('button', { name: `Leave out: ${extra.trim()}`, exact: true }).focus();
      await page.keyboard.press('Enter');
    }
    for (const [i, line] of right.entries()) {
      const now = await lines();
      let at = now.indexOf(line);
      await list.locator(':scope > li').nth(at).focus();
      for (; at > i; at--) await page.keyboard.press('Alt+ArrowUp');
    }
    assert.deepEqual(await lines(), right);
    assert.deepEqual(await puzzle.getByRole('list', { name: 'Lines left out' }).locator('code').allTextContents(), distractors);
    await puzzle.getByRole('button', { name: 'Check the order' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction((el) => /^Solved/.test(el.textContent), await said.elementHandle(), { timeout: 120_000 });
    assert.match(await said.textContent(), /^Solved: it passed all \d+ tests\. The program is now in your editor\. Your star is marked “with help”\.$/);
    assert.equal(await programText(page, 'farthest'), right.join('\n'));
    assert.match(await page.locator('[data-stars]').first().textContent(), /The two rooms farthest apart earned with help/);
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('maze-lesson:help')));
    // What the star was earned with is kept beside it (the puzzle's program is told from the catalogue, so no code of its own).
    assert.deepEqual({ ...saved.farthest, checks: 0 }, { checks: 0, hints: 3, puzzle: true, withHelp: true, mistake: 'from-top-left', helped: { hints: 3, puzzle: true, code: right.join('\n') }, own: null });
  });

  test('a line of the puzzle can be dragged into place, and dragged to the lines left out', async () => {
    const section = programSection(page, 'dead_ends');
    for (let i = 0; i < 3; i++) await section.getByRole('button', { name: /^(Hint|Next hint)/ }).click();
    await section.getByRole('button', { name: 'Try a puzzle of the lines' }).click();
    const list = section.getByRole('list', { name: 'Your program' });
    const items = list.locator(':scope > li');
    const before = await items.locator('code').allTextContents();
    // A drag within the window (a drag does not scroll the page as it goes).
    await items.first().scrollIntoViewIfNeeded();
    await items.nth(2).dragTo(items.first());
    assert.deepEqual(await items.locator('code').allTextContents(), [before[2], before[0], before[1], ...before.slice(3)]);
    const last = before.at(-1);
    await items.last().scrollIntoViewIfNeeded();
    await items.last().dragTo(section.locator('.puzzle-aside'));
    assert.deepEqual(await section.getByRole('list', { name: 'Lines left out' }).locator('code').allTextContents(), [last]);
    assert.equal(await items.count(), before.length - 1);
  });

  test('axe finds nothing on the help, the known mistake and the puzzle', async () => {
    const result = await new AxeBuilder({ page }).include('.help-box').include('.known-mistake').include('.failure').options({ resultTypes: ['violations'] }).analyze();
    assert.deepEqual(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), []);
    assert.deepEqual(page.problems, []);
  });

  test('the hints shown stay after a reload', async () => {
    const section = programSection(page, 'farthest');
    const before = await section.locator('.hints li').allTextContents();
    assert.equal(before.length, 3);
    await page.reload();
    await section.getByRole('button', { name: 'Try a puzzle of the lines' }).waitFor();
    assert.deepEqual(await section.locator('.hints li').allTextContents(), before);
    assert.equal(await section.getByRole('button', { name: /^(Hint|Next hint)/ }).count(), 0, 'no more hints to show');
    assert.deepEqual(page.problems, []);
  });

  test('the help used is saved in the progress file and read back', async () => {
    const footer = page.locator('footer');
    const [download] = await Promise.all([page.waitForEvent('download'), footer.getByRole('button', { name: 'Save my progress' }).click()]);
    const file = JSON.parse(readFileSync(await download.path(), 'utf8'));
    const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('maze-lesson:help')));
    assert.deepEqual(file.help, kept);
    assert.equal(file.help.farthest.hints, 3);
    assert.equal(file.help.farthest.withHelp, true);
    assert.equal(file.help.is_perfect.mistake, 'openings-only');
    // Gone with Start again, back with Load progress.
    await footer.getByRole('button', { name: 'Start again' }).click();
    await page.getByRole('button', { name: 'Yes, start again' }).click();
    assert.equal(await page.evaluate(() => localStorage.getItem('maze-lesson:help')), null);
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), footer.getByRole('button', { name: 'Load progress' }).click()]);
    await chooser.setFiles({ name: 'mine.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
    await page.waitForFunction(() => /earned\.$|No star\.$/.test(document.querySelector('footer .progress-message')?.textContent ?? ''), null, { timeout: 240_000 });
    assert.deepEqual(await page.evaluate(() => JSON.parse(localStorage.getItem('maze-lesson:help'))), file.help);
  });

});
