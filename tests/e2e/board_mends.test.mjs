// Mends on the board: Play over the family tree shows the maze and the dot, and the tree comes back after;
// Pause appears in a place kept for it, so no other button moves while a maze grows.
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

  test('Pause appears while a maze grows without moving any other button, and goes again', async () => {
    const b = ui(page);
    const places = () =>
      page.locator('#board .board-actions button').evaluateAll((all) =>
        all
          .filter((el) => el.checkVisibility({ visibilityProperty: true }))
          .map((el) => {
            // Where each button is in the board's own row of buttons (opening Maze settings may scroll the page).
            const r = el.getBoundingClientRect(), row = el.closest('.board-actions').getBoundingClientRect();
            return `${el.textContent} ${Math.round(r.x - row.x)},${Math.round(r.y - row.y)}`;
          }),
      );
    const before = await places();
    assert.equal(before.some((p) => p.startsWith('Pause')), false);
    await b.field('Speed').fill('2'); // slow enough to see it grow
    await b.button('Grow a maze').click();
    await page.locator('#board .board-pause').filter({ visible: true }).waitFor();
    const growing = await places();
    assert.deepEqual(growing.filter((p) => !p.startsWith('Pause')), before);
    assert.equal(growing.filter((p) => p.startsWith('Pause')).length, 1);
    await b.field('Speed').fill('8'); // Instant: the rest at once
    await waitForText(page, '#board .board-pieces', 'Pieces: 1');
    assert.deepEqual(await places(), before);
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
