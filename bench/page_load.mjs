// page_load.mjs: what the built page downloads and how soon it is ready, in Chromium (fresh context each load).
// Usage: node bench/page_load.mjs [--dist DIR ...] [--loads 5] [--runs 3] [--click-after MS]
// Board ready = the performance mark 'board-ready' (the first frame the board draws from the engine).
import { spawn } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { join, resolve } from 'node:path';
import { ROOT, boardUi, freePort, launchBrowser, output, programSection } from '../tests/e2e/helpers.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : fallback;
};
// --dist may be given more than once; the default is the project's dist/.
const DISTS = args.flatMap((a, i) => (args[i - 1] === '--dist' ? [resolve(a)] : []));
if (DISTS.length === 0) DISTS.push(join(ROOT, 'dist'));
const LOADS = Number(option('loads', 5));
const RUNS = Number(option('runs', 3));
const CLICK_AFTER = Number(option('click-after', 10_000));
const VITE = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const kb = (n) => `${(n / 1024).toFixed(0)} KB`;

async function serve(dist) {
  const port = await freePort();
  const child = spawn(process.execPath, [VITE, 'preview', '--config', 'vite.config.ts', '--outDir', dist,
    '--host', '127.0.0.1', '--port', String(port), '--strictPort'], { cwd: ROOT, stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}/`;
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(url)).ok) return { url, close: () => child.kill('SIGTERM') };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  child.kill();
  throw new Error('vite preview did not start');
}

/** A fresh page that records every response body (the page's and its workers'). */
async function open(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const got = [];
  page.on('response', (response) => {
    got.push(response.body().then((body) => ({ url: response.url(), bytes: body.length, gzip: gzipSync(body).length }),
      () => null));
  });
  await page.goto(url);
  await page.waitForFunction(() => performance.getEntriesByName('board-ready').length > 0, null, { timeout: 60_000 });
  const seen = await page.evaluate(() => ({
    ready: performance.getEntriesByName('board-ready')[0].startTime,
    before: performance.getEntriesByType('resource').filter((e) => e.responseEnd <= performance.getEntriesByName('board-ready')[0].startTime).map((e) => e.name),
  }));
  return { context, page, seen, bodies: async () => (await Promise.all(got)).filter(Boolean) };
}

function sum(files) {
  return { count: files.length, bytes: files.reduce((a, f) => a + f.bytes, 0), gzip: files.reduce((a, f) => a + f.gzip, 0) };
}

/** One fresh load: the time to the board; on the first, every file (a 1000 x 1000 maze grown in the big-maze worker too). */
async function load(browser, url, withSizes) {
  const { context, page, seen, bodies } = await open(browser, url);
  let sizes = null;
  if (withSizes) {
    await page.waitForTimeout(1500);
    const b = boardUi(page);
    await b.field('Rows').fill('1000');
    await b.field('Columns').fill('1000');
    await b.button('Grow a maze').click();
    await page.waitForFunction(() => document.querySelector('#board .board-pieces')?.textContent === 'Pieces: 1', null, { timeout: 120_000 });
    await page.waitForTimeout(1500);
    const files = await bodies();
    const early = new Set([url, ...seen.before]);
    const isPython = (f) => f.url.includes('/pyodide/');
    sizes = {
      beforeBoard: sum(files.filter((f) => early.has(f.url))),
      page: sum(files.filter((f) => !isPython(f))),
      python: sum(files.filter(isPython)),
      wasm: files.filter((f) => /\.wasm$/.test(f.url)).map((f) => f.url.replace(url, '')),
      list: files.map((f) => `${f.url.replace(url, '/')} ${f.bytes} (${f.gzip} gzipped)${early.has(f.url) ? ' *' : ''}`),
    };
  }
  await context.close();
  return { ready: seen.ready, sizes };
}

/** One fresh load: Run pressed CLICK_AFTER ms after the board is ready; ms to the first printed line. */
async function firstRun(browser, url) {
  const { context, page, seen } = await open(browser, url);
  await page.waitForTimeout(CLICK_AFTER);
  await page.evaluate(() => {
    const w = window;
    w.firstLine = new Promise((done) => {
      const out = document.querySelector('[aria-label="Output: openings"]');
      const look = () => out.querySelector('.printed')?.textContent && done(performance.now());
      new MutationObserver(look).observe(out, { subtree: true, childList: true, characterData: true });
    });
    document.addEventListener('click', () => (w.clickAt ??= performance.now()), { capture: true });
  });
  await programSection(page, 'openings').getByRole('button', { name: 'Run', exact: true }).click();
  await output(page, 'openings').locator('.printed').waitFor({ timeout: 120_000 });
  const [clickAt, lineAt] = await page.evaluate(async () => [window.clickAt, await window.firstLine]);
  await context.close();
  return { clickAt, afterReady: clickAt - seen.ready, ms: lineAt - clickAt };
}

// Several dists are measured in turn, load by load, so a busy machine weighs on each alike.
// The servers and the browser are stopped even when a load fails.
const servers = [];
let browser = null;
try {
  for (const dist of DISTS) servers.push({ dist, ...(await serve(dist)), ready: [], runs: [], sizes: null });
  browser = await launchBrowser();
  for (let i = 0; i < LOADS; i++) {
    for (const s of servers) {
      const r = await load(browser, s.url, i === 0);
      s.ready.push(r.ready);
      s.sizes ??= r.sizes;
    }
  }
  for (let i = 0; i < RUNS; i++) for (const s of servers) s.runs.push(await firstRun(browser, s.url));
} finally {
  await browser?.close();
  for (const { close } of servers) close();
}

for (const { dist, sizes, ready, runs } of servers) {
  console.log(`\ndist: ${dist}`);
  console.log(`files (* = finished before the board was ready):\n  ${sizes.list.join('\n  ')}`);
  console.log(`.wasm files fetched: ${sizes.wasm.length ? sizes.wasm.join(', ') : 'none'}`);
  for (const [name, s] of Object.entries({ 'before the board is ready': sizes.beforeBoard, 'all, Python runtime aside (with a 1000 x 1000 maze grown)': sizes.page, 'Python runtime': sizes.python }))
    console.log(`${name}: ${s.count} files, ${kb(s.bytes)} raw, ${kb(s.gzip)} gzipped`);
  console.log(`board ready (ms after navigation start), ${LOADS} loads: ${ready.map((t) => t.toFixed(0)).join(', ')}; median ${median(ready).toFixed(0)}`);
  console.log(`first Run to first printed line (ms), ${RUNS} loads: ${runs.map((r) => `${r.ms.toFixed(0)} (click at ${r.clickAt.toFixed(0)} ms, ${r.afterReady.toFixed(0)} after ready)`).join('; ')}; median ${median(runs.map((r) => r.ms)).toFixed(0)}`);
}
console.log(`\nload average: ${(await import('node:os')).loadavg().map((x) => x.toFixed(2)).join(', ')}`);
