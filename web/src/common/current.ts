// current.ts: the text now in a program's editor, for other parts of the page (the board asks for make_maze).
import { loadProgram } from './storage';

const readers = new Map<string, () => string>();
const lessons = new Map<string, string>();

/** Called by each program's view, so its editor can be read as the student has it now. */
export function shareProgram(name: string, read: () => string): void {
  readers.set(name, read);
}

/** The lesson's own text of each program, for a program whose editor is not on the page yet. */
export function lessonPrograms(programs: Record<string, { source: string }>): void {
  for (const [name, { source }] of Object.entries(programs)) lessons.set(name, source);
}

/** The program as it is in its editor; without an editor on the page, as saved, or as the lesson wrote it. */
export function currentProgram(name: string): string | null {
  return readers.get(name)?.() ?? loadProgram(name) ?? lessons.get(name) ?? null;
}
