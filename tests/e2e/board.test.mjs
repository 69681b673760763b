// The interactive board, driven by role and name as a student does: Step, Grow a maze, Random walls, Way out, Tree, text, huge mazes.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, acquireLesson, releaseLesson, screenshotPath } from './helpers.mjs';

/** The lesson's own Python, run now: the picture random.seed(seed) then `call` gives. */
function lessonPicture(call, seed) {
  const code = [
    'import sys, random',
    "sys.path.insert(0, '/work/shared/reference')",
    'import lesson_reference as L',
    `random.seed(${seed})`,
    `print(chr(10).join(L.${call}(10, 10)))`,
  ].join('\n');
  const run = spawnSync('python3', ['-c', code], { encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  // random_walls prints a line about the walls before the picture; keep the picture.
  return run.stdout.trimEnd().split('\n').filter((line) => /^[#.]+$/.test(line));
}

/** The same engine the page loads, in Node: the picture a method and seed give. */
async function enginePicture(method, rows, cols, seed) {
  const url = pathToFileURL(join(ROOT, 'web', 'src', 'engine', 'generated', 'maze_engine.mjs')).href;
  const { default: createMazeModule } = await import(url);
  // In Node the glue cannot fetch its .wasm file: it is handed the bytes.
  const wasmBinary = readFileSync(join(ROOT, 'web', 'src', 'engine', 'generated', 'maze_engine.wasm'));
  const engine = await createMazeModule({ wasmBinary });
  return engine.generatePicture(method, rows, cols, seed).split('\n');
}

const FIGURE_6_1 = ['#######', '#.#...#', '#.#.###', '#.....#', '#####.#', '#.....#', '#######'];

function ui(page) {
  const board = page.locator('#board');
  return {
    board,
    button: (name) => board.getByRole('button', { name, exact: true }),
    field: (name) => board.getByLabel(name, { exact: true }),
    pieces: board.locator('.board-pieces'),
    wayOut: board.locator('.board-wayout'),
    message: board.locator('.board-message'),
    text: board.getByLabel('Maze as text', { exact: true }),
  };
}

/** Wait until an element of the board says exactly this (a cheap check each frame, not a search of the page's text). */
async function waitForText(page, selector, text, timeout = 60_000) {
  await page.waitForFunction(
    ([s, t]) => document.querySelector(s)?.textContent === t,
    [selector, text],
    { timeout },
  );
}

async function instant(page) {
  await ui(page).field('Speed').fill('8');
  assert.equal(await ui(page).field('Speed').getAttribute('aria-valuetext'), 'Instant');
}

/** A new blank board: typing a size starts one (so when the size is already right, type another first). */
async function fresh(page, { rows = 10, cols = 10, seed = '' } = {}) {
  const b = ui(page);
  if ((await b.field('Rows').inputValue()) === String(rows)) await b.field('Rows').fill(String(rows === 1 ? 2 : 1));
  await b.field('Rows').fill(String(rows));
  await b.field('Columns').fill(String(cols));
  await b.field('Seed').fill(seed);
  await waitForText(page, '.board-pieces', `Pieces: ${rows * cols}`);
}

async function pictureShown(page) {
  const b = ui(page);
  if ((await b.button('Show as text').getAttribute('aria-expanded')) !== 'true') await b.button('Show as text').click();
  await page.waitForFunction(() => (document.querySelector('.board-text-pre')?.textContent ?? '').length > 0);
  // The text follows the board a moment later while a maze grows; wait until it stops changing.
  let last = '';
  for (;;) {
    const now = await b.text.textContent();
    if (now === last) return now.split('\n');
    last = now;
    await page.waitForTimeout(300);
  }
}

describe('the board', () => {
  let lesson;
  let page;
  const pages = [];

  before(async () => {
    lesson = await acquireLesson();
    const context = await lesson.browser.newContext({
      viewport: { width: 1280, height: 900 },
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    page = await lesson.newPage({ context });
    pages.push(page);
    await waitForText(page, '.board-pieces', 'Pieces: 100');
  });

  after(async () => {
    for (const p of pages) await p.context().close().catch(() => undefined);
    await releaseLesson();
  });

  test('a fresh 10 × 10 board: every control found by its role and name, and Pieces: 100', async () => {
    const b = ui(page);
    for (const name of ['Step', 'Grow a maze', 'Random walls', 'Way out', 'Tree', 'Show as text', 'Pause'])
      assert.equal(await b.button(name).count(), 1, name);
    assert.equal(await b.field('Rows').inputValue(), '10');
    assert.equal(await b.field('Columns').inputValue(), '10');
    assert.equal(await b.field('Seed').inputValue(), '');
    assert.equal(await b.board.getByRole('radiogroup', { name: 'Method' }).count(), 1);
    for (const name of ['Random walk', 'Random walls', 'Frontier (Prim)', "Wilson's walk"])
      assert.equal(await b.board.getByRole('radio', { name, exact: true }).count(), 1, name);
    assert.equal(await b.board.getByRole('radio', { name: 'Random walk' }).isChecked(), true);
    assert.equal(await b.board.getByRole('status').filter({ hasText: 'Pieces' }).textContent(), 'Pieces: 100');
    assert.equal(await b.pieces.getAttribute('aria-live'), 'polite');
    assert.equal(await b.button('Pause').isDisabled(), true);
    assert.equal(await b.board.getByRole('img').count(), 1);
  });

  test('Step: the walk goes into the first room (Pieces stays 100), then knocks a wall (99), and keeps its seed', async () => {
    const b = ui(page);
    await fresh(page, { seed: '2083' });
    await b.button('Step').click();
    await waitForText(page, '.board-pieces', 'Pieces: 100');
    assert.equal(await b.message.textContent(), 'Started in the top left room (0, 0).');
    await b.button('Step').click();
    await waitForText(page, '.board-pieces', 'Pieces: 99');
    assert.match(await b.message.textContent(), /^Knocked down the wall from \(0, 0\) and went into the new room \(\d, \d\)\.$/);
    await b.button('Step').click();
    await waitForText(page, '.board-pieces', 'Pieces: 98');
    assert.equal(await b.button('Resume').isEnabled(), true, 'a maze in progress can be left to run');
    assert.match(await b.board.locator('.board-seed-used').textContent(), /2083/);
  });

  test('Grow a maze with seed 2083 gives the lesson\'s picture, Pieces: 1, and Way out goes through 47 rooms', async () => {
    const b = ui(page);
    await fresh(page, { seed: '2083' });
    await instant(page);
    await b.button('Grow a maze').click();
    await waitForText(page, '.board-pieces', 'Pieces: 1');
    assert.deepEqual(await pictureShown(page), lessonPicture('make_maze', 2083));
    await b.button('Way out').click();
    await waitForText(page, '.board-wayout', 'The way out goes through 47 rooms');
    assert.equal(await b.board.getByText('The way out goes through 47 rooms', { exact: true }).count(), 1);
  });

  test('Tree: over the maze, then hung from the way in like a family tree, then hidden', async () => {
    const b = ui(page);
    const tree = b.button('Tree');
    assert.equal(await tree.getAttribute('aria-pressed'), 'false');
    await tree.click();
    assert.equal(await tree.getAttribute('aria-pressed'), 'true');
    assert.equal(await b.board.locator('.board-tree-mode').textContent(), 'over the maze');
    await page.waitForTimeout(100);
    await b.board.screenshot({ path: screenshotPath('board-tree') });
    await tree.click();
    assert.equal(await tree.getAttribute('aria-pressed'), 'true');
    assert.equal(await b.board.locator('.board-tree-mode').textContent(), 'as a family tree');
    assert.match(await b.board.getByRole('img').getAttribute('aria-label'), /family tree/);
    await page.waitForTimeout(100);
    await b.board.locator('.board-stage').screenshot({ path: screenshotPath('board-family-tree') });
    await tree.click();
    assert.equal(await tree.getAttribute('aria-pressed'), 'false');
    assert.equal(await b.board.locator('.board-tree-mode').textContent(), '');
  });

  test('Show as text: the picture in a pre labelled Maze as text, and Copy says Copied', async () => {
    const b = ui(page);
    const shown = b.button('Show as text');
    assert.equal(await shown.getAttribute('aria-expanded'), 'true');
    const text = await b.text.textContent();
    assert.equal(await b.text.evaluate((el) => el.tagName), 'PRE');
    assert.deepEqual(text.split('\n'), lessonPicture('make_maze', 2083));
    await b.button('Copy').click();
    await waitForText(page, '.board-copied', 'Copied');
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), text);
    await shown.click();
    assert.equal(await shown.getAttribute('aria-expanded'), 'false');
    assert.equal(await b.text.isVisible(), false);
  });

  test('Random walls with seed 2083 gives the lesson\'s random-walls picture; a wall left standing changes nothing', async () => {
    const b = ui(page);
    await fresh(page, { seed: '2083' });
    await instant(page);
    await b.button('Random walls').click();
    await waitForText(page, '.board-pieces', 'Pieces: 1');
    assert.equal(await b.board.getByRole('radio', { name: 'Random walls' }).isChecked(), true);
    assert.equal(await b.message.textContent(), 'Done: 180 walls looked at, 99 knocked down. One piece.');
    assert.deepEqual(await pictureShown(page), lessonPicture('random_walls', 2083));
    await b.button('Show as text').click();

    // Step by step: each wall either joins two pieces (one piece fewer) or is left standing (no change).
    await fresh(page, { seed: '2083' });
    let pieces = 100;
    let refused = 0;
    for (let i = 0; i < 180 && refused === 0; i++) {
      const before = await b.message.textContent();
      await b.button('Step').click();
      // Every step names its wall, so the message always changes.
      await page.waitForFunction((t) => document.querySelector('.board-message')?.textContent !== t, before);
      const said = await b.message.textContent();
      const now = Number((await b.pieces.textContent()).replace('Pieces: ', ''));
      if (said.startsWith('Left the wall')) {
        refused++;
        assert.equal(now, pieces, said);
      } else {
        assert.match(said, /^Knocked down the wall between/);
        assert.equal(now, pieces - 1, said);
      }
      pieces = now;
    }
    assert.equal(refused, 1, 'a wall is left standing before the maze is done');
  });

  test('each method makes the maze its seed gives: Frontier and Wilson\'s walk, by Step then Resume', async () => {
    const b = ui(page);
    await instant(page);
    for (const [name, method] of [['Frontier (Prim)', 'frontier'], ["Wilson's walk", 'wilson']]) {
      await fresh(page, { rows: 8, cols: 12, seed: '5' });
      await b.board.getByRole('radio', { name, exact: true }).check();
      await b.button('Step').click();
      await waitForText(page, '.board-pieces', 'Pieces: 96');
      await b.button('Resume').click();
      await waitForText(page, '.board-pieces', 'Pieces: 1');
      assert.deepEqual(await pictureShown(page), await enginePicture(method, 8, 12, '5'), name);
      await b.button('Show as text').click();
    }
    await b.board.getByRole('radio', { name: 'Random walk' }).check();
  });

  test('Pause and Resume: one button whose name says what it will do', async () => {
    const b = ui(page);
    await fresh(page, { seed: '11' });
    await b.field('Speed').fill('4');
    await b.button('Grow a maze').click();
    await b.button('Pause').click();
    const paused = await b.pieces.textContent();
    await page.waitForTimeout(300);
    assert.equal(await b.pieces.textContent(), paused, 'nothing moves while paused');
    await b.field('Speed').fill('8');
    await b.button('Resume').click();
    await waitForText(page, '.board-pieces', 'Pieces: 1');
    assert.equal(await b.button('Pause').isDisabled(), true);
  });

  test('bad input gets a clear message beside its box, and nothing breaks', async () => {
    const b = ui(page);
    const messageOf = (name) => b.field(name).evaluate((el) => document.getElementById(el.getAttribute('aria-describedby').split(' ')[0]).textContent);
    await b.field('Rows').fill('0');
    assert.equal(await messageOf('Rows'), 'Rows must be at least 1.');
    assert.equal(await b.field('Rows').getAttribute('aria-invalid'), 'true');
    await b.field('Rows').fill('5000');
    assert.equal(await messageOf('Rows'), 'Rows can be at most 4000: 5,000 is too many.');
    await b.field('Rows').fill('');
    assert.match(await messageOf('Rows'), /Type how many rows/);
    await b.field('Seed').fill('abc');
    assert.equal(await messageOf('Seed'), 'A seed is a whole number, like 2083. Leave it empty to get a new maze each time.');
    await b.button('Grow a maze').click();
    assert.equal(await b.message.textContent(), 'Fix the box marked in red first.');
    assert.equal(await page.evaluate(() => document.activeElement?.closest('.board-field')?.querySelector('label')?.textContent), 'Rows');
    await b.field('Rows').fill('7');
    await b.field('Seed').fill('42');
    assert.equal(await messageOf('Rows'), '');
    assert.equal(await messageOf('Seed'), '');
    await waitForText(page, '.board-pieces', 'Pieces: 70');
    await instant(page);
    await b.button('Grow a maze').click();
    await waitForText(page, '.board-pieces', 'Pieces: 1');
  });

  test('an empty Seed picks a new seed each time and shows it, so the maze can be made again', async () => {
    const b = ui(page);
    await fresh(page, { seed: '' });
    await instant(page);
    await b.button('Grow a maze').click();
    await waitForText(page, '.board-pieces', 'Pieces: 1');
    const said = await b.board.locator('.board-seed-used').textContent();
    const seed = said.match(/seed: (\d+)/)[1];
    const first = await pictureShown(page);
    await b.field('Seed').fill(seed);
    await b.button('Grow a maze').click();
    await page.waitForFunction(() => document.querySelector('.board-pieces')?.textContent === 'Pieces: 1' && document.querySelector('[data-state]')?.dataset.state === 'done');
    assert.deepEqual(await pictureShown(page), first);
    await b.button('Show as text').click();
  });

  test('maze:show puts a challenge\'s picture on the board; a broken picture only gets a message', async () => {
    const b = ui(page);
    await page.evaluate((picture) => window.dispatchEvent(new CustomEvent('maze:show', { detail: { picture } })), FIGURE_6_1);
    await waitForText(page, '.board-pieces', 'Pieces: 1');
    assert.equal(await b.field('Rows').inputValue(), '3');
    assert.equal(await b.field('Columns').inputValue(), '3');
    assert.deepEqual(await pictureShown(page), FIGURE_6_1);
    await b.button('Way out').click();
    await waitForText(page, '.board-wayout', 'The way out goes through 5 rooms');
    const inView = await b.board.evaluate((el) => el.getBoundingClientRect().top < innerHeight);
    assert.ok(inView, 'the board is scrolled into view');
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('maze:show', { detail: { picture: ['###', '#.', '###'] } })));
    await page.waitForFunction(() => document.querySelector('.board-message')?.textContent.startsWith('That maze could not go on the board:'));
    assert.deepEqual(await pictureShown(page), FIGURE_6_1, 'the board keeps its maze');
    await b.button('Show as text').click();
  });

  test('keyboard only: type the size and seed, choose a method, set the speed, grow, find the way out', async () => {
    const b = ui(page);
    await b.field('Rows').focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('10');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('10');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('2083');
    await page.keyboard.press('Tab'); // the Method group: arrow keys pick
    await page.keyboard.press('ArrowRight');
    assert.equal(await b.board.getByRole('radio', { name: 'Random walls' }).isChecked(), true);
    await page.keyboard.press('ArrowLeft');
    assert.equal(await b.board.getByRole('radio', { name: 'Random walk' }).isChecked(), true);
    await page.keyboard.press('Tab'); // Speed
    await page.keyboard.press('End');
    assert.equal(await b.field('Speed').getAttribute('aria-valuetext'), 'Instant');
    await page.keyboard.press('Tab'); // Step
    await page.keyboard.press('Tab'); // Grow a maze
    const focused = await page.evaluate(() => {
      const el = document.activeElement;
      const style = getComputedStyle(el);
      return { text: el.textContent, outline: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
    assert.deepEqual(focused.text, 'Grow a maze');
    assert.equal(focused.outline, 'solid', 'focus is visible');
    assert.ok(focused.width >= 2);
    await page.keyboard.press('Enter');
    await waitForText(page, '.board-pieces', 'Pieces: 1');
    await page.keyboard.press('Tab'); // Random walls
    await page.keyboard.press('Tab'); // Way out
    await page.keyboard.press('Space');
    await waitForText(page, '.board-wayout', 'The way out goes through 47 rooms');
    await page.keyboard.press('Tab'); // Tree
    await page.keyboard.press('Enter');
    assert.equal(await b.button('Tree').getAttribute('aria-pressed'), 'true');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    assert.equal(await b.button('Tree').getAttribute('aria-pressed'), 'false');
  });

  test('the board after Grow a maze, Way out and Tree (screenshot to look at)', async () => {
    const b = ui(page);
    await fresh(page, { seed: '2083' });
    await instant(page);
    await b.button('Grow a maze').click();
    await waitForText(page, '.board-pieces', 'Pieces: 1');
    await b.button('Way out').click();
    await waitForText(page, '.board-wayout', 'The way out goes through 47 rooms');
    await b.button('Tree').click();
    await page.waitForTimeout(100);
    await b.board.screenshot({ path: screenshotPath('board-grow-wayout-tree') });
    await b.button('Tree').click();
    await b.button('Tree').click();
  });

  test('a 1000 × 1000 maze grows in a worker with a progress bar, and no task on the page takes over 50 ms', async () => {
    const big = await lesson.newPage({ viewport: { width: 1280, height: 900 } });
    pages.push(big);
    const b = ui(big);
    await waitForText(big, '.board-pieces', 'Pieces: 100');
    await fresh(big, { rows: 1000, cols: 1000, seed: '1' });
    assert.equal(await b.field('Speed').getAttribute('aria-valuetext'), 'Instant', 'huge mazes switch to Instant');
    assert.equal(await b.button('Zoom in').isVisible(), true);
    // A shared machine can stall any thread now and then: a grow counts if any of three tries is clean.
    const tries = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      await big.evaluate(() => {
        window.boardLong = [];
        window.boardFrames = 0;
        window.boardProgress = false;
        window.boardObserver?.disconnect();
        window.boardObserver = new PerformanceObserver((list) => {
          for (const e of list.getEntries()) window.boardLong.push(Math.round(e.duration));
        });
        window.boardObserver.observe({ type: 'longtask' });
        const count = () => {
          window.boardFrames++;
          if (!document.querySelector('.board-progress').hidden) window.boardProgress = true;
          if (!window.boardDone) requestAnimationFrame(count);
        };
        window.boardDone = false;
        requestAnimationFrame(count);
        window.boardGrown = new Promise((resolve) => {
          const progress = document.querySelector('.board-progress');
          const pieces = document.querySelector('.board-pieces');
          const watch = new MutationObserver(() => {
            if (pieces.textContent === 'Pieces: 1' && progress.hidden) {
              watch.disconnect();
              window.boardDone = true;
              resolve();
            }
          });
          watch.observe(document.querySelector('.board'), { subtree: true, childList: true, attributes: true, characterData: true });
        });
      });
      const start = Date.now();
      await b.button(attempt === 0 ? 'Grow a maze' : 'Random walls').click();
      await big.evaluate(() => window.boardGrown);
      const ms = Date.now() - start;
      const { long, frames, progress } = await big.evaluate(() => ({ long: window.boardLong, frames: window.boardFrames, progress: window.boardProgress }));
      tries.push({ ms, fps: Math.round((frames / ms) * 1000), long, progress });
      console.log(`# 1000 x 1000 ${attempt === 0 ? 'walk' : 'walls'}: ${ms} ms, ${Math.round((frames / ms) * 1000)} frames a second, long tasks: [${long.join(', ')}]`);
      if (long.length === 0) break;
      await fresh(big, { rows: 1000, cols: 1000, seed: '1' });
    }
    assert.ok(tries.some((t) => t.progress), 'the progress bar showed');
    assert.equal(await big.getByRole('progressbar').count(), 0, 'and went away at the end');
    assert.ok(tries.some((t) => t.long.length === 0), `long tasks in every try: ${JSON.stringify(tries)}`);

    // Look around: zoom in by button and keyboard, pan with the arrow keys.
    await b.button('Zoom in').click();
    await b.board.locator('.board-stage').focus();
    await big.keyboard.press('+');
    await big.keyboard.press('ArrowRight');
    await big.keyboard.press('ArrowDown');
    await big.keyboard.press('0');
    await b.board.screenshot({ path: screenshotPath('board-1000') });
    assert.equal(await b.button('Show as text').count(), 1);
    await b.button('Show as text').click();
    assert.match(await b.board.locator('.board-text-note').textContent(), /too big to show as text/);
    await b.button('Tree').click();
    assert.match(await b.message.textContent(), /tree has a dot for every room/);
    assert.deepEqual(big.problems, []);
  });

  test('phone width: everything fits without sideways scrolling', async () => {
    const phone = await lesson.newPage({ viewport: { width: 375, height: 740 } });
    pages.push(phone);
    const b = ui(phone);
    await waitForText(phone, '.board-pieces', 'Pieces: 100');
    await b.field('Seed').fill('2083');
    await instant(phone);
    await b.button('Random walls').click();
    await waitForText(phone, '.board-pieces', 'Pieces: 1');
    const tooWide = await phone.evaluate(() => document.documentElement.scrollWidth - innerWidth);
    assert.ok(tooWide <= 0, `${tooWide}px too wide`);
    await b.board.screenshot({ path: screenshotPath('board-phone') });
    assert.deepEqual(phone.problems, []);
  });

  test('no errors in the console', () => {
    assert.deepEqual(page.problems, []);
  });
});
