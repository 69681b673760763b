// The teacher's desk: 30 generated files (honest, wrong, forged, hostile) give the right row each, the CSV has the same rows,
// and `npm run grade` on the same files prints the same CSV; a failing test opens; the class at a glance; sorting; Stop
// (the worksheets for the class: teacher_sheets.test.mjs).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { ROOT, acquireLesson, releaseLesson, screenshotPath, solution } from './helpers.mjs';

const SAVED = '2026-11-30T10:00:00.000Z';
const WRONG = 'def dead_ends(maze):\n    return -1\n';
const LOOP = 'def dead_ends(maze):\n    while True: pass\n';
const right = { dead_ends: solution('dead_ends'), is_perfect: solution('is_perfect'), farthest: solution('farthest') };
const progress = (student, stars, programs = {}) => ({ format: 'maze-lesson-progress', version: 2, saved: SAVED, student, stars, programs });
const who = (name, code) => ({ name, class: code, seed: '0' });
const star = (code) => ({ earned: SAVED, seed: null, code });
const none = { earned: null, seed: null, code: null };
const json = (data) => JSON.stringify(data, null, 2);

const NOT_FINISH = (line) =>
  `dead_ends test 1: Your function did not finish: after 1 s of work it was still running, on a small maze. It was at line ${line} when the page stopped it. A loop whose condition never becomes False goes on forever, like while True: with no break.`;
const COUNTER = [
  'import collections',
  'def dead_ends(maze):',
  '    ways = collections.Counter()',
  '    for r in range(1, len(maze), 2):',
  '        for c in range(1, len(maze[0]), 2):',
  '            for nr, nc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):',
  '                if maze[nr][nc] == ".":',
  '                    ways[(r, c)] += 1',
  '    return sum(1 for room in ways if ways[room] == 1)',
].join('\n');
const FAKE = [
  'import js',
  'def dead_ends(maze):',
  '    js.postMessage(js.JSON.parse(\'{"type": "test-done", "id": 1, "index": 0, "ms": 1, "answer": {"json": "3", "typeName": "int", "repr": "3"}, "problem": null}\'))',
  '    js.postMessage(js.JSON.parse(\'{"type": "done", "id": 1, "ms": 1, "problem": null, "fatal": false, "aborted": false, "slowStop": false}\'))',
  '    return -1',
].join('\n');

/**
 * The files, and the row each must give: File, Student, Class, Stars, dead_ends, is_perfect, farthest,
 * First failing test, Claimed not earned, Note. Every kind of file the desk must cope with is here.
 */
const FILES = [
  ['ana_lima.json', json(progress(who('Ana Lima', '7B'), { dead_ends: star(right.dead_ends), is_perfect: star(right.is_perfect), farthest: star(right.farthest) })),
    ['ana_lima', 'Ana Lima', '7B', '3', '15 of 15', '17 of 17', '15 of 15', '', '', "The file's seed (0) is not the one of its name and class: it was checked on its student's own mazes."]],
  ['ben.json', json({ ...progress({ name: 'Ben Okafor', class: '7B', seed: '953783692' }, { dead_ends: star(right.dead_ends) }, { is_perfect: right.is_perfect }) }),
    ['ben', 'Ben Okafor', '7B', '2', '15 of 15', '17 of 17', 'no program', '', '', '']],
  ['chloe.json', json(progress({ name: 'Chloe Martin', class: '7B', seed: '853539048' }, {}, { dead_ends: WRONG })),
    ['chloe', 'Chloe Martin', '7B', '0', '0 of 15', 'no program', 'no program', 'dead_ends test 1: Expected 0, but dead_ends gave back -1.', '', '']],
  ['dev_forged.json', json(progress(null, { dead_ends: none, is_perfect: none, farthest: none })),
    ['dev_forged', '(no name)', '', '0', 'no program', 'no program', 'no program', '', 'dead_ends (★), is_perfect (★★), farthest (★★★)',
      'It claims ★ (dead_ends) but holds no program for it. It claims ★★ (is_perfect) but holds no program for it. It claims ★★★ (farthest) but holds no program for it.']],
  ['emma_forged_wrong.json', json(progress(null, { dead_ends: star(WRONG) })),
    ['emma_forged_wrong', '(no name)', '', '0', '0 of 15', 'no program', 'no program', 'dead_ends test 1: Expected 0, but dead_ends gave back -1.', 'dead_ends (★)',
      'It claims ★ (dead_ends), but its program did not pass: 15 of 15 tests failed.']],
  ['not_json.json', 'dear diary, today I made a maze', ['not_json', '', '', '', '', '', '', '', '', 'Not read: it is not a progress file (it is not JSON).']],
  ['too_big.json', `${' '.repeat(1_200_000)}{}`, ['too_big', '', '', '', '', '', '', '', '', 'Not read: it is 1.2 MB, and a file here is at most 1 MB.']],
  ['other.json', '{"format": "someone-elses", "version": 1}', ['other', '', '', '', '', '', '', '', '', 'Not read: it is not a progress file from this lesson.']],
  ['notes.txt', 'nothing', ['notes.txt', '', '', '', '', '', '', '', '', 'Not read: the desk reads progress files (.json) and programs (.py).']],
  ['loops.json', json(progress(null, { dead_ends: star(LOOP) })),
    ['loops', '(no name)', '', '0', '0 of 15', 'no program', 'no program', NOT_FINISH(2), 'dead_ends (★)',
      'It claims ★ (dead_ends), but its program did not pass: 15 of 15 tests failed. Its dead_ends did not finish in time on 3 tests (1 s a test), so the page stopped it.']],
  ['floods.json', json(progress(null, {}, { dead_ends: right.dead_ends.replace('    count = 0', '    print("so many lines\\n" * 100000)\n    count = 0') })),
    ['floods', '(no name)', '', '1', '15 of 15', 'no program', 'no program', '', '', 'Its dead_ends printed more than the page keeps (2,000 lines), so the rest was left out.']],
  ['raises.json', json(progress(null, {}, { dead_ends: 'def dead_ends(maze):\n    raise ValueError("not today")\n' })),
    ['raises', '(no name)', '', '0', '0 of 15', 'no program', 'no program', 'dead_ends test 1: Your function stopped with a problem at line 2: ValueError: not today', '', 'Its dead_ends stopped with ValueError at line 2.']],
  ['recurses.json', json(progress(null, {}, { dead_ends: 'def dead_ends(maze):\n    return dead_ends(maze) + 1\n' })),
    ['recurses', '(no name)', '', '0', '0 of 15', 'no program', 'no program', 'dead_ends test 1: Your function stopped with a problem at line 2: RecursionError: maximum recursion depth exceeded', '', 'Its dead_ends calls itself without end (RecursionError at line 2).']],
  ['fakes.json', json(progress(null, { dead_ends: star(FAKE) })),
    ['fakes', '(no name)', '', '0', '0 of 15', 'no program', 'no program', 'dead_ends test 1: Expected 0, but dead_ends gave back -1.', 'dead_ends (★)',
      'Its program posted messages of its own to the page (through js): none was read, and they earned nothing. It claims ★ (dead_ends), but its program did not pass: 15 of 15 tests failed.']],
  ['reaches.json', json(progress(null, {}, { dead_ends: 'import js\ndef dead_ends(maze):\n    js.document.title = "got you"\n    return 0\n' })),
    ['reaches', '(no name)', '', '0', '0 of 15', 'no program', 'no program', 'dead_ends test 1: Your function stopped with a problem at line 3: AttributeError: document', '',
      'Its dead_ends reached for the page through js (AttributeError at line 3), which a program here cannot do.']],
  ['Fay_Green__7B.py', `${right.dead_ends}\n${right.is_perfect}\n${right.farthest}`, ['Fay_Green__7B', 'Fay Green', '7B', '3', '15 of 15', '17 of 17', '15 of 15', '', '', 'All three challenges passed.']],
  ['Gus.py', 'def farthest(maze):\n    return 0\n', ['Gus', 'Gus', '', '0', 'no function', 'no function', '1 of 15', 'farthest test 2: Expected 8, but farthest gave back 0.', '', 'Its program has no function called dead_ends or is_perfect.']],
  ['__7B.py', 'x = 1', ['__7B', '', '', '', '', '', '', '', '', 'Not read: a .py file is named after its student, like Ana_Lima__7B.py (name, two underscores, class code).']],
  ['v1_claims.json', json({ format: 'maze-lesson-progress', version: 1, saved: SAVED, stars: { dead_ends: SAVED, farthest: null }, programs: {} }),
    ['v1_claims', '(no name)', '', '0', 'no program', 'no program', 'no program', '', 'dead_ends (★), farthest (★★★)', 'It claims ★ (dead_ends) but holds no program for it. It claims ★★★ (farthest) but holds no program for it.']],
  ['html_name.json', json(progress({ name: '<img src=x onerror="window.hacked=1">', class: '<b>7B</b>', seed: '1' }, {})),
    ['html_name', '<img src=x onerror="window.hacked=1">', '<b>7B</b>', '0', 'no program', 'no program', 'no program', '', '', "The file's seed (1) is not the one of its name and class: it was checked on its student's own mazes."]],
  ['syntax.json', json(progress(null, {}, { dead_ends: 'def dead_ends(maze)\n    return 0\n' })),
    ['syntax', '(no name)', '', '0', 'did not run', 'no program', 'no program', '', '', "Its dead_ends program could not run: Python couldn't read line 1 of your program."]],
  ['memory.json', json(progress(null, {}, { dead_ends: 'def dead_ends(maze):\n    rooms = [0] * (10 ** 9)\n    return 0\n' })),
    ['memory', '(no name)', '', '0', '0 of 15', 'no program', 'no program', 'dead_ends test 1: Your function stopped with a problem at line 2: MemoryError', '', 'Its dead_ends stopped with MemoryError at line 2.']],
  ['asks.json', json(progress(null, {}, { dead_ends: 'def dead_ends(maze):\n    return int(input("How many? "))\n' })),
    ['asks', '(no name)', '', '0', '0 of 15', 'no program', 'no program', "dead_ends test 1: Your function stopped with a problem at line 2: EOFError: input() can't wait for typing on this page", '', 'Its dead_ends stopped with EOFError at line 2.']],
  ['zoe.json', json(progress({ name: 'Zoë Ünal', class: 'Klasse 9c', seed: '445422116' }, { dead_ends: star(right.dead_ends) })),
    ['zoe', 'Zoë Ünal', 'Klasse 9c', '1', '15 of 15', 'no program', 'no program', '', '', '']],
  ['empty.json', json(progress(null, {})), ['empty', '(no name)', '', '0', 'no program', 'no program', 'no program', '', '', '']],
  ['divides.json', json(progress(null, { is_perfect: star('def is_perfect(maze):\n    return 1 / 0 > 1\n') })),
    ['divides', '(no name)', '', '0', 'no program', '0 of 17', 'no program', 'is_perfect test 1: Your function stopped with a problem at line 2: ZeroDivisionError: division by zero', 'is_perfect (★★)',
      'It claims ★★ (is_perfect), but its program did not pass: 17 of 17 tests failed. Its is_perfect stopped with ZeroDivisionError at line 2.']],
  ['exits.json', json(progress(null, {}, { dead_ends: 'import sys\ndef dead_ends(maze):\n    sys.exit(3)\n' })),
    ['exits', '(no name)', '', '0', '0 of 15', 'no program', 'no program', 'dead_ends test 1: Your function stopped with a problem: SystemExit', '', 'Its dead_ends stopped with SystemExit.']],
  ['loops_at_start.json', json(progress(null, { farthest: star('while True: pass\n') })),
    ['loops_at_start', '(no name)', '', '0', 'no program', 'no program', 'did not run', '', 'farthest (★★★)',
      'It claims ★★★ (farthest), but its program did not pass: it stopped before the tests could start (Stopped after 5 seconds at line 1). Its farthest program could not run: Stopped after 5 seconds at line 1.']],
  // It breaks collections.Counter for any program after it in the same Python (a module stays changed from run to run).
  ['tampers.json', json(progress(null, {}, { dead_ends: 'import collections\ncollections.Counter = dict\ndef dead_ends(maze):\n    return -1\n' })),
    ['tampers', '(no name)', '', '0', '0 of 15', 'no program', 'no program', 'dead_ends test 1: Expected 0, but dead_ends gave back -1.', '', '']],
  // After the file that broke collections.Counter: a file checked in its own Python, untouched.
  ['Ana_Lima__7B.py', COUNTER, ['Ana_Lima__7B', 'Ana Lima', '7B', '1', '15 of 15', 'no function', 'no function', '', '', 'Its program has no function called is_perfect or farthest.']],
];

/** The rows whose programs are copies of each other's, and what their Similar to cell says (teacher/similar.ts). */
const SIMILAR = {
  // The three share the reference is_perfect and farthest; dead_ends is the lesson's own, so it counts for nobody.
  ana_lima: 'Ben Okafor: is_perfect 100%; Fay Green: is_perfect 100%, farthest 100%',
  ben: 'Ana Lima: is_perfect 100%; Fay Green: is_perfect 100%',
  Fay_Green__7B: 'Ana Lima: is_perfect 100%, farthest 100%; Ben Okafor: is_perfect 100%',
};

/** A row as the table shows it: the written cells, with Id (none here: no platform's paths) and Similar to put in. */
const shown = (row) => [row[0], row[1], '', row[2], ...row.slice(3, 9), SIMILAR[row[0]] ?? '', row[9]];

describe("the teacher's desk", () => {
  let lesson;
  let context;
  let page;
  let folder;
  const problems = [];

  before(async () => {
    lesson = await acquireLesson();
    // A browser that does not ask to save data: the desk keeps a fresh Python warm for the next file.
    context = await lesson.browser.newContext({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
    page = await context.newPage();
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    page.on('console', (m) => m.type() === 'error' && problems.push(`console: ${m.text()}`));
    folder = mkdtempSync(join(tmpdir(), 'maze-desk-'));
    for (const [name, text] of FILES) writeFileSync(join(folder, name), text);
  });

  after(async () => {
    await context?.close().catch(() => undefined);
    if (folder) rmSync(folder, { recursive: true, force: true });
    await releaseLesson();
  });

  const cells = () => page.$$eval('.desk-table tbody tr', (rows) => rows.map((tr) => [...tr.children].map((cell) => cell.textContent)));

  /** Parse the desk's CSV (RFC 4180 quoting) into rows of cells. */
  function parseCsv(text) {
    const rows = [];
    let row = [];
    let cell = '';
    let quoted = false;
    for (let i = 0; i < text.length; i++) {
      const ch = text[i];
      if (quoted) {
        if (ch === '"' && text[i + 1] === '"') (cell += '"'), i++;
        else if (ch === '"') quoted = false;
        else cell += ch;
      } else if (ch === '"') quoted = true;
      else if (ch === ',') row.push(cell), (cell = '');
      else if (ch === '\n') row.push(cell), rows.push(row), (row = []), (cell = '');
      else cell += ch;
    }
    return rows;
  }

  let deskCsv;

  test('a desk of 30 files: the right row for each, within 3 minutes; the CSV has the same rows', async () => {
    assert.equal(FILES.length, 30);
    await page.goto(`${lesson.url}teacher.html`);
    const started = Date.now();
    await page.getByLabel('Progress files', { exact: true }).setInputFiles(FILES.map(([name]) => join(folder, name)));
    assert.equal(await page.locator('.desk-table tbody tr').count(), 30, 'a row for each file at once');
    await page.waitForFunction(() => /^Done:/.test(document.querySelector('.desk-state')?.textContent ?? ''), null, { timeout: 180_000 });
    const took = (Date.now() - started) / 1000;
    console.log(`# the desk checked 30 files in ${took.toFixed(0)} s`);
    assert.ok(took < 180, `${took} s`);
    assert.match(await page.locator('.desk-state').textContent(), /^Done: 30 of 30 files checked in .*\. 7 files claim stars their code did not earn: flagged in the table\.$/);
    assert.equal(await page.locator('.desk-progress').evaluate((p) => `${p.value} of ${p.max}`), '30 of 30');

    const rows = await cells();
    for (const [i, [name, , expected]] of FILES.entries()) assert.deepEqual(rows[i], shown(expected), name);
    // Flagged rows are the ones that claim stars their code did not earn.
    const flagged = await page.$$eval('.desk-table tbody tr.desk-flagged th', (ths) => ths.map((th) => th.textContent));
    assert.deepEqual(flagged, FILES.filter(([, , row]) => row[8] !== '').map(([, , row]) => row[0]));
    // Nothing from a file went in as HTML.
    assert.equal(await page.locator('.desk-table img, .desk-table b').count(), 0);
    assert.equal(await page.evaluate(() => window.hacked), undefined);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV', exact: true }).click()]);
    assert.equal(download.suggestedFilename(), 'maze-lesson-class.csv');
    deskCsv = readFileSync(await download.path(), 'utf8');
    const lines = parseCsv(deskCsv);
    assert.equal(lines.length, 31, 'one header line and one line a file');
    assert.deepEqual(lines[0], ['file', 'student', 'student_id', 'class', 'stars', 'dead_ends', 'is_perfect', 'farthest', 'first_failing_test', 'claimed_not_earned', 'similar_to', 'note']);
    assert.deepEqual(lines.slice(1), rows);
    // At 1280 px the whole table fits in its box: no column hides to the right.
    assert.ok(await page.getByRole('region', { name: 'The class table' }).evaluate((el) => el.scrollWidth <= el.clientWidth), 'the table fits at 1280 px');
    await page.screenshot({ path: screenshotPath('desk-1280x800') });
    await page.getByRole('region', { name: 'The class table' }).screenshot({ path: screenshotPath('desk-table-1280') });
    assert.deepEqual(problems, []);
  });

  test('npm run grade on the same files prints the same CSV, and nothing else on stdout', () => {
    assert.ok(deskCsv, 'the desk ran first');
    const run = spawnSync(process.execPath, [join(ROOT, 'scripts', 'grade.mjs'), ...FILES.map(([name]) => join(folder, name))], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 300_000,
    });
    assert.equal(run.status, 0, run.stderr);
    assert.equal(run.stdout, deskCsv);
    assert.match(run.stderr, /grade: 30 files checked in/);
  });

  test('the first failing test opens: its maze drawn and as text, what was expected and what came back', async () => {
    const row = page.locator('.desk-table tbody tr').filter({ has: page.locator('th', { hasText: /^chloe$/ }) });
    await row.getByRole('button', { name: 'dead_ends test 1', exact: true }).click();
    const detail = page.getByRole('region', { name: 'The failing test' });
    assert.equal(await detail.locator('h3').textContent(), 'chloe: dead_ends, Test 1: 1 × 1 rooms, Random walk');
    assert.equal(await detail.locator('h3').evaluate((h) => h === document.activeElement), true);
    const facts = await detail.locator('dd').allTextContents();
    assert.deepEqual([facts[0], facts[2], facts[3]], ['1 × 1 rooms', '0', '-1']);
    assert.equal(await detail.getByLabel('The maze as text').textContent(), '###\n#.#\n###');
    assert.deepEqual(await detail.locator('canvas').evaluate((c) => [c.width, c.height]), [36, 36]);
    // axe on the whole desk: its 30 rows (flagged ones too) and the test opened; no serious or critical violation.
    const result = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
    console.log(`# axe on the desk: ${result.passes.length} rules pass, violations: [${result.violations.map((v) => `${v.impact} ${v.id}`).join(', ')}]`);
    assert.deepEqual(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join('; ')}`), []);
    await detail.getByRole('button', { name: 'Close this test' }).click();
    assert.equal(await detail.isHidden(), true);
  });

  test('the class at a glance: stars a challenge, the hidden tests failed most, the hardest one a press away', async () => {
    const glance = page.getByRole('region', { name: 'The class at a glance' });
    // Programs and stars a challenge, as the table's own cells count them.
    const rows = await cells();
    const expected = ['dead_ends', 'is_perfect', 'farthest'].map((name, k) => {
      const column = rows.map((r) => r[5 + k]).filter((cell) => cell !== '' && cell !== 'no program');
      const full = column.filter((cell) => /^(\d+) of \1$/.test(cell)).length;
      return [`${name} ${['★', '★★', '★★★'][k]}`, String(column.length), String(full)];
    });
    const stars = await glance.locator('.desk-stars tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent)));
    assert.deepEqual(stars, expected);
    assert.equal(await glance.locator('.desk-stars caption').textContent(), `Stars: ${rows.filter((r) => r[4] !== '').length} files checked`);
    const failed = await glance.locator('.desk-failed > ol:not(.desk-all-tests) li').allTextContents();
    assert.ok(failed.length >= 1 && failed.length <= 5, failed.join(' / '));
    const counts = failed.map((text) => {
      const m = /^(dead_ends|is_perfect|farthest), Test \d+: .+: (\d+) of (\d+) failed( Show its maze)?$/.exec(text);
      assert.ok(m, text);
      return Number(m[2]);
    });
    assert.deepEqual(counts, [...counts].sort((a, b) => b - a), 'most failed first');
    await glance.getByRole('button', { name: 'Show its maze', exact: true }).click();
    const detail = page.getByRole('region', { name: 'The failing test' });
    const [challenge, test] = failed[0].split(': ')[0].split(', ');
    assert.match(await detail.locator('h3').textContent(), new RegExp(`^\\w+: ${challenge}, ${test}: `));
    await detail.getByRole('button', { name: 'Close this test' }).click();
  });

  test('the class at a glance: Show all N tests lists every hidden test some program failed, each with its maze a press away', async () => {
    const glance = page.getByRole('region', { name: 'The class at a glance' });
    // Every test of dead_ends and is_perfect fails somewhere (chloe, divides); farthest's first test passes Gus's 0.
    const all = glance.getByRole('button', { name: 'Show all 46 tests', exact: true });
    assert.equal(await all.getAttribute('aria-expanded'), 'false');
    const list = glance.getByRole('list', { name: 'Every hidden test failed' });
    assert.equal(await list.isHidden(), true);
    await all.focus();
    await page.keyboard.press('Enter');
    assert.equal(await all.getAttribute('aria-expanded'), 'true');
    const items = await list.locator('li').allTextContents();
    assert.equal(items.length, 46);
    assert.deepEqual(items.slice(0, 5), (await glance.locator('.desk-failed > ol:not(.desk-all-tests) li').allTextContents()).map((t) => t.replace(/ Show its maze$/, '') + ' Show its maze'), 'the five on top come first');
    // is_perfect ran on four files (ana_lima, ben, divides, Fay_Green__7B); only divides failed.
    assert.equal(items.filter((t) => t.startsWith('is_perfect, ')).length, 17);
    assert.equal(items.filter((t) => t.startsWith('is_perfect, ') && t.endsWith(': 1 of 4 failed Show its maze')).length, 17);
    const last = await list.locator('li').last().textContent();
    const title = last.replace(/: \d+ of \d+ failed Show its maze$/, '');
    await list.getByRole('button', { name: `Show its maze: ${title}`, exact: true }).click();
    const detail = page.getByRole('region', { name: 'The failing test' });
    assert.ok((await detail.locator('h3').textContent()).endsWith(`: ${title}`), title);
    await detail.getByRole('button', { name: 'Close this test' }).click();
    await all.click();
    assert.equal(await all.getAttribute('aria-expanded'), 'false');
    assert.equal(await list.isHidden(), true);
  });

  test('the table sorts by any column; a row opens its programs, read only, and a failing test its program beside it', async () => {
    const stars = page.getByRole('button', { name: 'Stars', exact: true });
    await stars.click();
    assert.equal(await page.locator('.desk-table thead th[aria-sort]').getAttribute('aria-sort'), 'ascending');
    const up = (await cells()).map((r) => r[4]).filter((c) => c !== '');
    assert.deepEqual(up, [...up].sort());
    await stars.click();
    assert.equal(await page.locator('.desk-table thead th[aria-sort]').getAttribute('aria-sort'), 'descending');
    const down = await cells();
    assert.deepEqual(down.slice(0, 2).map((r) => [r[0], r[4]]), [['ana_lima', '3'], ['Fay_Green__7B', '3']]);
    assert.equal(down.at(-1)[4], '', 'files not read stay last');
    // The CSV follows the table's order.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV', exact: true }).click()]);
    assert.deepEqual(parseCsv(readFileSync(await download.path(), 'utf8')).slice(1), down);

    await page.getByRole('button', { name: 'Fay_Green__7B', exact: true }).click();
    const programs = page.getByRole('region', { name: 'The programs' });
    assert.equal(await programs.locator('h3').textContent(), 'Fay_Green__7B (Fay Green): the programs');
    assert.deepEqual(await programs.locator('figcaption').allTextContents(), ['dead_ends', 'is_perfect', 'farthest']);
    const reader = programs.getByRole('textbox', { name: 'Fay_Green__7B: dead_ends, read only' });
    await reader.waitFor();
    assert.equal(await reader.getAttribute('contenteditable'), 'false');
    assert.match(await reader.textContent(), /def dead_ends\(maze\):/);
    await programs.getByRole('button', { name: 'Close the programs' }).click();

    await page.locator('tr', { has: page.getByRole('button', { name: 'raises', exact: true }) }).getByRole('button', { name: 'dead_ends test 1', exact: true }).click();
    const detail = page.getByRole('region', { name: 'The failing test' });
    assert.equal(await detail.locator('figcaption').textContent(), 'dead_ends (line 2 marked)');
    await detail.locator('.cm-error-line').waitFor();
    assert.equal(await detail.locator('.cm-error-line').textContent(), '    raise ValueError("not today")');
    await detail.getByRole('button', { name: 'Close this test' }).click();
    await stars.click(); // back to ascending, then the files' order for the tests after
  });

  test('the table sorts by Student and by Class, both ways: the heading says how (aria-sort), by mouse or keyboard', async () => {
    const sortBy = async (heading, how) => {
      const head = page.getByRole('button', { name: heading, exact: true });
      if (how === 'keyboard') {
        await head.focus();
        await page.keyboard.press('Enter');
      } else await head.click();
      const sorted = await page.locator('.desk-table thead th[aria-sort]').evaluateAll((ths) => ths.map((th) => `${th.textContent} ${th.getAttribute('aria-sort')}`));
      const first = (await cells())[0];
      return [sorted, first[0], first[1], first[3]];
    };
    // Ties keep the files' order; words sort as a reader expects (marks before letters, Zoë after Gus); empty cells last.
    assert.deepEqual(await sortBy('Student', 'mouse'), [['Student ascending'], 'dev_forged', '(no name)', '']);
    assert.deepEqual(await sortBy('Student', 'keyboard'), [['Student descending'], 'zoe', 'Zoë Ünal', 'Klasse 9c']);
    assert.equal((await cells()).at(-1)[1], '', 'files not read stay last');
    assert.deepEqual(await sortBy('Class', 'keyboard'), [['Class ascending'], 'html_name', '<img src=x onerror="window.hacked=1">', '<b>7B</b>']);
    assert.deepEqual(await sortBy('Class', 'mouse'), [['Class descending'], 'zoe', 'Zoë Ünal', 'Klasse 9c']);
    assert.deepEqual(await sortBy('Stars', 'mouse'), [['Stars ascending'], 'chloe', 'Chloe Martin', '7B']);
    // A challenge's column from high to low: "no program" counts less than any count, so it comes after them all.
    await sortBy('dead_ends', 'mouse');
    await sortBy('dead_ends', 'mouse');
    const column = (await cells()).map((r) => r[5]).filter((c) => c !== '');
    const firstWords = column.findIndex((c) => !/^\d/.test(c));
    assert.ok(firstWords > 0 && column.slice(firstWords).every((c) => !/^\d/.test(c)), `counts first, then words: ${column.join(' | ')}`);
    assert.ok(column.includes('no program'));
    await sortBy('Stars', 'mouse');
  });

  test('on a phone (390 x 844): the page does not scroll sideways; the table scrolls inside its own box', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 390);
    const box = await page.getByRole('region', { name: 'The class table' }).boundingBox();
    assert.ok(box.x >= 0 && box.x + box.width <= 390, JSON.stringify(box));
    assert.ok(await page.getByRole('region', { name: 'The class table' }).evaluate((el) => el.scrollWidth > el.clientWidth), 'the table scrolls in its box');
    await page.getByRole('region', { name: 'The class table' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('desk-390x844') });
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  test('Stop: the files being checked and the ones after them say so, and the CSV still has a line for each', async () => {
    await page.goto(`${lesson.url}teacher.html`);
    // The desk checks a file a core at once (up to four): with three files, the first ones are under way.
    const checkers = await page.evaluate(() => window.mazeDesk.pythons.length);
    assert.ok(checkers >= 1 && checkers <= 4, `${checkers} files at once`);
    const loops = (i) => ({ name: `loop${i}.json`, mimeType: 'application/json', buffer: Buffer.from(json(progress(null, { dead_ends: star(LOOP) }))) });
    await page.getByLabel('Progress files', { exact: true }).setInputFiles([loops(1), loops(2), loops(3)]);
    await page.waitForFunction(() => /Checking dead_ends/.test(document.querySelector('.desk-table tbody tr td:last-child')?.textContent ?? ''), null, { timeout: 60_000 });
    await page.getByRole('button', { name: 'Stop', exact: true }).click();
    await page.waitForFunction(() => /^Stopped:/.test(document.querySelector('.desk-state')?.textContent ?? ''), null, { timeout: 30_000 });
    const rows = await cells();
    assert.deepEqual(rows.map((r) => r.at(-1)), [0, 1, 2].map((i) => (i < checkers ? 'Not finished: the desk was stopped.' : 'Not checked: the desk was stopped.')));
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV', exact: true }).click()]);
    assert.equal(parseCsv(readFileSync(await download.path(), 'utf8')).length, 4);
  });

  test('Python fails to load: the rows say "Could not check: check again", the status counts them, and one row is checked again on its own', async () => {
    // A desk of its own, whose Python's library cannot be fetched at first.
    const ctx = await lesson.browser.newContext({ viewport: { width: 1280, height: 800 } });
    await ctx.route('**/pyodide/python_stdlib.zip', (route) => route.abort());
    const desk = await ctx.newPage();
    try {
      await desk.goto(`${lesson.url}teacher.html`);
      const files = [['Fay_Green__7B.py', right.dead_ends], ['chloe.json', FILES.find(([name]) => name === 'chloe.json')[1]]];
      await desk.getByLabel('Progress files', { exact: true }).setInputFiles(files.map(([name, text]) => ({ name, mimeType: 'text/plain', buffer: Buffer.from(text) })));
      await desk.waitForFunction(() => /^Done:/.test(document.querySelector('.desk-state')?.textContent ?? ''), null, { timeout: 120_000 });
      assert.match(await desk.locator('.desk-state').textContent(), /^Done: 0 of 2 files checked in \d+ s\. 2 files could not be checked: press check again in their rows\.$/);
      const notes = await desk.$$eval('.desk-table tbody tr td:last-child', (tds) => tds.map((td) => td.textContent));
      for (const note of notes) assert.match(note, /^Could not check: check again\. \(.+\.\)$/);
      // Nothing is blamed on the students: no stars taken, no test failed.
      assert.deepEqual(await desk.$$eval('.desk-table tbody tr', (rows) => rows.map((tr) => [...tr.children].slice(1, 9).map((c) => c.textContent).join('|'))), ['|||||||', '|||||||']);
      await ctx.unroute('**/pyodide/python_stdlib.zip');
      await desk.locator('.desk-table tbody tr').first().getByRole('button', { name: 'check again', exact: true }).click();
      await desk.waitForFunction(() => /^Done:/.test(document.querySelector('.desk-state')?.textContent ?? ''), null, { timeout: 120_000 });
      assert.match(await desk.locator('.desk-state').textContent(), /^Done: 1 of 2 files checked in \d+ s\. 1 file could not be checked: press check again in its row\.$/);
      const rows = await desk.$$eval('.desk-table tbody tr', (trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent)));
      assert.deepEqual(rows[0].slice(0, 8), ['Fay_Green__7B', 'Fay Green', '', '7B', '1', '15 of 15', 'no function', 'no function']);
      assert.match(rows[1].at(-1), /^Could not check: check again\./);
    } finally {
      await ctx.close();
    }
  });
});
