// diagnose.test.ts: help from the failure, over a hidden set of wrong answers new to the checker's tests (tests/e2e/wrong/): each
// checked on the real test mazes by CPython through the page's own harness.py, judged as the page judges, then named: by the
// failure's shape (diagnose.ts), else by the catalogue's answers (as mistakes.ts compares them). Also the loops around a line.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Outcome } from '../../web/src/python/client';
import type { Problem } from '../../web/src/python/protocol';
import { CHALLENGES, showExpected, type Verdict } from '../../web/src/lesson/challenges';
import { judgeCheck } from '../../web/src/lesson/grade';
import { FROM_FAILURES, HELP, mistakeWords } from '../../web/src/lesson/help/catalogue';
import { diagnose, diagnoseBlocked, loopsAround, shownTest } from '../../web/src/lesson/help/diagnose';
import { sameAnswers } from '../../web/src/lesson/help/mistakes';
import { makeTestMazes, type ChallengeName, type TestMaze } from '../../web/src/lesson/test_mazes';

const ROOT = join(__dirname, '..', '..');
const wrong = (file: string): string => readFileSync(join(ROOT, 'tests', 'e2e', 'wrong', file), 'utf8');

/** The check of `code` on `tests`, run by CPython (check_in_cpython.py), as an outcome the page's judge reads. */
function checkInCPython(code: string, name: ChallengeName, tests: TestMaze[]): Outcome {
  const job = JSON.stringify({ code, fn: name, mazes: tests.map((t) => t.picture), ms: 1000 });
  const run = spawnSync('python3', [join(__dirname, 'check_in_cpython.py')], { input: job, encoding: 'utf8', maxBuffer: 1 << 26 });
  expect(run.status, run.stderr).toBe(0);
  const said = JSON.parse(run.stdout);
  return {
    ...said,
    ms: 0, truncated: false, replaced: false, stopReason: null, stoppedEarly: said.tests.some((t: { notRun: boolean }) => t.notRun),
    interruptible: true, forged: 0, started: true,
  };
}

/** What the page would name: the failure's shape first, else the first catalogued program with the same answers. */
function whatIsNamed(name: ChallengeName, code: string, tests: TestMaze[]): { id: string; says: string; tryThis: string; index: number } | null {
  const spec = CHALLENGES[name];
  const outcome = checkInCPython(code, name, tests);
  if (!outcome.hasFunction) return diagnoseBlocked(name, outcome, code);
  const verdicts: Verdict[] = judgeCheck(spec, tests, outcome);
  const diagnosed = diagnose(name, tests, verdicts, code);
  if (diagnosed) return diagnosed;
  const failed = [...verdicts.keys()].filter((i) => !verdicts[i].pass);
  for (const mistake of HELP[name].mistakes) {
    if (mistake.kind === 'slow') continue;
    if (sameAnswers(verdicts, judgeCheck(spec, tests, checkInCPython(mistake.code, name, tests)))) {
      const index = shownTest(tests, failed);
      return { id: mistake.id, says: mistakeWords(mistake, verdicts[index].got, showExpected(tests[index].expected)), tryThis: mistake.tryThis, index };
    }
  }
  return null;
}

describe('the hidden set of wrong answers, each named from its failure', () => {
  // file, the challenge, the mistake named, and words its sentence or hint must have.
  const cases: [string, ChallengeName, string, RegExp][] = [
    ['dead_ends_square_only.py', 'dead_ends', 'square-only', /failed 7 tests, all of them wider or taller/],
    ['is_perfect_square_only.py', 'is_perfect', 'square-only', /all of them wider or taller\. This one has 1 × 8 rooms\./],
    ['is_perfect_recursive.py', 'is_perfect', 'too-deep', /on this maze of 40 × 40 rooms it stopped with RecursionError: maximum recursion depth exceeded, at line \d+\./],
    ['farthest_recursive.py', 'farthest', 'too-deep', /on this maze of 100 × 100 rooms it stopped with RecursionError: maximum recursion depth exceeded, at line \d+\./],
    ['dead_ends_off_by_one.py', 'dead_ends', 'skips-last-row', /never looks at the last row or the last column/],
    ['farthest_off_by_one.py', 'farthest', 'counts-rooms', /counts the rooms on the way, not the steps\. A way through 5 rooms takes 4 steps\. On this maze it gave (\d+), and the answer is (?!\1)\d+\./],
    ['dead_ends_endless.py', 'dead_ends', 'endless', /the loops that start at lines 5 \(while r < len\(maze\):\) and 7 \(while c < len\(maze\[0\]\):\)/],
    ['is_perfect_endless.py', 'is_perfect', 'endless', /the loop that starts at line 11 \(while to_visit:\)\. /],
    ['is_perfect_text.py', 'is_perfect', 'text-answer', /gave back 'True' on this maze: that is text in quote marks, a str\./],
    ['dead_ends_prints.py', 'dead_ends', 'gives-none', /gave back None on this maze: it ended without reaching a return with a value\./],
    ['farthest_list.py', 'farthest', 'wrong-kind', /gave back \[\(1, 1\), .*\] on this maze, a list\. It should give back a whole number/],
    ['dead_ends_below.py', 'dead_ends', 'stops-with-problem', /Problem at line 6, in dead_ends: IndexError\. This line asks for a place in a list or string that isn't there\./],
    ['is_perfect_type_error.py', 'is_perfect', 'stops-with-problem', /Problem at line 9, in is_perfect: TypeError\. This line uses a value of the wrong kind/],
    // Calling itself forever fails on the small mazes too: not a recursion too deep for a big maze, but Run's words for it.
    ['dead_ends_calls_itself.py', 'dead_ends', 'stops-with-problem', /Too many calls inside calls at line 5, in dead_ends: the thread got too long\..*calls itself forever never finishes/],
  ];
  const mazes = new Map<ChallengeName, Promise<TestMaze[]>>();
  const testsOf = (name: ChallengeName) => mazes.get(name) ?? mazes.set(name, makeTestMazes(name, '4242')).get(name)!;

  for (const [file, name, id, words] of cases) {
    it(`${file}: ${id}`, async () => {
      const tests = await testsOf(name);
      const named = whatIsNamed(name, wrong(file), tests);
      expect(named?.id).toBe(id);
      expect(`${named!.says} ${named!.tryThis}`).toMatch(words);
      expect(`${named!.says} ${named!.tryThis}`).not.toMatch(/\{\w+\}/);
      // Shown on a maze of more than one room, or on none (the program stopped before the tests).
      if (id === 'endless' && file.startsWith('dead_ends')) expect(named!.index).toBe(-1);
      else expect(tests[named!.index].rooms).toBeGreaterThan(1);
    });
  }

  it('names every mistake of the failure at least once', () => {
    expect(new Set(cases.map((c) => c[2]))).toEqual(new Set([...Object.keys(FROM_FAILURES), 'skips-last-row', 'counts-rooms']));
  });
});

describe('the loops around a line', () => {
  const code = wrong('dead_ends_endless.py');

  it('finds each loop a line is in, outermost first, and the loop a line starts', () => {
    expect(loopsAround(code, 9)).toEqual([{ line: 5, code: 'while r < len(maze):' }, { line: 7, code: 'while c < len(maze[0]):' }]);
    expect(loopsAround(code, 7)).toEqual([{ line: 5, code: 'while r < len(maze):' }, { line: 7, code: 'while c < len(maze[0]):' }]);
    expect(loopsAround(code, 10)).toEqual([{ line: 5, code: 'while r < len(maze):' }]);
    expect(loopsAround(code, 3)).toEqual([]);
    expect(loopsAround(code, 99)).toEqual([]);
  });

  it('names the same loop wherever the clock stopped it: on the while, or inside a for that ends each time round', () => {
    const endless = wrong('is_perfect_endless.py');
    for (let line = 11; line <= 16; line++) {
      const problem = { kind: 'interrupted', type: 'KeyboardInterrupt', message: '', lastLine: '', line, column: null, code: '', frames: [] } as unknown as Problem;
      const told = diagnoseBlocked('is_perfect', { status: 'timeout', problem }, endless);
      expect(told?.tryThis, `stopped at line ${line}`).toMatch(/^Look at the loop that starts at line 11 \(while to_visit:\)\. /);
    }
  });
});
