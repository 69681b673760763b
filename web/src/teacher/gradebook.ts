// gradebook.ts: the class's stars as the file a platform's gradebook import reads: Moodle's grading worksheet, or
// Canvas's gradebook CSV. One score column, the stars out of 3; one line a student, matched on the platform's id.
import type { Platform } from './platform_names';
import { csvText, type CsvOptions } from './csv';

/** One checked file, as the gradebook sees it. */
export interface GradeRow {
  /** The platform's id for the student (from the zip's path); null: the gradebook cannot match the row. */
  studentId: string | null;
  /** The student's name, for the teacher's reading (the import matches on the id). */
  name: string;
  /** The challenges this file's code earns now. */
  earned: readonly string[];
  /** False when the file was not checked (not read, the desk stopped, or could not check): it gives no grade. */
  checked: boolean;
}

/** Stars out of this (a challenge earned, a star). */
export const MAX_STARS = 3;

/** The file to save, by platform. */
export const GRADEBOOK_FILES: Record<Platform, string> = {
  moodle: 'moodle-grading-worksheet.csv',
  canvas: 'canvas-grades.csv',
};

/** Canvas's column for the stars, unless told: the assignment's name in Canvas (Canvas asks which one when it differs). */
export const CANVAS_ASSIGNMENT = 'Maze lesson';

export interface GradebookOptions extends CsvOptions {
  /** Moodle: the worksheet's "Last modified (grade)": Moodle keeps a grade changed in Moodle after this time. */
  now: Date;
  /** Canvas: the assignment column's title, as the assignment is named in Canvas. */
  assignment?: string;
}

/** The file, and the rows left out of it (no id, or not checked), for the desk to name. */
export interface Gradebook {
  fileName: string;
  text: string;
  /** One line a student in the file: their id, name and stars. */
  students: { studentId: string; name: string; stars: number }[];
  leftOut: { name: string; why: 'no id' | 'not checked' }[];
}

/**
 * One line a student: a student with several files (a folder with a file for each of two challenges) earns each challenge
 * any of their checked files earns. Ordered by id, so the same class gives the same file.
 */
function students(rows: readonly GradeRow[]): Pick<Gradebook, 'students' | 'leftOut'> {
  const byId = new Map<string, { name: string; earned: Set<string> }>();
  const unchecked = new Map<string, string>();
  const leftOut: Gradebook['leftOut'] = [];
  for (const row of rows) {
    if (row.studentId === null) leftOut.push({ name: row.name, why: 'no id' });
    else if (!row.checked) unchecked.set(row.studentId, row.name);
    else {
      const student = byId.get(row.studentId) ?? { name: row.name, earned: new Set<string>() };
      for (const name of row.earned) student.earned.add(name);
      byId.set(row.studentId, student);
    }
  }
  // A student none of whose files could be checked gets no line: an empty grade there would read as 0.
  for (const [id, name] of unchecked) if (!byId.has(id)) leftOut.push({ name, why: 'not checked' });
  const ids = [...byId.keys()].sort((a, b) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0));
  const lines = ids.map((id) => {
    const { name, earned } = byId.get(id)!;
    return { studentId: id, name, stars: Math.min(MAX_STARS, earned.size) };
  });
  return { students: lines, leftOut };
}

/** Moodle's "Last modified (grade)", in a form PHP's strtotime reads: 2026-12-02 09:30:00 UTC. */
function moodleTime(now: Date): string {
  return `${now.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

/**
 * Moodle: the assignment's offline grading worksheet (mod/assign/feedback/offline, importgradeslib.php). It is the one
 * import that matches on the id the submissions zip gives: "Identifier" is "Participant N", N the number after the
 * student's name in the zip (the gradebook's own CSV import matches on username, email or ID number, none of which the
 * zip holds). Moodle finds its columns by their names, in the teacher's own language of Moodle (these are English):
 * Identifier, Grade and Last modified (grade) must be there; Full name is for reading. A grade changed in Moodle after
 * "Last modified (grade)" is kept unless the teacher ticks the box that allows it; a grade over the assignment's
 * maximum grade is skipped.
 *
 * Canvas: the Gradebook's Import (app/models/gradebook_importer.rb): the header Student, ID, SIS User ID, SIS Login ID,
 * Section, then one column an assignment, "Title" or "Title (assignment id)". A student is matched on ID first (the
 * Canvas user id the zip gives); the name is tried only when ID is empty, which the desk never leaves it.
 */
export function gradebookCsv(platform: Platform, rows: readonly GradeRow[], options: GradebookOptions): Gradebook {
  const { students: lines, leftOut } = students(rows);
  const table =
    platform === 'moodle'
      ? [['Identifier', 'Full name', 'Grade', 'Last modified (grade)'], ...lines.map((s) => [`Participant ${s.studentId}`, s.name, String(s.stars), moodleTime(options.now)])]
      : [['Student', 'ID', 'SIS User ID', 'SIS Login ID', 'Section', options.assignment ?? CANVAS_ASSIGNMENT], ...lines.map((s) => [s.name, s.studentId, '', '', '', String(s.stars)])];
  return { fileName: GRADEBOOK_FILES[platform], text: csvText(table, options), students: lines, leftOut };
}
