// The three challenges: right answers earn the star, wrong ones fail plainly, slow ones are too slow and endless ones do not finish.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  acquireLesson,
  boardUi,
  checkProgram,
  printed,
  programSection,
  releaseLesson,
  runProgram,
  screenshotPath,
  setProgram,
  solution,
} from './helpers.mjs';

const PER_TEST_MS = 1000; // web/src/lesson/challenge_table.ts

/** Total tests in a status line "Passed X of Y tests". */
function counts(status) {
  const match = /Passed (\d+) of (\d+) tests/.exec(status);
  assert.ok(match, status);
  return { passed: Number(match[1]), total: Number(match[2]) };
}

describe('challenges', () => {
  let lesson;
  let page;

  before(async () => {
    lesson = await acquireLesson();
    page = await lesson.newPage();
    await page.evaluate(() => {
      window.shownMazes = [];
      window.addEventListener('maze:show', (event) => window.shownMazes.push(event.detail.picture));
    });
  });

  after(async () => {
    await page?.close();
    await releaseLesson();
  });

  test('★ dead_ends: a right answer passes every test and earns the star', async () => {
    await setProgram(page, 'dead_ends', solution('dead_ends'));
    const status = await checkProgram(page, 'dead_ends');
    const { passed, total } = counts(status);
    assert.equal(passed, total);
    assert.ok(total >= 12 && total <= 20, `${total} tests`);
    assert.match(status, /★ earned!/);
    assert.equal(await printed(page, 'dead_ends'), '3\n', "the example's answer is printed");
    await programSection(page, 'dead_ends').screenshot({ path: screenshotPath('challenge-dead_ends-passed') });
  });

  test('★ dead_ends: a wrong answer fails, showing the test, size, expected and returned value', async () => {
    await setProgram(page, 'dead_ends', 'def dead_ends(maze):\n    return 0');
    const status = await checkProgram(page, 'dead_ends');
    const { passed, total } = counts(status);
    assert.ok(passed < total, status);
    assert.doesNotMatch(status, /★ earned!/);
    assert.match(status, /from before is kept/);
    const section = programSection(page, 'dead_ends');
    const first = section.locator('.failure').first();
    const text = await first.textContent();
    assert.match(text, /Test \d+: \d+ × \d+ rooms/);
    assert.match(text, /Maze size/);
    assert.match(text, /Expected\s*\d+/);
    assert.match(text, /Your function gave back\s*0/);
    // The maze goes on a small board inside the failed test, not on the board at the top.
    await first.getByRole('button', { name: 'Put this maze on the board' }).click();
    const small = first.locator('.failure-board');
    await small.locator('.board-message').filter({ hasText: 'came from a challenge' }).waitFor();
    // Show as text sits in the small board's More views group.
    await boardUi(page, small).button('Show as text').click();
    await small.locator('.board-text-pre').filter({ hasText: '#' }).waitFor();
    assert.equal(await small.locator('.board-text-pre').textContent(), await first.locator('pre.maze-text').textContent());
    assert.equal(await page.evaluate(() => window.shownMazes.length), 0, 'the board at the top is left as it was');
    await section.screenshot({ path: screenshotPath('challenge-dead_ends-failed') });
  });

  test('★★ is_perfect: a right answer passes and earns two stars', async () => {
    await setProgram(page, 'is_perfect', solution('is_perfect'));
    const status = await checkProgram(page, 'is_perfect');
    const { passed, total } = counts(status);
    assert.equal(passed, total, status);
    assert.match(status, /★★ earned!/);
  });

  test('★★ is_perfect: counting openings alone is not enough', async () => {
    await setProgram(page, 'is_perfect', solution('is_perfect').replace('return reached == rooms and openings == rooms - 1', 'return openings == rooms - 1'));
    const status = await checkProgram(page, 'is_perfect');
    const { passed, total } = counts(status);
    assert.ok(passed < total, status);
    assert.match(await programSection(page, 'is_perfect').locator('.failure').first().textContent(), /loop.*cut off/);
  });

  test('★★ is_perfect: an object that says yes to every == cannot pass', async () => {
    const code = 'class Yes:\n    def __eq__(self, other):\n        return True\n\ndef is_perfect(maze):\n    return Yes()';
    await setProgram(page, 'is_perfect', code);
    const status = await checkProgram(page, 'is_perfect');
    assert.equal(counts(status).passed, 0, status);
    assert.match(await programSection(page, 'is_perfect').locator('.failure').first().textContent(), /is_perfect gave back a Yes, it should give back True or False/);
  });

  test('★★★ farthest: the two-search answer passes with a wide margin', async () => {
    await setProgram(page, 'farthest', solution('farthest'));
    const status = await checkProgram(page, 'farthest');
    const { passed, total } = counts(status);
    assert.equal(passed, total, status);
    assert.match(status, /★★★ earned!/);
  });

  test('★★★ farthest: giving back a str is reported plainly', async () => {
    await setProgram(page, 'farthest', solution('farthest').replace('return max(steps_from(maze, end).values())', 'return str(max(steps_from(maze, end).values()))'));
    const status = await checkProgram(page, 'farthest');
    assert.equal(counts(status).passed, 0);
    assert.match(await programSection(page, 'farthest').locator('.failure').first().textContent(), /farthest gave back a str, it should give back a whole number/);
  });

  test('★★★ farthest: a search from every room is too slow on 1,600 rooms', async () => {
    await setProgram(page, 'farthest', solution('farthest_slow'));
    const status = await checkProgram(page, 'farthest');
    const { passed, total } = counts(status);
    assert.ok(passed < total, status);
    const failures = await programSection(page, 'farthest').locator('.failure').allTextContents();
    assert.ok(failures.some((f) => /40 × 40 rooms/.test(f) && /Too slow/.test(f)), failures.join('\n'));
    assert.match(status, /from before is kept/);
  });

  test('farthest timings in Pyodide: the chosen limit sits between the two ways', async () => {
    // Both ways on the same 40 x 40 maze, timed inside Python.
    const maze = solution('maze_40x40');
    const timed = (source, label) =>
      `${source.split('\n').filter((l) => !l.startsWith('print(') && !/^maze = |^    "|^\]/.test(l)).join('\n')}\n${maze}\n` +
      `import time\nt = time.perf_counter()\nanswer = farthest(maze)\nprint("${label}", answer, round((time.perf_counter() - t) * 1000))\n`;
    const times = {};
    for (const [label, source] of [['two', solution('farthest')], ['every', solution('farthest_slow')]]) {
      await setProgram(page, 'count_mazes', timed(source, label));
      await runProgram(page, 'count_mazes');
      const [, answer, ms] = (await printed(page, 'count_mazes')).trim().split(' ');
      times[label] = { answer: Number(answer), ms: Number(ms) };
    }
    console.log(`# farthest on 40 x 40: two searches ${times.two.ms} ms, a search from every room ${times.every.ms} ms; limit ${PER_TEST_MS} ms`);
    assert.equal(times.two.answer, times.every.answer);
    assert.ok(times.two.ms * 10 < PER_TEST_MS, 'the two-search answer is far under the limit');
    assert.ok(times.every.ms > PER_TEST_MS * 1.5, 'one search from every room is well over the limit');
  });

  test('a program without the function, or that cannot run, passes 0 tests and says why', async () => {
    await setProgram(page, 'dead_ends', 'print("hello")');
    let status = await checkProgram(page, 'dead_ends');
    assert.match(status, /Passed 0 of \d+ tests\. Your program has no function called dead_ends/);
    await setProgram(page, 'dead_ends', 'def dead_ends(maze)\n    return 0');
    status = await checkProgram(page, 'dead_ends');
    assert.match(status, /Passed 0 of \d+ tests/);
    assert.match(await programSection(page, 'dead_ends').getByLabel('Output: dead_ends').textContent(), /SyntaxError/);
  });

  test('a function that never returns is stopped test by test, and the check ends early', async () => {
    await setProgram(page, 'dead_ends', 'def dead_ends(maze):\n    while True:\n        pass');
    const started = Date.now();
    const status = await checkProgram(page, 'dead_ends');
    assert.equal(counts(status).passed, 0);
    assert.ok(Date.now() - started < 15_000, 'three slow tests, then the rest are not run');
    const failures = await programSection(page, 'dead_ends').locator('.failure').allTextContents();
    assert.match(failures[0], /did not finish/);
    assert.doesNotMatch(failures[0], /Too slow/);
    assert.match(failures.at(-1), /Not run: the check stopped early/);
  });

  test('Stop ends a check', async () => {
    await setProgram(page, 'farthest', solution('farthest_slow'));
    const section = programSection(page, 'farthest');
    await section.getByRole('button', { name: 'Check my program', exact: true }).click();
    await page.waitForFunction(() => /Checking/.test(document.querySelector('#challenge-farthest .run-state')?.textContent ?? ''));
    await page.waitForTimeout(300);
    await section.getByRole('button', { name: 'Stop', exact: true }).click();
    const status = await section.getByRole('status');
    await page.waitForFunction((el) => /Passed \d+ of \d+ tests/.test(el.textContent), await status.elementHandle());
    assert.match(await status.textContent(), /You stopped the check/);
    await setProgram(page, 'farthest', 'print(1 + 1)');
    await runProgram(page, 'farthest');
    assert.equal(await printed(page, 'farthest'), '2\n');
  });

  test('stars show in the summary and stay after a reload', async () => {
    const summary = page.locator('[data-stars]').first();
    assert.match(await summary.textContent(), /3 of 3 challenges done/);
    await page.reload();
    assert.match(await page.locator('[data-stars]').first().textContent(), /3 of 3 challenges done/);
    assert.match(await page.locator('[data-stars]').last().textContent(), /3 of 3 challenges done/);
    assert.match(await programSection(page, 'farthest').getByRole('status').textContent(), /★★★ earned/);
  });

  test('no errors in the console', () => {
    assert.deepEqual(page.problems, []);
  });
});
