// mask.ts: a mask (a grid of rooms with some left out) as the board keeps it, and as a link carries it: runs of rooms and rock, base64url.
import { count } from '../../common/numbers';

/**
 * A mask as the command's text mask writes it: one line a row, '.' a room and 'X' no room
 * (`maze generate --mask FILE`). Every line has the same length. Whether its rooms hold
 * together is the engine's check, made when the board grows it.
 */
export type MaskLines = readonly string[];

export const ROOM = '.';
export const ROCK = 'X';

/** The rows and columns of a mask's box. */
export function maskSize(lines: MaskLines): { rows: number; cols: number } {
  return { rows: lines.length, cols: lines.length ? lines[0].length : 0 };
}

/** How many rooms a mask keeps. */
export function maskRooms(lines: MaskLines): number {
  let n = 0;
  for (const line of lines) for (const ch of line) if (ch === ROOM) n++;
  return n;
}

/** A full box of rooms, rows x cols. */
export function fullMask(rows: number, cols: number): string[] {
  return Array.from({ length: rows }, () => ROOM.repeat(cols));
}

/** The mask with the room at (row, col) taken away or put back. */
export function setRoom(lines: MaskLines, row: number, col: number, room: boolean): string[] {
  return lines.map((line, r) => (r === row ? line.slice(0, col) + (room ? ROOM : ROCK) + line.slice(col + 1) : line));
}

/** Is (row, col) a room of the mask? */
export function isRoom(lines: MaskLines, row: number, col: number): boolean {
  return lines[row]?.[col] === ROOM;
}

/** Two masks are the same rooms. */
export function sameMask(a: MaskLines | null, b: MaskLines | null): boolean {
  return a === b || (a !== null && b !== null && a.length === b.length && a.every((line, i) => line === b[i]));
}

// In a link: `mask=ROWSxCOLS.RUNS`. RUNS is base64url (no padding) of the run lengths in reading
// order, rooms first (a first run of 0 when the mask starts with rock), then rock, then rooms...,
// each run as a varint (7 bits a byte, low bits first, the top bit set on all but the last byte).
// A 7 x 40 name is about 150 characters; the same rooms as '.' and 'X' would be 280.

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function toBase64url(bytes: readonly number[]): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = i + 1 >= bytes.length ? 2 : i + 2 >= bytes.length ? 3 : 4;
    for (let c = 0; c < chars; c++) out += B64[(n >> (18 - 6 * c)) & 63];
  }
  return out;
}

function fromBase64url(text: string): number[] | null {
  if (text.length % 4 === 1) return null;
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i += 4) {
    const part = text.slice(i, i + 4);
    let n = 0;
    for (let c = 0; c < 4; c++) {
      const v = c < part.length ? B64.indexOf(part[c]) : 0;
      if (v < 0) return null;
      n = (n << 6) | v;
    }
    bytes.push((n >> 16) & 255);
    if (part.length > 2) bytes.push((n >> 8) & 255);
    if (part.length > 3) bytes.push(n & 255);
  }
  return bytes;
}

/** The mask as a link writes it: `7x40.` and its runs. */
export function encodeMask(lines: MaskLines): string {
  const { rows, cols } = maskSize(lines);
  const bytes: number[] = [];
  const put = (run: number): void => {
    for (; run >= 128; run >>>= 7) bytes.push((run & 127) | 128);
    bytes.push(run);
  };
  let want = ROOM;
  let run = 0;
  for (const line of lines)
    for (const ch of line) {
      if (ch === want) run++;
      else {
        put(run);
        want = ch;
        run = 1;
      }
    }
  put(run);
  return `${rows}x${cols}.${toBase64url(bytes)}`;
}

/** A mask read from a link: its lines, or one sentence saying what is wrong. */
export type ReadMask = { lines: string[] } | { problem: string };

/**
 * Read a link's mask. `maxRooms` is the most a mask's box may hold (rows x columns): the board's
 * limit for shapes it draws room by room.
 */
export function decodeMask(text: string, maxRooms: number): ReadMask {
  const match = /^(\d{1,5})x(\d{1,5})\.([A-Za-z0-9_-]*)$/.exec(text);
  if (!match) return { problem: 'The mask in this link is not written as ROWSxCOLUMNS.RUNS, so it could not be read.' };
  const rows = Number(match[1]);
  const cols = Number(match[2]);
  if (rows < 1 || cols < 1) return { problem: 'The mask in this link has no rows or no columns.' };
  if (rows * cols > maxRooms) return { problem: `The mask in this link is ${rows} × ${cols}: that is ${count(rows * cols)} places, and a mask can have at most ${count(maxRooms)}.` };
  const bytes = fromBase64url(match[3]);
  if (!bytes) return { problem: 'The mask in this link has a broken end, so it could not be read.' };
  const cells: string[] = [];
  let total = 0;
  let room = true;
  let run = 0;
  let shift = 0;
  for (const byte of bytes) {
    if (shift > 21) return { problem: 'The mask in this link has a run too long to be real.' };
    run |= (byte & 127) << shift;
    if (byte & 128) {
      shift += 7;
      continue;
    }
    total += run;
    if (total > rows * cols) return { problem: `The mask in this link holds more than its ${count(rows * cols)} places.` };
    cells.push((room ? ROOM : ROCK).repeat(run));
    room = !room;
    run = 0;
    shift = 0;
  }
  if (shift > 0) return { problem: 'The mask in this link stops in the middle of a number.' };
  if (total < rows * cols) return { problem: `The mask in this link holds ${count(total)} of its ${count(rows * cols)} places.` };
  const all = cells.join('');
  if (!all.includes(ROOM)) return { problem: 'The mask in this link has no rooms at all.' };
  return { lines: Array.from({ length: rows }, (_, r) => all.slice(r * cols, (r + 1) * cols)) };
}
