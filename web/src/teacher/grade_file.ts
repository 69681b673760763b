// grade_file.ts: one submission checked as the lesson checks: every challenge's tests on the student's own mazes, each file in a Python no other file touched.
import type { JobHandle, PythonRunner } from '../python/client';
import { studentSeed, type Student } from '../student/identity';
import { CHALLENGES } from '../lesson/challenges';
import { CHALLENGE_NAMES, firstFailure, gradeCode, type Graded } from '../lesson/grade';
import { claimedCode } from '../lesson/progress_file';
import type { ChallengeName } from '../lesson/test_mazes';
import { helpUsed, type HelpUse } from '../lesson/help/help_file';
import { nameMistake } from '../lesson/help/mistakes';
import { merge, slowTests } from './checks_again';
import type { Submission } from './submission';

/** One challenge of one file: its check, or null when the file has no program for it. */
export interface ChallengeResult {
  name: ChallengeName;
  graded: Graded | null;
  /** The file claims this star. */
  claimed: boolean;
  /** The program checked (the desk shows it beside its failing test), or null when the file has none. */
  code: string | null;
  /** The known mistake its wrong answers are (lesson/help/), or null. */
  mistake: { id: string; name: string } | null;
}

/** One file, checked (or refused, or not checked because the desk was stopped). */
export interface FileResult {
  label: string;
  student: Student | null;
  seed: string;
  challenges: ChallengeResult[];
  /** Refused or not checked: the one sentence why (the row says nothing else). */
  refused: string;
  /** The seed the file wrote for its student, when it is not the one of its name and class. */
  wrongSeed: string | null;
  /** Not checked through no fault of its own (the desk's Python failed): check it again. */
  again?: boolean;
  /** The student's id on the school's platform, from the hand-in's path (a gradebook matches on it). */
  studentId?: string;
  /** The rows whose programs look like this one's (copies.ts), as the table says it. */
  similarTo?: string;
  /** The help its student used on the page, as their progress file tells it (none for a .py). */
  help?: Record<ChallengeName, HelpUse>;
}

export interface GradeOptions {
  /** Each check's job, as it starts (the desk's Stop stops it). */
  onJob?(job: JobHandle): void;
  /** Called before each challenge's check. */
  onChallenge?(name: ChallengeName, index: number): void;
  /** Whether to go on (false: the desk was stopped). */
  going?(): boolean;
}

/**
 * The desk and the command line give Python 3 s (not the page's 1 s) to answer an interrupt before
 * its worker is ended: on a busy machine a late answer would say less about where the code was, and
 * the desk's table and the command line's CSV should say the same.
 */
export const DESK_GRACE_MS = 3000;

/**
 * How many files are checked at once, each in a Python of its own: one a core, at most four (a Python
 * holds some 60 MB). The desk asks the browser for its cores, the command line asks Node.
 */
export function checkersFor(cores: number): number {
  return Math.max(1, Math.min(4, Math.floor(cores) || 1));
}

/**
 * A test the clock's net stopped is checked again before it is called too slow, up to this many checks in all, and the
 * best check counts. A test over its steps is not: steps are counted, not timed, so every check would say the same.
 */
export const CHECKS_BEFORE_TOO_SLOW = 3;

/** The desk itself failed (Python did not load, its worker or page died before the program ran): not the student's doing. */
export class CouldNotCheck extends Error {}

/** A student named nowhere is checked on the mazes of an empty name and class: the same for every such file. */
const NOBODY: Student = { name: '', class: '' };

export async function gradeSubmission(runner: PythonRunner, submission: Submission, options: GradeOptions = {}): Promise<FileResult> {
  if (submission.kind === 'refused') return { label: submission.label, student: null, seed: '', challenges: [], refused: submission.why, wrongSeed: null };
  const student = submission.kind === 'python' ? submission.student : submission.progress.student;
  // The file's own seed is never used: it is worked out again from the name and class.
  const seed = studentSeed(student ?? NOBODY);
  const written = submission.kind === 'progress' ? submission.progress.student?.seed ?? null : null;
  const result: FileResult = {
    ...(submission.kind === 'progress' ? { help: helpUsed(submission.progress) } : {}),
    label: submission.label,
    student: student ? { name: student.name, class: student.class } : null,
    seed,
    challenges: [],
    refused: '',
    wrongSeed: written !== null && written !== seed ? written : null,
  };
  // This file's code runs in a Python no other file's code has run in.
  runner.isolate();
  for (const [index, name] of CHALLENGE_NAMES.entries()) {
    if (options.going && !options.going()) break;
    options.onChallenge?.(name, index);
    const code = submission.kind === 'python' ? submission.code : claimedCode(submission.progress, name);
    const claimed = submission.kind === 'progress' && Object.hasOwn(submission.progress.stars, name);
    const graded = code === null ? null : await gradeFairly(runner, name, code, seed, options);
    const named = graded && !graded.blocked && (options.going?.() ?? true) ? await nameMistake(runner, name, graded.tests, graded.verdicts) : null;
    result.challenges.push({ name, graded, claimed, code, mistake: named ? { id: named.mistake.id, name: named.mistake.name } : null });
  }
  return result;
}

/** A check the desk's own failure cut short: the program never began to run. */
function deskFailed(graded: Graded): boolean {
  return graded.outcome.status === 'crashed' && !graded.outcome.started;
}

/**
 * One challenge's check, fair to the student: a check the desk failed is tried once more, then given up
 * (CouldNotCheck); a check with tests too slow is tried again, and each of those tests counts as its best.
 */
async function gradeFairly(runner: PythonRunner, name: ChallengeName, code: string, seed: string, options: GradeOptions): Promise<Graded> {
  const check = () => gradeCode(runner, name, code, seed, { onJob: options.onJob });
  let graded = await check();
  if (deskFailed(graded)) graded = await check();
  if (deskFailed(graded)) {
    const why = graded.outcome.problem?.lastLine;
    throw new CouldNotCheck(`Python did not start${why ? `: ${why}` : ''}`);
  }
  for (let checks = 1; checks < CHECKS_BEFORE_TOO_SLOW && slowTests(graded) > 0 && (options.going?.() ?? true); checks++) {
    const again = await check();
    if (deskFailed(again)) break;
    graded = merge(graded, again);
  }
  return graded;
}

export function earned(result: ChallengeResult): boolean {
  const g = result.graded;
  return !!g && !g.blocked && g.passed === g.tests.length;
}

/** The first failing test of the file, in the challenges' order. */
export function firstFailingTest(file: FileResult): { challenge: ChallengeName; failure: NonNullable<ReturnType<typeof firstFailure>> } | null {
  for (const c of file.challenges) {
    const failure = c.graded && !c.graded.blocked ? firstFailure(c.graded) : null;
    if (failure) return { challenge: c.name, failure };
  }
  return null;
}

export const starsOf = (name: ChallengeName): string => CHALLENGES[name].stars;
