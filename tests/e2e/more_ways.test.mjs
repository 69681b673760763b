// More ways to grow a maze: each new method grows on its own small board (the engine's very maze), division builds walls, the table of every method matches `maze stats` and `maze lab` (its verdicts once guessed); square-only methods, Loops and random cells on the main board.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { AxeBuilder } from '@axe-core/playwright';
import { acquireLesson, boardUi, mazeText, releaseLesson, screenshotPath, waitForText, justTellMe } from './helpers.mjs';
import { cliPicture, maze } from './oracle.mjs';

const NEW = ['aldous-broder', 'binary-tree', 'sidewinder', 'hunt-and-kill', 'growing-tree', 'eller', 'division'];
const ALL = ['walk', 'walls', 'frontier', 'wilson', ...NEW];

describe('more ways to grow a maze', () => {
  let lesson;
  let page;

  before(async () => {
    lesson = await acquireLesson();
    page = await lesson.newPage({ viewport: { width: 1280, height: 900 }, path: 'more-ways.html' });
    await waitForText(page, '#play-board-root .board-pieces', 'Pieces: 100');
  });

  after(async () => {
    await page?.close();
    await releaseLesson();
  });

  test('a page of its own: Play it, one section a method, each with its board and program, the table, then Equally often?', async () => {
    const order = await page.evaluate(() => ['more-ways', 'play-it', 'more-aldous-broder', 'more-ways-table', 'equally-often'].map((id) => document.getElementById(id)).every((el, i, all) => i === 0 || Boolean(all[i - 1].compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING)));
    assert.equal(order, true);
    for (const method of NEW) {
      const section = page.locator(`#more-${method}`);
      assert.equal(await section.locator('.program').count(), 1, method);
      assert.equal(await section.locator('.method-board-root').count(), 1, method);
    }
  });

  for (const method of NEW)
    test(`${method}: its board grows the engine's maze for the seed, one piece`, async () => {
      const root = page.locator(`#more-${method} .method-board-root`);
      await root.scrollIntoViewIfNeeded();
      await root.locator('.board-canvas').waitFor();
      const b = boardUi(page, root);
      await b.field('Seed').fill('2083');
      await b.field('Speed').fill('8');
      await b.button('Grow a maze').click();
      await page.waitForFunction((el) => el.querySelector('.board')?.dataset.state === 'done', await root.elementHandle());
      assert.equal(await root.locator('.board-pieces').textContent(), 'Pieces: 1');
      const picture = await mazeText(page, `#more-${method} .method-board-root`);
      assert.deepEqual(picture, cliPicture(method, 10, 10, 2083), method);
      await root.screenshot({ path: screenshotPath(`more-ways-${method}`) });
    });

  test('division builds walls: its steps say so, and the maze starts with no inner walls', async () => {
    const root = page.locator('#more-division .method-board-root');
    const b = boardUi(page, root);
    await b.field('Seed').fill('7');
    await b.button('Step').click();
    await b.button('Step').click();
    await page.waitForFunction((el) => /^Built the wall between \(\d+, \d+\) and \(\d+, \d+\)\.$/.test(el.querySelector('.board-message').textContent), await root.elementHandle());
    assert.deepEqual(await root.locator('.board-legend li').allTextContents(), ['Beside the wall just built']);
  });

  test('growing tree: its pick, Random, grows the engine\'s maze for that pick', async () => {
    const root = page.locator('#more-growing-tree .method-board-root');
    const b = boardUi(page, root);
    await b.radio('Random: short corridors, like the frontier').check();
    await b.field('Seed').fill('5');
    await b.button('Grow a maze').click();
    await page.waitForFunction((el) => el.querySelector('.board')?.dataset.state === 'done', await root.elementHandle());
    const want = maze(['generate', '--method', 'growing-tree', '--pick', 'random', '--seed', '5']).trimEnd().split('\n');
    assert.deepEqual(await mazeText(page, '#more-growing-tree .method-board-root'), want);
  });

  test('the table: 100 mazes of each method as `maze stats` counts them, and the 3 × 3 verdict as `maze lab` gives it; axe finds nothing', { timeout: 240_000 }, async () => {
    const section = page.locator('#more-ways-table');
    await section.scrollIntoViewIfNeeded();
    assert.equal(await section.locator('.more-ways-table').isVisible(), false, 'the table waits for the guess');
    await justTellMe(page, 'more-ways');
    await section.locator('.more-ways-table').waitFor();
    await section.getByRole('button', { name: 'Grow them all' }).click();
    await page.waitForFunction(() => document.querySelector('.more-ways-status').textContent.startsWith('Done in'), null, { timeout: 200_000 });
    // The verdicts wait for the guess in "Equally often?" further down; then they show.
    const before = await section.locator('tbody tr td:nth-child(4)').allTextContents();
    assert.deepEqual(before, ALL.map(() => 'Guess first, in Equally often?'));
    await justTellMe(page, 'equally-often');
    const stats = maze(['stats', '--method', ALL.join(','), '--seed', '1', '--mazes', '100']).trimEnd().split('\n');
    const lab = maze(['lab', '--rows', '3', '--cols', '3', '--mazes', '10000', '--seed', '1', '--method', ALL.join(','), '--format', 'json']).trimEnd().split('\n').map((l) => JSON.parse(l));
    for (const [i, method] of ALL.entries()) {
      const cells = await section.locator(`tr[data-method="${method}"] td`).allTextContents();
      const [, ends, way] = stats[i].match(/: ([\d.]+) dead ends, way out through ([\d.]+) rooms$/);
      const l = lab[i];
      const fair = l.seen < l.kinds ? `No: only ${l.seen} of the ${l.kinds} ever came up` : l.p < 0.01 ? `No: all came up, but not equally often (p = ${l.p.toFixed(2)})` : `Yes, as far as 10,000 mazes can tell (p = ${l.p.toFixed(2)})`;
      assert.deepEqual(cells, [ends, way, fair], method);
    }
    await section.screenshot({ path: screenshotPath('more-ways-table') });
    const result = await new AxeBuilder({ page }).include('#more-ways').include('#more-ways-table').include('.more-method').options({ resultTypes: ['violations'] }).analyze();
    const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    assert.deepEqual(bad, []);
  });

  test('the main board: a square-only method on hexagons says why in one sentence; Loops 100 leaves no dead end; random cells grow', async () => {
    // The lesson's own board, on the lesson's page.
    const page = await lesson.newPage({ viewport: { width: 1280, height: 900 } });
    await waitForText(page, '#board .board-pieces', 'Pieces: 100');
    const b = boardUi(page);
    await page.locator('#board').scrollIntoViewIfNeeded();
    await b.radio('Hexagons').check();
    await b.radio('Binary tree').check();
    // The engine's sentence (its check of methods on shapes), then what to choose on the board.
    const sentence = 'Binary tree grows square mazes only, not hex ones: each room opens up or to the right. Choose Square under Shape, or another method.';
    assert.equal(await page.locator('#board .board-shape-hint').textContent(), sentence);
    await b.button('Grow a maze').click();
    await waitForText(page, '#board .board-message', sentence);
    await b.radio('Square').check();
    await b.radio('Random walk').check();
    await b.field('Seed').fill('2083');
    await b.field('Speed').fill('8');
    await b.field('Loops').fill('100');
    await b.button('Grow a maze').click();
    await page.waitForFunction(() => document.querySelector('#board .board')?.dataset.state === 'done');
    const picture = await mazeText(page);
    const want = maze(['generate', '--method', 'walk', '--seed', '2083', '--braid', '100']).trimEnd().split('\n');
    assert.deepEqual(picture, want);
    assert.equal(maze(['check'], `${picture.join('\n')}\n`).match(/dead ends: (\d+)/)[1], '0');
    assert.match(page.url(), /loops=100/);
    await b.field('Loops').fill('0');
    await b.radio('Random cells').check();
    await b.button('Grow a maze').click();
    await page.waitForFunction(() => document.querySelector('#board .board')?.dataset.state === 'done');
    assert.equal(await page.locator('#board .board-pieces').textContent(), 'Pieces: 1');
    await page.locator('#board .board').screenshot({ path: screenshotPath('more-ways-random-cells') });
    await b.radio('Square').check();
    assert.deepEqual(page.problems, []);
    await page.close();
  });
});
