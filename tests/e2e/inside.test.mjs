// The Inside view: the lesson's maze walked in first person with the arrow keys (turns and steps computed from the command's picture), the words heard, a wall refused, the screenshot for docs/play.md, and Inside disabled on hexagons.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { AxeBuilder } from '@axe-core/playwright';
import { fileURLToPath } from 'node:url';
import { acquireLesson, releaseLesson, screenshotPath, waitForText } from './helpers.mjs';
import { cliPicture, maze } from './oracle.mjs';
import { FACINGS, insideKeys, openWays, play as playInside, wayBetween } from './ways.mjs';

const heard = (root) => root.locator('.board-play-heard').textContent();
const said = (root) => root.locator('.board-message').textContent();

describe('Play: Inside', () => {
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

  test('seed 2083, 10 × 10: Inside walks the way out with ← → to turn and ↑ to step; a wall is refused; the words say what is ahead, left and right', async () => {
    const picture = cliPicture('walk', 10, 10, 2083);
    await playInside(page, board);
    const inside = board.getByRole('button', { name: 'Inside', exact: true });
    assert.equal(await inside.getAttribute('aria-pressed'), 'false');
    await inside.click();
    assert.equal(await inside.getAttribute('aria-pressed'), 'true');
    const view = board.locator('canvas.board-inside');
    assert.equal(await view.isVisible(), true);
    assert.equal(await board.locator('canvas.board-canvas').isVisible(), false, 'the view takes the maze’s place');
    assert.equal(await view.evaluate((el) => el === document.activeElement), true, 'the view has the keys');
    const axe = await new AxeBuilder({ page }).include('#board .board-play').include('#board canvas.board-inside').options({ resultTypes: ['violations'] }).analyze();
    assert.deepEqual(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`), []);
    assert.match(await board.locator('.board-play-help.for-keys').textContent(), /^Inside: ← and → \(or A and D\) turn you; ↑ and ↓ \(or W and S\) step forward and back\./);
    // Facing the first way on from the way in (room 1 has one way on).
    const first = openWays(picture, 0);
    let facing = FACINGS.indexOf(first[0].way);
    const side = (turns) => (openWays(picture, 0).some((n) => n.way === FACINGS[(facing + turns + 4) % 4]) ? 'a way on' : 'a wall');
    const start = await heard(board);
    assert.ok(start.startsWith(`You are at the way in. Room 1 of 100. Ways on: ${first.map((n) => n.way).join(', ')}. Facing ${FACINGS[facing]}. Ahead: `), start);
    assert.ok(start.endsWith(` Left: ${side(-1)}. Right: ${side(1)}.`), start);
    // Turn to face a wall and step: refused, as the engine refuses it.
    await page.keyboard.press('ArrowRight');
    facing = (facing + 1) % 4;
    assert.match(await heard(board), new RegExp(`^Facing ${FACINGS[facing]}\\. Ahead: `));
    const toWall = [0, 1, 2, 3].find((t) => !openWays(picture, 0).some((n) => n.way === FACINGS[(facing + t) % 4]));
    for (let t = 0; t < toWall; t++) await page.keyboard.press('ArrowRight');
    facing = (facing + toWall) % 4;
    assert.equal(await heard(board), `Facing ${FACINGS[facing]}. Ahead: a wall. Left: ${side(-1)}. Right: ${side(1)}.`);
    await page.keyboard.press('ArrowUp');
    assert.equal(await heard(board), 'A wall.');
    // The way out, turn by turn.
    const way = wayBetween(picture, 0, 99);
    assert.equal(way.length, 47);
    // Up to the last straight run to the way out, then turned to face down it: the way out's light at the end.
    const dirOf = (i) => openWays(picture, way[i]).find((n) => n.room === way[i + 1]).way;
    let j = way.length - 2;
    while (j > 0 && dirOf(j - 1) === dirOf(j)) j--;
    const there = insideKeys(picture, way.slice(0, j + 1), facing);
    for (const key of there.keys) await page.keyboard.press(key);
    const at = way[j];
    const turns = (FACINGS.indexOf(dirOf(j)) - there.facing + 4) % 4;
    for (let t = 0; t < turns; t++) await page.keyboard.press('ArrowRight');
    const text = await heard(board);
    assert.match(text, new RegExp(`Facing ${dirOf(j)}\\. Ahead: the way out, ${way.length - 1 - j} rooms? ahead\\. Left: a (wall|way on)\\. Right: a (wall|way on)\\.$`));
    assert.equal(await board.locator('.board-message').textContent(), 'Maze 1 from seed 2083. Walk to the way out: its light shines at the end of its corridor.');
    await board.scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    await page.waitForTimeout(400); // the last glide ends
    await page.screenshot({ path: screenshotPath('inside-1280x800') });
    if (process.env.INSIDE_DOC_SHOT) await page.screenshot({ path: fileURLToPath(new URL('../../docs/inside.png', import.meta.url)) });
    const rest = insideKeys(picture, way.slice(j), FACINGS.indexOf(dirOf(j)));
    assert.equal(at, way[j]);
    for (const key of rest.keys) await page.keyboard.press(key);
    assert.equal(await said(board), 'You got out in 46 steps. The shortest way takes 46.');
    assert.equal(await heard(board), 'You are out.');
    // The frames were painted: the bench's timings are there.
    const frames = await view.evaluate((el) => el.frameTimes.length);
    assert.ok(frames > 10, `frames painted: ${frames}`);
    // New maze while inside: maze 2 of the seed, walked from its own way in, still inside.
    await board.getByRole('button', { name: 'New maze', exact: true }).click();
    await page.waitForFunction((el) => el.querySelector('.board-message').textContent.startsWith('Maze 2 from seed 2083.'), await board.elementHandle());
    assert.equal(await said(board), 'Maze 2 from seed 2083. Walk to the way out: its light shines at the end of its corridor.');
    const second = maze(['generate', '--method', 'walk', '--seed', '2083', '--mazes', '2']).trimEnd().split('\n\n')[1].split('\n');
    assert.match(await heard(board), new RegExp(`^You are at the way in\\. Room 1 of 100\\. Ways on: ${openWays(second, 0).map((n) => n.way).join(', ')}\\. Facing ${openWays(second, 0)[0].way}\\. `));
    // Inside again: off, the board's maze is back.
    await inside.click();
    assert.equal(await board.locator('canvas.board-canvas').isVisible(), true);
    await page.keyboard.press('Escape');
  });

  test('hexagons: Inside cannot be pressed, and says why', async () => {
    await playInside(page, board, { shape: 'Hexagons' });
    const inside = board.getByRole('button', { name: 'Inside', exact: true });
    assert.equal(await inside.isDisabled(), true);
    const why = await inside.getAttribute('aria-describedby');
    assert.equal(await page.locator(`#${why}`).textContent(), 'Inside needs a square maze: the rays walk a grid of squares.');
    await board.getByRole('button', { name: 'Stop playing', exact: true }).click();
  });
});

describe('Play: Inside on a phone', () => {
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

  test('390 × 844, touch: the pad turns and steps, a swipe turns; the words name them', async () => {
    const page = await lesson.newPage({ context });
    const board = page.locator('#board');
    await waitForText(page, '#board .board-pieces', 'Pieces: 100');
    const picture = cliPicture('walk', 10, 10, 2083);
    await playInside(page, board);
    await board.getByRole('button', { name: 'Inside', exact: true }).tap();
    const pad = board.locator('.board-play-pad');
    assert.deepEqual(await pad.getByRole('button').allTextContents(), ['Forward', 'Back', 'Turn left', 'Turn right']);
    const help = (await board.locator('.board-play-help').filter({ visible: true }).allTextContents()).join(' ');
    assert.match(help, /^Inside: swipe left or right to turn, up to step forward, down to step back/);
    // Room 1 opens one way only, and Inside faces it: Forward steps into the room it leads to.
    const first = openWays(picture, 0)[0];
    await pad.getByRole('button', { name: 'Forward', exact: true }).tap();
    assert.match(await heard(board), new RegExp(`^Room ${first.room + 1} of 100\\.`));
    await pad.getByRole('button', { name: 'Turn right', exact: true }).tap();
    const right = FACINGS[(FACINGS.indexOf(first.way) + 1) % 4];
    assert.match(await heard(board), new RegExp(`^Facing ${right}\\. Ahead: `));
    // A swipe to the left on the view turns back.
    await board.locator('canvas.board-inside').scrollIntoViewIfNeeded();
    const box = await board.locator('canvas.board-inside').boundingBox();
    const cdp = await context.newCDPSession(page);
    const x = box.x + box.width / 2, y = box.y + box.height / 2;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x - 30, y }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x - 70, y }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await page.waitForFunction(([el, way]) => el.textContent.startsWith(`Facing ${way}.`), [await board.locator('.board-play-heard').elementHandle(), first.way], { timeout: 5000 })
      .catch(async () => assert.fail(`a swipe left turns back to ${first.way}: heard "${await heard(board)}"`));
    assert.match(await heard(board), new RegExp(`^Facing ${first.way}\\. Ahead: `));
    await page.screenshot({ path: screenshotPath('inside-phone-390x844') });
    assert.deepEqual(page.problems, []);
    await page.close();
  });
});
