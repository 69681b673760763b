// Mends on the board: Play over the family tree shows the maze and the dot, and the tree comes back after;
// Pause appears without moving any other control (the buttons, Step back, the Timeline, the status line), at 1280 x 800 and 390 x 844.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { acquireLesson, boardUi as ui, releaseLesson, screenshotPath, waitForText } from './helpers.mjs';

/** How many pixels of the canvas are this colour (r, g, b), give or take a little. */
function pixelsOf(page, [r, g, b]) {
  return page.locator('#board canvas.board-canvas').evaluate((canvas, [r, g, b]) => {
    const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
    let n = 0;
    for (let i = 0; i < data.length; i += 4) if (Math.abs(data[i] - r) < 8 && Math.abs(data[i + 1] - g) < 8 && Math.abs(data[i + 2] - b) < 8) n++;
    return n;
  }, [r, g, b]);
}
const DOT = [0xd5, 0x5e, 0x00]; // play/draw.ts: the player's dot

describe('board mends', () => {
  let lesson;
  let page;
  before(async () => {
    lesson = await acquireLesson();
    page = await lesson.newPage({ viewport: { width: 1280, height: 800 } });
    await waitForText(page, '#board .board-pieces', 'Pieces: 100');
  });
  after(async () => {
    await page?.close();
    await releaseLesson();
  });

  /** Where each control is on the board: the buttons of the row, Step back, the Timeline and the status line (x, y, width, height). */
  const places = (p) =>
    p.locator('#board .board').evaluate((board) => {
      const at = board.getBoundingClientRect();
      const box = (name, el) => {
        const r = el.getBoundingClientRect();
        return `${name} ${[r.x - at.x, r.y - at.y, r.width, r.height].map(Math.round).join(',')}`;
      };
      const buttons = [...board.querySelectorAll('.board-actions button')].filter((el) => el.checkVisibility({ visibilityProperty: true }));
      const back = [...board.querySelectorAll('button')].find((el) => el.textContent === 'Step back');
      return [...buttons.map((el) => box(el.textContent, el)), box('Step back', back), box('Timeline', board.querySelector('.board-timeline')), box('status', board.querySelector('.board-status'))];
    });

  /** Grow a maze slowly: Pause shows, and nothing else moves or changes its size; after, as before. */
  async function pauseMovesNothing(p) {
    const b = ui(p);
    await b.field('Speed').fill('2'); // slow enough to see it grow (Maze settings open before the first look)
    const before = await places(p);
    assert.equal(before.some((place) => place.startsWith('Pause')), false);
    assert.deepEqual(before.slice(-3).map((place) => place.split(' ').slice(0, -1).join(' ')), ['Step back', 'Timeline', 'status']);
    await b.button('Grow a maze').click();
    await p.locator('#board .board-pause').filter({ visible: true }).waitFor();
    const growing = await places(p);
    assert.deepEqual(growing.filter((place) => !place.startsWith('Pause')), before);
    assert.equal(growing.filter((place) => place.startsWith('Pause')).length, 1);
    await b.field('Speed').fill('8'); // Instant: the rest at once
    await waitForText(p, '#board .board-pieces', 'Pieces: 1');
    assert.deepEqual(await places(p), before);
  }

  test('Pause appears while a maze grows without moving any other control (the buttons, Step back, the Timeline, the status line), and goes again', async () => {
    await pauseMovesNothing(page);
  });

  test('390 × 844, touch: Pause appears without moving any other control', async () => {
    const context = await lesson.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    try {
      const phone = await lesson.newPage({ context });
      await waitForText(phone, '#board .board-pieces', 'Pieces: 100');
      await pauseMovesNothing(phone);
      assert.deepEqual(phone.problems, []);
    } finally {
      await context.close();
    }
  });

  test('Tree as a family tree, then Play: the maze and the dot show while playing; the family tree comes back after', async () => {
    const b = ui(page);
    const canvas = page.locator('#board canvas.board-canvas');
    await b.button('Tree').click();
    await b.button('Tree').click();
    assert.match(await canvas.getAttribute('aria-label'), /family tree/);
    assert.equal(await pixelsOf(page, DOT), 0);
    await b.button('Play').click();
    await page.locator('#board .board-play').filter({ visible: true }).waitFor();
    await page.waitForFunction(() => !/family tree/.test(document.querySelector('#board canvas.board-canvas').getAttribute('aria-label')));
    await page.waitForTimeout(200); // a frame drawn
    assert.ok((await pixelsOf(page, DOT)) > 20, 'the dot is drawn on the maze');
    await page.locator('#board').screenshot({ path: screenshotPath('play-over-family-tree') });
    await page.getByRole('button', { name: 'Stop playing', exact: true }).click();
    await page.waitForFunction(() => /family tree/.test(document.querySelector('#board canvas.board-canvas').getAttribute('aria-label')));
    assert.equal(await b.board.locator('.board-tree-mode').textContent(), 'as a family tree');
    assert.deepEqual(page.problems, []);
  });
});
