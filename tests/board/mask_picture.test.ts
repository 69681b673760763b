// mask_picture.test.ts: a picture's pixels as a mask: dark pixels no room, see-through pixels light, big pictures made smaller to the limit.
import { describe, expect, it } from 'vitest';
import { fittedSize, maskOfPixels, pictureWords } from '../../web/src/board/state/mask_picture';
import { maskRooms } from '../../web/src/board/state/mask';

/** Pixels from a picture drawn in letters: '#' black, '.' white, ' ' see-through, 'g' mid grey (100). */
function pixels(rows: string[]): { width: number; height: number; data: Uint8ClampedArray } {
  const width = rows[0].length, height = rows.length;
  const data = new Uint8ClampedArray(width * height * 4);
  rows.forEach((row, y) =>
    [...row].forEach((ch, x) => {
      const v = ch === '#' ? 0 : ch === 'g' ? 100 : 255;
      data.set([v, v, v, ch === ' ' ? 0 : 255], 4 * (y * width + x));
    }),
  );
  return { width, height, data };
}

describe('a picture as a mask', () => {
  it('makes one room a pixel: dark no room, light and see-through rooms', () => {
    const got = maskOfPixels(pixels(['#..#', '. g#']), 10_000, 4000);
    expect(got).toEqual({ lines: ['X..X', '..XX'], shrunk: null });
    expect(pictureWords('a.png', got, maskRooms(got.lines))).toBe('a.png is a mask of 2 × 4, one room a pixel: 4 rooms.');
  });

  it('makes a big picture smaller, each place the average of its pixels', () => {
    // 200 x 200 pixels: the left half black, the right half white; at most 10,000 places gives 100 x 100.
    const big = pixels(Array.from({ length: 200 }, () => '#'.repeat(100) + '.'.repeat(100)));
    const got = maskOfPixels(big, 10_000, 4000);
    expect(got.lines.length).toBe(100);
    expect(got.lines.every((line) => line === 'X'.repeat(50) + '.'.repeat(50))).toBe(true);
    expect(got.shrunk).toEqual({ width: 200, height: 200 });
    expect(pictureWords('big.png', got, maskRooms(got.lines))).toBe('big.png has 200 × 200 pixels, too many for a maze here. The board made it smaller: 100 × 100, 5,000 rooms.');
  });

  it('fits any picture within the places and the side allowed', () => {
    for (const [w, h] of [[1, 1], [10_001, 1], [1, 30_000], [333, 777], [5000, 5000], [101, 100]]) {
      const { cols, rows } = fittedSize(w, h, 10_000, 4000);
      expect(cols * rows, `${w} x ${h}`).toBeLessThanOrEqual(10_000);
      expect(cols).toBeLessThanOrEqual(Math.min(w, 4000));
      expect(rows).toBeLessThanOrEqual(Math.min(h, 4000));
      expect(cols).toBeGreaterThanOrEqual(1);
    }
    expect(fittedSize(100, 100, 10_000, 4000)).toEqual({ cols: 100, rows: 100 });
  });
});
