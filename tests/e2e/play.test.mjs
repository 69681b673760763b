// Play the maze: the way out walked key by key, a detour's wrong turns, Shift's run, what is heard, Fog and Far apart, hexagons, touch on a phone, a 1000 × 1000 maze without a long task, and the games' table.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { AxeBuilder } from '@axe-core/playwright';
import { acquireLesson, boardUi, releaseLesson, screenshotPath, waitForText } from './helpers.mjs';
import { cliPicture, distancesIn, maze } from './oracle.mjs';

const KEYS = { '-1,0': 'ArrowUp', '1,0': 'ArrowDown', '0,-1': 'ArrowLeft', '0,1': 'ArrowRight' };
const WAY = { '-1,0': 'up', '1,0': 'down', '0,-1': 'left', '0,1': 'right' };

/** The rooms of the way from room a to room b in a square picture (a tree: one way), a first. */
function wayBetween(picture, a, b) {
  const dist = distancesIn(picture, b);
  const way = [a];
  for (let room = a; room !== b; ) {
    room = neighbours(picture, room).find((n) => dist[n] === dist[room] - 1);
    way.push(room);
  }
  return way;
}

/** A room's open neighbours in a square picture, in the order up, down, left, right. */
function neighbours(picture, room) {
  const cols = (picture[0].length - 1) / 2;
  const rows = (picture.length - 1) / 2;
  const r = Math.floor(room / cols), c = room % cols;
  const out = [];
  for (const [dr, dc] of [[-1, 0], [1, 0], [0, -1], [0, 1]]) {
    const nr = r + dr, nc = c + dc;
    if (nr >= 0 && nc >= 0 && nr < rows && nc < cols && picture[2 * r + 1 + dr][2 * c + 1 + dc] === '.') out.push(nr * cols + nc);
  }
  return out;
}

const step = (cols, from, to) => `${Math.floor(to / cols) - Math.floor(from / cols)},${(to % cols) - (from % cols)}`;
const keysOf = (cols, way) => way.slice(1).map((room, i) => KEYS[step(cols, way[i], room)]);
const waysOn = (picture, room) => neighbours(picture, room).map((n) => WAY[step((picture[0].length - 1) / 2, room, n)]);

const heard = (root) => root.locator('.board-play-heard').textContent();
const said = (root) => root.locator('.board-message').textContent();

async function press(page, keys) {
  for (const key of keys) await page.keyboard.press(key);
}

/** Maze settings as a student sets them, then Play; waits for the game to start. */
async function play(page, root, { rows = 10, cols = 10, seed = '2083', method = 'Random walk', shape = 'Square' } = {}) {
  const b = boardUi(page, root);
  await b.radio(shape).check();
  await b.field('Rows').fill(String(rows));
  await b.field('Columns').fill(String(cols));
  await b.field('Seed').fill(seed);
  await b.radio(method).check();
  await b.button('Play').click();
  await page.waitForFunction((el) => /^Maze \d+ from seed/.test(el.querySelector('.board-message').textContent), await root.elementHandle(), { timeout: 60_000 });
  return b;
}

describe('play the maze', () => {
  let lesson;
  let page;
  let board;

  before(async () => {
    lesson = await acquireLesson();
    page = await lesson.newPage({ viewport: { width: 1280, height: 800 } });
    board = page.locator('#board');
    await waitForText(page, '#board .board-pieces', 'Pieces: 100');
  });

  after(async () => {
    await page?.close();
    await releaseLesson();
  });

  test('seed 2083, 10 × 10, the random walk: the way out key by key gives the exact words, and what is heard on the way', async () => {
    const picture = cliPicture('walk', 10, 10, 2083);
    const b = await play(page, board);
    assert.equal(await said(board), 'Maze 1 from seed 2083. Walk the dot to the way out: the blue ring.');
    assert.equal(await heard(board), `You are at the way in. Room 1 of 100. Ways on: ${waysOn(picture, 0).join(', ')}.`);
    assert.equal(await page.evaluate(() => document.activeElement.classList.contains('board-canvas')), true, 'the maze has the keys');
    // A key into a wall: no move, and it says so.
    const blocked = ['up', 'down', 'left', 'right'].find((w) => !waysOn(picture, 0).includes(w));
    await page.keyboard.press({ up: 'ArrowUp', down: 'ArrowDown', left: 'ArrowLeft', right: 'ArrowRight' }[blocked]);
    assert.equal(await heard(board), 'A wall.');
    const way = wayBetween(picture, 0, 99);
    assert.equal(way.length, 47, 'the lesson\'s 47 rooms');
    const keys = keysOf(10, way);
    await press(page, keys.slice(0, 3));
    const at = way[3];
    assert.equal(await heard(board), `Room ${at + 1} of 100.${waysOn(picture, at).length === 1 ? ' A dead end.' : ''} Ways on: ${waysOn(picture, at).join(', ')}.`);
    await press(page, keys.slice(3));
    assert.equal(await said(board), 'You got out in 46 steps. The shortest way takes 46.');
    assert.equal(await heard(board), 'You are out.');
    assert.match(await board.locator('.board-play-note').textContent(), /^It took you .+\.$/);
    await page.screenshot({ path: screenshotPath('play-out-1280x800') });
    // Esc gives the board back.
    await page.keyboard.press('Escape');
    // The board had no maze before Play: it is given back as it was, every wall standing.
    assert.equal(await board.locator('.board').getAttribute('data-state'), 'idle');
    await waitForText(page, '#board .board-pieces', 'Pieces: 100');
    assert.equal(await b.button('Step').isVisible(), true);
    assert.equal(await b.button('Play').evaluate((el) => el === document.activeElement), true);
  });

  test('a detour counts its wrong turns; Shift runs along a corridor to the next junction', async () => {
    const picture = cliPicture('walk', 10, 10, 2083);
    const way = wayBetween(picture, 0, 99);
    // The first room of the way with a room off it: go in and come back.
    const i = way.findIndex((room) => neighbours(picture, room).some((n) => !way.includes(n)));
    const off = neighbours(picture, way[i]).find((n) => !way.includes(n));
    await play(page, board);
    const keys = keysOf(10, way);
    await press(page, keys.slice(0, i));
    await press(page, keysOf(10, [way[i], off, way[i]]));
    await press(page, keys.slice(i));
    assert.equal(await said(board), 'You got out in 48 steps. The shortest way takes 46. You made 1 wrong turn.');
    // New maze: maze 2 of seed 2083's stream; Shift runs from the way in to where the corridor branches or ends.
    await board.getByRole('button', { name: 'New maze', exact: true }).click();
    await page.waitForFunction((el) => el.querySelector('.board-message').textContent.startsWith('Maze 2 from seed 2083.'), await board.elementHandle());
    const second = maze(['generate', '--method', 'walk', '--seed', '2083', '--mazes', '2']).trimEnd().split('\n\n')[1].split('\n');
    let room = 0;
    let from = -1;
    const first = neighbours(second, 0)[0];
    const run = [0];
    for (let next = first; ; ) {
      from = room;
      room = next;
      run.push(room);
      const on = neighbours(second, room).filter((n) => n !== from);
      if (on.length !== 1 || room === 99) break;
      next = on[0];
    }
    await page.keyboard.press(`Shift+${KEYS[step(10, 0, first)]}`);
    const ran = run.length - 1;
    const where = `Room ${room + 1} of 100.${neighbours(second, room).length === 1 ? ' A dead end.' : ''} Ways on: ${waysOn(second, room).join(', ')}.`;
    assert.equal(await heard(board), ran > 1 ? `Ran ${ran} rooms. ${where}` : where);
    await board.getByRole('button', { name: 'Stop playing', exact: true }).click();
  });

  test('Far apart: the way in and out at the two rooms farthest apart; Fog: only rooms seen are drawn', async () => {
    const picture = cliPicture('walk', 10, 10, 2083);
    const b = await play(page, board);
    const fogged = async () =>
      b.canvas.evaluate((canvas) => {
        const d = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
        let n = 0;
        for (let i = 0; i < d.length; i += 4) if (d[i] === 0x2b && d[i + 1] === 0x30 && d[i + 2] === 0x38) n++;
        return n;
      });
    await board.getByRole('checkbox', { name: 'Fog' }).check();
    await page.waitForTimeout(100);
    const before = await fogged();
    assert.ok(before > 10_000, `fog over the rooms not seen: ${before} pixels`);
    await page.screenshot({ path: screenshotPath('play-fog-1280x800') });
    await board.getByRole('checkbox', { name: 'Far apart' }).check();
    // The farthest pair by two searches, as the ★★★ challenge does; the smaller room is the way in.
    const d0 = distancesIn(picture, 0);
    const a = d0.indexOf(Math.max(...d0));
    const da = distancesIn(picture, a);
    const far = da.indexOf(Math.max(...da));
    const [wayIn, wayOut] = [Math.min(a, far), Math.max(a, far)];
    assert.equal(await heard(board), `You are at the way in. Room ${wayIn + 1} of 100. Ways on: ${waysOn(picture, wayIn).join(', ')}.`);
    const way = wayBetween(picture, wayIn, wayOut);
    await press(page, keysOf(10, way).slice(0, 5));
    await page.waitForTimeout(100);
    assert.ok((await fogged()) < before, 'walking shows more of the maze');
    await press(page, keysOf(10, way).slice(5));
    assert.equal(await said(board), `You got out in ${way.length - 1} steps. The shortest way takes ${way.length - 1}.`);
    await page.screenshot({ path: screenshotPath('play-far-fog-out-1280x800') });
    await board.getByRole('checkbox', { name: 'Fog' }).uncheck();
    await board.getByRole('checkbox', { name: 'Far apart' }).uncheck();
    await page.keyboard.press('Escape');
  });

  test('hexagons: Q, E, Z and C go up-left, up-right, down-left and down-right; the way out walked gives the words', async () => {
    const json = JSON.parse(maze(['generate', '--shape', 'hex', '--rows', '6', '--cols', '7', '--method', 'walk', '--seed', '5', '--format', 'json']));
    const route = JSON.parse(maze(['solve', '--format', 'json'], JSON.stringify(json))).route;
    const b = await play(page, board, { rows: 6, cols: 7, seed: '5', shape: 'Hexagons' });
    assert.match(await board.locator('.board-play-help.for-keys').textContent(), /Q, E, Z and C go up-left, up-right, down-left and down-right/);
    const cols = 7;
    const keyFor = (a, z) => {
      const [r, c] = [Math.floor(a / cols), a % cols];
      const [nr, nc] = [Math.floor(z / cols), z % cols];
      if (nr === r) return nc > c ? 'ArrowRight' : 'ArrowLeft';
      const shift = r % 2; // odd rows sit half a room to the right
      const left = nc === c - 1 + shift;
      return nr < r ? (left ? 'q' : 'e') : left ? 'z' : 'c';
    };
    for (let i = 1; i < route.length; i++) await page.keyboard.press(keyFor(route[i - 1], route[i]));
    assert.equal(await said(board), `You got out in ${route.length - 1} steps. The shortest way takes ${route.length - 1}.`);
    await b.canvas.screenshot({ path: screenshotPath('play-hexagons') });
    await page.keyboard.press('Escape');
    await b.radio('Square').check();
  });

  test('1000 × 1000: played with the keys, the view follows, and no task on the page takes over 50 ms while moving', { timeout: 300_000 }, async () => {
    const b = await play(page, board, { rows: 1000, cols: 1000, seed: '1' });
    const tries = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      await page.evaluate(() => {
        window.playLong = [];
        window.playObserver?.disconnect();
        window.playObserver = new PerformanceObserver((list) => {
          for (const e of list.getEntries()) window.playLong.push(Math.round(e.duration));
        });
        window.playObserver.observe({ type: 'longtask' });
      });
      // Walk on: the first way on each time, never straight back (a right-hand walk of sorts).
      let moves = 0;
      for (let i = 0; i < 60; i++) {
        const words = await heard(board);
        const ways = (words.match(/Ways on: ([a-z, -]+)\./)?.[1] ?? 'right').split(', ');
        const key = { up: 'ArrowUp', down: 'ArrowDown', left: 'ArrowLeft', right: 'ArrowRight' }[ways[i % ways.length]];
        await page.keyboard.press(key);
        if ((await heard(board)) !== 'A wall.') moves++;
      }
      await page.waitForTimeout(200);
      const long = await page.evaluate(() => window.playLong);
      tries.push({ moves, long });
      console.log(`# 1000 x 1000 play: ${moves} moves, long tasks [${long.join(', ')}]`);
      if (long.length === 0) break;
    }
    assert.ok(tries.every((t) => t.moves >= 40), JSON.stringify(tries));
    assert.ok(tries.some((t) => t.long.length === 0), `long tasks in every try: ${JSON.stringify(tries)}`);
    await page.screenshot({ path: screenshotPath('play-1000x1000-1280x800') });
    await page.keyboard.press('Escape');
    await b.field('Rows').fill('10');
    await b.field('Columns').fill('10');
    assert.deepEqual(page.problems, []);
  });

  test('Play it: three games of the random walk fill the table; axe finds nothing on the section', async () => {
    // A page of its own: the games played above are not in its storage.
    const page = await lesson.newPage({ viewport: { width: 1280, height: 800 }, path: 'more-ways.html' });
    const section = page.locator('#play-it');
    const root = page.locator('#play-board-root');
    await root.locator('.board-canvas').waitFor();
    assert.match(await page.locator('#play-games-root').textContent(), /No games yet/);
    const pictures = maze(['generate', '--method', 'walk', '--rows', '5', '--cols', '5', '--seed', '31', '--mazes', '3']).trimEnd().split('\n\n').map((p) => p.split('\n'));
    await play(page, root, { rows: 5, cols: 5, seed: '31' });
    for (let k = 0; k < 3; k++) {
      if (k > 0) {
        await root.getByRole('button', { name: 'New maze', exact: true }).click();
        await page.waitForFunction(([el, n]) => el.querySelector('.board-message').textContent.startsWith(`Maze ${n} from seed 31.`), [await root.elementHandle(), k + 1]);
        await root.locator('.board-canvas').focus();
      }
      const way = wayBetween(pictures[k], 0, 24);
      await press(page, keysOf(5, way));
      assert.equal(await said(root), `You got out in ${way.length - 1} steps. The shortest way takes ${way.length - 1}.`);
    }
    const rows = await page.locator('#play-games-root tbody tr').allTextContents();
    assert.equal(rows.length, 1);
    assert.match(rows[0], /^Random walk3.+1\.00 ×$/);
    assert.match(await page.locator('#play-games-root svg').getAttribute('aria-label'), /Random walk: 1\.00 × the shortest way/);
    await section.screenshot({ path: screenshotPath('play-it-section') });
    const result = await new AxeBuilder({ page }).include('#play-it').options({ resultTypes: ['violations'] }).analyze();
    const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    assert.deepEqual(bad, []);
    assert.deepEqual(page.problems, []);
    await page.close();
  });
});

describe('play the maze on a phone', () => {
  let lesson;
  let context;

  before(async () => {
    lesson = await acquireLesson();
    context = await lesson.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  });

  after(async () => {
    await context?.close();
    await releaseLesson();
  });

  test('390 × 844, touch: swipes, taps on the next room and the pad move the player; the maze and the pad are in view', async () => {
    const page = await lesson.newPage({ context });
    const board = page.locator('#board');
    await waitForText(page, '#board .board-pieces', 'Pieces: 100');
    const picture = cliPicture('walk', 10, 10, 2083);
    const way = wayBetween(picture, 0, 99);
    await play(page, board);
    // Setting the seed scrolled to Maze settings: back to the board's heading at the top, as a student plays.
    await page.locator('#board-title').evaluate((el) => el.scrollIntoView({ block: 'start' }));
    const pad = board.locator('.board-play-pad');
    assert.equal(await pad.isVisible(), true, 'the pad shows on a touch screen');
    const box = await board.locator('.board-canvas').boundingBox();
    // Where a room's middle is on the screen (the 10 x 10 maze fills the canvas but for a few pixels each side).
    const roomAt = async (room) => {
      const fit = await board.locator('.board-canvas').evaluate((canvas) => ({ w: canvas.clientWidth, h: canvas.clientHeight }));
      const side = Math.min((fit.w - 8) / 10, (fit.h - 8) / 10);
      const ox = (fit.w - side * 10) / 2, oy = (fit.h - side * 10) / 2;
      return { x: box.x + ox + ((room % 10) + 0.5) * side, y: box.y + oy + (Math.floor(room / 10) + 0.5) * side };
    };
    const cdp = await context.newCDPSession(page);
    const swipe = async (from, dx, dy) => {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from.x, y: from.y }] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: from.x + dx / 2, y: from.y + dy / 2 }] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: from.x + dx, y: from.y + dy }] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    const vector = { ArrowUp: [0, -60], ArrowDown: [0, 60], ArrowLeft: [-60, 0], ArrowRight: [60, 0] };
    const keys = keysOf(10, way);
    for (let i = 0; i < keys.length; i++) {
      const next = way[i + 1];
      if (i % 3 === 0) await swipe(await roomAt(way[i]), ...vector[keys[i]]); // a swipe
      else if (i % 3 === 1) await page.touchscreen.tap((await roomAt(next)).x, (await roomAt(next)).y); // a tap on the next room
      else await pad.getByRole('button', { name: { ArrowUp: 'Up', ArrowDown: 'Down', ArrowLeft: 'Left', ArrowRight: 'Right' }[keys[i]], exact: true }).tap();
      const how = ['a swipe', 'a tap', 'the pad'][i % 3];
      await page
        .waitForFunction(([el, n]) => el.textContent.startsWith(`Room ${n} of 100.`) || el.textContent === 'You are out.', [await board.locator('.board-play-heard').elementHandle(), next + 1], { timeout: 5000 })
        .catch(async () => assert.fail(`move ${i + 1} by ${how} to room ${next + 1}: heard "${await heard(board)}"`));
    }
    assert.equal(await said(board), 'You got out in 46 steps. The shortest way takes 46.');
    // The maze, the pad and the result line are in view together; the words name the swipes and the pad, not keys.
    const outOfView = await page.evaluate(() =>
      ['#board canvas.board-canvas', '#board .board-play-pad', '#board .board-message'].filter((s) => {
        const r = document.querySelector(s).getBoundingClientRect();
        return !(r.top >= 0 && r.bottom <= innerHeight && r.height > 0);
      }),
    );
    assert.deepEqual(outOfView, []);
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), true);
    const help = (await board.locator('.board-play-help').filter({ visible: true }).allTextContents()).join(' ');
    assert.match(help, /^Swipe the way you want to go, tap a room next to you, or press the pad’s buttons\./);
    assert.doesNotMatch(help, /Arrow|Shift|Esc/);
    await page.screenshot({ path: screenshotPath('play-phone-390x844') });
    assert.deepEqual(page.problems, []);
    await page.close();
  });

  test('390 × 844, touch: More ways’ Play: after a game its result line is in view, and no words name keys', async () => {
    const page = await lesson.newPage({ context, path: 'more-ways.html' });
    const root = page.locator('#play-board-root');
    await waitForText(page, '#play-board-root .board-pieces', 'Pieces: 100');
    const picture = maze(['generate', '--method', 'walk', '--rows', '5', '--cols', '5', '--seed', '31']).trimEnd().split('\n');
    await play(page, root, { rows: 5, cols: 5, seed: '31' });
    await page.locator('#play-it h2').evaluate((el) => el.scrollIntoView({ block: 'start' }));
    const way = wayBetween(picture, 0, 24);
    const pad = root.locator('.board-play-pad');
    for (const key of keysOf(5, way)) await pad.getByRole('button', { name: { ArrowUp: 'Up', ArrowDown: 'Down', ArrowLeft: 'Left', ArrowRight: 'Right' }[key], exact: true }).tap();
    assert.equal(await said(root), `You got out in ${way.length - 1} steps. The shortest way takes ${way.length - 1}.`);
    const box = await root.locator('.board-message').boundingBox();
    assert.ok(box.height > 0 && box.y >= 0 && box.y + box.height <= 844 && box.x >= 0 && box.x + box.width <= 390, `the result line at ${JSON.stringify(box)}`);
    // The words the page shows name the pad and swipes, never keys.
    const shown = await page.evaluate(() => [...document.querySelectorAll('#play-it p, #make-a-game p')].filter((el) => el.checkVisibility()).map((el) => el.innerText).join('\n'));
    assert.doesNotMatch(shown, /arrow keys|Arrow|Shift|Esc\b|W A S D|[←→↑↓]/);
    assert.match(shown, /Swipe left or right to turn you, up to step forward, or press the pad’s buttons\./);
    await page.screenshot({ path: screenshotPath('more-ways-play-phone-390x844') });
    assert.deepEqual(page.problems, []);
    await page.close();
  });
});
