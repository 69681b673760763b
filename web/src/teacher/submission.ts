// submission.ts: one file handed to the desk, read with a clear sentence for anything wrong: a progress file, a student's .py, or refused.
import { readStudent, type Student } from '../student/identity';
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

/** Read one file. `size` is checked before `text` is called: a file too big is never read. */
export async function readSubmission(fileName: string, size: number, text: () => Promise<string>): Promise<Submission> {
  const label = fileLabel(fileName);
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
    const named = studentFromFileName(label);
    if ('problem' in named) return { kind: 'refused', label, why: 'Not read: a .py file is named after its student, like Ana_Lima__7B.py (name, two underscores, class code).' };
    return { kind: 'python', label, student: named.student, code: content };
  }
  try {
    return { kind: 'progress', label, progress: readProgress(content) };
  } catch (error) {
    return { kind: 'refused', label, why: `Not read: ${error instanceof ProgressError ? error.message : 'it could not be read.'}` };
  }
}
