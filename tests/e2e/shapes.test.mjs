// Hexagons, triangles and circles on the board: every method grows each shape, the way out matches the `maze` command's, the tree, Step back and the Timeline, zoom, and the messages.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, acquireLesson, boardUi as ui, releaseLesson, screenshotPath, waitForText } from './helpers.mjs';

const MAZE = join(ROOT, 'build', 'maze');
const SHAPES = [
  ['hex', 'Hexagons', 9, 11],
  ['triangle', 'Triangles', 8, 15],
  ['circle', 'Circle', 7, 6],
];
const METHODS = [
  ['walk', 'Random walk'],
  ['walls', 'Random walls'],
  ['frontier', 'Frontier'],
  ['wilson', 'Wilson'],
];

/** The `maze` command's maze for the same shape, size, method and seed: its rooms and its way out from the first room to the last. */
function cliMaze(shape, rows, cols, method, seed) {
  const json = execFileSync(MAZE, ['generate', '--shape', shape, '--rows', String(rows), '--cols', String(cols), '--method', method, '--seed', seed, '--format', 'json'], { encoding: 'utf8' });
  const route = JSON.parse(execFileSync(MAZE, ['solve', '--format', 'json'], { input: json, encoding: 'utf8' })).route;
  return { rooms: JSON.parse(json).rooms, route };
}

/** Wait until the Timeline shows step n. */
async function timelineAt(b, n) {
  for (let tries = 0; (await b.timeline.inputValue()) !== String(n); tries++) {
    if (tries > 200) throw new Error(`the Timeline stays at ${await b.timeline.inputValue()}, not ${n}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** A fresh board of this shape and size: a new size starts one (so when the size is already right, type another first). */
async function choose(page, { shape, rows, cols, seed }) {
  const b = ui(page);
  await b.radio(shape).check();
  if ((await b.field('Rows').inputValue()) === String(rows)) await b.field('Rows').fill(String(rows + 1));
  await b.field('Rows').fill(String(rows));
  await b.field('Columns').fill(String(cols));
  await b.field('Seed').fill(seed);
}

describe('shapes on the board', () => {
  let lesson;
  let page;
  const errors = [];

  before(async () => {
    lesson = await acquireLesson();
    const context = await lesson.browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await lesson.newPage({ context });
    page.on('pageerror', (e) => errors.push(e.message));
    await waitForText(page, '.board-pieces', 'Pieces: 100');
    await ui(page).field('Speed').fill('8'); // Instant
  });

  after(async () => {
    await page.context().close().catch(() => undefined);
    await releaseLesson();
  });

  test('the Shape radios are one group, named as the board says, reached with the keyboard', async () => {
    const b = ui(page);
    const group = b.board.getByRole('radiogroup', { name: 'Shape' });
    assert.equal(await group.count(), 1);
    for (const [, name] of SHAPES) assert.equal(await b.radio(name).count(), 1, name);
    assert.equal(await b.radio('Square').isChecked(), true);
    await b.radio('Square').focus();
    await page.keyboard.press('ArrowRight');
    assert.equal(await b.radio('Hexagons').isChecked(), true);
    await waitForText(page, '.board-pieces', 'Pieces: 100');
    await page.keyboard.press('ArrowLeft');
    assert.equal(await b.radio('Square').isChecked(), true);
  });

  for (const [shape, name, rows, cols] of SHAPES)
    test(`${name}: every method grows one piece, and the way out is the maze command's`, async () => {
      const b = ui(page);
      for (const [method, title] of METHODS) {
        const seed = '2083';
        const cli = cliMaze(shape, rows, cols, method, seed);
        await choose(page, { shape: name, rows, cols, seed });
        await waitForText(page, '.board-pieces', `Pieces: ${cli.rooms}`);
        await b.radio(title).check();
        await b.button('Grow a maze').click();
        await waitForText(page, '.board-pieces', 'Pieces: 1');
        await page.waitForFunction(() => document.querySelector('#board .board')?.dataset.state === 'done');
        await b.button('Way out').click();
        await page.waitForFunction(() => /^The way out goes through \d+ rooms$/.test(document.querySelector('#board .board-wayout')?.textContent ?? ''));
        const said = Number((await b.wayOut.textContent()).match(/\d+/)[0]);
        // The frontier picks its own way in and out; the others go from the first room to the last, as the command does.
        if (method !== 'frontier') assert.equal(said, cli.route.length, `${shape} ${method}`);
        else assert.ok(said >= 1);
      }
      await b.canvas.screenshot({ path: screenshotPath(`shapes-${shape}-way-out`) });
      assert.deepEqual(errors, []);
    });

  test('Step, Step back and the Timeline on a circle: Pieces falls one knock at a time and comes back', async () => {
    const b = ui(page);
    await choose(page, { shape: 'Circle', rows: 4, cols: 5, seed: '7' });
    const rooms = cliMaze('circle', 4, 5, 'walls', '7').rooms;
    await waitForText(page, '.board-pieces', `Pieces: ${rooms}`);
    await b.radio('Random walls').check();
    let pieces = rooms;
    for (let i = 0; i < 12; i++) {
      await b.button('Step').click();
      await timelineAt(b, i + 1);
      const now = Number((await b.pieces.textContent()).match(/\d+/)[0]);
      assert.ok(now === pieces || now === pieces - 1, `step ${i + 1}: ${pieces} -> ${now}`);
      pieces = now;
    }
    assert.ok(pieces < rooms);
    const message = await b.message.textContent();
    assert.match(message, /ring \d+, room \d+/);
    await b.button('Step back').click();
    await timelineAt(b, 11);
    await b.timeline.fill('0');
    await waitForText(page, '.board-pieces', `Pieces: ${rooms}`);
    await b.button('Grow a maze').click();
    await waitForText(page, '.board-pieces', 'Pieces: 1');
  });

  test('Tree and Distance on hexagons; zoom in and out; Show as text says it is for square mazes', async () => {
    const b = ui(page);
    await choose(page, { shape: 'Hexagons', rows: 8, cols: 8, seed: '5' });
    await b.radio('Random walk').check();
    await b.button('Grow a maze').click();
    await waitForText(page, '.board-pieces', 'Pieces: 1');
    await b.button('Tree').click();
    assert.equal(await b.button('Tree').getAttribute('aria-pressed'), 'true');
    await b.canvas.screenshot({ path: screenshotPath('shapes-hex-tree') });
    await b.button('Tree').click(); // as a family tree
    assert.match(await b.canvas.getAttribute('aria-label'), /family tree/);
    await b.button('Tree').click(); // off
    await b.button('Distance').click();
    assert.match(await b.canvas.getAttribute('aria-label'), /coloured by steps from the way in/);
    await b.button('Distance').click();
    // Zoom: the buttons show for shapes, and zooming in changes the picture; 0 shows it whole again.
    const zoomIn = b.board.getByRole('button', { name: 'Zoom in' });
    assert.equal(await zoomIn.isVisible(), true);
    const whole = await b.canvas.screenshot();
    await zoomIn.click();
    const closer = await b.canvas.screenshot();
    assert.notDeepEqual(closer, whole);
    await b.board.getByRole('button', { name: 'Whole maze' }).click();
    await page.waitForTimeout(100);
    assert.deepEqual(await b.canvas.screenshot(), whole);
    await b.button('Show as text').click();
    assert.match(await b.board.locator('.board-text-note').textContent(), /^Show as text is for square mazes/);
    await b.button('Show as text').click();
  });

  test('a circle too big for the board, and a triangle one column wide, get a clear message and harm nothing', async () => {
    const b = ui(page);
    // Said beside Columns, as for every size the board cannot make: the board's limit, its rooms counted by the engine,
    // and the engine's own sentence.
    const besideColumns = (pattern) =>
      page.waitForFunction((source) => new RegExp(source).test(document.querySelector('#board .board-field-message[id^="board-columns-"]')?.textContent ?? ''), pattern.source);
    await choose(page, { shape: 'Circle', rows: 200, cols: 6, seed: '1' });
    await besideColumns(/the board draws shapes up to 10,000 rooms/);
    await choose(page, { shape: 'Triangles', rows: 5, cols: 1, seed: '1' });
    await besideColumns(/needs at least 2 columns/);
    await choose(page, { shape: 'Square', rows: 10, cols: 10, seed: '2083' });
    await waitForText(page, '.board-pieces', 'Pieces: 100');
    await b.button('Grow a maze').click();
    await waitForText(page, '.board-pieces', 'Pieces: 1');
    assert.deepEqual(errors, []);
  });
});
