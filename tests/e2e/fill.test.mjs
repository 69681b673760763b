// fill.html, "One fill, a stack or a queue": the guess keeps its answers (and the boards) back until it is given; Step
// moves the stack and the queue one step each, their counts the engine's (`maze solve` on the seed-2083 maze); Run and
// Pause; at the end the queue's way is the lesson's 47 rooms and the stack's a way from in to out; dead-end filling and
// A* below; the lesson's footer links the page; the boards and Step in the first screen at 1280 x 800 and 390 x 844.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { acquireLesson, boardsDrawn, outside, releaseLesson, screenshotPath } from './helpers.mjs';
import { maze } from './oracle.mjs';

const GUESS = 'fill-which';
const MAZE = maze(['generate', '--method', 'walk', '--rows', '10', '--cols', '10', '--seed', '2083', '--format', 'json']);
const OPENINGS = JSON.parse(MAZE).openings;
/** What `maze solve --rule R --format json` says on the lesson's maze. */
const solved = (rule) => JSON.parse(maze(['solve', '--rule', rule, '--format', 'json'], MAZE));

/**
 * The fill by hand, a room a step, its open neighbours put on in the engine's order (up, down, left, right):
 * after each step, the rooms visited and the list at its largest. Checked against the engine's trail below.
 */
function fillByHand(takeFromEnd) {
  const open = new Set(OPENINGS.map(([a, b]) => `${a} ${b}`));
  const isOpen = (a, b) => open.has(`${Math.min(a, b)} ${Math.max(a, b)}`);
  const seen = new Set([0]);
  const list = [0];
  const trail = [];
  const largest = [];
  let most = 1;
  while (list.length > 0) {
    const room = takeFromEnd ? list.pop() : list.shift();
    trail.push(room);
    if (room !== 99) {
      const [r, c] = [Math.floor(room / 10), room % 10];
      for (const [dr, dc] of [[-1, 0], [1, 0], [0, -1], [0, 1]]) {
        const next = (r + dr) * 10 + c + dc;
        if (r + dr < 0 || r + dr > 9 || c + dc < 0 || c + dc > 9 || seen.has(next) || !isOpen(room, next)) continue;
        seen.add(next);
        list.push(next);
      }
      most = Math.max(most, list.length);
    }
    largest.push(most);
    if (room === 99) break;
  }
  return { trail, largest };
}

const counts = (page, rule) =>
  page.locator(`.race-board[data-rule="${rule}"] [data-count]`).evaluateAll((all) => Object.fromEntries(all.map((c) => [c.dataset.count, Number(c.textContent)])));
const allDone = (page, root) =>
  page.waitForFunction((r) => [...document.querySelectorAll(`${r} .race-board`)].every((b) => b.dataset.done === 'true'), root, { timeout: 30_000 });
/** Presses a button `times` times in one go (as fast clicks would). */
const press = (button, times) => button.evaluate((b, n) => { for (let i = 0; i < n; i++) b.click(); }, times);
const route = (page, rule) => page.locator(`.race-board[data-rule="${rule}"]`).evaluate((b) => b.dataset.route.split(' ').map(Number));

describe('one fill, a stack or a queue', () => {
  let lesson;
  let page;
  const race = () => page.locator('#fill-race');

  before(async () => {
    lesson = await acquireLesson();
    page = await lesson.newPage({ viewport: { width: 1280, height: 800 }, path: 'fill.html' });
    await boardsDrawn(page, { timeout: 60_000 });
  });

  after(async () => {
    await page?.close();
    await releaseLesson();
  });

  test('the guess comes first: its answers hidden and Step asking for it, then shown once it is given', async () => {
    assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'One fill, a stack or a queue');
    const answers = page.locator(`[data-answer="${GUESS}"]`);
    const shown = () => answers.evaluateAll((all) => all.map((el) => el.checkVisibility()));
    assert.deepEqual(await shown(), [false, false, false]);
    await race().getByRole('button', { name: 'Step', exact: true }).click();
    const guess = page.locator(`.guess[data-guess="${GUESS}"]`);
    assert.equal(await guess.locator('.guess-said').textContent(), 'Guess first, just above.');
    assert.equal(await page.evaluate(() => document.activeElement?.closest('.guess') !== null), true, 'the focus is in the guess');
    assert.deepEqual(await counts(page, 'dfs'), { steps: 0, visited: 0, memory: 1 }, 'nothing moved');
    await guess.getByLabel('Which finds the way out first?').selectOption('The queue');
    await guess.getByLabel('Which finds a shortest way?').selectOption('The same');
    await guess.getByRole('button', { name: 'That’s my guess', exact: true }).click();
    assert.match(await guess.locator('.guess-said').textContent(), /^Your guess: /);
    assert.deepEqual(await shown(), [true, true, true]);
    assert.deepEqual(page.problems, []);
  });

  test('Step, with the keyboard, moves both boards one step; each count is the engine’s', async () => {
    const stack = fillByHand(true), queue = fillByHand(false);
    const [dfs, bfs] = [solved('dfs'), solved('bfs')];
    assert.deepEqual(stack.trail, dfs.trail, 'the hand-made stack is the engine’s');
    assert.deepEqual(queue.trail, bfs.trail, 'the hand-made queue is the engine’s');
    await race().getByRole('button', { name: 'Step', exact: true }).focus();
    for (let k = 1; k <= 9; k++) {
      await page.keyboard.press(k % 2 ? 'Enter' : 'Space');
      const now = await page.evaluate(() => ({
        said: document.querySelector('#fill-race .race-said').textContent,
        boards: Object.fromEntries(
          [...document.querySelectorAll('#fill-race .race-board')].map((b) => [b.dataset.rule, Object.fromEntries([...b.querySelectorAll('[data-count]')].map((c) => [c.dataset.count, Number(c.textContent)]))]),
        ),
      }));
      for (const [rule, hand] of [['dfs', stack], ['bfs', queue]]) {
        const visited = new Set(hand.trail.slice(0, k)).size;
        assert.deepEqual(now.boards[rule], { steps: k, visited, memory: hand.largest[k - 1] }, `${rule} after ${k} steps`);
      }
      assert.match(now.said, new RegExp(`^The stack took room ${dfs.trail[k - 1]} .*The queue took room ${bfs.trail[k - 1]} `), now.said);
    }
    assert.equal(await race().locator('.race-said').getAttribute('aria-live'), 'polite');
  });

  test('Run goes on at a pace to watch, Pause stops it; at the end the queue’s way is 47 rooms and the stack’s a way from in to out', async () => {
    const run = race().getByRole('button', { name: 'Run', exact: true });
    await run.click();
    await page.waitForTimeout(350);
    await race().getByRole('button', { name: 'Pause', exact: true }).click();
    const paused = (await counts(page, 'bfs')).steps;
    assert.ok(paused > 9 && paused < 20, `${paused} steps after 0.35 s: a pace to watch`);
    await page.waitForTimeout(300);
    assert.equal((await counts(page, 'bfs')).steps, paused, 'paused');
    // Near the end by Step, then Run again to the end.
    await press(race().getByRole('button', { name: 'Step', exact: true }), 40);
    assert.equal((await counts(page, 'bfs')).steps, paused + 40);
    await run.click();
    await allDone(page, '#fill-race');
    for (const rule of ['dfs', 'bfs']) {
      const { steps, visited, memory, route: way } = solved(rule);
      assert.deepEqual(await counts(page, rule), { steps, visited, memory }, rule);
      assert.deepEqual(await route(page, rule), way, `${rule}: the engine’s way`);
    }
    assert.equal((await route(page, 'bfs')).length, 47, 'the lesson’s figure');
    const stackWay = await route(page, 'dfs');
    const open = new Set(OPENINGS.map(([a, b]) => `${a} ${b}`));
    assert.equal(stackWay[0], 0);
    assert.equal(stackWay.at(-1), 99);
    for (let i = 1; i < stackWay.length; i++) assert.ok(open.has(`${Math.min(stackWay[i - 1], stackWay[i])} ${Math.max(stackWay[i - 1], stackWay[i])}`), `an opening at ${i}`);
    assert.match(await race().locator('.race-said').textContent(), /The stack got out first, in 51 steps; the queue took 62\./);
    await page.screenshot({ path: screenshotPath('fill-done-1280x800') });
    assert.deepEqual(page.problems, []);
  });

  test('what if you could see the whole maze: dead-end filling and A*, each its own Step and Run, the engine’s counts', async () => {
    for (const rule of ['dead-end-filling', 'a-star']) {
      const board = page.locator(`#whole-maze-race .race:has([data-rule="${rule}"])`);
      await board.getByRole('button', { name: 'Step', exact: true }).click();
      assert.equal((await counts(page, rule)).steps, 1, rule);
      await press(board.getByRole('button', { name: 'Step', exact: true }), 44);
      assert.equal((await counts(page, rule)).steps, 45, rule);
      await board.getByRole('button', { name: 'Run', exact: true }).click();
    }
    await allDone(page, '#whole-maze-race');
    for (const rule of ['dead-end-filling', 'a-star']) {
      const { steps, visited, memory, route: way } = solved(rule);
      assert.deepEqual(await counts(page, rule), { steps, visited, memory }, rule);
      assert.deepEqual(await route(page, rule), way, rule);
    }
    assert.deepEqual(page.problems, []);
  });

  test('the lesson’s footer links the page', async () => {
    // The lesson's page as far as its footer: the link is followed before the lesson's board is made.
    const home = await page.context().newPage();
    try {
      await home.goto(lesson.url, { waitUntil: 'domcontentloaded' });
      const link = home.locator('footer').getByRole('link', { name: 'Grade 11, One fill, a stack or a queue', exact: true });
      assert.equal(await link.getAttribute('href'), 'fill.html');
      await link.click();
      await home.waitForURL(/\/fill\.html$/);
      await home.locator('#fill-race .race-board').first().waitFor();
      assert.equal(await home.getByRole('heading', { level: 1 }).textContent(), 'One fill, a stack or a queue');
    } finally {
      await home.close();
    }
  });

  for (const [name, viewport, touch] of [['1280x800', { width: 1280, height: 800 }, false], ['390x844', { width: 390, height: 844 }, true]]) {
    test(`${name}: from the top, the title, both boards and Step are in the window`, async () => {
      // A phone in a context of its own (touch); the laptop in the run's warm one. Nothing stored in either.
      const context = touch ? await lesson.browser.newContext({ viewport, isMobile: true, hasTouch: true }) : null;
      const fresh = touch ? await context.newPage() : await lesson.newPage({ viewport, path: 'fill.html' });
      try {
        const problems = [];
        fresh.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
        fresh.on('pageerror', (e) => problems.push(e.message));
        if (touch) await fresh.goto(`${lesson.url}fill.html`);
        await boardsDrawn(fresh, { timeout: 60_000 });
        await fresh.locator('.guess-form').waitFor();
        assert.equal(await fresh.evaluate(() => scrollY), 0);
        const parts = [
          ['the title', 'h1'],
          ['the stack', '#fill-race .race-board[data-rule="dfs"]'],
          ['the queue', '#fill-race .race-board[data-rule="bfs"]'],
          ['Step', '#fill-race button', 'Step'],
        ];
        assert.deepEqual(await outside(fresh, parts), []);
        await fresh.screenshot({ path: screenshotPath(`fill-${name}`) });
        assert.deepEqual([...problems, ...(fresh.problems ?? [])], []);
      } finally {
        await (context ?? fresh).close();
      }
    });
  }
});
