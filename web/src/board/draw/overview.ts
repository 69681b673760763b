// overview.ts: paints rows of a maze's picture at any scale: a pixel a square, or, zoomed out, each pixel the area-average of the squares it covers.

/** What to draw: for every room its openings and a key into the colour tables. */
export interface Source {
  rows: number;
  cols: number;
  /** Per room: (value >> openShift) & 1 is open below, & 2 open to the right. */
  open: ArrayLike<number>;
  openShift: number;
  /** Per room: an index into `room`, `body` and `line`. */
  key: ArrayLike<number>;
  /** Colour of a room's own square, by key (packed ImageData words). */
  room: Uint32Array;
  /** Colour of an opening, by key, when the two rooms beside it agree; `between` when they do not (null: the first room's). */
  body: Uint32Array;
  between: number | null;
  /** Keys whose rooms are drawn on top, at least a pixel wide, when zoomed out (thread, way out). */
  line: Uint8Array | null;
  wall: number;
  outside: number;
  /** false: walls take the colour of the room above-left of them (a picture of rooms only). */
  walls: boolean;
}

/**
 * Which squares the buffer shows: pixel (i, j) covers squares x0 + i * step to x0 + (i + 1) * step
 * across and the same down. step 1 with whole x0, y0: a pixel is exactly one square.
 */
export interface Viewport {
  x0: number;
  y0: number;
  step: number;
  width: number;
  height: number;
}

export const sameViewport = (a: Viewport | null, b: Viewport | null): boolean =>
  !!a && !!b && a.x0 === b.x0 && a.y0 === b.y0 && a.step === b.step && a.width === b.width && a.height === b.height;

/** Colours of squares (sr, sc0) to (sr, sc0 + n - 1), and for those of a line their colour on top (0: none). */
export function squareRow(s: Source, sr: number, sc0: number, n: number, out: Uint32Array, lines: Uint32Array): void {
  const { rows, cols, open, openShift, key, room, body, between, line, wall, outside } = s;
  const last = 2 * cols;
  if (sr < 0 || sr > 2 * rows) {
    out.fill(outside, 0, n);
    lines.fill(0, 0, n);
    return;
  }
  if (!s.walls) {
    // Each room with the wall to its right, the wall below and the corner: one colour.
    const r = Math.min(rows - 1, Math.max(0, (sr - 1) >> 1));
    const base = r * cols;
    for (let k = 0; k < n; k++) {
      const sc = sc0 + k;
      if (sc < 0 || sc > last) {
        out[k] = outside;
        lines[k] = 0;
      } else {
        const kk = key[base + Math.min(cols - 1, Math.max(0, (sc - 1) >> 1))];
        out[k] = room[kk];
        lines[k] = line && line[kk] ? room[kk] : 0;
      }
    }
    return;
  }
  const r = sr >> 1;
  const roomRow = (sr & 1) === 1;
  for (let k = 0; k < n; k++) {
    const sc = sc0 + k;
    lines[k] = 0;
    if (sc < 0 || sc > last) {
      out[k] = outside;
      continue;
    }
    const c = sc >> 1;
    if (roomRow) {
      if (sc & 1) {
        const kk = key[r * cols + c];
        out[k] = room[kk];
        if (line && line[kk]) lines[k] = room[kk];
      } else if (c === 0 || c === cols || !((open[r * cols + c - 1] >> openShift) & 2)) {
        out[k] = wall;
      } else {
        const ka = key[r * cols + c - 1];
        const kb = key[r * cols + c];
        const ca = body[ka];
        out[k] = ca === body[kb] || between === null ? ca : between;
        if (line && line[ka] && line[kb]) lines[k] = out[k];
      }
    } else if (!(sc & 1) || r === 0 || r === rows || !((open[(r - 1) * cols + c] >> openShift) & 1)) {
      out[k] = wall;
    } else {
      const ka = key[(r - 1) * cols + c];
      const kb = key[r * cols + c];
      const ca = body[ka];
      out[k] = ca === body[kb] || between === null ? ca : between;
      if (line && line[ka] && line[kb]) lines[k] = out[k];
    }
  }
}

/** Fills the colours of elements (row, first .. first + n - 1) of a picture, and for those of a line the colour it shows on top (0: none). */
export type RowReader = (row: number, first: number, n: number, out: Uint32Array, lines: Uint32Array) => void;

const mix = (a: number, b: number, c: number, d: number): number => {
  const ch = (shift: number): number => Math.round((((a >>> shift) & 255) + ((b >>> shift) & 255) + ((c >>> shift) & 255) + ((d >>> shift) & 255)) / 4);
  return ((255 << 24) | (ch(16) << 16) | (ch(8) << 8) | ch(0)) >>> 0;
};

/**
 * Rooms as elements: room (r, c) with the wall to its right, the wall below and their corner (four
 * squares), in the average of their colours. Every room has its corner wall and its own square,
 * so this picture has no even grid left to beat against the pixels.
 */
function roomsOf(s: Source): RowReader {
  const { rows, cols, open, openShift, key, room, body, line, wall, outside } = s;
  const mixed = new Uint32Array(room.length * 4);
  for (let k = 0; k < room.length; k++)
    for (let o = 0; o < 4; o++)
      mixed[k * 4 + o] = s.walls ? mix(room[k], wall, o & 2 ? body[k] : wall, o & 1 ? body[k] : wall) : room[k];
  return (r, c0, n, out, lines) => {
    const inside = r >= 0 && r < rows;
    for (let k = 0; k < n; k++) {
      const c = c0 + k;
      lines[k] = 0;
      if (!inside || c < 0 || c >= cols) {
        // The maze's top and left border walls lie just before room 0.
        out[k] = (r === -1 && c >= -1 && c < cols) || (c === -1 && r >= -1 && r < rows) ? wall : outside;
        continue;
      }
      const i = r * cols + c;
      const kk = key[i];
      out[k] = mixed[kk * 4 + ((open[i] >> openShift) & 3)];
      if (line && line[kk]) lines[k] = room[kk];
    }
  };
}

/**
 * How to paint a viewport of a source: square by square, or, once a pixel covers two rooms or
 * more across, room by room (four times fewer elements, the same picture to within half a room
 * at a pixel's edge).
 */
export function readerFor(s: Source, v: Viewport): { read: RowReader; view: Viewport } {
  if (v.step >= 4 || (!s.walls && v.step >= 2))
    return { read: roomsOf(s), view: { x0: (v.x0 - 1) / 2, y0: (v.y0 - 1) / 2, step: v.step / 2, width: v.width, height: v.height } };
  return { read: (sr, sc0, n, out, lines) => squareRow(s, sr, sc0, n, out, lines), view: v };
}

/** How the elements of a row fall on the pixels: element k covers `part[k]` of pixel at[k] and `rest[k]` of the next. */
class Across {
  key = '';
  at = new Int32Array(0);
  part = new Float64Array(0);
  rest = new Float64Array(0);
  centre = new Int32Array(0);

  fit(left: number, step: number, width: number, n: number): void {
    const key = `${left} ${step} ${width} ${n}`;
    if (key === this.key) return;
    this.key = key;
    this.at = new Int32Array(n);
    this.part = new Float64Array(n);
    this.rest = new Float64Array(n);
    this.centre = new Int32Array(n);
    const first = Math.floor(left);
    for (let k = 0; k < n; k++) {
      const x = first + k;
      const start = Math.max(x, left);
      const p = Math.floor((start - left) / step);
      const edge = left + (p + 1) * step;
      this.at[k] = p;
      this.part[k] = Math.min(x + 1, edge) - start;
      this.rest[k] = Math.max(0, Math.min(x + 1, left + width * step) - Math.max(edge, start));
      const c = Math.floor((x + 0.5 - left) / step);
      this.centre[k] = x + 0.5 < left || c >= width ? -1 : c;
    }
  }
}

/** Scratch arrays for one painter, grown as needed. */
export class Scratch {
  colours = new Uint32Array(0);
  lines = new Uint32Array(0);
  r = new Float64Array(0);
  g = new Float64Array(0);
  b = new Float64Array(0);
  over = new Uint32Array(0);
  readonly across = new Across();

  fit(elements: number, width: number): void {
    if (this.colours.length < elements) {
      this.colours = new Uint32Array(elements);
      this.lines = new Uint32Array(elements);
    }
    if (this.r.length < width + 1) {
      this.r = new Float64Array(width + 1);
      this.g = new Float64Array(width + 1);
      this.b = new Float64Array(width + 1);
      this.over = new Uint32Array(width + 1);
    }
  }
}

/**
 * Paint buffer row j (width v.width) into px at offset j * v.width. Zoomed out, each pixel gets
 * the exact area-average of the elements (squares, or rooms) it covers, fractions at its edges
 * included, so the picture's even grid of walls and rooms cannot beat against the pixel grid (no
 * moiré); elements of a line show their colour whole in the pixel holding their centre.
 */
export function paintRow(read: RowReader, v: Viewport, j: number, px: Uint32Array, scratch: Scratch): void {
  const W = v.width;
  const at = j * W;
  if (v.step === 1 && Number.isInteger(v.x0) && Number.isInteger(v.y0)) {
    scratch.fit(W, 0);
    read(v.y0 + j, v.x0, W, scratch.colours, scratch.lines);
    px.set(scratch.colours.subarray(0, W), at);
    return;
  }
  const step = v.step;
  const top = v.y0 + j * step;
  const bottom = top + step;
  const left = v.x0;
  const first = Math.floor(left);
  const n = Math.ceil(left + W * step) - first;
  scratch.fit(n, W);
  scratch.across.fit(left, step, W, n);
  const { colours, lines, r: R, g: G, b: B, over } = scratch;
  const { at: pixel, part, rest, centre } = scratch.across;
  R.fill(0);
  G.fill(0);
  B.fill(0);
  over.fill(0);
  for (let row = Math.floor(top); row < bottom; row++) {
    const wy = Math.min(bottom, row + 1) - Math.max(top, row);
    if (wy <= 0) continue;
    // A line element counts in the one output row that holds its centre.
    const centreRow = row + 0.5 >= top && row + 0.5 < bottom;
    read(row, first, n, colours, lines);
    for (let k = 0; k < n; k++) {
      const c = colours[k];
      const p = pixel[k];
      const w1 = wy * part[k];
      const w2 = wy * rest[k];
      const cr = c & 255;
      const cg = (c >>> 8) & 255;
      const cb = (c >>> 16) & 255;
      R[p] += w1 * cr;
      G[p] += w1 * cg;
      B[p] += w1 * cb;
      R[p + 1] += w2 * cr;
      G[p + 1] += w2 * cg;
      B[p + 1] += w2 * cb;
      if (lines[k] && centreRow && centre[k] >= 0) over[centre[k]] = lines[k];
    }
  }
  const area = 1 / (step * step);
  for (let i = 0; i < W; i++) {
    px[at + i] = over[i] || ((255 << 24) | (Math.round(B[i] * area) << 16) | (Math.round(G[i] * area) << 8) | Math.round(R[i] * area)) >>> 0;
  }
}

/** Where square (sr, sc) falls in the buffer: its pixel, or -1 when out of view. */
export function pixelOf(v: Viewport, sr: number, sc: number): number {
  const i = Math.floor((sc + 0.5 - v.x0) / v.step);
  const j = Math.floor((sr + 0.5 - v.y0) / v.step);
  return i < 0 || j < 0 || i >= v.width || j >= v.height ? -1 : j * v.width + i;
}

/**
 * Draw a path of rooms (each beside the next) on top: its rooms and the openings between them
 * in `colour`; zoomed out, with an `edge` colour around it so it shows on any background.
 */
export function drawPath(v: Viewport, cols: number, path: ArrayLike<number>, px: Uint32Array, colour: number, edge: number | null): void {
  if (path.length === 0) return;
  const on = new Uint8Array(edge !== null && v.step > 1 ? v.width * v.height : 0);
  const mark = (sr: number, sc: number): void => {
    const p = pixelOf(v, sr, sc);
    if (p < 0) return;
    px[p] = colour;
    if (on.length) on[p] = 1;
  };
  for (let k = 0; k < path.length; k++) {
    const a = path[k];
    const ra = Math.floor(a / cols);
    const ca = a - ra * cols;
    mark(2 * ra + 1, 2 * ca + 1);
    if (k + 1 < path.length) {
      const b = path[k + 1];
      const rb = Math.floor(b / cols);
      const cb = b - rb * cols;
      mark(ra + rb + 1, ca + cb + 1); // the opening between them
    }
  }
  if (!on.length || edge === null) return;
  const W = v.width;
  const H = v.height;
  for (let p = 0; p < on.length; p++) {
    if (!on[p]) continue;
    const i = p % W;
    const j = (p - i) / W;
    for (let dj = -1; dj <= 1; dj++)
      for (let di = -1; di <= 1; di++) {
        const x = i + di;
        const y = j + dj;
        if (x >= 0 && y >= 0 && x < W && y < H && !on[y * W + x]) px[y * W + x] = edge;
      }
  }
}
