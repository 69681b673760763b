// Self-contained: everything the page fetches, workers included, comes from its own origin; cut off, it still works.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  acquireLesson,
  checkProgram,
  printed,
  programSection,
  releaseLesson,
  runProgram,
  setProgram,
  solution,
  waitForText,
  boardUi,
} from './helpers.mjs';
import { EXPECTED_OUTPUT } from './expected.mjs';


/** The origin a request goes to; a WebSocket counts as its http(s) twin (the dev server's reload socket). */
function originOf(url) {
  const u = new URL(url);
  if (u.protocol === 'ws:' || u.protocol === 'wss:') u.protocol = u.protocol === 'ws:' ? 'http:' : 'https:';
  return u.origin;
}

/** Nothing goes over the network for these: they are made inside the page. */
const local = (url) => /^(data|blob|about):/.test(url);


/** A new board of `rows` x 10 rooms (typing a size starts one), then a button that makes a maze: Pieces goes down to 1. */
async function makeMaze(page, rows, buttonName = 'Grow a maze') {
  const board = page.locator('#board');
  await boardUi(page).field('Speed').fill('8');
  await boardUi(page).field('Rows').fill(String(rows));
  await waitForText(page, '.board-pieces', `Pieces: ${rows * 10}`);
  await board.getByRole('button', { name: buttonName, exact: true }).click();
  await waitForText(page, '.board-pieces', 'Pieces: 1');
}

describe('offline and self-contained', () => {
  let lesson;
  let context;
  let page;
  let origin;
  // Every request the context sees (the page and its workers), in order, with the phase it came in.
  const requests = [];
  const failed = [];
  let phase = 'online';
  let problemsBeforeProbes = null;

  before(async () => {
    lesson = await acquireLesson();
    context = await lesson.browser.newContext({ viewport: { width: 1280, height: 900 } });
    context.on('request', (r) => requests.push({ url: r.url(), type: r.resourceType(), phase }));
    context.on('requestfailed', (r) => failed.push({ url: r.url(), why: r.failure()?.errorText, phase }));
    context.on('page', (p) => p.on('websocket', (ws) => requests.push({ url: ws.url(), type: 'websocket', phase })));
    // A browser that does not save data, as most students have: Python loads at once, and a spare.
    page = await lesson.newPage({ context, preload: true });
    origin = new URL(page.url()).origin;
    await waitForText(page, '.board-pieces', 'Pieces: 100');
  });

  after(async () => {
    await context?.close();
    await releaseLesson();
  });

  test('a student grows a maze, runs every program, checks every challenge: every request stays on the page\'s origin', async () => {
    await makeMaze(page, 12);
    await page.locator('#board').getByRole('button', { name: 'Way out', exact: true }).click();
    await page.waitForFunction(() => /^The way out goes through \d+ rooms$/.test(document.querySelector('.board-wayout')?.textContent ?? ''));
    await makeMaze(page, 11, 'Random walls');

    const names = (await page.getByRole('textbox', { name: /^Program: / }).evaluateAll((boxes) => boxes.map((b) => b.getAttribute('aria-label'))))
      .map((label) => label.replace(/^Program: /, ''));
    assert.ok(names.length >= 12, `programs on the page: ${names.join(', ')}`);
    for (const name of names) {
      await runProgram(page, name, { timeout: 180_000 });
      // Unchanged, each prints what the lesson says (the new ones, not listed there, at least finish cleanly).
      if (name in EXPECTED_OUTPUT) assert.equal(await printed(page, name), EXPECTED_OUTPUT[name], name);
      assert.equal(await programSection(page, name).locator('.problem').count(), 0, `${name} ran without a problem`);
    }

    const challenges = [];
    for (const name of names) {
      if ((await programSection(page, name).getByRole('button', { name: 'Check my program', exact: true }).count()) === 0) continue;
      challenges.push(name);
      assert.match(await checkProgram(page, name, { timeout: 120_000 }), /Passed \d+ of \d+ tests/);
    }
    assert.deepEqual(challenges.sort(), ['dead_ends', 'farthest', 'is_perfect']);

    // Workers report their own fetches too: read them as a second witness to what the context saw.
    const timings = [await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name))];
    for (const worker of page.workers()) timings.push(await worker.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name)));
    const seenByTiming = timings.flat();

    const network = requests.filter((r) => !local(r.url));
    const origins = [...new Set([...network.map((r) => originOf(r.url)), ...seenByTiming.filter((u) => !local(u)).map(originOf)])];
    const byType = {};
    for (const r of network) byType[r.type] = (byType[r.type] ?? 0) + 1;
    console.log(`# offline: ${names.length} programs run, ${challenges.length} challenges checked; ${network.length} requests (${Object.entries(byType).map(([t, n]) => `${n} ${t}`).join(', ')}), ${requests.length - network.length} in-page (data:/blob:), ${page.workers().length} workers; origins: ${origins.join(', ')}`);
    assert.deepEqual(origins, [origin]);
    assert.ok(network.some((r) => r.url.endsWith('/pyodide/pyodide.asm.wasm')), 'the Python runtime came from the page\'s own origin');
    assert.deepEqual(failed, []);
  });

  test('with the network cut, the page still grows a maze, runs a program and checks a challenge', async () => {
    phase = 'offline';
    const blocked = [];
    await context.route((url) => originOf(url.href) !== origin, (route) => {
      blocked.push(route.request().url());
      return route.abort('internetdisconnected');
    });
    await context.setOffline(true);
    assert.equal(await page.evaluate(() => navigator.onLine), false);

    await makeMaze(page, 9);
    await setProgram(page, 'openings', 'print("still here")');
    await runProgram(page, 'openings');
    assert.equal(await printed(page, 'openings'), 'still here\n');
    await setProgram(page, 'dead_ends', solution('dead_ends'));
    assert.match(await checkProgram(page, 'dead_ends'), /Passed (\d+) of \1 tests\. ★ earned!/);

    // Probes show the cut held: the page's own server and any other are both out of reach.
    problemsBeforeProbes = [...page.problems];
    const PROBES = [`${origin}/offline-probe`, 'https://example.com/offline-probe'];
    const reached = await page.evaluate((urls) => Promise.all(urls.map((u) => fetch(u, { mode: 'no-cors' }).then(() => 'reached', () => 'failed'))), PROBES);
    assert.deepEqual(reached, ['failed', 'failed']);
    const probe = (url) => PROBES.includes(url);

    const offline = requests.filter((r) => r.phase === 'offline' && !local(r.url) && !probe(r.url));
    console.log(`# offline: after the cut, the page asked the network for ${offline.length} things (${blocked.length - 1} blocked for leaving the origin), and the probes failed as they should`);
    assert.deepEqual(offline, []);
    assert.deepEqual(blocked, [PROBES[1]]);
    assert.deepEqual(failed.filter((f) => !probe(f.url)), []);
  });

  test('no errors in the console (but the probes\' own failures)', () => {
    assert.deepEqual(problemsBeforeProbes, []);
    const later = page.problems.slice(problemsBeforeProbes.length);
    assert.deepEqual(later.filter((p) => !/Failed to load resource: net::ERR_INTERNET_DISCONNECTED/.test(p)), []);
  });
});
