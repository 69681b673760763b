// The laptop (issue 43): a group opened (Maze settings, More views, Take it home) never moves the maze out of the window; every board fits 1280 × 800 and 1366 × 768; Play's clock starts at the first move; Harder pressed again plays a new maze; the robot's trail is seen on the way out.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { acquireLesson, boardUi, boardsDrawn, mazeText, outside, releaseLesson, robotBoardUi, screenshotPath, waitForText } from './helpers.mjs';
import { cliPicture, maze } from './oracle.mjs';
import { openWays, play, wayBetween } from './ways.mjs';

const KEY = { up: 'ArrowUp', down: 'ArrowDown', left: 'ArrowLeft', right: 'ArrowRight' };
/** The arrow keys that walk a way in a square picture. */
const keysOf = (picture, way) => way.slice(1).map((room, i) => KEY[openWays(picture, way[i]).find((n) => n.room === room).way]);

/** Bring `selector`'s top to the window's top, as a student scrolls to read it. */
const toTop = (page, selector) => page.locator(selector).first().evaluate((el) => el.scrollIntoView({ block: 'start', behavior: 'instant' }));

describe('the laptop', () => {
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

  test('1280 × 800: each group opened, and its last control scrolled to, leaves the whole maze in the window', async () => {
    const last = { 'Maze settings': 'Ask me first', 'More views': 'Show as text', 'Take it home': 'Copy link' };
    await toTop(page, '#board-title');
    const height = (await board.locator('.board-canvas').boundingBox()).height;
    for (const [group, control] of Object.entries(last)) {
      await toTop(page, '#board-title');
      const b = boardUi(page, board);
      await b.open(group);
      const box = board.locator(`details[data-group="${group}"]`).getByText(control, { exact: true }).first();
      await box.scrollIntoViewIfNeeded();
      assert.deepEqual(await outside(page, [['the maze', '#board .board-canvas'], [control, `#board details[data-group="${group}"] summary`]]).then((o) => o.filter((s) => s.startsWith('the maze'))), [], `${group} open, ${control} in view`);
      if (group === 'Maze settings') await page.screenshot({ path: screenshotPath('laptop-maze-settings-1280x800') });
      // Pressed there, a view's button redraws the maze: it keeps its size.
      if (group === 'More views') {
        await board.getByRole('button', { name: 'Show as text', exact: true }).click();
        await page.locator('#board .board-text-pre').waitFor();
        assert.equal((await board.locator('.board-canvas').boundingBox()).height, height, 'the maze keeps its size');
        await board.getByRole('button', { name: 'Show as text', exact: true }).click();
      }
      await board.locator(`details[data-group="${group}"] > summary`).click();
    }
    assert.deepEqual(page.problems, []);
  });

  test('every board fits 1280 × 800 and 1366 × 768: the maze whole in the window under the words before it', async () => {
    const others = [
      ['robot.html', '#robot-board-root', '#robot-board-root .board', '#robot-board-root .board-canvas'],
      ['more-ways.html', '#play-board-root', '#play-board-root .board', '#play-board-root .board-canvas'],
      ['ten-print.html', '#ten-print-root', '#ten-print-root .tp-stage', '#ten-print-root .tp-stage svg'],
      ['fill.html', '#fill-race', '#fill-race .race-tools', '#fill-race .race-boards'],
    ];
    for (const size of [{ width: 1280, height: 800 }, { width: 1366, height: 768 }]) {
      await page.setViewportSize(size);
      // The main board under its heading; the Step 2 board under the sentence that introduces it.
      await toTop(page, '#board-title');
      assert.deepEqual(await outside(page, [['the main board’s maze', '#board .board-canvas']]), [], `${size.width} × ${size.height}`);
      await page.locator('#step2-board-root').scrollIntoViewIfNeeded();
      await page.locator('#step2-board-root .board-canvas').waitFor();
      const words = page.locator('#step-2 p').filter({ hasText: 'The board below asks your program for mazes' });
      await words.evaluate((el) => el.scrollIntoView({ block: 'start', behavior: 'instant' }));
      assert.deepEqual(await outside(page, [['the Step 2 board’s maze', '#step2-board-root .board-canvas']]), [], `${size.width} × ${size.height}`);
      if (size.width === 1280) await page.screenshot({ path: screenshotPath('laptop-step2-1280x800') });
      for (const [path, root, top, picture] of others) {
        const other = await lesson.newPage({ viewport: size, path });
        await other.locator(root).scrollIntoViewIfNeeded();
        await other.locator(picture).first().waitFor();
        await boardsDrawn(other);
        await toTop(other, top);
        assert.deepEqual(await outside(other, [[`${path}’s maze`, picture]]), [], `${size.width} × ${size.height}`);
        await other.close();
      }
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  test('Play: the clock starts at the first move, not at Play; Harder pressed again plays a new maze, of the next 20 seeds', async () => {
    await toTop(page, '#board-title');
    // 3 × 3: the way out is a few key presses, well under half a second.
    const small = cliPicture('walk', 3, 3, 2083);
    await play(page, board, { rows: 3, cols: 3 });
    await page.waitForTimeout(2500); // the student looks at the maze before the first move
    for (const key of keysOf(small, wayBetween(small, 0, 8))) await page.keyboard.press(key);
    await waitForText(page, '#board .board-play-note', 'It took you less than a second.', 5_000).catch(async () =>
      assert.fail(`the time said: ${await board.locator('.board-play-note').textContent()}`),
    );
    await page.keyboard.press('Escape');
    await play(page, board);
    const harder = async () => {
      await board.getByRole('button', { name: 'Harder', exact: true }).click();
      await page.waitForFunction((el) => /^Harder:/.test(el.textContent), await board.locator('.board-message').elementHandle());
      const said = await board.locator('.board-message').textContent();
      return { said, heard: await board.locator('.board-play-heard').textContent(), seed: Number(/is seed (\d+)’s/.exec(said)[1]) };
    };
    const first = await harder();
    assert.match(first.said, /^Harder: the longest way out of 20 mazes \(seeds 2083 to 2102\) is seed \d+’s, \d+ steps\. Walk to the way out\.$/);
    await page.evaluate(() => (document.querySelector('#board .board-message').textContent = ''));
    const second = await harder();
    assert.match(second.said, /^Harder: the longest way out of 20 mazes \(seeds 2103 to 2122\) is seed \d+’s, \d+ steps\. Walk to the way out\.$/);
    assert.ok(second.seed >= 2103 && second.seed <= 2122, `seed ${second.seed}`);
    // The maze played is that seed's: its way in opens as the command's picture says.
    const ways = openWays(cliPicture('walk', 10, 10, second.seed), 0).map((n) => n.way);
    assert.equal(second.heard, `You are at the way in. Room 1 of 100. Ways on: ${ways.join(', ')}.`);
    await page.keyboard.press('Escape');
    await boardUi(page, board).field('Seed').fill('');
  });

  test('the robot’s trail is seen along the way out: orange inside the blue line, not under it', async () => {
    const robot = await lesson.newPage({ viewport: { width: 1280, height: 800 }, path: 'robot.html' });
    const b = await robotBoardUi(robot);
    await waitForText(robot, '#robot-board-root .board-pieces', 'Pieces: 100');
    await b.field('Speed').fill('8'); // Instant
    await b.button('Grow a maze').click();
    await waitForText(robot, '#robot-board-root .board-pieces', 'Pieces: 1');
    await b.button('Way out').click();
    await robot.waitForFunction(() => document.querySelector('#robot-board-root .board')?.dataset.state === 'done');
    await b.button('Robot').click();
    await robot.waitForFunction(() => /The robot walked/.test(document.querySelector('#robot-board-root .board-wayout')?.textContent ?? ''));
    // A hand on the wall walks every room of the way out of a perfect maze: in each (but its two
    // ends, which have their dots), the robot's orange shows in the middle of the blue line.
    const solved = maze(['solve'], `${(await mazeText(robot, '#robot-board-root')).join('\n').trim()}\n`).split('\n');
    const route = Array.from({ length: 100 }, (_, room) => room).filter((room) => solved[2 * Math.floor(room / 10) + 1][2 * (room % 10) + 1] === 'o');
    const middles = await b.canvas.evaluate((canvas, rooms) => {
      const ctx = canvas.getContext('2d');
      // Where the board draws its rooms (draw/view.ts): whole device pixels a room, 4 CSS pixels' margin.
      const pad = 4 * (canvas.width / canvas.clientWidth);
      const s = Math.floor(Math.min((canvas.width - 2 * pad) / 10, (canvas.height - 2 * pad) / 10));
      const ox = Math.floor((canvas.width - s * 10) / 2), oy = Math.floor((canvas.height - s * 10) / 2);
      return rooms.map((room) => {
        const [r, g, b] = ctx.getImageData(Math.floor(ox + ((room % 10) + 0.5) * s), Math.floor(oy + (Math.floor(room / 10) + 0.5) * s), 1, 1).data;
        return `${r},${g},${b}`;
      });
    }, route.filter((room) => room !== 0 && room !== 99));
    await b.canvas.screenshot({ path: screenshotPath('robot-trail-on-way-out') });
    const orange = '213,94,0';
    assert.deepEqual(middles.filter((c) => c !== orange), [], `${middles.filter((c) => c !== orange).length} of ${middles.length} rooms of the way out hide the robot's trail`);
    await robot.close();
  });
});
