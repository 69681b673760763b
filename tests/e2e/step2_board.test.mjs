// The Step 2 board: Step and Grow a maze play back the student's own make_maze, change by change, and say whether its maze is perfect.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { cliPicture } from './oracle.mjs';
import { acquireLesson, boardUi, programText, releaseLesson, screenshotPath, setProgram } from './helpers.mjs';

const ROOT = '#step-2';
const ui = (page) => boardUi(page, page.locator(ROOT));

// The lesson's random_walls, named make_maze (Step 5's program, without its print).
const RANDOM_WALLS = `import random

def make_maze(rows, cols):
    grid = [["#"] * (2 * cols + 1) for r in range(2 * rows + 1)]
    piece = {}
    walls = []
    for r in range(rows):
        for c in range(cols):
            grid[2 * r + 1][2 * c + 1] = "."
            piece[(r, c)] = r * cols + c
            if r + 1 < rows:
                walls.append((r, c, r + 1, c))
            if c + 1 < cols:
                walls.append((r, c, r, c + 1))
    random.shuffle(walls)
    for r1, c1, r2, c2 in walls:
        a = piece[(r1, c1)]
        b = piece[(r2, c2)]
        if a != b:
            grid[r1 + r2 + 1][c1 + c2 + 1] = "."
            for room in piece:
                if piece[room] == b:
                    piece[room] = a
    return ["".join(row) for row in grid]

random.seed(2083)`;

// Prim's method: a room joins the maze through a wall to a room already in it, chosen at random from the frontier.
const PRIM = `import random

def make_maze(rows, cols):
    grid = [["#"] * (2 * cols + 1) for r in range(2 * rows + 1)]
    grid[1][1] = "."
    frontier = [(0, 1, 0, 0), (1, 0, 0, 0)]
    while len(frontier) > 0:
        r, c, fr, fc = frontier.pop(random.randrange(len(frontier)))
        if grid[2 * r + 1][2 * c + 1] == ".":
            continue
        grid[r + fr + 1][c + fc + 1] = "."
        grid[2 * r + 1][2 * c + 1] = "."
        for dr, dc in [(-1, 0), (1, 0), (0, -1), (0, 1)]:
            nr, nc = r + dr, c + dc
            if 0 <= nr < rows and 0 <= nc < cols and grid[2 * nr + 1][2 * nc + 1] == "#":
                frontier.append((nr, nc, r, c))
    return ["".join(row) for row in grid]`;

// Every row one long corridor, then two openings between rows 0 and 1: the second closes a loop.
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

// The lesson's walk that stops after 50 rooms: the other 50 are still rock.
const HALF = `import random

def make_maze(rows, cols):
    grid = [["#"] * (2 * cols + 1) for r in range(2 * rows + 1)]
    dug = [0]

    def carve(r, c):
        grid[2 * r + 1][2 * c + 1] = "."
        dug[0] += 1
        moves = [(-1, 0), (1, 0), (0, -1), (0, 1)]
        random.shuffle(moves)
        for dr, dc in moves:
            nr, nc = r + dr, c + dc
            if dug[0] < 50 and 0 <= nr < rows and 0 <= nc < cols:
                if grid[2 * nr + 1][2 * nc + 1] == "#":
                    grid[2 * r + 1 + dr][2 * c + 1 + dc] = "."
                    carve(nr, nc)

    carve(0, 0)
    return ["".join(row) for row in grid]`;

const LETTERS = `def make_maze(rows, cols):
    grid = [["#"] * (2 * cols + 1) for r in range(2 * rows + 1)]
    grid[3][5] = "x"
    return ["".join(row) for row in grid]`;

// One square set back and forth, far more often than the board records.
const BUSY = `def make_maze(rows, cols):
    grid = [["#"] * (2 * cols + 1) for r in range(2 * rows + 1)]
    for i in range(100001):
        grid[1][1] = "."
        grid[1][1] = "#"
    grid[1][1] = "."
    return ["".join(row) for row in grid]`;

const state = (page) => page.locator(`${ROOT} .board`).getAttribute('data-state');
const pieces = (page) => ui(page).pieces.textContent();
const message = (page) => ui(page).message.textContent();
const report = (page) => page.locator(`${ROOT} .board-report`).textContent();

async function answered(page) {
  await page.waitForFunction((root) => {
    const s = document.querySelector(`${root} .board`)?.dataset.state;
    return s && s !== 'asking';
  }, ROOT, { timeout: 90_000 });
}

async function growToEnd(page) {
  await ui(page).button('Grow a maze').click();
  await answered(page);
  await page.waitForFunction((root) => ['done', 'idle'].includes(document.querySelector(`${root} .board`)?.dataset.state), ROOT, { timeout: 60_000 });
}

async function textPicture(page) {
  const b = ui(page);
  await b.button('Show as text').click();
  await page.waitForFunction((root) => (document.querySelector(`${root} .board-text-pre`)?.textContent ?? '').length > 0, ROOT);
  const text = (await b.text.textContent()).split('\n');
  await b.button('Show as text').click();
  return text;
}

/** Amber pixels on the board's canvas: the thread is drawn. */
function amberNow(page) {
  return page.locator(`${ROOT} .board-canvas`).evaluate((canvas) => {
    const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
    let n = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i] === 0xe6 && data[i + 1] === 0x9f && data[i + 2] === 0x00) n++;
    return n;
  });
}

/** The amber pixels once the canvas has caught up: it is painted a frame after the board changes, so a count that is not yet what the test expects is read again for up to 5 s. */
async function amber(page, expectAny = true) {
  const until = Date.now() + 5_000;
  let n = await amberNow(page);
  while ((n > 0) !== expectAny && Date.now() < until) {
    await page.waitForTimeout(50);
    n = await amberNow(page);
  }
  return n;
}

describe('The Step 2 board: your make_maze, change by change', () => {
  let lesson;
  let page;
  let lessonVersion;

  before(async () => {
    lesson = await acquireLesson();
    page = await lesson.newPage();
    // The board is made when it comes near the view.
    await page.locator('#step2-board-root').scrollIntoViewIfNeeded();
    await page.locator(`${ROOT} .board-pieces`).waitFor();
    lessonVersion = await programText(page, 'make_maze');
  });

  after(async () => {
    if (page && lessonVersion) await setProgram(page, 'make_maze', lessonVersion).catch(() => undefined);
    await page?.close();
    await releaseLesson();
  });

  test('a board of its own below the program: no engine methods, no links, and the top board untouched', async () => {
    const b = ui(page);
    assert.equal(await b.button('Grow a maze').isVisible(), true);
    assert.equal(await b.button('Random walls').isVisible(), false);
    assert.equal(await b.button('Way out').isVisible(), false);
    assert.equal(await b.mine.count(), 0, 'no switch here: this board always asks your program');
    assert.equal(await boardUi(page).mine.count(), 1, 'the top board keeps its switch');
    assert.match(await page.locator(ROOT).textContent(), /The board below asks your program for mazes/);
  });

  test("the lesson's program unchanged: step by step with its thread, then seed 2083's maze, one piece, no loops", async () => {
    const b = ui(page);
    await b.button('Step').click();
    await answered(page);
    assert.equal(await b.board.locator('.board-timeline-out').textContent(), 'Step 1 of 299');
    assert.equal(await pieces(page), 'Pieces: 100');
    for (let i = 0; i < 12; i++) await b.button('Step').click();
    assert.equal(await b.board.locator('.board-timeline-out').textContent(), 'Step 13 of 299');
    assert.match(await message(page), /^Change 13 of 299: \d+ pieces, no loops\.$/);
    assert.ok((await amber(page)) > 0, 'the open calls of carve are drawn as the amber thread');
    await b.board.screenshot({ path: screenshotPath('step2-board-stepping') });
    await b.field('Speed').fill('8');
    await b.button('Grow a maze').click();
    await page.waitForFunction((root) => document.querySelector(`${root} .board`)?.dataset.state === 'done', ROOT);
    assert.equal(await message(page), 'Your make_maze(10, 10): 100 rooms, 99 openings: all rooms in one piece, no loops: a perfect maze ★.');
    assert.equal(await pieces(page), 'Pieces: 1');
    assert.match(await report(page), /random\.seed\(2083\) runs again just before each call/);
    assert.deepEqual(await textPicture(page), cliPicture('walk', 10, 10, 2083));
    assert.equal(await amber(page, false), 0, 'every call has returned');
    assert.equal(await page.locator(`${ROOT} [data-mark]`).count(), 0);
    // The Timeline goes back: half way, the thread is out again.
    await b.timeline.fill('150');
    assert.equal(await b.board.locator('.board-timeline-out').textContent(), 'Step 150 of 299');
    assert.ok((await amber(page)) > 0);
    await b.board.screenshot({ path: screenshotPath('step2-board-lesson') });
  });

  test("30 x 30 rooms: the lesson's walk, watched to the end of its deepest thread", async () => {
    const b = ui(page);
    await b.field('Rows').fill('30');
    await b.field('Columns').fill('30');
    await growToEnd(page);
    assert.equal(await message(page), 'Your make_maze(30, 30): 900 rooms, 899 openings: all rooms in one piece, no loops: a perfect maze ★.');
    assert.deepEqual(await textPicture(page), cliPicture('walk', 30, 30, 2083));
    await b.field('Rows').fill('10');
    await b.field('Columns').fill('10');
  });

  test('random walls written as make_maze: Pieces falls one knock at a time, to a perfect maze', async () => {
    const b = ui(page);
    await setProgram(page, 'make_maze', RANDOM_WALLS);
    await b.button('Step').click();
    await answered(page);
    const seen = [await pieces(page)];
    assert.equal(await b.board.locator('.board-timeline-out').textContent(), 'Step 1 of 199', '100 rooms dug, 99 walls knocked down');
    for (let i = 1; i < 199; i++) {
      await b.button('Step').click();
      seen.push(await pieces(page));
    }
    const counts = seen.map((s) => Number(s.replace('Pieces: ', '')));
    assert.deepEqual(counts.slice(0, 100), Array(100).fill(100), 'digging the rooms joins nothing');
    for (let i = 100; i < counts.length; i++) assert.equal(counts[i], counts[i - 1] - 1, `knock ${i - 99} joins two pieces`);
    assert.equal(counts.at(-1), 1);
    assert.equal(await message(page), 'Your make_maze(10, 10): 100 rooms, 99 openings: all rooms in one piece, no loops: a perfect maze ★.');
    assert.deepEqual(await textPicture(page), cliPicture('walls', 10, 10, 2083));
  });

  test("Prim's frontier written as make_maze grows on the board and ends perfect", async () => {
    const b = ui(page);
    await setProgram(page, 'make_maze', PRIM);
    await growToEnd(page);
    assert.equal(await message(page), 'Your make_maze(10, 10): 100 rooms, 99 openings: all rooms in one piece, no loops: a perfect maze ★.');
    assert.equal(await b.board.locator('.board-timeline-out').textContent(), 'Step 199 of 199');
    // Back at the start only the first room is dug; each room after joins with its opening.
    await b.timeline.fill('0');
    assert.equal(await pieces(page), 'Pieces: 100');
    await b.timeline.fill('3');
    assert.equal(await pieces(page), 'Pieces: 99');
    await b.board.screenshot({ path: screenshotPath('step2-board-prim-part') });
  });

  test('a make_maze with a loop: reported, and the opening that closes it marked as it is made', async () => {
    const b = ui(page);
    await setProgram(page, 'make_maze', LOOPY);
    await growToEnd(page);
    assert.equal(await message(page), 'Your make_maze(10, 10): 100 rooms, 92 openings: 9 pieces (rooms cut off), 1 loop: not a perfect maze.');
    assert.equal(await pieces(page), 'Pieces: 9');
    const loop = page.locator(`${ROOT} [data-mark="loop"]`);
    assert.equal(await loop.count(), 1);
    assert.equal(await loop.getAttribute('data-rooms'), '1 11', 'the second opening between rows 0 and 1');
    assert.equal(await page.locator(`${ROOT} [data-mark="cut-off"]`).count(), 80, 'rows 2 to 9 cannot be reached');
    assert.match(await report(page), /opening that closes the loop is marked in red/);
    await b.board.screenshot({ path: screenshotPath('step2-board-loop') });
    // One step back: the loop is not made yet, and nothing is said to be cut off while the program works.
    await b.button('Step back').click();
    assert.equal(await page.locator(`${ROOT} [data-mark]`).count(), 0);
  });

  test('a half-built maze is drawn with its unvisited rooms, not refused', async () => {
    const b = ui(page);
    await setProgram(page, 'make_maze', HALF);
    await growToEnd(page);
    assert.equal(
      await message(page),
      'Your make_maze(10, 10): 100 rooms, 49 openings, 50 rooms not in the maze yet: 51 pieces (rooms cut off), no loops: not a perfect maze.',
    );
    assert.equal(await pieces(page), 'Pieces: 51');
    const shown = await textPicture(page);
    assert.equal(shown.join('').split('').filter((ch) => ch === '.').length, 99);
    assert.equal(await page.locator(`${ROOT} [data-mark="cut-off"]`).count(), 50);
    await b.board.screenshot({ path: screenshotPath('step2-board-half') });
  });

  test('a picture the board cannot read: where, by row and column', async () => {
    await setProgram(page, 'make_maze', LETTERS);
    await ui(page).button('Grow a maze').click();
    await answered(page);
    assert.match(await report(page), /The board cannot read make_maze's picture: row 3, column 5 is "x": a maze picture has only # \(rock\) and \. \(floor\)\./);
  });

  test('more than 200,000 changes: the first ones are played back, and the board says so', async () => {
    await setProgram(page, 'make_maze', BUSY);
    await growToEnd(page);
    assert.equal(await ui(page).board.locator('.board-timeline-out').textContent(), 'Step 200,001 of 200,001');
    assert.match(await report(page), /more than 200,000 changes: the board recorded the first 200,000 one by one, and then jumps to the finished maze/);
    assert.match(await message(page), /^Your make_maze\(10, 10\): 100 rooms, 0 openings, 99 rooms not in the maze yet/);
  });
});
