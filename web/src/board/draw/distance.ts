// distance.ts: the Distance view's picture: every room coloured by its steps from the way in, the way out on top.
import { OPEN_DOWN, OPEN_RIGHT } from 'maze-engine/engine';
import { type Source, type Viewport, Scratch, drawPath, paintRow, readerFor } from './overview';
import { PIXEL } from '../state/palette';
import { RAMP_SIZE, RAMP, ROUTE, ROUTE_EDGE, UNREACHED } from '../state/ramp';

/** One drawn Distance view: the picture for a viewport (its pixels, or ready to draw), the farthest room's steps, and how long it took. */
export interface DistanceImage {
  view: Viewport;
  pixels: Uint32Array | null;
  bitmap: ImageBitmap | null;
  farthest: number;
  ms: number;
}

/** What the page asks for: a viewport, and the maze's way in and way out. */
export interface DistanceAsk {
  view: Viewport;
  from: number;
  to: number;
}

/** What a maze must offer: its openings, and the engine's distances (steps from a room, -1 where not reached). */
export interface Walled {
  readonly rows: number;
  readonly cols: number;
  walls(): Uint8Array;
  distances(from: number): Int32Array;
}

/** The way from `from` to `to`, found by walking back from `to` one step nearer each time (empty: no way). */
export function routeBack(dist: Int32Array, walls: Uint8Array, cols: number, to: number): Int32Array {
  if (dist[to] < 0) return new Int32Array(0);
  const route = new Int32Array(dist[to] + 1);
  let a = to;
  for (let k = dist[to]; k >= 0; k--) {
    route[k] = a;
    if (k === 0) break;
    const c = a % cols;
    const want = k - 1;
    if (a >= cols && walls[a - cols] & OPEN_DOWN && dist[a - cols] === want) a -= cols;
    else if (c > 0 && walls[a - 1] & OPEN_RIGHT && dist[a - 1] === want) a -= 1;
    else if (walls[a] & OPEN_DOWN && dist[a + cols] === want) a += cols;
    else a += 1;
  }
  return route;
}

// Keys 0-254 are the ramp from the way in (0) to the farthest room (254); 255 is a room not reached.
const COLOURS = new Uint32Array(256);
for (let k = 0; k < 255; k++) COLOURS[k] = RAMP[Math.round((k * (RAMP_SIZE - 1)) / 254)];
COLOURS[255] = UNREACHED;

/** Distances of one maze, kept until the maze or its way in changes; draws any viewport of them. */
export class DistanceMap {
  #key = '';
  #walls: Uint8Array = new Uint8Array(0);
  #keys: Uint8Array = new Uint8Array(0);
  #route: Int32Array = new Int32Array(0);
  #rows = 0;
  #cols = 0;
  #farthest = 0;
  readonly #scratch = new Scratch();

  /** Work out the distances again when `version` (bumped by every change of the maze) or the way in changed. */
  update(maze: Walled, version: number, from: number, to: number): void {
    const key = `${version} ${maze.rows} ${maze.cols} ${from} ${to}`;
    if (key === this.#key) return;
    this.#key = key;
    const rows = maze.rows;
    const cols = maze.cols;
    const walls = maze.walls();
    const dist = maze.distances(from);
    let farthest = 0;
    for (let i = 0; i < dist.length; i++) if (dist[i] > farthest) farthest = dist[i];
    const keys = new Uint8Array(dist.length);
    const scale = farthest > 0 ? 254 / farthest : 0;
    for (let i = 0; i < dist.length; i++) keys[i] = dist[i] < 0 ? 255 : Math.round(dist[i] * scale);
    this.#walls = walls;
    this.#keys = keys;
    this.#route = to >= 0 && to < dist.length ? routeBack(dist, walls, cols, to) : new Int32Array(0);
    this.#rows = rows;
    this.#cols = cols;
    this.#farthest = farthest;
  }

  /** The buffer for a viewport: a square a pixel with walls, or zoomed out the rooms' colours area-averaged. */
  draw(view: Viewport): DistanceImage {
    const start = performance.now();
    const source: Source = {
      rows: this.#rows,
      cols: this.#cols,
      open: this.#walls,
      openShift: 0,
      key: this.#keys,
      room: COLOURS,
      body: COLOURS,
      between: null,
      line: null,
      wall: PIXEL.wall,
      outside: PIXEL.outside,
      // Zoomed out, walls would only darken the colours: each room is drawn with its walls in its own colour.
      walls: view.step <= 1,
    };
    const pixels = new Uint32Array(view.width * view.height);
    const { read, view: v } = readerFor(source, view);
    for (let j = 0; j < view.height; j++) paintRow(read, v, j, pixels, this.#scratch);
    drawPath(view, this.#cols, this.#route, pixels, ROUTE, ROUTE_EDGE);
    return { view, pixels, bitmap: null, farthest: this.#farthest, ms: performance.now() - start };
  }
}
