// play_latency.mjs: Play's key press to the frame drawn with the player moved, in Chromium, at 10 x 10 and 1000 x 1000.
// Usage: node bench/play_latency.mjs [--presses 60]   (serves dist/: run `npm run build` first, as `npm run bench` does)
// A press is timed from the key event's own time stamp to an animation frame callback queued after the
// board's own draw (the same frame, later in it): what the page does between a key and a picture on screen.
import { eachPlay, loadLine, median, pct } from './play_page.mjs';

const args = process.argv.slice(2);
const PRESSES = Number(args[args.indexOf('--presses') + 1] || 60);

// Python loads in the background once the board is ready: timed once it has, as a student who stayed a while plays.
const pythonLoaded = (page) => page.waitForFunction(() => window.mazeLesson.python.stats.loadMs.length > 0, null, { timeout: 120_000 });
const rows = await eachPlay([10, 1000], async (page, side) => {
  // Each key press: the time from the key to a frame callback queued after the board's draw.
  await page.evaluate(() => {
    window.latencies = [];
    window.addEventListener('keydown', (e) => {
      const t0 = e.timeStamp;
      requestAnimationFrame(() => window.latencies.push(performance.now() - t0));
    });
  });
  const heard = () => page.locator('#board .board-play-heard').textContent();
  let moved = 0;
  for (let i = 0; i < PRESSES; i++) {
    const ways = ((await heard()).match(/Ways on: ([a-z, -]+)\./)?.[1] ?? 'right').split(', ');
    await page.keyboard.press({ up: 'ArrowUp', down: 'ArrowDown', left: 'ArrowLeft', right: 'ArrowRight' }[ways[i % ways.length]]);
    if ((await heard()) !== 'A wall.') moved++;
    await page.waitForTimeout(30);
  }
  const ms = await page.evaluate(() => window.latencies);
  return { side, presses: ms.length, moved, median: median(ms), p90: pct(ms, 0.9), max: Math.max(...ms) };
}, { ready: pythonLoaded });
console.log('| maze | presses (moves) | key to drawn frame, median | 90th percentile | most |');
console.log('|---|---|---|---|---|');
for (const r of rows) console.log(`| ${r.side} x ${r.side} | ${r.presses} (${r.moved}) | ${r.median.toFixed(1)} ms | ${r.p90.toFixed(1)} ms | ${r.max.toFixed(1)} ms |`);
console.log(await loadLine());
