// A plain static host (no isolation headers, as a teacher copying dist/ gets): the page's service worker adds them, the page reloads once, and Stop interrupts Python without a new one.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { ROOT, acquireLesson, output, printed, pythonStats, releaseLesson, runProgram, setProgram, stopLoop, waitForText } from './helpers.mjs';
import { serveStatic } from './static_server.mjs';

const NAME = 'dead_ends';

/** Whether the page is cross-origin isolated, asked again until a reload in between has settled. */
async function isolatedSoon(page, timeout = 30_000) {
  const deadline = Date.now() + timeout;
  for (;;) {
    try {
      if (await page.evaluate(() => crossOriginIsolated && typeof SharedArrayBuffer === 'function')) return true;
    } catch {
      // the page was reloading
    }
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('on a plain static host', () => {
  let lesson;
  let host;
  let context;
  let page;
  const loads = [];

  before(async () => {
    lesson = await acquireLesson();
    host = await serveStatic(join(ROOT, 'dist'));
    context = await lesson.browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    page.problems = [];
    page.on('pageerror', (e) => page.problems.push(`page error: ${e.message}`));
    page.on('console', (m) => m.type() === 'error' && page.problems.push(`console: ${m.text()}`));
    page.on('framenavigated', (frame) => frame === page.mainFrame() && loads.push(frame.url()));
    await page.goto(host.url);
  });

  after(async () => {
    await context?.close();
    await host?.close();
    await releaseLesson();
  });

  test('the host sends no isolation headers; the service worker makes the page isolated with one reload, and no more', async () => {
    const response = await fetch(host.url);
    assert.equal(response.headers.get('cross-origin-embedder-policy'), null);
    assert.equal(response.headers.get('cross-origin-opener-policy'), null);
    assert.equal(await isolatedSoon(page), true, 'isolated after the reload');
    await waitForText(page, '#board .board-pieces', 'Pieces: 100');
    // Long enough for a second reload, were there one.
    await page.waitForTimeout(3000);
    assert.deepEqual(loads, [host.url, host.url], 'the first load and one reload');
    assert.equal(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL), `${host.url}isolation-sw.js`);
    const stats = await pythonStats(page);
    assert.equal(stats.isolated, true);
    assert.equal(stats.sharedMemory, true);
  });

  test('Stop interrupts a running program without loading Python again', async () => {
    await setProgram(page, NAME, 'print(6 * 7)');
    await runProgram(page, NAME);
    assert.equal(await printed(page, NAME), '42\n');
    const before = await pythonStats(page);
    const took = await stopLoop(page, NAME);
    assert.match(await output(page, NAME).textContent(), /You stopped the program\./);
    const after = await pythonStats(page);
    assert.equal(after.replaced, before.replaced, 'no Python was replaced');
    assert.equal(after.loadMs.length, before.loadMs.length, 'no Python was loaded again');
    assert.equal(after.interruptMs.length, before.interruptMs.length + 1, 'one interrupt, answered');
    assert.ok(took < 1500, `stopped in ${took} ms`);
    await setProgram(page, NAME, 'print(6 * 7)');
    await runProgram(page, NAME);
    assert.equal(await printed(page, NAME), '42\n');
  });

  test('the time limit stops a loop at its line, without a new Python', async () => {
    const before = await pythonStats(page);
    await setProgram(page, NAME, 'count = 0\nwhile True:\n    count = count + 1');
    const text = await runProgram(page, NAME);
    assert.match(text, /Stopped after 5 seconds at line 3\./);
    assert.match(text, /KeyboardInterrupt/);
    const after = await pythonStats(page);
    assert.equal(after.replaced, before.replaced);
    assert.equal(after.loadMs.length, before.loadMs.length);
  });

  test('a second visit is isolated from its first load: no reload', async () => {
    const second = await context.newPage();
    const seen = [];
    second.on('framenavigated', (frame) => frame === second.mainFrame() && seen.push(frame.url()));
    await second.goto(host.url);
    assert.equal(await second.evaluate(() => crossOriginIsolated), true);
    await waitForText(second, '#board .board-pieces', 'Pieces: 100');
    assert.deepEqual(seen, [host.url]);
    await second.close();
  });

  test('with the network cut, a program still runs under the service worker', async () => {
    await context.setOffline(true);
    await setProgram(page, NAME, 'print("still here")');
    await runProgram(page, NAME);
    assert.equal(await printed(page, NAME), 'still here\n');
    await context.setOffline(false);
  });

  test('no errors in the console', () => {
    assert.deepEqual(page.problems, []);
  });
});
