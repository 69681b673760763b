// Python kept between visits (web/src/python/kept_start.ts): the first visit's Python keeps its memory at start in the
// browser, the next visit's Python starts from it, with a random generator of its own; memory changed behind the
// page's back is never started from.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { acquireLesson, printed, releaseLesson, runProgram, setProgram } from './helpers.mjs';
import { EXPECTED_OUTPUT } from './expected.mjs';

const RANDOM = 'import random\nprint(random.random())';
const DIGEST = 'maze-lesson:python-start';

describe('Python kept between visits', () => {
  let lesson;
  let context;

  before(async () => {
    lesson = await acquireLesson();
    context = await lesson.browser.newContext({ viewport: { width: 1280, height: 900 } });
  });
  after(async () => {
    await context?.close();
    await releaseLesson();
  });

  /** A visit: a new page of the context; its first program prints a random number. */
  async function visit() {
    const page = await lesson.newPage({ context });
    await setProgram(page, 'openings', RANDOM);
    await runProgram(page, 'openings');
    const number = (await printed(page, 'openings')).trim();
    assert.match(number, /^0\.\d+$/);
    const stats = await page.evaluate(() => window.mazeLesson.python.stats);
    return { page, number, fromKept: stats.fromKept };
  }
  const keptDigest = (page) => page.waitForFunction((key) => localStorage.getItem(key), DIGEST, { timeout: 60_000 }).then((h) => h.jsonValue());

  test('the second visit starts from the memory the first kept, and its random numbers are its own', async () => {
    const first = await visit();
    assert.equal(first.fromKept, 0, 'a first visit has nothing kept');
    const digest = await keptDigest(first.page);
    assert.match(digest, /^[0-9a-f]{64}$/);
    await first.page.close();

    const second = await visit();
    assert.equal(second.fromKept, 1, 'the second visit started from the kept memory');
    // The kept memory holds the generator as the first visit's started: each run seeds it afresh (harness.py).
    assert.notEqual(second.number, first.number);
    // The lesson's way out, from the kept memory: the 47 rooms a fresh Python finds.
    await runProgram(second.page, 'way_out');
    assert.equal(await printed(second.page, 'way_out'), EXPECTED_OUTPUT.way_out);
    assert.deepEqual(second.page.problems, []);
    await second.page.close();
  });

  test('memory changed behind the page\'s back is not started from: Python starts afresh, runs, and keeps new memory', async () => {
    const tamper = await lesson.newPage({ context });
    const old = await tamper.evaluate((key) => localStorage.getItem(key), DIGEST);
    // As a program in the worker could: the kept memory replaced (the same length, one byte changed).
    await tamper.evaluate(async () => {
      const cache = await caches.open('maze-lesson-python');
      const [request] = await cache.keys();
      const bytes = new Uint8Array(await (await cache.match(request)).arrayBuffer());
      bytes[bytes.length >> 1] ^= 1;
      await cache.put(request, new Response(bytes));
    });
    await tamper.close();

    const third = await visit();
    assert.equal(third.fromKept, 0, 'the changed memory was not started from');
    const kept = await third.page.waitForFunction(([key, old]) => localStorage.getItem(key) !== old && localStorage.getItem(key), [DIGEST, old], { timeout: 60_000 });
    const after = await kept.jsonValue();
    assert.match(after, /^[0-9a-f]{64}$/, 'new memory kept, with its own digest');
    assert.deepEqual(third.page.problems, []);
  });
});
