// The phone (issue 43), with touch: opened at the page's top, Play brings the maze and the pad under it into the screen (390 × 844 and 360 × 640); a swipe begun before the last one was lifted is a move too; no words name keys; the first tap on a program before its editor is made puts the caret on the line tapped.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { acquireLesson, outside, releaseLesson, screenshotPath, waitForText } from './helpers.mjs';

const PAD = ['Up', 'Down', 'Left', 'Right'];
const BACK = { up: 'down', down: 'up', left: 'right', right: 'left' };
const VECTOR = { up: [0, -1], down: [0, 1], left: [-1, 0], right: [1, 0] };

/** Play pressed on the main board as it opens: a game starts on its 10 × 10 maze. */
async function play(page) {
  const board = page.locator('#board');
  await waitForText(page, '#board .board-pieces', 'Pieces: 100');
  assert.equal(await page.evaluate(() => scrollY), 0, 'the page opens at its top');
  await board.getByRole('button', { name: 'Play', exact: true }).tap();
  await page.waitForFunction(() => /^Maze \d+ from seed/.test(document.querySelector('#board .board-message')?.textContent ?? ''));
  return board;
}

/** The maze, and under it each button of the pad, all inside the window. */
async function padInView(page, size) {
  const where = `${size.width} × ${size.height}`;
  assert.deepEqual(await outside(page, [['the maze', '#board .board-canvas'], ...PAD.map((name) => [name, '#board .board-play-pad button', name])]), [], where);
  const maze = await page.locator('#board .board-canvas').boundingBox();
  const up = await page.locator('#board .board-play-pad button', { hasText: 'Up' }).boundingBox();
  assert.ok(up.y >= maze.y + maze.height, `${where}: the pad (Up at ${up.y}) under the maze (its bottom at ${maze.y + maze.height})`);
}

describe('the phone', () => {
  let lesson;
  let context;

  before(async () => {
    lesson = await acquireLesson();
    context = await lesson.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  });

  after(async () => {
    await context?.close();
    await releaseLesson();
  });

  test('opened at the top, Play brings the maze and the pad under it into the screen (390 × 844, 360 × 640); every swipe is a move, one begun before the last was lifted too; no words name keys', async () => {
    const page = await lesson.newPage({ context });
    const board = await play(page);
    await padInView(page, { width: 390, height: 844 });
    await page.screenshot({ path: screenshotPath('phone-play-pad-390x844') });

    // Every change of what is heard, in order.
    await page.evaluate(() => {
      const heard = document.querySelector('#board .board-play-heard');
      window.heardLines = [];
      new MutationObserver(() => window.heardLines.push(heard.textContent)).observe(heard, { childList: true, characterData: true, subtree: true });
    });
    const start = await board.locator('.board-play-heard').textContent();
    const way = /Ways on: (\w+)/.exec(start)[1];
    const box = await board.locator('.board-canvas').boundingBox();
    const cdp = await context.newCDPSession(page);
    const touch = (type, points) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points });
    const at = (x, y, id) => ({ x: box.x + x * box.width, y: box.y + y * box.height, id });
    const moved = (p, heading, d = 50) => ({ ...p, x: p.x + VECTOR[heading][0] * d, y: p.y + VECTOR[heading][1] * d });
    // Six quick swipes, back and forth between the way in and the room its way on leads to, nothing awaited between them.
    for (let i = 0; i < 6; i++) {
      const from = at(0.5, 0.5, 1);
      const heading = i % 2 ? BACK[way] : way;
      await touch('touchStart', [from]);
      await touch('touchMove', [moved(from, heading, 25)]);
      await touch('touchMove', [moved(from, heading)]);
      await touch('touchEnd', []);
    }
    // Two thumbs: the second finger goes down before the first is lifted; each swipe is a move.
    const a = at(0.3, 0.5, 2), b = at(0.7, 0.5, 3);
    await touch('touchStart', [a]);
    await touch('touchMove', [moved(a, way)]);
    await touch('touchStart', [moved(a, way), b]);
    await touch('touchMove', [moved(a, way), moved(b, BACK[way])]);
    await touch('touchEnd', [moved(a, way)]); // the first finger lifted
    await touch('touchEnd', []);
    await page.waitForFunction(() => window.heardLines.length >= 8, null, { timeout: 5000 }).catch(() => undefined);
    const lines = await page.evaluate(() => window.heardLines);
    const there = lines[0];
    assert.match(there ?? '', /^Room \d+ of 100\./);
    const back = `Room 1 of 100. Ways on: ${start.split('Ways on: ')[1]}`;
    assert.deepEqual(lines, [there, back, there, back, there, back, there, back], 'each of 8 swipes moved the player, in turn');
    // Words for fingers, none for keys: the game's help, and the programs' editors.
    const shown = await page.evaluate(() => [...document.querySelectorAll('.board-play-help, .editor-hint')].filter((el) => el.checkVisibility()).map((el) => el.textContent).join('\n'));
    assert.match(shown, /^Swipe the way you want to go/);
    assert.doesNotMatch(shown, /Ctrl|Tab|Esc|Arrow|Shift/);

    // 360 × 640, opened afresh at the top.
    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto(page.url());
    await play(page);
    await padInView(page, { width: 360, height: 640 });
    await page.screenshot({ path: screenshotPath('phone-play-pad-360x640') });
    assert.deepEqual(page.problems, []);
    await page.close();
  });

  test('390 × 844: a tap on a program before its editor is made puts the caret on the line tapped', async () => {
    const page = await lesson.newPage({ context });
    // A program scrolled into view faster than the page notices (a quick fling, a link): its stand-in
    // is still there when the student taps it, with the editor's code already loaded.
    await page.addInitScript(() => {
      window.IntersectionObserver = class {
        observe() {}
        unobserve() {}
        disconnect() {}
        takeRecords() {
          return [];
        }
      };
    });
    await page.reload();
    const standIn = (name) => page.locator(`textarea.editor-standin[aria-label="Program: ${name}"]`);
    await standIn('openings').focus(); // loads the editors' code, and makes this one
    await page.locator('.cm-content[aria-label="Program: openings"]').waitFor();
    await page.evaluate(() => document.activeElement.blur());
    const box = standIn('make_maze');
    await box.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
    const line = await box.evaluate((el) => {
      const copy = el.parentElement.querySelector('.editor-standin-copy').children[9].getBoundingClientRect();
      return { x: copy.left + 60, y: copy.top + copy.height / 2 };
    });
    const text = (await box.inputValue()).split('\n')[9];
    await page.touchscreen.tap(line.x, line.y);
    const content = page.locator('.cm-content[aria-label="Program: make_maze"]');
    await content.waitFor();
    const caretLine = await content.evaluate((el) => {
      const at = getSelection().anchorNode;
      return (at?.nodeType === 1 ? at : at?.parentElement)?.closest('.cm-line')?.textContent ?? null;
    });
    assert.equal(caretLine, text, 'the caret is on line 10, the line tapped');
    assert.deepEqual(page.problems, []);
    await page.close();
  });
});
