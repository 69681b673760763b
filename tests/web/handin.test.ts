// Files in: Moodle's and Canvas's "download all submissions" zips, plain zips and files, read with who handed each in;
// hostile zips (a bomb, 100,000 entries, broken, locked, nested, ../ names) refused with a sentence, nothing unpacked past a limit.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, test } from 'vitest';
import { ZIP_LIMITS, isZip, plainHandIn, readZip, readZipFile, textOf, whoHandedIn, type HandIn } from '../../web/src/teacher/handin';
import { placed } from '../../web/src/teacher/platform_names';
import { readSubmission } from '../../web/src/teacher/submission';

const SAVED = '2026-11-30T10:00:00.000Z';
const progress = (name: string, klass: string, seed: string): string =>
  JSON.stringify({ format: 'maze-lesson-progress', version: 2, saved: SAVED, student: { name, class: klass, seed }, stars: {}, programs: { dead_ends: 'def dead_ends(maze):\n    return 0\n' } });
const ADA = progress('Ada Lovelace', '9C', '1');
const PY = 'def dead_ends(maze):\n    return 0\n';

/** The hand-ins without their bytes, and each one's text: what a test compares. */
const seen = (list: HandIn[]) => list.map(({ bytes, ...rest }) => ({ ...rest, text: bytes ? textOf({ ...rest, bytes }) : null }));

const base = { platform: null, platformName: null, studentId: null, refused: null };

describe('Moodle', () => {
  test('a folder a student (Moodle 4.1 on, and 3.1 to 4.0 with its "_"): the issue\'s Ethan Hughes is Ethan Hughes, id 1234', () => {
    const zip = zipSync({
      'Ethan Hughes_1234_assignsubmission_file/maze-lesson-Ada_Lovelace-9C.json': strToU8(ADA),
      'Ethan Hughes_1234_assignsubmission_file/dead_ends.py': strToU8(PY),
      'Ana Lima_77_assignsubmission_file_/work/solution.py': strToU8(PY),
      'Ana Lima_77_assignsubmission_onlinetext_/onlinetext.html': strToU8('<p>hi</p>'),
      'Participant_5_assignsubmission_file/dead_ends.py': strToU8(PY),
    });
    const moodle = { platform: 'moodle', refused: null };
    expect(seen(readZip('class.zip', zip))).toEqual([
      { ...moodle, path: 'Ethan Hughes_1234_assignsubmission_file/maze-lesson-Ada_Lovelace-9C.json', fileName: 'maze-lesson-Ada_Lovelace-9C.json', platformName: 'Ethan Hughes', studentId: '1234', size: ADA.length, text: ADA },
      { ...moodle, path: 'Ethan Hughes_1234_assignsubmission_file/dead_ends.py', fileName: 'dead_ends.py', platformName: 'Ethan Hughes', studentId: '1234', size: PY.length, text: PY },
      { ...moodle, path: 'Ana Lima_77_assignsubmission_file_/work/solution.py', fileName: 'solution.py', platformName: 'Ana Lima', studentId: '77', size: PY.length, text: PY },
      { ...moodle, path: 'Ana Lima_77_assignsubmission_onlinetext_/onlinetext.html', fileName: 'onlinetext.html', platformName: 'Ana Lima', studentId: '77', size: 9, text: '<p>hi</p>' },
      // Blind marking: Moodle's own "Participant 5".
      { ...moodle, path: 'Participant_5_assignsubmission_file/dead_ends.py', fileName: 'dead_ends.py', platformName: 'Participant 5', studentId: '5', size: PY.length, text: PY },
    ]);
  });

  test('the flat layout (no folders), and a zip the teacher packed again around the folders', () => {
    expect(placed('Ethan Hughes_1234_assignsubmission_file_dead_ends.py')).toEqual({ fileName: 'dead_ends.py', platform: 'moodle', platformName: 'Ethan Hughes', studentId: '1234' });
    expect(placed('Ethan Hughes_1234_assignsubmission_onlinetext_onlinetext.html')).toEqual({ fileName: 'onlinetext.html', platform: 'moodle', platformName: 'Ethan Hughes', studentId: '1234' });
    expect(placed('7B-Maze-42/Ethan Hughes_1234_assignsubmission_file_/dead_ends.py')).toEqual({ fileName: 'dead_ends.py', platform: 'moodle', platformName: 'Ethan Hughes', studentId: '1234' });
    expect(placed('C:\\marking\\Ethan Hughes_1234_assignsubmission_file\\x.py')).toEqual({ fileName: 'x.py', platform: 'moodle', platformName: 'Ethan Hughes', studentId: '1234' });
  });
});

describe('Canvas', () => {
  test('lastfirst_ID_FILEID_name, _LATE_, -1 for a file sent again, text entries, anonymous grading', () => {
    const zip = zipSync({
      'hughesethan_1234_5678_dead_ends.py': strToU8(PY),
      'limaana_LATE_77_901_maze-lesson-Ana_Lima-7B-1.json': strToU8(ADA),
      'okaforben_88_text.html': strToU8('<p>hi</p>'),
      'anon_Xy12z_345_dead_ends-2.py': strToU8(PY),
    });
    const canvas = { platform: 'canvas', refused: null };
    expect(seen(readZip('submissions.zip', zip))).toEqual([
      { ...canvas, path: 'hughesethan_1234_5678_dead_ends.py', fileName: 'dead_ends.py', platformName: 'hughesethan', studentId: '1234', size: PY.length, text: PY },
      { ...canvas, path: 'limaana_LATE_77_901_maze-lesson-Ana_Lima-7B-1.json', fileName: 'maze-lesson-Ana_Lima-7B.json', platformName: 'limaana', studentId: '77', size: ADA.length, text: ADA },
      { ...canvas, path: 'okaforben_88_text.html', fileName: 'text.html', platformName: 'okaforben', studentId: '88', size: 9, text: '<p>hi</p>' },
      { ...canvas, path: 'anon_Xy12z_345_dead_ends-2.py', fileName: 'dead_ends.py', platformName: 'Anonymous Xy12z', studentId: null, size: PY.length, text: PY },
    ]);
  });

  test("a student's own name with capitals and numbers is not taken for Canvas's", () => {
    expect(placed('Ana_Lima__7B.py')).toEqual({ fileName: 'Ana_Lima__7B.py', platform: null, platformName: null, studentId: null });
    expect(placed('Test_1_2_x.py')).toEqual({ fileName: 'Test_1_2_x.py', platform: null, platformName: null, studentId: null });
  });
});

describe('plain zips and files', () => {
  test('a zip of plain files and folders: every file, named by its path only', () => {
    const zip = zipSync({ 'Ana_Lima__7B.py': strToU8(PY), '7B/maze-lesson-Ada_Lovelace-9C.json': strToU8(ADA), '7B/empty/': new Uint8Array(0), '__MACOSX/7B/._x.py': strToU8('junk'), '7B/.DS_Store': strToU8('junk') });
    expect(seen(readZip('7B.zip', zip))).toEqual([
      { ...base, path: 'Ana_Lima__7B.py', fileName: 'Ana_Lima__7B.py', size: PY.length, text: PY },
      { ...base, path: '7B/maze-lesson-Ada_Lovelace-9C.json', fileName: 'maze-lesson-Ada_Lovelace-9C.json', size: ADA.length, text: ADA },
    ]);
  });

  test('a plain file: who its path names; its bytes are read by the caller after its size is checked', () => {
    expect(plainHandIn('handed-in/hughesethan_1234_5678_dead_ends.py', 40)).toEqual({
      path: 'handed-in/hughesethan_1234_5678_dead_ends.py', fileName: 'dead_ends.py', platform: 'canvas', platformName: 'hughesethan', studentId: '1234', size: 40, bytes: null, refused: null,
    });
    expect(isZip('Class 7B.ZIP')).toBe(true);
    expect(isZip('class.json')).toBe(false);
  });

  test('only wanted files are unpacked; the rest keep their size and no bytes', () => {
    const zip = zipSync({ 'a.py': strToU8(PY), 'report.pdf': strToU8('%PDF-1.4') });
    const list = readZip('z.zip', zip, { wanted: (name) => /\.(json|py)$/i.test(name) });
    expect(list.map((h) => [h.fileName, h.size, h.bytes === null])).toEqual([['a.py', PY.length, false], ['report.pdf', 8, true]]);
  });

  test('names in UTF-8 without the zip saying so, and in Latin-1', () => {
    const zip = zipSync({ 'Zoë Müller_3_assignsubmission_file/x.py': strToU8(PY) });
    expect(readZip('z.zip', zip)[0].platformName).toBe('Zoë Müller');
    const latin = rawZip([{ name: new Uint8Array([0x5a, 0x6f, 0xeb, 0x2e, 0x70, 0x79]), data: strToU8(PY) }]);
    expect(readZip('z.zip', latin)[0].fileName).toBe('Zoë.py');
  });

  test('ZIP64 records (as Moodle\'s zip writer makes them) are read', () => {
    const zip = rawZip([{ name: strToU8('Ethan Hughes_1234_assignsubmission_file/dead_ends.py'), data: strToU8(PY) }], { zip64: true });
    expect(seen(readZip('z.zip', zip))).toEqual([
      { platform: 'moodle', refused: null, path: 'Ethan Hughes_1234_assignsubmission_file/dead_ends.py', fileName: 'dead_ends.py', platformName: 'Ethan Hughes', studentId: '1234', size: PY.length, text: PY },
    ]);
  });
});

describe('who handed it in', () => {
  const ada = { name: 'Ada Lovelace', class: '9C' };

  test('a name inside a progress file comes first; the id still comes from the path', () => {
    expect(whoHandedIn(ada, { platformName: 'Ethan Hughes', studentId: '1234' })).toEqual({ student: ada, studentId: '1234', otherName: 'Ethan Hughes' });
    expect(whoHandedIn(ada, { platformName: 'lovelaceada', studentId: '9' })).toEqual({ student: ada, studentId: '9', otherName: null });
    expect(whoHandedIn(ada, { platformName: 'Ada  LOVELACE', studentId: '9' })).toEqual({ student: ada, studentId: '9', otherName: null });
    expect(whoHandedIn(ada, { platformName: null, studentId: null })).toEqual({ student: ada, studentId: null, otherName: null });
    // Blind marking and anonymous grading hide the name: no other name to point at.
    expect(whoHandedIn(ada, { platformName: 'Participant 5', studentId: '5' })).toEqual({ student: ada, studentId: '5', otherName: null });
    expect(whoHandedIn(ada, { platformName: 'Anonymous Xy12z', studentId: null })).toEqual({ student: ada, studentId: null, otherName: null });
  });

  test('a file with no name inside takes the platform\'s name and id; with neither, nobody (the desk reads a .py\'s name)', () => {
    expect(whoHandedIn(null, { platformName: 'Ethan Hughes', studentId: '1234' })).toEqual({ student: { name: 'Ethan Hughes', class: '' }, studentId: '1234', otherName: null });
    expect(whoHandedIn(null, { platformName: 'x'.repeat(80), studentId: '1' }).student).toEqual({ name: 'x'.repeat(60), class: '' });
    expect(whoHandedIn(null, { platformName: '---', studentId: '1' })).toEqual({ student: null, studentId: '1', otherName: null });
    expect(whoHandedIn(null, { platformName: null, studentId: null })).toEqual({ student: null, studentId: null, otherName: null });
  });

  test('a Moodle zip to rows: the progress file\'s own name, the .py\'s the platform\'s (not "dead ends")', async () => {
    const zip = zipSync({
      'Ethan Hughes_1234_assignsubmission_file/maze-lesson-Ada_Lovelace-9C.json': strToU8(ADA),
      'Ethan Hughes_1234_assignsubmission_file/dead_ends.py': strToU8(PY),
    });
    const rows = [];
    for (const handIn of readZip('class.zip', zip)) {
      const submission = await readSubmission(handIn.fileName, handIn.size, async () => textOf(handIn));
      const inside = submission.kind === 'progress' ? submission.progress.student : null;
      const who = whoHandedIn(inside && { name: inside.name, class: inside.class }, handIn);
      rows.push([submission.kind, who.student?.name, who.student?.class, who.studentId, who.otherName]);
    }
    expect(rows).toEqual([
      ['progress', 'Ada Lovelace', '9C', '1234', 'Ethan Hughes'],
      ['python', 'Ethan Hughes', '', '1234', null],
    ]);
  });
});

// ---- Hostile zips ----

interface Raw {
  name: Uint8Array;
  /** The bytes as stored (deflated when method is 8). */
  data: Uint8Array;
  method?: number;
  flags?: number;
  /** What the zip says the file unpacks to (the data's own length unless told). */
  size?: number;
  crc?: number;
}

/**
 * A zip written byte by byte, so a test can make it lie (sizes, flags) or use ZIP64's records; `copies` lists each
 * entry that many times in the central directory, all pointing at the same bytes (the overlapping zip bomb).
 */
function rawZip(entries: Raw[], { zip64 = false, copies = 1 } = {}): Uint8Array {
  const parts: Uint8Array[] = [];
  const central: number[] = [];
  let offset = 0;
  const le = (n: number, bytes: number): number[] => Array.from({ length: bytes }, (_, i) => Math.floor(n / 256 ** i) % 256);
  for (const e of entries) {
    const size = e.size ?? e.data.length;
    const crc = e.crc ?? crc32(e.data);
    const head = [...le(0x04034b50, 4), ...le(20, 2), ...le(e.flags ?? 0, 2), ...le(e.method ?? 0, 2), 0, 0, 0, 0, ...le(crc, 4), ...le(e.data.length, 4), ...le(size, 4), ...le(e.name.length, 2), 0, 0];
    parts.push(new Uint8Array(head), e.name, e.data);
    const extra = zip64 ? [...le(1, 2), ...le(24, 2), ...le(size, 8), ...le(e.data.length, 8), ...le(offset, 8)] : [];
    const big = (n: number): number[] => le(zip64 ? 0xffffffff : n, 4);
    for (let i = 0; i < copies; i++) {
      central.push(...le(0x02014b50, 4), ...le(45, 2), ...le(45, 2), ...le(e.flags ?? 0, 2), ...le(e.method ?? 0, 2), 0, 0, 0, 0, ...le(crc, 4),
        ...big(e.data.length), ...big(size), ...le(e.name.length, 2), ...le(extra.length, 2), 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, ...big(offset), ...e.name, ...extra);
    }
    offset += head.length + e.name.length + e.data.length;
  }
  const tail: number[] = [];
  if (zip64) {
    const at = offset + central.length;
    tail.push(...le(0x06064b50, 4), ...le(44, 8), ...le(45, 2), ...le(45, 2), 0, 0, 0, 0, 0, 0, 0, 0, ...le(entries.length * copies, 8), ...le(entries.length * copies, 8), ...le(central.length, 8), ...le(offset, 8));
    tail.push(...le(0x07064b50, 4), 0, 0, 0, 0, ...le(at, 8), ...le(1, 4));
  }
  const n = zip64 ? 0xffff : entries.length * copies;
  tail.push(...le(0x06054b50, 4), 0, 0, 0, 0, ...le(n, 2), ...le(n, 2), ...le(central.length, 4), ...le(zip64 ? 0xffffffff : offset, 4), 0, 0);
  parts.push(new Uint8Array(central), new Uint8Array(tail));
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  }
  return (c ^ 0xffffffff) >>> 0;
}

/**
 * 1 GiB of zeros as one DEFLATE block, written by hand (fixed Huffman codes, RFC 1951 3.2.6): a literal 0, then
 * "copy 258 from 1 back" again and again. 6.8 MB, made in a blink: no gigabyte is ever in memory.
 */
let made: Uint8Array | null = null;
function gigabyteOfZeros(): Uint8Array {
  if (made) return made;
  const copies = Math.floor((2 ** 30 - 1) / 258); // then one copy of 3: 1 + 258 * copies + 3 = 2^30
  const out = new Uint8Array(Math.ceil((3 + 8 + copies * 13 + 12 + 12 + 7) / 8));
  let bit = 0;
  const put = (value: number, bits: number): void => { // LSB first, as DEFLATE packs its header and extra bits
    for (let i = 0; i < bits; i++, bit++) if ((value >> i) & 1) out[bit >> 3] |= 1 << (bit & 7);
  };
  const code = (value: number, bits: number): void => { // Huffman codes go most significant bit first
    for (let i = bits - 1; i >= 0; i--, bit++) if ((value >> i) & 1) out[bit >> 3] |= 1 << (bit & 7);
  };
  put(1, 1); // the last block
  put(1, 2); // fixed Huffman codes
  code(0x30, 8); // literal 0
  for (let i = 0; i < copies; i++) {
    code(0xc5, 8); // length 258 (symbol 285)
    code(0, 5); // distance 1
  }
  code(0b0000001, 7); // length 3 (symbol 257)
  code(0, 5);
  code(0, 7); // end of block (symbol 256)
  made = out;
  return out;
}

const BROKEN = 'Not read: the zip is broken (it may not have finished downloading). Download it again.';
const refusedZip = (list: HandIn[], name = 'z.zip') => {
  expect(list).toHaveLength(1);
  expect(list[0].path).toBe(name);
  expect(list[0].bytes).toBe(null);
  return list[0].refused;
};

describe('hostile zips harm nothing', () => {
  test('a bomb: 1 GiB of zeros in 6.8 MB, said as it is, is not unpacked (the desk refuses it by its size)', () => {
    const bomb = gigabyteOfZeros();
    expect(bomb.length).toBeLessThan(7_000_000);
    const list = readZip('z.zip', rawZip([{ name: strToU8('Eve_6_assignsubmission_file/bomb.py'), data: bomb, method: 8, size: 2 ** 30, crc: 0 }]));
    expect(list.map(({ fileName, size, bytes, refused }) => ({ fileName, size, bytes, refused }))).toEqual([{ fileName: 'bomb.py', size: 2 ** 30, bytes: null, refused: null }]);
  });

  test('the same bomb saying it is 100 bytes: unpacking stops at 100 bytes, and the file is refused', () => {
    const list = readZip('z.zip', rawZip([{ name: strToU8('bomb.py'), data: gigabyteOfZeros(), method: 8, size: 100, crc: 0 }, { name: strToU8('ok.py'), data: strToU8(PY) }]));
    expect(list.map(({ fileName, bytes, refused }) => [fileName, bytes && textOf(list[1]), refused])).toEqual([
      ['bomb.py', null, 'Not read: it is broken inside the zip.'],
      ['ok.py', PY, null],
    ]);
  });

  test('200 files that all point at that bomb, each saying 1 MB (the overlap trick): refused once 50 MB were unpacked', () => {
    const list = readZip('z.zip', rawZip([{ name: strToU8('bomb.py'), data: gigabyteOfZeros(), method: 8, size: 1_000_000, crc: 0 }], { copies: 200 }));
    expect(refusedZip(list)).toBe('Not read: its files come to more than 50 MB unpacked, far more than a class hands in.');
  });

  test('many files of 900 KB of zeros: past 50 MB unpacked, the whole zip is refused', () => {
    const files: Record<string, Uint8Array> = {};
    for (let i = 0; i < 60; i++) files[`f${i}.py`] = new Uint8Array(900_000);
    expect(refusedZip(readZip('z.zip', zipSync(files, { level: 0 })))).toBe('Not read: its files come to more than 50 MB unpacked, far more than a class hands in.');
  });

  test('100,000 tiny entries, and 70,000 (a count past 65,535 wraps round): refused before any is read', () => {
    const many = (n: number): Uint8Array => {
      const files: Record<string, Uint8Array> = {};
      for (let i = 0; i < n; i++) files[`${i}.py`] = new Uint8Array([120]);
      return zipSync(files, { level: 0 });
    };
    const sentence = 'Not read: the zip holds more than 5,000 files, far more than a class hands in.';
    expect(refusedZip(readZip('z.zip', many(100_000)))).toBe(sentence);
    expect(refusedZip(readZip('z.zip', many(70_000)))).toBe(sentence);
    expect(readZip('z.zip', many(ZIP_LIMITS.entries))).toHaveLength(ZIP_LIMITS.entries);
  });

  test('broken zips: cut short, not a zip at all, empty, a file whose bytes were changed; a zip with no files', () => {
    const zip = zipSync({ 'a.py': strToU8(PY.repeat(20)), 'b.py': strToU8(PY) });
    expect(refusedZip(readZip('z.zip', zip.slice(0, zip.length >> 1)))).toBe(BROKEN);
    expect(refusedZip(readZip('z.zip', strToU8('def dead_ends(maze): return 0')))).toBe(BROKEN);
    expect(refusedZip(readZip('z.zip', new Uint8Array(0)))).toBe(BROKEN);
    expect(refusedZip(readZip('z.zip', zipSync({})))).toBe('Not read: the zip holds no files.');
    expect(refusedZip(readZip('z.zip', zipSync({ 'empty/': new Uint8Array(0), '__MACOSX/._a.py': strToU8('x') })))).toBe('Not read: the zip holds no files.');
    const changed = zip.slice();
    changed[40] ^= 0xff; // inside a.py's deflated bytes
    expect(readZip('z.zip', changed).map((h) => [h.fileName, h.refused])).toEqual([['a.py', 'Not read: it is broken inside the zip.'], ['b.py', null]]);
    const wrongCrc = rawZip([{ name: strToU8('a.py'), data: strToU8(PY), crc: 1 }]);
    expect(readZip('z.zip', wrongCrc)[0].refused).toBe('Not read: it is broken inside the zip.');
  });

  test('a zip locked with a password, a zip inside the zip, a way of packing the desk cannot unpack', () => {
    const locked = rawZip([{ name: strToU8('a.py'), data: strToU8(PY), flags: 1 }]);
    expect(refusedZip(readZip('z.zip', locked))).toBe('Not read: the zip is locked with a password. Unpack it yourself and hand the desk its files.');
    const inner = zipSync({ 'x.py': strToU8(PY) });
    const list = readZip('z.zip', zipSync({ 'inner.zip': inner, 'sneaky.py': inner }));
    const nested = 'Not read: it is a zip inside the zip. Unpack it and hand the desk its files.';
    expect(list.map((h) => [h.fileName, h.bytes, h.refused])).toEqual([['inner.zip', null, nested], ['sneaky.py', null, nested]]);
    const bzip = rawZip([{ name: strToU8('a.py'), data: strToU8(PY), method: 12 }]);
    expect(readZip('z.zip', bzip)[0].refused).toBe('Not read: it is packed in a way the desk cannot unpack.');
  });

  test('a zip over 100 MB is refused before it is read', () => {
    const list = readZip('big.zip', new Uint8Array(150_000_000));
    expect(refusedZip(list, 'big.zip')).toBe('Not read: the zip is 150 MB, and a zip here is at most 100 MB.');
  });

  test('a chosen zip (the desk\'s, the command\'s): too big, its bytes are never read; else only its progress files and programs are unpacked', async () => {
    const never = async (): Promise<Uint8Array> => {
      throw new Error('read');
    };
    expect(refusedZip(await readZipFile('big.zip', 150_000_000, never), 'big.zip')).toBe('Not read: the zip is 150 MB, and a zip here is at most 100 MB.');
    const zip = zipSync({ 'a.py': strToU8(PY), 'b.json': strToU8('{}'), 'notes.pdf': strToU8('%PDF') });
    const list = await readZipFile('class.zip', zip.length, async () => zip);
    expect(list.map((h) => [h.fileName, h.bytes === null])).toEqual([['a.py', false], ['b.json', false], ['notes.pdf', true]]);
  });

  test('names with ../ and absolute paths are only names: shown, never a place to write', () => {
    const zip = zipSync({ '../../home/teacher/.bashrc': strToU8('x'), '/etc/cron.d/evil.py': strToU8(PY), 'C:\\Windows\\evil.py': strToU8(PY) });
    expect(readZip('z.zip', zip).map((h) => [h.path, h.fileName, h.platform])).toEqual([
      ['../../home/teacher/.bashrc', '.bashrc', null],
      ['/etc/cron.d/evil.py', 'evil.py', null],
      ['C:\\Windows\\evil.py', 'evil.py', null],
    ]);
    // The modules that read hand-ins touch no disk and no Node module: they run in the page as in Node.
    for (const file of ['handin.ts', 'zip_reader.ts', 'platform_names.ts', 'gradebook.ts', 'csv.ts']) {
      const source = readFileSync(resolve(__dirname, '../../web/src/teacher', file), 'utf8');
      expect(source, file).not.toMatch(/from '(node:|fs|path|child_process)/);
    }
  });
});
