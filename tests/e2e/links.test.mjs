// Links that rebuild the board: the address follows the board, a link opens the very maze (the native command's) finished with its views, and bad links fall back.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { boardUi as ui, linkOpener, screenshotPath } from './helpers.mjs';
import { cliPicture, maze } from './oracle.mjs';

const TITLES = { walk: 'Random walk', walls: 'Random walls', frontier: 'Frontier', wilson: 'Wilson' };

const hashOf = (page) => page.evaluate(() => location.hash);
const stateOf = (page) => page.evaluate(() => document.querySelector('#board .board')?.dataset.state);
const said = (page) => page.locator('#board .board-message').textContent();

/** Wait until the board has finished its job and shows what it should: Pieces: 1, the text, the way out. */
async function settled(page, { text = false, route = false, timeout = 60_000 } = {}) {
  await page.waitForFunction(
    ([text, route]) => {
      const board = document.querySelector('#board .board');
      if (board?.dataset.state !== 'done' || board.querySelector('.board-pieces')?.textContent !== 'Pieces: 1') return false;
      if (text && !/^#/.test(board.querySelector('.board-text-pre')?.textContent ?? '')) return false;
      return !route || /^The way out goes through/.test(board.querySelector('.board-wayout')?.textContent ?? '');
    },
    [text, route],
    { timeout },
  );
}

/** The picture in Maze as text, once it has caught up with the board. */
async function picture(page) {
  if ((await ui(page).button('Show as text').getAttribute('aria-expanded')) !== 'true') await ui(page).button('Show as text').click();
  let last = '';
  for (;;) {
    const now = await ui(page).text.textContent();
    if (now !== '' && now === last) return now.split('\n');
    last = now;
    await page.waitForTimeout(200);
  }
}

/** "The way out goes through N rooms" for a picture, from the native command. */
const solved = (lines) => maze(['solve'], `${lines.join('\n')}\n`).trimEnd().split('\n').at(-1);

describe('links that rebuild the board', () => {
  // A fresh page at a link, as a student opens one someone sent.
  const at = linkOpener({ permissions: ['clipboard-read', 'clipboard-write'] }, { consoleErrors: true });
  const open = (hash) => at.open(hash);

  for (const [method, rows, cols, seed] of [
    ['walk', 10, 10, '2083'],
    ['walls', 6, 9, '7'],
    ['frontier', 9, 4, '-3'],
    ['wilson', 12, 12, '123456789012345678901234567890'],
  ]) {
    test(`a ${method} link opens the very maze of \`maze generate --method ${method}\`, finished, with Show as text open`, async () => {
      const hash = `#rows=${rows}&cols=${cols}&seed=${seed}&method=${method}&shape=square&view=text`;
      const page = await open(hash);
      await settled(page, { text: true });
      assert.deepEqual(await picture(page), cliPicture(method, rows, cols, seed));
      const b = ui(page);
      assert.equal(await b.field('Rows').inputValue(), String(rows));
      assert.equal(await b.field('Columns').inputValue(), String(cols));
      assert.equal(await b.field('Seed').inputValue(), seed);
      assert.equal(await b.radio(TITLES[method]).isChecked(), true);
      assert.equal(await b.button('Show as text').getAttribute('aria-expanded'), 'true');
      assert.equal(await hashOf(page), hash, 'the address still holds the link');
      assert.doesNotMatch(await said(page), /link/);
      // The student's Speed is back once the maze is built.
      assert.equal(await b.field('Speed').getAttribute('aria-valuetext'), '25 steps a second');
      assert.deepEqual(page.problems, []);
    });
  }

  test('route=1 and view=tree,distance: the way out (47 rooms, as `maze solve` says), the tree and the Distance view', async () => {
    const hash = '#rows=10&cols=10&seed=2083&method=walk&shape=square&view=tree,distance&route=1';
    const page = await open(hash);
    await settled(page, { route: true });
    await page.waitForFunction(() => document.querySelector('#board .board-tree-mode')?.textContent === 'over the maze');
    const b = ui(page);
    assert.equal(await page.locator('#board .board-wayout').textContent(), 'The way out goes through 47 rooms');
    assert.equal(solved(cliPicture('walk', 10, 10, 2083)), 'The way out goes through 47 rooms');
    assert.equal(await b.button('Tree').getAttribute('aria-pressed'), 'true');
    assert.equal(await b.button('Distance').getAttribute('aria-pressed'), 'true');
    assert.equal(await b.button('Show as text').getAttribute('aria-expanded'), 'false');
    assert.equal(await hashOf(page), hash);
    await page.locator('#board .board-stage').screenshot({ path: screenshotPath('link-tree-distance-route') });

    const family = await open('#rows=8&cols=11&seed=5&method=walls&shape=square&view=family&route=1');
    await settled(family, { route: true });
    await family.waitForFunction(() => document.querySelector('#board .board-tree-mode')?.textContent === 'as a family tree');
    assert.equal(await family.locator('#board .board-wayout').textContent(), solved(cliPicture('walls', 8, 11, 5)));
  });

  test('a link to a maze of hexagons, triangles or a circle opens that maze: its way out is the one `maze solve` finds', async () => {
    for (const [shape, name, rows, cols] of [['hex', 'Hexagons', 7, 9], ['triangle', 'Triangles', 6, 11], ['circle', 'Circle', 5, 6]]) {
      const hash = `#rows=${rows}&cols=${cols}&seed=31&method=wilson&shape=${shape}&route=1`;
      const page = await open(hash);
      await settled(page, { route: true });
      assert.equal(await ui(page).radio(name).isChecked(), true, shape);
      const json = maze(['generate', '--shape', shape, '--rows', String(rows), '--cols', String(cols), '--method', 'wilson', '--seed', '31', '--format', 'json']);
      const route = JSON.parse(maze(['solve'], json)).route;
      assert.equal(await page.locator('#board .board-wayout').textContent(), `The way out goes through ${route.length} rooms`, shape);
      assert.equal(await hashOf(page), hash);
    }
  });

  test('the address follows the board, with no history entry a step', async () => {
    const page = await open('');
    const b = ui(page);
    await page.waitForFunction(() => document.querySelector('#board .board-pieces')?.textContent === 'Pieces: 100');
    const entries = await page.evaluate(() => history.length);
    assert.equal(await hashOf(page), '');
    await b.field('Speed').fill('8');
    await b.field('Seed').fill('2083');
    await b.button('Grow a maze').click();
    await settled(page);
    assert.equal(await hashOf(page), '#rows=10&cols=10&seed=2083&method=walk&shape=square');
    await b.button('Way out').click();
    await settled(page, { route: true });
    assert.equal(await hashOf(page), '#rows=10&cols=10&seed=2083&method=walk&shape=square&route=1');
    await b.button('Tree').click();
    assert.equal(await hashOf(page), '#rows=10&cols=10&seed=2083&method=walk&shape=square&view=tree&route=1');
    await b.button('Tree').click();
    await b.button('Show as text').click();
    await b.button('Distance').click();
    // Distance colours the maze: the family tree made way for it.
    assert.equal(await hashOf(page), '#rows=10&cols=10&seed=2083&method=walk&shape=square&view=distance,text&route=1');
    await b.button('Distance').click();
    await b.button('Show as text').click();
    // Random walls grows a new maze: the route and views of the old one are not part of it.
    await b.button('Random walls').click();
    await settled(page);
    assert.equal(await hashOf(page), '#rows=10&cols=10&seed=2083&method=walls&shape=square');
    // A new size is a blank board: no maze, no link.
    await b.field('Rows').fill('5');
    await page.waitForFunction(() => document.querySelector('#board .board-pieces')?.textContent === 'Pieces: 50');
    assert.equal(await hashOf(page), '');
    // A maze under way has its link already.
    await b.radio('Frontier').check();
    await b.button('Step').click();
    await page.waitForFunction(() => location.hash !== '');
    assert.equal(await hashOf(page), '#rows=5&cols=10&seed=2083&method=frontier&shape=square');
    assert.equal(await page.evaluate(() => history.length), entries, 'replaceState only: Back still leaves the page');
    assert.deepEqual(page.problems, []);
  });

  test('a seedless maze gets its seed into the link; Copy link copies it, and it opens the same maze', async () => {
    const page = await open('');
    const b = ui(page);
    await b.field('Speed').fill('8');
    await b.field('Rows').fill('7');
    await b.field('Columns').fill('13');
    await b.button('Random walls').click();
    await settled(page);
    const seed = (await page.locator('#board .board-seed-used').textContent()).match(/^This maze's seed: (\d+)\./)?.[1];
    assert.ok(seed, 'the board shows the seed it picked');
    assert.equal(await b.field('Seed').inputValue(), '');
    const hash = `#rows=7&cols=13&seed=${seed}&method=walls&shape=square`;
    assert.equal(await hashOf(page), hash);
    await b.button('Way out').click();
    await settled(page, { route: true });
    await b.button('Show as text').click();
    const shown = await picture(page);
    assert.deepEqual(shown, cliPicture('walls', 7, 13, seed));
    await b.button('Copy link').click();
    await page.waitForFunction(() => document.querySelector('#board .board-link-note')?.textContent === 'Link copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    assert.equal(copied, `${at.lesson.url}${hash}&view=text&route=1`);

    const wayOut = await page.locator('#board .board-wayout').textContent();
    const other = await open(copied.slice(at.lesson.url.length));
    await settled(other, { text: true, route: true });
    assert.deepEqual(await picture(other), shown);
    assert.equal(await other.locator('#board .board-wayout').textContent(), wayOut);
  });

  test('Copy link with no maze on the board says to grow one first', async () => {
    const page = await open('');
    await page.waitForFunction(() => document.querySelector('#board .board-pieces')?.textContent === 'Pieces: 100');
    await ui(page).button('Copy link').click();
    await page.waitForFunction(() => document.querySelector('#board .board-link-note')?.textContent !== '');
    assert.equal(await page.locator('#board .board-link-note').textContent(), 'Grow a maze first: its link says how to make it again.');
  });

  test('changing the hash of an open page rebuilds the board', async () => {
    const page = await open('#rows=4&cols=4&seed=1&method=walk&shape=square');
    await settled(page);
    await page.evaluate(() => (location.hash = '#rows=9&cols=6&seed=44&method=wilson&shape=square&view=text'));
    await page.waitForFunction(() => document.querySelector('#board .board-text-pre')?.textContent.split('\n').length === 19);
    await settled(page, { text: true });
    assert.deepEqual(await picture(page), cliPicture('wilson', 9, 6, 44));
    assert.equal(await ui(page).radio('Wilson').isChecked(), true);
    // Following one of the page's own anchors leaves the board as it is.
    await page.evaluate(() => (location.hash = '#step-2'));
    await page.waitForTimeout(300);
    assert.equal(await stateOf(page), 'done');
    assert.deepEqual(await picture(page), cliPicture('wilson', 9, 6, 44));
  });

  test('a bad link falls back to the usual settings, says why in a few words, and the address is put right', async () => {
    const page = await open('#rows=abc&cols=5&seed=7&method=zigzag&shape=star');
    await settled(page);
    assert.equal(
      await said(page),
      'This link was not quite right. "rows=abc" is not a whole number from 1 to 4000, so the board used 10. ' +
        '"method=zigzag" is not a method the board knows (walk, walls, frontier, wilson, aldous-broder, binary-tree, sidewinder, hunt-and-kill, growing-tree, eller, division), so it used walk. ' +
        '"shape=star" is not a shape the board can draw (square, hex, triangle, circle, voronoi, mask, weave), so it used square.',
    );
    assert.deepEqual(await picture(page), cliPicture('walk', 10, 5, 7));
    assert.equal(await hashOf(page), '#rows=10&cols=5&seed=7&method=walk&shape=square&view=text');
    assert.equal(await ui(page).field('Rows').getAttribute('aria-invalid'), 'false');
    await page.screenshot({ path: screenshotPath('link-bad') });
    assert.deepEqual(page.problems, []);
  });

  test('a partial link: what it left out takes the usual setting, and the seed it picked goes into the address', async () => {
    const page = await open('#rows=6&method=frontier');
    await settled(page);
    assert.equal(await said(page), 'This link was not quite right. It left out cols, seed and shape, so the board used cols=10, a new seed and shape=square.');
    const seed = (await hashOf(page)).match(/^#rows=6&cols=10&seed=(\d+)&method=frontier&shape=square$/)?.[1];
    assert.ok(seed, await hashOf(page));
    assert.deepEqual(await picture(page), cliPicture('frontier', 6, 10, seed));
  });

  test('a link that names no maze, or an anchor: the usual blank board, never a broken one', async () => {
    const page = await open('#colour=red&size=big');
    await page.waitForFunction(() => document.querySelector('#board .board-message')?.textContent !== '');
    assert.equal(await said(page), 'This link does not say which maze to show, so the board starts as usual.');
    assert.equal(await page.locator('#board .board-pieces').textContent(), 'Pieces: 100');
    assert.equal(await hashOf(page), '');
    await ui(page).field('Seed').fill('2083');
    await ui(page).field('Speed').fill('8');
    await ui(page).button('Grow a maze').click();
    await settled(page);
    assert.deepEqual(await picture(page), cliPicture('walk', 10, 10, 2083));

    const anchor = await open('#step-2');
    await anchor.waitForFunction(() => document.querySelector('#board .board')?.dataset.state === 'idle');
    await anchor.waitForTimeout(500);
    assert.equal(await anchor.locator('#board .board-pieces').textContent(), 'Pieces: 100');
    assert.equal(await said(anchor), '');
    assert.equal(await hashOf(anchor), '#step-2');
  });

  test('a link to a huge maze grows it in the worker, finished', async () => {
    const page = await open('#rows=600&cols=600&seed=5&method=walls&shape=square');
    await settled(page, { timeout: 120_000 });
    assert.equal(await hashOf(page), '#rows=600&cols=600&seed=5&method=walls&shape=square');
    assert.equal(await said(page), 'Done: 718,800 walls looked at, 359,999 knocked down. One piece.');
  });

  test('no errors in the console', () => {
    assert.deepEqual(at.problems(), []);
  });
});
