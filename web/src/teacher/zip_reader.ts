// zip_reader.ts: a zip read in memory by its central directory (PKWARE's APPNOTE.TXT 4.3, with ZIP64), each file
// inflated by fflate under a limit and checked against its CRC. Nothing here trusts a size the zip gives.
import { Inflate } from 'fflate';

const u16 = (d: Uint8Array, at: number): number => d[at] | (d[at + 1] << 8);
const u32 = (d: Uint8Array, at: number): number => (d[at] | (d[at + 1] << 8) | (d[at + 2] << 16) | (d[at + 3] << 24)) >>> 0;
const u64 = (d: Uint8Array, at: number): number => u32(d, at) + u32(d, at + 4) * 2 ** 32;

/** The zip (or one file in it) is not as its own records say. */
export class ZipBroken extends Error {}
/** The zip says it holds more files than the caller reads. */
export class TooMany extends Error {}
function need(ok: boolean): void {
  if (!ok) throw new ZipBroken();
}

/** One file as the central directory tells it. */
export interface ZipEntry {
  name: string;
  /** Bit 0: locked with a password. */
  flags: number;
  /** 0 stored, 8 deflated (the two this reads). */
  method: number;
  crc: number;
  /** Its size packed, and unpacked. */
  packed: number;
  size: number;
  /** Where its local header starts. */
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

/** The central directory's entries (at most `most`); throws ZipBroken or TooMany. */
export function zipEntries(zip: Uint8Array, most: number): ZipEntry[] {
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
  if (count > most) throw new TooMany();
  const list: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    need(at + 46 <= zip.length && u32(zip, at) === 0x02014b50);
    const nameLength = u16(zip, at + 28);
    const extraLength = u16(zip, at + 30);
    const next = at + 46 + nameLength + extraLength + u16(zip, at + 32);
    need(next <= zip.length);
    const entry: ZipEntry = {
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
  if (at + 4 <= zip.length && u32(zip, at) === 0x02014b50) throw new TooMany();
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
export class TooMuch extends Error {}
export interface Budget {
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

/** A file's own bytes, checked against the size and CRC its entry gives; throws ZipBroken or TooMuch. */
export function unpack(zip: Uint8Array, entry: ZipEntry, cap: number, budget: Budget): Uint8Array {
  need(entry.local + 30 <= zip.length && u32(zip, entry.local) === 0x04034b50);
  const start = entry.local + 30 + u16(zip, entry.local + 26) + u16(zip, entry.local + 28);
  need(start + entry.packed <= zip.length);
  const packed = zip.subarray(start, start + entry.packed);
  if (entry.method === 0) spend(budget, packed.length);
  const bytes = entry.method === 0 ? packed.slice() : inflateCapped(packed, Math.min(cap, entry.size), budget);
  need(bytes !== TOO_BIG && bytes.length === entry.size && crc32(bytes) === entry.crc);
  return bytes as Uint8Array;
}

/** Whether bytes begin as a zip does (a zip inside a zip, whatever its name). */
export function startsAsZip(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && u32(bytes, 0) === 0x04034b50;
}
