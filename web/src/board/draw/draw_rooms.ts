// draw_rooms.ts: draws a maze room by room on a canvas: fills, marks, walls and the gaps of the ways, the thread, the way out, the tree, flashes.
import { Mark, OPEN_DOWN, OPEN_RIGHT } from 'maze-engine/engine';
import { coloursOf, markOf, colourOf } from '../state/looks';
import type { Colours } from '../state/methods';
import type { BoardModel } from '../state/model';
import { FILL, INK, PIECE_FILLS } from '../state/palette';
import { ROUTE_CSS, ROUTE_EDGE_CSS, UNREACHED_CSS, rampColour } from '../state/ramp';

/** How long a wall left standing flashes red. */
export const FLASH_MS = 700;

export interface Flash {
  a: number;
  b: number;
  until: number;
}

/** A view's own ways of drawing a line through rooms' centres and a dot on a room. */
type Line = (rooms: Int32Array, width: number, colour: string, edge: string) => void;
type Dot = (room: number, radius: number, fill: string, edge?: string) => void;

/**
 * Layer 4, in every view: the way out (blue) with a dot at each end, and the method's thread (if it
 * has one: the robot's trail) over it, narrower where both are drawn, so each is seen along the other.
 */
export function drawThreadAndWayOut(line: Line, dot: Dot, m: BoardModel, colours: Colours, width: number): void {
  const both = m.route.length > 0;
  if (both) {
    line(m.route, width, INK.route, INK.routeEdge);
    dot(m.route[0], width * 0.75, INK.route, '#ffffff');
    dot(m.route[m.route.length - 1], width * 0.75, INK.route, '#ffffff');
  }
  if (colours.line) line(m.thread, both ? width * 0.5 : width, colours.line.colour, colours.line.edge);
}

/** Where the rooms are on the canvas: s device pixels a room, the top left corner, the wall's thickness. */
export interface Geometry {
  s: number;
  ox: number;
  oy: number;
  t: number;
  dpr: number;
}

/** What to draw over the plain maze. */
export interface Extras {
  tree: boolean;
  /** Steps from the way in per room (-1: not reached), and the way out through them: the Distance view. */
  distance: { steps: Int32Array; farthest: number; route: Int32Array } | null;
  flashes: Flash[];
  now: number;
}

export function roomFill(m: BoardModel, look: number): string {
  const c = coloursOf(m.scene);
  switch (markOf(look)) {
    case Mark.Plain:
      return c.plain;
    case Mark.Visited: {
      const piece = colourOf(look);
      return piece ? PIECE_FILLS[piece] : c.visited;
    }
    case Mark.Thread:
      return c.thread;
    case Mark.Frontier:
      return FILL.frontier;
    case Mark.Route:
      return FILL.route;
    case Mark.Current:
      return c.current;
    default:
      return FILL.floor;
  }
}

export function drawRooms(ctx: CanvasRenderingContext2D, m: BoardModel, g: Geometry, x: Extras): void {
  const { s, ox, oy, t, dpr } = g;
  const { rows, cols, looks, scene } = m;
  const cx = (room: number): number => ox + (room % cols) * s + s / 2;
  const cy = (room: number): number => oy + Math.floor(room / cols) * s + s / 2;
  const colours = coloursOf(scene);

  // Layer 1: room fills, grouped by colour so each colour is set once (fillRect is the canvas's fastest path).
  ctx.fillStyle = FILL.floor;
  ctx.fillRect(ox, oy, s * cols, s * rows);
  const byFill = new Map<string, number[]>();
  const fills = !x.tree;
  for (let room = 0; room < looks.length && fills; room++) {
    const fill = x.distance ? distanceFill(x.distance.steps[room], x.distance.farthest) : roomFill(m, looks[room]);
    if (fill === FILL.floor) continue;
    let list = byFill.get(fill);
    if (!list) byFill.set(fill, (list = []));
    list.push(room);
  }
  for (const [fill, list] of byFill) {
    ctx.fillStyle = fill;
    for (const room of list) ctx.fillRect(ox + (room % cols) * s, oy + Math.floor(room / cols) * s, s, s);
  }

  const dot = (room: number, radius: number, fill: string, edge?: string): void => {
    ctx.beginPath();
    ctx.arc(cx(room), cy(room), radius, 0, Math.PI * 2);
    ctx.fillStyle = fill;
    ctx.fill();
    if (edge) {
      ctx.lineWidth = Math.max(1, dpr);
      ctx.strokeStyle = edge;
      ctx.stroke();
    }
  };
  // Layer 2: marks drawn as shapes too, so they never rest on colour alone.
  for (let room = 0; room < looks.length && fills && !x.distance; room++) {
    const mark = markOf(looks[room]);
    if (mark === Mark.Frontier) dot(room, s * 0.13, INK.frontier);
    else if (mark === Mark.Thread && scene === 'search') dot(room, s * 0.16, INK.queue, INK.routeEdge);
    else if (mark === Mark.Current && colours.head === null && scene !== 'search') dot(room, s * 0.2, INK.frontier, '#00513b');
    else if (mark === Mark.Route && scene !== 'search') dot(room, s * 0.22, INK.route, INK.routeEdge);
  }

  // Layer 3: walls, as filled rectangles on whole device pixels (sharp at every zoom), with gaps at the ways.
  const half = Math.floor(t / 2);
  ctx.fillStyle = INK.wall;
  for (let room = 0; room < looks.length; room++) {
    const r = Math.floor(room / cols);
    const c = room - r * cols;
    if (c + 1 < cols && !(looks[room] & OPEN_RIGHT)) ctx.fillRect(ox + c * s + s - half, oy + r * s - half, t, s + t);
    if (r + 1 < rows && !(looks[room] & OPEN_DOWN)) ctx.fillRect(ox + c * s - half, oy + r * s + s - half, s + t, t);
  }
  ctx.fillRect(ox - half, oy - half, s * cols + t, t);
  ctx.fillRect(ox - half, oy + s * rows - half, s * cols + t, t);
  ctx.fillRect(ox - half, oy - half, t, s * rows + t);
  ctx.fillRect(ox + s * cols - half, oy - half, t, s * rows + t);
  if (m.ways.own) {
    ctx.fillStyle = '#ffffff';
    for (const [room, left] of [[m.ways.in, true], [m.ways.out, false]] as const) {
      const y = oy + Math.floor(room / cols) * s + half + 1;
      ctx.fillRect(left ? ox - half - 1 : ox + s * cols - half - 1, y, t + 2, s - 2 * half - 2);
    }
  }

  // A line through the centres of rooms next to each other: each step a bar of rectangles (an edge, then the colour).
  const line = (rooms: Int32Array, width: number, colour: string, edge: string): void => {
    if (rooms.length === 0) return;
    const w = Math.round(width);
    const e = Math.max(1, Math.round(dpr));
    for (const [fill, grow] of [[edge, e], [colour, 0]] as const) {
      ctx.fillStyle = fill;
      const h = w / 2 + grow;
      for (let i = 0; i < rooms.length; i++) {
        const a = rooms[i];
        const b = i + 1 < rooms.length ? rooms[i + 1] : a;
        const x0 = Math.min(cx(a), cx(b));
        const y0 = Math.min(cy(a), cy(b));
        ctx.fillRect(x0 - h, y0 - h, Math.abs(cx(a) - cx(b)) + 2 * h, Math.abs(cy(a) - cy(b)) + 2 * h);
      }
    }
  };

  const width = Math.max(2, s * 0.28);
  if (x.tree) {
    drawTreeOver(ctx, m, g, cx, cy);
    if (m.route.length > 0) line(m.route, Math.max(2, s * 0.22), INK.route, INK.routeEdge);
    drawTreeDots(ctx, m, g, cx, cy);
  } else if (x.distance) {
    // The way out on top of the colours: white with a dark edge stands out on every colour of the ramp.
    line(x.distance.route, width * 0.8, ROUTE_CSS, ROUTE_EDGE_CSS);
  } else {
    drawThreadAndWayOut(line, dot, m, colours, width);
    if ((scene === 'search' && m.route.length === 0) || scene === 'robot' || (!m.ways.own && m.ways.out !== rows * cols - 1)) {
      // Where the search (or the robot) starts and where it is heading; a way out chosen by a click.
      for (const room of [m.ways.in, m.ways.out]) {
        ctx.beginPath();
        ctx.arc(cx(room), cy(room), s * 0.3, 0, Math.PI * 2);
        ctx.lineWidth = Math.max(2 * dpr, s * 0.07);
        ctx.strokeStyle = INK.route;
        ctx.stroke();
      }
    }
    if (colours.head && m.thread.length > 0) dot(m.thread[m.thread.length - 1], width * 0.8, colours.head, '#ffffff');
  }

  // Layer 5: walls left standing flash red, then fade; a thin white edge keeps them clear on dark walls.
  for (const f of x.flashes) {
    const left = Math.max(0, (f.until - x.now) / FLASH_MS);
    const a = Math.min(f.a, f.b);
    const b = Math.max(f.a, f.b);
    const r = Math.floor(a / cols);
    const c = a - r * cols;
    const thick = Math.round(Math.max(4 * dpr, t * 2.6));
    let fx: number, fy: number, fw: number, fh: number;
    if (b === a + 1) [fx, fy, fw, fh] = [ox + (c + 1) * s - thick / 2, oy + r * s - thick / 4, thick, s + thick / 2];
    else [fx, fy, fw, fh] = [ox + c * s - thick / 4, oy + (r + 1) * s - thick / 2, s + thick / 2, thick];
    ctx.globalAlpha = Math.min(1, left / 0.35);
    ctx.fillStyle = INK.refused;
    ctx.fillRect(fx, fy, fw, fh);
    ctx.strokeStyle = '#ffffff';
    ctx.lineWidth = Math.max(1, dpr);
    ctx.strokeRect(fx, fy, fw, fh);
    ctx.globalAlpha = 1;
  }
}

export function distanceFill(steps: number, farthest: number): string {
  return steps < 0 ? UNREACHED_CSS : rampColour(steps, farthest);
}

type At = (room: number) => number;

function drawTreeOver(ctx: CanvasRenderingContext2D, m: BoardModel, g: Geometry, cx: At, cy: At): void {
  // A veil over the maze, so the tree stands out from the walls.
  ctx.fillStyle = 'rgba(255, 255, 255, 0.62)';
  ctx.fillRect(g.ox, g.oy, g.s * m.cols, g.s * m.rows);
  const edges = new Path2D();
  for (let room = 0; room < m.looks.length; room++) {
    if (m.looks[room] & OPEN_RIGHT) {
      edges.moveTo(cx(room), cy(room));
      edges.lineTo(cx(room + 1), cy(room + 1));
    }
    if (m.looks[room] & OPEN_DOWN) {
      edges.moveTo(cx(room), cy(room));
      edges.lineTo(cx(room + m.cols), cy(room + m.cols));
    }
  }
  ctx.lineCap = 'round';
  ctx.strokeStyle = INK.tree;
  ctx.lineWidth = Math.max(1.5 * g.dpr, g.s * 0.07);
  ctx.stroke(edges);
}

function drawTreeDots(ctx: CanvasRenderingContext2D, m: BoardModel, g: Geometry, cx: At, cy: At): void {
  const dots = new Path2D();
  const radius = Math.max(1.5 * g.dpr, g.s * 0.12);
  const root = m.ways.in;
  for (let room = 0; room < m.looks.length; room++) {
    if (room === root) continue;
    dots.moveTo(cx(room) + radius, cy(room));
    dots.arc(cx(room), cy(room), radius, 0, Math.PI * 2);
  }
  ctx.fillStyle = INK.tree;
  ctx.fill(dots);
  // The root: the way in.
  ctx.beginPath();
  ctx.arc(cx(root), cy(root), radius * 1.6, 0, Math.PI * 2);
  ctx.fillStyle = INK.treeRoot;
  ctx.fill();
  ctx.lineWidth = Math.max(1, g.dpr);
  ctx.strokeStyle = '#ffffff';
  ctx.stroke();
}
