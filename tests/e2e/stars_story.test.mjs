// A star keeps its story: earned with help (it says what with), then on the student's own once a different program of
// theirs passes with no new help; after a reload, in the progress file (both told), loaded back, and on the teacher's desk,
// which a file claiming "own" for the puzzle's program does not fool.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, acquireLesson, checkProgram, programSection, releaseLesson, setProgram, solution } from './helpers.mjs';

const HELP_DIR = join(ROOT, 'web', 'src', 'lesson', 'help');
const HELP = JSON.parse(readFileSync(join(HELP_DIR, 'help.json'), 'utf8'));
const PUZZLE = readFileSync(join(HELP_DIR, 'programs', HELP.dead_ends.puzzle.program), 'utf8').split('\n').filter((l) => l.trim() !== '').join('\n');
// is_perfect with only its openings counted: a known mistake.
const OPENINGS_ONLY = readFileSync(join(HELP_DIR, 'programs', 'is_perfect_openings_only.py'), 'utf8');
const FIRST = solution('dead_ends');
// The last row and column never looked at: a known mistake, so the check fails and the help opens.
const SKIPS_LAST = FIRST.replace('range(1, len(maze), 2)', 'range(1, len(maze) - 2, 2)').replace('range(1, len(maze[0]), 2)', 'range(1, len(maze[0]) - 2, 2)');
// Another way of the student's own: each room's openings counted in one sum.
const OWN = [
  'def dead_ends(maze):',
  '    found = 0',
  '    for r in range(1, len(maze) - 1, 2):',
  '        for c in range(1, len(maze[r]) - 1, 2):',
  '            sides = [maze[r - 1][c], maze[r + 1][c], maze[r][c - 1], maze[r][c + 1]]',
  '            if sides.count(".") == 1:',
  '                found += 1',
  '    return found',
].join('\n');
const state = (page, words = 'Count the dead ends') => page.locator('[data-stars]').first().locator('li', { hasText: words }).locator('.star-state').textContent();
const puzzleLines = (name) => readFileSync(join(HELP_DIR, 'programs', HELP[name].puzzle.program), 'utf8').split('\n').filter((l) => l.trim() !== '');

describe("a star's story: with help, then on the student's own", () => {
  let lesson;
  let page;
  let file; // the progress file saved at the end, as JSON
  let folder;

  before(async () => {
    lesson = await acquireLesson();
    page = await lesson.newPage();
    folder = mkdtempSync(join(tmpdir(), 'maze-stars-story-'));
  });
  after(async () => {
    await page?.close();
    await releaseLesson();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  test('a hint, then a pass: "earned with help: 1 hint"; the same program again changes nothing', async () => {
    assert.ok(PUZZLE.length > 0 && FIRST !== OWN);
    const section = programSection(page, 'dead_ends');
    await setProgram(page, 'dead_ends', SKIPS_LAST);
    assert.match(await checkProgram(page, 'dead_ends'), /No star yet/);
    await section.getByRole('button', { name: 'Hint', exact: true }).click();
    await setProgram(page, 'dead_ends', FIRST);
    assert.match(await checkProgram(page, 'dead_ends'), /★ earned!/);
    assert.equal(await state(page), 'earned with help: 1 hint');
    // Checked again, the same program is still the one written with help.
    await setProgram(page, 'dead_ends', `# checked again\n${FIRST}`);
    assert.match(await checkProgram(page, 'dead_ends'), /★ earned!/);
    assert.equal(await state(page), 'earned with help: 1 hint');
  });

  test('a different program of their own passes with no new help: the star is theirs, and says so after a reload', async () => {
    await setProgram(page, 'dead_ends', OWN);
    assert.match(await checkProgram(page, 'dead_ends'), /★ earned!/);
    assert.equal(await state(page), 'earned on your own (at first with 1 hint)');
    await page.reload();
    assert.equal(await state(page), 'earned on your own (at first with 1 hint)');
    assert.doesNotMatch(await page.locator('[data-stars]').first().textContent(), /with help/);
  });

  test('a star by the puzzle of the lines, then a program of their own: no longer "with help"', async () => {
    const section = programSection(page, 'is_perfect');
    await setProgram(page, 'is_perfect', OPENINGS_ONLY);
    assert.match(await checkProgram(page, 'is_perfect'), /No star yet/);
    for (let i = 0; i < 3; i++) await section.getByRole('button', { name: /^(Hint|Next hint)/ }).click();
    await section.getByRole('button', { name: 'Try a puzzle of the lines' }).click();
    const puzzle = section.locator('.puzzle');
    const list = puzzle.getByRole('list', { name: 'Your program' });
    const lines = () => list.locator(':scope > li code').allTextContents();
    for (const extra of HELP.is_perfect.puzzle.distractors) await puzzle.getByRole('button', { name: `Leave out: ${extra.trim()}`, exact: true }).click();
    const right = puzzleLines('is_perfect');
    for (const [i, line] of right.entries()) {
      let at = (await lines()).indexOf(line);
      await list.locator(':scope > li').nth(at).focus();
      for (; at > i; at--) await page.keyboard.press('Alt+ArrowUp');
    }
    assert.deepEqual(await lines(), right);
    await puzzle.getByRole('button', { name: 'Check the order' }).click();
    await page.waitForFunction((el) => /^Solved/.test(el.textContent), await puzzle.locator('.puzzle-said').elementHandle(), { timeout: 120_000 });
    assert.equal(await state(page, 'Is it perfect?'), 'earned with help: 3 hints and the puzzle of the lines');
    await setProgram(page, 'is_perfect', solution('is_perfect'));
    assert.match(await checkProgram(page, 'is_perfect'), /★★ earned!/);
    assert.equal(await state(page, 'Is it perfect?'), 'earned on your own (at first with 3 hints and the puzzle of the lines)');
  });

  test('the progress file says both; Start again, then Load progress brings the story back', async () => {
    const footer = page.locator('footer');
    const [download] = await Promise.all([page.waitForEvent('download'), footer.getByRole('button', { name: 'Save my progress' }).click()]);
    file = JSON.parse(readFileSync(await download.path(), 'utf8'));
    const { helped, own, withHelp } = file.help.dead_ends;
    assert.deepEqual({ withHelp, helped }, { withHelp: true, helped: { hints: 1, puzzle: false, code: FIRST } });
    assert.match(own, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    assert.equal(file.stars.dead_ends.code, OWN);
    assert.deepEqual(file.help.is_perfect.helped, { hints: 3, puzzle: true, code: puzzleLines('is_perfect').join('\n') });
    assert.match(file.help.is_perfect.own, /^\d{4}-/);
    await footer.getByRole('button', { name: 'Start again' }).click();
    await page.getByRole('button', { name: 'Yes, start again' }).click();
    assert.equal(await state(page), 'not yet');
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), footer.getByRole('button', { name: 'Load progress' }).click()]);
    await chooser.setFiles({ name: 'mine.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
    await page.waitForFunction(() => /earned\.$|No star\.$/.test(document.querySelector('footer .progress-message')?.textContent ?? ''), null, { timeout: 240_000 });
    assert.match(await footer.locator('.progress-message').textContent(), /\(dead_ends\), and its program passed all \d+ tests again: ★ earned\. .*★★ earned\.$/);
    assert.equal(await state(page), 'earned on your own (at first with 1 hint)');
    assert.equal(await state(page, 'Is it perfect?'), 'earned on your own (at first with 3 hints and the puzzle of the lines)');
  });

  test("the desk tells both, and a file claiming its own for the puzzle's program is told with help", async () => {
    const PERFECT_OWN = "Its ★★ (is_perfect) was earned with help at first (3 hints and the puzzle of the lines), then by its student's own program.";
    const forged = { ...file, student: null, stars: { dead_ends: { ...file.stars.dead_ends, code: PUZZLE } } };
    const honest = join(folder, 'honest.json');
    const faked = join(folder, 'faked.json');
    writeFileSync(honest, JSON.stringify({ ...file, student: null }));
    writeFileSync(faked, JSON.stringify(forged));
    const desk = await lesson.newPage({ path: 'teacher.html' });
    try {
      await desk.getByLabel('Progress files', { exact: true }).setInputFiles([honest, faked]);
      await desk.waitForFunction(() => /^Done:/.test(document.querySelector('.desk-state')?.textContent ?? ''), null, { timeout: 180_000 });
      const notes = await desk.$$eval('.desk-table tbody tr', (rows) => rows.map((tr) => [tr.querySelector('th').textContent, tr.lastElementChild.textContent]));
      assert.deepEqual(notes, [
        ['honest', `Its ★ (dead_ends) was earned with help at first (1 hint), then by its student's own program. ${PERFECT_OWN}`],
        ['faked', `Its ★ (dead_ends) was earned with help: 1 hint and the puzzle of the lines. ${PERFECT_OWN}`],
      ]);
      assert.equal(
        await desk.locator('.desk-mistakes p').last().textContent(),
        "2 students asked for help: 8 hints, 2 puzzles of the lines, 1 star earned with help, 3 earned with help at first, then on the student's own.",
      );
    } finally {
      await desk.close();
    }
  });
});
