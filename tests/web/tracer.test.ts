// tracer.py, the Python worker's watch on make_maze, run in CPython: every change in order, and the thread of open recursive calls.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { cliPicture } from './cli';

const PYTHON_DIR = fileURLToPath(new URL('../../web/src/python', import.meta.url));
const LESSON = readFileSync(new URL('../../web/src/lesson/programs/make_maze.py', import.meta.url), 'utf8');

interface Seen {
  answer: string[];
  found: boolean;
  start: string[];
  steps: number[];
  cut: boolean;
}

/** Run `program` as the page does (file name <program>), then trace its make_maze(rows, cols) after random.seed(seed). */
function trace(program: string, rows: number, cols: number, seed = 2083): Seen {
  const driver = `
import json, random, sys
sys.path.insert(0, ${JSON.stringify(PYTHON_DIR)})
import tracer
source = sys.stdin.read()
ns = {"__name__": "__main__"}
exec(compile(source, "<program>", "exec"), ns)
random.seed(${seed})
answer, seen = tracer.trace(ns["make_maze"], ${rows}, ${cols})
seen["answer"] = answer
print(json.dumps(seen))
`;
  return JSON.parse(execFileSync('python3', ['-c', driver], { input: program, encoding: 'utf8', maxBuffer: 1 << 26 })) as Seen;
}

const lesson = LESSON.replace('from pixels import show_grid', 'show_grid = print').replace(/^random\.seed[\s\S]*$/m, '');
const thread = (s: Seen, op: number): number => s.steps.filter((_, i) => i % 4 === 3 && s.steps[i] === op).length;

describe('tracer.py', () => {
  test("the lesson's make_maze: 100 rooms taken by calls, 99 walls, 100 returns, ending on the seed-2083 maze", () => {
    const seen = trace(lesson, 10, 10);
    expect(seen.found).toBe(true);
    expect(seen.start).toEqual(Array(21).fill('#'.repeat(21)));
    expect(seen.steps.length / 4).toBe(299);
    expect([thread(seen, 0), thread(seen, 1), thread(seen, 2)]).toEqual([99, 100, 100]);
    // Played back, the changes make the very picture make_maze gave back, and the engine's.
    const grid = seen.start.map((l) => l.split(''));
    for (let i = 0; i < seen.steps.length; i += 4) if (seen.steps[i + 2] >= 0) grid[seen.steps[i]][seen.steps[i + 1]] = String.fromCharCode(seen.steps[i + 2]);
    expect(grid.map((l) => l.join(''))).toEqual(seen.answer);
    expect(seen.answer).toEqual(cliPicture('walk', 10, 10, '2083'));
    // The first change is the top left room, taken by carve(0, 0).
    expect(seen.steps.slice(0, 4)).toEqual([1, 1, 46, 1]);
  });

  test('a make_maze with no recursion makes no thread', () => {
    const loops = `def make_maze(rows, cols):
    grid = [["#"] * (2 * cols + 1) for r in range(2 * rows + 1)]
    for r in range(rows):
        for c in range(cols):
            grid[2 * r + 1][2 * c + 1] = "."
    return ["".join(row) for row in grid]`;
    const seen = trace(loops, 3, 4);
    expect(seen.steps.length / 4).toBe(12);
    expect(thread(seen, 1) + thread(seen, 2)).toBe(0);
  });

  test('a grid of strings cannot be watched: found is false, and the answer still comes back', () => {
    const strings = `def make_maze(rows, cols):
    return ["#" * (2 * cols + 1)] * (2 * rows + 1)`;
    const seen = trace(strings, 2, 2);
    expect(seen.found).toBe(false);
    expect(seen.steps).toEqual([]);
    expect(seen.answer).toEqual(Array(5).fill('#####'));
  });

  test('more changes than the limit: the first 200,000 are kept, and cut says so', () => {
    const busy = `def make_maze(rows, cols):
    grid = [["#"] * (2 * cols + 1) for r in range(2 * rows + 1)]
    for i in range(100001):
        grid[1][1] = "."
        grid[1][1] = "#"
    return ["".join(row) for row in grid]`;
    const seen = trace(busy, 1, 1);
    expect(seen.cut).toBe(true);
    expect(seen.steps.length / 4).toBe(200_000);
  });
});
