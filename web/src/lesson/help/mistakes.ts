// mistakes.ts: which known mistake a failed check is: the same wrong answers on the same mazes as a catalogued program gives.
import type { PythonRunner } from '../../python/client';
import { CHALLENGES, SMALL_ROOMS, type Verdict } from '../challenges';
import { judgeCheck } from '../grade';
import { PROGRAMS } from '../programs';
import type { ChallengeName, TestMaze } from '../test_mazes';
import { HELP, type Mistake } from './catalogue';
import { shownTest } from './diagnose';

export interface NamedMistake {
  mistake: Mistake;
  /** The test it is shown on: the first it failed on a maze of more than one room (else the first it failed). */
  index: number;
}

/** The same answer on every test, and at least one of them wrong. */
export function sameAnswers(student: Verdict[], mistake: Verdict[]): boolean {
  if (student.length === 0 || student.length !== mistake.length) return false;
  if (student.every((v) => v.pass)) return false;
  return student.every((v, i) => v.got !== '' && v.got === mistake[i].got);
}

/** Right on every small maze, too slow on some big one, and nothing else wrong. */
export function slowOnBig(tests: TestMaze[], verdicts: Verdict[]): boolean {
  const failed = verdicts.map((v, i) => ({ v, test: tests[i] })).filter(({ v }) => !v.pass);
  return failed.length > 0 && failed.some(({ v }) => v.why.startsWith('Too slow')) &&
    failed.every(({ v, test }) => test.rooms >= SMALL_ROOMS && (v.why.startsWith('Too slow') || v.got === '' && v.why.startsWith('Not run')));
}

/** Runs each catalogued program on the same mazes, in turn, until one gives the student's answers. */
export async function nameMistake(
  runner: PythonRunner,
  name: ChallengeName,
  tests: TestMaze[],
  verdicts: Verdict[],
): Promise<NamedMistake | null> {
  const spec = CHALLENGES[name];
  const failed = [...verdicts.keys()].filter((i) => !verdicts[i].pass);
  if (failed.length === 0) return null;
  const shown = shownTest(tests, failed);
  const first = shown >= 0 ? shown : failed[0];
  for (const mistake of HELP[name].mistakes) {
    if (mistake.kind === 'slow') {
      if (slowOnBig(tests, verdicts)) return { mistake, index: first };
      continue;
    }
    const job = runner.check(mistake.code, name, tests.map((t) => t.picture), { timeLimitMs: PROGRAMS[name].timeLimitMs, perTestMs: spec.perTestMs }, {});
    const outcome = await job.done;
    if (!outcome.hasFunction) continue;
    if (sameAnswers(verdicts, judgeCheck(spec, tests, outcome))) return { mistake, index: first };
  }
  return null;
}
