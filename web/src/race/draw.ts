// draw.ts: one board's picture: a square maze on a canvas, each room as the rule left it (looked at, on the list,
// filled), the way in and the way out, the room just taken, and once found the way drawn. The rooms are a pixel
// each in a picture of their own, changed a room at a time and scaled onto the canvas, and the walls are drawn
// once a size: a frame costs the rooms that changed, so four boards of a 1000 x 1000 maze keep the display's pace.
import { FILL, INK, packed } from '../board/state/palette';
import { strokeEdged } from '../common/stroke';
import type { Plan } from './plan';

/** A room as a rule left it. */
export const PLAIN = 0;
export const LOOKED = 1; // taken off the list and looked at (a mouse: walked into), or filled
export const LISTED = 2; // on the list, waiting

/** Rooms this small (device pixels) are drawn without their walls; this big, with the list's dots and the fill's crosses. */
const WALLS_FROM = 2;
const DOTS_FROM = 12;

export class BoardPicture {
  readonly canvas: HTMLCanvasElement;
  #plan: Plan | null = null;
  #state = new Uint8Array(0);
  #colours = new Uint32Array(3);
  #filling = false;
  #layer = document.createElement('canvas'); // a pixel a room
  #image: ImageData | null = null;
  #pixels = new Uint32Array(0);
  #dirty = { low: Infinity, high: -Infinity }; // the rooms changed since the layer was last painted
  #walls: HTMLCanvasElement | null = null; // the walls at the canvas's size
  #wallsSide = 0;

  constructor(canvas: HTMLCanvasElement) {
    this.canvas = canvas;
  }

  /** A fresh picture of this plan: every room plain; `filling`: looked-at rooms are filled in, grey. */
  reset(plan: Plan, filling: boolean): void {
    const rooms = plan.rows * plan.cols;
    if (plan !== this.#plan) {
      this.#layer.width = plan.cols;
      this.#layer.height = plan.rows;
      this.#image = new ImageData(plan.cols, plan.rows);
      this.#pixels = new Uint32Array(this.#image.data.buffer);
      this.#walls = null;
    }
    this.#plan = plan;
    this.#filling = filling;
    this.#colours = Uint32Array.of(packed(FILL.floor), packed(filling ? FILL.undug : FILL.searched), packed(FILL.queue));
    this.#state = new Uint8Array(rooms);
    this.#pixels.fill(this.#colours[PLAIN]);
    this.#dirty = { low: 0, high: rooms - 1 };
  }

  state(room: number): number {
    return this.#state[room];
  }

  set(room: number, state: number): void {
    this.#state[room] = state;
    this.#pixels[room] = this.#colours[state];
    if (room < this.#dirty.low) this.#dirty.low = room;
    if (room > this.#dirty.high) this.#dirty.high = room;
  }

  /** Draws the picture to fill the canvas's own width (a square), sharp on every screen. */
  draw(current: number, route: readonly number[]): void {
    const plan = this.#plan;
    const ctx = this.canvas.getContext('2d');
    if (!plan || !ctx || !this.#image) return;
    const dpr = window.devicePixelRatio || 1;
    const side = Math.max(40, Math.round(this.canvas.clientWidth * dpr));
    if (this.canvas.width !== side || this.canvas.height !== side) {
      this.canvas.width = side;
      this.canvas.height = side;
    }
    const { rows, cols } = plan;
    const edge = Math.max(2, Math.round(side / 110)); // the outside wall's thickness
    const fits = (side - 2 * edge) / Math.max(rows, cols);
    const s = fits >= WALLS_FROM ? Math.floor(fits) : fits; // a room's side: whole pixels while walls show
    const t = Math.min(edge, Math.max(1, Math.round(s / 4))); // the inside walls' thickness
    const ox = Math.round((side - s * cols) / 2);
    const oy = Math.round((side - s * rows) / 2);
    const cx = (room: number): number => ox + (room % cols) * s + s / 2;
    const cy = (room: number): number => oy + Math.floor(room / cols) * s + s / 2;

    // The rooms: only the rows that changed go to the layer.
    const { low, high } = this.#dirty;
    if (low <= high) {
      const top = Math.floor(low / cols);
      this.#layer.getContext('2d')?.putImageData(this.#image, 0, 0, 0, top, cols, Math.floor(high / cols) - top + 1);
      this.#dirty = { low: Infinity, high: -Infinity };
    }
    ctx.clearRect(0, 0, side, side);
    ctx.imageSmoothingEnabled = s < 1; // many rooms a pixel: blended; else each room's own square
    ctx.drawImage(this.#layer, ox, oy, s * cols, s * rows);

    if (s >= DOTS_FROM) this.#dotsAndCrosses(ctx, s, cx, cy, dpr);
    if (s >= WALLS_FROM) ctx.drawImage(this.#wallsAt(side, s, t, ox, oy), 0, 0);
    // The outside wall, with a gap at the way in (left) and the way out (right).
    const half = Math.floor(edge / 2);
    ctx.fillStyle = INK.wall;
    ctx.fillRect(ox - half, oy - half, s * cols + edge, edge);
    ctx.fillRect(ox - half, oy + s * rows - half, s * cols + edge, edge);
    ctx.fillRect(ox - half, oy - half, edge, s * rows + edge);
    ctx.fillRect(ox + s * cols - half, oy - half, edge, s * rows + edge);
    const gap = Math.max(s - 2 * half - 2, Math.min(s * 3, 6 * dpr)); // a tiny room's gap is still seen
    ctx.clearRect(ox - half - 1, cy(plan.wayIn) - gap / 2, edge + 2, gap);
    ctx.clearRect(ox + s * cols - half - 1, cy(plan.wayOut) - gap / 2, edge + 2, gap);

    const mark = Math.max(s, 18 * dpr); // a ring or a dot stays big enough to see on a tiny room
    if (route.length > 0) {
      // The way, once found: the lesson's blue line.
      const path = new Path2D();
      path.moveTo(cx(route[0]), cy(route[0]));
      for (let i = 1; i < route.length; i++) path.lineTo(cx(route[i]), cy(route[i]));
      strokeEdged(ctx, path, Math.max(2, Math.min(s * 0.24, 4 * dpr)), INK.route, INK.routeEdge, dpr);
    } else {
      // Where it starts and where it is heading: rings round the two rooms.
      for (const room of [plan.from, plan.to]) {
        ctx.beginPath();
        ctx.arc(cx(room), cy(room), mark * 0.3, 0, Math.PI * 2);
        ctx.lineWidth = Math.max(2 * dpr, mark * 0.07);
        ctx.strokeStyle = INK.route;
        ctx.stroke();
      }
    }
    // The room just taken: an amber dot with a dark edge, so it shows on every fill.
    if (current >= 0) dot(ctx, cx(current), cy(current), mark * 0.24, INK.thread, INK.threadEdge, dpr);
  }

  /** Big rooms: a dot on each room on the list, a cross on each room filled. */
  #dotsAndCrosses(ctx: CanvasRenderingContext2D, s: number, cx: (r: number) => number, cy: (r: number) => number, dpr: number): void {
    const cross = new Path2D();
    const d = s * 0.18;
    this.#state.forEach((state, room) => {
      if (state === LISTED) dot(ctx, cx(room), cy(room), s * 0.16, INK.queue, INK.routeEdge, dpr);
      if (state === LOOKED && this.#filling) {
        cross.moveTo(cx(room) - d, cy(room) - d), cross.lineTo(cx(room) + d, cy(room) + d);
        cross.moveTo(cx(room) + d, cy(room) - d), cross.lineTo(cx(room) - d, cy(room) + d);
      }
    });
    ctx.lineWidth = Math.max(1, dpr * 1.2);
    ctx.strokeStyle = '#6b7380';
    ctx.lineCap = 'round';
    ctx.stroke(cross);
  }

  /** The inside walls on whole pixels, drawn once for this size of canvas. */
  #wallsAt(side: number, s: number, t: number, ox: number, oy: number): HTMLCanvasElement {
    if (this.#walls && this.#wallsSide === side) return this.#walls;
    const plan = this.#plan!;
    const walls = this.#walls ?? document.createElement('canvas');
    walls.width = walls.height = side;
    const ctx = walls.getContext('2d')!;
    ctx.clearRect(0, 0, side, side);
    ctx.fillStyle = INK.wall;
    const half = Math.floor(t / 2);
    for (let room = 0; room < plan.rows * plan.cols; room++) {
      const r = Math.floor(room / plan.cols), c = room % plan.cols;
      if (c + 1 < plan.cols && !plan.right[room]) ctx.fillRect(ox + c * s + s - half, oy + r * s - half, t, s + t);
      if (r + 1 < plan.rows && !plan.down[room]) ctx.fillRect(ox + c * s - half, oy + r * s + s - half, s + t, t);
    }
    this.#walls = walls;
    this.#wallsSide = side;
    return walls;
  }
}

function dot(ctx: CanvasRenderingContext2D, x: number, y: number, radius: number, fill: string, edge: string, dpr: number): void {
  ctx.beginPath();
  ctx.arc(x, y, radius, 0, Math.PI * 2);
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.lineWidth = Math.max(1, dpr);
  ctx.strokeStyle = edge;
  ctx.stroke();
}
