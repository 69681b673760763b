// Games on the page: Play with keys, from above and from inside (the door refuses, the key opens it, the way out is reached, moves computed from the command's JSON); Harder and Easier keep the longest and the shortest way out of 20 mazes, checked against the command's mazes of the same 20 seeds.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { acquireLesson, releaseLesson, waitForText } from './helpers.mjs';
import { cliPicture, distancesIn, maze } from './oracle.mjs';
import { FACINGS, insideKeys, openWays, play, wayBetween } from './ways.mjs';

const said = (root) => root.locator('.board-message').textContent();
const heard = (root) => root.locator('.board-play-heard').textContent();

/** The way out's length (steps from the top left room to the bottom right) of the command's maze of each seed. */
function lengths(from, of, rows = 10, cols = 10) {
  return Array.from({ length: of }, (_, k) => distancesIn(cliPicture('walk', rows, cols, from + k), 0)[rows * cols - 1]);
}

const ARROW = { up: 'ArrowUp', down: 'ArrowDown', left: 'ArrowLeft', right: 'ArrowRight' };
/** The arrow keys that walk a way from above. */
const aboveKeys = (picture, way) => way.slice(1).map((room, i) => ARROW[openWays(picture, way[i]).find((n) => n.room === room).way]);

/** The command's game: `maze generate --keys K --format json`, and its picture. */
function keyGame(seed, keys) {
  const game = JSON.parse(maze(['generate', '--method', 'walk', '--seed', String(seed), '--keys', String(keys), '--format', 'json']));
  return { game, picture: cliPicture('walk', 10, 10, seed) };
}

describe('Play with keys', () => {
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

  for (const inside of [false, true])
    test(`seed 2083, 1 key${inside ? ', inside' : ''}: the door refuses the player, the key opens it, the way out is reached`, async () => {
      const { game, picture } = keyGame(2083, 1);
      assert.equal(game.doors.length, 1);
      const [[a, b]] = game.doors;
      const [key] = game.keys;
      await play(page, board);
      if (inside) await board.getByRole('button', { name: 'Inside', exact: true }).click();
      await board.getByLabel('Keys', { exact: true }).selectOption('1');
      await page.waitForFunction((el) => el.textContent.includes('1 locked door stands on the way out. Find its key.'), await board.locator('.board-play-heard').elementHandle());
      if (inside) await board.locator('canvas.board-inside').focus();
      else await board.locator('canvas.board-canvas').focus();
      let facing = FACINGS.indexOf(openWays(picture, game.in)[0].way);
      /** Walks a way (from above, or turning and stepping from inside); returns what was heard last. */
      const walk = async (way) => {
        if (way.length < 2) return heard(board);
        if (inside) {
          const go = insideKeys(picture, way, facing);
          facing = go.facing;
          for (const k of go.keys) await page.keyboard.press(k);
        } else for (const k of aboveKeys(picture, way)) await page.keyboard.press(k);
        return heard(board);
      };
      // To the door, and into it: refused.
      await walk(wayBetween(picture, game.in, a));
      const toDoor = insideKeys(picture, [a, b], facing);
      if (inside) {
        for (const k of toDoor.keys) await page.keyboard.press(k);
        facing = FACINGS.indexOf(openWays(picture, a).find((n) => n.room === b).way);
      } else await page.keyboard.press(aboveKeys(picture, [a, b])[0]);
      assert.equal(await heard(board), 'The door is locked. Find its key.');
      // To the key: picked up.
      assert.match(await walk(wayBetween(picture, a, key)), /^You pick up key 1\. It opens door 1\. Room \d+ of 100\./);
      // Back to the door: it opens.
      await walk(wayBetween(picture, key, a));
      assert.match(await walk([a, b]), /^Key 1 opens door 1\. Room \d+ of 100\./);
      await walk(wayBetween(picture, b, game.out));
      const dist = (x, y) => distancesIn(picture, x)[y];
      const shortest = dist(game.in, key) + dist(key, game.out);
      assert.match(await said(board), new RegExp(`^You got out in \\d+ steps\\. The shortest way takes ${shortest}\\.`));
      assert.equal(await heard(board), 'You are out.');
      await board.getByLabel('Keys', { exact: true }).selectOption('0');
      if (inside) await board.getByRole('button', { name: 'Inside', exact: true }).click();
      await page.keyboard.press('Escape');
    });
});

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
