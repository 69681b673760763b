// identity.ts: a student's name and class code, written the same way however they were typed, and the seed of their own mazes.
import { sha256 } from './sha256';

export interface Student {
  /** As typed (trimmed), for showing. */
  name: string;
  /** As typed (trimmed); '' when there is none. */
  class: string;
}

export const MAX_NAME = 60;
export const MAX_CLASS = 20;

/**
 * The form that decides the seed: Unicode NFKC, underscores as spaces, runs of spaces as one,
 * no spaces at either end, lower case. So "Ana  Lima", " ana lima " and "ANA_LIMA" are one name.
 */
export function normalise(text: string): string {
  return text.normalize('NFKC').replace(/_/g, ' ').replace(/\s+/gu, ' ').trim().toLowerCase();
}

/** What is wrong with a name or class code, in words, or null. */
function problem(what: string, text: string, most: number, needed: boolean): string | null {
  const t = normalise(text);
  if (t === '') return needed ? `Type ${what}.` : null;
  if (/\p{Cc}/u.test(text)) return `${what[0].toUpperCase()}${what.slice(1)} can't hold control characters.`;
  if ([...t].length > most) return `${what[0].toUpperCase()}${what.slice(1)} can be at most ${most} letters long.`;
  if (!/[\p{L}\p{N}]/u.test(t)) return `${what[0].toUpperCase()}${what.slice(1)} needs at least one letter or digit.`;
  return null;
}

export function nameProblem(name: string): string | null {
  return problem('your name', name, MAX_NAME, true);
}

export function classProblem(code: string): string | null {
  return problem('the class code', code, MAX_CLASS, false);
}

/** A student from what was typed, or the first problem with it. */
export function readStudent(name: string, code: string): { student: Student } | { problem: string } {
  const why = nameProblem(name) ?? classProblem(code);
  if (why) return { problem: why };
  return { student: { name: name.replace(/\s+/gu, ' ').trim(), class: code.replace(/\s+/gu, ' ').trim() } };
}

/** Seeds run from 1 to this: nine digits, short enough to type back into Seed. */
export const SEED_RANGE = 999_999_999;

/**
 * The student's own seed: the first 6 bytes of SHA-256("maze-lesson student\n" + class + "\n" + name),
 * both normalised, read as a whole number, then 1 + that number mod 999,999,999.
 */
export function studentSeed(student: Student): string {
  const text = `maze-lesson student\n${normalise(student.class)}\n${normalise(student.name)}`;
  const digest = sha256(new TextEncoder().encode(text));
  let n = 0;
  for (let i = 0; i < 6; i++) n = n * 256 + digest[i];
  return String(1 + (n % SEED_RANGE));
}

/** Whether two students are the same one (the same normalised name and class). */
export function sameStudent(a: Student | null, b: Student | null): boolean {
  if (!a || !b) return a === b;
  return normalise(a.name) === normalise(b.name) && normalise(a.class) === normalise(b.class);
}

export interface HashStudent {
  /** The student the hash names (null: none, or one with a problem). */
  student: Student | null;
  problem: string | null;
  /** The hash without its student= and class= parts ('' when nothing is left). */
  rest: string;
}

/** Reads `#student=NAME&class=CODE` (other parts, like a board link's, are kept in `rest`). */
export function studentFromHash(hash: string): HashStudent {
  const parts = hash.replace(/^#/, '').split('&');
  let name: string | null = null;
  let code = '';
  const rest: string[] = [];
  for (const part of parts) {
    const at = part.indexOf('=');
    const key = at < 0 ? part : part.slice(0, at);
    if (key !== 'student' && key !== 'class') {
      if (part !== '') rest.push(part);
      continue;
    }
    let value = at < 0 ? '' : part.slice(at + 1).replace(/\+/g, ' ');
    try {
      value = decodeURIComponent(value);
    } catch {
      return { student: null, problem: `The link's ${key} could not be read.`, rest: rest.join('&') };
    }
    if (key === 'student') name ??= value;
    else code = value;
  }
  const left = rest.join('&');
  if (name === null) return { student: null, problem: null, rest: left };
  const read = readStudent(name, code);
  return 'student' in read ? { student: read.student, problem: null, rest: left } : { student: null, problem: read.problem, rest: left };
}

/** The link form that gives a student their own mazes: #student=NAME&class=CODE. */
export function studentHash(student: Student): string {
  const code = student.class ? `&class=${encodeURIComponent(student.class)}` : '';
  return `#student=${encodeURIComponent(student.name)}${code}`;
}
