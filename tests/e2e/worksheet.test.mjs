// Print worksheet: the print view's pages in Chromium's PDF, its seeds (each link rebuilds its maze), its answers, and its checks.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, boardUi as ui, linkOpener, screenshotPath, waitForText } from './helpers.mjs';
import { maze } from './oracle.mjs';

function cliSvg(shape, rows, cols, method, seed, route = false) {
  maze(['generate', '--method', 'walk', '--rows', '1', '--cols', '1']); // builds the command when it is missing
  const args = ['generate', '--shape', shape, '--rows', String(rows), '--cols', String(cols), '--method', method, '--seed', String(seed), '--format', 'svg'];
  const run = spawnSync(join(ROOT, 'build', 'maze'), route ? [...args, '--route'] : args, { encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  return run.stdout;
}

/** Pages in a PDF: its page objects. */
const pdfPages = (pdf) => pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0;

/** What a picture draws, from an SVG's text or a worksheet figure: the walls' path, the marks, the route. */
function drawing(page, { text = null, selector = null }) {
  return page.evaluate(
    ([text, selector]) => {
      const root = text ? new DOMParser().parseFromString(text, 'image/svg+xml').documentElement : document.querySelector(selector);
      return {
        walls: [...root.querySelectorAll('path')].map((p) => p.getAttribute('d')),
        marks: [...root.querySelectorAll('circle')].map((c) => `${c.getAttribute('cx')},${c.getAttribute('cy')}`),
        route: [...root.querySelectorAll('polyline')].map((p) => p.getAttribute('points')),
        title: root.querySelector('title')?.textContent,
      };
    },
    [text, selector],
  );
}

const done = (page) => page.waitForFunction(() => document.querySelector('#board .board')?.dataset.state === 'done', null, { timeout: 60_000 });

describe('Print worksheet', () => {
  const at = linkOpener({ acceptDownloads: true });
  let page;

  async function open(hash) {
    page = await at.open(hash);
    await done(page);
    return page;
  }

  /** Type K, press Print worksheet, wait for the view. */
  async function printWorksheet(count) {
    const b = ui(page);
    await b.field('Mazes').fill(String(count));
    await b.button('Print worksheet').click();
    await page.getByRole('dialog', { name: 'Maze worksheet' }).waitFor();
    return page.getByRole('dialog', { name: 'Maze worksheet' });
  }

  /** The PDF Chromium prints of the view, and its pages. */
  async function pdf() {
    await page.emulateMedia({ media: 'print' });
    const bytes = await page.pdf({ preferCSSPageSize: true, printBackground: false });
    await page.emulateMedia({ media: 'screen' });
    return pdfPages(bytes);
  }

  test('6 mazes of 10 x 10 on one page and their answers on another; each seed rebuilds its maze through its link', async () => {
    await open('#rows=10&cols=10&seed=2083&method=walk&shape=square');
    const view = await printWorksheet(6);
    const print = view.getByRole('button', { name: 'Print', exact: true });
    assert.equal(await print.evaluate((b) => b === document.activeElement), true, 'focus is on Print');
    assert.match(await page.locator('.worksheet-bar p').textContent(), /^Press Print to print it on 2 pages/);
    const seeds = await page.$$eval('.worksheet-sheet[data-kind="mazes"] figure', (fs) => fs.map((f) => f.dataset.seed));
    assert.deepEqual(seeds, ['2083', '2084', '2085', '2086', '2087', '2088']);
    assert.deepEqual(await page.$$eval('.worksheet-sheet[data-kind="answers"] figure', (fs) => fs.map((f) => f.dataset.seed)), seeds);
    assert.equal(await page.locator('.worksheet-sheet').count(), 2);
    assert.equal(await page.locator('.worksheet h1').textContent(), 'Maze worksheet');
    assert.match(await page.locator('.worksheet-about').textContent(), /^6 mazes of 10 × 10 rooms, grown by Random walk\./);
    // The full address of the maze (the page's address and the hash), and a QR code of it beside.
    const address = `${at.lesson.url}#rows=10&cols=10&seed=2083&method=walk&shape=square`;
    assert.equal(await page.locator('.worksheet figcaption').first().textContent(), `Maze 1 · seed 2083 · make it again: ${address}`);
    assert.equal(await page.locator('.worksheet-sheet[data-kind="mazes"] .worksheet-qr').count(), 6);
    assert.equal(await page.locator('.worksheet-qr').first().getAttribute('aria-label'), "QR code of maze 1's address");

    // Printed: only the sheets, 2 A4 pages, no buttons and no board.
    await page.emulateMedia({ media: 'print' });
    assert.equal(await page.locator('.worksheet-bar').isVisible(), false);
    assert.equal(await page.locator('#board').isVisible(), false);
    await page.emulateMedia({ media: 'screen' });
    assert.equal(await pdf(), 2);
    await page.locator('.worksheet-sheet').first().screenshot({ path: screenshotPath('worksheet-10x10') });

    // Every maze and answer is the `maze` command's for its seed.
    for (const [i, seed] of seeds.entries()) {
      const figure = `.worksheet-sheet[data-kind="mazes"] figure:nth-child(${i + 1}) svg`;
      const answer = `.worksheet-sheet[data-kind="answers"] figure:nth-child(${i + 1}) svg`;
      assert.deepEqual(await drawing(page, { selector: figure }), await drawing(page, { text: cliSvg('square', 10, 10, 'walk', seed) }));
      assert.deepEqual(await drawing(page, { selector: answer }), await drawing(page, { text: cliSvg('square', 10, 10, 'walk', seed, true) }));
    }
    // Print asks the browser to print (headless Chromium has no print dialog to open: count the call instead).
    await page.evaluate(() => {
      window.printCalls = 0;
      window.print = () => window.printCalls++;
    });
    await print.press('Enter');
    assert.equal(await page.evaluate(() => window.printCalls), 1);
    const printed = [];
    for (const [i] of seeds.entries()) printed.push(await drawing(page, { selector: `.worksheet-sheet[data-kind="mazes"] figure:nth-child(${i + 1}) svg` }));
    const links = await page.$$eval('.worksheet-link', (spans) => spans.map((s) => new URL(s.textContent.replace(' · make it again: ', '')).hash));

    // Back to the board (Escape), then each printed link rebuilds its maze: the board's Download SVG draws the same.
    await page.keyboard.press('Escape');
    assert.equal(await page.getByRole('dialog').count(), 0);
    assert.equal(await ui(page).button('Print worksheet').evaluate((b) => b === document.activeElement), true, 'focus is back on the button');
    for (const [i, link] of links.entries()) {
      await page.evaluate((hash) => (location.hash = hash), link);
      await page.waitForFunction((seed) => document.querySelector('#board .board-seed-used')?.textContent?.includes(seed) && document.querySelector('#board .board')?.dataset.state === 'done', seeds[i]);
      const [file] = await Promise.all([page.waitForEvent('download'), ui(page).button('Download SVG').click()]);
      assert.equal(file.suggestedFilename(), `maze-10x10-walk-${seeds[i]}.svg`);
      assert.deepEqual(await drawing(page, { text: readFileSync(await file.path(), 'utf8') }), printed[i]);
    }
    assert.deepEqual(page.problems, []);
  });

  test('above 20 x 20 one maze a page: 3 mazes of 25 x 25 print on 6 pages', async () => {
    await open('#rows=25&cols=25&seed=7&method=walls&shape=square');
    await printWorksheet(3);
    assert.equal(await pdf(), 6);
    await page.getByRole('button', { name: 'Back to the board', exact: true }).click();
    assert.equal(await page.getByRole('dialog').count(), 0);
  });

  test('4 a page up to 20 across: 5 hexagon mazes of 15 x 15 on 2 pages and 2 of answers; the seed typed when nothing is grown', async () => {
    await open('#rows=10&cols=10&seed=1&method=walk&shape=square');
    const b = ui(page);
    await b.radio('Hexagons').check();
    await b.field('Rows').fill('15');
    await b.field('Columns').fill('15');
    await b.field('Seed').fill('-2');
    await b.radio('Wilson').check();
    await printWorksheet(5);
    assert.equal(await pdf(), 4);
    assert.deepEqual(await page.$$eval('.worksheet-sheet[data-kind="mazes"] figure', (fs) => fs.map((f) => f.dataset.seed)), ['-2', '-1', '0', '1', '2']);
    assert.deepEqual(await drawing(page, { selector: '.worksheet figure[data-seed="0"] svg' }), await drawing(page, { text: cliSvg('hex', 15, 15, 'wilson', 0) }));
  });

  test('Mazes must be 1 to 12, and a worksheet is for mazes up to 10,000 rooms', async () => {
    await open('#rows=10&cols=10&seed=1&method=walk&shape=square');
    const b = ui(page);
    await b.field('Mazes').fill('13');
    await b.button('Print worksheet').click();
    await waitForText(page, '#board .board-home .board-field-message', 'Mazes must be a whole number from 1 to 12.', 5_000);
    assert.equal(await b.field('Mazes').getAttribute('aria-invalid'), 'true');
    assert.equal(await page.getByRole('dialog').count(), 0);
    await b.field('Rows').fill('200');
    await b.field('Columns').fill('200');
    await b.field('Mazes').fill('2');
    await b.button('Print worksheet').click();
    await waitForText(page, '#board .board-home-note', 'A worksheet is for mazes up to 10,000 rooms (like 100 × 100): this one has 40,000, too small to draw on paper.', 5_000);
    assert.equal(await b.field('Mazes').getAttribute('aria-invalid'), 'false');
    assert.equal(await page.getByRole('dialog').count(), 0);
  });
});
