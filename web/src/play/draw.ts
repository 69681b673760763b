// draw.ts: the player's layer over a drawn maze: fog over the rooms not yet seen, the trail, the way out over the trail at the end, the way out's ring, and the dot.
import type { Layout } from 'maze-engine/engine';
import { strokeEdged } from '../common/stroke';
import type { Game } from './game';
import { KEY_INK } from './locks';

/**
 * Shape units to device pixels: x * k + ox, y * k + oy (the board's ShapeFit; for the square,
 * whose room (r, c) is the unit square at x = c, y = r, k is a room's side in pixels).
 */
export interface PlayerFit {
  k: number;
  ox: number;
  oy: number;
  dpr: number;
}

/** Okabe–Ito colours, as the board's: the dot vermillion, its trail amber, the way out blue, fog slate. */
export const PLAYER_INK = {
  dot: '#d55e00',
  dotEdge: '#ffffff',
  trail: '#e69f00',
  trailEdge: '#8a4b00',
  way: '#0072b2',
  wayEdge: '#003f63',
  goal: '#56b4e9',
  fog: '#2b3038',
} as const;

/** The middle of a room in shape units: the layout's, or the square's c + 0.5, r + 0.5. */
export function middleOf(layout: Layout | null, cols: number, room: number): [number, number] {
  if (layout) return [layout.middle[2 * room], layout.middle[2 * room + 1]];
  return [(room % cols) + 0.5, Math.floor(room / cols) + 0.5];
}

/** The square's rooms a w x h canvas shows (rows and columns, ends excluded), so fog on a 1000 x 1000 maze costs only what is on screen. */
export function visibleSquare(fit: PlayerFit, w: number, h: number, rows: number, cols: number): { r0: number; r1: number; c0: number; c1: number } {
  const clamp = (v: number, hi: number): number => Math.max(0, Math.min(hi, v));
  return {
    r0: clamp(Math.floor(-fit.oy / fit.k), rows),
    r1: clamp(Math.ceil((h - fit.oy) / fit.k), rows),
    c0: clamp(Math.floor(-fit.ox / fit.k), cols),
    c1: clamp(Math.ceil((w - fit.ox) / fit.k), cols),
  };
}

/**
 * The view following the player on a maze too big to show whole: the fit moved as little as
 * it takes to keep the player's middle (x, y in shape units) `margin` device pixels inside a
 * w x h canvas (a margin over half the canvas keeps it in the middle). Returns the new fit.
 */
export function followPlayer(fit: PlayerFit, x: number, y: number, w: number, h: number, margin: number): PlayerFit {
  const keep = (at: number, size: number): number => {
    const m = Math.min(margin, size / 2);
    return at < m ? m - at : at > size - m ? size - m - at : 0;
  };
  return { ...fit, ox: fit.ox + keep(x * fit.k + fit.ox, w), oy: fit.oy + keep(y * fit.k + fit.oy, h) };
}

/**
 * The rooms of a trail worth drawing: the trail itself, or (a long one) every room where it
 * turns, since a straight run through three middles draws the same line as through its ends.
 */
export function trailCorners(layout: Layout | null, cols: number, trail: readonly number[] | Int32Array): number[] {
  const out: number[] = [];
  for (let i = 0; i < trail.length; i++) {
    if (i > 0 && i + 1 < trail.length) {
      const [ax, ay] = middleOf(layout, cols, trail[i - 1]), [bx, by] = middleOf(layout, cols, trail[i]), [cx, cy] = middleOf(layout, cols, trail[i + 1]);
      if (Math.abs((bx - ax) * (cy - by) - (by - ay) * (cx - bx)) < 1e-9 && (bx - ax) * (cx - bx) + (by - ay) * (cy - by) > 0) continue;
    }
    out.push(trail[i]);
  }
  return out;
}

/**
 * Draws the game's layer over the maze the board drew: fog (with `game.fog`) over every room
 * not yet seen, the trail, the shortest way over the trail once out, then the dot. `layout` is
 * the engine's (null for the square). The canvas is w x h device pixels (its size by default).
 */
export function drawPlayer(ctx: CanvasRenderingContext2D, game: Game, layout: Layout | null, fit: PlayerFit, w = ctx.canvas.width, h = ctx.canvas.height): void {
  const { k, ox, oy, dpr } = fit;
  const cols = game.session.cols;
  const px = (room: number): [number, number] => {
    const [x, y] = middleOf(layout, cols, room);
    return [x * k + ox, y * k + oy];
  };
  ctx.save();
  if (game.seen) drawFog(ctx, game.seen, layout, fit, w, h, game.session.rows, cols);

  const line = (rooms: readonly number[], width: number, colour: string, edge: string): void => {
    if (rooms.length < 2) return;
    const path = new Path2D();
    path.moveTo(...px(rooms[0]));
    for (let i = 1; i < rooms.length; i++) path.lineTo(...px(rooms[i]));
    strokeEdged(ctx, path, width, colour, edge, dpr);
  };
  line(trailCorners(layout, cols, game.trail), Math.max(2 * dpr, k * 0.16), PLAYER_INK.trail, PLAYER_INK.trailEdge);
  if (game.locks) drawLocks(ctx, game, layout, fit);
  if (game.out) line(trailCorners(layout, cols, game.shortestWay), Math.max(1.5 * dpr, k * 0.1), PLAYER_INK.way, PLAYER_INK.wayEdge);

  // The way out: a blue ring, so the player knows where to go (Far apart puts it anywhere).
  const [gx, gy] = px(game.ways.out);
  ctx.beginPath();
  ctx.arc(gx, gy, Math.max(4 * dpr, k * 0.3), 0, Math.PI * 2);
  ctx.lineWidth = Math.max(2 * dpr, k * 0.1);
  ctx.strokeStyle = PLAYER_INK.wayEdge;
  ctx.stroke();
  ctx.lineWidth = Math.max(1.2 * dpr, k * 0.06);
  ctx.strokeStyle = PLAYER_INK.goal;
  ctx.stroke();

  const [x, y] = px(game.player);
  ctx.beginPath();
  ctx.arc(x, y, Math.max(3 * dpr, k * 0.28), 0, Math.PI * 2);
  ctx.fillStyle = PLAYER_INK.dot;
  ctx.fill();
  ctx.lineWidth = Math.max(1.5 * dpr, k * 0.06);
  ctx.strokeStyle = PLAYER_INK.dotEdge;
  ctx.stroke();
  ctx.restore();
}

function drawFog(ctx: CanvasRenderingContext2D, seen: Uint8Array, layout: Layout | null, fit: PlayerFit, w: number, h: number, rows: number, cols: number): void {
  const { k, ox, oy } = fit;
  const fog = new Path2D();
  if (!layout) {
    // The square, row by row: one rectangle for each stretch of unseen rooms on screen.
    const v = visibleSquare(fit, w, h, rows, cols);
    for (let r = v.r0; r < v.r1; r++)
      for (let c = v.c0; c < v.c1; c++) {
        if (seen[r * cols + c]) continue;
        let end = c + 1;
        while (end < v.c1 && !seen[r * cols + end]) end++;
        fog.rect(c * k + ox, r * k + oy, (end - c) * k, k);
        c = end;
      }
  } else {
    const { outline, outlineStart } = layout;
    for (let room = 0; room + 1 < outlineStart.length; room++) {
      if (seen[room]) continue;
      const first = outlineStart[room];
      fog.moveTo(outline[2 * first] * k + ox, outline[2 * first + 1] * k + oy);
      for (let i = first + 1; i < outlineStart[room + 1]; i++) fog.lineTo(outline[2 * i] * k + ox, outline[2 * i + 1] * k + oy);
      fog.closePath();
    }
  }
  ctx.fillStyle = PLAYER_INK.fog;
  ctx.fill(fog);
  // A hairline of the same colour closes the seams between fogged rooms (a wider line would
  // hide the seen rooms' own walls along the fog's edge).
  ctx.strokeStyle = PLAYER_INK.fog;
  ctx.lineWidth = Math.max(1, fit.dpr);
  ctx.stroke(fog);
}

/**
 * Doors and keys, each in its colour: a shut door is a bar across its doorway (the middle of the
 * wall between its two rooms), a key lying in its room a diamond. Fog hides a key not yet seen.
 */
function drawLocks(ctx: CanvasRenderingContext2D, game: Game, layout: Layout | null, fit: PlayerFit): void {
  const locks = game.locks!;
  const { k, ox, oy, dpr } = fit;
  const cols = game.session.cols;
  ctx.lineCap = 'butt';
  locks.doors.forEach(([a, b], i) => {
    if (!locks.shut(i)) return;
    const [ax, ay] = middleOf(layout, cols, a), [bx, by] = middleOf(layout, cols, b);
    const mx = ((ax + bx) / 2) * k + ox, my = ((ay + by) / 2) * k + oy;
    const len = Math.hypot(bx - ax, by - ay) || 1;
    const nx = -(by - ay) / len, ny = (bx - ax) / len; // across the step from a to b
    const half = k * 0.42;
    ctx.beginPath();
    ctx.moveTo(mx - nx * half, my - ny * half);
    ctx.lineTo(mx + nx * half, my + ny * half);
    ctx.strokeStyle = PLAYER_INK.wayEdge;
    ctx.lineWidth = Math.max(4 * dpr, k * 0.26);
    ctx.stroke();
    ctx.strokeStyle = KEY_INK[i % KEY_INK.length];
    ctx.lineWidth = Math.max(2.5 * dpr, k * 0.18);
    ctx.stroke();
  });
  locks.keys.forEach((room, i) => {
    if (locks.held[i] || (game.seen && !game.seen[room])) return;
    const [x, y] = middleOf(layout, cols, room);
    const cx = x * k + ox, cy = y * k + oy, r = Math.max(4 * dpr, k * 0.24);
    ctx.beginPath();
    ctx.moveTo(cx, cy - r);
    ctx.lineTo(cx + r, cy);
    ctx.lineTo(cx, cy + r);
    ctx.lineTo(cx - r, cy);
    ctx.closePath();
    ctx.fillStyle = KEY_INK[i % KEY_INK.length];
    ctx.fill();
    ctx.lineWidth = Math.max(1, dpr);
    ctx.strokeStyle = PLAYER_INK.dotEdge;
    ctx.stroke();
  });
}
