// sandbox.ts: the grader's page, in the browser that `npm run grade` drives: each file checked as the desk checks it,
// its student's code in the page's Python worker, so it meets the browser's walls and not the teacher's computer.
import { PythonRunner } from '../python/client';
import { DESK_GRACE_MS, gradeSubmission, type FileResult } from '../teacher/grade_file';
import type { Submission } from '../teacher/submission';

const runner = new PythonRunner({ snapshots: true, graceMs: DESK_GRACE_MS });

/**
 * What the command line calls, one file at a time (grade/browser.ts): the file's result, or why the page could not
 * check it (its words only: an error thrown out of the page would reach the CSV with the page's stack behind it).
 */
export type GradeInPage = (submission: Submission) => Promise<FileResult | { failed: string }>;

(window as unknown as { gradeFile: GradeInPage }).gradeFile = async (submission) => {
  try {
    return await gradeSubmission(runner, submission);
  } catch (error) {
    return { failed: error instanceof Error ? error.message : String(error) };
  }
};
