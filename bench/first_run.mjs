// first_run.mjs: Step 1's first Run, from the press to its first printed line, on the built page in Chromium:
// warm (the student stayed on the page 15 s, then went to Step 1: Python warmed up meanwhile) and cold
// (Run pressed as soon as the board is drawn: Python loads then). A fresh browser context for each load. Then back
// again, in a browser that ran a program here before: its Python starts from the memory the first visit kept
// (web/src/python/kept_start.ts), beside the same visit with that memory forgotten, load by load in turn.
// Usage: node bench/first_run.mjs [--loads 3] [--stay 15000]   (serves dist/: `npm run build` first, as `npm run bench` does)
import { launchBrowser, output, programSection, startPreview } from '../tests/e2e/helpers.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const LOADS = option('loads', 3);
const STAY = option('stay', 15_000);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const KEPT = 'maze-lesson:python-start';

/**
 * One load; Run pressed `after` ms after the board is drawn; ms from the press to the first printed line. In a fresh
 * context, or in `back` (a context that visited before), with its kept Python forgotten when `forget` is set.
 */
async function firstRun(browser, url, after, { back = null, forget = false } = {}) {
  const context = back ?? (await browser.newContext({ viewport: { width: 1280, height: 800 } }));
  try {
    const page = await context.newPage();
    await page.goto(url);
    await page.waitForFunction(() => performance.getEntriesByName('board-ready').length > 0, null, { timeout: 60_000 });
    if (forget) await page.evaluate((key) => localStorage.removeItem(key), KEPT);
    await page.waitForTimeout(after);
    const run = programSection(page, 'openings').getByRole('button', { name: 'Run', exact: true });
    await run.scrollIntoViewIfNeeded({ timeout: 60_000 });
    const loaded = await page.evaluate(() => window.mazeLesson.python.stats.loadMs.length > 0);
    await page.evaluate(() => {
      window.firstLine = new Promise((done) => {
        const out = document.querySelector('[aria-label="Output: openings"]');
        const look = () => out.querySelector('.printed')?.textContent && done(performance.now());
        new MutationObserver(look).observe(out, { subtree: true, childList: true, characterData: true });
      });
      document.addEventListener('click', () => (window.clickAt ??= performance.now()), { capture: true });
    });
    await run.click();
    await output(page, 'openings').locator('.printed').waitFor({ timeout: 120_000 });
    const [clickAt, lineAt] = await page.evaluate(async () => [window.clickAt, await window.firstLine]);
    // A visit that kept Python's memory: the next one finds it (the page keeps it once the first program is done).
    if (back) await page.waitForFunction((key) => localStorage.getItem(key), KEPT, { timeout: 60_000 });
    await page.close();
    return { ms: lineAt - clickAt, loaded };
  } finally {
    if (!back) await context.close();
  }
}

const server = await startPreview();
let browser = null;
try {
  browser = await launchBrowser();
  const rows = [];
  for (const [name, after] of [[`warm: Run ${STAY / 1000} s after the board is drawn`, STAY], ['cold: Run as soon as the board is drawn', 0]]) {
    const runs = [];
    for (let i = 0; i < LOADS; i++) runs.push(await firstRun(browser, server.url, after));
    rows.push({ name, runs });
  }
  const back = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await firstRun(browser, server.url, 0, { back }); // the first visit
  const kept = { name: 'back again: Run as soon as the board is drawn, Python kept', runs: [] };
  const forgotten = { name: 'back again: the same, the kept Python forgotten', runs: [] };
  for (let i = 0; i < LOADS; i++) {
    kept.runs.push(await firstRun(browser, server.url, 0, { back }));
    forgotten.runs.push(await firstRun(browser, server.url, 0, { back, forget: true }));
  }
  rows.push(kept, forgotten);
  await back.close();
  console.log('| Step 1, first Run | press to first printed line, median | each load | Python loaded before the press |');
  console.log('|---|---|---|---|');
  for (const { name, runs } of rows)
    console.log(`| ${name} | ${median(runs.map((r) => r.ms)).toFixed(0)} ms | ${runs.map((r) => r.ms.toFixed(0)).join(', ')} ms | ${runs.filter((r) => r.loaded).length} of ${runs.length} |`);
  console.log(`\nload average: ${(await import('node:os')).loadavg().map((x) => x.toFixed(2)).join(', ')}`);
} finally {
  // A failing bench stops what it started.
  await browser?.close().catch(() => undefined);
  await server.close();
}
