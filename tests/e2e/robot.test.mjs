// The robot's board in its own section: Robot beside Way out with the keyboard, the way out moved by the box and by a click, holes knocked until the robot goes round for ever, and a big maze that never stalls the page.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { ROOT, acquireLesson, printed, releaseLesson, robotBoardUi, runProgram, screenshotPath, waitForText, mazeText } from './helpers.mjs';

const MAZE = join(ROOT, 'build', 'maze');

/** The `maze` command's robot (right hand) and breadth-first way out on a picture, to room `to`. */
function cli(picture, to) {
  const run = (rule) => {
    try {
      return execFileSync(MAZE, ['solve', '--rule', rule, '--to', String(to)], { input: picture, encoding: 'utf8' });
    } catch (error) {
      return error.stdout; // exit status 1: no way out, or round for ever
    }
  };
  const last = (text) => text.trim().split('\n').at(-1);
  return { robot: last(run('right-hand')), bfs: last(run('bfs')) };
}

/** What the board says under it once its job is done. */
async function said(page) {
  await page.waitForFunction(() => document.querySelector('#robot-board-root .board')?.dataset.state === 'done');
  return page.locator('#robot-board-root .board-wayout').textContent();
}

async function picture(page) {
  return (await mazeText(page, '#robot-board-root')).join('\n').trim() + '\n';
}

/** Focus a button by pressing Tab, as a student with no mouse would. */
async function tabTo(page, name) {
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((n) => document.activeElement?.textContent === n && document.activeElement.closest('#robot-board-root') !== null, name)) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

describe('the robot', () => {
  let lesson;
  let page;
  const errors = [];

  before(async () => {
    lesson = await acquireLesson();
    const context = await lesson.browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await lesson.newPage({ context, path: 'robot.html' });
    page.on('pageerror', (e) => errors.push(e.message));
    await waitForText(page, '.board-pieces', 'Pieces: 100');
    const b = await robotBoardUi(page);
    await waitForText(page, '#robot-board-root .board-pieces', 'Pieces: 100');
    await b.field('Speed').fill('8'); // Instant
    await b.field('Seed').fill('2083');
  });

  after(async () => {
    await page.context().close().catch(() => undefined);
    await releaseLesson();
  });

  test('with the keyboard: Grow a maze, Way out, then Robot: both counts, as the maze command counts them', async () => {
    const b = await robotBoardUi(page);
    await b.button('Step').focus();
    await tabTo(page, 'Grow a maze');
    await page.keyboard.press('Enter');
    await waitForText(page, '#robot-board-root .board-pieces', 'Pieces: 1');
    await tabTo(page, 'Way out');
    await page.keyboard.press('Enter');
    assert.equal(await said(page), 'The way out goes through 47 rooms');
    await tabTo(page, 'Robot');
    await page.keyboard.press('Enter');
    const expected = cli(await picture(page), 99);
    assert.equal(expected.robot, 'The robot walked 112 steps');
    assert.equal(await said(page), 'The way out takes 46 steps. The robot walked 112 steps.');
    // Step back along the robot's walk with the Timeline, and on to the end again.
    assert.equal(await b.timeline.inputValue(), '112');
    await b.timeline.focus();
    await page.keyboard.press('Home');
    await waitForText(page, '#robot-board-root .board-wayout', 'The way out takes 46 steps. The robot has walked 0 steps so far.');
    await page.keyboard.press('End');
    await waitForText(page, '#robot-board-root .board-wayout', 'The way out takes 46 steps. The robot walked 112 steps.');
    await b.canvas.screenshot({ path: screenshotPath('robot-beside-way-out') });
    assert.deepEqual(errors, []);
  });

  test('the Way out room box and a click on a room move the way out', async () => {
    const b = await robotBoardUi(page);
    const box = b.field('Way out room');
    await box.fill('55');
    await box.press('Enter');
    await b.button('Way out').click();
    const expected = cli(await picture(page), 55);
    const bfs = Number(expected.bfs.match(/\d+/)[0]);
    assert.equal(await said(page), `The way out goes through ${bfs} rooms`);
    await b.button('Robot').click();
    assert.equal(expected.robot, 'The robot walked 40 steps');
    assert.equal(await said(page), `The way out takes ${bfs - 1} steps. ${expected.robot}.`);
    // A click on the room in row 2, column 7 of the 10 x 10 maze (the canvas is the maze with a thin margin).
    const box2 = await b.canvas.boundingBox();
    await b.canvas.click({ position: { x: box2.width * 0.75, y: box2.height * 0.25 } });
    assert.equal(await box.inputValue(), '27');
    assert.match(await b.message.textContent(), /^The way out is now room 27 \(row 2, column 7\)/);
    await box.fill('100');
    await box.press('Enter');
    await waitForText(page, '#robot-board-root .board-message', 'There is no room 100: rooms go from 0 to 99.');
    assert.deepEqual(errors, []);
  });

  test('holes knocked, the way out in the middle: the robot goes round for ever, as the maze command says', async () => {
    const b = await robotBoardUi(page);
    const box = b.field('Way out room');
    await box.fill('44');
    await box.press('Enter');
    let round = false;
    for (let holes = 1; holes <= 30 && !round; holes++) {
      await b.button('Knock a hole').click();
      assert.match(await b.message.textContent(), /^Knocked a hole in the wall between room \d+/);
      await b.button('Robot').click();
      const words = await said(page);
      const expected = cli(await picture(page), 44);
      round = words.includes('went round');
      if (round) {
        assert.equal(expected.robot, 'The robot went round in a loop: it never gets out');
        assert.match(words, /The robot went round in a loop: it never gets out\. It came back to the same room facing the same way after \d+ steps/);
      } else assert.match(words, new RegExp(`${expected.robot}\\.$`));
    }
    assert.ok(round, 'the robot never went round in 30 holes');
    await b.canvas.screenshot({ path: screenshotPath('robot-round-for-ever') });
    assert.deepEqual(errors, []);
  });

  test('hexagons: the robot turns by the angle to each neighbour, as the maze command does', async () => {
    const b = await robotBoardUi(page);
    await b.radio('Hexagons').check();
    await b.field('Rows').fill('9');
    await b.field('Columns').fill('11');
    await b.radio('Random walls').check();
    await b.button('Grow a maze').click();
    await waitForText(page, '#robot-board-root .board-pieces', 'Pieces: 1');
    await b.button('Robot').click();
    const json = execFileSync(MAZE, ['generate', '--shape', 'hex', '--rows', '9', '--cols', '11', '--method', 'walls', '--seed', '2083', '--format', 'json'], { encoding: 'utf8' });
    const walked = JSON.parse(execFileSync(MAZE, ['solve', '--rule', 'right-hand', '--format', 'json'], { input: json, encoding: 'utf8' }));
    assert.equal(walked.out, true);
    assert.equal(await said(page), `The robot walked ${walked.steps} steps.`);
    await b.canvas.screenshot({ path: screenshotPath('robot-hexagons') });
    await b.radio('Square').check();
    assert.deepEqual(errors, []);
  });

  test('robot.py walks the seed-2083 maze: 112 steps in CPython and on the page, as the engine counts', async () => {
    const stub = mkdtempSync(join(tmpdir(), 'pixels-'));
    writeFileSync(join(stub, 'pixels.py'), 'def show_grid(grid, colours):\n    pass\n');
    const source = readFileSync(join(ROOT, 'web', 'src', 'lesson', 'programs', 'robot.py'), 'utf8');
    const run = spawnSync('python3', ['-'], { input: source, env: { ...process.env, PYTHONPATH: stub }, encoding: 'utf8' });
    assert.equal(run.status, 0, run.stderr);
    assert.equal(run.stdout, 'The robot walked 112 steps\n');
    await runProgram(page, 'robot');
    assert.equal(await printed(page, 'robot'), 'The robot walked 112 steps\n');
    assert.deepEqual(errors, []);
  });

  test('a 300 x 300 maze: the robot walks it at full speed and the page never stalls', async () => {
    const b = await robotBoardUi(page);
    await b.field('Way out room').fill('');
    await b.field('Rows').fill('300');
    await b.field('Columns').fill('300');
    await b.button('Grow a maze').click();
    await waitForText(page, '#robot-board-root .board-pieces', 'Pieces: 1', 120_000);
    await page.evaluate(() => {
      window.__longest = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__longest = Math.max(window.__longest, e.duration);
      }).observe({ type: 'longtask' });
    });
    await b.button('Robot').click();
    const words = await said(page);
    assert.match(words, /^The robot walked \d{1,3}(,\d{3})* steps\.$/);
    const longest = await page.evaluate(() => window.__longest);
    assert.ok(longest < 250, `a task took ${longest} ms`);
    assert.deepEqual(errors, []);
  });
});
