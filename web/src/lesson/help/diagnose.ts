// diagnose.ts: a mistake named from how the tests failed (only square mazes, a recursion too deep on a big maze, a loop that never
// ends, an answer of the wrong kind, a problem in the function), where the catalogue runs known wrong programs instead. Pure.
import { explainProblem } from '../../python/explain';
import type { Problem } from '../../python/protocol';
import { article, CHALLENGES, SMALL_ROOMS, showExpected, type Verdict } from '../challenges';
import type { ChallengeName, TestMaze } from '../test_mazes';
import { FROM_FAILURES, fillIn, type FailureId } from './catalogue';

export interface Diagnosis {
  id: FailureId;
  name: string;
  says: string;
  tryThis: string;
  /** The failed test the mistake is shown on (never a maze of 1 room), or -1 when no maze shows it. */
  index: number;
}

/** A test maze's rooms down and across, from its picture. */
export function mazeSize(test: TestMaze): { rows: number; cols: number } {
  return { rows: (test.picture.length - 1) / 2, cols: (test.picture[0].length - 1) / 2 };
}

const sizeWords = (test: TestMaze): string => {
  const { rows, cols } = mazeSize(test);
  return `${rows} × ${cols}`;
};

const isSquare = (test: TestMaze): boolean => {
  const { rows, cols } = mazeSize(test);
  return rows === cols;
};

/** The failed test a mistake is best shown on: the first of `indexes` on a maze of more than one room, else -1. */
export function shownTest(tests: TestMaze[], indexes: number[]): number {
  return indexes.find((i) => tests[i].rooms > 1) ?? -1;
}

/** The loops around line `line` of `code`, innermost last: each loop's line number and its text. */
export function loopsAround(code: string, line: number): { line: number; code: string }[] {
  const lines = code.split('\n');
  const indent = (text: string): number => text.length - text.trimStart().length;
  const found: { line: number; code: string }[] = [];
  const here = lines[line - 1];
  if (here === undefined) return found;
  if (/^\s*(while|for)\b/.test(here)) found.push({ line, code: here.trim() });
  let depth = indent(here);
  for (let i = line - 2; i >= 0 && depth > 0; i--) {
    const text = lines[i];
    if (text.trim() === '' || text.trimStart().startsWith('#') || indent(text) >= depth) continue;
    depth = indent(text);
    if (/^\s*(while|for)\b/.test(text)) found.unshift({ line: i + 1, code: text.trim() });
    if (/^\s*def\b/.test(text)) break;
  }
  return found;
}

/** "the loop that starts at line 7 (while c < w:)", or the loops, outermost first. */
function loopWords(loops: { line: number; code: string }[]): string {
  if (loops.length === 0) return 'the loop that line is in';
  const each = loops.map((l) => `${l.line} (${l.code})`);
  if (each.length === 1) return `the loop that starts at line ${each[0]}`;
  return `the loops that start at lines ${each.slice(0, -1).join(', ')} and ${each.at(-1)}`;
}

/** The words of a named failure, filled in. */
function named(id: FailureId, index: number, words: Record<string, string>): Diagnosis {
  const text = FROM_FAILURES[id];
  return { id, name: text.name, says: fillIn(text.says, words), tryThis: fillIn(text.tryThis, words), index };
}

/** What the answer should be, in words. */
function wanted(name: ChallengeName): { want: string; want_short: string } {
  return CHALLENGES[name].answer === 'count'
    ? { want: 'a whole number, like 3', want_short: 'whole number' }
    : { want: 'True or False', want_short: 'True or False' };
}

/** The loops that can be the endless one: from the outermost down to the innermost `while`. A `for` inside it ends each time
 * round, and where the clock stopped the program (on the `while` or inside the `for`) must not change what is said. */
function stuckLoops(loops: { line: number; code: string }[]): { line: number; code: string }[] {
  const innermostWhile = loops.map((l) => l.code.startsWith('while')).lastIndexOf(true);
  return innermostWhile >= 0 ? loops.slice(0, innermostWhile + 1) : loops;
}

/** A loop that never ended: where it was when stopped, and the loops around that line. */
function endless(name: ChallengeName, problem: Problem | null, code: string, where: string, index: number): Diagnosis {
  const line = problem?.line ?? null;
  return named('endless', index, {
    fn: name,
    where,
    line: line ? String(line) : '?',
    code: problem?.code || '(a line of Python\'s own)',
    loops: line ? loopWords(stuckLoops(loopsAround(code, line))) : 'your loops',
  });
}

/** The check ran no test, because the program itself did not finish (its own example call looped): said as a loop that never ends. */
export function diagnoseBlocked(name: ChallengeName, outcome: { status: string; problem: Problem | null }, code: string): Diagnosis | null {
  if (outcome.status !== 'timeout' && outcome.status !== 'killed') return null;
  return endless(name, outcome.problem, code, 'when your program ran, before the tests could start', -1);
}

/** The mistake these failed tests show, or null when their shape names none (the catalogue may still know the answers). */
export function diagnose(name: ChallengeName, tests: TestMaze[], verdicts: Verdict[], code: string): Diagnosis | null {
  const failed = [...verdicts.keys()].filter((i) => !verdicts[i].pass);
  if (failed.length === 0 || verdicts.length !== tests.length) return null;
  const kind = (i: number) => verdicts[i].failure?.kind;
  const problemOf = (i: number): Problem | null => {
    const f = verdicts[i].failure;
    return f?.kind === 'problem' || f?.kind === 'endless' ? f.problem : null;
  };
  const answers = { fn: name, ...wanted(name) };
  const tested = (i: number) => ({ ...answers, size: sizeWords(tests[i]), got: verdicts[i].got, expected: showExpected(tests[i].expected) });
  const small = (i: number) => tests[i].rooms < SMALL_ROOMS;

  // Too deep: RecursionError on big mazes only, every small maze that ran passed.
  const deep = failed.filter((i) => problemOf(i)?.kind === 'recursion');
  if (deep.length > 0 && deep.every((i) => !small(i)) && tests.every((_t, i) => !small(i) || verdicts[i].pass || kind(i) === 'not-run')) {
    const i = deep[0];
    return named('too-deep', i, { ...tested(i), line: String(problemOf(i)?.line ?? '?') });
  }
  // An endless loop: a small maze it never finished (a big one may only be slow).
  const stuck = failed.filter((i) => kind(i) === 'endless' && small(i));
  if (stuck.length > 0) {
    const shown = shownTest(tests, stuck);
    const i = shown >= 0 ? shown : stuck[0];
    return endless(name, problemOf(i), code, shown >= 0 ? `on this maze of ${sizeWords(tests[i])} rooms` : 'on a maze of 1 room', shown);
  }
  // Square mazes only: every square maze passed (more than one of them), every failure is on a maze wider or taller.
  const squares = [...tests.keys()].filter((i) => isSquare(tests[i]));
  if (squares.filter((i) => verdicts[i].pass).length >= 2 && squares.every((i) => verdicts[i].pass)) {
    const wrongShape = failed.filter((i) => kind(i) !== 'not-run');
    if (wrongShape.length > 0) {
      const i = wrongShape[0];
      const count = wrongShape.length === 1 ? '1 test' : `${wrongShape.length} tests`;
      return named('square-only', i, { ...tested(i), failed: count });
    }
  }
  // The first failed test that ran decides between an answer of the wrong kind and a problem in the function.
  const ran = failed.filter((i) => kind(i) === 'type' || kind(i) === 'problem');
  const first = failed.find((i) => kind(i) !== 'not-run' && kind(i) !== 'slow');
  if (first === undefined || !ran.includes(first)) return null;
  const same = ran.filter((i) => kind(i) === kind(first));
  const shown = shownTest(tests, same);
  const i = shown >= 0 ? shown : first;
  const f = verdicts[i].failure;
  if (f?.kind === 'type') {
    const id: FailureId = f.typeName === 'str' ? 'text-answer' : f.typeName === 'NoneType' ? 'gives-none' : 'wrong-kind';
    return named(id, shown, { ...tested(i), type: f.typeName ? article(f.typeName) : 'nothing' });
  }
  if (f?.kind === 'problem') {
    const words = explainProblem(f.problem);
    return named('stops-with-problem', shown, { ...tested(i), title: words.title, advice: words.advice, line: String(f.problem.line ?? '?') });
  }
  return null;
}
