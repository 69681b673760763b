// pixels.ts: draws big mazes by writing pixels (one a square of the picture, or one a sample when zoomed out), repainting only what changed.
import { Mark, OPEN_DOWN, OPEN_RIGHT } from '../engine/engine';
import type { Scene } from './looks';
import type { BoardModel } from './model';
import { PIXEL } from './palette';

/** Zoom levels at one device pixel a square or more are whole numbers, so every square is the same size. */
const ZOOMS = [1, 2, 3, 4, 6, 8, 12, 16, 24, 32, 48];
const MAX_ZOOM = ZOOMS[ZOOMS.length - 1];

/** Per scene, the colour of a room for each of the 256 looks, and the colour its openings take. */
function colourTables(scene: Scene): { room: Uint32Array; body: Uint32Array; solid: Uint8Array } {
  const room = new Uint32Array(256);
  const body = new Uint32Array(256);
  // Zoomed far out, these rooms show their colour whole; floor and pieces keep the maze's grain.
  const solid = new Uint8Array(256);
  const dug = scene === 'walk' || scene === 'frontier' || scene === 'wilson';
  for (let look = 0; look < 256; look++) {
    const mark = (look >> 2) & 7;
    const colour = look >> 5;
    let c: number = PIXEL.floor;
    let b: number;
    switch (mark) {
      case Mark.Plain:
        c = dug ? PIXEL.undug : PIXEL.floor;
        break;
      case Mark.Visited:
        c = colour ? PIXEL.pieces[colour] : scene === 'search' ? PIXEL.searched : PIXEL.floor;
        break;
      case Mark.Thread:
        c = scene === 'wilson' ? PIXEL.loose : scene === 'search' ? PIXEL.queue : PIXEL.thread;
        break;
      case Mark.Frontier:
        c = PIXEL.frontier;
        break;
      case Mark.Route:
        c = PIXEL.route;
        break;
      case Mark.Current:
        c = scene === 'wilson' ? PIXEL.looseHead : scene === 'frontier' ? PIXEL.frontierHead : PIXEL.threadHead;
        break;
    }
    // An opening between two rooms takes their colour when they agree (the thread's head counts as thread).
    if (mark === Mark.Current) b = scene === 'wilson' ? PIXEL.loose : scene === 'frontier' ? PIXEL.floor : PIXEL.thread;
    else b = c;
    room[look] = c;
    body[look] = b;
    solid[look] = c !== PIXEL.floor && !(mark === Mark.Visited && colour) ? 1 : 0;
  }
  return { room, body, solid };
}

/** The colour of square (sr, sc) of the maze's picture: rock, a room, or the wall or opening between two rooms. */
function squareColour(
  model: BoardModel,
  room: Uint32Array,
  body: Uint32Array,
  solid: Uint8Array | null,
  between: number,
  sr: number,
  sc: number,
): number {
  const { rows, cols, looks } = model;
  if (sr < 0 || sc < 0 || sr > 2 * rows || sc > 2 * cols) return PIXEL.outside;
  if (solid) {
    // Zoomed far out, a pixel stands for many squares: a marked room (thread, way out, searched,
    // not dug yet) shows its colour whole, and floor shows the maze's grain.
    const own = looks[Math.min(rows - 1, sr >> 1) * cols + Math.min(cols - 1, sc >> 1)];
    if (solid[own]) return room[own];
  }
  const rOdd = sr & 1;
  const cOdd = sc & 1;
  if (rOdd && cOdd) return room[looks[(sr >> 1) * cols + (sc >> 1)]];
  if (!rOdd && !cOdd) return PIXEL.wall;
  let a: number, b: number;
  if (rOdd) {
    const c = sc >> 1;
    if (c === 0 || c === cols) return PIXEL.wall;
    a = (sr >> 1) * cols + c - 1;
    if (!(looks[a] & OPEN_RIGHT)) return PIXEL.wall;
    b = a + 1;
  } else {
    const r = sr >> 1;
    if (r === 0 || r === rows) return PIXEL.wall;
    a = (r - 1) * cols + (sc >> 1);
    if (!(looks[a] & OPEN_DOWN)) return PIXEL.wall;
    b = a + cols;
  }
  const ca = body[looks[a]];
  return ca === body[looks[b]] ? ca : between;
}

/** The first cell showing a square at or after `square` (cells show squares in order). */
function firstCell(square: number, squares: Int32Array): number {
  let lo = 0;
  let hi = squares.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (squares[mid] < square) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export class PixelPainter {
  /** Device pixels a square; and the square at the canvas's top left corner. */
  zoom = 1;
  x0 = 0;
  y0 = 0;
  fitted = true;
  #W = 1;
  #H = 1;
  readonly #buffer = document.createElement('canvas');
  readonly #bctx = this.#buffer.getContext('2d')!;
  #image: ImageData | null = null;
  #px: Uint32Array = new Uint32Array(0);
  // The buffer's layout: cell (i, j) shows square (bx0 + i, by0 + j) at one square a cell, or a sample when zoomed out.
  #step = 1;
  #bx0 = 0;
  #by0 = 0;
  #bw = 0;
  #bh = 0;
  #nextRow = 0;
  #rowsLeft = 0;
  #colSq = new Int32Array(0);
  #rowSq = new Int32Array(0);
  #layoutKey = '';
  #scene: Scene | null = null;
  #tables = colourTables('blank');
  #dirty = { x0: 0, y0: 0, x1: -1, y1: -1 };

  /** Size of the canvas in device pixels. */
  resize(width: number, height: number, model: BoardModel): void {
    this.#W = Math.max(1, width);
    this.#H = Math.max(1, height);
    if (this.fitted) this.fit(model);
    else this.#clamp(model);
  }

  fit(model: BoardModel): void {
    const pw = 2 * model.cols + 1;
    const ph = 2 * model.rows + 1;
    let z = Math.min(this.#W / pw, this.#H / ph);
    if (z >= 1) z = Math.min(MAX_ZOOM, Math.floor(z));
    this.zoom = z;
    this.fitted = true;
    this.x0 = (pw - this.#W / z) / 2;
    this.y0 = (ph - this.#H / z) / 2;
  }

  /** Zoom by a factor around a point of the canvas (device pixels). */
  zoomBy(factor: number, px: number, py: number, model: BoardModel): void {
    const pw = 2 * model.cols + 1;
    const ph = 2 * model.rows + 1;
    const least = Math.min(1, Math.min(this.#W / pw, this.#H / ph));
    let z: number;
    if (factor > 1) z = this.zoom < 1 ? Math.min(1, this.zoom * factor) : (ZOOMS.find((s) => s > this.zoom + 1e-9) ?? MAX_ZOOM);
    else z = this.zoom <= 1 ? this.zoom * factor : ([...ZOOMS].reverse().find((s) => s < this.zoom - 1e-9) ?? 1);
    z = Math.max(least, Math.min(MAX_ZOOM, z));
    const sx = this.x0 + px / this.zoom;
    const sy = this.y0 + py / this.zoom;
    this.zoom = z;
    this.x0 = sx - px / z;
    this.y0 = sy - py / z;
    this.fitted = false;
    this.#clamp(model);
  }

  /** Move by device pixels. */
  panBy(dx: number, dy: number, model: BoardModel): void {
    this.x0 += dx / this.zoom;
    this.y0 += dy / this.zoom;
    this.fitted = false;
    this.#clamp(model);
  }

  #clamp(model: BoardModel): void {
    const pw = 2 * model.cols + 1;
    const ph = 2 * model.rows + 1;
    const vw = this.#W / this.zoom;
    const vh = this.#H / this.zoom;
    // Keep the picture in view: centred when it is smaller than the view, else no empty margin beyond half a view.
    this.x0 = vw >= pw ? (pw - vw) / 2 : Math.max(-vw / 2, Math.min(pw - vw / 2, this.x0));
    this.y0 = vh >= ph ? (ph - vh) / 2 : Math.max(-vh / 2, Math.min(ph - vh / 2, this.y0));
  }

  #layout(): boolean {
    let step: number, bx0: number, by0: number, bw: number, bh: number;
    if (this.zoom >= 1) {
      step = 1;
      bx0 = Math.floor(this.x0);
      by0 = Math.floor(this.y0);
      bw = Math.ceil(this.#W / this.zoom) + 2;
      bh = Math.ceil(this.#H / this.zoom) + 2;
    } else {
      step = 1 / this.zoom;
      bx0 = this.x0;
      by0 = this.y0;
      bw = this.#W;
      bh = this.#H;
    }
    const key = `${step} ${bx0} ${by0} ${bw} ${bh}`;
    if (key === this.#layoutKey) return false;
    this.#layoutKey = key;
    this.#step = step;
    this.#bx0 = bx0;
    this.#by0 = by0;
    if (bw !== this.#bw || bh !== this.#bh || !this.#image) {
      this.#bw = bw;
      this.#bh = bh;
      this.#buffer.width = bw;
      this.#buffer.height = bh;
      this.#image = this.#bctx.createImageData(bw, bh);
      this.#px = new Uint32Array(this.#image.data.buffer);
    }
    // Which square each column and row of cells shows (a sample of it when zoomed out).
    this.#colSq = new Int32Array(bw);
    this.#rowSq = new Int32Array(bh);
    for (let i = 0; i < bw; i++) this.#colSq[i] = step === 1 ? bx0 + i : Math.floor(bx0 + (i + 0.5) * step);
    for (let j = 0; j < bh; j++) this.#rowSq[j] = step === 1 ? by0 + j : Math.floor(by0 + (j + 0.5) * step);
    return true;
  }

  /**
   * Paint what changed (or everything after a move, a zoom or a new maze). Painting everything
   * goes a band of rows at a time within a few milliseconds, so the page never stalls; returns
   * true while rows are still to be painted (call again next frame).
   */
  paint(model: BoardModel, budgetMs = 4): boolean {
    const moved = this.#layout();
    if (model.scene !== this.#scene) {
      this.#scene = model.scene;
      this.#tables = colourTables(model.scene);
      model.dirtyAll = true;
    }
    const { all, lists } = model.takeDirty();
    const { room, body } = this.#tables;
    const solid = this.#step >= 2 ? this.#tables.solid : null;
    const between = this.#scene === 'search' ? PIXEL.searched : PIXEL.floor;
    const px = this.#px;
    const bw = this.#bw;
    const bh = this.#bh;
    const colSq = this.#colSq;
    const rowSq = this.#rowSq;
    let changed = 0;
    for (const rooms of lists) changed += rooms.length;
    const d = this.#dirty;
    // A room repaints up to nine cells: past some number of rooms, painting every cell (a band of
    // rows a frame) is cheaper and keeps each frame's work small.
    if (all || moved || changed * 64 > bw * bh) {
      // Paint every row again, going on from where a pass under way has got to (so a stream of
      // big changes cannot keep the lower rows from ever being painted).
      if (moved || this.#rowsLeft === 0) this.#nextRow = 0;
      this.#rowsLeft = bh;
    }
    else {
      const cols = model.cols;
      for (const rooms of lists)
        for (let k = 0; k < rooms.length; k++) {
          const r = Math.floor(rooms[k] / cols);
          const c = rooms[k] - r * cols;
          // The room's square and the four walls around it: squares 2r..2r+2 by 2c..2c+2.
          const i0 = firstCell(2 * c, colSq);
          const j0 = firstCell(2 * r, rowSq);
          let i1 = i0 - 1;
          let j1 = j0 - 1;
          for (let j = j0; j < bh && rowSq[j] <= 2 * r + 2; j++) {
            const sr = rowSq[j];
            const line = j * bw;
            j1 = j;
            for (let i = i0; i < bw && colSq[i] <= 2 * c + 2; i++) {
              px[line + i] = squareColour(model, room, body, solid, between, sr, colSq[i]);
              i1 = i;
            }
          }
          if (i1 < i0 || j1 < j0) continue;
          if (d.x1 < d.x0) {
            d.x0 = i0;
            d.y0 = j0;
            d.x1 = i1;
            d.y1 = j1;
          } else {
            if (i0 < d.x0) d.x0 = i0;
            if (j0 < d.y0) d.y0 = j0;
            if (i1 > d.x1) d.x1 = i1;
            if (j1 > d.y1) d.y1 = j1;
          }
        }
    }
    if (this.#rowsLeft > 0) {
      const end = performance.now() + budgetMs;
      const from = this.#nextRow;
      let j = from;
      while (this.#rowsLeft > 0 && j < bh) {
        const sr = rowSq[j];
        const line = j * bw;
        for (let i = 0; i < bw; i++) px[line + i] = squareColour(model, room, body, solid, between, sr, colSq[i]);
        j++;
        this.#rowsLeft--;
        if ((j & 3) === 0 && performance.now() > end) break;
      }
      this.#bctx.putImageData(this.#image!, 0, 0, 0, from, bw, j - from);
      this.#nextRow = j < bh ? j : 0;
    }
    if (d.x1 >= d.x0 && d.y1 >= d.y0 && this.#image) {
      this.#bctx.putImageData(this.#image, 0, 0, d.x0, d.y0, d.x1 - d.x0 + 1, d.y1 - d.y0 + 1);
      d.x0 = d.y0 = 0;
      d.x1 = d.y1 = -1;
    }
    return this.#rowsLeft > 0;
  }

  /** Copy the buffer onto the board's canvas (device pixels, no smoothing: squares stay sharp). */
  blit(ctx: CanvasRenderingContext2D): void {
    ctx.imageSmoothingEnabled = false;
    if (this.#step === 1) {
      const dx = (this.#bx0 - this.x0) * this.zoom;
      const dy = (this.#by0 - this.y0) * this.zoom;
      ctx.drawImage(this.#buffer, 0, 0, this.#bw, this.#bh, Math.round(dx), Math.round(dy), this.#bw * this.zoom, this.#bh * this.zoom);
    } else {
      ctx.drawImage(this.#buffer, 0, 0);
    }
  }

  /** Where a square is on the canvas (device pixels). */
  squareAt(sr: number, sc: number): { x: number; y: number; size: number } {
    return { x: (sc - this.x0) * this.zoom, y: (sr - this.y0) * this.zoom, size: this.zoom };
  }
}
