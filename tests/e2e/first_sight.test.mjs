// The board at first sight: the lesson's few buttons beside the maze (or under it), the rest one press away; it fits at 1280 × 800 and on a phone; its words match what it shows.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { acquireLesson, boardUi as ui, outside, releaseLesson, robotBoardUi, screenshotPath, waitForText } from './helpers.mjs';

const SIZES = [
  { name: '1280x800', viewport: { width: 1280, height: 800 }, touch: false },
  { name: '390x844', viewport: { width: 390, height: 844 }, touch: true },
];

const LEGENDS = {
  walk: ['Thread: the open calls of the random walk', 'Not in the maze yet'],
  walls: ['Rooms of one piece share a colour (plain while alone)', 'Wall left standing: flashes red'],
  frontier: ['Frontier: rooms beside the tree', 'Not in the maze yet'],
  wilson: ["Wilson's loose walk", 'Not in the maze yet'],
};
const TITLES = { walk: 'Random walk', walls: 'Random walls', frontier: 'Frontier', wilson: 'Wilson' };

const legend = (page, root = '#board') => page.locator(`${root} .board-side > .board-legend li`).allTextContents();

describe('the board at first sight', () => {
  let lesson;
  const contexts = [];

  before(async () => {
    lesson = await acquireLesson();
  });

  after(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
    await releaseLesson();
  });

  for (const size of SIZES) {
    test(`${size.name}: nothing on the page moves while it starts (the board, the stars and the name boxes come where their places were)`, async () => {
      const context = await lesson.browser.newContext({ viewport: size.viewport, hasTouch: size.touch, isMobile: size.touch });
      contexts.push(context);
      // Every layout shift from the first paint on, with what moved, as the browser reports it.
      await context.addInitScript(() => {
        window.shifts = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) {
            if (e.hadRecentInput) continue;
            const moved = (e.sources ?? []).map((s) => s.node?.id || s.node?.className || s.node?.nodeName || '?');
            window.shifts.push(`${e.value.toFixed(4)} at ${Math.round(e.startTime)} ms: ${moved.join(', ')}`);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const page = await lesson.newPage({ context });
      await waitForText(page, '#board .board-pieces', 'Pieces: 100');
      await page.waitForTimeout(1000);
      assert.deepEqual(await page.evaluate(() => window.shifts), []);
      assert.equal(await page.locator('header .student-box').count(), 1, 'one pair of name boxes');
      assert.equal(await page.getByLabel('Your name', { exact: true }).isEditable(), true);
    });
  }

  for (const size of SIZES) {
    test(`${size.name}: a link to a place in the lesson lands there and stays there while the page is made above it; a scroll lets go`, async () => {
      const context = await lesson.browser.newContext({ viewport: size.viewport, hasTouch: size.touch, isMobile: size.touch });
      contexts.push(context);
      const page = await lesson.newPage({ context });
      const topOf = (id) => page.evaluate((id) => Math.round(document.getElementById(id).getBoundingClientRect().top), id);
      for (const id of ['challenge-farthest', 'play-it', 'robot', 'more-eller']) {
        await page.goto('about:blank');
        await page.goto(`${lesson.url}#${id}`);
        const tops = [];
        for (let i = 0; i < 4; i++) {
          await page.waitForTimeout(600);
          tops.push(await topOf(id));
        }
        assert.ok(tops.every((top) => Math.abs(top) <= 2), `#${id} at ${tops.join(', ')} px from the top`);
      }
      // A star's link in the header, pressed: the challenge comes to the top, though the parts above it are still being made.
      await page.goto('about:blank');
      await page.goto(lesson.url);
      await page.locator('header details.you > summary').click(); // the stars' line opens in place
      await page.locator('header a[href="#challenge-is_perfect"]').click();
      await page.waitForTimeout(1500);
      assert.ok(Math.abs(await topOf('challenge-is_perfect')) <= 2, `the challenge at ${await topOf('challenge-is_perfect')} px`);
      // The student scrolls: the page goes where they take it and stays.
      await page.mouse.move(size.viewport.width / 2, size.viewport.height / 2);
      await page.mouse.wheel(0, -400);
      await page.waitForTimeout(1000);
      const after = await topOf('challenge-is_perfect');
      assert.ok(after > 300, `after a scroll up the challenge is ${after} px down`);
    });
  }

  for (const size of SIZES) {
    test(`${size.name}: with each board's top at the top of the window, its whole maze, Step, Grow a maze and the status are in view`, async () => {
      const context = await lesson.browser.newContext({ viewport: size.viewport, hasTouch: size.touch, isMobile: size.touch });
      contexts.push(context);
      const page = await lesson.newPage({ context });
      await waitForText(page, '#board .board-pieces', 'Pieces: 100');
      await page.locator('#board-title').evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await page.waitForTimeout(100);
      const main = [
        ['the maze', '#board canvas.board-canvas'],
        ['Step', '#board .board-actions button', 'Step'],
        ['Grow a maze', '#board .board-actions button', 'Grow a maze'],
        ['Random walls', '#board .board-actions button', 'Random walls'],
        ['Way out', '#board .board-actions button', 'Way out'],
        ['Tree', '#board .board-actions button', 'Tree'],
        ['Step back', '#board .board-time button', 'Step back'],
        ['the Timeline', '#board .board-time input'],
        ['the status', '#board .board-status'],
      ];
      assert.deepEqual(await outside(page, main), []);
      await page.screenshot({ path: screenshotPath(`first-sight-main-${size.name}`) });

      // The main board shows few controls before any press: the lesson's, and the names of the groups.
      const shown = await page.evaluate(() =>
        [...document.querySelectorAll('#board button, #board input, #board summary, #board select, #board a')]
          .filter((el) => el.checkVisibility({ checkVisibilityCSS: true, contentVisibilityAuto: true }))
          .map((el) => el.textContent.trim() || el.getAttribute('aria-label') || el.id),
      );
      assert.ok(shown.length <= 12, `${shown.length} controls at first sight: ${shown.join(', ')}`);
      assert.deepEqual(shown.filter((t) => ['Maze settings', 'More views', 'Take it home'].includes(t)), ['Maze settings', 'More views', 'Take it home']);

      // The Step 2 board, its top at the top of the window.
      const step2 = page.locator('#step2-board-root');
      await step2.evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await step2.locator('canvas.board-canvas').waitFor();
      await step2.evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await page.waitForTimeout(100);
      assert.deepEqual(
        await outside(page, [
          ['the maze', '#step2-board-root canvas'],
          ['Step', '#step2-board-root .board-actions button', 'Step'],
          ['Grow a maze', '#step2-board-root .board-actions button', 'Grow a maze'],
          ['the status', '#step2-board-root .board-status'],
        ]),
        [],
      );
      await page.screenshot({ path: screenshotPath(`first-sight-step2-${size.name}`) });

      // The robot's board, on its own page.
      const robotPage = await lesson.newPage({ context, path: 'robot.html' });
      const robot = await robotBoardUi(robotPage);
      await robot.board.evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await robotPage.waitForTimeout(100);
      assert.deepEqual(
        await outside(robotPage, [
          ['the maze', '#robot-board-root canvas'],
          ['Grow a maze', '#robot-board-root .board-actions button', 'Grow a maze'],
          ['Way out', '#robot-board-root .board-actions button', 'Way out'],
          ['Robot', '#robot-board-root .board-robot button', 'Robot'],
          ['Knock a hole', '#robot-board-root .board-robot button', 'Knock a hole'],
          ['the status', '#robot-board-root .board-status'],
        ]),
        [],
      );
      await robotPage.screenshot({ path: screenshotPath(`first-sight-robot-${size.name}`) });
      await robotPage.close();

      // No text runs past the edge of its box, and nothing is wider than the window.
      const wide = await page.evaluate(() => {
        const out = [];
        if (document.documentElement.scrollWidth > innerWidth) out.push(`page ${document.documentElement.scrollWidth}px`);
        for (const el of document.querySelectorAll('main p, main li, main h2, main h3, main button, main label, main summary, main .cm-line, main output'))
          if (el.checkVisibility() && el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX === 'visible') out.push(`${el.tagName} "${el.textContent.slice(0, 40)}" ${el.scrollWidth} > ${el.clientWidth}`);
        return out;
      });
      assert.deepEqual(wide, []);
      // Every program shows all its lines: no editor scrolls inside itself.
      const scrolling = await page.evaluate(() =>
        [...document.querySelectorAll('.cm-scroller')].filter((s) => s.scrollHeight > s.clientHeight + 1 || s.scrollWidth > s.clientWidth + 1).map((s) => s.querySelector('[aria-label]')?.getAttribute('aria-label')),
      );
      assert.deepEqual(scrolling, []);
      assert.deepEqual(page.problems, []);
      await page.close();
    });
  }

  test('the legend shows only the marks of the method growing and of the view shown', async () => {
    const page = await lesson.newPage({ viewport: { width: 1280, height: 800 } });
    const b = ui(page);
    await waitForText(page, '#board .board-pieces', 'Pieces: 100');
    assert.deepEqual(await legend(page), [], 'all walls standing: nothing to explain');
    await b.field('Seed').fill('7');
    for (const [method, lines] of Object.entries(LEGENDS)) {
      await b.radio(TITLES[method]).check();
      await b.button('Step').click();
      await b.button('Step').click();
      await page.waitForFunction((want) => [...document.querySelectorAll('#board .board-side > .board-legend li')].map((l) => l.textContent).join('|') === want, lines.join('|'));
    }
    await b.button('Way out').click();
    await page.waitForFunction(() => document.querySelector('#board .board-wayout').textContent.startsWith('The way out goes through'));
    assert.deepEqual(await legend(page), ['Way out', 'Rooms searched, and (ringed) still to look at']);
    await b.button('Distance').click();
    assert.deepEqual(await legend(page), ['Way out', 'Rooms searched, and (ringed) still to look at', 'Distance: steps from the way in, dark (near) to yellow (far)']);
    // Distance over the family tree: the tree makes way, and the board says why.
    await b.button('Distance').click();
    await b.button('Tree').click();
    await b.button('Tree').click();
    assert.equal(await b.board.locator('.board-tree-mode').textContent(), 'as a family tree');
    await b.button('Distance').click();
    assert.equal(await b.message.textContent(), 'Distance colours the rooms of the maze, so the family tree went back to the maze.');
    assert.equal(await b.button('Tree').getAttribute('aria-pressed'), 'false');
    assert.equal(await b.button('Distance').getAttribute('aria-pressed'), 'true');
    assert.match(await b.board.getByRole('img').getAttribute('aria-label'), /coloured by steps from the way in/);
    assert.deepEqual(page.problems, []);
    await page.close();
  });

  test('counts have thousands separators; the robot and a click on the maze live on the robot board only', async () => {
    const page = await lesson.newPage({ viewport: { width: 1280, height: 800 } });
    const b = ui(page);
    await waitForText(page, '#board .board-pieces', 'Pieces: 100');
    for (const name of ['Robot', 'Knock a hole']) assert.equal(await b.board.getByRole('button', { name, exact: true }).count(), 0, name);
    assert.equal(await b.board.getByLabel('Way out room').count(), 0);
    await b.field('Rows').fill('2000');
    await b.field('Columns').fill('2000');
    await waitForText(page, '#board .board-pieces', 'Pieces: 4,000,000');
    assert.match(await b.board.getByRole('img').getAttribute('aria-label'), /2,000 by 2,000 rooms\. Pieces: 4,000,000\./);
    await b.field('Rows').fill('10');
    await b.field('Columns').fill('10');
    await b.field('Seed').fill('2083');
    await b.button('Grow a maze').click();
    await page.waitForFunction(() => document.querySelector('#board .board').dataset.state === 'done');
    // A click on the main board's maze leaves the way out where it is.
    const box = await b.canvas.boundingBox();
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await b.button('Way out').click();
    await waitForText(page, '#board .board-wayout', 'The way out goes through 47 rooms');
    assert.deepEqual(page.problems, []);
    await page.close();
  });

  test('a link in the lesson\'s text that names a group opens that group', async () => {
    const page = await lesson.newPage({ viewport: { width: 1280, height: 800 } });
    await waitForText(page, '#board .board-pieces', 'Pieces: 100');
    for (const name of ['Maze settings', 'More views', 'Take it home']) {
      const details = page.locator(`#board details[data-group="${name}"]`);
      await details.evaluate((d) => (d.open = false));
      await page.locator(`main a[data-board-group="${name}"]`).first().click();
      assert.equal(await details.evaluate((d) => d.open), true, name);
      assert.equal(await page.evaluate(() => document.activeElement.textContent), name);
    }
    await page.close();
  });
});
