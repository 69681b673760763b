// The lesson's pages: each opened at its top with nothing stored shows its title, its first words and its
// whole board with the board's own buttons; the lesson's main words; every moved part's old address
// lands on its new page; every "Guess first" hides its answer until the student guesses.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { MOVED, acquireLesson, boardsDrawn, editor, outside, printed, programSection, releaseLesson, runProgram, savingData, screenshotPath } from './helpers.mjs';
import { EXPECTED_OUTPUT } from './expected.mjs';

const SIZES = [
  { name: '1280x800', viewport: { width: 1280, height: 800 }, touch: false },
  { name: '1366x768', viewport: { width: 1366, height: 768 }, touch: false },
  { name: '390x844', viewport: { width: 390, height: 844 }, touch: true },
];

/** Each page, what must be in the window at first sight: [what, selector, exact text]. */
const FIRST_SIGHT = {
  '': [
    ['the title', 'h1'],
    ['the first sentence', '#board .measure p'],
    ['the maze', '#board canvas.board-canvas'],
    ['Step', '#board .board-actions button', 'Step'],
    ['Grow a maze', '#board .board-actions button', 'Grow a maze'],
  ],
  'robot.html': [
    ['the title', 'h1'],
    ['the maze', '#robot-board-root canvas'],
    ['Grow a maze', '#robot-board-root .board-actions button', 'Grow a maze'],
    ['Way out', '#robot-board-root .board-actions button', 'Way out'],
    ['Robot', '#robot-board-root .board-robot button', 'Robot'],
  ],
  'ten-print.html': [
    ['the title', 'h1'],
    ['the board', '#ten-print-root .tp-stage svg'],
    ['Step', '#ten-print-root button', 'Step'],
    ['Grow', '#ten-print-root button', 'Grow'],
  ],
  'more-ways.html': [
    ['the title', 'h1'],
    ['the maze', '#play-board-root canvas'],
    ['Grow a maze', '#play-board-root .board-actions button', 'Grow a maze'],
    ['Play', '#play-board-root .board-actions button', 'Play'],
  ],
  'fill.html': [
    ['the title', 'h1'],
    ['the two boards', '#fill-race .race-boards'],
    ['Step', '#fill-race button', 'Step'],
  ],
};

describe('the pages at first sight, from the top', () => {
  let lesson;
  before(async () => {
    lesson = await acquireLesson();
  });
  after(() => releaseLesson());

  for (const size of SIZES) {
    test(`${size.name}: every page shows its title and its whole board with the board's buttons`, async () => {
      const context = await lesson.browser.newContext({ viewport: size.viewport, hasTouch: size.touch, isMobile: size.touch });
      try {
        for (const [path, parts] of Object.entries(FIRST_SIGHT)) {
          const page = await context.newPage();
          await savingData(page);
          await page.goto(lesson.url + path);
          const [, selector, text] = parts.at(-1);
          await page.waitForFunction(([s, t]) => [...document.querySelectorAll(s)].some((e) => e.textContent === t), [selector, text], { timeout: 60_000 });
          await boardsDrawn(page, { timeout: 60_000 });
          await page.waitForTimeout(300); // the board sizes its maze to the window once drawn
          assert.equal(await page.evaluate(() => scrollY), 0);
          assert.deepEqual(await outside(page, parts), [], `${path || 'index.html'} at ${size.name}`);
          // No row of buttons is empty: a hidden button (Pause before a growth) takes no room of its own.
          const emptyRows = await page.evaluate(() =>
            [...document.querySelectorAll('.board-actions')].filter((row) => row.offsetParent).flatMap((row) => {
              const shown = [...row.children].filter((c) => getComputedStyle(c).visibility !== 'hidden').map((c) => c.getBoundingClientRect()).filter((b) => b.width > 0 && b.height > 0);
              const rows = new Set(shown.map((b) => Math.round(b.top))).size;
              const tallest = Math.max(0, ...shown.map((b) => b.height));
              const height = row.getBoundingClientRect().height;
              return height > rows * (tallest + 8) + 1 ? [`${Math.round(height)} px for ${rows} rows of buttons`] : [];
            }),
          );
          assert.deepEqual(emptyRows, [], `${path || 'index.html'} at ${size.name}`);
          // The stars and the name, closed: one line, all of it shown (nothing cut off with nothing stored).
          const summaries = await page.evaluate(() =>
            [...document.querySelectorAll('details.you:not([open]) > summary')].map((s) => {
              const style = getComputedStyle(s);
              const line = parseFloat(style.lineHeight);
              return { height: s.getBoundingClientRect().height - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom), line, cut: s.scrollWidth > s.clientWidth };
            }),
          );
          assert.equal(summaries.length, path === '' ? 1 : summaries.length, 'the lesson has its stars line');
          for (const { height, line, cut } of summaries) {
            assert.ok(Math.abs(height - line) < 1, `${path || 'index.html'} at ${size.name}: the stars' line is ${height} px, one line is ${line} px`);
            assert.equal(cut, false, `${path || 'index.html'} at ${size.name}: the stars' line is cut off`);
          }
          if (size.name !== '1366x768') await page.screenshot({ path: screenshotPath(`page-${(path || 'index.html').replace('.html', '')}-${size.name}`) });
          await page.close();
        }
      } finally {
        await context.close();
      }
    });
  }
});

describe('the lesson page and its companions', () => {
  let lesson;
  let context;
  let page;
  before(async () => {
    lesson = await acquireLesson();
    context = await lesson.browser.newContext({ viewport: { width: 1280, height: 800 } });
    page = await context.newPage();
    await savingData(page);
  });
  after(async () => {
    await context?.close();
    await releaseLesson();
  });

  test('the lesson holds its main words (programs and controls aside): at most 6,000; and links each companion', async () => {
    await page.goto(lesson.url);
    const words = await page.evaluate(() => {
      const main = document.querySelector('main').cloneNode(true);
      for (const el of main.querySelectorAll('[data-program], #board-root, #step2-board-root, .guess, script, style')) el.remove();
      return main.textContent.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
    });
    console.log(`# the lesson's main words: ${words}`);
    assert.ok(words > 2500 && words <= 6000, `${words} words`);
    const links = await page.evaluate(() => [...document.querySelectorAll('a[href$=".html"], a[href*=".html#"]')].map((a) => a.getAttribute('href')));
    for (const companion of Object.keys(MOVED)) assert.ok(links.some((href) => href.startsWith(companion)), `the lesson links ${companion}`);
    assert.equal(await page.getByText('(Coming soon.)').count(), 0);
  });

  test('every part that moved, opened by its old address, lands on its new page at that place', { timeout: 300_000 }, async () => {
    const wrong = [];
    for (const [where, ids] of Object.entries(MOVED)) {
      for (const id of ids) {
        await page.goto('about:blank');
        await page.goto(`${lesson.url}#${id}`);
        await page.waitForURL((url) => url.pathname.endsWith(`/${where}`), { timeout: 30_000 });
        // Held there while the page is made above it: the place's top at the window's top, its heading with it.
        const ok = await page
          .waitForFunction(
            (id) => {
              const named = document.getElementById(id);
              if (!named || document.readyState !== 'complete') return false;
              // A part hidden until the student guesses lands on its section.
              const el = named.closest('[hidden]') ? named.closest('section') : named;
              const margin = parseFloat(getComputedStyle(el).scrollMarginTop) || 0;
              const top = el.getBoundingClientRect().top - margin;
              // At the window's top, or as near as the page's end lets it come.
              const atEnd = scrollY >= document.documentElement.scrollHeight - innerHeight - 1;
              if (!(Math.abs(top) <= 2 || (atEnd && top > 0 && top < innerHeight / 2))) return false;
              // A section's heading comes with it.
              const heading = el.tagName === 'SECTION' ? el.querySelector('h1, h2, h3') : el;
              const headingTop = heading.getBoundingClientRect().top;
              return headingTop >= -2 && headingTop < innerHeight / 2;
            },
            id,
            { timeout: 20_000 },
          )
          .then(() => true, () => false);
        if (!ok || new URL(page.url()).hash !== `#${id}`) wrong.push(`#${id} on ${page.url()}`);
      }
    }
    assert.deepEqual(wrong, []);
    // A link that rebuilds a maze stays on the lesson.
    await page.goto(`${lesson.url}#rows=6&cols=7&seed=5&method=walls&shape=square`);
    await page.waitForTimeout(500);
    assert.equal(new URL(page.url()).pathname, '/');
  });

  test('every "Guess first" hides its answer until a guess is given, then shows it, and keeps the guess', { timeout: 120_000 }, async () => {
    const seen = [];
    for (const path of ['', ...Object.keys(MOVED)]) {
      await page.goto('about:blank');
      await page.goto(lesson.url + path);
      await page.evaluate(() => localStorage.clear());
      await page.reload();
      const keys = await page.locator('.guess[data-guess]').evaluateAll((all) => all.map((g) => g.dataset.guess));
      assert.ok(keys.length > 0, `${path || 'index.html'} has guesses`);
      for (const key of keys) {
        const guess = page.locator(`.guess[data-guess="${key}"]`);
        const answers = page.locator(`[data-answer="${key}"]`);
        assert.ok((await answers.count()) > 0, `${key} has an answer`);
        const hiddenNow = () => answers.evaluateAll((all) => all.map((el) => el.closest('[hidden]') !== null && el.checkVisibility() === false));
        assert.ok((await hiddenNow()).every(Boolean), `${key}: answer hidden before the guess`);
        // Nothing picked yet: the page asks for the guess, the answer stays hidden.
        await guess.getByRole('button', { name: 'That’s my guess', exact: true }).click();
        assert.match(await guess.locator('.guess-said').textContent(), /first, or press Just tell me\./);
        assert.ok((await hiddenNow()).every(Boolean), `${key}: still hidden`);
        const boxes = guess.locator('select, input');
        for (const box of await boxes.all()) {
          if ((await box.evaluate((el) => el.tagName)) === 'SELECT') await box.selectOption({ index: 1 });
          else await box.fill('100');
        }
        await guess.getByRole('button', { name: 'That’s my guess', exact: true }).click();
        assert.match(await guess.locator('.guess-said').textContent(), /^Your guess: /);
        assert.deepEqual(await answers.evaluateAll((all) => all.map((el) => el.closest('[hidden]') === null)), (await hiddenNow()).map(() => true), `${key}: answer shown after the guess`);
        await answers.first().waitFor({ state: 'visible', timeout: 30_000 });
        seen.push(key);
      }
      // Kept: after a reload every answer shows at once.
      await page.reload();
      for (const key of keys) {
        const shown = await page.locator(`[data-answer="${key}"]`).evaluateAll((all) => all.map((el) => el.closest('[hidden]') === null));
        assert.ok(shown.every(Boolean), `${key} after a reload`);
        await page.locator(`[data-answer="${key}"]`).first().waitFor({ state: 'visible', timeout: 30_000 });
      }
    }
    console.log(`# guesses: ${seen.join(', ')}`);
    assert.equal(seen.length, 16); // with Make a game's four on more-ways.html and the robot's three others
  });

  test('a program that prints a guess’s answer asks for the guess first: Run and Ctrl+Enter go to the guess; once guessed, Run runs', { timeout: 120_000 }, async () => {
    for (const [path, name, key] of [['', 'count_mazes', 'how-many'], ['more-ways.html', 'equally_often', 'walk-makes']]) {
      await page.goto('about:blank');
      await page.goto(lesson.url + path);
      await page.evaluate(() => localStorage.clear());
      await page.reload();
      const section = programSection(page, name);
      const run = section.getByRole('button', { name: 'Run', exact: true });
      const said = page.locator(`.guess[data-guess="${key}"] .guess-said`);
      const focusedInGuess = () => page.evaluate((k) => document.activeElement?.closest('.guess')?.dataset.guess === k, key);
      await run.click();
      assert.equal(await said.textContent(), 'Guess first, just above.', `${name}: Run`);
      assert.equal(await focusedInGuess(), true, `${name}: the guess has the focus`);
      assert.equal(await run.isEnabled(), true, `${name}: nothing runs`);
      await said.evaluate((el) => (el.textContent = ''));
      await editor(page, name).focus();
      await page.keyboard.press('ControlOrMeta+Enter');
      assert.equal(await said.textContent(), 'Guess first, just above.', `${name}: Ctrl+Enter`);
      assert.equal(await focusedInGuess(), true);
      assert.equal(await printed(page, name), '', `${name}: nothing printed`);
      if (name !== 'count_mazes') continue;
      // Guessed: Run runs, and the answer is printed.
      await page.locator(`.guess[data-guess="${key}"] input`).fill('100');
      await page.locator(`.guess[data-guess="${key}"]`).getByRole('button', { name: 'That’s my guess', exact: true }).click();
      await runProgram(page, name, { timeout: 90_000 });
      assert.equal(await printed(page, name), EXPECTED_OUTPUT.count_mazes);
    }
  });
});
