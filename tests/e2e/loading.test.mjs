// Loading lean: one engine .wasm (no base64 copy), compiled once and handed to the big-maze worker; Python loads after the board (on Run, when saving data).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { acquireLesson, boardUi, noQuestions, printed, programSection, releaseLesson } from './helpers.mjs';
import { EXPECTED_OUTPUT } from './expected.mjs';

/** The engine's file: its name carries a hash of its content. */
const ENGINE_WASM = /\/maze_engine-[\w-]{6,}\.wasm$/;
/** A run of base64 this long in a script would be an embedded binary (the engine was 170,211 characters). */
const LONG_BASE64 = /[A-Za-z0-9+/]{5000,}/;

const waitForText = (page, selector, text, timeout = 120_000) =>
  page.waitForFunction(([s, t]) => document.querySelector(s)?.textContent === t, [selector, text], { timeout });

/** Every state Step 1's Run line goes through until its program has printed (start it before Run). */
function runStates(page) {
  return page.evaluate(() => {
    const line = document.querySelector('#step-1 .run-state');
    const seen = [];
    return new Promise((done) => {
      const observer = new MutationObserver(() => {
        seen.push(line.textContent);
        if (document.querySelector('#step-1 .printed')?.textContent) {
          observer.disconnect();
          done(seen);
        }
      });
      observer.observe(document.querySelector('#step-1'), { subtree: true, childList: true, characterData: true });
    });
  });
}

describe('loading', () => {
  let lesson;
  let context;
  let page;
  // Every request the context sees (the page and its workers), with its response.
  const requests = [];
  let boardReadyAt = 0;

  before(async () => {
    lesson = await acquireLesson();
    context = await lesson.browser.newContext({ viewport: { width: 1280, height: 900 } });
    context.on('request', (r) => requests.push({ url: r.url(), request: r }));
    page = await context.newPage();
    await noQuestions(page);
    page.problems = [];
    page.on('console', (m) => m.type() === 'error' && page.problems.push(`console: ${m.text()}`));
    page.on('pageerror', (e) => page.problems.push(`page error: ${e.message}`));
    await page.goto(lesson.url);
    await page.waitForFunction(() => performance.getEntriesByName('board-ready').length > 0, null, { timeout: 60_000 });
    boardReadyAt = await page.evaluate(() => performance.timeOrigin + performance.getEntriesByName('board-ready')[0].startTime);
  });

  after(async () => {
    await context?.close();
    await releaseLesson();
  });

  const wasmFiles = () => requests.filter((r) => new URL(r.url).pathname.endsWith('.wasm'));
  const engineFiles = () => wasmFiles().filter((r) => !new URL(r.url).pathname.includes('/pyodide/'));

  test('the page fetches the engine as one hashed .wasm file, and no script carries it as base64', async () => {
    const engine = engineFiles();
    assert.equal(engine.length, 1, `engine files: ${engine.map((r) => r.url).join(', ')}`);
    assert.match(engine[0].url, ENGINE_WASM);
    // Timed by the page's own clock: the request event reaches this process late when the machine is busy.
    const [arrived, drawn] = await page.evaluate((engineName) => [
      performance.getEntriesByType('resource').find((e) => new RegExp(engineName).test(e.name))?.responseEnd,
      performance.getEntriesByName('board-ready')[0].startTime,
    ], ENGINE_WASM.source);
    assert.ok(arrived !== undefined, 'the page itself fetched the engine');
    assert.ok(arrived <= drawn, `the engine came (${arrived} ms) before the board was drawn (${drawn} ms)`);
    const response = await engine[0].request.response();
    assert.equal(response.headers()['content-type'], 'application/wasm', 'served so that it compiles while it streams');
    if (!process.env.LESSON_URL) assert.match(response.headers()['cache-control'] ?? '', /max-age=31536000/);
    const scripts = requests.filter((r) => /\.m?js$/.test(new URL(r.url).pathname));
    assert.ok(scripts.length >= 2, 'the page loaded its scripts');
    for (const script of scripts) {
      const body = (await (await script.request.response()).body()).toString('utf8');
      assert.doesNotMatch(body, LONG_BASE64, `${script.url} holds a long base64 run`);
    }
  });

  test('a huge maze grows in the worker with the compiled engine, and the file is not fetched again', async () => {
    const board = page.locator('#board');
    await boardUi(page).field('Rows').fill('1000');
    await boardUi(page).field('Columns').fill('1000');
    await waitForText(page, '#board .board-pieces', 'Pieces: 1,000,000');
    await board.getByRole('button', { name: 'Grow a maze', exact: true }).click();
    await waitForText(page, '#board .board-pieces', 'Pieces: 1');
    assert.ok(page.workers().some((w) => /big_worker/.test(w.url())), 'the big-maze worker ran');
    assert.equal(engineFiles().length, 1, `engine files: ${engineFiles().map((r) => r.url).join(', ')}`);
  });

  test('Python starts loading after the board is drawn, with no Run pressed, and the first Run finds it ready', async () => {
    const stats = () => page.evaluate(() => window.mazeLesson.python.stats.loadMs.length);
    await page.waitForFunction(() => window.mazeLesson.python.stats.loadMs.length > 0, null, { timeout: 90_000 });
    const python = wasmFiles().filter((r) => r.url.endsWith('/pyodide/pyodide.asm.wasm'));
    assert.ok(python.length >= 1, 'Pyodide was fetched');
    // On the browser's clock: each Python worker's own fetch of it against the page's mark.
    const fetchedAt = [];
    for (const worker of page.workers()) {
      const at = await worker.evaluate(() => {
        const entry = performance.getEntriesByType('resource').find((e) => e.name.endsWith('/pyodide/pyodide.asm.wasm'));
        return entry ? performance.timeOrigin + entry.startTime : null;
      });
      if (at !== null) fetchedAt.push(at);
    }
    assert.ok(fetchedAt.length >= 1, 'a worker of the page fetched Python');
    const first = Math.min(...fetchedAt);
    console.log(`# loading: Python fetched ${(first - boardReadyAt).toFixed(0)} ms after the board was drawn`);
    assert.ok(first >= boardReadyAt, `Python fetched at ${first}, the board drawn at ${boardReadyAt}`);
    assert.ok((await stats()) >= 1);

    const section = programSection(page, 'openings');
    const shown = runStates(page);
    const clickAt = Date.now();
    await section.getByRole('button', { name: 'Run', exact: true }).click();
    const states = await shown;
    console.log(`# loading: first Run to first printed line ${Date.now() - clickAt} ms (Run pressed ${((clickAt - boardReadyAt) / 1000).toFixed(1)} s after the board was drawn)`);
    assert.ok(!states.some((s) => /Loading Python/.test(s)), `states: ${JSON.stringify(states)}`);
    await page.waitForFunction(() => !document.querySelector('#step-1 .toolbar button')?.disabled, null, { timeout: 60_000 });
    assert.equal(await printed(page, 'openings'), EXPECTED_OUTPUT.openings);
    assert.deepEqual(page.problems, []);
  });
});

describe('loading, in a browser that asks to save data', () => {
  let lesson;
  let context;
  let page;
  const python = [];

  before(async () => {
    lesson = await acquireLesson();
    context = await lesson.browser.newContext({ viewport: { width: 1280, height: 900 } });
    context.on('request', (r) => r.url().includes('/pyodide/') && python.push({ url: r.url(), at: Date.now() }));
    page = await lesson.newPage({ context }); // it asks to save data (Save-Data)
    await page.waitForFunction(() => performance.getEntriesByName('board-ready').length > 0, null, { timeout: 60_000 });
  });

  after(async () => {
    await context?.close();
    await releaseLesson();
  });

  test('Python is not fetched while the student reads; the first Run fetches it, says so, and prints; no spare', async () => {
    assert.equal(await page.evaluate(() => navigator.connection.saveData), true);
    // Long past the moment a page that is not saving data starts loading Python (idle, at most 2 s).
    await page.waitForTimeout(4000);
    assert.deepEqual(python, [], 'nothing of Python fetched before a Run');

    const states = runStates(page);
    const clickAt = Date.now();
    await programSection(page, 'openings').getByRole('button', { name: 'Run', exact: true }).click();
    assert.ok((await states).some((s) => /^Loading Python… \(the first time takes a few seconds\)$/.test(s)), 'the student is told what is happening');
    assert.ok(python.some((r) => r.url.endsWith('/pyodide/pyodide.asm.wasm') && r.at >= clickAt), 'Python fetched after Run');
    await page.waitForFunction(() => !document.querySelector('#step-1 .toolbar button')?.disabled, null, { timeout: 60_000 });
    assert.equal(await printed(page, 'openings'), EXPECTED_OUTPUT.openings);
    // No spare Python either (elsewhere one loads once a first program has finished).
    await page.waitForTimeout(3000);
    const pythons = page.workers().filter((w) => /\/worker-[\w-]+\.js$/.test(w.url()));
    assert.equal(pythons.length, 1, `Python workers: ${pythons.map((w) => w.url()).join(', ')}`);
    assert.deepEqual(page.problems, []);
  });
});
