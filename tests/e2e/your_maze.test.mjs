// The board grows the student's own maze: the switch "Use my make_maze" makes Grow a maze call make_maze from Step 2, draw it and check it.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import AxeBuilder from '@axe-core/playwright';
import { cliPicture, lessonPicture } from './oracle.mjs';
import {
  acquireLesson,
  boardUi as ui,
  mazeText,
  programText,
  releaseLesson,
  screenshotPath,
  setProgram,
} from './helpers.mjs';

/** The lesson's seed-2083 maze, twice over: from the native engine and from the lesson's own program. */
function lessonMaze() {
  const picture = cliPicture('walk', 10, 10, 2083);
  assert.deepEqual(lessonPicture('make_maze.py', 'make_maze', 2083), picture, 'the engine and the lesson agree');
  return picture;
}

const NONE = 'def make_maze(rows, cols):\n    return None';
const TOO_SHORT = 'def make_maze(rows, cols):\n    return ["#" * 21] * 19';
const A_DICT = 'def make_maze(rows, cols):\n    return {"rows": rows}';
const OTHER_LETTERS = 'def make_maze(rows, cols):\n    return ["#" * 21] + ["#" + "x" * 19 + "#"] * 19 + ["#" * 21]';
const NO_MAKE_MAZE = 'def make_mazes(rows, cols):\n    return []';
const INDEX_ERROR = 'def make_maze(rows, cols):\n    grid = []\n    return grid[5]';
const FOREVER = 'def make_maze(rows, cols):\n    while True:\n        pass';
// Every row one long corridor, then two openings between rows 0 and 1: 9 pieces and a loop.
const LOOPY = `def make_maze(rows, cols):
    grid = [["#"] * (2 * cols + 1) for r in range(2 * rows + 1)]
    for r in range(rows):
        for c in range(cols):
            grid[2 * r + 1][2 * c + 1] = "."
            if c + 1 < cols:
                grid[2 * r + 1][2 * c + 2] = "."
    grid[2][1] = "."
    grid[2][3] = "."
    return ["".join(row) for row in grid]`;


const message = (page) => page.locator('#board .board-message').textContent();
const report = (page) => page.locator('#board .board-report').textContent();

/** Press Grow a maze and wait until make_maze's answer is on the board (the board leaves its asking state). */
async function growMine(page) {
  await ui(page).button('Grow a maze').click();
  await page.waitForFunction(() => document.querySelector('#board .board')?.dataset.state !== 'asking', null, { timeout: 60_000 });
}

const pictureShown = (page) => mazeText(page);

async function setSize(page, rows, cols) {
  await ui(page).field('Rows').fill(String(rows));
  await ui(page).field('Columns').fill(String(cols));
}

describe('Use my make_maze: the board grows your maze', () => {
  let lesson;
  let page;
  let lessonVersion;
  const LESSON_MAZE = lessonMaze();

  before(async () => {
    lesson = await acquireLesson();
    page = await lesson.newPage();
    await page.waitForFunction(() => document.querySelector('#board .board-pieces')?.textContent === 'Pieces: 100');
    lessonVersion = await programText(page, 'make_maze');
  });

  after(async () => {
    // Put the lesson's program back, then drop this context and its storage altogether.
    if (page && lessonVersion) await setProgram(page, 'make_maze', lessonVersion).catch(() => undefined);
    await page?.close();
    await releaseLesson();
  });

  test('the switch: found by role and name, off at first, turned on with the keyboard', async () => {
    const b = ui(page);
    assert.equal(await b.mine.count(), 1);
    assert.equal(await b.mine.isChecked(), false);
    const hint = await b.mine.evaluate((el) => document.getElementById(el.getAttribute('aria-describedby')).textContent);
    assert.match(hint, /make_maze\(Rows, Columns\) from your program in Step 2/);
    await b.mine.focus();
    await page.keyboard.press('Space');
    assert.equal(await b.mine.isChecked(), true);
    const outline = await b.mine.evaluate((el) => getComputedStyle(el).outlineStyle);
    assert.equal(outline, 'solid', 'focus is visible');
  });

  test("the lesson's program, unchanged: Loading Python…, then its seed-2083 maze, perfect with 99 openings", async () => {
    const b = ui(page);
    await b.button('Grow a maze').click();
    await page.waitForFunction(() => /Loading Python…/.test(document.querySelector('#board .board-message')?.textContent ?? ''));
    assert.equal(await b.board.locator('.board').getAttribute('data-state'), 'asking');
    await page.waitForFunction(() => document.querySelector('#board .board')?.dataset.state !== 'asking', null, { timeout: 60_000 });
    assert.equal(
      await message(page),
      'Your make_maze(10, 10): 100 rooms, 99 openings, all rooms in one piece, no loops: a perfect maze ★',
    );
    assert.match(await report(page), /random\.seed\(2083\) runs again just before each call/);
    assert.equal(await b.board.locator('.board-pieces').textContent(), 'Pieces: 1');
    assert.deepEqual(await pictureShown(page), LESSON_MAZE);
    await b.board.screenshot({ path: screenshotPath('board-your-make-maze') });
    await b.button('Show as text').click();
  });

  test('the board stays usable: Way out on your maze, and Grow again gives the same seeded maze', async () => {
    const b = ui(page);
    await b.button('Way out').click();
    await page.waitForFunction(() => document.querySelector('#board .board-wayout')?.textContent === 'The way out goes through 47 rooms');
    await growMine(page);
    assert.match(await message(page), /^Your make_maze\(10, 10\): .* a perfect maze ★$/);
    assert.deepEqual(await pictureShown(page), LESSON_MAZE);
    await b.button('Show as text').click();
  });

  test('a maze with a loop and rooms cut off: drawn, and said to be not perfect', async () => {
    await setProgram(page, 'make_maze', LOOPY);
    await growMine(page);
    assert.equal(
      await message(page),
      'Your make_maze(10, 10): 100 rooms, 92 openings, 9 pieces (some rooms cut off), 1 loop: not a perfect maze',
    );
    assert.equal(await ui(page).board.locator('.board-pieces').textContent(), 'Pieces: 9');
    const shown = await pictureShown(page);
    assert.equal(shown[1], `#${'.'.repeat(19)}#`);
    assert.equal(shown[2], `#.#.${'#'.repeat(17)}`);
    await ui(page).button('Show as text').click();
  });

  test('None: "did you forget return?", and the board keeps its maze', async () => {
    await setProgram(page, 'make_maze', NONE);
    await growMine(page);
    assert.match(await report(page), /make_maze gave back nothing \(None\): did you forget return\?/);
    assert.equal(await message(page), '');
    assert.match(await report(page), /The board still shows the maze it had before\./);
    assert.equal(await ui(page).board.locator('.board-pieces').textContent(), 'Pieces: 9');
  });

  test('the wrong size: how many rows the picture should have, and how many it has', async () => {
    await setProgram(page, 'make_maze', TOO_SHORT);
    await growMine(page);
    assert.match(await report(page), /For 10 × 10 rooms the picture should be 21 rows of 21 characters; yours has 19 rows\./);
    assert.match(await report(page), /It gave back: \['#####/);
    await ui(page).board.screenshot({ path: screenshotPath('board-your-make-maze-problem') });
  });

  test('not a list of strings: says what it gave back', async () => {
    await setProgram(page, 'make_maze', A_DICT);
    await growMine(page);
    assert.match(await report(page), /make_maze should give back a list of strings, like \["#####", \.\.\.\]; it gave back a dict\./);
    assert.match(await report(page), /It gave back: \{'rows': 10\}/);
  });

  test("other characters: the engine's own reason", async () => {
    await setProgram(page, 'make_maze', OTHER_LETTERS);
    await growMine(page);
    assert.match(await report(page), /not a maze the board can draw: row 1, column 1 is 'x': a picture may only have '#' \(rock\) and '\.' \(floor\)/);
  });

  test('a Python error: the line, the lesson-style explanation and Python\'s last line', async () => {
    await setProgram(page, 'make_maze', INDEX_ERROR);
    await growMine(page);
    const said = await report(page);
    assert.match(said, /line 3/);
    assert.match(said, /3 \| return grid\[5\]/);
    assert.match(said, /Python says: IndexError: list index out of range/);
  });

  test('no make_maze in the program', async () => {
    await setProgram(page, 'make_maze', NO_MAKE_MAZE);
    await growMine(page);
    assert.match(await report(page), /Your program has no function called make_maze\./);
  });

  test('axe finds nothing wrong with the board, its switch and the problem box', async () => {
    const results = await new AxeBuilder({ page }).include('#board').analyze();
    assert.deepEqual(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), []);
  });

  test('50 × 50: RecursionError, with the lesson\'s explanation; 60 × 60: too slow for Python here', async () => {
    await setProgram(page, 'make_maze', lessonVersion);
    await setSize(page, 50, 50);
    await growMine(page);
    const said = await report(page);
    assert.match(said, /Too many calls inside calls at line \d+, in carve/);
    assert.match(said, /about a thousand open calls/);
    assert.match(said, /RecursionError/);
    await setSize(page, 60, 60);
    await ui(page).button('Grow a maze').click();
    assert.match(await message(page), /Python would be too slow for your make_maze with 3,600 rooms here.*Try 10 × 10\./);
    await setSize(page, 10, 10);
  });

  test('a loop that never ends: stopped after 10 seconds, while the board stays usable', async () => {
    const b = ui(page);
    await setProgram(page, 'make_maze', FOREVER);
    await b.button('Grow a maze').click();
    await page.waitForFunction(() => /Running your make_maze…/.test(document.querySelector('#board .board-message')?.textContent ?? ''));
    await b.button('Tree').click();
    assert.equal(await b.button('Tree').getAttribute('aria-pressed'), 'true');
    await b.button('Tree').click();
    await b.button('Tree').click();
    await page.waitForFunction(() => document.querySelector('#board .board')?.dataset.state !== 'asking', null, { timeout: 30_000 });
    assert.match(await report(page), /make_maze\(10, 10\) took too long: the board stopped it after 10 seconds\./);
  });

  test('switched off, Grow a maze is the engine\'s walk again; the switch survives a reload', async () => {
    const b = ui(page);
    await b.mine.click();
    assert.equal(await b.mine.isChecked(), false);
    await b.field('Speed').fill('8');
    await b.field('Seed').fill('2083');
    await b.button('Grow a maze').click();
    await page.waitForFunction(() => document.querySelector('#board .board-pieces')?.textContent === 'Pieces: 1');
    assert.match(await message(page), /^Done: the thread wound all the way back/);
    await page.reload();
    assert.equal(await ui(page).mine.isChecked(), false);
    await ui(page).mine.check();
    await page.reload();
    assert.equal(await ui(page).mine.isChecked(), true, 'on after a reload');
  });

  test('no errors in the console', () => {
    assert.deepEqual(page.problems, []);
  });
});
