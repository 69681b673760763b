// inside_frame.mjs: Play's Inside view on a 1000 x 1000 maze (and 10 x 10): the time to paint one frame (rays, pixels, the small map) and the time between frames while it glides, in Chromium.
// Usage: node bench/inside_frame.mjs [--presses 40]   (serves dist/: run `npm run build` first, as `npm run bench` does)
// The view keeps its last frames' paint times (ms) on its canvas (`frameTimes`); the gaps between animation frames are timed by a frame callback of the bench's own while turns glide.
import { eachPlay, frameGaps, loadLine, median, pct, timeFrames } from './play_page.mjs';

const args = process.argv.slice(2);
const PRESSES = Number(args[args.indexOf('--presses') + 1] || 40);

const rows = await eachPlay([10, 1000], async (page, side) => {
  await page.locator('#board').getByRole('button', { name: 'Inside', exact: true }).click();
  await page.waitForFunction(() => document.querySelector('#board canvas.board-inside').frameTimes.length > 0);
  const before = await page.evaluate(() => document.querySelector('#board canvas.board-inside').frameTimes.length);
  // Turns, one after another while the last still glides: the view paints every frame.
  await timeFrames(page);
  for (let i = 0; i < PRESSES; i++) {
    await page.keyboard.press(i % 8 < 4 ? 'ArrowRight' : 'ArrowLeft');
    await page.waitForTimeout(60);
  }
  const gaps = await frameGaps(page);
  const paints = (await page.evaluate(() => Array.from(document.querySelector('#board canvas.board-inside').frameTimes))).slice(before);
  const size = await page.evaluate(() => {
    const c = document.querySelector('#board canvas.board-inside');
    return `${c.width} x ${c.height}`;
  });
  return { side, size, frames: paints.length, median: median(paints), p90: pct(paints, 0.9), max: Math.max(...paints), gap: median(gaps), gap90: pct(gaps, 0.9) };
});
console.log('| maze | canvas | frames painted | paint a frame, median | 90th percentile | most | between frames, median | 90th percentile |');
console.log('|---|---|---|---|---|---|---|---|');
for (const r of rows)
  console.log(`| ${r.side} x ${r.side} | ${r.size} | ${r.frames} | ${r.median.toFixed(2)} ms | ${r.p90.toFixed(2)} ms | ${r.max.toFixed(2)} ms | ${r.gap.toFixed(1)} ms | ${r.gap90.toFixed(1)} ms |`);
console.log(await loadLine());
