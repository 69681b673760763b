// How one answer to a challenge is judged: on the page, from plain JSON, never by the student's ==.
import type { TestReport } from '../python/client';
import type { Problem } from '../python/protocol';
import type { ChallengeSpec } from './challenge_table';

// The challenges themselves are rows of their table.
export { CHALLENGES, CHALLENGE_NAMES, type ChallengeSpec } from './challenge_table';

export interface Verdict {
  pass: boolean;
  /** What the function gave back, as Python would show it. */
  got: string;
  /** Why it failed, in plain words (empty when it passed). */
  why: string;
  /** The student's line it is about, as "3 | while True:" (empty when none). */
  code?: string;
  /** The line number in the student's program, for the editor to mark. */
  line?: number | null;
  /** How it failed, for the help to read (absent when it passed). */
  failure?: Failure;
}

/**
 * How a test failed: a wrong answer of the right kind, an answer of the wrong kind, Python's problem in the function,
 * a function that did not finish (where it was), too slow on a big maze, or not run.
 */
export type Failure =
  | { kind: 'answer' }
  | { kind: 'type'; typeName: string }
  | { kind: 'problem'; problem: Problem }
  | { kind: 'endless'; problem: Problem | null }
  | { kind: 'slow' }
  | { kind: 'not-run' };

/** Mazes under this many rooms are small: any answer takes a moment on them. */
export const SMALL_ROOMS = 100;

/** What the judge knows about the test besides the answer. */
export interface TestContext {
  rooms: number;
  /** Every small test of this check passed (so only the size can be the trouble). */
  smallPassed: boolean;
}

/** "a list", "an int": a word with its article. */
export function article(word: string): string {
  return /^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`;
}

export function showExpected(value: number | boolean): string {
  return typeof value === 'boolean' ? (value ? 'True' : 'False') : String(value);
}

/** Why a test was not run, from how the check ended. */
export function notRunWords(outcome: { status: string; stoppedEarly: boolean }): string {
  if (outcome.stoppedEarly) return 'Not run: the check stopped early, because earlier tests did not finish in time.';
  if (outcome.status === 'stopped') return 'Not run: you stopped the check.';
  return 'Not run: Python had to be restarted during an earlier test.';
}

/** Over the time limit: "too slow" only on a big maze of a challenge whose slow way is its own verdict, its small tests passed; otherwise it did not finish. */
function overTime(spec: ChallengeSpec, report: TestReport, context: TestContext): Verdict {
  // A test's time is counted in its steps (loops turned, calls made), so the same program gets the same verdict on any machine.
  const limit = `${spec.perTestMs / 1000} s of work`;
  if (spec.slowOnBig && context.rooms >= SMALL_ROOMS && context.smallPassed) {
    return {
      pass: false,
      got: '',
      why: `Too slow: it needed more than ${limit} on this big maze, though the small ones passed. Try a way that needs fewer searches.`,
      failure: { kind: 'slow' },
    };
  }
  const at = report.stoppedAt;
  const line = at?.line ?? null;
  const where = line ? ` It was at line ${line} when the page stopped it.` : '';
  return {
    pass: false,
    got: '',
    why:
      `Your function did not finish: after ${limit} it was still running${context.rooms < SMALL_ROOMS ? ', on a small maze' : ''}.${where} ` +
      'A loop whose condition never becomes False goes on forever, like while True: with no break.',
    code: line && at?.code ? `${line} | ${at.code}` : '',
    line,
    failure: { kind: 'endless', problem: at },
  };
}

export function judge(
  spec: ChallengeSpec,
  expected: number | boolean,
  report: TestReport | undefined,
  notRun = '',
  context: TestContext = { rooms: 0, smallPassed: false },
): Verdict {
  const want = spec.answer === 'count' ? 'a whole number' : 'True or False';
  if (!report || report.notRun) {
    return { pass: false, got: '', why: notRun || 'Not run.', failure: { kind: 'not-run' } };
  }
  if (report.tooSlow) return overTime(spec, report, context);
  if (report.problem?.kind === 'interrupted') {
    // Stop pressed while this test ran: said as it was, not as a problem of the program's.
    const p = report.problem;
    return {
      pass: false,
      got: '',
      why: p.line ? `You stopped the check during this test, when your function was at line ${p.line}.` : 'You stopped the check during this test.',
      code: p.line && p.code ? `${p.line} | ${p.code}` : '',
      line: p.line,
      failure: { kind: 'not-run' },
    };
  }
  if (report.problem) {
    const p = report.problem;
    const at = p.line ? ` at line ${p.line}` : '';
    // A crash of Python itself has no last line of its own.
    const said = p.lastLine || (p.kind === 'recursion' ? 'too many calls inside calls, so Python had to be restarted' : 'Python had to be restarted');
    return {
      pass: false,
      got: '',
      why: `Your function stopped with a problem${at}: ${said}`,
      code: p.line && p.code ? `${p.line} | ${p.code}` : '',
      line: p.line,
      failure: { kind: 'problem', problem: p },
    };
  }
  const answer = report.answer;
  if (!answer) return { pass: false, got: '', why: 'Your function gave back nothing.', failure: { kind: 'type', typeName: '' } };
  if (answer.typeName === 'NoneType') {
    return {
      pass: false,
      got: 'None',
      why: `${spec.name} gave back None, it should give back ${want}. Did you forget return?`,
      failure: { kind: 'type', typeName: 'NoneType' },
    };
  }
  let value: unknown = undefined;
  try {
    value = answer.json === null ? undefined : JSON.parse(answer.json);
  } catch {
    value = undefined;
  }
  const rightKind = spec.answer === 'count'
    ? typeof value === 'number' && Number.isInteger(value) && answer.typeName !== 'float'
    : typeof value === 'boolean';
  if (!rightKind) {
    return {
      pass: false,
      got: answer.repr,
      why: `${spec.name} gave back ${article(answer.typeName)}, it should give back ${want}.`,
      failure: { kind: 'type', typeName: answer.typeName },
    };
  }
  const got = typeof value === 'boolean' ? (value ? 'True' : 'False') : String(value);
  if (value !== expected) {
    return { pass: false, got, why: `Expected ${showExpected(expected)}, but ${spec.name} gave back ${got}.`, failure: { kind: 'answer' } };
  }
  return { pass: true, got, why: '' };
}
