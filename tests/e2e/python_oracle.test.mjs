// The page's program texts, run by CPython with a stand-in pixels module, print exactly what the lesson says.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './helpers.mjs';
import { EXPECTED_OUTPUT } from './expected.mjs';

const PROGRAMS = join(ROOT, 'web', 'src', 'lesson', 'programs');

describe('program texts under CPython', () => {
  const stub = mkdtempSync(join(tmpdir(), 'pixels-'));
  writeFileSync(join(stub, 'pixels.py'), 'def show_grid(grid, colours):\n    pass\n\ndef show_frames(frames, colours):\n    pass\n');

  for (const [name, expected] of Object.entries(EXPECTED_OUTPUT)) {
    test(`${name}.py prints the lesson's output`, () => {
      const source = readFileSync(join(PROGRAMS, `${name}.py`), 'utf8');
      const run = spawnSync('python3', ['-'], { input: source, env: { ...process.env, PYTHONPATH: stub }, encoding: 'utf8' });
      assert.equal(run.status, 0, run.stderr);
      assert.equal(run.stdout, expected);
    });
  }

  test('make_maze(50, 50) stops with RecursionError under CPython too', () => {
    const source = readFileSync(join(PROGRAMS, 'make_maze.py'), 'utf8').replace('make_maze(10, 10)', 'make_maze(50, 50)');
    const run = spawnSync('python3', ['-'], { input: source, env: { ...process.env, PYTHONPATH: stub }, encoding: 'utf8' });
    assert.notEqual(run.status, 0);
    assert.match(run.stderr, /RecursionError: maximum recursion depth exceeded/);
  });

  test("the lesson's line references point at the right lines", () => {
    const line = (name, n) => readFileSync(join(PROGRAMS, `${name}.py`), 'utf8').split('\n')[n - 1];
    assert.match(line('openings', 19), /\(r \+ c\) % 2 == 1/);
    assert.match(line('make_maze', 5), /grid = \[\["#"\]/);
    assert.match(line('make_maze', 14), /== "#"/);
    assert.match(line('make_maze', 15), /2 \* r \+ 1 \+ dr/);
    assert.match(line('maze_frames', 10), /frames\.append/);
    assert.match(line('maze_frames', 21), /frames\.append/);
    assert.match(line('way_out', 37), /maze\[nxt\[0\]\]\[nxt\[1\]\]/);
    assert.match(line('random_walls', 11), /piece\[\(r, c\)\] = r \* cols \+ c/);
    assert.match(line('random_walls', 22), /r1 \+ r2 \+ 1/);
    assert.match(line('random_walls', 24), /for room in piece/);
    assert.match(line('random_walls', 26), /piece\[room\] = a/);
  });

  test('the model answers pass their own examples', () => {
    for (const [name, printed] of [['dead_ends', '3\n'], ['is_perfect', 'False\n'], ['farthest', '6\n']]) {
      const source = readFileSync(join(ROOT, 'tests', 'e2e', 'solutions', `${name}.py`), 'utf8');
      const run = spawnSync('python3', ['-'], { input: source, encoding: 'utf8' });
      assert.equal(run.stdout, printed, `${name}: ${run.stderr}`);
    }
  });
});
