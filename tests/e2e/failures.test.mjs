// Failures a student can follow: endless loops told from slow answers, failing mazes kept and tried, output per test, the error line marked.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  acquireLesson,
  checkProgram,
  editor,
  output,
  printed,
  programSection,
  releaseLesson,
  runProgram,
  screenshotPath,
  setProgram,
  solution,
} from './helpers.mjs';


/** Rooms of a test, from its "Maze size" fact. */
function rooms(text) {
  const match = /Maze size\s*(\d+) × (\d+) rooms/.exec(text);
  assert.ok(match, text);
  return Number(match[1]) * Number(match[2]);
}

/** The editor's line marked as where the error is: its text, or null. */
function markedLine(page, name) {
  return editor(page, name).evaluate((el) => {
    const marked = el.querySelectorAll('.cm-line.cm-error-line[data-error-line="true"]');
    return marked.length === 1 ? marked[0].textContent : marked.length === 0 ? null : `${marked.length} lines`;
  });
}

/** Whether the element's box is wholly inside the browser window. */
function inViewport(locator) {
  return locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return box.height > 0 && box.top >= -1 && box.bottom <= window.innerHeight + 1; // a pixel for rounding
  });
}

describe('failures a student can follow', () => {
  let lesson;
  let page;

  before(async () => {
    lesson = await acquireLesson();
    page = await lesson.newPage();
  });

  after(async () => {
    await page?.close();
    await releaseLesson();
  });

  for (const name of ['dead_ends', 'is_perfect', 'farthest']) {
    test(`${name}: an endless loop did not finish, on the line it was on (not "too slow")`, async () => {
      await setProgram(page, name, `def ${name}(maze):\n    count = 0\n    while True:\n        count = count + 1`);
      const status = await checkProgram(page, name);
      assert.match(status, /Passed 0 of \d+ tests/);
      const section = programSection(page, name);
      const first = section.locator('.failure').first();
      const text = await first.textContent();
      assert.ok(rooms(text) < 100, 'the first test is a small maze');
      assert.match(text, /Your function did not finish: after 1 s of work it was still running, on a small maze\. It was at line [34] when the page stopped it\./);
      assert.match(text, /like while True:/);
      assert.doesNotMatch(text, /Too slow|fewer searches/);
      assert.match(await first.locator('.failure-code').textContent(), /^[34] \| (while True:|count = count \+ 1)$/);
      const failures = await section.locator('.failure').allTextContents();
      assert.ok(failures.every((f) => !/Too slow/.test(f)), 'no test says too slow');
      assert.match(failures.at(-1), /Not run: the check stopped early, because earlier tests did not finish in time/);
      assert.match(await markedLine(page, name), /while True:|count = count \+ 1/);
      if (name === 'dead_ends') await section.screenshot({ path: screenshotPath('failures-endless-loop') });
    });
  }

  test('a loop that catches the stop is stopped all the same: the stop comes again at its next step', async () => {
    const name = 'dead_ends';
    // The inner loop catches the stop at its last step; the outer one goes round, and is stopped there.
    const code = `def ${name}(maze):\n    while True:\n        try:\n            while True:\n                pass\n        except KeyboardInterrupt:\n            pass`;
    await setProgram(page, name, code);
    const status = await checkProgram(page, name);
    assert.match(status, /Passed 0 of \d+ tests/);
    const failures = await programSection(page, name).locator('.failure').allTextContents();
    // Three tests over their steps, each stopped where it was; then the check stops early.
    for (const first of failures.slice(0, 3)) assert.match(first, /Your function did not finish: after 1 s of work it was still running, on a small maze\./);
    assert.ok(failures.length > 3, 'the other tests are listed as not run');
    for (const later of failures.slice(3)) {
      assert.match(later, /Not run: the check stopped early, because earlier tests did not finish in time/);
    }
    await setProgram(page, name, 'print(6 * 7)');
    await runProgram(page, name);
    assert.equal(await printed(page, name), '42\n');
  });

  test('farthest: a search from every room passes the small mazes and is "too slow" only on big ones', async () => {
    await setProgram(page, 'farthest', solution('farthest_slow'));
    const status = await checkProgram(page, 'farthest');
    const match = /Passed (\d+) of (\d+) tests/.exec(status);
    assert.ok(Number(match[1]) < Number(match[2]), status);
    const failures = await programSection(page, 'farthest').locator('.failure').allTextContents();
    const slow = failures.filter((f) => /Too slow/.test(f));
    assert.ok(slow.length >= 1, failures.join('\n'));
    for (const f of slow) {
      assert.ok(rooms(f) >= 100, `too slow only on big mazes: ${f}`);
      assert.match(f, /though the small ones passed\. Try a way that needs fewer searches/);
    }
    for (const f of failures) {
      assert.ok(/Too slow|Not run/.test(f), `every other failure is a test not run: ${f}`);
      assert.doesNotMatch(f, /did not finish:/);
    }
  });

  test('dead_ends: a failing test shows its seed; Try this maze puts it in the program and Run gives the same answer', async () => {
    // Counts only the openings to the right and below: wrong on most mazes.
    const wrong = [
      'def dead_ends(maze):',
      '    count = 0',
      '    for r in range(1, len(maze), 2):',
      '        for c in range(1, len(maze[0]), 2):',
      '            doors = 0',
      '            if maze[r][c + 1] == ".":',
      '                doors = doors + 1',
      '            if maze[r + 1][c] == ".":',
      '                doors = doors + 1',
      '            if doors == 1:',
      '                count = count + 1',
      '    return count',
      '',
      'maze = [',
      '    "###",',
      '    "#.#",',
      '    "###",',
      ']',
      'print(dead_ends(maze))',
    ].join('\n');
    await setProgram(page, 'dead_ends', wrong);
    await checkProgram(page, 'dead_ends');
    const section = programSection(page, 'dead_ends');
    const first = section.locator('.failure').first();
    const text = await first.textContent();
    const seed = /Seed\s*(\d+)/.exec(text);
    assert.ok(seed, `the seed is shown: ${text}`);
    const got = /Your function gave back\s*(\d+)/.exec(text)[1];
    const expected = /Expected\s*(\d+)/.exec(text)[1];
    assert.notEqual(got, expected);
    const picture = (await first.locator('pre.maze-text').textContent()).split('\n');

    await first.getByRole('button', { name: 'Try this maze' }).click();
    assert.match(await section.locator('.run-state').textContent(), new RegExp(`seed ${seed[1]}\\) is now in your program`));
    const saved = await page.evaluate(() => localStorage.getItem('maze-lesson:program:dead_ends'));
    const listed = `maze = [\n${picture.map((row) => `    "${row}",`).join('\n')}\n]`;
    assert.ok(saved.startsWith(wrong.split('\n\nmaze = [')[0]), 'the function is kept');
    assert.ok(saved.includes(listed), 'the example maze is replaced by the failing one');
    assert.ok(!saved.includes('"#.#",\n    "###",\n]'), 'the example maze is gone');
    await runProgram(page, 'dead_ends');
    assert.equal(await printed(page, 'dead_ends'), `${got}\n`, 'Run prints the answer the check showed');
  });

  test('what each test prints is shown under that test, capped', async () => {
    const code = 'def dead_ends(maze):\n    print("rows", len(maze))\n    if len(maze) > 20:\n        for i in range(50):\n            print("line", i)\n    return -1\n\nprint("program")';
    await setProgram(page, 'dead_ends', code);
    await checkProgram(page, 'dead_ends');
    const section = programSection(page, 'dead_ends');
    assert.equal(await printed(page, 'dead_ends'), 'program\n', "the program's own printing stays in the output");
    const items = section.locator('.failure');
    for (let i = 0; i < 3; i++) {
      const item = items.nth(i);
      const rows = (await item.locator('pre.maze-text').textContent()).split('\n').length;
      const shown = await item.locator('pre.test-printed').textContent();
      assert.ok(shown.startsWith(`rows ${rows}\n`), `test ${i + 1} printed its own rows: ${shown}`);
    }
    // Under the output too, each test's printing under its name.
    const boxes = output(page, 'dead_ends').locator('.test-print');
    assert.match(await boxes.first().locator('.test-print-title').textContent(), /^Test 1 printed:$/);
    assert.equal(await boxes.first().locator('pre').textContent(), 'rows 3\n');
    // A big maze prints 51 lines: 20 are kept, with a note.
    const big = output(page, 'dead_ends').locator('.test-print').filter({ hasText: 'line 0' }).first();
    assert.equal((await big.locator('pre').textContent()).split('\n').length - 1, 20);
    assert.match(await big.textContent(), /only the first 20 lines are shown/);
    await section.screenshot({ path: screenshotPath('failures-printed-per-test') });
  });

  test('the editor marks the line an error points at, after Run and after a check', async () => {
    await setProgram(page, 'is_perfect', 'rooms = 3\nprint(rooms)\nprint(room)');
    await runProgram(page, 'is_perfect');
    assert.equal(await markedLine(page, 'is_perfect'), 'print(room)');
    await setProgram(page, 'is_perfect', 'def is_perfect(maze):\n    return maze[999][999] == "."');
    assert.equal(await markedLine(page, 'is_perfect'), null, 'an edit clears the mark');
    const status = await checkProgram(page, 'is_perfect');
    assert.match(status, /Passed 0 of/);
    assert.equal(await markedLine(page, 'is_perfect'), '    return maze[999][999] == "."');
    assert.match(await programSection(page, 'is_perfect').locator('.failure-code').first().textContent(), /^2 \| return maze\[999\]\[999\] == "\."$/);
  });

  test('after long output the explanation is in view', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await setProgram(page, 'dead_ends', 'for i in range(400):\n    print("row", i)\nprint(rooms)');
    await runProgram(page, 'dead_ends');
    const problem = output(page, 'dead_ends').locator('.problem');
    await page.waitForTimeout(600); // smooth scrolling settles
    assert.match(await problem.textContent(), /doesn't know the name rooms/);
    assert.ok(await inViewport(problem), 'the explanation is on screen');
    const insideBox = await problem.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const out = el.closest('.output').getBoundingClientRect();
      return box.top >= out.top - 1 && box.bottom <= out.bottom + 1;
    });
    assert.ok(insideBox, 'and scrolled into sight inside the output box');
    await programSection(page, 'dead_ends').screenshot({ path: screenshotPath('failures-long-output') });
  });

  test('no errors in the console', () => {
    assert.deepEqual(page.problems, []);
  });
});
