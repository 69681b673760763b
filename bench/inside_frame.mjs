// inside_frame.mjs: Play's Inside view on a 1000 x 1000 maze (and 10 x 10): the time to paint one frame (rays, pixels, the small map) and the time between frames while it glides, in Chromium.
// Usage: node bench/inside_frame.mjs [--presses 40]   (serves dist/: run `npm run build` first, as `npm run bench` does)
// The view keeps its last frames' paint times (ms) on its canvas (`frameTimes`); the gaps between animation frames are timed by a frame callback of the bench's own while turns glide.
import { boardUi, launchBrowser, startPreview } from '../tests/e2e/helpers.mjs';

const args = process.argv.slice(2);
const PRESSES = Number(args[args.indexOf('--presses') + 1] || 40);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];

const server = await startPreview();
let browser = null;
const rows = [];
try {
  browser = await launchBrowser();
  for (const side of [10, 1000]) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(server.url);
    await page.waitForFunction(() => performance.getEntriesByName('board-ready').length > 0, null, { timeout: 60_000 });
    const b = boardUi(page);
    await b.field('Rows').fill(String(side));
    await b.field('Columns').fill(String(side));
    await b.field('Seed').fill('1');
    await b.button('Play').click();
    await page.waitForFunction(() => /^Maze 1 from seed/.test(document.querySelector('#board .board-message').textContent), null, { timeout: 120_000 });
    await page.locator('#board').getByRole('button', { name: 'Inside', exact: true }).click();
    await page.waitForFunction(() => document.querySelector('#board canvas.board-inside').frameTimes.length > 0);
    const before = await page.evaluate(() => document.querySelector('#board canvas.board-inside').frameTimes.length);
    // Turns, one after another while the last still glides: the view paints every frame.
    await page.evaluate(() => {
      window.gaps = [];
      let last = 0;
      const tick = (now) => {
        if (last) window.gaps.push(now - last);
        last = now;
        window.gapFrame = requestAnimationFrame(tick);
      };
      window.gapFrame = requestAnimationFrame(tick);
    });
    for (let i = 0; i < PRESSES; i++) {
      await page.keyboard.press(i % 8 < 4 ? 'ArrowRight' : 'ArrowLeft');
      await page.waitForTimeout(60);
    }
    const gaps = await page.evaluate(() => {
      cancelAnimationFrame(window.gapFrame);
      return window.gaps;
    });
    const paints = (await page.evaluate(() => Array.from(document.querySelector('#board canvas.board-inside').frameTimes))).slice(before);
    const size = await page.evaluate(() => {
      const c = document.querySelector('#board canvas.board-inside');
      return `${c.width} x ${c.height}`;
    });
    rows.push({ side, size, frames: paints.length, median: median(paints), p90: pct(paints, 0.9), max: Math.max(...paints), gap: median(gaps), gap90: pct(gaps, 0.9) });
    await context.close();
  }
} finally {
  // A failing bench stops what it started.
  await browser?.close().catch(() => undefined);
  await server.close();
}
console.log('| maze | canvas | frames painted | paint a frame, median | 90th percentile | most | between frames, median | 90th percentile |');
console.log('|---|---|---|---|---|---|---|---|');
for (const r of rows)
  console.log(`| ${r.side} x ${r.side} | ${r.size} | ${r.frames} | ${r.median.toFixed(2)} ms | ${r.p90.toFixed(2)} ms | ${r.max.toFixed(2)} ms | ${r.gap.toFixed(1)} ms | ${r.gap90.toFixed(1)} ms |`);
console.log(`\nload average: ${(await import('node:os')).loadavg().map((x) => x.toFixed(2)).join(', ')}`);
