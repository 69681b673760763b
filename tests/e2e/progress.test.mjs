// A student's progress: Save my progress downloads the stars (with when each was earned and the code that earned it) and programs, Start again asks and clears them, Load progress brings them back (each star checked again), and a bad file changes nothing.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import {
  acquireLesson,
  checkProgram,
  programSection,
  programText,
  releaseLesson,
  screenshotPath,
  setProgram,
  solution,
} from './helpers.mjs';

const deadEnds = solution('dead_ends');
const MINE = 'print("my own line")';

describe("a student's progress", () => {
  let lesson;
  let page;
  let lessonVersion;
  let saved; // the file Save my progress gave, as text
  let earnedFrom;
  let earnedBy;

  const button = (name) => page.locator('footer').getByRole('button', { name, exact: true });
  const message = () => page.locator('footer .progress-message').textContent();
  const summaries = () => page.locator('[data-stars] .stars-title').allTextContents();
  // The student's work the page keeps: not the settings, nor the digest of the Python memory this browser kept (a cache).
  const kept = () =>
    page.evaluate(() => Object.fromEntries(Object.keys(localStorage).filter((k) => !k.includes(':setting:') && k !== 'maze-lesson:python-start').sort().map((k) => [k, localStorage.getItem(k)])));

  async function save(on = page, file = 'maze-lesson-progress.json') {
    const [download] = await Promise.all([on.waitForEvent('download'), on.locator('footer').getByRole('button', { name: 'Save my progress', exact: true }).click()]);
    assert.equal(download.suggestedFilename(), file);
    return readFileSync(await download.path(), 'utf8');
  }

  async function load(name, text) {
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), button('Load progress').click()]);
    await chooser.setFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
    // The last words: refused, or every star the file holds checked again.
    await page.waitForFunction(
      (n) => {
        const text = document.querySelector('footer .progress-message')?.textContent ?? '';
        return text.includes(n) && /(Nothing was changed|No star|earned|It holds no stars)\.$/.test(text);
      },
      name,
      { timeout: 240_000 },
    );
    return message();
  }

  before(async () => {
    lesson = await acquireLesson();
    page = await lesson.newPage();
    lessonVersion = { openings: await programText(page, 'openings'), dead_ends: await programText(page, 'dead_ends') };
  });

  after(async () => {
    await page?.close();
    await releaseLesson();
  });

  test('Save my progress: a JSON file with the star, when it was earned and the code that earned it, and the programs changed', async () => {
    await setProgram(page, 'dead_ends', deadEnds);
    earnedFrom = new Date();
    assert.match(await checkProgram(page, 'dead_ends', { timeout: 240_000 }), /★ earned!/);
    earnedBy = new Date();
    await setProgram(page, 'openings', `${lessonVersion.openings}\n${MINE}`);
    saved = await save();
    const file = JSON.parse(saved);
    assert.deepEqual(Object.keys(file), ['format', 'version', 'saved', 'student', 'stars', 'programs', 'games', 'help']);
    assert.deepEqual(file.games, [], 'no games played');
    assert.deepEqual(file.help, { dead_ends: { checks: 1, hints: 0, puzzle: false, withHelp: false, mistake: null, helped: null, own: null } }, 'one check, no help');
    assert.equal(file.format, 'maze-lesson-progress');
    assert.equal(file.version, 2);
    assert.equal(file.student, null, 'no name was typed');
    assert.deepEqual(Object.keys(file.stars), ['dead_ends']);
    assert.deepEqual(Object.keys(file.stars.dead_ends), ['earned', 'seed', 'code']);
    assert.equal(file.stars.dead_ends.code, deadEnds, 'the code the check passed');
    assert.match(file.stars.dead_ends.seed, /^\d+$/);
    const earned = new Date(file.stars.dead_ends.earned);
    assert.ok(earned >= earnedFrom && earned <= earnedBy, `${file.stars.dead_ends} is when the check ran`);
    assert.ok(new Date(file.saved) >= earned && new Date(file.saved) <= new Date());
    assert.deepEqual(file.programs, { dead_ends: deadEnds, openings: `${lessonVersion.openings}\n${MINE}` });
    assert.equal(
      await message(),
      'Saved 1 star and 2 programs in maze-lesson-progress.json. Keep the file: Load progress brings it back, here or on another computer, and checks its stars again.',
    );
  });

  test('Start again asks first; Keep my work changes nothing', async () => {
    const before = await kept();
    await button('Start again').click();
    const dialog = page.getByRole('dialog', { name: 'Start again?' });
    assert.equal(await dialog.isVisible(), true);
    await page.screenshot({ path: screenshotPath('progress-start-again') });
    await dialog.getByRole('button', { name: 'Keep my work' }).click();
    assert.equal(await dialog.isVisible(), false);
    assert.deepEqual(await kept(), before);
    assert.deepEqual(await summaries(), ['Your stars: 1 of 3 challenges done', 'Your stars: 1 of 3 challenges done']);
    assert.equal(await programText(page, 'dead_ends'), deadEnds);
  });

  test('Start again from the keyboard takes the stars and programs away; the editors show the lesson\'s programs, after a reload too', async () => {
    await button('Start again').focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Start again?' });
    await dialog.waitFor();
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Keep my work', 'the safe answer has the focus');
    await page.keyboard.press('Shift+Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Yes, start again');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('footer .progress-message')?.textContent.startsWith('Started again'));
    assert.equal(await message(), 'Started again: no stars yet, and every program is the lesson’s version.');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Start again', 'focus goes back to the button');
    for (const p of [false, true]) {
      if (p) await page.reload();
      assert.deepEqual(await summaries(), ['Your stars: 0 of 3 challenges done', 'Your stars: 0 of 3 challenges done']);
      assert.equal(await programText(page, 'dead_ends'), lessonVersion.dead_ends);
      assert.equal(await programText(page, 'openings'), lessonVersion.openings);
      assert.equal(await programSection(page, 'dead_ends').getByRole('status').textContent(), 'Not checked yet: write your function, then press Check my program.');
      assert.deepEqual(await kept(), {});
    }
  });

  test('a bad file says why in a few words and changes nothing', async () => {
    await setProgram(page, 'openings', `${lessonVersion.openings}\nprint("still here")`);
    const before = await kept();
    const good = JSON.parse(saved);
    const bad = [
      ['notes.txt', 'dear diary', 'it is not a progress file (it is not JSON).'],
      ['other.json', '{"format": "something-else", "version": 1}', 'it is not a progress file from this lesson.'],
      ['list.json', '[1, 2, 3]', 'it is not a progress file from this lesson.'],
      ['future.json', JSON.stringify({ ...good, version: 3 }), 'it is version 3 of the progress file, and this page reads versions 1 and 2.'],
      ['noversion.json', JSON.stringify({ ...good, version: '1' }), 'it is a version of the progress file, and this page reads versions 1 and 2.'],
      ['extra.json', JSON.stringify({ ...good, teacher: 'Ms Lee' }), 'it has "teacher", which a progress file does not have.'],
      ['help.json', JSON.stringify({ ...good, version: 2, student: null, help: { dead_ends: { hints: 'lots' } } }), 'the help for dead_ends should count its checks and hints in whole numbers.'],
      ['when.json', JSON.stringify({ ...good, saved: 'yesterday' }), '"saved" should be the time the file was saved.'],
      ['stars.json', JSON.stringify({ ...good, stars: ['dead_ends'] }), '"stars" should list the stars earned.'],
      ['star.json', JSON.stringify({ ...good, stars: { dead_ends: 5 } }), 'the star for dead_ends should say when it was earned, and by which program.'],
      ['when2.json', JSON.stringify({ ...good, stars: { dead_ends: { ...good.stars.dead_ends, earned: 5 } } }), 'the star for dead_ends should have the time it was earned.'],
      ['which.json', JSON.stringify({ ...good, stars: { all_of_them: null } }), '"stars" has "all_of_them", which is not a challenge (dead_ends, is_perfect, farthest).'],
      ['proto.json', '{"format":"maze-lesson-progress","version":2,"saved":"2026-11-30T10:00:00.000Z","student":null,"stars":{"__proto__":null},"programs":{}}', '"stars" has "__proto__", which is not a challenge (dead_ends, is_perfect, farthest).'],
      ['programs.json', JSON.stringify({ ...good, programs: 'print(1)' }), '"programs" should list your programs.'],
      ['code.json', JSON.stringify({ ...good, programs: { dead_ends: ['x'] } }), 'the program dead_ends should be text.'],
      ['hack.json', JSON.stringify({ ...good, programs: { ...good.programs, hack: 'x' } }), '"programs" has "hack", which is not a program of this lesson.'],
      ['big.json', `${' '.repeat(1_500_000)}${saved}`, 'it is 1.5 MB, and a progress file is at most 1 MB.'],
    ];
    for (const [name, text, why] of bad) {
      assert.equal(await load(name, text), `${name} could not be loaded: ${why} Nothing was changed.`, name);
      assert.deepEqual(await kept(), before, name);
      assert.deepEqual(await summaries(), ['Your stars: 0 of 3 challenges done', 'Your stars: 0 of 3 challenges done'], name);
      assert.equal(await programText(page, 'dead_ends'), lessonVersion.dead_ends, name);
    }
    await page.locator('footer .stars').screenshot({ path: screenshotPath('progress-bad-file') });
  });

  test('Load progress brings the saved file back: the star (its code checked again) with its time, the programs in their editors, after a reload too', async () => {
    assert.equal(
      await load('maze-lesson-progress.json', saved),
      'Loaded 2 programs from maze-lesson-progress.json. The file said ★ (dead_ends), and its program passed all 15 tests again: ★ earned.',
    );
    const file = JSON.parse(saved);
    for (const p of [false, true]) {
      if (p) await page.reload();
      assert.deepEqual(await summaries(), ['Your stars: 1 of 3 challenges done', 'Your stars: 1 of 3 challenges done']);
      assert.equal(await programSection(page, 'dead_ends').getByRole('status').textContent(), '★ earned! You can check again any time.');
      assert.equal(await programText(page, 'dead_ends'), file.programs.dead_ends);
      assert.equal(await programText(page, 'openings'), file.programs.openings, 'the file\'s version replaced the one typed since');
    }
    // Saved again, the star keeps the time it was first earned, and the code that earned it (checked on fresh mazes: no name).
    const again = JSON.parse(await save());
    assert.deepEqual(Object.keys(again.stars), ['dead_ends']);
    assert.equal(again.stars.dead_ends.earned, file.stars.dead_ends.earned);
    assert.equal(again.stars.dead_ends.code, file.stars.dead_ends.code);
    assert.deepEqual(again.programs, file.programs);
    assert.deepEqual(again.help, file.help, 'the help used comes back with the file');
    // And a bad file after a good one still changes nothing.
    const before = await kept();
    assert.equal(await load('broken.json', saved.slice(0, 40)), 'broken.json could not be loaded: it is not a progress file (it is not JSON). Nothing was changed.');
    assert.deepEqual(await kept(), before);
  });

  test("a student's file is named after them (web/src/lesson/progress_file.ts): typed, or from the link's #student=", async () => {
    if ((await page.locator('header details.you').getAttribute('open')) === null) await page.locator('header details.you > summary').click();
    const saves = [
      ['  Ada   Lovelace ', '9C', 'maze-lesson-Ada_Lovelace-9C.json', 'Ada Lovelace'],
      ['Ada Lovelace', '', 'maze-lesson-Ada_Lovelace.json', 'Ada Lovelace'],
      ["Zoë O'Brien-Ng", '10 B/2', 'maze-lesson-Zoë_OBrien-Ng-10_B2.json', "Zoë O'Brien-Ng"],
    ];
    for (const [name, code, fileName, shown] of saves) {
      await page.getByLabel('Your name', { exact: true }).fill(name);
      await page.getByLabel('Class code', { exact: true }).fill(code);
      const file = JSON.parse(await save(page, fileName));
      assert.deepEqual([file.student.name, file.student.class], [shown, code.trim()], fileName);
      assert.match(await message(), new RegExp(`^Saved .* for ${shown} in ${fileName.replace(/\./g, '\\.')}\\. Keep the file:`), fileName);
    }
    const context = await lesson.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const linked = await lesson.newPage({ context });
    await linked.goto('about:blank');
    await linked.goto(`${lesson.url}#student=Grace%20Hopper&class=8A`);
    assert.equal(await linked.getByLabel('Your name', { exact: true }).inputValue(), 'Grace Hopper');
    const file = JSON.parse(await save(linked, 'maze-lesson-Grace_Hopper-8A.json'));
    assert.deepEqual([file.student.name, file.student.class], ['Grace Hopper', '8A']);
    assert.equal(
      await linked.locator('footer .progress-message').textContent(),
      'Saved no stars and no programs for Grace Hopper in maze-lesson-Grace_Hopper-8A.json. Keep the file: Load progress brings it back, here or on another computer, and checks its stars again.',
    );
    assert.deepEqual(linked.problems, []);
    await context.close();
  });

  test('no errors in the console', () => {
    assert.deepEqual(page.problems, []);
  });
});
