// oracle.mjs: what the board's mazes must be: the native `maze` command, and the lesson's own programs (web/src/lesson/programs) run by CPython.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './helpers.mjs';

const MAZE = join(ROOT, 'build', 'maze');

/** The native command, built first when it is missing; `statuses`: the exit statuses that are an answer (`maze solve` says 1 when it finds no way). */
export function maze(args, input, statuses = [0]) {
  if (!existsSync(MAZE)) {
    const built = spawnSync('bash', ['scripts/build-native.sh'], { cwd: ROOT, stdio: 'inherit' });
    assert.equal(built.status, 0, 'building the native maze command failed');
  }
  const run = spawnSync(MAZE, args, { input, encoding: 'utf8', maxBuffer: 1 << 28 });
  assert.ok(statuses.includes(run.status), `exit status ${run.status}: ${run.stderr}`);
  return run.stdout;
}

/** `maze generate --method M --rows R --cols C --seed S`, as lines. */
export function cliPicture(method, rows, cols, seed) {
  return maze(['generate', '--method', method, '--rows', String(rows), '--cols', String(cols), '--seed', String(seed)]).trimEnd().split('\n');
}

/** The lesson's program NAME.py, its function `call`, run after random.seed(seed): the picture it gives. */
export function lessonPicture(program, call, seed, rows = 10, cols = 10) {
  const code = [
    'import random, sys',
    "sys.path.insert(0, 'tools')",
    'from lesson_programs import functions',
    `f = functions(${JSON.stringify(program)})[${JSON.stringify(call)}]`,
    `random.seed(${seed})`,
    `print(chr(10).join(f(${rows}, ${cols})))`,
  ].join('\n');
  const run = spawnSync('python3', ['-c', code], { cwd: ROOT, encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  // random_walls prints a line about the walls before the picture; keep the picture.
  return run.stdout.trimEnd().split('\n').filter((line) => /^[#.]+$/.test(line));
}

/** Steps from room `from` to every room of a picture (the lesson's format), through its openings; -1: not reached. */
export function distancesIn(picture, from) {
  const rows = (picture.length - 1) / 2;
  const cols = (picture[0].length - 1) / 2;
  const dist = new Array(rows * cols).fill(-1);
  const queue = [from];
  dist[from] = 0;
  for (let i = 0; i < queue.length; i++) {
    const room = queue[i];
    const r = Math.floor(room / cols);
    const c = room % cols;
    for (const [dr, dc] of [[-1, 0], [1, 0], [0, -1], [0, 1]]) {
      const nr = r + dr;
      const nc = c + dc;
      if (nr < 0 || nc < 0 || nr >= rows || nc >= cols) continue;
      if (picture[2 * r + 1 + dr][2 * c + 1 + dc] !== '.') continue;
      const next = nr * cols + nc;
      if (dist[next] >= 0) continue;
      dist[next] = dist[room] + 1;
      queue.push(next);
    }
  }
  return dist;
}
