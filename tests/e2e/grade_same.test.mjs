// The same class graded twice by `npm run grade`, one file at a time and then two at once, with a core kept busy beside
// it, gives the same CSV byte for byte: a farthest near the time limit (a search from every room: about 1 s on 775
// rooms) gets one verdict, as its steps are counted, not timed (web/src/python/steps.py); a farthest that spends 0.7 s
// of each test's second waiting passes every test. Two runs, where three runs here and two in grade_sandbox were before:
// each run is a whole class checked (about 30 s here), and a third said nothing the second had not.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, solution } from './helpers.mjs';

// A right farthest that spends most of each test's second waiting: by the clock, a test near its limit.
const NEAR = ['import time', solution('farthest'), '_farthest = farthest', 'def farthest(maze):', '    began = time.perf_counter()', '    while time.perf_counter() - began < 0.7:', '        pass', '    return _farthest(maze)'].join('\n');
const CLASS = {
  'Ann_Okoro__9C.py': solution('farthest'),
  'Ben_Adams__9C.py': solution('farthest_slow'),
  'Cy_Brown__9C.py': solution('dead_ends'),
  'Lou_Loops__9C.py': 'def dead_ends(maze):\n    while True:\n        pass\n',
  'Nia_Near__9C.py': NEAR,
  'Wes_Wrong__9C.py': 'def is_perfect(maze):\n    return True\n',
};

describe('npm run grade: the same verdicts on every run, however busy the computer', () => {
  let folder;
  let busy;
  const grade = (...args) => spawnSync(process.execPath, [join(ROOT, 'scripts', 'grade.mjs'), ...args], { cwd: folder, encoding: 'utf8', timeout: 300_000 });

  before(() => {
    folder = mkdtempSync(join(tmpdir(), 'maze-grade-same-'));
    for (const [name, text] of Object.entries(CLASS)) writeFileSync(join(folder, name), text);
    // A core kept busy for the whole test, as another program on a teacher's computer would.
    busy = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
  });
  after(() => {
    busy?.kill('SIGKILL');
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  test('two runs, written with --out, one file at a time and two at once: one CSV; the near-limit farthest too slow on the same tests', () => {
    const csvs = [['first.csv', '1'], ['second.csv', '2']].map(([out, checkers]) => {
      const run = grade('--out', out, '--checkers', checkers, ...Object.keys(CLASS));
      assert.equal(run.status, 0, run.stderr);
      assert.equal(run.stdout, '', 'with --out, nothing on stdout');
      return readFileSync(join(folder, out), 'utf8');
    });
    const rows = csvs[0].trimEnd().split('\n');
    rows.forEach((row) => console.log(`# ${row}`));
    assert.equal(rows.length, 7);
    // It passes the small mazes and is too slow on the big ones (775 rooms and up).
    assert.match(rows.find((r) => r.startsWith('Ben_Adams__9C,')), /did not finish in time on \d+ tests?/);
    assert.match(rows.find((r) => r.startsWith('Nia_Near__9C,')), /^Nia_Near__9C,Nia Near,,9C,1,no function,no function,15 of 15,/);
    assert.match(rows.find((r) => r.startsWith('Lou_Loops__9C,')), /^Lou_Loops__9C,Lou Loops,,9C,0,0 of 15,no function,no function,/);
    assert.equal(csvs[1], csvs[0], 'the second run gave the first CSV');
  });

  test('--checkers takes 1 to 8, and --table goes with --gradebook: each says so otherwise (exit status 2, nothing checked)', () => {
    // The grader the runs above built, used as it is (GRADE_BUILT): only the command's words are read here.
    const built = (...args) => spawnSync(process.execPath, [join(ROOT, 'scripts', 'grade.mjs'), ...args], { cwd: folder, encoding: 'utf8', timeout: 60_000, env: { ...process.env, GRADE_BUILT: '1' } });
    const wrong = [
      ...['0', '9', 'two', ''].map((n) => [['--checkers', n], /^grade: --checkers takes a whole number from 1 to 8: --checkers 2$/m]),
      [['--table', 'table.csv'], /^grade: --table goes with --gradebook \(without it, the table is what --out writes\)$/m],
    ];
    for (const [args, said] of wrong) {
      const run = built(...args, 'Cy_Brown__9C.py');
      assert.equal(run.status, 2, `${args.join(' ')}: ${run.stderr}`);
      assert.equal(run.stdout, '');
      assert.match(run.stderr, said);
    }
  });
});
