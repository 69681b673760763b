// view.ts: the board's canvas: crisp on any screen, redrawn from the model (rooms one by one, or pixels for big mazes), with the tree and Distance views.
import { drawFamily } from './draw_family';
import { SHAPE_FACTS } from 'maze-engine/engine';
import { FLASH_MS, type Flash, drawRooms } from './draw_rooms';
import { type ShapeFit, drawShape, fitShape, roomAt } from './draw_shape';
import { lookAround } from './look_around';
import type { BoardModel } from '../state/model';
import { INK } from '../state/palette';
import { PixelPainter } from './pixels';
import { Repaints } from './repaint';
import { type FamilyTree, familyTree } from './tree';
import { count } from '../../common/numbers';
import type { TreeMode } from '../state/views';
import { SHAPE_WORDS } from '../state/shapes';

/** How much of the window the board's other parts take, above the maze and below it (CSS pixels), so maze and buttons fit together. */
export type Room = () => { above: number; below: number };

/** What the canvas's description calls each shape. */
export type ViewMode = 'rooms' | 'pixels';

/** Shape units to device pixels: x * k + ox, y * k + oy. */
export interface RoomFit {
  k: number;
  ox: number;
  oy: number;
  dpr: number;
}

/** Rooms are drawn one by one (walls, lines, tree) up to this many; bigger mazes are drawn as pixels. */
export const ROOM_DRAWING_ROOMS = 2_500;
/** Room left below the maze in the window, in CSS pixels. */
const MARGIN = 28;
/** ...and only while a room is at least this many CSS pixels wide. */
const SMALLEST_ROOM = 3;

export class BoardView {
  readonly stage: HTMLElement;
  readonly canvas = document.createElement('canvas');
  readonly pixels = new PixelPainter();
  readonly source: Repaints;
  readonly #ctx: CanvasRenderingContext2D;
  readonly #model: BoardModel;
  readonly #onMode: (mode: ViewMode, looking: boolean) => void;
  mode: ViewMode = 'rooms';
  dpr = 1;
  #tree: TreeMode = 'off';
  #distance = false;
  /** The tree from the way in, worked out again only when the maze changed. */
  #family: { version: number; tree: FamilyTree } | null = null;
  #flashes: Flash[] = [];
  #sizeKey = '';
  #rows = 0;
  #cols = 0;
  #layout: unknown = null;
  #raf = 0;
  /** Shapes: zoom and the move (device pixels) over the fit that shows the whole shape. */
  #camera = { zoom: 1, dx: 0, dy: 0 };
  /** Drawn over the maze after each draw (a game's player, trail and fog), given where rooms are; null: nothing. */
  overlay: ((ctx: CanvasRenderingContext2D, fit: RoomFit) => void) | null = null;
  /** A game is played: the keys move the player, not the view. */
  #playing = false;

  readonly #room: Room;

  constructor(stage: HTMLElement, model: BoardModel, onMode: (mode: ViewMode, looking: boolean) => void, room: Room) {
    this.stage = stage;
    this.#room = room;
    this.#model = model;
    this.#onMode = onMode;
    this.source = new Repaints(model);
    // The Distance view of a big maze comes from the worker a while after it is asked for.
    this.pixels.redraw = () => this.requestDraw();
    this.#ctx = this.canvas.getContext('2d', { alpha: false })!;
    this.canvas.className = 'board-canvas';
    this.canvas.setAttribute('role', 'img');
    stage.append(this.canvas);
    model.subscribe((m, change) => {
      const now = performance.now();
      // A new start, or a jump along the timeline: only the flash of the step now shown stays.
      if (change.rooms === null) this.#flashes = [];
      for (let i = 0; i + 1 < m.refused.length; i += 2) this.#flashes.push({ a: m.refused[i], b: m.refused[i + 1], until: now + FLASH_MS });
      this.requestDraw();
    });
    new ResizeObserver(() => this.layout()).observe(stage);
    this.#watchPixelRatio();
    window.addEventListener('resize', () => this.layout());
    lookAround(this);
    this.layout();
  }

  get tree(): TreeMode {
    return this.#tree;
  }
  /** The tree as drawn: none while a game is played (the maze and the dot show), the chosen one again after. */
  get #shownTree(): TreeMode {
    return this.#playing ? 'off' : this.#tree;
  }

  get playing(): boolean {
    return this.#playing;
  }
  set playing(on: boolean) {
    this.#playing = on;
    this.#sizeKey = '';
    this.layout();
  }
  set tree(mode: TreeMode) {
    this.#tree = mode;
    this.#sizeKey = '';
    this.layout();
  }

  get distance(): boolean {
    return this.#distance;
  }
  set distance(on: boolean) {
    this.#distance = on;
    this.pixels.view = on ? 'distance' : 'maze';
    this.#say(); // said now, not at the next frame: a screen reader (and a test) reads it right after the press
    this.requestDraw();
  }

  /** Can the tree be drawn (a dot for every room)? */
  get treeFits(): boolean {
    return this.mode === 'rooms';
  }

  /** Can the maze be zoomed and moved: drawn as pixels, or a shape drawn room by room (not while a game is played). */
  get looking(): boolean {
    return !this.playing && (this.mode === 'pixels' || (this.#model.layout !== null && this.#shownTree !== 'family'));
  }

  /** Where rooms are drawn now: shape units (the square's room (r, c) is the unit square at x = c, y = r) to device pixels. */
  roomFit(): RoomFit {
    if (this.mode === 'pixels') {
      const z = this.pixels.zoom;
      return { k: 2 * z, ox: (0.5 - this.pixels.x0) * z, oy: (0.5 - this.pixels.y0) * z, dpr: this.dpr };
    }
    if (this.#model.layout) return this.#shapeFit();
    const g = this.#geometry();
    return { k: g.s, ox: g.ox, oy: g.oy, dpr: this.dpr };
  }

  /** Keep a room of a maze too big to show whole in view, `margin` CSS pixels inside, its rooms at least `least` CSS pixels wide. */
  follow(room: number, least: number, margin: number): void {
    if (this.mode !== 'pixels') return;
    const cols = this.#model.cols;
    const r = Math.floor(room / cols);
    const c = room - r * cols;
    this.pixels.follow(2 * r + 1, 2 * c + 1, (least * this.dpr) / 2, margin * this.dpr, this.source);
    this.requestDraw();
  }

  zoomBy(factor: number, x: number, y: number): void {
    if (this.mode === 'pixels') return this.pixels.zoomBy(factor, x, y, this.source);
    const c = this.#camera;
    const zoom = Math.max(1, Math.min(64, c.zoom * factor));
    const f = zoom / c.zoom;
    if (zoom === 1) this.#camera = { zoom: 1, dx: 0, dy: 0 };
    else this.#camera = { zoom, dx: (c.dx - x) * f + x, dy: (c.dy - y) * f + y };
    this.requestDraw();
  }

  panBy(dx: number, dy: number): void {
    if (this.mode === 'pixels') return this.pixels.panBy(dx, dy, this.source);
    if (this.#camera.zoom === 1) return;
    this.#camera.dx -= dx;
    this.#camera.dy -= dy;
    this.requestDraw();
  }

  /** Where a shape is drawn: the fit for the whole shape, zoomed and moved. */
  #shapeFit(): ShapeFit {
    const base = fitShape(this.#model.layout!, this.canvas.width, this.canvas.height, this.dpr);
    const c = this.#camera;
    return { k: base.k * c.zoom, ox: base.ox * c.zoom + c.dx, oy: base.oy * c.zoom + c.dy, dpr: this.dpr };
  }

  #watchPixelRatio(): void {
    // A window dragged to another screen changes devicePixelRatio: draw again, sharp.
    const query = matchMedia(`(resolution: ${window.devicePixelRatio || 1}dppx)`);
    query.addEventListener('change', () => {
      this.#sizeKey = '';
      this.layout();
      this.#watchPixelRatio();
    }, { once: true });
  }

  /** Size the canvas for the stage's width, the maze's shape, the window's height and the screen's pixel ratio. */
  layout(): void {
    const m = this.#model;
    const width = Math.max(200, Math.floor(this.stage.clientWidth));
    const dpr = window.devicePixelRatio || 1;
    // The whole maze fits in the window with the section's heading above it and, on a narrow screen, the buttons under it.
    const { above, below } = this.#room();
    const tallest = Math.max(240, Math.min(760, Math.round(window.innerHeight - above - below - MARGIN)));
    // A shape is as wide and high as its layout says (in rooms); the square is cols x rows.
    const across = m.layout ? m.layout.width : m.cols;
    const down = m.layout ? m.layout.height : m.rows;
    const room = Math.min(width / across, tallest / down);
    const mode: ViewMode = m.layout || (m.rooms <= ROOM_DRAWING_ROOMS && room >= SMALLEST_ROOM) ? 'rooms' : 'pixels';
    let height: number;
    if (mode === 'rooms') height = this.#shownTree === 'family' ? tallest : Math.ceil(room * down) + 8;
    else height = Math.round(Math.max(220, Math.min(tallest, (width * (2 * m.rows + 1)) / (2 * m.cols + 1))));
    const canvasWidth = mode === 'rooms' && this.#shownTree !== 'family' ? Math.min(width, Math.ceil(room * across) + 8) : width;
    const key = `${canvasWidth} ${height} ${dpr} ${mode} ${m.rows} ${m.cols} ${m.shape}`;
    if (key === this.#sizeKey && m.layout === this.#layout) return;
    const resized = m.rows !== this.#rows || m.cols !== this.#cols || m.layout !== this.#layout;
    if (resized) this.#camera = { zoom: 1, dx: 0, dy: 0 };
    this.#rows = m.rows;
    this.#cols = m.cols;
    this.#layout = m.layout;
    this.#sizeKey = key;
    this.dpr = dpr;
    this.canvas.style.width = `${canvasWidth}px`;
    this.canvas.style.height = `${height}px`;
    this.canvas.width = Math.round(canvasWidth * dpr);
    this.canvas.height = Math.round(height * dpr);
    if (resized) this.pixels.fitted = true;
    this.pixels.resize(this.canvas.width, this.canvas.height, this.source);
    this.source.all();
    this.canvas.setAttribute('aria-label', this.#describe());
    if (mode !== this.mode || resized) {
      this.mode = mode;
      this.stage.classList.toggle('is-pixels', mode === 'pixels');
      // Big mazes can be looked around: the board takes focus for the arrow keys and + and −.
      if (this.looking) {
        this.stage.tabIndex = 0;
        this.stage.setAttribute('role', 'group');
        this.stage.setAttribute('aria-label', 'Maze board: drag it or use the arrow keys to look around, + and − to zoom, 0 for the whole maze');
      } else {
        for (const name of ['tabindex', 'role', 'aria-label']) this.stage.removeAttribute(name);
      }
      this.#onMode(mode, this.looking);
    }
    this.#draw();
  }

  #describe(): string {
    const m = this.#model;
    const what =
      this.#shownTree === 'family'
        ? 'The maze drawn as a family tree'
        : `A ${SHAPE_WORDS[m.shape]} of ${SHAPE_FACTS[m.shape].sized === 'rings' ? `${count(m.rows)} rings, ${count(m.rooms)} rooms` : `${count(m.rows)} by ${count(m.cols)} rooms`}${this.#distance ? ', coloured by steps from the way in' : ''}`;
    return `${what}. Pieces: ${count(m.pieces)}.`;
  }

  #say(): void {
    const said = this.#describe();
    if (this.canvas.getAttribute('aria-label') !== said) this.canvas.setAttribute('aria-label', said);
  }

  requestDraw(): void {
    if (!this.#raf)
      this.#raf = requestAnimationFrame(() => {
        this.#raf = 0;
        this.#draw();
      });
  }

  zoomIn(): void {
    this.#zoomAtCentre(2);
  }
  zoomOut(): void {
    this.#zoomAtCentre(0.5);
  }
  fit(): void {
    this.pixels.fit(this.source);
    this.#camera = { zoom: 1, dx: 0, dy: 0 };
    this.requestDraw();
  }

  #zoomAtCentre(factor: number): void {
    this.zoomBy(factor, this.canvas.width / 2, this.canvas.height / 2);
    this.requestDraw();
  }

  #familyTree(): FamilyTree {
    const m = this.#model;
    if (!this.#family || this.#family.version !== m.version) this.#family = { version: m.version, tree: familyTree(m.looks, m.rows, m.cols, m.ways.in, m.layout) };
    return this.#family.tree;
  }

  /** Steps from the way in for every room, and the way out through them (from the tree of the openings). */
  #distances(): { steps: Int32Array; farthest: number; route: Int32Array } {
    const m = this.#model;
    const tree = this.#familyTree();
    let farthest = 0;
    for (let i = 0; i < tree.depth.length; i++) if (tree.depth[i] > farthest) farthest = tree.depth[i];
    const route: number[] = [];
    if (tree.depth[m.ways.out] >= 0) for (let room = m.ways.out; room >= 0; room = tree.parent[room]) route.push(room);
    return { steps: tree.depth, farthest, route: Int32Array.from(route.reverse()) };
  }

  #draw(): void {
    if (this.#raf) cancelAnimationFrame(this.#raf);
    this.#raf = 0;
    const m = this.#model;
    if (m.rows !== this.#rows || m.cols !== this.#cols || m.layout !== this.#layout) return this.layout();
    const now = performance.now();
    if (this.#flashes.length > 0 && this.#flashes[0].until <= now) this.#flashes = this.#flashes.filter((f) => f.until > now);
    const ctx = this.#ctx;
    if (this.mode === 'pixels') {
      ctx.fillStyle = '#f4f2ec';
      ctx.fillRect(0, 0, this.canvas.width, this.canvas.height);
      if (this.pixels.paint(this.source)) this.requestDraw();
      this.pixels.blit(ctx);
      this.#pixelFlashes(now);
    } else {
      this.source.takeDirty();
      ctx.fillStyle = '#ffffff';
      ctx.fillRect(0, 0, this.canvas.width, this.canvas.height);
      if (this.#shownTree === 'family') drawFamily(ctx, m, this.#familyTree(), this.dpr);
      else {
        const distance = this.#distance && this.#shownTree === 'off' ? this.#distances() : null;
        const extras = { tree: this.#shownTree === 'over', distance, flashes: this.#flashes, now };
        if (m.layout) drawShape(ctx, m, m.layout, this.#shapeFit(), extras);
        else drawRooms(ctx, m, this.#geometry(), extras);
      }
    }
    if (this.overlay && this.#shownTree !== 'family') this.overlay(ctx, this.roomFit());
    this.#say();
    if (this.#flashes.length > 0) this.requestDraw();
  }

  /** The room under a point of the canvas (CSS pixels from its top left corner), or -1: a click there sets the way out. */
  roomAtPoint(x: number, y: number): number {
    const m = this.#model;
    if (this.mode === 'pixels' || this.#shownTree === 'family') return -1;
    const px = x * this.dpr;
    const py = y * this.dpr;
    if (m.layout) {
      const f = this.#shapeFit();
      return roomAt(m.layout, (px - f.ox) / f.k, (py - f.oy) / f.k);
    }
    const g = this.#geometry();
    const c = Math.floor((px - g.ox) / g.s);
    const r = Math.floor((py - g.oy) / g.s);
    return r >= 0 && r < m.rows && c >= 0 && c < m.cols ? r * m.cols + c : -1;
  }

  #geometry(): { s: number; ox: number; oy: number; t: number; dpr: number } {
    const m = this.#model;
    const W = this.canvas.width;
    const H = this.canvas.height;
    const pad = 4 * this.dpr;
    const s = Math.max(1, Math.floor(Math.min((W - 2 * pad) / m.cols, (H - 2 * pad) / m.rows)));
    const t = Math.max(Math.round(this.dpr), Math.round(s * 0.11));
    return { s, ox: Math.floor((W - s * m.cols) / 2), oy: Math.floor((H - s * m.rows) / 2), t, dpr: this.dpr };
  }

  #pixelFlashes(now: number): void {
    const m = this.#model;
    for (const f of this.#flashes) {
      const a = Math.min(f.a, f.b);
      const b = Math.max(f.a, f.b);
      const r = Math.floor(a / m.cols);
      const c = a - r * m.cols;
      const sq = b === a + 1 ? this.pixels.squareAt(2 * r + 1, 2 * c + 2) : this.pixels.squareAt(2 * r + 2, 2 * c + 1);
      const size = Math.max(3, sq.size);
      this.#ctx.globalAlpha = Math.max(0.3, (f.until - now) / FLASH_MS);
      this.#ctx.fillStyle = INK.refused;
      this.#ctx.fillRect(sq.x - (size - sq.size) / 2, sq.y - (size - sq.size) / 2, size, size);
      this.#ctx.globalAlpha = 1;
    }
  }
}
