// checks_again.ts: a check with tests too slow is checked again, and the checks are merged into the one that says the most.
// On a busy machine Python can miss its moment to answer a stop; a check again that saw more is the one to tell, so a
// class graded twice gets the same verdicts.
import type { TestReport } from '../python/client';
import type { Graded } from '../lesson/grade';

/**
 * Tests a check called too slow by the clock, or never ran because too many were (the whole program over its time
 * counts as one). Tests over their steps count for nothing here: a check again would find them the same.
 */
export function slowTests(graded: Graded): number {
  const { tests } = graded.outcome;
  const byClock = tests.filter((t) => t.tooSlow && !t.overSteps).length;
  const notRun = tests.some((t) => t.notRun) && !tests.some((t) => t.overSteps) ? tests.filter((t) => t.notRun).length : 0;
  return byClock + notRun + (overTime(graded) ? 1 : 0);
}

const overTime = (graded: Graded): boolean => graded.outcome.status === 'timeout' || graded.outcome.status === 'killed';

/**
 * Whether check `b`'s report of a test `a` failed says more: `b` passed it where `a` found it too slow or did not
 * reach it (a test is too slow only when it was too slow every time), or `b` reached it, or saw where it was stopped.
 */
function saysMore(a: TestReport | undefined, b: TestReport | undefined, bPassed: boolean): boolean {
  if (!a || !b || !(a.tooSlow || a.notRun)) return false;
  return bPassed || (a.notRun && !b.notRun) || (a.tooSlow && !a.stoppedAt && !!b.stoppedAt);
}

/**
 * A program over its time before its tests: `b` saw the line it was stopped at, where `a`'s Python did not answer in
 * time and was replaced (it says only "Stopped after 5 seconds").
 */
function sawWhereStopped(a: Graded, b: Graded): boolean {
  return overTime(a) && overTime(b) && !a.outcome.problem?.line && !!b.outcome.problem?.line;
}

/**
 * Check `a`, with each failed test whose report in check `b` says more taken from `b`. A check whose tests never
 * started is replaced whole when `b` did better, or did as well and saw where its program was stopped.
 */
export function merge(a: Graded, b: Graded): Graded {
  if (a.blocked || b.blocked || b.verdicts.length !== a.verdicts.length) {
    if (b.passed !== a.passed) return b.passed > a.passed ? b : a;
    return sawWhereStopped(a, b) ? b : a;
  }
  const fromB = a.verdicts.map((v, i) => !v.pass && saysMore(a.outcome.tests[i], b.outcome.tests[i], b.verdicts[i].pass));
  if (!fromB.includes(true)) return a;
  const verdicts = a.verdicts.map((v, i) => (fromB[i] ? b.verdicts[i] : v));
  const tests = a.outcome.tests.map((t, i) => (fromB[i] ? b.outcome.tests[i] : t));
  const stoppedEarly = tests.some((t) => t.notRun);
  return { ...a, verdicts, passed: verdicts.filter((v) => v.pass).length, outcome: { ...a.outcome, tests, stoppedEarly } };
}
