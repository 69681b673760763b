// Download SVG, Download PNG and Download for Tiled: each file parses, is named for its maze, is the `maze` command's very SVG, and its walls are the board's (Show as text).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, boardUi as ui, linkOpener, waitForText, mazeText } from './helpers.mjs';
import { cliPicture, maze } from './oracle.mjs';

/** `maze generate ... --format svg [--route]` (a big maze's SVG is megabytes: room for it). */
function cliSvg(shape, rows, cols, method, seed, route = false) {
  maze(['generate', '--method', 'walk', '--rows', '1', '--cols', '1']); // builds the command when it is missing
  const args = ['generate', '--shape', shape, '--rows', String(rows), '--cols', String(cols), '--method', method, '--seed', String(seed), '--format', 'svg'];
  const run = spawnSync(join(ROOT, 'build', 'maze'), route ? [...args, '--route'] : args, { encoding: 'utf8', maxBuffer: 1 << 30 });
  assert.equal(run.status, 0, run.stderr);
  return run.stdout;
}

/** Press a Download button; gives the file's suggested name and its bytes. */
async function download(page, name) {
  const [file] = await Promise.all([page.waitForEvent('download', { timeout: 120_000 }), ui(page).button(name).click()]);
  return { name: file.suggestedFilename(), bytes: readFileSync(await file.path()) };
}

/** The SVG read by the browser's DOMParser: no parser error, its paths and marks. */
function parsed(page, text) {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    const root = doc.documentElement;
    return {
      error: doc.querySelector('parsererror')?.textContent ?? null,
      root: root.nodeName,
      title: root.querySelector('title')?.textContent,
      paths: root.querySelectorAll('path').length,
      marks: root.querySelectorAll('circle').length,
      routes: root.querySelectorAll('polyline').length,
    };
  }, text);
}

/** The PNG decoded by the browser: its size, and for a square maze which walls are black at their middles (as the picture's text). */
function decodedPng(page, bytes, rows = 0, cols = 0) {
  return page.evaluate(
    async ([base64, rows, cols]) => {
      const blob = await (await fetch(`data:image/png;base64,${base64}`)).blob();
      const bitmap = await createImageBitmap(blob);
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d');
      context.drawImage(bitmap, 0, 0);
      const pixels = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
      const scale = bitmap.width / (16 * cols + 16); // the SVG has 16 units a room and 8 of edge each side
      const dark = (x, y) => {
        const i = 4 * (Math.round(y * scale) * bitmap.width + Math.round(x * scale));
        return Math.max(pixels[i], pixels[i + 1], pixels[i + 2]) < 100; // black, not the route's blue
      };
      // The lesson's picture, rebuilt from the pixels: rock where the middle of a wall is dark.
      const lines = [];
      for (let y = 0; y <= 2 * rows && cols > 0; y++) {
        let line = '';
        for (let x = 0; x <= 2 * cols; x++) {
          const room = y % 2 === 1 && x % 2 === 1;
          const corner = y % 2 === 0 && x % 2 === 0;
          line += room ? '.' : corner ? '#' : dark(8 + 8 * x, 8 + 8 * y) ? '#' : '.';
        }
        lines.push(line);
      }
      return { width: bitmap.width, height: bitmap.height, lines };
    },
    [bytes.toString('base64'), rows, cols],
  );
}

const shownText = (page) => mazeText(page);

const done = (page, timeout = 60_000) => page.waitForFunction(() => document.querySelector('#board .board')?.dataset.state === 'done', null, { timeout });

describe('Download SVG and Download PNG', () => {
  const at = linkOpener({ acceptDownloads: true });
  let page;

  async function open(hash) {
    page = await at.open(hash);
    if (hash) await done(page);
    else await waitForText(page, '#board .board-pieces', 'Pieces: 100');
    return page;
  }

  test('a walk maze: the SVG is `maze generate --format svg` byte for byte, named maze-10x10-walk-2083.svg; the PNG has its walls', async () => {
    await open('#rows=10&cols=10&seed=2083&method=walk&shape=square');
    const svg = await download(page, 'Download SVG');
    assert.equal(svg.name, 'maze-10x10-walk-2083.svg');
    assert.equal(svg.bytes.toString('utf8'), cliSvg('square', 10, 10, 'walk', 2083));
    assert.deepEqual(await parsed(page, svg.bytes.toString('utf8')), { error: null, root: 'svg', title: 'Maze 10 x 10, square', paths: 1, marks: 2, routes: 0 });
    assert.equal(await page.locator('#board .board-home-note').textContent(), `Saved maze-10x10-walk-2083.svg (${svg.bytes.length} bytes).`);

    const png = await download(page, 'Download PNG');
    assert.equal(png.name, 'maze-10x10-walk-2083.png');
    const picture = await decodedPng(page, png.bytes, 10, 10);
    assert.equal(picture.width, 2 * (16 * 10 + 16), '32 pixels a room');
    assert.equal(picture.height, 2 * (16 * 10 + 16));
    const text = await shownText(page);
    assert.deepEqual(picture.lines, text);
    assert.deepEqual(text, cliPicture('walk', 10, 10, 2083));
    await waitForText(page, '#board .board-home-note', `Saved maze-10x10-walk-2083.png (${(png.bytes.length / 1000).toFixed(1)} KB, 32 pixels a room).`, 5_000);
    assert.deepEqual(page.problems, []);
  });

  test('Download for Tiled: the `maze generate --format tiled` map byte for byte, then its tiles picture, the command\'s `maze tileset`; other shapes say why not', async () => {
    await open('#rows=10&cols=10&seed=2083&method=walk&shape=square');
    const map = await download(page, 'Download for Tiled');
    assert.equal(map.name, 'maze-10x10-walk-2083.tmj');
    assert.equal(map.bytes.toString('utf8'), maze(['generate', '--method', 'walk', '--seed', '2083', '--format', 'tiled']));
    const tmj = JSON.parse(map.bytes.toString('utf8'));
    assert.equal(tmj.type, 'map');
    assert.deepEqual([tmj.width, tmj.height], [21, 21]);
    // The tiles' picture the map looks for, offered right there.
    const note = page.locator('#board .board-home-note');
    assert.match(await note.textContent(), /^Saved maze-10x10-walk-2083\.tmj \(.+\)\. Tiled finds its two tiles in maze-tiles\.png, beside it: Download maze-tiles\.png$/);
    const [file] = await Promise.all([page.waitForEvent('download'), note.getByRole('button', { name: 'Download maze-tiles.png' }).click()]);
    assert.equal(file.suggestedFilename(), 'maze-tiles.png');
    const tileset = spawnSync(join(ROOT, 'build', 'maze'), ['tileset']); // the PNG on stdout, as bytes
    assert.equal(tileset.status, 0);
    assert.deepEqual(readFileSync(await file.path()), tileset.stdout);
    await open('#rows=6&cols=6&seed=1&method=walk&shape=hex');
    await ui(page).button('Download for Tiled').click();
    await waitForText(page, '#board .board-home-note', 'A map for Tiled is made of square tiles, so it is for square mazes: choose Square under Shape.');
    assert.deepEqual(page.problems, []);
  });

  test('with Way out shown the SVG has the route: `maze generate --route`; both methods and sizes', async () => {
    await open('#rows=9&cols=14&seed=-3&method=walls&shape=square&route=1');
    await page.waitForFunction(() => /^The way out goes through/.test(document.querySelector('#board .board-wayout')?.textContent ?? ''));
    const svg = await download(page, 'Download SVG');
    assert.equal(svg.name, 'maze-9x14-walls--3.svg');
    assert.equal(svg.bytes.toString('utf8'), cliSvg('square', 9, 14, 'walls', -3, true));
    assert.equal((await parsed(page, svg.bytes.toString('utf8'))).routes, 1);
    // The PNG of a maze with its route still has the maze's walls.
    const png = await download(page, 'Download PNG');
    assert.deepEqual((await decodedPng(page, png.bytes, 9, 14)).lines, cliPicture('walls', 9, 14, -3));
  });

  for (const [shape, title, rows, cols, name] of [
    ['hex', 'Hexagons', 9, 11, 'maze-hex-9x11-wilson-77.svg'],
    ['triangle', 'Triangles', 8, 15, 'maze-triangle-8x15-wilson-77.svg'],
    ['circle', 'Circle', 8, 6, 'maze-circle-8x6-wilson-77.svg'],
  ]) {
    test(`a ${shape} maze: ${name}, the very SVG of \`maze generate --shape ${shape}\`, and a PNG of it`, async () => {
      await open('');
      const b = ui(page);
      await b.radio(title).check();
      await b.field('Rows').fill(String(rows));
      await b.field('Columns').fill(String(cols));
      await b.field('Seed').fill('77');
      await b.radio('Wilson').check();
      await b.field('Speed').fill('8');
      await b.button('Grow a maze').click();
      await done(page);
      const svg = await download(page, 'Download SVG');
      assert.equal(svg.name, name);
      const text = svg.bytes.toString('utf8');
      assert.equal(text, cliSvg(shape, rows, cols, 'wilson', 77));
      const read = await parsed(page, text);
      assert.equal(read.error, null);
      assert.equal(read.paths, 1, 'every wall in one path');
      const png = await download(page, 'Download PNG');
      assert.equal(png.name, name.replace('.svg', '.png'));
      const size = /width="([\d.]+)" height="([\d.]+)"/.exec(text);
      const decoded = await decodedPng(page, png.bytes);
      assert.deepEqual([decoded.width, decoded.height], [Math.floor(2 * size[1]), Math.floor(2 * size[2])]);
    });
  }

  test('a picture from a challenge is named without a seed, and its PNG has its walls', async () => {
    await open('');
    const lines = cliPicture('walls', 6, 7, 11);
    await page.evaluate((picture) => window.dispatchEvent(new CustomEvent('maze:show', { detail: { picture } })), lines);
    await page.waitForFunction(() => /came from a challenge/.test(document.querySelector('#board .board-message')?.textContent ?? ''));
    const svg = await download(page, 'Download SVG');
    assert.equal(svg.name, 'maze-6x7.svg');
    assert.equal((await parsed(page, svg.bytes.toString('utf8'))).error, null);
    const png = await download(page, 'Download PNG');
    assert.equal(png.name, 'maze-6x7.png');
    assert.deepEqual((await decodedPng(page, png.bytes, 6, 7)).lines, lines);
  });

  test('a big maze grown in the worker (600 x 600): its SVG comes from the worker, the `maze` command\'s byte for byte', async () => {
    await open('#rows=600&cols=600&seed=5&method=walk&shape=square');
    const svg = await download(page, 'Download SVG');
    assert.equal(svg.name, 'maze-600x600-walk-5.svg');
    const text = svg.bytes.toString('utf8');
    const expected = cliSvg('square', 600, 600, 'walk', 5);
    assert.equal(text.length, expected.length);
    assert.ok(text === expected, 'the same SVG as the command');
    assert.deepEqual(page.problems, []);
  });

  test('a huge board with all walls standing has no maze to save; a PNG with fewer than 8 pixels a room is refused with a reason', async () => {
    await open('');
    const b = ui(page);
    await b.field('Rows').fill('3000');
    await b.field('Columns').fill('3000');
    await b.button('Download SVG').click();
    await waitForText(page, '#board .board-home-note', 'There is no maze on the board yet: grow one first.', 5_000);
    // 2100 x 2100 at 32 pixels a room would be 67,232 pixels a side: 16,384 gives 7.8 pixels a room.
    await open('#rows=2100&cols=2100&seed=1&method=walk&shape=square');
    await ui(page).button('Download PNG').click();
    await waitForText(page, '#board .board-home-note', 'A PNG of this maze would have only 7.8 pixels a room (a picture in the browser can be at most 16,384 pixels wide), too few to see the walls. Use Download SVG: it stays sharp at any size.', 5_000);
    assert.deepEqual(page.problems, []);
  });
});
