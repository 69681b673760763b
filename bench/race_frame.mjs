// race_frame.mjs: the robot page's race of four rules (right hand, Pledge, Trémaux, the random mouse: the page's first four)
// and of four rules of the map (bfs, dfs, A*, dead-end filling) on a maze of 10, 100 and 1000 a side, in Chromium at
// 1280 x 800: the time between the frames while Run steps every board, and the steps a second each board took.
// Usage: node bench/race_frame.mjs [--seconds 6]   (serves dist/: run `npm run build` first, as `npm run bench` does)
import { justTellMe, launchBrowser, startPreview } from '../tests/e2e/helpers.mjs';
import { frameGaps, loadLine, median, pct, timeFrames } from './play_page.mjs';

const args = process.argv.slice(2);
const SECONDS = Number(args[args.indexOf('--seconds') + 1] || 6);
const RACES = {
  'without a map': ['right-hand', 'pledge', 'tremaux', 'random-mouse'],
  'with the map': ['bfs', 'dfs', 'a-star', 'dead-end-filling'],
};

const server = await startPreview();
const browser = await launchBrowser();
const rows = [];
try {
  for (const [which, rules] of Object.entries(RACES))
    for (const side of [10, 100, 1000]) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await page.goto(`${server.url}robot.html`);
      await page.waitForFunction(() => performance.getEntriesByName('robot-race-ready').length > 0, null, { timeout: 60_000 });
      await justTellMe(page, 'robot-race');
      const race = page.locator('#robot-race');
      // The rules of this race ticked, one at a time, the count kept within two to four as the page asks.
      const box = (rule) => race.locator(`.robot-race-rules input[value="${rule}"]`);
      const others = async () => (await race.locator('.robot-race-rules input:checked').evaluateAll((all) => all.map((b) => b.value))).filter((r) => !rules.includes(r));
      for (const rule of rules) {
        if (await box(rule).isChecked()) continue;
        if ((await race.locator('.robot-race-rules input:checked').count()) === 4) await box((await others())[0]).uncheck();
        await box(rule).check();
      }
      for (const rule of await others()) await box(rule).uncheck();
      await race.getByLabel('Size').selectOption(String(side));
      await page.waitForFunction((s) => document.querySelector('#robot-race .race-seed').textContent.includes(s === 10 ? 'seed' : `${s} x ${s}`), side);
      const before = await race.locator('[data-count="steps"]').allTextContents();
      await timeFrames(page);
      await race.getByRole('button', { name: 'Run', exact: true }).click();
      const started = Date.now();
      await page.waitForTimeout(SECONDS * 1000);
      const gaps = await frameGaps(page);
      const seconds = (Date.now() - started) / 1000;
      const after = (await race.locator('[data-count="steps"]').allTextContents()).map(Number);
      const done = await race.locator('.race-board[data-done="true"]').count();
      const steps = after.map((n, i) => n - Number(before[i]));
      rows.push({ which, side, frames: gaps.length, gap: median(gaps), gap90: pct(gaps, 0.9), most: Math.max(...gaps), rate: Math.round(Math.max(...steps) / seconds), done });
      await context.close();
    }
} finally {
  await browser.close().catch(() => undefined);
  await server.close();
}
console.log('| race of four | maze | frames | between frames, median | 90th percentile | most | steps a second (the board that took most) | boards done |');
console.log('|---|---|---|---|---|---|---|---|');
for (const r of rows)
  console.log(`| ${r.which} | ${r.side} x ${r.side} | ${r.frames} | ${r.gap.toFixed(1)} ms | ${r.gap90.toFixed(1)} ms | ${r.most.toFixed(1)} ms | ${r.rate} | ${r.done} of 4 |`);
console.log(await loadLine());
