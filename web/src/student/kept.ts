// kept.ts: the student this browser knows (their name and class code, kept across reloads), and the seeds of their own mazes.
import { type Student, studentSeed } from './identity';

const KEY = 'maze-lesson:student';
/** Fired on window when the student changes (typed, loaded from a file, or from a link). */
export const STUDENT_CHANGED = 'student:changed';

/** Where storage is switched off, the name lasts until the page is closed. */
let inMemory: Student | null = null;

function read(): Student | null {
  try {
    if (localStorage.getItem(KEY) === null) return inMemory;
    const data = JSON.parse(localStorage.getItem(KEY) ?? 'null') as unknown;
    if (data && typeof data === 'object' && typeof (data as Student).name === 'string' && typeof (data as Student).class === 'string') {
      const { name, class: code } = data as Student;
      return name ? { name, class: code } : null;
    }
  } catch {
    // storage switched off: the one kept in memory
    return inMemory;
  }
  return null;
}

let mazesGrown = 0;

/** The student kept here, or null. */
export function keptStudent(): Student | null {
  return read();
}

/** Keep this student (null: forget the name), and tell the page when it changed. */
export function keepStudent(student: Student | null): void {
  const now = read();
  if (now?.name === student?.name && now?.class === student?.class) return;
  inMemory = student;
  try {
    if (student) localStorage.setItem(KEY, JSON.stringify({ name: student.name, class: student.class }));
    else localStorage.removeItem(KEY);
  } catch {
    // storage switched off: kept in memory only
  }
  mazesGrown = 0;
  window.dispatchEvent(new CustomEvent(STUDENT_CHANGED));
}

/** The kept student's own seed, or null when there is no student. */
export function ownSeed(): string | null {
  const student = read();
  return student ? studentSeed(student) : null;
}

/**
 * The board's seed when Seed is empty and a student is kept: their own seed for the first maze,
 * then the next whole numbers (the worksheet prints the same ones). Null without a student.
 */
export function nextOwnMazeSeed(): string | null {
  const seed = ownSeed();
  if (seed === null) return null;
  return String(BigInt(seed) + BigInt(mazesGrown++));
}
