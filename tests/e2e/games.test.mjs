// Games on the page: Harder and Easier keep the longest and the shortest way out of 20 mazes, checked against the command's mazes of the same 20 seeds.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { acquireLesson, releaseLesson, waitForText } from './helpers.mjs';
import { cliPicture, distancesIn } from './oracle.mjs';
import { openWays, play } from './ways.mjs';

const said = (root) => root.locator('.board-message').textContent();
const heard = (root) => root.locator('.board-play-heard').textContent();

/** The way out's length (steps from the top left room to the bottom right) of the command's maze of each seed. */
function lengths(from, of, rows = 10, cols = 10) {
  return Array.from({ length: of }, (_, k) => distancesIn(cliPicture('walk', rows, cols, from + k), 0)[rows * cols - 1]);
}

describe('Play: Harder and Easier', () => {
  let lesson;
  let page;
  let board;

  before(async () => {
    lesson = await acquireLesson();
    page = await lesson.newPage({ viewport: { width: 1280, height: 800 } });
    board = page.locator('#board');
    await waitForText(page, '#board .board-pieces', 'Pieces: 100');
  });

  after(async () => {
    await page?.close();
    await releaseLesson();
  });

  test('seed 2083, 10 × 10: Harder plays the longest way out of seeds 2083 to 2102, Easier the shortest, as the command makes them', async () => {
    const steps = lengths(2083, 20);
    const longest = steps.indexOf(Math.max(...steps));
    const shortest = steps.indexOf(Math.min(...steps));
    assert.notEqual(steps[longest], steps[shortest], 'the 20 mazes differ');
    await play(page, board);
    for (const [name, k, words] of [['Harder', longest, 'Harder: the longest'], ['Easier', shortest, 'Easier: the shortest']]) {
      await board.getByRole('button', { name, exact: true }).click();
      await page.waitForFunction((el) => /^(Harder|Easier):/.test(el.querySelector('.board-message').textContent), await board.elementHandle());
      assert.equal(await said(board), `${words} way out of 20 mazes (seeds 2083 to 2102) is seed ${2083 + k}’s, ${steps[k]} steps. Walk to the way out.`);
      // The maze played is that seed's: its way in opens as the command's picture says.
      const ways = openWays(cliPicture('walk', 10, 10, 2083 + k), 0).map((n) => n.way);
      assert.equal(await heard(board), `You are at the way in. Room 1 of 100. Ways on: ${ways.join(', ')}.`);
    }
    await page.keyboard.press('Escape');
  });
});
