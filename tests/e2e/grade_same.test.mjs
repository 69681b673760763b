// The same class graded three times by `npm run grade`, with a core kept busy beside it, gives the same CSV byte for
// byte: a farthest near the time limit (a search from every room: about 1 s on 775 rooms) gets one verdict, as its
// steps are counted, not timed (web/src/python/steps.py).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, solution } from './helpers.mjs';

const CLASS = {
  'Ann_Okoro__9C.py': solution('farthest'),
  'Ben_Adams__9C.py': solution('farthest_slow'),
  'Cy_Brown__9C.py': solution('dead_ends'),
};

describe('npm run grade: the same verdicts on every run, however busy the computer', () => {
  let folder;
  let busy;

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

  test('three runs, one CSV: the near-limit farthest is too slow on the same tests each time', () => {
    const csvs = [1, 2, 3].map((n) => {
      // The first run builds the grader from this code; the others use that build.
      const run = spawnSync(process.execPath, [join(ROOT, 'scripts', 'grade.mjs'), '--out', `run${n}.csv`, ...Object.keys(CLASS)], {
        cwd: folder,
        encoding: 'utf8',
        timeout: 300_000,
        env: { ...process.env, GRADE_BUILT: n === 1 ? '' : '1' },
      });
      assert.equal(run.status, 0, run.stderr);
      return readFileSync(join(folder, `run${n}.csv`), 'utf8');
    });
    const bens = csvs.map((csv) => csv.split('\n').find((line) => line.startsWith('Ben_Adams__9C,')) ?? csv);
    bens.forEach((row, i) => console.log(`# run ${i + 1}, the near-limit farthest: ${row}`));
    const ben = bens[0];
    // It passes the small mazes and is too slow on the big ones (775 rooms and up).
    assert.match(ben, /did not finish in time on \d+ tests?/);
    assert.equal(csvs[1], csvs[0], 'the second run gave the first CSV');
    assert.equal(csvs[2], csvs[0], 'the third run gave the first CSV');
  });
});
