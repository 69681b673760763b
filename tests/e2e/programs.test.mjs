// Every program of the lesson, run unchanged in Chromium, prints the lesson's output and draws its pictures.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  acquireLesson,
  editor,
  output,
  printed,
  programSection,
  programText,
  pythonStats,
  releaseLesson,
  runProgram,
  screenshotPath,
  setProgram,
} from './helpers.mjs';
import { EXPECTED_OUTPUT, EXPECTED_PICTURES } from './expected.mjs';

describe('the lesson programs in Chromium', () => {
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

  test('the first run shows "Loading Python…" and then the output', async () => {
    const section = programSection(page, 'openings');
    await section.getByRole('button', { name: 'Run', exact: true }).click();
    await page.waitForFunction(() => /Loading Python…/.test(document.querySelector('#step-1 .run-state')?.textContent ?? ''));
    assert.equal(await section.getByRole('button', { name: 'Stop', exact: true }).isEnabled(), true, 'Stop is on while running');
    await page.waitForFunction(() => !document.querySelector('#step-1 .toolbar button')?.disabled, null, { timeout: 60_000 });
    assert.equal(await printed(page, 'openings'), EXPECTED_OUTPUT.openings);
    assert.equal(await section.getByRole('button', { name: 'Stop', exact: true }).isEnabled(), false, 'Stop is off when done');
    const stats = await pythonStats(page);
    console.log(`# Pyodide load in Chromium: ${Math.round(stats.loadMs[0])} ms`);
  });

  for (const [name, expected] of Object.entries(EXPECTED_OUTPUT)) {
    test(`${name}: run unchanged, prints the lesson's output`, async () => {
      await runProgram(page, name);
      assert.equal(await printed(page, name), expected);
      // Nothing else: no problem box, no note.
      assert.equal(await output(page, name).locator('.problem, .output-note').count(), 0);
      assert.equal(await output(page, name).getAttribute('role'), 'log');
      assert.equal(await output(page, name).getAttribute('aria-live'), 'polite');
    });
  }

  test('pictures are drawn under the programs, the right size', async () => {
    for (const [name, [kind, width, height]] of Object.entries(EXPECTED_PICTURES)) {
      const section = programSection(page, name);
      // The program's own pictures (Step 2's section also has its board).
      const canvas = section.locator('.pictures').getByRole('img');
      assert.equal(await canvas.count(), 1, `${name} draws one picture`);
      const label = await canvas.getAttribute('aria-label');
      assert.match(label, new RegExp(`${width} × ${height} squares`), `${name}: ${label}`);
      const drawn = await canvas.evaluate((c) => c.width > 0 && c.height > 0);
      assert.ok(drawn);
      if (kind === 'frames') assert.match(label, /picture 1 of 200/);
    }
    // The way out is drawn in red on the maze.
    const red = await programSection(page, 'way_out').getByRole('img').evaluate((canvas) => {
      const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
      let count = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i] > 200 && data[i + 1] < 50 && data[i + 2] < 50) count++;
      return count;
    });
    assert.ok(red > 0, 'the way out is red');
    await programSection(page, 'way_out').screenshot({ path: screenshotPath('program-way_out') });
  });

  test('maze_frames: Play, Pause and the slider work, by keyboard too', async () => {
    const section = programSection(page, 'maze_frames');
    const slider = section.getByRole('slider', { name: 'Picture number' });
    const canvas = section.getByRole('img');
    await section.getByRole('button', { name: 'Play', exact: true }).click();
    await page.waitForTimeout(400);
    await section.getByRole('button', { name: 'Pause', exact: true }).click();
    const paused = Number(await slider.inputValue());
    assert.ok(paused > 1 && paused < 200, `playing moved the slider (${paused})`);
    await page.waitForTimeout(200);
    assert.equal(Number(await slider.inputValue()), paused, 'Pause holds the picture');
    await slider.focus();
    await page.keyboard.press('End');
    assert.equal(await slider.inputValue(), '200');
    assert.match(await canvas.getAttribute('aria-label'), /picture 200 of 200/);
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    assert.equal(await slider.inputValue(), '2');
    assert.match(await section.locator('output').textContent(), /Picture 2 of 200/);
    await section.screenshot({ path: screenshotPath('program-maze_frames') });
  });

  test("make_maze(50, 50) stops with Python's RecursionError and the lesson's explanation", async () => {
    const original = await programText(page, 'make_maze');
    await setProgram(page, 'make_maze', original.replace('make_maze(10, 10)', 'make_maze(50, 50)'));
    const text = await runProgram(page, 'make_maze');
    assert.match(text, /RecursionError: maximum recursion depth exceeded/);
    assert.match(text, /about a thousand open calls/);
    assert.match(text, /at line \d+, in carve/);
    await programSection(page, 'make_maze').screenshot({ path: screenshotPath('program-make_maze-50x50') });
    // Reset brings the lesson's version back, and it works again.
    await programSection(page, 'make_maze').getByRole('button', { name: 'Reset', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Bring it back' }).click();
    assert.equal(await programText(page, 'make_maze'), original);
    await runProgram(page, 'make_maze');
    assert.equal(await printed(page, 'make_maze'), EXPECTED_OUTPUT.make_maze);
  });

  test('each editor is a CodeMirror textbox with its name; Ctrl+Enter runs it', async () => {
    const box = editor(page, 'spoil');
    assert.equal(await box.getAttribute('contenteditable'), 'true');
    assert.equal(await box.getAttribute('aria-multiline'), 'true');
    await page.evaluate(() => document.querySelector('#spoil-them .printed')?.setAttribute('data-old', ''));
    await box.click();
    await page.keyboard.press('Control+Enter');
    await page.waitForFunction(
      (expected) => document.querySelector('#spoil-them .printed:not([data-old])')?.textContent === expected,
      EXPECTED_OUTPUT.spoil,
      { timeout: 30_000 },
    );
  });

  test("a program's stand-in is as tall as the editor that takes its place, on a phone and a laptop: nothing below moves", async () => {
    for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
      const fresh = await lesson.newPage({ viewport });
      try {
        // corridors has empty lines and, on a phone, lines that wrap; it is far below the board, so its stand-in is there at first.
        const wrap = fresh.locator('[data-program="corridors"] .editor-wrap');
        await fresh.waitForFunction(() => document.querySelector('[data-program="corridors"] .editor-standin textarea'));
        const before = await wrap.evaluate((el) => el.getBoundingClientRect().height);
        await wrap.scrollIntoViewIfNeeded();
        await fresh.waitForFunction(() => document.querySelector('[data-program="corridors"] .cm-editor'), null, { timeout: 30_000 });
        const after = await wrap.evaluate((el) => el.getBoundingClientRect().height);
        assert.ok(Math.abs(after - before) <= 1, `${viewport.width} px: the stand-in was ${before} px tall, the editor ${after} px`);
      } finally {
        await fresh.close();
      }
    }
  });

  test('no errors in the console', () => {
    assert.deepEqual(page.problems, []);
  });
});
