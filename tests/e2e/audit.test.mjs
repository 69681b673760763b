// Accessibility: axe-core on the states a student reaches, and every control used from the keyboard alone.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { AxeBuilder } from '@axe-core/playwright';
import {
  acquireLesson,
  boardsDrawn,
  checkProgram,
  printed,
  programSection,
  programText,
  releaseLesson,
  runProgram,
  setProgram,
  solution,
  waitForText,
  boardUi,
} from './helpers.mjs';
import { EXPECTED_OUTPUT } from './expected.mjs';


/**
 * Run axe on the whole page, or only on the parts named by `within` (CSS selectors) when nothing
 * else changed since a whole-page scan (a whole scan takes 10 to 14 s here); log what it found;
 * hand back the serious and critical violations.
 */
async function audit(page, state, within = []) {
  // Only violations get their every node and selector: on a page this big, finding selectors
  // for every node that passed took most of each scan (axe-core's own advice for big pages).
  const axe = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  // Scan once the board is drawn (its controls are made then).
  await boardsDrawn(page);
  for (const selector of within) axe.include(selector);
  const result = await axe.analyze();
  const all = result.violations.map((v) => `${v.impact} ${v.id} (${v.nodes.length})`);
  const unsure = result.incomplete.map((v) => v.id);
  console.log(`# axe ${result.testEngine.version}, ${state}: ${result.passes.length} rules pass, violations: [${all.join(', ')}], needs review: [${unsure.join(', ')}]`);
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  return bad.map((v) => ({
    rule: v.id,
    impact: v.impact,
    help: v.help,
    where: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')}: ${n.failureSummary.replace(/\s+/g, ' ')}`),
  }));
}


/** What has focus now, in words a failure message can show. */
function focused(page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return { what: 'body' };
    const name = el.getAttribute('aria-label') ?? el.labels?.[0]?.textContent ?? el.textContent.trim().slice(0, 40);
    return {
      what: `${el.tagName.toLowerCase()} "${name}"`,
      tag: el.tagName,
      name,
      section: el.closest('section')?.id ?? '',
      editor: el.classList.contains('cm-content'),
    };
  });
}

/**
 * Press Tab until `wanted` has focus, as a keyboard user does; in an editor, Esc first (the hint under
 * every editor says so: Tab indents there). Fails with the stops passed on the way.
 */
async function tabTo(page, wanted, { most = 40, back = false } = {}) {
  const stops = [];
  for (let i = 0; i < most; i++) {
    if ((await focused(page)).editor) await page.keyboard.press('Escape');
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const now = await focused(page);
    stops.push(now.what);
    if (await wanted.evaluate((el) => el === document.activeElement)) return stops;
  }
  assert.fail(`not reached by ${back ? 'Shift+Tab' : 'Tab'} in ${most} presses; stops: ${stops.join(' → ')}`);
}

describe('accessibility', () => {
  let lesson;
  let page;

  before(async () => {
    lesson = await acquireLesson();
    page = await lesson.newPage();
    await waitForText(page, '.board-pieces', 'Pieces: 100');
  });

  after(async () => {
    await page?.close();
    await releaseLesson();
  });

  test('axe: the page as it opens', async () => {
    assert.deepEqual(await audit(page, 'page as it opens'), []);
  });

  test('axe: the board with a maze grown, the way out shown, the tree and the text', async () => {
    const b = boardUi(page);
    await b.field('Speed').fill('8');
    await b.button('Grow a maze').click();
    await waitForText(page, '.board-pieces', 'Pieces: 1');
    await b.button('Way out').click();
    await page.waitForFunction(() => /^The way out goes through \d+ rooms$/.test(document.querySelector('.board-wayout')?.textContent ?? ''));
    await b.button('Tree').click();
    await b.button('Show as text').click();
    // Every group open: what they hold is scanned too.
    for (const name of ['Maze settings', 'More views', 'Take it home']) await b.open(name);
    assert.deepEqual(await audit(page, 'maze grown, way out, tree, text, every group open'), []);
    // The tree as a family tree is a second look at the same canvas: only the board changed.
    await b.button('Tree').click();
    assert.deepEqual(await audit(page, 'family tree, the board', ['#board']), []);
  });

  test('axe: programs run, their pictures and players, and a program that stops with a problem', async () => {
    for (const name of ['openings', 'maze_frames', 'way_out']) {
      await runProgram(page, name, { timeout: 120_000 });
      assert.equal(await printed(page, name), EXPECTED_OUTPUT[name]);
    }
    await setProgram(page, 'make_maze', 'print(rooms)');
    await runProgram(page, 'make_maze');
    assert.equal(await programSection(page, 'make_maze').locator('.problem').count(), 1, 'the problem box shows');
    assert.deepEqual(await audit(page, 'programs run, one with a problem'), []);
  });

  test('axe: the Reset question', async () => {
    await programSection(page, 'make_maze').getByRole('button', { name: 'Reset', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    assert.deepEqual(await audit(page, 'Reset question open'), []);
    await dialog.getByRole('button', { name: 'Bring it back' }).click();
  });

  // A check changes its own section and the stars: the rest was scanned with the programs run.
  const CHECKED = ['#challenge-dead_ends', '[data-stars]'];

  test('axe: a failed check', async () => {
    const status = await checkProgram(page, 'dead_ends');
    const [, passed, total] = /Passed (\d+) of (\d+) tests/.exec(status).map(Number);
    assert.ok(passed < total, status);
    assert.ok((await programSection(page, 'dead_ends').locator('.failure').count()) > 0);
    assert.deepEqual(await audit(page, 'failed check, its section and the stars', CHECKED), []);
  });

  test('axe: a passed check', async () => {
    await setProgram(page, 'dead_ends', solution('dead_ends'));
    const status = await checkProgram(page, 'dead_ends');
    assert.match(status, /Passed (\d+) of \1 tests\. ★ earned!/);
    assert.deepEqual(await audit(page, 'passed check, its section and the stars', CHECKED), []);
  });

  test('no errors in the console', () => {
    assert.deepEqual(page.problems, []);
  });
});

describe('the keyboard alone', () => {
  let lesson;
  let page;

  before(async () => {
    lesson = await acquireLesson();
    page = await lesson.newPage();
    await waitForText(page, '.board-pieces', 'Pieces: 100');
  });

  after(async () => {
    await page?.close();
    await releaseLesson();
  });

  const board = () => page.locator('#board');
  const button = (name) => board().getByRole('button', { name, exact: true });
  const field = (name) => board().getByLabel(name, { exact: true });
  const group = (name) => board().locator(`details[data-group="${name}"] > summary`);

  test('from the top of the page: Maze settings opened, size, seed and speed typed, Step, Grow a maze, Random walls, Way out, Tree, Show as text', async () => {
    const first = await tabTo(page, button('Step'));
    console.log(`# keyboard: Step is tab stop ${first.length} from the top`);
    await tabTo(page, group('Maze settings'));
    await page.keyboard.press('Enter');
    await tabTo(page, field('Rows'));
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('10');
    await tabTo(page, field('Columns'));
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('10');
    await tabTo(page, field('Seed'));
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('2083');
    await tabTo(page, field('Speed'));
    await page.keyboard.press('End');
    assert.equal(await field('Speed').getAttribute('aria-valuetext'), 'Instant');

    await tabTo(page, button('Step'), { back: true });
    await page.keyboard.press('Space');
    await page.waitForFunction(() => document.querySelector('.board-message')?.textContent === 'Started in the top left room (0, 0).');
    await page.keyboard.press('Enter');
    await waitForText(page, '.board-pieces', 'Pieces: 99');

    await tabTo(page, button('Grow a maze'));
    await page.keyboard.press('Enter');
    await waitForText(page, '.board-pieces', 'Pieces: 1');

    await tabTo(page, button('Way out'));
    await page.keyboard.press('Space');
    await waitForText(page, '.board-wayout', 'The way out goes through 47 rooms');

    await tabTo(page, button('Tree'));
    await page.keyboard.press('Enter');
    assert.equal(await button('Tree').getAttribute('aria-pressed'), 'true');
    await page.keyboard.press('Space');
    await page.keyboard.press('Enter');
    assert.equal(await button('Tree').getAttribute('aria-pressed'), 'false');

    await tabTo(page, group('More views'));
    await page.keyboard.press('Enter');
    await tabTo(page, button('Show as text'));
    await page.keyboard.press('Enter');
    assert.equal(await button('Show as text').getAttribute('aria-expanded'), 'true');
    await page.waitForFunction(() => (document.querySelector('.board-text-pre')?.textContent ?? '').startsWith('#'));
    // The text is reached by Tab too, to scroll it with the arrow keys; Shift+Tab goes back to close it.
    await tabTo(page, board().getByLabel('Maze as text', { exact: true }));
    await tabTo(page, button('Show as text'), { back: true });
    await page.keyboard.press('Space');
    assert.equal(await button('Show as text').getAttribute('aria-expanded'), 'false');

    await tabTo(page, button('Random walls'), { back: true });
    await page.keyboard.press('Enter');
    await waitForText(page, '.board-pieces', 'Pieces: 1');
    await page.waitForFunction(() => document.querySelector('.board-message')?.textContent === 'Done: 180 walls looked at, 99 knocked down. One piece.');
  });

  test('a program run from the keyboard: Tab to its Run button (Esc out of the editor first), Enter', async () => {
    const section = programSection(page, 'openings');
    const before = await programText(page, 'openings');
    const stops = await tabTo(page, section.getByRole('button', { name: 'Run', exact: true }));
    assert.ok(stops.includes('div "Program: openings"'), `the editor is a tab stop on the way: ${stops.join(' → ')}`);
    await page.keyboard.press('Enter');
    const run = section.getByRole('button', { name: 'Run', exact: true });
    await page.waitForFunction((el) => !el.disabled && /Rooms: 9/.test(document.querySelector('#step-1 .printed')?.textContent ?? ''), await run.elementHandle(), { timeout: 120_000 });
    assert.equal(await printed(page, 'openings'), EXPECTED_OUTPUT.openings);
    assert.equal(await programText(page, 'openings'), before, 'Tab passed through the editor without typing into it');
  });

  test('a challenge checked from the keyboard: Tab to Check my program, Space', async () => {
    const section = programSection(page, 'dead_ends');
    await tabTo(page, section.getByRole('button', { name: 'Check my program', exact: true }), { most: 300 });
    await page.keyboard.press('Space');
    const status = section.getByRole('status');
    await page.waitForFunction((el) => /Passed \d+ of \d+ tests/.test(el.textContent), await status.elementHandle(), { timeout: 120_000 });
    assert.match(await status.textContent(), /Passed \d+ of \d+ tests/);
  });

  test('Tab reaches every control on the page, and every stop shows where focus is', async () => {
    // A fresh load, so Tab starts from the top of the page (without the grown maze's link, so the board is blank).
    await page.goto(page.url().split('#')[0]);
    await waitForText(page, '.board-pieces', 'Pieces: 100');
    const stops = [];
    const unseen = [];
    for (let i = 0; i < 400; i++) {
      if ((await focused(page)).editor) await page.keyboard.press('Escape');
      await page.keyboard.press('Tab');
      const stop = await page.evaluate(async () => {
        const el = document.activeElement;
        if (!el || el === document.body) return null;
        if (el.dataset.tabReached) return { again: true };
        el.dataset.tabReached = '1';
        // The editor shows focus on its frame (.cm-editor), marked a frame after the focus event.
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        const shown = el.closest('.cm-editor') ?? el;
        const style = getComputedStyle(shown);
        const visible = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
        const name = el.getAttribute('aria-label') ?? el.labels?.[0]?.textContent ?? el.textContent.trim().slice(0, 40);
        return { what: `${el.tagName.toLowerCase()} "${name}"`, visible };
      });
      if (!stop || stop.again) break; // back at the top: the whole page has been walked
      stops.push(stop.what);
      if (!stop.visible) unseen.push(stop.what);
    }
    // Everything a mouse can use: visible, enabled, and meant to be focused (radios: the group is one stop).
    const missed = await page.evaluate(() =>
      [...document.querySelectorAll('a[href], button, input, select, textarea, [tabindex], [contenteditable="true"]')]
        .filter((el) => !el.disabled && el.tabIndex >= 0 && el.checkVisibility({ visibilityProperty: true }) && !el.dataset.tabReached)
        .filter((el) => !(el.type === 'radio' && !el.checked))
        .map((el) => `${el.tagName.toLowerCase()} "${el.getAttribute('aria-label') ?? el.textContent.trim().slice(0, 40)}"`),
    );
    console.log(`# keyboard: ${stops.length} tab stops from the top of the page to the bottom`);
    assert.ok(stops.length > 40, stops.join(' → '));
    assert.deepEqual(missed, [], 'controls Tab never reached');
    assert.deepEqual(unseen, [], 'tab stops without a visible focus outline');
  });

  test('no errors in the console', () => {
    assert.deepEqual(page.problems, []);
  });
});
