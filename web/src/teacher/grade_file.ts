// grade_file.ts: one submission checked as the lesson checks: every challenge's tests on the student's own mazes, each file in a Python no other file touched.
import type { JobHandle, PythonRunner } from '../python/client';
import { studentSeed, type Student } from '../student/identity';
import { CHALLENGES } from '../lesson/challenges';
import { CHALLENGE_NAMES, firstFailure, gradeCode, type Graded } from '../lesson/grade';
import { claimedCode } from '../lesson/progress_file';
import type { ChallengeName } from '../lesson/test_mazes';
import type { Submission } from './submission';

/** One challenge of one file: its check, or null when the file has no program for it. */
export interface ChallengeResult {
  name: ChallengeName;
  graded: Graded | null;
  /** The file claims this star. */
  claimed: boolean;
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

/** A student named nowhere is checked on the mazes of an empty name and class: the same for every such file. */
const NOBODY: Student = { name: '', class: '' };

export async function gradeSubmission(runner: PythonRunner, submission: Submission, options: GradeOptions = {}): Promise<FileResult> {
  if (submission.kind === 'refused') return { label: submission.label, student: null, seed: '', challenges: [], refused: submission.why, wrongSeed: null };
  const student = submission.kind === 'python' ? submission.student : submission.progress.student;
  // The file's own seed is never used: it is worked out again from the name and class.
  const seed = studentSeed(student ?? NOBODY);
  const written = submission.kind === 'progress' ? submission.progress.student?.seed ?? null : null;
  const result: FileResult = {
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
    const graded = code === null ? null : await gradeCode(runner, name, code, seed, { onJob: options.onJob });
    result.challenges.push({ name, graded, claimed });
  }
  return result;
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
