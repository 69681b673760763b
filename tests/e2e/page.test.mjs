// The page itself: its outline, names by role, isolation headers, keyboard focus, contrast, and phone width.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { acquireLesson, editor, programSection, releaseLesson, screenshotPath } from './helpers.mjs';
import { EXPECTED_OUTPUT } from './expected.mjs';

const PROGRAMS = Object.keys(EXPECTED_OUTPUT);
const CHALLENGES = ['dead_ends', 'is_perfect', 'farthest'];

describe('the lesson page', () => {
  let lesson;
  let page;

  before(async () => {
    lesson = await acquireLesson();
    page = await lesson.newPage();
  });

  after(async () => {
    await page?.close();
    await releaseLesson();
  });

  test('reads like the lesson: title, intro, the board near the top', async () => {
    assert.equal(await page.title(), 'How Do Games Build a New Maze Every Time?');
    assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'How Do Games Build a New Maze Every Time?');
    const board = page.locator('section#board');
    const labelledBy = await board.getAttribute('aria-labelledby');
    assert.ok(labelledBy);
    assert.ok((await page.locator(`#${labelledBy}`).textContent()).length > 0);
    assert.equal(await board.locator('#board-root').count(), 1);
    const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
    const order = ['Watch a maze grow', 'Step 1', 'Step 2', 'Step 3', 'Step 4', 'Step 5', 'Count the dead ends', 'Is it perfect?', 'farthest apart'];
    let last = -1;
    for (const words of order) {
      const at = headings.findIndex((h) => h.includes(words));
      assert.ok(at > last, `"${words}" comes in order`);
      last = at;
    }
  });

  test('each program sits in its own section with its textbox, buttons and output', async () => {
    for (const name of PROGRAMS) {
      const section = programSection(page, name);
      assert.equal(await section.count(), 1, `${name}: one section`);
      assert.equal(await section.getByRole('textbox').count(), 1, `${name}: one editor in its section`);
      assert.equal(await editor(page, name).getAttribute('aria-label'), `Program: ${name}`);
      assert.equal(await section.getByRole('button', { name: 'Run', exact: true }).isEnabled(), true);
      assert.equal(await section.getByRole('button', { name: 'Stop', exact: true }).isEnabled(), false);
      assert.equal(await section.getByRole('button', { name: 'Reset', exact: true }).count(), 1);
      assert.equal(await section.getByLabel(`Output: ${name}`, { exact: true }).count(), 1);
      const isChallenge = CHALLENGES.includes(name);
      assert.equal(await section.getByRole('button', { name: 'Check my program' }).count(), isChallenge ? 1 : 0);
      // The checker's status line (Step 2's section also has its board, with a status line of its own).
      assert.equal(await section.locator('[data-program]').getByRole('status').count(), isChallenge ? 1 : 0);
    }
  });

  test('served cross-origin isolated (COOP/COEP), with Pyodide from our own origin', async () => {
    assert.equal(await page.evaluate(() => crossOriginIsolated), true);
    for (const path of ['', 'pyodide/pyodide.asm.wasm', 'pyodide/python_stdlib.zip', 'pyodide/pyodide-lock.json', 'pyodide/pyodide.asm.mjs']) {
      const response = await page.request.get(new URL(path, lesson.url).href);
      assert.equal(response.status(), 200, path);
      assert.equal(response.headers()['cross-origin-opener-policy'], 'same-origin', path);
      assert.equal(response.headers()['cross-origin-embedder-policy'], 'require-corp', path);
    }
  });

  test('keyboard focus is visible: from the editor, Esc then Tab reaches Run', async () => {
    await editor(page, 'make_maze').click();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement;
      const style = getComputedStyle(el);
      return { text: el.textContent, outline: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
    assert.equal(focused.text, 'Run');
    assert.equal(focused.outline, 'solid');
    assert.ok(focused.width >= 2);
    await programSection(page, 'make_maze').locator('.toolbar').screenshot({ path: screenshotPath('focus-run') });
  });

  test('Esc then Tab leaves a program\'s box even when the editor takes its place between the two keys', async () => {
    // The editor's code is held back until Esc is pressed in the box that stands in for it.
    const context = await lesson.browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      let release;
      const held = new Promise((resolve) => (release = resolve));
      await context.route('**/assets/editor-*.js', async (route) => {
        await held;
        await route.continue();
      });
      const other = await lesson.newPage({ context });
      const box = editor(other, 'make_maze');
      await box.click();
      assert.equal(await box.evaluate((el) => el.tagName), 'TEXTAREA', 'the stand-in has the focus');
      await other.keyboard.press('Escape');
      release();
      // The editor comes, in the box's place, with the focus.
      await other.waitForFunction(() => document.activeElement?.classList.contains('cm-content'));
      await other.keyboard.press('Tab');
      assert.equal(await other.evaluate(() => document.activeElement.textContent), 'Run');
      assert.deepEqual(other.problems, []);
    } finally {
      await context.close();
    }
  });

  test('text colours meet WCAG AA contrast', async () => {
    const worst = await page.evaluate(() => {
      const rgb = (text) => text.match(/[\d.]+/g).slice(0, 3).map(Number);
      const lum = ([r, g, b]) => {
        const f = (c) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
        return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
      };
      const background = (el) => {
        for (let e = el; e; e = e.parentElement) {
          const bg = getComputedStyle(e).backgroundColor;
          if (bg && !bg.startsWith('rgba(0, 0, 0, 0)') && bg !== 'transparent') return rgb(bg);
        }
        return [255, 255, 255];
      };
      const found = [];
      const selectors = ['p', 'li', 'h1', 'h2', '.kicker', '.expect', '.editor-hint', '.star-state', 'button', 'button:disabled', 'a', 'code', '.output'];
      for (const selector of selectors) {
        for (const el of [...document.querySelectorAll(selector)].slice(0, 20)) {
          if (!el.textContent.trim()) continue;
          const a = lum(rgb(getComputedStyle(el).color));
          const b = lum(background(el));
          const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
          found.push({ selector, ratio, text: el.textContent.slice(0, 30) });
        }
      }
      return found.sort((x, y) => x.ratio - y.ratio).slice(0, 3);
    });
    assert.ok(worst[0].ratio >= 4.5, JSON.stringify(worst));
  });

  test('works at phone width without sideways scrolling', async () => {
    const phone = await lesson.newPage({ viewport: { width: 360, height: 740 } });
    const scroll = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(scroll <= 0, `${scroll}px too wide`);
    await phone.screenshot({ path: screenshotPath('page-phone') });
    await programSection(phone, 'make_maze').screenshot({ path: screenshotPath('page-phone-program') });
    assert.deepEqual(phone.problems, []);
    await phone.close();
  });

  test('wide screen: screenshot of the top', async () => {
    const wide = await lesson.newPage({ viewport: { width: 1600, height: 1000 } });
    await wide.screenshot({ path: screenshotPath('page-wide') });
    await wide.close();
  });

  test('no errors in the console', () => {
    assert.deepEqual(page.problems, []);
  });
});
