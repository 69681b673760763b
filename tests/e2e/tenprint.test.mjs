// The "one random choice" section in Chromium: keyboard only, the same boards as `maze tenprint`, the Python line, and the lab without stalls.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { AxeBuilder } from '@axe-core/playwright';
import { acquireLesson, printed, releaseLesson, runProgram, screenshotPath, justTellMe } from './helpers.mjs';
import { maze } from './oracle.mjs';

const SIZES = [4, 8, 16, 32, 64, 128, 256];

/** The board as drawn: the SVG path of its diagonals read back into rows of ╱ and ╲. */
async function drawnPicture(section) {
  const { d, box } = await section.locator('svg.tp-board').evaluate((svg) => ({
    d: svg.querySelector('.tp-lines').getAttribute('d'),
    box: svg.getAttribute('viewBox').split(' ').map(Number),
  }));
  const rows = Math.round(box[3] - 0.3), cols = Math.round(box[2] - 0.3);
  const grid = Array.from({ length: rows }, () => Array(cols).fill(' '));
  for (const [, x, y, move] of d.matchAll(/M(\d+) (\d+)l(1-1|1 1)/g)) {
    if (move === '1-1') grid[Number(y) - 1][Number(x)] = '╱';
    else grid[Number(y)][Number(x)] = '╲';
  }
  return grid.map((row) => row.join(''));
}

const status = (section) => section.locator('.tp-status').first().textContent();

describe('one random choice', () => {
  let lesson;
  let page;
  let section;

  before(async () => {
    lesson = await acquireLesson();
    page = await lesson.newPage({ path: 'ten-print.html' });
    section = page.locator('section#ten-print');
    await page.waitForFunction(() => /Grown: 400 squares/.test(document.querySelector('#ten-print .tp-status')?.textContent ?? ''));
  });

  after(async () => {
    await page?.close();
    await releaseLesson();
  });

  test('a page of its own, titled as the lesson names it, opens with the seed-2083 board', async () => {
    assert.equal(await section.getByRole('heading', { level: 1 }).textContent(), 'Can one random choice draw a maze?');
    assert.equal(await page.getByRole('link', { name: '← Back to the lesson', exact: true }).getAttribute('href'), './');
    const cli = maze(['tenprint', '--rows', '10', '--cols', '40', '--seed', '2083']).trimEnd().split('\n');
    assert.deepEqual(await drawnPicture(section), cli);
    assert.match(await section.locator('.tp-code').textContent(), /random\.seed\(2083\)\nfor row in range\(10\):/);
  });

  test('works with the keyboard alone: sizes, seed, Step, Grow, Way through?', async () => {
    const rows = section.getByRole('spinbutton', { name: 'Rows' });
    await rows.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('6');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('9');
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement.id), 'tp-seed');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('77');
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement.textContent), 'Step');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => /^Square 1 \(row 0, column 0\): [╱╲]\.$/.test(document.querySelector('#ten-print .tp-status').textContent));
    const cli = maze(['tenprint', '--rows', '6', '--cols', '9', '--seed', '77']).trimEnd().split('\n');
    assert.deepEqual(await drawnPicture(section), [cli[0][0] + ' '.repeat(8), ...Array(5).fill(' '.repeat(9))]);

    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement.textContent), 'Grow');
    await page.keyboard.press('Space');
    await page.waitForFunction(() => /^Grown: 54 squares from seed 77\./.test(document.querySelector('#ten-print .tp-status').textContent));
    assert.deepEqual(await drawnPicture(section), cli);
    assert.match(await section.locator('.tp-code').textContent(), /random\.seed\(77\)\nfor row in range\(6\):\n.*range\(9\)/);

    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement.textContent), 'Way through?');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => /^Way through: /.test(document.querySelector('#ten-print .tp-status').textContent));
    const way = maze(['tenprint', '--rows', '6', '--cols', '9', '--seed', '77', '--way-through']).trim();
    const said = await status(section);
    assert.ok(said.startsWith(way.replace('way through: ', 'Way through: ')), `${said} vs ${way}`);
    const filled = await section.locator('.tp-through').getAttribute('d');
    assert.equal(filled !== '', way.endsWith('yes'), 'coloured channels exactly when there is a way through');
    assert.match(await section.locator('svg.tp-board').getAttribute('aria-label'), /6 rows and 9 columns, 54 of 54 squares drawn, seed 77\. Way through: /);
  });

  test('a way through is coloured and named where it reaches the bottom', async () => {
    // 1 x 2 boards: a way through exactly when both squares slant the same way (worked by hand).
    for (const seed of ['1', '2', '3', '4', '5', '6']) {
      await section.getByRole('spinbutton', { name: 'Rows' }).fill('1');
      await section.getByRole('spinbutton', { name: 'Columns' }).fill('2');
      await section.getByRole('textbox', { name: 'Seed' }).fill(seed);
      await section.getByRole('button', { name: 'Way through?' }).click();
      await page.waitForFunction(() => /^Way through: /.test(document.querySelector('#ten-print .tp-status').textContent));
      const [board] = await drawnPicture(section);
      const said = await status(section);
      if (board === '╱╱') assert.equal(said, 'Way through: yes. The coloured channel from the top reaches the bottom at column 0 (counted from 0).');
      else if (board === '╲╲') assert.equal(said, 'Way through: yes. The coloured channel from the top reaches the bottom at column 1 (counted from 0).');
      else assert.equal(said, 'Way through: no. No channel gets from the top edge to the bottom edge.', board);
    }
  });

  test('bad settings are said, and the board keeps working', async () => {
    await section.getByRole('spinbutton', { name: 'Rows' }).fill('0');
    await section.getByRole('button', { name: 'Grow' }).click();
    await page.waitForFunction(() => /Rows must be/.test(document.querySelector('#ten-print .tp-status').textContent));
    assert.equal(await status(section), 'Rows must be a whole number from 1 to 100 (got "0")');
    assert.equal(await section.getByRole('spinbutton', { name: 'Rows' }).getAttribute('aria-invalid'), 'true');
    await section.getByRole('spinbutton', { name: 'Rows' }).fill('10');
    await section.getByRole('spinbutton', { name: 'Columns' }).fill('40');
    await section.getByRole('textbox', { name: 'Seed' }).fill('2083');
    await section.getByRole('button', { name: 'Grow' }).click();
    await page.waitForFunction(() => /^Grown: 400 squares from seed 2083\./.test(document.querySelector('#ten-print .tp-status').textContent));
    await section.getByRole('button', { name: 'Way through?' }).click();
    await page.waitForFunction(() => /^Way through: /.test(document.querySelector('#ten-print .tp-status').textContent));
    assert.equal(maze(['tenprint', '--rows', '10', '--cols', '40', '--seed', '2083', '--way-through']), 'way through: yes\n');
    assert.match(await status(section), /^Way through: yes\. The coloured channels? from the top reach(es)? the bottom at columns? \d/);
    await section.locator('.tp-stage').screenshot({ path: screenshotPath('tenprint-way-through') });
  });

  test('the program prints the board the page draws for the same seed', async () => {
    await runProgram(page, 'tenprint');
    const cli = maze(['tenprint', '--rows', '10', '--cols', '40', '--seed', '2083']);
    assert.equal(await printed(page, 'tenprint'), cli);
    assert.deepEqual(await drawnPicture(section), cli.trimEnd().split('\n'));
  });

  test('the lab grows every size without stalling the page, as a chart and a table with the same figures', async () => {
    await justTellMe(page, 'tp-grow'); // the lab shows once the student has guessed
    // A shared machine can stall any thread now and then: the lab counts if any of three runs is clean.
    const tries = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      await page.evaluate(() => {
        performance.clearMeasures('tenprint-lab-slice');
        window.tpLong = [];
        window.tpObserver?.disconnect();
        window.tpObserver = new PerformanceObserver((list) => window.tpLong.push(...list.getEntries().map((e) => Math.round(e.duration))));
        window.tpObserver.observe({ type: 'longtask' });
        // Waits without polling, so the test's own checks add no tasks to the page.
        window.tpDone = new Promise((resolve) => {
          const box = document.querySelector('#ten-print-lab .tp-status');
          const watch = new MutationObserver(() => {
            if (/^Done: /.test(box.textContent)) {
              watch.disconnect();
              resolve();
            }
          });
          watch.observe(box, { childList: true, characterData: true, subtree: true });
        });
      });
      const start = Date.now();
      await section.getByRole('button', { name: 'Run the lab' }).focus();
      await page.keyboard.press('Enter');
      await page.evaluate(() => window.tpDone);
      const ms = Date.now() - start;
      const { long, slices } = await page.evaluate(() => ({
        long: window.tpLong,
        slices: performance.getEntriesByName('tenprint-lab-slice').map((e) => e.duration),
      }));
      const longest = Math.max(...slices);
      console.log(`# ten-print lab in Chromium: ${ms} ms, ${slices.length} slices, longest ${longest.toFixed(1)} ms; long tasks: [${long.join(', ')}]`);
      tries.push({ ms, longest, long });
      if (long.length === 0 && longest <= 50) break;
    }
    assert.ok(tries.some((t) => t.long.length === 0 && t.longest <= 50), `a task over 50 ms in every run: ${JSON.stringify(tries)}`);
    assert.match(await section.locator('#ten-print-lab .tp-status').textContent(), /^Done: 7 sizes, seed 2083\./);

    const table = section.getByRole('table', { name: 'Boards with a way through, by size' });
    const cells = await table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent)));
    assert.equal(cells.length, SIZES.length);
    for (const [i, size] of SIZES.entries()) {
      const [name, boards, through, share] = cells[i];
      assert.equal(name, `${size} × ${size}`);
      const n = boards.replace(/,/g, '');
      const line = maze(['tenprint', '--rows', String(size), '--cols', String(size), '--seed', '2083', '--way-through', '--mazes', n]);
      assert.equal(line, `way through: ${through.replace(/,/g, '')} of ${n} boards (${share})\n`);
    }
    const axe = await new AxeBuilder({ page }).include('#ten-print').analyze();
    assert.deepEqual(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`), [], 'axe on the section, lab done');
    const chart = section.getByRole('img', { name: /Chart of the share of boards with a way through/ });
    assert.equal(await chart.locator('circle').count(), SIZES.length);
    await section.locator('#ten-print-lab').screenshot({ path: screenshotPath('tenprint-lab') });
    await section.locator('.tp-stage').screenshot({ path: screenshotPath('tenprint-board') });
  });

  test('Stop the lab stops it between slices and frees its boards', async () => {
    const heap = () => page.evaluate(() => window.mazeLesson.engineHeap());
    const before = await heap();
    const button = section.getByRole('button', { name: 'Run the lab' });
    await button.click();
    await page.waitForFunction(() => /^Growing (64|128|256) /.test(document.querySelector('#ten-print-lab .tp-status').textContent), null, { timeout: 60_000 });
    await section.getByRole('button', { name: 'Stop the lab' }).click();
    await page.waitForFunction(() => /^Stopped after \d of 7 sizes\.$/.test(document.querySelector('#ten-print-lab .tp-status').textContent));
    const rows = await section.locator('#ten-print-lab tbody tr').count();
    assert.ok(rows >= 4 && rows < 7, `${rows} sizes finished`);
    assert.equal(await section.locator('#ten-print-lab circle').count(), rows);
    assert.equal(await heap(), before, 'the engine heap is back where it was');
    assert.deepEqual(page.problems, []);
  });
});
