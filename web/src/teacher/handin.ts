// handin.ts: what a teacher hands the desk, as a list of files: a platform's "download all submissions" zip unpacked
// in memory (never onto a disk), or plain files; each with the student and id its path gives. Pure: no page, no disk.
import { Inflate } from 'fflate';
import { MAX_NAME, normalise, readStudent, type Student } from '../student/identity';
import { MAX_PROGRESS_BYTES, sizeWords } from '../lesson/progress_file';
import { placed, type Platform } from './platform_names';

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
    const other = platformName && letters(platformName) !== letters(inside.name) ? platformName : null;
    return { student: inside, studentId, otherName: other };
  }
  if (platformName) {
    const read = readStudent([...platformName].slice(0, MAX_NAME).join(''), '');
    if ('student' in read) return { student: read.student, studentId, otherName: null };
  }
  return { student: null, studentId, otherName: null };
}

// ---- The zip, read by its central directory (APPNOTE.TXT 4.3), each file inflated by fflate under a limit ----

const BROKEN = 'Not read: the zip is broken (it may not have finished downloading). Download it again.';
const LOCKED = 'Not read: the zip is locked with a password. Unpack it yourself and hand the desk its files.';
const ENTRY_BROKEN = 'Not read: it is broken inside the zip.';
const NESTED = 'Not read: it is a zip inside the zip. Unpack it and hand the desk its files.';
const METHOD = 'Not read: it is packed in a way the desk cannot unpack.';

const u16 = (d: Uint8Array, at: number): number => d[at] | (d[at + 1] << 8);
const u32 = (d: Uint8Array, at: number): number => (d[at] | (d[at + 1] << 8) | (d[at + 2] << 16) | (d[at + 3] << 24)) >>> 0;
const u64 = (d: Uint8Array, at: number): number => u32(d, at) + u32(d, at + 4) * 2 ** 32;

class ZipBroken extends Error {}
function need(ok: boolean): void {
  if (!ok) throw new ZipBroken();
}

interface Entry {
  name: string;
  flags: number;
  method: number;
  crc: number;
  packed: number;
  size: number;
  local: number;
}

/** A name as UTF-8 when it is (the zip's flag is often left off), else as Latin-1. */
function nameOf(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return String.fromCharCode(...bytes);
  }
}

/** The central directory's entries; throws ZipBroken, or a sentence when there are too many. */
function entries(zip: Uint8Array, limits: ZipLimits): Entry[] {
  let end = -1;
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at--) {
    if (u32(zip, at) === 0x06054b50) {
      end = at;
      break;
    }
  }
  need(end >= 0);
  let count = u16(zip, end + 10);
  let at = u32(zip, end + 16);
  if ((count === 0xffff || at === 0xffffffff) && end >= 20 && u32(zip, end - 20) === 0x07064b50) {
    const zip64 = u64(zip, end - 12); // ZIP64: the real count and offset are in its own end record
    need(zip64 + 56 <= zip.length && u32(zip, zip64) === 0x06064b50);
    count = u64(zip, zip64 + 32);
    at = u64(zip, zip64 + 48);
  }
  const tooMany = `Not read: the zip holds more than ${limits.entries.toLocaleString('en')} files, far more than a class hands in.`;
  if (count > limits.entries) throw new Error(tooMany);
  const list: Entry[] = [];
  for (let i = 0; i < count; i++) {
    need(at + 46 <= zip.length && u32(zip, at) === 0x02014b50);
    const nameLength = u16(zip, at + 28);
    const extraLength = u16(zip, at + 30);
    const next = at + 46 + nameLength + extraLength + u16(zip, at + 32);
    need(next <= zip.length);
    const entry: Entry = {
      name: nameOf(zip.subarray(at + 46, at + 46 + nameLength)),
      flags: u16(zip, at + 8),
      method: u16(zip, at + 10),
      crc: u32(zip, at + 16),
      packed: u32(zip, at + 20),
      size: u32(zip, at + 24),
      local: u32(zip, at + 42),
    };
    // ZIP64's extra field holds, in this order, each size or offset that is all ones above.
    for (let x = at + 46 + nameLength; x + 4 <= at + 46 + nameLength + extraLength; x += 4 + u16(zip, x + 2)) {
      if (u16(zip, x) !== 1) continue;
      let field = x + 4;
      for (const key of ['size', 'packed', 'local'] as const) {
        if (entry[key] !== 0xffffffff) continue;
        need(field + 8 <= x + 4 + u16(zip, x + 2));
        entry[key] = u64(zip, field);
        field += 8;
      }
    }
    list.push(entry);
    at = next;
  }
  // A zip that says fewer files than it holds (a count past 65,535 written without ZIP64) is not read in part.
  if (at + 4 <= zip.length && u32(zip, at) === 0x02014b50) throw new Error(tooMany);
  return list;
}

const CRC_TABLE = Uint32Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

const TOO_BIG = Symbol('too big');
/** Everything unpacked from one zip so far, refused files too: past the limit the zip is refused. */
class TooMuch extends Error {}
interface Budget {
  left: number;
}
function spend(budget: Budget, bytes: number): void {
  budget.left -= bytes;
  if (budget.left < 0) throw new TooMuch();
}

/**
 * Inflates at most `cap` bytes, a little input at a time, so a bomb stops near the cap whatever its header says. The
 * steps start small (64 bytes in, at most 66 KB out) and grow, so a file that lies costs little and a real one is quick.
 */
function inflateCapped(packed: Uint8Array, cap: number, budget: Budget): Uint8Array | typeof TOO_BIG {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const inflate = new Inflate((chunk) => {
    size += chunk.length;
    spend(budget, chunk.length);
    if (size > cap) throw TOO_BIG;
    chunks.push(chunk);
  });
  try {
    if (packed.length === 0) inflate.push(packed, true);
    for (let at = 0, step = 64; at < packed.length; at += step, step = Math.min(step * 2, 16384)) {
      inflate.push(packed.subarray(at, at + step), at + step >= packed.length);
    }
  } catch (error) {
    if (error === TOO_BIG) return TOO_BIG;
    if (error instanceof TooMuch) throw error;
    throw new ZipBroken();
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/** A file's own bytes, checked against the size and CRC its entry gives. */
function unpack(zip: Uint8Array, entry: Entry, cap: number, budget: Budget): Uint8Array {
  need(entry.local + 30 <= zip.length && u32(zip, entry.local) === 0x04034b50);
  const start = entry.local + 30 + u16(zip, entry.local + 26) + u16(zip, entry.local + 28);
  need(start + entry.packed <= zip.length);
  const packed = zip.subarray(start, start + entry.packed);
  if (entry.method === 0) spend(budget, packed.length);
  const bytes = entry.method === 0 ? packed.slice() : inflateCapped(packed, Math.min(cap, entry.size), budget);
  need(bytes !== TOO_BIG && bytes.length === entry.size && crc32(bytes) === entry.crc);
  return bytes as Uint8Array;
}

/** Files nobody handed in: what a computer adds when it packs a folder. */
const QUIET = /(^|\/)(__MACOSX\/|\._|\.DS_Store$|Thumbs\.db$|desktop\.ini$)/i;

/**
 * Every file in a zip, each with who its path names (or one hand-in that says why the zip was not read).
 * `zipPath` is the zip's own name, for that sentence.
 */
export function readZip(zipPath: string, zip: Uint8Array, options: ZipOptions = {}): HandIn[] {
  const limits = options.limits ?? ZIP_LIMITS;
  const refused = (why: string): HandIn[] => [{ ...plainHandIn(zipPath, zip.length), refused: why }];
  if (zip.length > limits.zipBytes) return refused(`Not read: the zip is ${sizeWords(zip.length)}, and a zip here is at most ${sizeWords(limits.zipBytes)}.`);
  let list: Entry[];
  try {
    list = entries(zip, limits);
  } catch (error) {
    return refused(error instanceof ZipBroken || !(error instanceof Error) ? BROKEN : error.message);
  }
  if (list.some((e) => (e.flags & 1) !== 0 || e.method === 99)) return refused(LOCKED);
  const out: HandIn[] = [];
  const budget: Budget = { left: limits.totalBytes };
  for (const entry of list) {
    const path = entry.name.replace(/\\/g, '/');
    if (path.endsWith('/') || QUIET.test(path)) continue;
    const handIn = plainHandIn(entry.name, entry.size);
    out.push(handIn);
    if (isZip(handIn.fileName)) handIn.refused = NESTED;
    else if (entry.method !== 0 && entry.method !== 8) handIn.refused = METHOD;
    if (handIn.refused || entry.size > limits.entryBytes || (options.wanted && !options.wanted(handIn.fileName))) continue;
    try {
      const bytes = unpack(zip, entry, limits.entryBytes, budget);
      if (u32(bytes, 0) === 0x04034b50) handIn.refused = NESTED;
      else handIn.bytes = bytes;
    } catch (error) {
      if (error instanceof TooMuch) return refused(`Not read: its files come to more than ${sizeWords(limits.totalBytes)} unpacked, far more than a class hands in.`);
      if (!(error instanceof ZipBroken)) throw error;
      handIn.refused = ENTRY_BROKEN;
    }
  }
  return out;
}
