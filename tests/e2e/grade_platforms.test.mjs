// A platform's "download all submissions" zip, Moodle's and Canvas's, graded by `npm run grade` and on the desk: rows
// with the right names and ids, copies found, and the files Moodle's and Canvas's gradebook imports read.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { strToU8, zipSync } from 'fflate';
import { CHROMIUM, ROOT, acquireLesson, releaseLesson, solution } from './helpers.mjs';

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
  let commandRows; // the rows `npm run grade` gave for both zips, Moodle's four first, then Canvas's three
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

  // Each platform's zip checked once, for its gradebook file and the desk's table together (--table).
  test('--gradebook moodle --table: the grading worksheet Moodle uploads (a line a student, stars out of 3), and the table: a row a file, named by the file or the platform, with its id; the copy found', () => {
    const { stdout } = grade('--gradebook', 'moodle', '--out', 'moodle.csv', '--table', 'moodle-table.csv', 'moodle.zip');
    assert.equal(stdout, '');
    const lines = readFileSync(join(folder, 'moodle.csv'), 'utf8').trimEnd().split('\n');
    assert.equal(lines[0], 'Identifier,Full name,Grade,Last modified (grade)');
    assert.deepEqual(lines.slice(1).map((l) => l.split(',').slice(0, 3).join(',')), ['Participant 101,Ada Lovelace,2', 'Participant 102,Ben Okafor,1', 'Participant 103,Cleo Diaz,0']);
    const rows = rowsOf(readFileSync(join(folder, 'moodle-table.csv'), 'utf8'));
    assert.deepEqual(rows[0], ['file', 'student', 'student_id', 'class', 'stars', 'dead_ends', 'is_perfect', 'farthest', 'first_failing_test', 'claimed_not_earned', 'similar_to', 'note']);
    commandRows = rows.slice(1);
    const cells = commandRows.map((r) => [r[0], r[1], r[2], r[3], r[4], r[5], r[6], r[7], r[10]]);
    assert.deepEqual(cells, [
      ['Ada Lovelace: maze-lesson-Ada_Lovelace-9C', 'Ada Lovelace', '101', '9C', '1', '15 of 15', 'no program', 'no program', ''],
      ['Ben Okafor: is_perfect', 'Ben Okafor', '102', '', '1', 'no function', '17 of 17', 'no function', cells[1][8]],
      ['Cleo Diaz: dead_ends', 'Cleo Diaz', '103', '', '0', cells[2][5], 'no function', 'no function', ''],
      ['Ada Lovelace: is_perfect', 'Ada Lovelace', '101', '', '1', 'no function', '17 of 17', 'no function', cells[3][8]],
    ]);
    assert.match(cells[2][5], /^([0-9]|1[0-4]) of 15$/, 'the last row and column skipped: some tests fail');
    assert.match(cells[1][8], /^Ada Lovelace: is_perfect (\d+)%$/);
    assert.match(cells[3][8], /^Ben Okafor: is_perfect (\d+)%$/);
  });

  test('--gradebook canvas --bom --table: Canvas\'s gradebook file with a byte-order mark for spreadsheet programs, and the table: names and ids from Canvas\'s file names', () => {
    grade('--gradebook', 'canvas', '--assignment', 'Mazes (7B)', '--bom', '--out', 'canvas.csv', '--table', 'canvas-table.csv', 'canvas.zip');
    const text = readFileSync(join(folder, 'canvas.csv'), 'utf8');
    assert.equal(text, '\uFEFFStudent,ID,SIS User ID,SIS Login ID,Section,Mazes (7B)\nlovelaceada,2001,,,,1\nokaforben,2002,,,,1\ndiazcleo,2003,,,,0\n');
    const table = readFileSync(join(folder, 'canvas-table.csv'), 'utf8');
    assert.ok(table.startsWith('\uFEFFfile,'), 'the table has the byte-order mark too');
    const rows = rowsOf(table.slice(1)).slice(1);
    commandRows.push(...rows);
    assert.deepEqual(rows.map((r) => [r[0], r[1], r[2], r[3], r[4], r[5], r[6], r[7], r[10]]), [
      ['lovelaceada: dead_ends', 'lovelaceada', '2001', '', '1', '15 of 15', 'no function', 'no function', ''],
      ['okaforben: farthest', 'okaforben', '2002', '', '1', 'no function', 'no function', '15 of 15', ''],
      ['diazcleo: progress', 'diazcleo', '2003', '', '0', '0 of 15', 'no program', 'no program', ''],
    ]);
  });

  test('npm run grade on the Moodle zip unpacked into plain folders and the Canvas zip, in one run: the same rows as from each zip', () => {
    const unpacked = join(folder, 'moodle');
    // As a Mac unpacks it: its own __MACOSX files and .DS_Store beside the students' folders.
    for (const [path, text] of Object.entries({ ...MOODLE, '.DS_Store': 'junk', 'Ben Okafor_102_assignsubmission_file/._is_perfect.py': 'junk' })) {
      mkdirSync(dirname(join(unpacked, path)), { recursive: true });
      writeFileSync(join(unpacked, path), text);
    }
    grade('--out', 'folder.csv', 'moodle', 'canvas.zip');
    const rows = rowsOf(readFileSync(join(folder, 'folder.csv'), 'utf8')).slice(1);
    // A folder is read in the order of its paths: Ada's is_perfect.py before her progress file.
    assert.deepEqual(rows, [commandRows[3], commandRows[0], commandRows[1], commandRows[2], ...commandRows.slice(4)]);
  });

  /** The desk in a page of its own, with `zip` handed in and checked. */
  async function deskWith(zip) {
    const lesson = await acquireLesson();
    const page = await lesson.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${lesson.url}teacher.html`);
    await page.getByLabel('Progress files', { exact: true }).setInputFiles(join(folder, zip));
    await page.waitForFunction(() => /^Done:/.test(document.querySelector('.desk-state')?.textContent ?? ''), null, { timeout: 180_000 });
    return page;
  }
  const closeDesk = async (page) => {
    await page?.close();
    await releaseLesson();
  };
  /** Each row's first cells: file, student, id, class, stars, dead_ends, is_perfect, farthest. */
  const deskRows = (page) => page.$$eval('.desk-table tbody tr', (trs) => trs.map((tr) => [...tr.children].slice(0, 8).map((c) => c.textContent)));
  /** Press a button of the desk's downloads: the file's name and bytes, and what the desk said. */
  async function downloaded(page, name, { bom }) {
    await page.getByLabel('For Excel (a byte-order mark)', { exact: true }).setChecked(bom);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name, exact: true }).click()]);
    const bytes = readFileSync(await download.path());
    return { name: download.suggestedFilename(), bytes, text: bytes.toString('utf8').replace(/^\uFEFF/, ''), said: await page.locator('.desk-said').textContent() };
  }
  const BOM = [0xef, 0xbb, 0xbf];

  // The Moodle zip's desk, opened once for the two tests that read it.
  let moodleDesk = null;
  after(() => moodleDesk && closeDesk(moodleDesk));

  test('the desk reads the Moodle zip: the same rows; the copy, the known mistake and the help used in the class at a glance', async () => {
    const page = (moodleDesk = await deskWith('moodle.zip'));
    const rows = await deskRows(page);
    assert.deepEqual(rows.map((r) => r.slice(0, 5)), [
      ['Ada Lovelace: maze-lesson-Ada_Lovelace-9C', 'Ada Lovelace', '101', '9C', '1'],
      ['Ben Okafor: is_perfect', 'Ben Okafor', '102', '', '1'],
      ['Cleo Diaz: dead_ends', 'Cleo Diaz', '103', '', '0'],
      ['Ada Lovelace: is_perfect', 'Ada Lovelace', '101', '', '1'],
    ]);
    assert.deepEqual(rows, commandRows.slice(0, 4).map((r) => r.slice(0, 8)), 'the command gave the same rows');
    const copies = await page.locator('.desk-copies li').allTextContents();
    assert.equal(copies.length, 1);
    assert.match(copies[0], /^is_perfect: Ben Okafor and Ada Lovelace, \d+% alike$/);
    assert.deepEqual(await page.locator('.desk-mistakes li').allTextContents(), ['dead_ends: Skipping the last row and column: 1']);
    assert.equal(await page.locator('.desk-mistakes p').textContent(), '1 student asked for help: 4 hints, 1 puzzle of the lines, 1 star earned with help.');
  });

  test('the desk\'s Grades for Moodle and Grades for Canvas: the file each import reads, a byte-order mark only when For Excel is ticked', async () => {
    const page = (moodleDesk ??= await deskWith('moodle.zip'));
    for (const bom of [false, true]) {
      const moodle = await downloaded(page, 'Grades for Moodle', { bom });
      assert.equal(moodle.name, 'moodle-grading-worksheet.csv');
      assert.equal(moodle.bytes.subarray(0, 3).equals(Buffer.from(BOM)), bom, `byte-order mark: ${bom}`);
      const lines = moodle.text.split('\n');
      assert.equal(lines.length, 5, 'a header, three students and the last line\'s end');
      assert.equal(lines[0], 'Identifier,Full name,Grade,Last modified (grade)');
      assert.match(lines[1], /^Participant 101,Ada Lovelace,2,\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC$/);
      assert.equal(moodle.said, '3 students in moodle-grading-worksheet.csv.');
      const canvas = await downloaded(page, 'Grades for Canvas', { bom });
      assert.equal(canvas.name, 'canvas-grades.csv');
      assert.equal(canvas.bytes.subarray(0, 3).equals(Buffer.from(BOM)), bom, `byte-order mark: ${bom}`);
      assert.equal(canvas.text, 'Student,ID,SIS User ID,SIS Login ID,Section,Maze lesson\nAda Lovelace,101,,,,2\nBen Okafor,102,,,,1\nCleo Diaz,103,,,,0\n');
      assert.equal(canvas.said, '3 students in canvas-grades.csv.');
    }
  });

  test('the desk reads the Canvas zip: the rows the command gave (names, ids), and the gradebook file the command wrote', async () => {
    let page;
    try {
      page = await deskWith('canvas.zip');
      assert.deepEqual(await deskRows(page), commandRows.slice(4).map((r) => r.slice(0, 8)));
      assert.deepEqual((await deskRows(page)).map((r) => r.slice(1, 3)), [['lovelaceada', '2001'], ['okaforben', '2002'], ['diazcleo', '2003']]);
      await page.getByLabel('Canvas assignment', { exact: true }).fill('Mazes (7B)');
      const canvas = await downloaded(page, 'Grades for Canvas', { bom: true });
      assert.deepEqual(canvas.bytes, readFileSync(join(folder, 'canvas.csv')), 'byte for byte the file of --gradebook canvas --bom');
    } finally {
      await closeDesk(page);
    }
  });
});

describe('npm run grade when checking fails through no fault of the student: "could not check", exit status 3', () => {
  let folder;
  before(() => (folder = mkdtempSync(join(tmpdir(), 'maze-grade-could-not-'))));
  after(() => folder && rmSync(folder, { recursive: true, force: true }));

  test("Python's library broken on the teacher's computer: the rows say check again, nothing is blamed on the students, and the command says to run it again for them", () => {
    // The command builds itself (scripts/grade.mjs), then its main() runs with the places the script gives it; here the
    // Python it serves to the sandbox is a copy whose standard library is broken, as a half-finished npm ci leaves it.
    const built = spawnSync(process.execPath, [join(ROOT, 'scripts', 'grade.mjs'), '--help'], { cwd: folder, encoding: 'utf8', timeout: 300_000 });
    assert.equal(built.status, 0, built.stderr);
    const pyodide = join(folder, 'pyodide');
    mkdirSync(pyodide);
    for (const file of ['pyodide.asm.mjs', 'pyodide.asm.wasm', 'pyodide-lock.json']) symlinkSync(join(ROOT, 'node_modules', 'pyodide', file), join(pyodide, file));
    writeFileSync(join(pyodide, 'python_stdlib.zip'), 'PK not really a zip');
    writeFileSync(join(folder, 'Ann_Okoro__9C.py'), solution('dead_ends'));
    writeFileSync(join(folder, 'Ben_Ade__9C.py'), WRONG);
    const places = { pageDir: join(ROOT, 'build-grade', 'page'), pyodideDir: pyodide, chromium: CHROMIUM };
    const script = `import { main } from ${JSON.stringify(pathToFileURL(join(ROOT, 'build-grade', 'cli', 'cli.mjs')).href)};
process.exitCode = await main(['--out', 'class.csv', 'Ann_Okoro__9C.py', 'Ben_Ade__9C.py'], ${JSON.stringify(places)});`;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: folder, encoding: 'utf8', timeout: 300_000 });
    assert.equal(run.status, 3, run.stderr);
    assert.equal(run.stdout, '');
    const lines = readFileSync(join(folder, 'class.csv'), 'utf8').trimEnd().split('\n');
    assert.equal(lines.length, 3);
    for (const [i, file] of ['Ann_Okoro__9C', 'Ben_Ade__9C'].entries()) {
      // No student's name, stars, test counts or failing test: only the note, which says why in the desk's words.
      const cells = lines[i + 1].split(',');
      assert.deepEqual(cells.slice(0, 11), [file, '', '', '', '', '', '', '', '', '', '']);
      const note = cells.slice(11).join(',');
      assert.match(note, /^Could not check: check again\. \(Python did not start: .+\.\)$/);
      assert.doesNotMatch(note, /object Object|grader\.invalid| at /);
    }
    const last = run.stderr.trimEnd().split('\n').at(-1);
    assert.equal(last, 'grade: 2 could not be checked, through no fault of theirs; run grade again for them: Ann_Okoro__9C, Ben_Ade__9C');
  });
});
