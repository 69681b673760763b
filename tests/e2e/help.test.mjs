// Help when a student is stuck: every catalogued mistake named by the real checker with its sentence, hints one at a time,
// the puzzle of the lines solved by keyboard alone (a wrong order told), the failing maze kept in reach, the help saved and read back.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { ROOT, acquireLesson, checkProgram, programSection, programText, releaseLesson, screenshotPath, setProgram } from './helpers.mjs';

const HELP_DIR = join(ROOT, 'web', 'src', 'lesson', 'help');
const HELP = JSON.parse(readFileSync(join(HELP_DIR, 'help.json'), 'utf8'));
const program = (file) => readFileSync(join(HELP_DIR, 'programs', file), 'utf8').trimEnd();
/** The puzzle's right order: the solution's lines without empty ones. */
const puzzleLines = (name) => program(HELP[name].puzzle.program).split('\n').filter((l) => l.trim() !== '');
/** A mistake's sentence as a pattern: its {got} and {expected} are the failing maze's answers. */
const sentence = (says) => new RegExp(says.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{(got|expected)\\\}/g, '[^ ]+'));

/** Waits for the check's search for a known mistake to end; the known-mistake box, if any. */
async function mistakeBox(page, name) {
  const section = programSection(page, name);
  await page.waitForFunction((el) => !el.querySelector('.mistake-looking'), await section.locator('.test-results').elementHandle(), { timeout: 120_000 });
  return section.locator('.known-mistake');
}

describe('help when a student is stuck', () => {
  let lesson;
  let page;

  before(async () => {
    lesson = await acquireLesson();
    page = await lesson.newPage();
    page.problems = [];
    page.on('pageerror', (e) => page.problems.push(e.message));
  });

  after(async () => {
    await page?.close();
    await releaseLesson();
  });

  for (const [name, help] of Object.entries(HELP)) {
    test(`${name}: every catalogued mistake, checked for real, is named with its sentence and drawn on its maze`, async () => {
      assert.ok(help.mistakes.length >= 4, `${help.mistakes.length} mistakes`);
      const solutionLines = puzzleLines(name).filter((line) => !/^def |^\s*return /.test(line));
      for (const mistake of help.mistakes) {
        await setProgram(page, name, program(mistake.program));
        const status = await checkProgram(page, name, { timeout: 180_000 });
        assert.match(status, /Passed \d+ of \d+ tests\. /);
        assert.doesNotMatch(status, /earned!/, `${mistake.id} fails`);
        const box = await mistakeBox(page, name);
        assert.equal(await box.count(), 1, `${mistake.id} is named`);
        const text = await box.textContent();
        assert.match(text, new RegExp(`A known mistake: ${mistake.name}`), mistake.id);
        assert.match(text, sentence(mistake.says), mistake.id);
        assert.ok(text.includes(`What to try: ${mistake.tryThis}`), mistake.id);
        // Shown on its maze, never with code that solves the challenge.
        assert.equal(await box.locator('.answer-picture svg').count(), 1);
        assert.match(await box.locator('figcaption').textContent(), /Your function gave back/);
        for (const line of solutionLines) assert.ok(!text.includes(line.trim()), `${mistake.id}: no solving line "${line.trim()}"`);
        if (['from-top-left', 'openings-only'].includes(mistake.id)) {
          for (const [w, h] of [[1280, 800], [390, 844]]) {
            await page.setViewportSize({ width: w, height: h });
            await box.scrollIntoViewIfNeeded();
            await page.screenshot({ path: screenshotPath(`help-mistake-${mistake.id}-${w}x${h}`) });
          }
          await page.setViewportSize({ width: 1280, height: 800 });
        }
      }
      const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('maze-lesson:help')));
      assert.equal(saved[name].checks, help.mistakes.length);
      assert.equal(saved[name].mistake, help.mistakes[0].id, 'the first mistake named is kept');
    });
  }

  test('a wrong answer that is no known mistake is not named; the failing maze stays in reach with its answer drawn', async () => {
    await setProgram(page, 'dead_ends', 'def dead_ends(maze):\n    return 7');
    await checkProgram(page, 'dead_ends');
    assert.equal(await (await mistakeBox(page, 'dead_ends')).count(), 0);
    const section = programSection(page, 'dead_ends');
    const first = section.locator('.failure').first();
    const failures = await section.locator('.failure').count();
    await first.getByRole('button', { name: 'Show what was expected' }).click();
    const caption = await first.locator('figcaption').textContent();
    const expected = /Expected\s*(\d+)/.exec(await first.locator('.failure-facts').textContent())[1];
    assert.match(caption, new RegExp(`^The ${expected} dead ends? it should count are ringed\\. Your function gave back 7\\.$`));
    assert.equal(await first.locator('.answer-picture circle').count(), Number(expected));
    await first.getByRole('button', { name: 'Try this maze' }).click();
    assert.equal(await section.locator('.failure').count(), failures, 'Try this maze keeps the failed tests');
    assert.equal(await first.getByRole('button', { name: 'Put this maze on the board' }).count(), 1);
  });

  test('hints come one at a time: a nudge, the idea, a plan; then the puzzle', async () => {
    const section = programSection(page, 'farthest');
    const hint = section.getByRole('button', { name: /^(Hint|Next hint)/ });
    const shown = section.locator('.hints li');
    assert.equal(await shown.count(), 0);
    for (const [i, words] of HELP.farthest.hints.entries()) {
      await hint.click();
      assert.equal(await shown.count(), i + 1);
      assert.equal(await shown.nth(i).textContent(), `${['A nudge', 'The idea', 'A plan'][i]}: ${words}`);
    }
    assert.equal(await hint.count(), 0, 'no more hints');
    assert.equal(await section.getByRole('button', { name: 'Try a puzzle of the lines' }).count(), 1);
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('maze-lesson:help')));
    assert.equal(saved.farthest.hints, 3);
  });

  test('the puzzle is solved by keyboard alone, a wrong order is told, and the star is marked with help', async () => {
    const section = programSection(page, 'farthest');
    await section.getByRole('button', { name: 'Try a puzzle of the lines' }).focus();
    await page.keyboard.press('Enter');
    const puzzle = section.locator('.puzzle');
    const list = puzzle.getByRole('list', { name: 'Your program' });
    const lines = () => list.locator(':scope > li code').allTextContents();
    const said = puzzle.locator('.puzzle-said');
    const { distractors } = HELP.farthest.puzzle;
    const right = puzzleLines('farthest');
    assert.deepEqual([...(await lines())].sort(), [...right, ...distractors].sort(), 'every line and the extra ones, shuffled');
    assert.notDeepEqual(await lines(), [...right, ...distractors]);
    for (const [w, h] of [[1280, 800], [390, 844]]) {
      await page.setViewportSize({ width: w, height: h });
      await puzzle.locator('.puzzle-title').evaluate((el) => el.scrollIntoView());
      await page.screenshot({ path: screenshotPath(`help-puzzle-${w}x${h}`) });
    }
    await page.setViewportSize({ width: 1280, height: 800 });

    // A wrong order is told: which line is out of place.
    await puzzle.getByRole('button', { name: 'Check the order' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction((el) => /^Not yet|^Solved/.test(el.textContent), await said.elementHandle(), { timeout: 120_000 });
    const first = (await lines())[0];
    assert.match(await said.textContent(), /^Not yet: .*\. Line \d+, “.+”, (is out of place|does not belong in this program: leave it out)\.$/);
    assert.ok(first !== undefined);

    // By keyboard alone: each extra line left out with its button, each right line moved up with Alt+Up.
    for (const extra of distractors) {
      await puzzle.getByRole('button', { name: `Leave out: ${extra.trim()}`, exact: true }).focus();
      await page.keyboard.press('Enter');
    }
    for (const [i, line] of right.entries()) {
      const now = await lines();
      let at = now.indexOf(line);
      await list.locator(':scope > li').nth(at).focus();
      for (; at > i; at--) await page.keyboard.press('Alt+ArrowUp');
    }
    assert.deepEqual(await lines(), right);
    assert.deepEqual(await puzzle.getByRole('list', { name: 'Lines left out' }).locator('code').allTextContents(), distractors);
    await puzzle.getByRole('button', { name: 'Check the order' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction((el) => /^Solved/.test(el.textContent), await said.elementHandle(), { timeout: 120_000 });
    assert.match(await said.textContent(), /^Solved: it passed all \d+ tests\. The program is now in your editor\. Your star is marked “with help”\.$/);
    assert.equal(await programText(page, 'farthest'), right.join('\n'));
    assert.match(await page.locator('[data-stars]').first().textContent(), /The two rooms farthest apart earned with help/);
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('maze-lesson:help')));
    assert.deepEqual({ ...saved.farthest, checks: 0 }, { checks: 0, hints: 3, puzzle: true, withHelp: true, mistake: 'from-top-left' });
  });

  test('a line of the puzzle can be dragged into place, and dragged to the lines left out', async () => {
    const section = programSection(page, 'dead_ends');
    for (let i = 0; i < 3; i++) await section.getByRole('button', { name: /^(Hint|Next hint)/ }).click();
    await section.getByRole('button', { name: 'Try a puzzle of the lines' }).click();
    const list = section.getByRole('list', { name: 'Your program' });
    const items = list.locator(':scope > li');
    const before = await items.locator('code').allTextContents();
    // A drag within the window (a drag does not scroll the page as it goes).
    await items.first().scrollIntoViewIfNeeded();
    await items.nth(2).dragTo(items.first());
    assert.deepEqual(await items.locator('code').allTextContents(), [before[2], before[0], before[1], ...before.slice(3)]);
    const last = before.at(-1);
    await items.last().scrollIntoViewIfNeeded();
    await items.last().dragTo(section.locator('.puzzle-aside'));
    assert.deepEqual(await section.getByRole('list', { name: 'Lines left out' }).locator('code').allTextContents(), [last]);
    assert.equal(await items.count(), before.length - 1);
  });

  test('axe finds nothing on the help, the known mistake and the puzzle', async () => {
    const result = await new AxeBuilder({ page }).include('.help-box').include('.known-mistake').include('.failure').options({ resultTypes: ['violations'] }).analyze();
    assert.deepEqual(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), []);
    assert.deepEqual(page.problems, []);
  });

  test('the help used is saved in the progress file and read back', async () => {
    const footer = page.locator('footer');
    const [download] = await Promise.all([page.waitForEvent('download'), footer.getByRole('button', { name: 'Save my progress' }).click()]);
    const file = JSON.parse(readFileSync(await download.path(), 'utf8'));
    const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('maze-lesson:help')));
    assert.deepEqual(file.help, kept);
    assert.equal(file.help.farthest.hints, 3);
    assert.equal(file.help.farthest.withHelp, true);
    assert.equal(file.help.is_perfect.mistake, 'openings-only');
    // Gone with Start again, back with Load progress.
    await footer.getByRole('button', { name: 'Start again' }).click();
    await page.getByRole('button', { name: 'Yes, start again' }).click();
    assert.equal(await page.evaluate(() => localStorage.getItem('maze-lesson:help')), null);
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), footer.getByRole('button', { name: 'Load progress' }).click()]);
    await chooser.setFiles({ name: 'mine.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
    await page.waitForFunction(() => /earned\.$|No star\.$/.test(document.querySelector('footer .progress-message')?.textContent ?? ''), null, { timeout: 240_000 });
    assert.deepEqual(await page.evaluate(() => JSON.parse(localStorage.getItem('maze-lesson:help'))), file.help);
  });

});
