// pixels.ts: draws big mazes as pixels (a square a pixel zoomed in, each pixel the area-average of what it covers zoomed out), or shows the Distance view the driver draws.
import { Mark } from 'maze-engine/engine';
import type { DistanceAsk, DistanceImage } from './distance';
import { LOOK_VALUES, type Scene, type Ways, colourOf, coloursOf, markOf } from '../state/looks';
import { type Source, type Viewport, Scratch, paintRow, readerFor, sameViewport } from './overview';
import { FILL, PIXEL, packed } from '../state/palette';
import type { PixelSource } from './repaint';

/** Zoom levels at one device pixel a square or more are whole numbers, so every square is the same size. */
const ZOOMS = [1, 2, 3, 4, 6, 8, 12, 16, 24, 32, 48];
const MAX_ZOOM = ZOOMS[ZOOMS.length - 1];

/** What the board's pixels show: the maze with its marks, or every room coloured by its steps from the way in. */
export type PixelView = 'maze' | 'distance';

/** The painter reads the model through this; `ways` (default: top left to bottom right) is where the Distance view starts and ends. */
export type PaintSource = PixelSource & { readonly ways?: Ways };

/** Per scene and look: a room's colour, its openings' colour, and whether it shows as a line when zoomed out. */
function colourTables(scene: Scene): { room: Uint32Array; body: Uint32Array; line: Uint8Array; between: number } {
  const c = coloursOf(scene);
  // Rock the maze has not reached yet is drawn as rock, as in the lesson's pictures.
  const plain = c.plain === FILL.undug ? PIXEL.undug : packed(c.plain);
  const visited = packed(c.visited);
  const thread = c.line ? packed(c.line.colour) : scene === 'search' ? PIXEL.queue : packed(c.thread);
  const head = packed(c.head ?? c.current);
  // The thread's head joins the thread: its openings take the thread's colour.
  const headBody = c.line ? packed(c.line.colour) : packed(c.current);
  const room = new Uint32Array(LOOK_VALUES);
  const body = new Uint32Array(LOOK_VALUES);
  const line = new Uint8Array(LOOK_VALUES);
  for (let look = 0; look < LOOK_VALUES; look++) {
    const mark = markOf(look);
    const piece = colourOf(look);
    let colour = visited;
    if (mark === Mark.Plain) colour = plain;
    else if (mark === Mark.Visited) colour = piece ? PIXEL.pieces[piece] : visited;
    else if (mark === Mark.Thread) colour = thread;
    else if (mark === Mark.Frontier) colour = PIXEL.frontier;
    else if (mark === Mark.Route) colour = PIXEL.route;
    else if (mark === Mark.Current) colour = head;
    room[look] = colour;
    body[look] = mark === Mark.Current ? headBody : colour;
    // Marks one room wide (thread, frontier, way out) would fade into the average: they stay whole.
    line[look] = mark === Mark.Thread || mark === Mark.Current || mark === Mark.Route || mark === Mark.Frontier ? 1 : 0;
  }
  return { room, body, line, between: visited };
}

export class PixelPainter {
  /** Device pixels a square; and the square at the canvas's top left corner. */
  zoom = 1;
  x0 = 0;
  y0 = 0;
  fitted = true;
  /** Which picture to show, and who draws the Distance view (the driver: in the worker for big mazes). */
  view: PixelView = 'maze';
  distanceFrom: ((ask: DistanceAsk) => Promise<DistanceImage | null>) | null = null;
  /** Called when a Distance view arrives, to draw the board again (unset: paint() asks to be called every frame meanwhile). */
  redraw: (() => void) | null = null;
  #W = 1;
  #H = 1;
  readonly #buffer = document.createElement('canvas');
  readonly #bctx = this.#buffer.getContext('2d')!;
  #image: ImageData | null = null;
  #px: Uint32Array = new Uint32Array(0);
  /** The buffer's layout: pixel (i, j) shows squares from (x0 + i * step, y0 + j * step). */
  #vp: Viewport = { x0: 0, y0: 0, step: 1, width: 0, height: 0 };
  #layoutKey = '';
  /** Buffer rows still to paint, and where the painting goes on from. */
  #pending = new Uint8Array(0);
  #pendingCount = 0;
  #cursor = 0;
  #scene: Scene | null = null;
  #tables = colourTables('blank');
  readonly #scratch = new Scratch();
  // The Distance view: the last picture the driver drew, and what was asked last.
  readonly #dbuffer = document.createElement('canvas');
  #distance: DistanceImage | null = null;
  #asked: Viewport | null = null;
  #askedAt = -1;
  #asking = false;
  /** Counts changes of the maze, so the Distance view is drawn again after one. */
  #changes = 0;
  #size = '';
  #shown: PixelView = 'maze';

  /** Size of the canvas in device pixels. */
  resize(width: number, height: number, model: PaintSource): void {
    this.#W = Math.max(1, width);
    this.#H = Math.max(1, height);
    if (this.fitted) this.fit(model);
    else this.#clamp(model);
  }

  fit(model: PaintSource): void {
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
  zoomBy(factor: number, px: number, py: number, model: PaintSource): void {
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

  /**
   * Keep square (sr, sc) of the picture in view, `margin` device pixels inside the canvas, at
   * `least` device pixels a square or closer (a player walking a maze too big to show whole).
   */
  follow(sr: number, sc: number, least: number, margin: number, model: PaintSource): void {
    if (this.zoom < least) {
      this.zoom = Math.min(MAX_ZOOM, least);
      this.x0 = sc + 0.5 - this.#W / (2 * this.zoom);
      this.y0 = sr + 0.5 - this.#H / (2 * this.zoom);
    }
    const keep = (at: number, size: number): number => {
      const m = Math.min(margin, size / 2);
      return at < m ? (at - m) / this.zoom : at > size - m ? (at - (size - m)) / this.zoom : 0;
    };
    this.x0 += keep((sc + 0.5 - this.x0) * this.zoom, this.#W);
    this.y0 += keep((sr + 0.5 - this.y0) * this.zoom, this.#H);
    this.fitted = false;
    this.#clamp(model);
  }

  /** Move by device pixels. */
  panBy(dx: number, dy: number, model: PaintSource): void {
    this.x0 += dx / this.zoom;
    this.y0 += dy / this.zoom;
    this.fitted = false;
    this.#clamp(model);
  }

  #clamp(model: PaintSource): void {
    const pw = 2 * model.cols + 1;
    const ph = 2 * model.rows + 1;
    const vw = this.#W / this.zoom;
    const vh = this.#H / this.zoom;
    // Keep the picture in view: centred when it is smaller than the view, else no empty margin beyond half a view.
    this.x0 = vw >= pw ? (pw - vw) / 2 : Math.max(-vw / 2, Math.min(pw - vw / 2, this.x0));
    this.y0 = vh >= ph ? (ph - vh) / 2 : Math.max(-vh / 2, Math.min(ph - vh / 2, this.y0));
  }

  /** Work out the buffer's layout; true when it moved (everything is painted again). */
  #layout(): boolean {
    let vp: Viewport;
    if (this.zoom >= 1) {
      // A pixel a square, scaled up when copied to the canvas.
      vp = { x0: Math.floor(this.x0), y0: Math.floor(this.y0), step: 1, width: Math.ceil(this.#W / this.zoom) + 2, height: Math.ceil(this.#H / this.zoom) + 2 };
    } else {
      vp = { x0: this.x0, y0: this.y0, step: 1 / this.zoom, width: this.#W, height: this.#H };
    }
    const key = `${vp.x0} ${vp.y0} ${vp.step} ${vp.width} ${vp.height}`;
    if (key === this.#layoutKey) return false;
    this.#layoutKey = key;
    if (vp.width !== this.#vp.width || vp.height !== this.#vp.height || !this.#image) {
      this.#buffer.width = vp.width;
      this.#buffer.height = vp.height;
      this.#image = this.#bctx.createImageData(vp.width, vp.height);
      this.#px = new Uint32Array(this.#image.data.buffer);
      this.#pending = new Uint8Array(vp.height);
      this.#pendingCount = 0;
    }
    this.#vp = vp;
    return true;
  }

  #all(): void {
    this.#pending.fill(1);
    this.#pendingCount = this.#pending.length;
  }

  /** Rows of the buffer that show room r (its square and the walls around it). */
  #touch(rooms: Int32Array, cols: number): void {
    const { y0, step } = this.#vp;
    const last = this.#pending.length - 1;
    for (let k = 0; k < rooms.length; k++) {
      const r = Math.floor(rooms[k] / cols);
      const j0 = Math.max(0, Math.floor((2 * r - y0) / step));
      const j1 = Math.min(last, Math.ceil((2 * r + 3 - y0) / step) - 1);
      for (let j = j0; j <= j1; j++)
        if (!this.#pending[j]) {
          this.#pending[j] = 1;
          this.#pendingCount++;
        }
    }
  }

  /**
   * Paint what changed (or everything after a move, a zoom or a new maze), a few rows at a time
   * within `budgetMs`, so the page never stalls; returns true while there is more to do (call
   * again next frame).
   */
  paint(model: PaintSource, budgetMs = 4): boolean {
    const moved = this.#layout();
    const size = `${model.rows} ${model.cols}`;
    if (size !== this.#size) {
      this.#size = size;
      this.#distance?.bitmap?.close();
      this.#distance = null;
    }
    // Turned on again: drawn afresh (the maze may have been looked at from elsewhere meanwhile).
    if (this.view !== this.#shown) {
      this.#shown = this.view;
      this.#askedAt = -1;
    }
    let all = moved;
    if (model.scene !== this.#scene) {
      this.#scene = model.scene;
      this.#tables = colourTables(model.scene);
      all = true;
    }
    const dirty = model.takeDirty();
    if (dirty.all || dirty.lists.length > 0) this.#changes++;
    if (this.view === 'distance' && this.distanceFrom) {
      // The maze is painted afresh when it comes back: a new layout (its buffer cleared) or changes meanwhile.
      if (all || dirty.all || dirty.lists.length > 0) this.#all();
      return this.#askDistance(model);
    }
    if (all || dirty.all) {
      if (moved) this.#cursor = 0;
      this.#all();
    } else for (const rooms of dirty.lists) this.#touch(rooms, model.cols);
    if (this.#pendingCount === 0) return false;

    const t = this.#tables;
    const source: Source = {
      rows: model.rows,
      cols: model.cols,
      open: model.looks,
      openShift: 0,
      key: model.looks,
      room: t.room,
      body: t.body,
      between: t.between,
      line: this.#vp.step > 1 ? t.line : null,
      wall: PIXEL.wall,
      outside: PIXEL.outside,
      walls: true,
    };
    const { read, view } = readerFor(source, this.#vp);
    const end = performance.now() + budgetMs;
    const rows = this.#pending.length;
    let low = rows;
    let high = -1;
    for (let n = 0; n < rows && this.#pendingCount > 0; n++) {
      const j = this.#cursor;
      this.#cursor = j + 1 < rows ? j + 1 : 0;
      if (!this.#pending[j]) continue;
      paintRow(read, view, j, this.#px, this.#scratch);
      this.#pending[j] = 0;
      this.#pendingCount--;
      if (j < low) low = j;
      if (j > high) high = j;
      if (performance.now() > end) break;
    }
    if (high >= low) this.#bctx.putImageData(this.#image!, 0, 0, 0, low, this.#vp.width, high - low + 1);
    return this.#pendingCount > 0;
  }

  /** Ask the driver for the Distance view when the view moved or the maze changed (one ask at a time). */
  #askDistance(model: PaintSource): boolean {
    const want = this.#vp;
    const stale = !sameViewport(this.#asked, want) || this.#askedAt !== this.#changes;
    if (stale && !this.#asking) {
      this.#asking = true;
      this.#asked = want;
      this.#askedAt = this.#changes;
      const ways = model.ways ?? { in: 0, out: model.rows * model.cols - 1 };
      const asked = performance.now();
      this.distanceFrom!({ view: want, from: ways.in, to: ways.out }).then(
        (image) => {
          this.#asking = false;
          if (image) this.#showDistance(image, performance.now() - asked);
          this.redraw?.();
        },
        () => {
          this.#asking = false;
          this.redraw?.();
        },
      );
      // Everything gets painted again when the maze view comes back.
      this.#all();
    }
    // Nothing to paint while the driver draws: the board is drawn again when the picture comes.
    return this.redraw ? false : this.#asking || stale;
  }

  #showDistance(image: DistanceImage, waited: number): void {
    const { width, height } = image.view;
    if (image.pixels) {
      if (this.#dbuffer.width !== width || this.#dbuffer.height !== height) {
        this.#dbuffer.width = width;
        this.#dbuffer.height = height;
      }
      this.#dbuffer.getContext('2d')!.putImageData(new ImageData(new Uint8ClampedArray(image.pixels.buffer as ArrayBuffer), width, height), 0, 0);
    }
    this.#distance?.bitmap?.close();
    this.#distance = image;
    // For anyone measuring: how long the driver took to draw it, and the wait from asking to showing.
    performance.mark('board-distance', { detail: { drawMs: image.ms, waitedMs: waited, farthest: image.farthest, step: image.view.step } });
  }

  /** Copy the buffer onto the board's canvas (device pixels, no smoothing: squares stay sharp). */
  blit(ctx: CanvasRenderingContext2D): void {
    ctx.imageSmoothingEnabled = false;
    const d = this.#distance;
    if (this.view === 'distance' && this.distanceFrom && d) {
      // The last picture drawn, moved and scaled to where the view is now until the next one comes.
      const v = d.view;
      const scale = v.step * this.zoom;
      ctx.drawImage(d.bitmap ?? this.#dbuffer, Math.round((v.x0 - this.x0) * this.zoom), Math.round((v.y0 - this.y0) * this.zoom), v.width * scale, v.height * scale);
      return;
    }
    const vp = this.#vp;
    if (vp.step === 1) {
      const dx = (vp.x0 - this.x0) * this.zoom;
      const dy = (vp.y0 - this.y0) * this.zoom;
      ctx.drawImage(this.#buffer, 0, 0, vp.width, vp.height, Math.round(dx), Math.round(dy), vp.width * this.zoom, vp.height * this.zoom);
    } else {
      ctx.drawImage(this.#buffer, 0, 0);
    }
  }

  /** Where a square is on the canvas (device pixels). */
  squareAt(sr: number, sc: number): { x: number; y: number; size: number } {
    return { x: (sc - this.x0) * this.zoom, y: (sr - this.y0) * this.zoom, size: this.zoom };
  }
}
