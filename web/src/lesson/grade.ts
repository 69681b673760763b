// grade.ts: one challenge's check, from code and a seed to the verdict of every test: the same for the page, the desk and the command line.
import type { JobHandle, Outcome, PythonRunner } from '../python/client';
import { explainOutcome, type Explanation } from '../python/explain';
import { CHALLENGES, SMALL_ROOMS, judge, notRunWords, type ChallengeSpec, type Verdict } from './challenges';
import { PROGRAMS } from './programs';
import { makeTestMazes, type ChallengeName, type TestMaze } from './test_mazes';

export { CHALLENGE_NAMES } from './challenges';

export function isChallenge(name: string): name is ChallengeName {
  return Object.hasOwn(CHALLENGES, name);
}

/** A check that has finished: every test's verdict, or why no test ran. */
export interface Graded {
  challenge: ChallengeName;
  seed: string;
  tests: TestMaze[];
  verdicts: Verdict[];
  passed: number;
  outcome: Outcome;
  /** Why the tests could not start, in a sentence to the student ('' when they started). */
  blocked: string;
}

/** Each test's verdict; a big maze is "too slow" only when the small ones passed, so those are judged first. */
export function judgeCheck(spec: ChallengeSpec, tests: TestMaze[], outcome: Outcome): Verdict[] {
  const notRun = notRunWords(outcome);
  const judgeAll = (smallPassed: boolean) =>
    tests.map((test, i) => judge(spec, test.expected, outcome.tests[i], notRun, { rooms: test.rooms, smallPassed }));
  const smallPassed = judgeAll(false).every((v, i) => v.pass || tests[i].rooms >= SMALL_ROOMS);
  return judgeAll(smallPassed);
}

/** Why a check ran no test at all, or ''. */
export function blockedWords(spec: ChallengeSpec, outcome: Outcome): string {
  if (outcome.hasFunction) return '';
  if (outcome.status === 'stopped') return 'You stopped the check.';
  if (outcome.problem || outcome.status !== 'finished') {
    const title = explainOutcome(outcome, PROGRAMS[spec.name].timeLimitMs)?.title;
    return `Your program stopped before the tests could start${title ? `: ${title}` : '.'}`;
  }
  return `Your program has no function called ${spec.name}.`;
}

/**
 * Words for a check whose program stopped before the tests could start. Over its time, Python's own last line is left out:
 * "KeyboardInterrupt" is how the page stopped it, not a key the student pressed (the help names the loop that never ended).
 */
export function blockedExplanation(outcome: Outcome, timeLimitMs: number): Explanation | null {
  const explanation = explainOutcome(outcome, timeLimitMs);
  return explanation && outcome.status === 'timeout' ? { ...explanation, python: '' } : explanation;
}

export function summarise(spec: ChallengeSpec, tests: TestMaze[], outcome: Outcome): Omit<Graded, 'seed'> {
  const verdicts = judgeCheck(spec, tests, outcome);
  const blocked = blockedWords(spec, outcome);
  return {
    challenge: spec.name,
    tests,
    verdicts: blocked ? [] : verdicts,
    passed: blocked ? 0 : verdicts.filter((v) => v.pass).length,
    outcome,
    blocked,
  };
}

/** Make the test mazes of `seed`, run `code`'s function on each in `runner` with the page's limits, and judge. */
export async function gradeCode(
  runner: PythonRunner,
  name: ChallengeName,
  code: string,
  seed: string,
  options: { onJob?(job: JobHandle): void } = {},
): Promise<Graded> {
  const spec = CHALLENGES[name];
  const tests = await makeTestMazes(name, seed);
  const job = runner.check(code, name, tests.map((t) => t.picture), { timeLimitMs: PROGRAMS[name].timeLimitMs, perTestMs: spec.perTestMs }, {});
  options.onJob?.(job);
  const outcome = await job.done;
  return { seed, ...summarise(spec, tests, outcome) };
}

/** The check in a few words: "passed all 15 tests", "3 of 15 tests failed", or why none ran ("it has no function called NAME"). */
export function gradedWords(graded: Graded): string {
  const total = graded.tests.length;
  const { outcome } = graded;
  if (graded.blocked) {
    if (outcome.status === 'stopped') return 'its check was stopped';
    if (outcome.problem || outcome.status !== 'finished') {
      const title = explainOutcome(outcome, PROGRAMS[graded.challenge].timeLimitMs)?.title;
      return `it stopped before the tests could start${title ? ` (${title.replace(/\.$/, '')})` : ''}`;
    }
    return `it has no function called ${graded.challenge}`;
  }
  if (graded.passed === total) return `passed all ${total} tests`;
  return `${total - graded.passed} of ${total} tests failed`;
}

/** The first test that failed, with its verdict, or null. */
export function firstFailure(graded: Graded): { index: number; test: TestMaze; verdict: Verdict } | null {
  const index = graded.verdicts.findIndex((v) => !v.pass);
  return index < 0 ? null : { index, test: graded.tests[index], verdict: graded.verdicts[index] };
}
