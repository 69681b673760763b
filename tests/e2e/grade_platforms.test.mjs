// A platform's "download all submissions" zip, Moodle's and Canvas's, graded by `npm run grade` and on the desk: rows
// with the right names and ids, copies found, and the files Moodle's and Canvas's gradebook imports read.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { ROOT, acquireLesson, releaseLesson, solution } from './helpers.mjs';

const WRONG = 'def dead_ends(maze):\n    return -1\n';
// Ada's is_perfect, renamed and re-commented by Ben: a copy all the same.
const ADA_PERFECT = solution('is_perfect');
const BEN_PERFECT = ADA_PERFECT.replace(/\brooms\b/g, 'places').replace(/\bseen\b/g, 'visited').replace(/# .*/g, '# mine');
const progress = (student, programs, help) => JSON.stringify({ format: 'maze-lesson-progress', version: 2, saved: '2026-12-01T10:00:00.000Z', student, stars: {}, programs, ...(help ? { help } : {}) });
// A known mistake of the help's catalogue, as a student writes it: the last row and column never looked at.
const SKIPS_LAST = solution('dead_ends').replace('range(1, len(maze), 2)', 'range(1, len(maze) - 2, 2)').replace('range(1, len(maze[0]), 2)', 'range(1, len(maze[0]) - 2, 2)');

/** Moodle 4.1's layout: a folder a student, "Full Name_ID_assignsubmission_file". */
const MOODLE = {
  'Ada Lovelace_101_assignsubmission_file/maze-lesson-Ada_Lovelace-9C.json': progress({ name: 'Ada Lovelace', class: '9C', seed: '1' }, { dead_ends: solution('dead_ends') }, {
    dead_ends: { checks: 4, hints: 3, puzzle: true, withHelp: true, mistake: 'skips-last-row' },
    farthest: { checks: 1, hints: 1, puzzle: false, withHelp: false, mistake: null },
  }),
  'Ben Okafor_102_assignsubmission_file/is_perfect.py': BEN_PERFECT,
  'Cleo Diaz_103_assignsubmission_file/dead_ends.py': SKIPS_LAST,
  'Ada Lovelace_101_assignsubmission_file/is_perfect.py': ADA_PERFECT,
  '__MACOSX/._x.py': 'junk',
};
/** Canvas's layout: "lastfirst_ID_FILEID_name.ext", late ones with _LATE, a file sent again with -1. */
const CANVAS = {
  'lovelaceada_2001_90001_dead_ends.py': solution('dead_ends'),
  'okaforben_LATE_2002_90002_farthest-1.py': solution('farthest'),
  'diazcleo_2003_90003_progress.json': progress(null, { dead_ends: WRONG }),
};

describe("a platform's zip graded: Moodle and Canvas", () => {
  let folder;
  const grade = (...args) => {
    const run = spawnSync(process.execPath, [join(ROOT, 'scripts', 'grade.mjs'), ...args], { cwd: folder, encoding: 'utf8', timeout: 300_000 });
    assert.equal(run.status, 0, run.stderr);
    return run;
  };
  const rowsOf = (csv) => csv.trimEnd().split('\n').map((line) => line.match(/("([^"]|"")*"|[^,]*)(,|$)/g).slice(0, -1).map((c) => c.replace(/,$/, '').replace(/^"|"$/g, '').replace(/""/g, '"')));

  before(() => {
    folder = mkdtempSync(join(tmpdir(), 'maze-grade-platforms-'));
    const zip = (files) => zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])));
    writeFileSync(join(folder, 'moodle.zip'), zip(MOODLE));
    writeFileSync(join(folder, 'canvas.zip'), zip(CANVAS));
  });
  after(() => folder && rmSync(folder, { recursive: true, force: true }));

  test('npm run grade on both zips: a row a file, named by the file or the platform, with the platform\'s id; copies found', () => {
    const { stdout } = grade('--out', 'class.csv', 'moodle.zip', 'canvas.zip');
    assert.equal(stdout, '');
    const rows = rowsOf(readFileSync(join(folder, 'class.csv'), 'utf8'));
    assert.deepEqual(rows[0], ['file', 'student', 'student_id', 'class', 'stars', 'dead_ends', 'is_perfect', 'farthest', 'first_failing_test', 'claimed_not_earned', 'similar_to', 'note']);
    const cells = rows.slice(1).map((r) => [r[0], r[1], r[2], r[3], r[4], r[5], r[6], r[7], r[10]]);
    assert.deepEqual(cells, [
      ['Ada Lovelace: maze-lesson-Ada_Lovelace-9C', 'Ada Lovelace', '101', '9C', '1', '15 of 15', 'no program', 'no program', ''],
      ['Ben Okafor: is_perfect', 'Ben Okafor', '102', '', '1', 'no function', '17 of 17', 'no function', cells[1][8]],
      ['Cleo Diaz: dead_ends', 'Cleo Diaz', '103', '', '0', cells[2][5], 'no function', 'no function', ''],
      ['Ada Lovelace: is_perfect', 'Ada Lovelace', '101', '', '1', 'no function', '17 of 17', 'no function', cells[3][8]],
      ['lovelaceada: dead_ends', 'lovelaceada', '2001', '', '1', '15 of 15', 'no function', 'no function', ''],
      ['okaforben: farthest', 'okaforben', '2002', '', '1', 'no function', 'no function', '15 of 15', ''],
      ['diazcleo: progress', 'diazcleo', '2003', '', '0', '0 of 15', 'no program', 'no program', ''],
    ]);
    assert.match(cells[2][5], /^([0-9]|1[0-4]) of 15$/, 'the last row and column skipped: some tests fail');
    assert.match(cells[1][8], /^Ada Lovelace: is_perfect (\d+)%$/);
    assert.match(cells[3][8], /^Ben Okafor: is_perfect (\d+)%$/);
  });

  test('--gradebook moodle: the grading worksheet Moodle uploads, a line a student, stars out of 3', () => {
    grade('--gradebook', 'moodle', '--out', 'moodle.csv', 'moodle.zip');
    const lines = readFileSync(join(folder, 'moodle.csv'), 'utf8').trimEnd().split('\n');
    assert.equal(lines[0], 'Identifier,Full name,Grade,Last modified (grade)');
    assert.deepEqual(lines.slice(1).map((l) => l.split(',').slice(0, 3).join(',')), ['Participant 101,Ada Lovelace,2', 'Participant 102,Ben Okafor,1', 'Participant 103,Cleo Diaz,0']);
  });

  test('--gradebook canvas --bom: Canvas\'s gradebook file, with a byte-order mark for spreadsheet programs', () => {
    grade('--gradebook', 'canvas', '--assignment', 'Mazes (7B)', '--bom', '--out', 'canvas.csv', 'canvas.zip');
    const text = readFileSync(join(folder, 'canvas.csv'), 'utf8');
    assert.equal(text, '\uFEFFStudent,ID,SIS User ID,SIS Login ID,Section,Mazes (7B)\nlovelaceada,2001,,,,1\nokaforben,2002,,,,1\ndiazcleo,2003,,,,0\n');
  });

  test('the desk reads the Moodle zip: the same rows; the copy, the known mistake and the help used in the class at a glance', async () => {
    const lesson = await acquireLesson();
    const page = await lesson.browser.newPage({ viewport: { width: 1280, height: 800 } });
    try {
      await page.goto(`${lesson.url}teacher.html`);
      await page.getByLabel('Progress files', { exact: true }).setInputFiles(join(folder, 'moodle.zip'));
      await page.waitForFunction(() => /^Done:/.test(document.querySelector('.desk-state')?.textContent ?? ''), null, { timeout: 180_000 });
      const rows = await page.$$eval('.desk-table tbody tr', (trs) => trs.map((tr) => [...tr.children].slice(0, 5).map((c) => c.textContent)));
      assert.deepEqual(rows, [
        ['Ada Lovelace: maze-lesson-Ada_Lovelace-9C', 'Ada Lovelace', '101', '9C', '1'],
        ['Ben Okafor: is_perfect', 'Ben Okafor', '102', '', '1'],
        ['Cleo Diaz: dead_ends', 'Cleo Diaz', '103', '', '0'],
        ['Ada Lovelace: is_perfect', 'Ada Lovelace', '101', '', '1'],
      ]);
      const copies = await page.locator('.desk-copies li').allTextContents();
      assert.equal(copies.length, 1);
      assert.match(copies[0], /^is_perfect: Ben Okafor and Ada Lovelace, \d+% alike$/);
      assert.deepEqual(await page.locator('.desk-mistakes li').allTextContents(), ['dead_ends: Skipping the last row and column: 1']);
      assert.equal(await page.locator('.desk-mistakes p').textContent(), '1 student asked for help: 4 hints, 1 puzzle of the lines, 1 star earned with help.');
    } finally {
      await page.close();
      await releaseLesson();
    }
  });
});
