// progress_file.ts: the progress file's format, read with a clear sentence for anything wrong: used by the page, the desk and the command line.
import { nameProblem, classProblem, type Student } from '../student/identity';
import { type GameRecord, checkRecords } from '../play/record';
import { CHALLENGES } from './challenges';
import { PROGRAMS } from './programs';
import { readHelp, type HelpUse } from './help/help_file';

export const PROGRESS_FORMAT = 'maze-lesson-progress';
export const PROGRESS_VERSION = 2;
/** A dozen programs fit in a few tens of KB: a file bigger than this is not one of ours (refused before it is read). */
export const MAX_PROGRESS_BYTES = 1_000_000;
export const PROGRESS_FILE = 'maze-lesson-progress.json';

/**
 * The saved file's name: its student's, so a class's files differ ("maze-lesson-Ada_Lovelace-9C.json"), or
 * PROGRESS_FILE without one. Only letters, digits, "-" and "_" go in, so every computer can keep the name.
 */
export function progressFileName(student: { name: string; class: string } | null): string {
  const part = (text: string) => text.trim().replace(/\s+/g, '_').replace(/[^\p{L}\p{N}_-]/gu, '');
  const name = student ? part(student.name) : '';
  if (!name) return PROGRESS_FILE;
  const code = part(student!.class);
  return `maze-lesson-${name}${code ? `-${code}` : ''}.json`;
}

/** A star as the file tells it: when it was earned, and the program and seed of the check that earned it. */
export interface FileStar {
  earned: string | null;
  seed: string | null;
  code: string | null;
}

/** The student the file is for; the seed is only what the file says (the page works it out again from name and class). */
export interface FileStudent extends Student {
  seed: string;
}

/**
 * Version 2: {"format": "maze-lesson-progress", "version": 2, "saved": TIME,
 * "student": {"name", "class", "seed"} or null, "stars": {CHALLENGE: {"earned": TIME or null,
 * "seed": SEED, "code": TEXT}}, "programs": {NAME: TEXT}, "games": [GAME, ...]}, games optional
 * (the mazes played, see play/record.ts; a game that does not add up is left out), "help": {CHALLENGE: {"checks",
 * "hints", "puzzle", "withHelp", "mistake"}} optional (see help/help_file.ts). Version 1 had no student, and each
 * star was only its time: it is read too, its stars with no code of their own.
 */
export interface Progress {
  format: typeof PROGRESS_FORMAT;
  version: typeof PROGRESS_VERSION;
  saved: string;
  student: FileStudent | null;
  stars: Record<string, FileStar>;
  programs: Record<string, string>;
  /** The games played, oldest first: the student's own measurements of how each method feels. */
  games: GameRecord[];
  /** The help used on each challenge (files saved before help was kept have none). */
  help: Partial<Record<string, HelpUse>>;
}

const FIELDS: Record<number, string[]> = {
  1: ['format', 'version', 'saved', 'stars', 'programs'],
  2: ['format', 'version', 'saved', 'student', 'stars', 'programs', 'games', 'help'],
};
const TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,9})?Z$/;
const SEED = /^\d{1,30}$/;

/** Why a file cannot be loaded, in words. */
export class ProgressError extends Error {}

export const isTime = (value: unknown): value is string => typeof value === 'string' && TIME.test(value) && !Number.isNaN(Date.parse(value));
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const quoted = (text: string): string => JSON.stringify(text.length > 30 ? `${text.slice(0, 30)}…` : text);

const KNOWN = { challenges: Object.keys(CHALLENGES), programs: Object.keys(PROGRAMS) };

function readStudentField(value: unknown): FileStudent | null {
  if (value === null) return null;
  if (!isRecord(value) || Object.keys(value).sort().join() !== 'class,name,seed' ||
      typeof value.name !== 'string' || typeof value.class !== 'string' || typeof value.seed !== 'string') {
    throw new ProgressError('"student" should have the student\'s name, class and seed.');
  }
  const problem = nameProblem(value.name) ?? classProblem(value.class);
  if (problem) throw new ProgressError(`the student's name or class is not one the page takes (${problem})`);
  if (!SEED.test(value.seed)) throw new ProgressError('the student\'s seed should be a whole number.');
  return { name: value.name.trim(), class: value.class.trim(), seed: value.seed };
}

function readStar(name: string, value: unknown, version: number): FileStar {
  if (version === 1) {
    if (value !== null && !isTime(value)) throw new ProgressError(`the star for ${name} should have the time it was earned.`);
    return { earned: value, seed: null, code: null };
  }
  if (!isRecord(value)) throw new ProgressError(`the star for ${name} should say when it was earned, and by which program.`);
  for (const key of Object.keys(value)) {
    if (!['earned', 'seed', 'code'].includes(key)) throw new ProgressError(`the star for ${name} has ${quoted(key)}, which a star does not have.`);
  }
  const { earned = null, seed = null, code = null } = value;
  if (earned !== null && !isTime(earned)) throw new ProgressError(`the star for ${name} should have the time it was earned.`);
  if (seed !== null && (typeof seed !== 'string' || !SEED.test(seed))) throw new ProgressError(`the star for ${name} should have its check's seed, a whole number.`);
  if (code !== null && typeof code !== 'string') throw new ProgressError(`the program that earned the star for ${name} should be text.`);
  return { earned, seed, code };
}

/** Read a progress file's text; throws a ProgressError saying what is wrong with it. */
export function readProgress(text: string, known = KNOWN): Progress {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new ProgressError('it is not a progress file (it is not JSON).');
  }
  if (!isRecord(data) || data.format !== PROGRESS_FORMAT) throw new ProgressError('it is not a progress file from this lesson.');
  const version = data.version;
  if (version !== 1 && version !== 2) {
    const v = typeof version === 'number' ? `version ${version}` : 'a version';
    throw new ProgressError(`it is ${v} of the progress file, and this page reads versions 1 and ${PROGRESS_VERSION}.`);
  }
  for (const field of Object.keys(data)) {
    if (!FIELDS[version].includes(field)) throw new ProgressError(`it has ${quoted(field)}, which a progress file does not have.`);
  }
  if (!isTime(data.saved)) throw new ProgressError('"saved" should be the time the file was saved.');
  const { stars, programs } = data;
  if (!isRecord(stars)) throw new ProgressError('"stars" should list the stars earned.');
  if (!isRecord(programs)) throw new ProgressError('"programs" should list your programs.');
  const progress: Progress = {
    format: PROGRESS_FORMAT,
    version: PROGRESS_VERSION,
    saved: data.saved,
    student: version === 2 ? readStudentField(data.student ?? null) : null,
    stars: {},
    programs: {},
    games: [],
    help: {},
  };
  if (data.help !== undefined) {
    try {
      progress.help = readHelp(data.help);
    } catch (error) {
      throw new ProgressError((error as Error).message);
    }
  }
  if (data.games !== undefined) {
    if (!Array.isArray(data.games)) throw new ProgressError('"games" should list the games played.');
    progress.games = checkRecords(data.games);
  }
  for (const [name, star] of Object.entries(stars)) {
    if (!known.challenges.includes(name)) {
      throw new ProgressError(`"stars" has ${quoted(name)}, which is not a challenge (${known.challenges.join(', ')}).`);
    }
    progress.stars[name] = readStar(name, star, version);
  }
  for (const [name, code] of Object.entries(programs)) {
    if (!known.programs.includes(name)) throw new ProgressError(`"programs" has ${quoted(name)}, which is not a program of this lesson.`);
    if (typeof code !== 'string') throw new ProgressError(`the program ${name} should be text.`);
    progress.programs[name] = code;
  }
  return progress;
}

/** The program a star's claim rests on: the code that earned it, or else the file's program of that name. */
export function claimedCode(progress: Progress, challenge: string): string | null {
  return progress.stars[challenge]?.code ?? (Object.hasOwn(progress.programs, challenge) ? progress.programs[challenge] : null);
}

export function sizeWords(bytes: number): string {
  return bytes >= 1_000_000 ? `${Number((bytes / 1_000_000).toFixed(1))} MB` : `${Math.ceil(bytes / 1000)} KB`;
}
