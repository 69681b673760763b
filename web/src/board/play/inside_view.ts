// inside_view.ts: the Inside view on a board: its own canvas in place of the maze's, the frames (only while something moves: a turn or a step glides), and the keys that turn and step.
import { Fingers } from '../../play/directions';
import type { Game } from '../../play/game';
import { FACING_VECTORS, Walker, type WalkerMove } from '../../play/inside/walker';
import { drawMap } from '../../play/inside/map';
import { InsidePicture, type Thing } from '../../play/inside/picture';
import { type Grid, type Pose, aim, poseAt } from '../../play/inside/raycast';

/** The frame is painted at most this many pixels wide, then stretched: the old games' large pixels, and a frame in a few milliseconds. */
const MOST_PIXELS_ACROSS = 480;
/** A turn or a step glides for this long (none for a student who asks for less motion). */
const GLIDE_MS = 150;
/** Frames timed for the bench (bench/inside_frame.mjs reads `frameTimes` off the canvas). */
const TIMED = 240;

/** What a key asks of the Inside view: a turn (±1) or a step (forward or back); null for other keys. */
export function insideKey(e: { key: string; code?: string; ctrlKey?: boolean; altKey?: boolean; metaKey?: boolean }): { turn: -1 | 1 } | { forward: boolean } | null {
  if (e.ctrlKey || e.altKey || e.metaKey) return null;
  const code = e.code || ({ w: 'KeyW', a: 'KeyA', s: 'KeyS', d: 'KeyD' } as Record<string, string>)[e.key.toLowerCase()] || e.key;
  if (code === 'ArrowLeft' || code === 'KeyA') return { turn: -1 };
  if (code === 'ArrowRight' || code === 'KeyD') return { turn: 1 };
  if (code === 'ArrowUp' || code === 'KeyW') return { forward: true };
  if (code === 'ArrowDown' || code === 'KeyS') return { forward: false };
  return null;
}

/** The maze's doors on its openings, for the rays: 0 none or open, i + 1 door i, shut. */
function doorsOf(game: Game, doors: Uint8Array): void {
  doors.fill(0);
  const locks = game.locks;
  if (!locks) return;
  const cols = game.session.cols;
  locks.doors.forEach(([a, b], i) => {
    if (!locks.shut(i)) return;
    const owner = Math.min(a, b);
    doors[2 * owner + (Math.abs(a - b) === cols ? 0 : 1)] = i + 1;
  });
}

export class InsideView {
  readonly canvas = document.createElement('canvas');
  readonly #ctx: CanvasRenderingContext2D;
  readonly #small = document.createElement('canvas');
  readonly #smallCtx: CanvasRenderingContext2D;
  #picture: InsidePicture | null = null;
  #image: ImageData | null = null;
  #grid: Grid | null = null;
  #seen: Uint8Array | null = null;
  #walker: Walker | null = null;
  #things: Thing[] = [];
  readonly #pose: Pose = { x: 0, y: 0, dirX: 0, dirY: 1, planeX: 0, planeY: 0 };
  // The glide: from (x, y, angle) to (x, y, angle), started at `#t0`.
  readonly #from = new Float64Array(3);
  readonly #to = new Float64Array(3);
  #t0 = 0;
  #frame = 0;
  readonly frameTimes = new Float64Array(TIMED);
  framesTimed = 0;

  /** `onSwipe`: a swipe on the view turned or stepped (its words, and a step's outcome). */
  constructor(stage: HTMLElement, onSwipe: (move: WalkerMove) => void) {
    this.canvas.className = 'board-inside';
    this.canvas.hidden = true;
    this.canvas.tabIndex = 0;
    this.canvas.setAttribute('role', 'application');
    this.canvas.setAttribute('aria-roledescription', 'maze game, inside view');
    this.canvas.setAttribute('aria-label', 'Inside the maze: ← and → turn, ↑ steps forward, ↓ steps back');
    Object.defineProperty(this.canvas, 'frameTimes', { get: () => this.frameTimes.slice(0, Math.min(TIMED, this.framesTimed)) });
    stage.append(this.canvas);
    this.#ctx = this.canvas.getContext('2d', { alpha: false })!;
    this.#smallCtx = this.#small.getContext('2d', { alpha: false })!;
    new ResizeObserver(() => this.#walker && this.#size()).observe(stage);
    // A swipe: left or right turns, up steps forward, down back.
    const fingers = new Fingers();
    this.canvas.addEventListener('pointerdown', (e) => fingers.down(e.pointerId, e.offsetX, e.offsetY, performance.now()));
    this.canvas.addEventListener('pointercancel', (e) => fingers.cancel(e.pointerId));
    this.canvas.addEventListener('pointerup', (e) => {
      const g = fingers.up(e.pointerId, e.offsetX, e.offsetY, performance.now());
      const move = g?.kind === 'swipe' ? this.swipe(g.dx, g.dy) : null;
      if (move) onSwipe(move);
    });
  }

  get open(): boolean {
    return this.#walker !== null;
  }
  get walker(): Walker | null {
    return this.#walker;
  }

  /** Shows a game from inside (a square maze): the player in the way in, facing its first way on. */
  show(game: Game): void {
    const s = game.session;
    this.#grid = { rows: s.rows, cols: s.cols, walls: s.walls(), doors: new Uint8Array(2 * s.rooms) };
    this.#seen = new Uint8Array(s.rooms);
    this.#walker = new Walker(game);
    this.#things = [];
    this.#refresh();
    this.canvas.hidden = false;
    this.#size();
    this.#settle();
  }

  hide(): void {
    cancelAnimationFrame(this.#frame);
    this.#frame = 0;
    this.#walker = null;
    this.#grid = null;
    this.#seen = null;
    this.canvas.hidden = true;
  }

  /** A key of the Inside view: a turn or a step, and its words; null when the key is not one. */
  key(e: { key: string; code?: string; ctrlKey?: boolean; altKey?: boolean; metaKey?: boolean }): WalkerMove | null {
    const walker = this.#walker;
    const ask = walker && insideKey(e);
    if (!walker || !ask) return null;
    const move = 'turn' in ask ? walker.turn(ask.turn) : walker.step(ask.forward);
    if (move.outcome?.kind === 'moved') this.#refresh();
    this.#glideTo();
    return move;
  }

  /** A pad button: up steps forward, down back, left and right turn. */
  pad(heading: string): WalkerMove | null {
    const key = ({ up: 'ArrowUp', down: 'ArrowDown', left: 'ArrowLeft', right: 'ArrowRight' } as Record<string, string>)[heading];
    return key ? this.key({ key, code: key }) : null;
  }

  /** A swipe (dx, dy in CSS pixels): left or right turns, up steps forward, down back. */
  swipe(dx: number, dy: number): WalkerMove | null {
    const key = Math.abs(dx) > Math.abs(dy) ? (dx < 0 ? 'ArrowLeft' : 'ArrowRight') : dy < 0 ? 'ArrowUp' : 'ArrowDown';
    return this.key({ key, code: key });
  }

  /** The doors still shut and the keys still lying, after a step. */
  #refresh(): void {
    const walker = this.#walker!, game = walker.game, grid = this.#grid!;
    doorsOf(game, grid.doors);
    const cols = grid.cols;
    const at = (room: number, key: number): Thing => ({ x: (room % cols) + 0.5, y: Math.floor(room / cols) + 0.5, key });
    this.#things = [at(game.ways.out, -1)];
    game.locks?.keys.forEach((room, i) => game.locks!.held[i] || this.#things.push(at(room, i)));
  }

  #target(out: Float64Array): void {
    const walker = this.#walker!;
    const p = poseAt(walker.game.player, this.#grid!.cols, ...FACING_VECTORS[walker.facing]);
    out[0] = p.x;
    out[1] = p.y;
    out[2] = Math.atan2(p.dirY, p.dirX);
  }

  /** Straight to where the player is now, no glide. */
  #settle(): void {
    this.#target(this.#to);
    this.#from.set(this.#to);
    this.#t0 = 0;
    this.#request();
  }

  #glideTo(): void {
    // From wherever the glide is now.
    this.#from.set([this.#pose.x, this.#pose.y, Math.atan2(this.#pose.dirY, this.#pose.dirX)]);
    this.#target(this.#to);
    // The shorter way round.
    let turn = this.#to[2] - this.#from[2];
    if (turn > Math.PI) turn -= 2 * Math.PI;
    if (turn < -Math.PI) turn += 2 * Math.PI;
    this.#to[2] = this.#from[2] + turn;
    this.#t0 = matchMedia('(prefers-reduced-motion: reduce)').matches ? 0 : performance.now();
    this.#request();
  }

  #request(): void {
    if (!this.#frame) this.#frame = requestAnimationFrame((now) => this.#draw(now));
  }

  #size(): void {
    const stage = this.canvas.parentElement!;
    const dpr = window.devicePixelRatio || 1;
    const width = Math.max(200, Math.floor(stage.clientWidth));
    const height = Math.round(Math.min(width * 0.625, Math.max(240, window.innerHeight * 0.7)));
    this.canvas.style.width = `${width}px`;
    this.canvas.style.height = `${height}px`;
    this.canvas.width = Math.round(width * dpr);
    this.canvas.height = Math.round(height * dpr);
    const across = Math.min(MOST_PIXELS_ACROSS, this.canvas.width);
    const down = Math.max(1, Math.round((across * height) / width));
    if (this.#picture?.width !== across || this.#picture.height !== down) {
      this.#small.width = across;
      this.#small.height = down;
      this.#image = this.#smallCtx.createImageData(across, down);
      this.#picture = new InsidePicture(across, down, this.#image.data);
    }
    this.#request();
  }

  #draw(now: number): void {
    this.#frame = 0;
    const walker = this.#walker, picture = this.#picture, grid = this.#grid;
    if (!walker || !picture || !grid) return;
    const started = performance.now();
    const t = this.#t0 === 0 ? 1 : Math.min(1, (now - this.#t0) / GLIDE_MS);
    const e = t * (2 - t);
    const pose = this.#pose;
    pose.x = this.#from[0] + (this.#to[0] - this.#from[0]) * e;
    pose.y = this.#from[1] + (this.#to[1] - this.#from[1]) * e;
    aim(pose, this.#from[2] + (this.#to[2] - this.#from[2]) * e);
    picture.paint(grid, pose, this.#things, this.#seen!);
    this.#smallCtx.putImageData(this.#image!, 0, 0);
    const ctx = this.#ctx, W = this.canvas.width, H = this.canvas.height;
    ctx.imageSmoothingEnabled = false;
    ctx.drawImage(this.#small, 0, 0, W, H);
    const size = Math.round(Math.min(W, H) * 0.3);
    drawMap(ctx, walker.game, grid, this.#seen!, pose, W - size - 8, 8, size);
    this.frameTimes[this.framesTimed++ % TIMED] = performance.now() - started;
    if (t < 1) this.#request();
  }
}
