// mask_picture.ts: a picture's pixels as a mask (a dark pixel no room, a light one a room), made smaller when it has more pixels than a mask may have rooms.
import { count } from '../../common/numbers';
import { type MaskLines, ROCK, ROOM } from './mask';

/**
 * A pixel is dark below half brightness (0 to 255), as the command reads a PNG mask
 * (wasm/cli/cli_png.cpp: Rec. 601 grey over white, a room from half up).
 */
export const DARK_BELOW = 255 / 2;

/** A picture's pixels: RGBA, row by row (what a canvas's getImageData gives). */
export interface Pixels {
  width: number;
  height: number;
  data: Uint8ClampedArray | Uint8Array;
}

/** What a picture gave: its mask, and how it was made smaller (null: one room a pixel). */
export interface PictureMask {
  lines: MaskLines;
  /** The picture's own size, when it was made smaller to fit. */
  shrunk: { width: number; height: number } | null;
}

/** How bright a pixel is (0 to 255), over white where it is see-through. */
function brightness(data: Pixels['data'], i: number): number {
  const a = data[i + 3] / 255;
  const grey = 0.299 * data[i] + 0.587 * data[i + 1] + 0.114 * data[i + 2];
  return grey * a + 255 * (1 - a);
}

/** The size a picture is made to, so it has at most `maxRooms` places and at most `maxSide` a side. */
export function fittedSize(width: number, height: number, maxRooms: number, maxSide: number): { cols: number; rows: number } {
  let f = Math.max(1, Math.sqrt((width * height) / maxRooms), width / maxSide, height / maxSide);
  let cols = Math.max(1, Math.floor(width / f));
  let rows = Math.max(1, Math.floor(height / f));
  while (cols * rows > maxRooms) {
    f *= 1.01;
    cols = Math.max(1, Math.floor(width / f));
    rows = Math.max(1, Math.floor(height / f));
  }
  return { cols, rows };
}

/**
 * The mask of a picture: one room a pixel, or, for a picture with more pixels than a mask may
 * have places, a smaller grid where each place is dark when the pixels it covers are dark on average.
 */
export function maskOfPixels(p: Pixels, maxRooms: number, maxSide: number): PictureMask {
  const { cols, rows } = fittedSize(p.width, p.height, maxRooms, maxSide);
  const shrunk = cols !== p.width || rows !== p.height;
  const lines: string[] = [];
  for (let r = 0; r < rows; r++) {
    const y0 = Math.floor((r * p.height) / rows), y1 = Math.max(y0 + 1, Math.floor(((r + 1) * p.height) / rows));
    let line = '';
    for (let c = 0; c < cols; c++) {
      const x0 = Math.floor((c * p.width) / cols), x1 = Math.max(x0 + 1, Math.floor(((c + 1) * p.width) / cols));
      let sum = 0;
      for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) sum += brightness(p.data, 4 * (y * p.width + x));
      line += sum / ((y1 - y0) * (x1 - x0)) < DARK_BELOW ? ROCK : ROOM;
    }
    lines.push(line);
  }
  return { lines, shrunk: shrunk ? { width: p.width, height: p.height } : null };
}

/** What the board says of a picture it made a mask of. */
export function pictureWords(name: string, got: PictureMask, rooms: number): string {
  const size = `${got.lines.length} × ${got.lines[0]?.length ?? 0}`;
  if (!got.shrunk) return `${name} is a mask of ${size}, one room a pixel: ${count(rooms)} rooms.`;
  return `${name} has ${got.shrunk.width} × ${got.shrunk.height} pixels, too many for a maze here. The board made it smaller: ${size}, ${count(rooms)} rooms.`;
}
