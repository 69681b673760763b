// Soak: 200 checks of a challenge and 200 mazes grown, one after another; memory stays flat, nothing slows, no errors.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  acquireLesson,
  printed,
  programSection,
  pythonStats,
  releaseLesson,
  runProgram,
  setProgram,
  solution,
  boardUi,
} from './helpers.mjs';

const ROUNDS = 200;
const WINDOW = 20; // first and last 20 are compared
const WARM_UP = 5; // Python loads and the code warms up before the clocks start
const HEAP_MARGIN = 1.1;
const TIME_MARGIN = 1.5;
const CHALLENGE = 'dead_ends'; // a quick right answer: the check's own work is what is measured
// Run in another editor to read Python's own memory: its live objects, and the size of Pyodide's wasm memory
// (which only ever grows, so any leak inside Python shows there).
const PROBE = 'openings';
const PROBE_CODE = [
  'import gc',
  'import pyodide_js',
  'gc.collect()',
  'print("objects", len(gc.get_objects()), "wasm", pyodide_js._module.HEAPU8.length)',
].join('\n');

const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;

/**
 * The JS heaps of the Python workers, through the page's DevTools session: workers are attached to it
 * (the non-flat way, so one Playwright CDP session is enough), then garbage-collected and read.
 */
class WorkerHeaps {
  #cdp;
  #sessions = new Set();
  #waiting = new Map();
  #next = 1;

  constructor(cdp) {
    this.#cdp = cdp;
    cdp.on('Target.attachedToTarget', (e) => {
      if (e.targetInfo.type === 'worker') this.#sessions.add(e.sessionId);
    });
    cdp.on('Target.detachedFromTarget', (e) => this.#sessions.delete(e.sessionId));
    cdp.on('Target.receivedMessageFromTarget', (e) => {
      const message = JSON.parse(e.message);
      this.#waiting.get(message.id)?.(message);
      this.#waiting.delete(message.id);
    });
  }

  start() {
    return this.#cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: false });
  }

  get count() {
    return this.#sessions.size;
  }

  async #send(sessionId, method) {
    const id = this.#next++;
    const answer = new Promise((resolve) => this.#waiting.set(id, resolve));
    await this.#cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method }) });
    const message = await answer;
    if (message.error) throw new Error(`${method}: ${message.error.message}`);
    return message.result;
  }

  /** Bytes in use over all the workers, after a collection in each. */
  async used() {
    let total = 0;
    for (const session of this.#sessions) {
      await this.#send(session, 'HeapProfiler.collectGarbage');
      total += (await this.#send(session, 'Runtime.getHeapUsage')).usedSize;
    }
    return total;
  }
}

describe('soak', () => {
  let lesson;
  let page;

  before(async () => {
    lesson = await acquireLesson();
    // A browser that does not save data: both Python workers (the one in use and the spare) are read.
    page = await lesson.newPage({ preload: true });
    await page.waitForFunction(() => document.querySelector('.board-pieces')?.textContent === 'Pieces: 100', null, { timeout: 60_000 });
  });

  after(async () => {
    await page?.close();
    await releaseLesson();
  });

  test(`${ROUNDS} checks and ${ROUNDS} mazes: every heap flat, times flat, no errors`, { timeout: 12 * 60_000 }, async () => {
    const started = Date.now();
    const cdp = await page.context().newCDPSession(page);
    const workers = new WorkerHeaps(cdp);
    await workers.start();

    const board = page.locator('#board');
    await boardUi(page).field('Speed').fill('8');
    const grow = board.getByRole('button', { name: 'Grow a maze', exact: true });
    // Counts the grows that end: a state change the page makes, so two grows in a row (both "Pieces: 1") are told apart.
    await page.evaluate(() => {
      const root = document.querySelector('.board[data-state]');
      window.soakGrown = 0;
      new MutationObserver((records) => {
        for (const r of records) if (r.oldValue === 'growing' && root.dataset.state === 'done') window.soakGrown++;
      }).observe(root, { attributes: true, attributeFilter: ['data-state'], attributeOldValue: true });
    });

    await setProgram(page, CHALLENGE, solution(CHALLENGE));
    await setProgram(page, PROBE, PROBE_CODE);
    const section = programSection(page, CHALLENGE);
    const check = section.getByRole('button', { name: 'Check my program', exact: true });
    const status = await section.getByRole('status').elementHandle();
    const checkHandle = await check.elementHandle();

    async function growOnce() {
      const before = await page.evaluate(() => window.soakGrown);
      const t = Date.now();
      await grow.click();
      await page.waitForFunction(
        (n) => window.soakGrown > n && document.querySelector('.board-pieces')?.textContent === 'Pieces: 1',
        before,
        { timeout: 60_000 },
      );
      return Date.now() - t;
    }

    async function checkOnce() {
      const t = Date.now();
      await check.click();
      // The click empties the status at once ("Making the test mazes…"), so an old result is never read as new.
      await page.waitForFunction(
        ([s, c]) => /Passed \d+ of \d+ tests/.test(s.textContent) && !c.disabled,
        [status, checkHandle],
        { timeout: 120_000 },
      );
      const ms = Date.now() - t;
      const text = await status.evaluate((el) => el.textContent);
      assert.match(text, /^Passed (\d+) of \1 tests\. ★ earned!/, 'every check passes every test');
      return ms;
    }

    async function heaps() {
      await runProgram(page, PROBE);
      const [, objects, wasm] = /^objects (\d+) wasm (\d+)\n$/.exec(await printed(page, PROBE)).map(Number);
      await cdp.send('HeapProfiler.collectGarbage');
      const js = (await cdp.send('Runtime.getHeapUsage')).usedSize;
      const engine = await page.evaluate(() => window.mazeLesson.engineHeap());
      const python = await workers.used();
      return { js, engine, python, objects, wasm };
    }

    for (let i = 0; i < WARM_UP; i++) {
      await growOnce();
      await checkOnce();
    }
    assert.ok(workers.count >= 1, 'the Python workers are attached for reading their heaps');

    const grows = [];
    const checks = [];
    const samples = [];
    for (let i = 0; i < ROUNDS; i++) {
      grows.push(await growOnce());
      checks.push(await checkOnce());
      if (i < WINDOW || i >= ROUNDS - WINDOW || i % 20 === 0) samples.push({ round: i, ...(await heaps()) });
    }

    // A busy machine can slow a stretch of rounds for reasons of its own: if the last 20 look slow,
    // 20 more are timed; a real slowdown (a leak, work piling up) is still there in them.
    const first = { check: mean(checks.slice(0, WINDOW)), grow: mean(grows.slice(0, WINDOW)) };
    let last = { check: mean(checks.slice(-WINDOW)), grow: mean(grows.slice(-WINDOW)) };
    let retimed = false;
    if (last.check > TIME_MARGIN * first.check || last.grow > TIME_MARGIN * first.grow) {
      retimed = true;
      const again = { check: [], grow: [] };
      for (let i = 0; i < WINDOW; i++) {
        again.grow.push(await growOnce());
        again.check.push(await checkOnce());
      }
      last = { check: mean(again.check), grow: mean(again.grow) };
    }

    const head = samples.filter((s) => s.round < WINDOW);
    const tail = samples.filter((s) => s.round >= ROUNDS - WINDOW);
    const heap = (key, part) => mean(part.map((s) => s[key]));
    const figures = {
      js: [heap('js', head), heap('js', tail)],
      engine: [heap('engine', head), heap('engine', tail)],
      python: [heap('python', head), heap('python', tail)],
      objects: [heap('objects', head), heap('objects', tail)],
      wasm: [heap('wasm', head), heap('wasm', tail)],
    };
    const trace = samples.filter((s) => s.round % 20 === 0 || s.round === ROUNDS - 1);
    console.log(`# soak: ${ROUNDS} checks of ${CHALLENGE} and ${ROUNDS} mazes grown in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    console.log(`# soak: page JS heap after GC, mean of first ${WINDOW} ${kb(figures.js[0])}, last ${WINDOW} ${kb(figures.js[1])} (x${(figures.js[1] / figures.js[0]).toFixed(3)})`);
    console.log(`# soak: engine (wasm) heap in use, first ${figures.engine[0].toFixed(0)} bytes, last ${figures.engine[1].toFixed(0)} bytes (x${(figures.engine[1] / figures.engine[0]).toFixed(3)})`);
    console.log(`# soak: Python workers' JS heap after GC (${workers.count} workers), first ${kb(figures.python[0])}, last ${kb(figures.python[1])} (x${(figures.python[1] / figures.python[0]).toFixed(3)})`);
    console.log(`# soak: Python objects after gc.collect(), first ${figures.objects[0].toFixed(0)}, last ${figures.objects[1].toFixed(0)}; Pyodide wasm memory, first ${kb(figures.wasm[0])}, last ${kb(figures.wasm[1])}`);
    console.log(`# soak: check time, mean of first ${WINDOW} ${first.check.toFixed(0)} ms, last ${WINDOW} ${last.check.toFixed(0)} ms (x${(last.check / first.check).toFixed(2)})${retimed ? ', last timed again' : ''}`);
    console.log(`# soak: grow time, mean of first ${WINDOW} ${first.grow.toFixed(0)} ms, last ${WINDOW} ${last.grow.toFixed(0)} ms (x${(last.grow / first.grow).toFixed(2)})`);
    console.log(`# soak: every 20 rounds (page JS / engine bytes / Python workers' JS / Python objects): ${trace.map((s) => `${s.round}: ${kb(s.js)} / ${s.engine} / ${kb(s.python)} / ${s.objects}`).join(', ')}`);

    assert.ok(figures.js[1] <= HEAP_MARGIN * figures.js[0], `page JS heap grew: ${JSON.stringify(figures.js)}`);
    assert.ok(figures.engine[1] <= HEAP_MARGIN * figures.engine[0], `engine heap grew: ${JSON.stringify(figures.engine)}`);
    assert.ok(figures.python[1] <= HEAP_MARGIN * figures.python[0], `Python workers' heap grew: ${JSON.stringify(figures.python)}`);
    assert.ok(figures.objects[1] <= HEAP_MARGIN * figures.objects[0], `Python objects piled up: ${JSON.stringify(figures.objects)}`);
    assert.ok(figures.wasm[1] <= HEAP_MARGIN * figures.wasm[0], `Pyodide's memory grew: ${JSON.stringify(figures.wasm)}`);
    assert.ok(last.check <= TIME_MARGIN * first.check, `checks slowed down: ${first.check} ms, then ${last.check} ms`);
    assert.ok(last.grow <= TIME_MARGIN * first.grow, `grows slowed down: ${first.grow} ms, then ${last.grow} ms`);

    const stats = await pythonStats(page);
    assert.equal(stats.replaced, 0, 'Python never had to be restarted');
    await cdp.detach();
  });

  test('no errors in the console', () => {
    assert.deepEqual(page.problems, []);
  });
});
