// mask_link.test.ts: a mask in a link: written compactly, read back to the very same rooms, and every broken one refused with its sentence.
import { describe, expect, it } from 'vitest';
import { decodeMask, encodeMask, fullMask, maskRooms, setRoom } from '../../web/src/board/state/mask';

const ANA = [
  'X.XX.XX.X',
  '.X.X..X.X',
  '...X.X...',
  '.X.X..X.X',
];

/** A random mask from a small stream of our own (the same masks on every run). */
function randomMask(rows: number, cols: number, seed: number, share: number): string[] {
  let s = seed;
  const next = (): number => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
  return Array.from({ length: rows }, () => Array.from({ length: cols }, () => (next() < share ? '.' : 'X')).join(''));
}

describe('a mask in a link', () => {
  it('writes runs of rooms and rock as base64url, and reads them back', () => {
    // Runs, rooms first: 0 rooms, 1 rock, 1 room, 2 rock, ... Each run is one byte here.
    expect(encodeMask(['..X', 'X..'])).toBe('2x3.AgIC');
    expect(decodeMask('2x3.AgIC', 10_000)).toEqual({ lines: ['..X', 'X..'] });
    expect(encodeMask(['X.'])).toBe('1x2.AAEB');
    expect(decodeMask(encodeMask(ANA), 10_000)).toEqual({ lines: ANA });
  });

  it('reads back every mask it writes: full, with holes, one room, long runs', () => {
    const masks = [
      fullMask(1, 1),
      fullMask(100, 100),
      setRoom(fullMask(3, 3), 1, 1, false),
      setRoom(Array.from({ length: 50 }, () => 'X'.repeat(200)), 49, 199, true),
      ...[0.1, 0.5, 0.9].flatMap((share, i) => [randomMask(7, 40, i + 1, share), randomMask(1, 500, i + 9, share), randomMask(99, 101, i + 5, share)]),
    ];
    for (const lines of masks) {
      const text = encodeMask(lines);
      expect(text).toMatch(/^\d+x\d+\.[A-Za-z0-9_-]*$/);
      expect(decodeMask(text, 10_000)).toEqual({ lines });
    }
  });

  it('is compact: a name\'s mask takes far fewer characters than its rooms', () => {
    const full = encodeMask(fullMask(100, 100));
    // 10,000 rooms in one run: three varint bytes, four characters.
    expect(full).toBe('100x100.kE4');
    expect(decodeMask(full, 10_000)).toEqual({ lines: fullMask(100, 100) });
    const name = randomMask(7, 40, 3, 0.7);
    expect(encodeMask(name).length).toBeLessThan(7 * 40);
  });

  it('refuses a broken mask with one sentence, and gives no rooms', () => {
    const cases: [string, string][] = [
      ['', 'The mask in this link is not written as ROWSxCOLUMNS.RUNS, so it could not be read.'],
      ['2x3', 'The mask in this link is not written as ROWSxCOLUMNS.RUNS, so it could not be read.'],
      ['2x3.Ag+C', 'The mask in this link is not written as ROWSxCOLUMNS.RUNS, so it could not be read.'],
      ['ax3.AgIC', 'The mask in this link is not written as ROWSxCOLUMNS.RUNS, so it could not be read.'],
      ['0x3.AgIC', 'The mask in this link has no rows or no columns.'],
      ['200x200.kE4', 'The mask in this link is 200 × 200: that is 40,000 places, and a mask can have at most 10,000.'],
      ['2x3.AgICA', 'The mask in this link has a broken end, so it could not be read.'],
      ['2x3.AgICAg', 'The mask in this link holds more than its 6 places.'],
      ['2x3.AgI', 'The mask in this link holds 4 of its 6 places.'],
      ['2x3.AgKC', 'The mask in this link stops in the middle of a number.'],
      ['2x3.AAY', 'The mask in this link has no rooms at all.'],
      ['2x3.gICAgIA', 'The mask in this link has a run too long to be real.'],
    ];
    for (const [text, problem] of cases) expect(decodeMask(text, 10_000), text).toEqual({ problem });
  });

  it('counts a mask\'s rooms', () => {
    expect(maskRooms(ANA)).toBe(20);
    expect(maskRooms(fullMask(7, 40))).toBe(280);
  });
});
