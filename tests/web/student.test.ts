// The student's seed: SHA-256 as FIPS 180-4 gives it, the name and class written one way, and fixed seeds that must never change.
import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { sha256, toHex } from '../../web/src/student/sha256';
import { normalise, readStudent, studentFromHash, studentHash, studentSeed } from '../../web/src/student/identity';

const text = (s: string): Uint8Array => new TextEncoder().encode(s);

describe('sha256', () => {
  test('the FIPS 180-4 examples', () => {
    expect(toHex(sha256(text('abc')))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(toHex(sha256(text('')))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(toHex(sha256(text('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')))).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
    expect(toHex(sha256(text('a'.repeat(1_000_000))))).toBe('cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0');
  });

  test("the same as Node's crypto for every length from 0 to 200 bytes (every padding case)", () => {
    for (let n = 0; n <= 200; n++) {
      const bytes = new Uint8Array(randomBytes(n));
      expect(toHex(sha256(bytes)), `${n} bytes`).toBe(createHash('sha256').update(bytes).digest('hex'));
    }
  });
});

describe("a student's seed", () => {
  test('fixed vectors: these seeds are the mazes students already have, so they never change', () => {
    expect(studentSeed({ name: 'Ana Lima', class: '7B' })).toBe('591218679');
    expect(studentSeed({ name: 'Ben Okafor', class: '7B' })).toBe('953783692');
    expect(studentSeed({ name: 'Ana Lima', class: '' })).toBe('276762448');
    expect(studentSeed({ name: 'Zoë Ünal', class: 'Klasse 9c' })).toBe('445422116');
    expect(studentSeed({ name: '李雷', class: '3班' })).toBe('933728792');
  });

  test('worked out as documented: 1 + (first 6 bytes of SHA-256 of the normalised text) mod 999,999,999', () => {
    for (const [name, code] of [['Ana Lima', '7B'], ['x', ''], ['Mia  Chen', 'Year 8 / set 2']]) {
      const digest = createHash('sha256').update(`maze-lesson student\n${normalise(code)}\n${normalise(name)}`).digest();
      expect(studentSeed({ name, class: code })).toBe(String(1 + (digest.readUIntBE(0, 6) % 999_999_999)));
    }
  });

  test('case, spaces and underscores do not matter; another name or class gives another seed', () => {
    const ana = studentSeed({ name: 'Ana Lima', class: '7B' });
    for (const [name, code] of [['  ana   LIMA ', '7b'], ['ANA_LIMA', ' 7B '], ['Ana\tLima', '7B']]) expect(studentSeed({ name, class: code })).toBe(ana);
    expect(studentSeed({ name: 'Ana Lima', class: '7C' })).not.toBe(ana);
    expect(studentSeed({ name: 'Ana Lim', class: '7B' })).not.toBe(ana);
    expect(normalise('Ｚｏë  Ü')).toBe('zoë ü'); // NFKC: wide letters are the plain ones
  });

  test('a thousand names give a thousand seeds, all from 1 to 999,999,999', () => {
    const seeds = new Set(Array.from({ length: 1000 }, (_, i) => studentSeed({ name: `Student ${i}`, class: '9A' })));
    expect(seeds.size).toBe(1000);
    for (const seed of seeds) expect(Number(seed) >= 1 && Number(seed) <= 999_999_999).toBe(true);
  });
});

describe('names, class codes and links', () => {
  test('what a name may be', () => {
    expect(readStudent('  Ana   Lima ', ' 7B ')).toEqual({ student: { name: 'Ana Lima', class: '7B' } });
    expect(readStudent('', '7B')).toEqual({ problem: 'Type your name.' });
    expect(readStudent('x'.repeat(61), '')).toEqual({ problem: 'Your name can be at most 60 letters long.' });
    expect(readStudent('Ana\u0000', '')).toEqual({ problem: "Your name can't hold control characters." });
    expect(readStudent('!!!', '')).toEqual({ problem: 'Your name needs at least one letter or digit.' });
    expect(readStudent('Ana', 'c'.repeat(21))).toEqual({ problem: 'The class code can be at most 20 letters long.' });
  });

  test('#student=NAME&class=CODE, with a board link kept beside it', () => {
    expect(studentFromHash('#student=Ana%20Lima&class=7B')).toEqual({ student: { name: 'Ana Lima', class: '7B' }, problem: null, rest: '' });
    expect(studentFromHash('#student=Ana+Lima&rows=5&cols=7')).toEqual({ student: { name: 'Ana Lima', class: '' }, problem: null, rest: 'rows=5&cols=7' });
    expect(studentFromHash('#rows=5')).toEqual({ student: null, problem: null, rest: 'rows=5' });
    expect(studentFromHash('#student=%E0%A4')).toEqual({ student: null, problem: "The link's student could not be read.", rest: '' });
    expect(studentFromHash('#student=&class=7B')).toEqual({ student: null, problem: 'Type your name.', rest: '' });
    expect(studentFromHash(studentHash({ name: 'Zoë & Co', class: '9c/2' }))).toEqual({ student: { name: 'Zoë & Co', class: '9c/2' }, problem: null, rest: '' });
  });
});
