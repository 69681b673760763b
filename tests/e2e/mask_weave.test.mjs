// Mask and Weave on the board: a mask typed, drawn (keyboard) and loaded (a PNG made here) grows the maze command's maze; a link rebuilds a masked maze; weave draws its crossings, its way out is the command's, and Play goes through a tunnel saying "under".
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { ROOT, acquireLesson, boardUi as ui, noQuestions, releaseLesson, screenshotPath, waitForText } from './helpers.mjs';

const MAZE = join(ROOT, 'build', 'maze');
const maze = (args, input) => execFileSync(MAZE, args, { encoding: 'utf8', input });
const TMP = mkdtempSync(join(tmpdir(), 'mask-weave-'));
/** The command's maze as JSON, and its way out (rooms, first to last). */
function cli(args) {
  const json = maze(['generate', ...args, '--format', 'json']);
  return { json: JSON.parse(json), route: JSON.parse(maze(['solve', '--format', 'json'], json)).route };
}

// A PNG of these rows ('#' black, '.' white), made here: 8-bit grey, no filter.
const CRC = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function chunk(type, data) {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  let c = 0xffffffff;
  for (const byte of body) c = CRC[(c ^ byte) & 255] ^ (c >>> 8);
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE((c ^ 0xffffffff) >>> 0, 8 + data.length);
  return out;
}
function png(rows) {
  const head = Buffer.alloc(13);
  head.writeUInt32BE(rows[0].length, 0);
  head.writeUInt32BE(rows.length, 4);
  head[8] = 8; // bits
  head[9] = 0; // grey
  const raw = Buffer.concat(rows.map((row) => Buffer.from([0, ...[...row].map((ch) => (ch === '#' ? 0 : 255))])));
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', head), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

/** Grow the board's maze with the random walk at Instant, and wait until it is one piece. */
async function grow(page, seed) {
  const b = ui(page);
  await b.field('Seed').fill(seed);
  await b.radio('Random walk').check();
  await b.button('Grow a maze').click();
  await waitForText(page, '#board .board-pieces', 'Pieces: 1');
  await page.waitForFunction(() => document.querySelector('#board .board')?.dataset.state === 'done');
}

/** Way out, and the number of rooms it goes through. */
async function wayOut(page) {
  await ui(page).button('Way out').click();
  await page.waitForFunction(() => /^The way out goes through [\d,]+ rooms$/.test(document.querySelector('#board .board-wayout')?.textContent ?? ''));
  return Number((await ui(page).wayOut.textContent()).match(/[\d,]+/)[0].replace(/,/g, ''));
}

/**
 * Where a command's way out first goes through a tunnel (the index of the room after it; -1 for
 * none); with crossingOffTheWay, a tunnel whose crossing room is not on the way out itself.
 */
function throughTunnel(got, { crossingOffTheWay = false } = {}) {
  const tunnels = new Map((got.json.under ?? []).map(([a, b, c]) => [`${Math.min(a, b)} ${Math.max(a, b)}`, c]));
  return got.route.findIndex((room, i) => {
    const c = i > 0 ? tunnels.get(`${Math.min(room, got.route[i - 1])} ${Math.max(room, got.route[i - 1])}`) : undefined;
    return c !== undefined && !(crossingOffTheWay && got.route.includes(c));
  });
}

/** A weave maze of the command whose way out goes through a tunnel: its seed, JSON and route. */
function weaveWithTunnelOnTheWay(rows, cols) {
  for (let seed = 1; seed < 400; seed++) {
    const got = cli(['--shape', 'weave', '--rows', String(rows), '--cols', String(cols), '--method', 'walk', '--seed', String(seed)]);
    const through = throughTunnel(got);
    if (through > 0) return { seed: String(seed), ...got, through };
  }
  throw new Error('no weave maze with a tunnel on its way out');
}

/** The board canvas's colour [r, g, b] at points in room units (x across, y down) of a rows x cols square, as draw_shape.ts fits it. */
function coloursAt(page, rows, cols, points) {
  return page.evaluate(({ rows, cols, points }) => {
    const canvas = document.querySelector('#board .board-canvas');
    const ctx = canvas.getContext('2d');
    const dpr = canvas.width / canvas.clientWidth;
    const pad = 6 * dpr;
    const k = Math.max(0.5, Math.min((canvas.width - 2 * pad) / cols, (canvas.height - 2 * pad) / rows));
    const ox = (canvas.width - k * cols) / 2, oy = (canvas.height - k * rows) / 2;
    return points.map(([x, y]) => [...ctx.getImageData(Math.round(ox + x * k), Math.round(oy + y * k), 1, 1).data].slice(0, 3));
  }, { rows, cols, points });
}
const grey = ([r, g, b]) => Math.round(0.299 * r + 0.587 * g + 0.114 * b);
const isBlue = ([r, , b]) => b > 120 && b > r + 60;

describe('mask and weave on the board', () => {
  let lesson;
  let page;
  const errors = [];

  before(async () => {
    lesson = await acquireLesson();
    const context = await lesson.browser.newContext({ viewport: { width: 1280, height: 800 } });
    await noQuestions(context);
    page = await lesson.newPage({ context });
    page.on('pageerror', (e) => errors.push(e.message));
    await waitForText(page, '#board .board-pieces', 'Pieces: 100');
    await ui(page).field('Speed').fill('8'); // Instant
  });

  after(async () => {
    await page.context().close().catch(() => undefined);
    await releaseLesson();
  });

  test('Weave: the crossings are drawn, the way out is the maze command\'s, through its tunnels', async () => {
    const b = ui(page);
    const want = weaveWithTunnelOnTheWay(10, 10);
    await b.radio('Weave').check();
    await b.field('Rows').fill('10');
    await b.field('Columns').fill('10');
    await grow(page, want.seed);
    // Each crossing as drawn, before the way out's line goes over it: where the tunnel enters its
    // room the edge is open (light), and a quarter of a room in, the upper corridor's side is dark.
    const points = want.json.under.flatMap(([a, b, c]) => {
      const r = Math.floor(c / 10), col = c % 10;
      return Math.abs(a - b) === 20 ? [[col + 0.5, r], [col + 0.5, r + 0.25]] : [[col, r + 0.5], [col + 0.25, r + 0.5]];
    });
    const greys = (await coloursAt(page, 10, 10, points)).map(grey);
    const seen = want.json.under.map((_, i) => greys.slice(2 * i, 2 * i + 2));
    assert.ok(seen.length > 0);
    for (const [edge, side] of seen) {
      assert.ok(edge > 150, `the tunnel's way in is open: ${seen.join(' ')}`);
      assert.ok(side < 100, `the upper corridor's side is drawn: ${seen.join(' ')}`);
    }
    assert.equal(await wayOut(page), want.route.length);
    await b.button('Tree').click();
    await b.canvas.screenshot({ path: screenshotPath('weave-tree') });
    await b.button('Tree').click(); // as a family tree
    await b.button('Tree').click(); // off
    // docs/weave.png: the board at 1280 x 800, its heading at the top, the weave maze and its way out.
    await page.evaluate(() => document.querySelector('#board').closest('section').scrollIntoView());
    await page.screenshot({ path: join(ROOT, 'docs', 'weave.png') });
    assert.deepEqual(errors, []);
  });

  test('Weave with Random walls (crossings laid first): one piece, the command\'s way out, and Download SVG is the command\'s file', async () => {
    const b = ui(page);
    const args = ['--shape', 'weave', '--rows', '9', '--cols', '11', '--method', 'walls', '--seed', '2083'];
    const want = cli(args);
    assert.ok(want.json.under.length > 0, 'the command laid tunnels');
    await b.radio('Weave').check();
    await b.field('Rows').fill('9');
    await b.field('Columns').fill('11');
    await b.field('Seed').fill('2083');
    await b.radio('Random walls').check();
    await b.button('Grow a maze').click();
    await waitForText(page, '#board .board-pieces', 'Pieces: 1');
    await page.waitForFunction(() => document.querySelector('#board .board')?.dataset.state === 'done');
    const [file] = await Promise.all([page.waitForEvent('download', { timeout: 120_000 }), b.button('Download SVG').click()]);
    assert.equal(file.suggestedFilename(), 'maze-weave-9x11-walls-2083.svg');
    assert.equal(readFileSync(await file.path(), 'utf8'), maze(['generate', ...args, '--format', 'svg']));
    assert.equal(await wayOut(page), want.route.length);
    // The way out through its tunnel: drawn up to the crossing room's edge, out of sight under
    // the upper corridor in the room's middle (the floor's light, not the way out's blue).
    const through = throughTunnel(want, { crossingOffTheWay: true });
    assert.ok(through > 0, 'seed 2083 goes through a tunnel whose crossing is off the way');
    const [a, z] = [want.route[through - 1], want.route[through]];
    const c = want.json.under.find(([p, q]) => (p === a && q === z) || (p === z && q === a))[2];
    const [ar, ac, cr, cc] = [Math.floor(a / 11), a % 11, Math.floor(c / 11), c % 11];
    // A tenth of a room in from the crossing room's edge on a's side, and its middle.
    const edgePoint = [cc + 0.5 + 0.4 * Math.sign(ac - cc), cr + 0.5 + 0.4 * Math.sign(ar - cr)];
    const [edge, middle] = (await coloursAt(page, 9, 11, [edgePoint, [cc + 0.5, cr + 0.5]])).map(isBlue);
    const blue = { edge, middle };
    assert.equal(blue.edge, true, 'the way out reaches the crossing room');
    assert.equal(blue.middle, false, 'under the upper corridor the way out is out of sight');
    assert.deepEqual(errors, []);
  });

  test('Play through a tunnel: the moves from the command\'s JSON, "under" said as the tunnel is passed, out at the end', async () => {
    const b = ui(page);
    const want = weaveWithTunnelOnTheWay(8, 8);
    await b.radio('Weave').check();
    await b.field('Rows').fill('8');
    await b.field('Columns').fill('8');
    await b.field('Seed').fill(want.seed);
    await b.radio('Random walk').check();
    await b.button('Play').click();
    await page.waitForFunction(() => /^Maze \d+ from seed/.test(document.querySelector('#board .board-message')?.textContent ?? ''), null, { timeout: 60_000 });
    const cols = 8;
    const key = (a, z) => {
      const dr = Math.floor(z / cols) - Math.floor(a / cols), dc = (z % cols) - (a % cols);
      return dr < 0 ? 'ArrowUp' : dr > 0 ? 'ArrowDown' : dc < 0 ? 'ArrowLeft' : 'ArrowRight';
    };
    const over = new Set((want.json.under ?? []).map(([, , c]) => c));
    const heardAll = [];
    for (let i = 1; i < want.route.length; i++) {
      await page.keyboard.press(key(want.route[i - 1], want.route[i]));
      heardAll.push(await page.locator('#board .board-play-heard').textContent());
    }
    // The move through the tunnel says so; a move into a room a tunnel runs under says "over".
    assert.match(heardAll[want.through - 1], /^You went under a corridor\. /);
    heardAll.forEach((text, i) => {
      const [from, to] = [want.route[i], want.route[i + 1]];
      const tunnel = Math.abs(from - to) === 2 || Math.abs(from - to) === 2 * cols;
      if (!tunnel && over.has(to)) assert.match(text, /^You went over a tunnel\. /, `move ${i + 1}`);
    });
    assert.equal(await page.locator('#board .board-message').textContent(), `You got out in ${want.route.length - 1} steps. The shortest way takes ${want.route.length - 1}.`);
    await page.keyboard.press('Escape');
    assert.deepEqual(errors, []);
  });

  test('Mask, typed: the word makes the command\'s mask, and the maze grown on it is the command\'s', async () => {
    const b = ui(page);
    await b.radio('Mask').check();
    const word = b.field('Word');
    assert.equal(await word.inputValue(), 'MAZE'); // no name given here
    await word.fill('Ana');
    await b.button('Make the mask').click();
    const want = cli(['--text', 'Ana', '--method', 'walk', '--seed', '2083']);
    await page.waitForFunction((rooms) => document.querySelector('#board .mask-said-here')?.textContent?.includes(`: ${rooms} rooms.`), want.json.rooms);
    await grow(page, '2083');
    assert.equal(await wayOut(page), want.route.length);
    // docs/name-maze.png: the board at 1280 x 800, its heading at the top, the name maze and its way out.
    await page.evaluate(() => document.querySelector('#board').closest('section').scrollIntoView());
    await page.screenshot({ path: join(ROOT, 'docs', 'name-maze.png') });
    // The link rebuilds it: a new page at the address grows the same maze, and finds the same way out.
    const hash = await page.evaluate(() => location.hash);
    assert.match(hash, /shape=mask&mask=\d+x\d+\.[A-Za-z0-9_-]+/);
    const other = await page.context().newPage();
    await other.goto(`${lesson.url}${hash}`);
    await other.waitForFunction(() => /^The way out goes through [\d,]+ rooms$/.test(document.querySelector('#board .board-wayout')?.textContent ?? ''), null, { timeout: 60_000 });
    assert.equal(await other.locator('#board .board-wayout').textContent(), `The way out goes through ${want.route.length} rooms`);
    await other.close();
    assert.deepEqual(errors, []);
  });

  test('Mask, typed: Download SVG is the command\'s file, and Print worksheet prints the name as a maze, its answers the command\'s', async () => {
    const b = ui(page);
    // The board still holds "Ana" grown from seed 2083 with its way out shown (the test before).
    const args = ['--text', 'Ana', '--method', 'walk', '--seed', '2083'];
    const [file] = await Promise.all([page.waitForEvent('download', { timeout: 120_000 }), b.button('Download SVG').click()]);
    const { rows, cols } = cli(args).json;
    assert.equal(file.suggestedFilename(), `maze-mask-${rows}x${cols}-walk-2083.svg`);
    assert.equal(readFileSync(await file.path(), 'utf8'), maze(['generate', ...args, '--route', '--format', 'svg']));
    // The worksheet: two name mazes (seeds 2083 and 2084), each the command's, and their answers.
    await b.field('Mazes').fill('2');
    await b.button('Print worksheet').click();
    const view = page.getByRole('dialog', { name: 'Maze worksheet' });
    await view.waitFor();
    assert.equal(await view.locator('h1').textContent(), '“Ana” as a maze');
    assert.match(await view.locator('.worksheet-about').textContent(), /^2 mazes of the letters of “Ana”, grown by Random walk\./);
    const paths = (selector) => page.$$eval(selector, (svgs) => svgs.map((svg) => [...svg.querySelectorAll('path, polyline')].map((p) => p.getAttribute('d') ?? p.getAttribute('points'))));
    const text = (svg) => page.evaluate((t) => [...new DOMParser().parseFromString(t, 'image/svg+xml').querySelectorAll('path, polyline')].map((p) => p.getAttribute('d') ?? p.getAttribute('points')), svg);
    const mazes = await paths('.worksheet-sheet[data-kind="mazes"] figure .worksheet-picture > svg');
    const answers = await paths('.worksheet-sheet[data-kind="answers"] figure .worksheet-picture > svg');
    assert.equal(mazes.length, 2);
    for (const [i, seed] of ['2083', '2084'].entries()) {
      const seeded = ['--text', 'Ana', '--method', 'walk', '--seed', seed, '--format', 'svg'];
      assert.deepEqual(mazes[i], await text(maze(['generate', ...seeded])), `maze ${i + 1}`);
      assert.deepEqual(answers[i], await text(maze(['generate', ...seeded, '--route'])), `answer ${i + 1}`);
    }
    assert.match(await view.locator('.worksheet-link').first().textContent(), /shape=mask&mask=\d+x\d+\./);
    await page.locator('.worksheet-sheet').first().screenshot({ path: screenshotPath('worksheet-name-maze') });
    await page.keyboard.press('Escape');
    assert.deepEqual(errors, []);
  });

  test('Mask, drawn on the board: a drag takes rooms away, the keyboard flips one off and on, and the words say so', async () => {
    const b = ui(page);
    await b.radio('Mask').check();
    await b.field('Rows').fill('4');
    await b.field('Columns').fill('5');
    await b.button('Every room').click();
    await waitForText(page, '#board .mask-said-here', 'A mask of 4 × 5 places: 20 rooms. Press Grow a maze.');
    await b.button('Draw on the board').click();
    const drawing = page.getByRole('application', { name: /^Draw the mask/ });
    assert.equal(await drawing.evaluate((el) => el === document.activeElement), true);
    assert.equal(await b.button('Done drawing').getAttribute('aria-pressed'), 'true');
    // Where place (r, c) is on the drawing: the whole 4 x 5 box fitted in it with a margin of 6.
    const box = await drawing.boundingBox();
    const k = Math.min((box.width - 12) / 5, (box.height - 12) / 4);
    const at = (r, c) => [box.x + (box.width - 5 * k) / 2 + (c + 0.5) * k, box.y + (box.height - 4 * k) / 2 + (r + 0.5) * k];
    // A drag down column 2 from row 1 to row 2 takes both rooms away.
    await page.mouse.move(...at(0, 1));
    await page.mouse.down();
    await page.mouse.move(...at(1, 1), { steps: 4 });
    await page.mouse.up();
    assert.equal(await page.locator('#board .mask-said').textContent(), 'Row 2, column 2: no room.');
    // The keyboard's ring is where the press was: down twice, Space takes row 3's room away, Space puts it back.
    for (const key of ['ArrowDown', 'ArrowDown', 'Space']) await page.keyboard.press(key);
    assert.equal(await page.locator('#board .mask-said').textContent(), 'Row 3, column 2: no room.');
    await page.keyboard.press('Space');
    assert.equal(await page.locator('#board .mask-said').textContent(), 'Row 3, column 2: a room.');
    await b.button('Done drawing').click();
    await waitForText(page, '#board .mask-said-here', 'A mask of 4 × 5 places: 18 rooms. Press Grow a maze.');
    assert.equal(await page.getByRole('application', { name: /^Draw the mask/ }).count(), 0);
  });

  test('Mask, drawn: the maze grown on it is the command\'s for the same mask, and its link carries it', async () => {
    const lines = ['.X...', '.X...', '.....', '.....'];
    writeFileSync(join(TMP, 'drawn.txt'), `${lines.join('\n')}\n`);
    const want = cli(['--mask', join(TMP, 'drawn.txt'), '--method', 'walk', '--seed', '11']);
    await grow(page, '11');
    assert.equal(await wayOut(page), want.route.length);
    assert.match(await page.evaluate(() => location.hash), /mask=4x5\.AQEEAQ0/);
  });

  test('Mask, loaded: a PNG made here gives one room a pixel, and the words say so', async () => {
    const b = ui(page);
    await b.radio('Mask').check();
    writeFileSync(join(TMP, 'small.png'), png(['......', '.##...', '......', '...#..', '......']));
    await b.field('Load a picture (dark is no room)').setInputFiles(join(TMP, 'small.png'));
    await waitForText(page, '#board .mask-said-here', 'small.png is a mask of 5 × 6, one room a pixel: 27 rooms. Press Grow a maze.');
    assert.equal(await b.field('Rows').inputValue(), '5');
    assert.equal(await b.field('Columns').inputValue(), '6');
  });

  test('Mask, loaded: the command reads the same PNG to the same maze', async () => {
    const want = cli(['--mask', join(TMP, 'small.png'), '--method', 'walk', '--seed', '5']);
    assert.equal(want.json.rooms, 27);
    await grow(page, '5');
    assert.equal(await wayOut(page), want.route.length);
    assert.deepEqual(errors, []);
  });
});
