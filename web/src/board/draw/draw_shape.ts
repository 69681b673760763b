// draw_shape.ts: draws a maze of any shape (hexagons, triangles, a circle) from the engine's layout: fills, marks, walls, the thread, the way out, the tree, flashes.
import { Mark, SHAPE_FACTS } from 'maze-engine/engine';
import { strokeEdged } from '../../common/stroke';
import type { Layout } from 'maze-engine/engine';
import { FLASH_MS, type Extras, distanceFill, drawThreadAndWayOut, roomFill } from './draw_rooms';
import { OPENINGS, coloursOf, markOf } from '../state/looks';
import type { BoardModel } from '../state/model';
import { FILL, INK } from '../state/palette';
import { ROUTE_CSS, ROUTE_EDGE_CSS } from '../state/ramp';
import { crossings, hasTunnels, underGap } from './weave';

/** Shape units to device pixels: x * k + ox, y * k + oy. A room is about k pixels across. */
export interface ShapeFit {
  k: number;
  ox: number;
  oy: number;
  dpr: number;
}

/** The fit that shows the whole shape in a w x h canvas, with a margin. */
export function fitShape(layout: Layout, w: number, h: number, dpr: number): ShapeFit {
  const pad = 6 * dpr;
  const k = Math.max(0.5, Math.min((w - 2 * pad) / layout.width, (h - 2 * pad) / layout.height));
  return { k, ox: (w - k * layout.width) / 2, oy: (h - k * layout.height) / 2, dpr };
}

/** Is wall w (between wallRooms[2w] and wallRooms[2w+1]; its bit in the room wallOwner names) knocked down? */
export function wallOpen(layout: Layout, looks: Uint16Array, w: number): boolean {
  return (((looks[layout.wallRooms[2 * w + layout.wallOwner[w]]] & OPENINGS) >> layout.wallBit[w]) & 1) === 1;
}

/** The room whose outline holds the point (x, y) in shape units, or -1. */
export function roomAt(layout: Layout, x: number, y: number): number {
  const { outline, outlineStart } = layout;
  for (let room = 0; room + 1 < outlineStart.length; room++) {
    let inside = false;
    for (let i = outlineStart[room], j = outlineStart[room + 1] - 1; i < outlineStart[room + 1]; j = i++) {
      const xi = outline[2 * i], yi = outline[2 * i + 1], xj = outline[2 * j], yj = outline[2 * j + 1];
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    }
    if (inside) return room;
  }
  return -1;
}

/** Adds straight lines and arcs (4 numbers each, see Layout) to a path, in device pixels. */
function addLines(path: Path2D, layout: Layout, f: ShapeFit, line: Float32Array, arc: Uint8Array, keep: (i: number) => boolean): void {
  const cx = layout.centreX * f.k + f.ox;
  const cy = layout.centreY * f.k + f.oy;
  for (let i = 0; i < arc.length; i++) {
    if (!keep(i)) continue;
    const x1 = line[4 * i] * f.k + f.ox, y1 = line[4 * i + 1] * f.k + f.oy;
    const x2 = line[4 * i + 2] * f.k + f.ox, y2 = line[4 * i + 3] * f.k + f.oy;
    path.moveTo(x1, y1);
    if (!arc[i]) {
      path.lineTo(x2, y2);
      continue;
    }
    // Counter-clockwise on screen from the first point to the second; the same point: the whole circle.
    const r = Math.hypot(x1 - cx, y1 - cy);
    const a1 = Math.atan2(y1 - cy, x1 - cx);
    const same = Math.abs(x1 - x2) + Math.abs(y1 - y2) < 1e-6;
    path.arc(cx, cy, r, a1, same ? a1 - 2 * Math.PI : Math.atan2(y2 - cy, x2 - cx), true);
  }
}

export function drawShape(ctx: CanvasRenderingContext2D, m: BoardModel, layout: Layout, f: ShapeFit, x: Extras): void {
  const { looks, scene } = m;
  const { k, ox, oy, dpr } = f;
  const colours = coloursOf(scene);
  const mx = (room: number): number => layout.middle[2 * room] * k + ox;
  const my = (room: number): number => layout.middle[2 * room + 1] * k + oy;

  // Layer 0: a mask's places with no room are rock, so the letters of a name stand out.
  if (SHAPE_FACTS[m.shape].sized === 'drawing') {
    ctx.fillStyle = FILL.rock;
    ctx.fillRect(ox, oy, layout.width * k, layout.height * k);
  }
  // Layer 1: room fills, one path a colour.
  const byFill = new Map<string, Path2D>();
  const { outline, outlineStart } = layout;
  for (let room = 0; room < looks.length; room++) {
    const fill = x.tree ? FILL.floor : x.distance ? distanceFill(x.distance.steps[room], x.distance.farthest) : roomFill(m, looks[room]);
    let path = byFill.get(fill);
    if (!path) byFill.set(fill, (path = new Path2D()));
    const first = outlineStart[room];
    path.moveTo(outline[2 * first] * k + ox, outline[2 * first + 1] * k + oy);
    for (let i = first + 1; i < outlineStart[room + 1]; i++) path.lineTo(outline[2 * i] * k + ox, outline[2 * i + 1] * k + oy);
    path.closePath();
  }
  for (const [fill, path] of byFill) {
    ctx.fillStyle = fill;
    ctx.fill(path);
    // A hairline of the same colour closes the seams between neighbouring rooms.
    ctx.strokeStyle = fill;
    ctx.lineWidth = 1;
    ctx.stroke(path);
  }

  const dot = (room: number, radius: number, fill: string, edge?: string): void => {
    ctx.beginPath();
    ctx.arc(mx(room), my(room), radius, 0, Math.PI * 2);
    ctx.fillStyle = fill;
    ctx.fill();
    if (edge) {
      ctx.lineWidth = Math.max(1, dpr);
      ctx.strokeStyle = edge;
      ctx.stroke();
    }
  };
  // Layer 2: marks as shapes too, so they never rest on colour alone.
  for (let room = 0; room < looks.length && !x.tree && !x.distance; room++) {
    const mark = markOf(looks[room]);
    if (mark === Mark.Frontier) dot(room, k * 0.12, INK.frontier);
    else if (mark === Mark.Thread && scene === 'search') dot(room, k * 0.15, INK.queue, INK.routeEdge);
    else if (mark === Mark.Current && colours.head === null && scene !== 'search') dot(room, k * 0.18, INK.frontier, '#00513b');
    else if (mark === Mark.Route && scene !== 'search') dot(room, k * 0.2, INK.route, INK.routeEdge);
  }

  // Layer 3: the walls still standing and the shape's edge, in one stroke; a weave maze's
  // tunnels are no walls, and its crossings draw the upper corridor over the lower one.
  const cross = hasTunnels(layout) ? crossings(layout, looks) : null;
  const walls = new Path2D();
  addLines(walls, layout, f, layout.wallLine, layout.wallArc, (w) => !wallOpen(layout, looks, w) && !cross?.hidden[w]);
  addLines(walls, layout, f, layout.edgeLine, layout.edgeArc, () => true);
  if (cross) addLines(walls, layout, f, new Float32Array(cross.lines), new Uint8Array(cross.lines.length / 4), () => true);
  ctx.lineCap = 'round';
  ctx.strokeStyle = INK.wall;
  ctx.lineWidth = Math.max(dpr, k * 0.1);
  ctx.stroke(walls);

  // The way in and the way out: rings round their rooms.
  for (const room of [m.ways.in, m.ways.out]) {
    if (room < 0 || room >= looks.length) continue;
    ctx.beginPath();
    ctx.arc(mx(room), my(room), k * 0.3, 0, Math.PI * 2);
    ctx.lineWidth = Math.max(1.5 * dpr, k * 0.06);
    ctx.strokeStyle = INK.route;
    ctx.stroke();
  }

  const line = (rooms: Int32Array, width: number, colour: string, edge: string): void => {
    if (rooms.length === 0) return;
    const path = new Path2D();
    path.moveTo(mx(rooms[0]), my(rooms[0]));
    for (let i = 1; i < rooms.length; i++) {
      // Through a tunnel the line goes out of sight under the upper corridor, as the tunnel does.
      const gap = cross ? underGap(layout, rooms[i - 1], rooms[i]) : null;
      if (gap) path.lineTo(gap[0] * f.k + f.ox, gap[1] * f.k + f.oy), path.moveTo(gap[2] * f.k + f.ox, gap[3] * f.k + f.oy);
      path.lineTo(mx(rooms[i]), my(rooms[i]));
    }
    if (rooms.length === 1) path.lineTo(mx(rooms[0]) + 0.01, my(rooms[0]));
    strokeEdged(ctx, path, width, colour, edge, dpr);
  };

  const width = Math.max(2, k * 0.24);
  if (x.tree) {
    // The tree: a line for every opening, a dot for every room, the root (the way in) bigger.
    const edges = new Path2D();
    const under = new Path2D();
    for (let w = 0; w < layout.wallBit.length; w++) {
      if (!wallOpen(layout, looks, w)) continue;
      const path = cross?.hidden[w] && cross.open.some((t) => t.wall === w) ? under : edges;
      path.moveTo(mx(layout.wallRooms[2 * w]), my(layout.wallRooms[2 * w]));
      path.lineTo(mx(layout.wallRooms[2 * w + 1]), my(layout.wallRooms[2 * w + 1]));
    }
    ctx.strokeStyle = INK.tree;
    ctx.lineWidth = Math.max(1.5 * dpr, k * 0.07);
    ctx.stroke(edges);
    // An opening through a tunnel: dashed, as it runs under the room between.
    ctx.setLineDash([k * 0.12, k * 0.12]);
    ctx.stroke(under);
    ctx.setLineDash([]);
    if (m.route.length > 0) line(m.route, Math.max(2, k * 0.2), INK.route, INK.routeEdge);
    const dots = new Path2D();
    const radius = Math.max(1.5 * dpr, k * 0.11);
    for (let room = 0; room < looks.length; room++) {
      dots.moveTo(mx(room) + radius, my(room));
      dots.arc(mx(room), my(room), radius, 0, Math.PI * 2);
    }
    ctx.fillStyle = INK.tree;
    ctx.fill(dots);
    dot(m.ways.in, radius * 1.6, INK.treeRoot, '#ffffff');
  } else if (x.distance) {
    line(x.distance.route, width * 0.8, ROUTE_CSS, ROUTE_EDGE_CSS);
  } else {
    drawThreadAndWayOut(line, dot, m, colours, width);
    if (colours.head && m.thread.length > 0) dot(m.thread[m.thread.length - 1], width * 0.8, colours.head, '#ffffff');
  }

  // Walls left standing flash red, then fade.
  for (const flash of x.flashes) {
    const w = wallBetween(layout, flash.a, flash.b);
    if (w < 0) continue;
    const path = new Path2D();
    addLines(path, layout, f, layout.wallLine, layout.wallArc, (i) => i === w);
    ctx.globalAlpha = Math.min(1, Math.max(0, (flash.until - x.now) / FLASH_MS) / 0.35);
    ctx.strokeStyle = '#ffffff';
    ctx.lineWidth = Math.max(5 * dpr, k * 0.3);
    ctx.stroke(path);
    ctx.strokeStyle = INK.refused;
    ctx.lineWidth = Math.max(3 * dpr, k * 0.22);
    ctx.stroke(path);
    ctx.globalAlpha = 1;
  }
}

function wallBetween(layout: Layout, a: number, b: number): number {
  const lo = Math.min(a, b);
  const hi = Math.max(a, b);
  for (let w = 0; w < layout.wallBit.length; w++) if (layout.wallRooms[2 * w] === lo && layout.wallRooms[2 * w + 1] === hi) return w;
  return -1;
}
