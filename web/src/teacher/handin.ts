// handin.ts: what a teacher hands the desk, as a list of files: a platform's "download all submissions" zip unpacked
// in memory (never onto a disk), or plain files; each with the student and id its path gives. Pure: no page, no disk.
import { MAX_NAME, normalise, readStudent, type Student } from '../student/identity';
import { MAX_PROGRESS_BYTES, sizeWords } from '../lesson/progress_file';
import { hidesName, placed, type Platform } from './platform_names';
import { TooMany, TooMuch, ZipBroken, startsAsZip, unpack, zipEntries, type Budget, type ZipEntry } from './zip_reader';

export type { Platform } from './platform_names';

/** One file handed in: from a zip, or a plain file. */
export interface HandIn {
  /** Its path inside the zip (or as given), only ever shown: nothing is written there. */
  path: string;
  /** The file's own name: the path's last part (Canvas's `-1` for a file sent again taken off). */
  fileName: string;
  platform: Platform | null;
  /** The student's name as the platform wrote it in the path, or null. */
  platformName: string | null;
  /** The platform's id for the student, from the path: what its gradebook matches on. */
  studentId: string | null;
  /** Its size unpacked, as the zip says (a plain file: as the caller read it). */
  size: number;
  /** Its bytes; null when not unpacked: refused, not wanted, or over the size a file may have (the desk says so by its size). */
  bytes: Uint8Array | null;
  /** Why it was not read, in one sentence (null: nothing wrong). */
  refused: string | null;
}

export interface ZipLimits {
  /** The zip itself. */
  zipBytes: number;
  /** Files (and folders) in one zip. */
  entries: number;
  /** One file unpacked: a bigger one is not unpacked. */
  entryBytes: number;
  /** Everything unpacked from one zip. */
  totalBytes: number;
}

/** A class of 30 hands in a few MB; these leave room for a big class and refuse what only an attack needs. */
export const ZIP_LIMITS: ZipLimits = { zipBytes: 100_000_000, entries: 5000, entryBytes: MAX_PROGRESS_BYTES, totalBytes: 50_000_000 };

export interface ZipOptions {
  limits?: ZipLimits;
  /** Which files to unpack (by name); the others come with bytes null. All of them unless told. */
  wanted?(fileName: string): boolean;
}

/** A plain file (not from a zip): who its path names; its bytes are the caller's to read, after checking its size. */
export function plainHandIn(path: string, size: number): HandIn {
  return { path, ...placed(path), size, bytes: null, refused: null };
}

/** Whether a file is a zip, by its name. */
export function isZip(fileName: string): boolean {
  return /\.zip$/i.test(fileName);
}

/** A hand-in's text, as UTF-8 ('' when it has no bytes). */
export function textOf(handIn: HandIn): string {
  return handIn.bytes ? new TextDecoder().decode(handIn.bytes) : '';
}

/** The student a file is counted for, the platform's id for them, and the platform's name when it is another one. */
export interface Who {
  student: Student | null;
  studentId: string | null;
  /** The platform's name for who handed the file in, when it is not the name inside the file. */
  otherName: string | null;
}

/** Names compared by their letters only, in any order: Canvas writes "Ethan Hughes" as hughesethan. */
function letters(name: string): string {
  return [...normalise(name).replace(/[^\p{L}\p{N}]/gu, '')].sort().join('');
}

/**
 * The desk's rule: a name inside a progress file comes first; the platform's name and id come from the path when the
 * file has none. The id comes from the path in both cases. Null student: neither says (the desk reads a .py's name).
 */
export function whoHandedIn(inside: Student | null, handIn: Pick<HandIn, 'platformName' | 'studentId'>): Who {
  const { platformName, studentId } = handIn;
  if (inside) {
    const other = platformName && !hidesName(platformName) && letters(platformName) !== letters(inside.name) ? platformName : null;
    return { student: inside, studentId, otherName: other };
  }
  if (platformName) {
    const read = readStudent([...platformName].slice(0, MAX_NAME).join(''), '');
    if ('student' in read) return { student: read.student, studentId, otherName: null };
  }
  return { student: null, studentId, otherName: null };
}

const BROKEN = 'Not read: the zip is broken (it may not have finished downloading). Download it again.';
const LOCKED = 'Not read: the zip is locked with a password. Unpack it yourself and hand the desk its files.';
const ENTRY_BROKEN = 'Not read: it is broken inside the zip.';
const NESTED = 'Not read: it is a zip inside the zip. Unpack it and hand the desk its files.';
const METHOD = 'Not read: it is packed in a way the desk cannot unpack.';

/** A zip over the size a zip may have: refused whole, in one sentence. */
function tooBig(zipPath: string, size: number, limits: ZipLimits): HandIn[] {
  return [{ ...plainHandIn(zipPath, size), refused: `Not read: the zip is ${sizeWords(size)}, and a zip here is at most ${sizeWords(limits.zipBytes)}.` }];
}

/** The files the desk reads (the rest of a zip is never unpacked). */
const CHECKED = /\.(json|py)$/i;

/**
 * A zip the teacher chose (the desk's file or the command's path): its size checked before its bytes are read,
 * then every progress file and program in it.
 */
export async function readZipFile(zipPath: string, size: number, bytes: () => Promise<Uint8Array>): Promise<HandIn[]> {
  if (size > ZIP_LIMITS.zipBytes) return tooBig(zipPath, size, ZIP_LIMITS);
  return readZip(zipPath, await bytes(), { wanted: (name) => CHECKED.test(name) });
}

/** Files nobody handed in: what a computer adds when it packs or unpacks a folder (by their path, with / or \\). */
const QUIET = /(^|\/)(__MACOSX\/|\._|\.DS_Store$|Thumbs\.db$|desktop\.ini$)/i;
export const addedByComputer = (path: string): boolean => QUIET.test(path.replace(/\\/g, '/'));

/**
 * Every file in a zip, each with who its path names (or one hand-in that says why the zip was not read).
 * `zipPath` is the zip's own name, for that sentence.
 */
export function readZip(zipPath: string, zip: Uint8Array, options: ZipOptions = {}): HandIn[] {
  const limits = options.limits ?? ZIP_LIMITS;
  const refused = (why: string): HandIn[] => [{ ...plainHandIn(zipPath, zip.length), refused: why }];
  if (zip.length > limits.zipBytes) return tooBig(zipPath, zip.length, limits);
  let list: ZipEntry[];
  try {
    list = zipEntries(zip, limits.entries);
  } catch (error) {
    if (error instanceof TooMany) return refused(`Not read: the zip holds more than ${limits.entries.toLocaleString('en')} files, far more than a class hands in.`);
    if (error instanceof ZipBroken) return refused(BROKEN);
    throw error;
  }
  if (list.some((e) => (e.flags & 1) !== 0 || e.method === 99)) return refused(LOCKED);
  const out: HandIn[] = [];
  const budget: Budget = { left: limits.totalBytes };
  for (const entry of list) {
    const path = entry.name.replace(/\\/g, '/');
    if (path.endsWith('/') || addedByComputer(path)) continue;
    const handIn = plainHandIn(entry.name, entry.size);
    out.push(handIn);
    if (isZip(handIn.fileName)) handIn.refused = NESTED;
    else if (entry.method !== 0 && entry.method !== 8) handIn.refused = METHOD;
    if (handIn.refused || entry.size > limits.entryBytes || (options.wanted && !options.wanted(handIn.fileName))) continue;
    try {
      const bytes = unpack(zip, entry, limits.entryBytes, budget);
      if (startsAsZip(bytes)) handIn.refused = NESTED;
      else handIn.bytes = bytes;
    } catch (error) {
      if (error instanceof TooMuch) return refused(`Not read: its files come to more than ${sizeWords(limits.totalBytes)} unpacked, far more than a class hands in.`);
      if (!(error instanceof ZipBroken)) throw error;
      handIn.refused = ENTRY_BROKEN;
    }
  }
  return out.length > 0 ? out : refused('Not read: the zip holds no files.');
}
