// Runaway programs are stopped or reported in plain words, the page stays responsive, and the next run works.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  acquireLesson,
  checkProgram,
  output,
  printed,
  programSection,
  pythonStats,
  releaseLesson,
  runProgram,
  screenshotPath,
  setProgram,
  stopLoop,
} from './helpers.mjs';

const NAME = 'dead_ends'; // any editor will do; this one is short

/** A program that works, run after each runaway to show Python is fine again. */
async function nextRunWorks(page) {
  await setProgram(page, NAME, 'print(6 * 7)');
  await runProgram(page, NAME);
  assert.equal(await printed(page, NAME), '42\n');
}

/** How long the page's main thread takes to answer, while Python is busy. */
async function mainThreadDelay(page) {
  const start = Date.now();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(document.title))));
  return Date.now() - start;
}

const CASES = [
  {
    title: 'while True: pass is interrupted at the 5 s limit',
    code: 'count = 0\nwhile True:\n    count = count + 1',
    expect: [/Stopped after 5 seconds at line 3/, /while True/, /KeyboardInterrupt/],
    state: /ran too long/,
    slow: true,
  },
  {
    title: 'sum(range(10**12)) ignores the interrupt: its worker is ended and the spare takes over',
    code: 'print("adding up")\nprint(sum(range(10**12)))',
    expect: [/^adding up\n/, /Stopped after 5 seconds/, /can't be paused halfway/, /fresh Python/],
    state: /ran too long/,
    slow: true,
  },
  {
    title: 'infinite recursion is a RecursionError with its line',
    code: 'def go(n):\n    return go(n + 1)\n\ngo(0)',
    expect: [/thread got too long/, /at line 2, in go/, /RecursionError: maximum recursion depth exceeded/],
  },
  {
    title: 'recursion through max(key=...) kills Pyodide: reported as too deep, worker replaced',
    code: 'def biggest(x):\n    return max([x], key=biggest)\n\nbiggest(1)',
    expect: [/thread got too long/, /at line 2, in biggest/, /ran out of room/],
    state: /restarted/,
  },
  {
    title: 'a huge print loop is cut at 2,000 lines and marked',
    code: 'i = 0\nwhile True:\n    print("line", i)\n    i = i + 1',
    expect: [/^line 0\nline 1\n/, /line 1999\n/, /more was printed than fits here/, /Stopped after 5 seconds/],
    slow: true,
    check: async (page) => {
      const text = await printed(page, NAME);
      assert.equal(text.split('\n').length - 1, 2000, 'exactly 2,000 lines shown');
      assert.ok(!text.includes('line 2000\n'));
    },
  },
  {
    title: 'a long print that ends by itself is cut too, and finishes',
    code: 'for i in range(200000):\n    print("row", i)\nprint("done")',
    expect: [/row 1999\n/, /more was printed than fits here/],
    state: /Finished/,
  },
  {
    title: 'input() is explained',
    code: 'name = input("What is your name? ")\nprint("Hello", name)',
    expect: [/input\(\) is not available on this page at line 1/, /Put the values in the program/, /EOFError/],
  },
  {
    title: 'a list of 10**10 zeros is a memory error',
    code: 'x = [0] * 10**10',
    expect: [/Not enough memory at line 1/, /MemoryError/],
  },
  {
    title: "'a' * 10**11 is a memory error",
    code: "s = 'a' * 10**11",
    expect: [/Not enough memory at line 1/, /MemoryError/],
  },
  {
    title: 'a syntax error shows its line in plain words and Python\'s last line',
    code: 'for i in range(3)\n    print(i)',
    expect: [/Python couldn't read line 1/, /must end with a colon/, /SyntaxError: expected ':'/],
  },
  {
    title: 'an exception shows the student\'s line, not Pyodide\'s',
    code: 'maze = ["###", "#.#", "###"]\n\ndef room(r):\n    return maze[r]\n\nprint(room(1))\nprint(room(5))',
    expect: [/^#\.#\n/, /Problem at line 4, in room: IndexError/, /4 \| return maze\[r\]/, /IndexError: list index out of range/],
    check: async (page) => {
      const text = await output(page, NAME).textContent();
      assert.doesNotMatch(text, /_lesson_harness|pyodide|<exec>|File "/i);
    },
  },
  {
    title: 'a NameError says which name',
    code: 'print(rooms)',
    expect: [/doesn't know the name rooms/, /NameError: name 'rooms' is not defined/],
  },
];

describe('runaway programs', () => {
  let lesson;
  let page;

  before(async () => {
    lesson = await acquireLesson();
    // A browser that does not save data: Python loads at once, and a spare after the first program.
    page = await lesson.newPage({ preload: true });
    await nextRunWorks(page); // Python loaded before the clocks start
  });

  after(async () => {
    await page?.close();
    await releaseLesson();
  });

  for (const c of CASES) {
    test(c.title, async () => {
      await setProgram(page, NAME, c.code);
      const section = programSection(page, NAME);
      const started = Date.now();
      await section.getByRole('button', { name: 'Run', exact: true }).click();
      if (c.slow) {
        // While Python is busy, the page still answers at once.
        await page.waitForTimeout(1000);
        const delay = await mainThreadDelay(page);
        assert.ok(delay < 500, `the page answered in ${delay} ms`);
        assert.equal(await section.getByRole('button', { name: 'Stop', exact: true }).isEnabled(), true);
      }
      await page.waitForFunction(
        (el) => !el.disabled,
        await section.getByRole('button', { name: 'Run', exact: true }).elementHandle(),
        { timeout: 30_000 },
      );
      const took = Date.now() - started;
      const text = await output(page, NAME).textContent();
      for (const pattern of c.expect) assert.match(text, pattern);
      if (c.state) assert.match(await section.locator('.run-state').textContent(), c.state);
      if (c.slow) assert.ok(took < 9000, `stopped in ${took} ms`);
      await c.check?.(page);
      await nextRunWorks(page);
    });
  }

  test('Stop interrupts a running program at once', async () => {
    const took = await stopLoop(page, NAME);
    assert.ok(took < 1500, `stopped in ${took} ms`);
    assert.match(await output(page, NAME).textContent(), /You stopped the program/);
    const stats = await pythonStats(page);
    assert.ok(stats.isolated, 'the page is cross-origin isolated');
    assert.ok(stats.sharedMemory, 'interrupts go through shared memory');
    const last = stats.interruptMs[stats.interruptMs.length - 1];
    console.log(`# interrupt latency: last ${Math.round(last)} ms; all ${stats.interruptMs.map(Math.round).join(', ')} ms`);
    console.log(`# Python loads: ${stats.loadMs.map(Math.round).join(', ')} ms; workers replaced: ${stats.replaced}`);
    await programSection(page, NAME).screenshot({ path: screenshotPath('runaway-stopped') });
    await nextRunWorks(page);
  });

  test('a program that catches the first Stop is stopped by the signal sent again, and the same Python carries on', async () => {
    const before = (await pythonStats(page)).replaced;
    const code = 'try:\n    while True:\n        pass\nexcept KeyboardInterrupt:\n    print("caught it")\nwhile True:\n    pass';
    await stopLoop(page, NAME, { code });
    const text = await output(page, NAME).textContent();
    assert.match(text, /^caught it\n/);
    assert.match(text, /You stopped the program/);
    assert.equal((await pythonStats(page)).replaced, before, 'interrupted twice, not replaced');
    await nextRunWorks(page);
  });

  test('no errors in the console', () => {
    assert.deepEqual(page.problems, []);
  });
});

describe('runaway programs without shared memory (no isolation headers, no service worker)', () => {
  let lesson;
  let page;

  before(async () => {
    lesson = await acquireLesson();
    // A host that sends no isolation headers, in a browser without service workers: no
    // SharedArrayBuffer, so the worker keeps the time limits itself and Stop ends the worker.
    const context = await lesson.browser.newContext({ serviceWorkers: 'block' });
    await context.route('**/*', async (route) => {
      try {
        const response = await route.fetch();
        const headers = { ...response.headers() };
        delete headers['cross-origin-opener-policy'];
        delete headers['cross-origin-embedder-policy'];
        await route.fulfill({ response, headers });
      } catch {
        // the context closed while a spare Python was still loading
      }
    });
    page = await lesson.newPage({ context, preload: true });
  });

  after(async () => {
    await page?.context().unrouteAll({ behavior: 'ignoreErrors' });
    await page?.context().close();
    await releaseLesson();
  });

  test('while True stops at the time limit at its line, in the same words, without a new Python', async () => {
    assert.equal(await page.evaluate(() => crossOriginIsolated), false);
    await nextRunWorks(page);
    await setProgram(page, NAME, 'count = 0\nwhile True:\n    count = count + 1');
    const started = Date.now();
    const text = await runProgram(page, NAME);
    const took = Date.now() - started;
    assert.match(text, /Stopped after 5 seconds at line 3\./);
    assert.match(text, /3 \| count = count \+ 1/);
    assert.match(text, /KeyboardInterrupt/);
    assert.ok(took < 8000, `ended in ${took} ms`);
    await nextRunWorks(page);
    const stats = await pythonStats(page);
    assert.equal(stats.isolated, false);
    assert.equal(stats.sharedMemory, false);
    assert.equal(stats.replaced, 0, 'the same Python carries on');
  });

  test('a check whose function never returns: each test stopped at its line, the check ends early', async () => {
    await setProgram(page, 'dead_ends', 'def dead_ends(maze):\n    n = 0\n    while True:\n        n += 1');
    const status = await checkProgram(page, 'dead_ends');
    assert.match(status, /^Passed 0 of \d+ tests/);
    const failures = await programSection(page, 'dead_ends').locator('.failure').allTextContents();
    assert.match(failures[0], /did not finish/);
    assert.match(failures[0], /It was at line 4 when the page stopped it\./);
    assert.match(failures.at(-1), /Not run: the check stopped early/);
    assert.equal((await pythonStats(page)).replaced, 0);
  });

  test('sum(range(10**12)) cannot be paused: its worker is ended, in the same words as with shared memory', async () => {
    await setProgram(page, NAME, 'print("adding up")\nprint(sum(range(10**12)))');
    const text = await runProgram(page, NAME);
    for (const pattern of [/^adding up\n/, /Stopped after 5 seconds/, /can't be paused halfway/, /fresh Python/]) assert.match(text, pattern);
    assert.equal((await pythonStats(page)).replaced, 1);
    await nextRunWorks(page);
  });

  test('Stop ends it at once (a new worker: the page cannot reach Python without shared memory)', async () => {
    const before = (await pythonStats(page)).replaced;
    await stopLoop(page, NAME, { after: 300 });
    assert.match(await output(page, NAME).textContent(), /You stopped the program/);
    assert.equal((await pythonStats(page)).replaced, before + 1);
    await nextRunWorks(page);
  });
});
