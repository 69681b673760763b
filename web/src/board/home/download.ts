// download.ts: Download SVG and Download PNG: the board's maze as the engine draws it, saved in a file named for what it is.
import type { Shape } from 'maze-engine/engine';
import { SHAPE_FACTS, loadEngine } from 'maze-engine/engine';
import { button } from '../panel/dom';
import type { GrowRequest } from '../state/request';

/** The SVG's units a room (svg.h's scale) and the PNG's pixels a room when the canvas allows. */
const SVG_ROOM = 16;
export const PNG_ROOM = 32;
/** Chromium's canvas limits: a side and the area (larger canvases come out blank or fail). */
export const CANVAS_SIDE = 16_384;
export const CANVAS_AREA = 268_435_456;
/** Fewer pixels a room than this and the walls blur together: such a PNG is refused. */
export const PNG_FEWEST = 8;
/** Seeds longer than this are cut short in a file name (the file's own <title> still names the maze). */
const SEED_IN_NAME = 40;

/**
 * `maze-10x10-walk-2083.svg`; other shapes name themselves (`maze-circle-8x6-walk-2083.svg`); no
 * seed when not grown from one (`grown` null: a picture from a challenge, the student's make_maze,
 * or all walls standing).
 */
export function fileName(shape: Shape, rows: number, cols: number, grown: Pick<GrowRequest, 'method' | 'seed'> | null, ext: 'svg' | 'png' | 'tmj'): string {
  const parts = ['maze'];
  if (!SHAPE_FACTS[shape].lesson) parts.push(shape);  // the lesson's own shape goes unnamed
  parts.push(`${rows}x${cols}`);
  if (grown) {
    const seed = grown.seed.length > SEED_IN_NAME ? `${grown.seed.slice(0, SEED_IN_NAME)}etc` : grown.seed;
    parts.push(grown.method, seed);
  }
  return `${parts.join('-')}.${ext}`;
}

/** The width and height the SVG says it is (its root's attributes). */
export function svgSize(svg: string): { width: number; height: number } {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  const width = Number(/\swidth="([\d.]+)"/.exec(root)?.[1]);
  const height = Number(/\sheight="([\d.]+)"/.exec(root)?.[1]);
  if (!(width > 0 && height > 0)) throw new Error('The maze picture has no size.');
  return { width, height };
}

/** The PNG's size: PNG_ROOM pixels a room, made smaller only to fit the canvas limits. */
export function pngSize(width: number, height: number): { width: number; height: number; roomPixels: number } {
  const wanted = PNG_ROOM / SVG_ROOM;
  const scale = Math.min(wanted, CANVAS_SIDE / width, CANVAS_SIDE / height, Math.sqrt(CANVAS_AREA / (width * height)));
  // A hair over, so 16,384 worked out as 16,383.999 stays 16,384.
  const w = Math.max(1, Math.floor(width * scale + 1e-6));
  const h = Math.max(1, Math.floor(height * scale + 1e-6));
  return { width: w, height: h, roomPixels: Math.round(SVG_ROOM * scale * 10) / 10 };
}

/** Why a PNG of a picture this size would be too coarse, or null. */
export function pngProblem(width: number, height: number): string | null {
  const { roomPixels } = pngSize(width, height);
  if (roomPixels >= PNG_FEWEST) return null;
  return `A PNG of this maze would have only ${roomPixels} pixels a room (a picture in the browser can be at most ${CANVAS_SIDE.toLocaleString('en')} pixels wide), too few to see the walls. Use Download SVG: it stays sharp at any size.`;
}

/** Draws the SVG into a canvas at pngSize and encodes it as PNG. */
export async function pngOf(svg: string): Promise<{ blob: Blob; roomPixels: number }> {
  const { width, height } = svgSize(svg);
  const problem = pngProblem(width, height);
  if (problem) throw new Error(problem);
  const size = pngSize(width, height);
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  const canvas = document.createElement('canvas');
  try {
    const image = new Image();
    image.src = url;
    await image.decode().catch(() => {
      throw new Error('The browser could not read the maze picture (it may be too big).');
    });
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error(`The browser could not make a canvas of ${size.width} × ${size.height} pixels.`);
    context.drawImage(image, 0, 0, size.width, size.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!blob) throw new Error(`The browser could not make a PNG of ${size.width} × ${size.height} pixels.`);
    return { blob, roomPixels: size.roomPixels };
  } finally {
    URL.revokeObjectURL(url);
    // Give the canvas's memory back at once (a big one holds up to a gigabyte).
    canvas.width = 0;
    canvas.height = 0;
  }
}

/** Saves a file through a link with `download` (the browser's own Save). */
export function save(blob: Blob, name: string): void {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = name;
  a.hidden = true;
  document.body.append(a);
  a.click();
  a.remove();
  // The browser has read the file once the save began; a minute is plenty.
  setTimeout(() => URL.revokeObjectURL(a.href), 60_000);
}

/** "3.2 KB" / "51 MB". */
export function sizeText(bytes: number): string {
  if (bytes < 1000) return `${bytes} bytes`;
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(1)} KB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

export interface DownloadParts {
  svgButton: HTMLButtonElement;
  pngButton: HTMLButtonElement;
  tiledButton: HTMLButtonElement;
  homeNote: HTMLElement;
}

export interface BoardNow {
  shape: Shape;
  rows: number;
  cols: number;
  grown: GrowRequest | null;
  /** The way out is shown (found): the picture draws it. */
  route: boolean;
  svg(route: boolean): Promise<string>;
  /** The Tiled map of a square maze (the engine's .tmj). */
  tiled(): Promise<string>;
}

/** The second download a map for Tiled needs: the picture of its two tiles (a floor, a wall). */
function tilesButton(name: string, png: Uint8Array): HTMLButtonElement {
  const b = button(`Download ${name}`);
  b.addEventListener('click', () => save(new Blob([png as BlobPart], { type: 'image/png' }), name));
  return b;
}

/** Wires the buttons: each asks the board's driver for the engine's SVG (saved, or as a PNG) or its map for Tiled. */
export function wireDownloads(parts: DownloadParts, now: () => BoardNow | null | false): void {
  let busy = false;
  const run = async (ext: 'svg' | 'png' | 'tmj'): Promise<void> => {
    const board = now();
    if (busy) return;
    if (!board) {
      parts.homeNote.textContent = 'There is no maze on the board yet: grow one first.';
      return;
    }
    // A square maze's size is known before the engine draws it: say at once when its PNG would be too coarse.
    const coarse = ext === 'png' && SHAPE_FACTS[board.shape].walls ? pngProblem(SVG_ROOM * board.cols + SVG_ROOM, SVG_ROOM * board.rows + SVG_ROOM) : null;
    if (coarse) {
      parts.homeNote.textContent = coarse;
      return;
    }
    if (ext === 'tmj' && !SHAPE_FACTS[board.shape].tiles) {
      parts.homeNote.textContent = 'A map for Tiled is made of square tiles, so it is for square mazes: choose Square under Shape.';
      return;
    }
    busy = true;
    const slow = board.rows * board.cols > 1_000_000 ? ' A maze this big takes a minute or more.' : '';
    parts.homeNote.textContent = `${ext === 'png' ? 'Making the picture…' : ext === 'tmj' ? 'Making the map…' : 'Drawing the maze…'}${slow}`;
    const name = fileName(board.shape, board.rows, board.cols, board.grown, ext);
    try {
      if (ext === 'tmj') {
        const blob = new Blob([await board.tiled()], { type: 'application/json' });
        save(blob, name);
        const { name: tiles, png } = (await loadEngine()).tileset();
        parts.homeNote.replaceChildren(`Saved ${name} (${sizeText(blob.size)}). Tiled finds its two tiles in ${tiles}, beside it: `, tilesButton(tiles, png));
        return;
      }
      const svg = await board.svg(board.route);
      if (ext === 'svg') {
        const blob = new Blob([svg], { type: 'image/svg+xml' });
        save(blob, name);
        parts.homeNote.textContent = `Saved ${name} (${sizeText(blob.size)}).`;
      } else {
        const { blob, roomPixels } = await pngOf(svg);
        save(blob, name);
        parts.homeNote.textContent = `Saved ${name} (${sizeText(blob.size)}, ${roomPixels} pixels a room).`;
      }
    } catch (error) {
      parts.homeNote.textContent = `The picture could not be made: ${error instanceof Error ? error.message : String(error)}`;
    } finally {
      busy = false;
    }
  };
  parts.svgButton.addEventListener('click', () => void run('svg'));
  parts.pngButton.addEventListener('click', () => void run('png'));
  parts.tiledButton.addEventListener('click', () => void run('tmj'));
}
