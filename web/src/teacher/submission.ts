// submission.ts: one file handed to the desk, read with a clear sentence for anything wrong: a progress file, a student's .py, or refused.
import { readStudent, type Student } from '../student/identity';
import { whoHandedIn, type HandIn } from './handin';
import { MAX_PROGRESS_BYTES, ProgressError, readProgress, sizeWords, type Progress } from '../lesson/progress_file';

export type Submission =
  | { kind: 'refused'; label: string; why: string }
  | { kind: 'progress'; label: string; progress: Progress }
  | { kind: 'python'; label: string; student: Student; code: string };

/** A file's name without .json or .py: how its row is named. */
export function fileLabel(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? fileName;
  return base.replace(/\.(json|py)$/i, '');
}

/**
 * A .py file is named after its student: NAME.py, or NAME__CLASS.py (two underscores before the
 * class code); an underscore in NAME or CLASS stands for a space. It holds any of the three functions.
 */
export function studentFromFileName(label: string): { student: Student } | { problem: string } {
  const at = label.indexOf('__');
  const name = (at < 0 ? label : label.slice(0, at)).replace(/_/g, ' ');
  const code = at < 0 ? '' : label.slice(at + 2).replace(/_/g, ' ');
  return readStudent(name, code);
}

/**
 * Read one file. `size` is checked before `text` is called: a file too big is never read. A .py is its
 * `student`'s when given (a platform named them), else its file name's.
 */
export async function readSubmission(fileName: string, size: number, text: () => Promise<string>, student?: Student, label = fileLabel(fileName)): Promise<Submission> {
  const python = /\.py$/i.test(fileName);
  if (!python && !/\.json$/i.test(fileName)) return { kind: 'refused', label, why: 'Not read: the desk reads progress files (.json) and programs (.py).' };
  if (size > MAX_PROGRESS_BYTES) {
    return { kind: 'refused', label, why: `Not read: it is ${sizeWords(size)}, and a file here is at most ${sizeWords(MAX_PROGRESS_BYTES)}.` };
  }
  let content: string;
  try {
    content = await text();
  } catch {
    return { kind: 'refused', label, why: 'Not read: the file could not be opened.' };
  }
  if (python) {
    if (student) return { kind: 'python', label, student, code: content };
    const named = studentFromFileName(fileLabel(fileName));
    if ('problem' in named) return { kind: 'refused', label, why: 'Not read: a .py file is named after its student, like Ana_Lima__7B.py (name, two underscores, class code).' };
    return { kind: 'python', label, student: named.student, code: content };
  }
  try {
    return { kind: 'progress', label, progress: readProgress(content) };
  } catch (error) {
    return { kind: 'refused', label, why: `Not read: ${error instanceof ProgressError ? error.message : 'it could not be read.'}` };
  }
}

/** A hand-in read, and the platform's id for its student (null when its path gives none). */
export interface ReadHandIn {
  submission: Submission;
  studentId: string | null;
}

/** A row's name for a hand-in: in a platform's download, who handed it in and the file ("Ethan Hughes: NAME", NAME the challenge). */
export function handInLabel(h: HandIn): string {
  return h.platformName ? `${h.platformName}: ${fileLabel(h.fileName)}` : fileLabel(h.fileName);
}

/** Read a hand-in (a file, or one from a platform's zip) as the desk reads a file; a name inside it comes first. */
export async function readHandIn(h: HandIn, text: () => Promise<string>): Promise<ReadHandIn> {
  const label = handInLabel(h);
  const fromPath = whoHandedIn(null, h);
  if (h.refused) return { submission: { kind: 'refused', label, why: h.refused }, studentId: fromPath.studentId };
  const submission = await readSubmission(h.fileName, h.size, text, fromPath.student ?? undefined, label);
  if (submission.kind === 'progress' && !submission.progress.student && fromPath.student) {
    // The file names nobody: it is counted for the student the platform names (checked on their name's mazes).
    submission.progress = { ...submission.progress, student: { ...fromPath.student, seed: '' } };
  }
  return { submission, studentId: fromPath.studentId };
}
