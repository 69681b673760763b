// picture.ts: one frame of the Inside view as pixels: the ceiling and the floor fading into the dark, the walls shaded by how far they are, doors in their keys' colours, keys floating in their rooms and the way out's light. Made once for a size; each frame allocates nothing.
import { KEY_INK } from '../locks';
import { Cast, type Grid, MAX_DEPTH, type Pose, castColumns } from './raycast';

/** The colours of doors and keys (locks.ts's KEY_INK) as 0xRRGGBB. */
const KEY_COLOURS = KEY_INK.map((ink) => parseInt(ink.slice(1), 16));
const WALL_X = [196, 186, 166];
const WALL_Y = [150, 142, 126];
const CEILING = [58, 64, 82];
const FLOOR = [92, 80, 66];
const LIGHT = [255, 246, 200];

/** How much light reaches a wall `d` rooms away (1 close by, fading towards the dark at MAX_DEPTH). */
export function shade(d: number): number {
  return d >= MAX_DEPTH ? 0 : Math.exp(-0.16 * d);
}

/** Pixels are 0xAABBGGRR on little-endian machines (every browser's). */
function rgb(r: number, g: number, b: number): number {
  return (0xff000000 | (Math.round(b) << 16) | (Math.round(g) << 8) | Math.round(r)) >>> 0;
}

/** Something standing in a room: a key (0 … 8) or the way out's light (-1). */
export interface Thing {
  x: number;
  y: number;
  key: number;
}

export class InsidePicture {
  readonly width: number;
  readonly height: number;
  readonly cast: Cast;
  /** The frame, row by row, one 0xAABBGGRR a pixel (a view of `image`'s data when made with one). */
  readonly pixels: Uint32Array;
  readonly #rows: Uint32Array;
  readonly #order: Int32Array;
  readonly #depth: Float64Array;

  constructor(width: number, height: number, data?: Uint8ClampedArray) {
    this.width = width;
    this.height = height;
    this.cast = new Cast(width);
    this.pixels = data ? new Uint32Array(data.buffer, data.byteOffset, width * height) : new Uint32Array(width * height);
    // The ceiling and the floor, a colour a row: a row's distance is height / (2 |y - middle|).
    this.#rows = new Uint32Array(height);
    for (let y = 0; y < height; y++) {
      const up = y < height / 2;
      const off = Math.abs(y + 0.5 - height / 2);
      const f = shade(height / (2 * off)) * 0.9;
      const c = up ? CEILING : FLOOR;
      this.#rows[y] = rgb(c[0] * f, c[1] * f, c[2] * f);
    }
    this.#order = new Int32Array(16);
    this.#depth = new Float64Array(16);
  }

  /** Cast the rays from `pose` and paint the frame; `seen` marks the rooms the rays passed through. */
  paint(grid: Grid, pose: Pose, things: readonly Thing[], seen?: Uint8Array): void {
    castColumns(grid, pose, this.cast, seen);
    const { width: w, height: h, pixels, cast } = this;
    const rows = this.#rows;
    for (let x = 0; x < w; x++) {
      const d = cast.dist[x];
      const line = d === Infinity ? 0 : Math.min(h * 8, h / d);
      const top = Math.max(0, Math.floor((h - line) / 2));
      const bottom = Math.min(h, Math.ceil((h + line) / 2));
      let colour = 0, mortar = 0;
      if (line > 0) {
        const door = cast.door[x];
        const base = door > 0 ? KEY_COLOURS[(door - 1) % KEY_COLOURS.length] : -1;
        const side = cast.side[x];
        let f = shade(d) * (side === 1 ? 0.82 : 1);
        const along = cast.along[x];
        if (along < 0.02 || along > 0.98) f *= 0.55; // where one room's wall meets the next
        colour = base < 0
          ? rgb((side ? WALL_Y : WALL_X)[0] * f, (side ? WALL_Y : WALL_X)[1] * f, (side ? WALL_Y : WALL_X)[2] * f)
          : rgb(((base >> 16) & 255) * f, ((base >> 8) & 255) * f, (base & 255) * f);
        mortar = base < 0 ? rgb(WALL_Y[0] * f * 0.6, WALL_Y[1] * f * 0.6, WALL_Y[2] * f * 0.6) : colour;
      }
      let i = x;
      for (let y = 0; y < top; y++, i += w) pixels[i] = rows[y];
      // Bricks: four courses a wall, each course's joints half a brick on from the last.
      const wallTop = (h - line) / 2;
      for (let y = top; y < bottom; y++, i += w) {
        const v = ((y + 0.5 - wallTop) / line) * 4;
        const course = Math.floor(v);
        const u = cast.along[x] * 2 + (course & 1 ? 0.5 : 0);
        pixels[i] = v - course < 0.07 || u - Math.floor(u) < 0.035 ? mortar : colour;
      }
      for (let y = bottom; y < h; y++, i += w) pixels[i] = rows[y];
      // A door's keyhole: a dark slot in its middle.
      if (cast.door[x] > 0 && cast.along[x] > 0.45 && cast.along[x] < 0.55) {
        const a = Math.max(top, Math.floor(h / 2 - line * 0.06)), b = Math.min(bottom, Math.ceil(h / 2 + line * 0.1));
        for (let y = a; y < b; y++) pixels[y * w + x] = 0xff101010;
      }
    }
    this.#things(pose, things);
  }

  /** The keys and the way out's light, farthest first, each hidden behind the walls nearer than it. */
  #things(pose: Pose, things: readonly Thing[]): void {
    const n = Math.min(things.length, this.#order.length);
    const order = this.#order, depth = this.#depth;
    const planeSq = pose.planeX * pose.planeX + pose.planeY * pose.planeY;
    let k = 0;
    for (let i = 0; i < n; i++) {
      const rx = things[i].x - pose.x, ry = things[i].y - pose.y;
      const z = rx * pose.dirX + ry * pose.dirY;
      if (z < 0.2 || z > MAX_DEPTH) continue;
      // Insertion in order of depth, farthest first.
      let j = k++;
      while (j > 0 && depth[j - 1] < z) {
        depth[j] = depth[j - 1];
        order[j] = order[j - 1];
        j--;
      }
      depth[j] = z;
      order[j] = i;
    }
    for (let j = 0; j < k; j++) {
      const t = things[order[j]];
      const z = depth[j];
      const camera = ((t.x - pose.x) * pose.planeX + (t.y - pose.y) * pose.planeY) / (planeSq * z);
      this.#sprite(t.key, z, (camera + 1) * (this.width - 1) / 2);
    }
  }

  /** One thing at depth z, its middle at screen column cx: a key a third of a room high, or the light from floor to ceiling. */
  #sprite(key: number, z: number, cx: number): void {
    const { width: w, height: h, pixels } = this;
    const dist = this.cast.dist;
    const light = key < 0;
    const size = h / z;
    const half = (light ? 0.45 : 0.16) * size;
    const cy = light ? h / 2 : h / 2 + size * 0.18;
    const halfH = light ? size / 2 : half;
    const x0 = Math.max(0, Math.floor(cx - half)), x1 = Math.min(w - 1, Math.ceil(cx + half));
    const y0 = Math.max(0, Math.floor(cy - halfH)), y1 = Math.min(h - 1, Math.ceil(cy + halfH));
    const base = light ? 0 : KEY_COLOURS[key % KEY_COLOURS.length];
    const f = light ? 1 : shade(z) * 1.2;
    for (let x = x0; x <= x1; x++) {
      if (dist[x] <= z) continue;
      const u = (x - cx) / half;
      for (let y = y0; y <= y1; y++) {
        const v = (y - cy) / halfH;
        const i = y * w + x;
        if (light) {
          // A glow brightest in its middle, added to what is behind it.
          const a = Math.max(0, 1 - Math.abs(u)) ** 2 * (1 - 0.5 * Math.abs(v));
          if (a <= 0) continue;
          const p = pixels[i];
          const r = p & 255, g = (p >> 8) & 255, b = (p >> 16) & 255;
          pixels[i] = rgb(r + (LIGHT[0] - r) * a, g + (LIGHT[1] - g) * a, b + (LIGHT[2] - b) * a);
        } else if (keyShape(u, v)) {
          pixels[i] = rgb(Math.min(255, ((base >> 16) & 255) * f), Math.min(255, ((base >> 8) & 255) * f), Math.min(255, (base & 255) * f));
        }
      }
    }
  }
}

/** A key drawn in a square from -1 to 1: a ring at the top, a shaft down, two teeth to the right. */
export function keyShape(u: number, v: number): boolean {
  const ry = v + 0.45;
  const r = Math.hypot(u, ry);
  if (r > 0.22 && r < 0.5) return true;
  if (Math.abs(u) < 0.1 && v > 0.0 && v < 0.95) return true;
  return u > 0.05 && u < 0.38 && ((v > 0.55 && v < 0.68) || (v > 0.8 && v < 0.93));
}
