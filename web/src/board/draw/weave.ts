// weave.ts: a weave maze's crossings, worked out from the engine's layout: which walls are tunnels, the room each runs under, and the lines that draw the upper corridor over and the lower one broken at its edges.
import type { Layout } from 'maze-engine/engine';
import { OPENINGS } from '../state/looks';

/**
 * In a weave maze's layout a "wall" between rooms two apart is a tunnel: it stands on no line,
 * and its line runs from the middle of one room to the middle of the other (wasm/engine/shapes/shape.h).
 * A room's middle is where a tunnel's halfway point falls when the tunnel runs under it.
 */
export interface Tunnels {
  /** Per wall: the room it runs under, or -1 for a wall between neighbours. */
  under: Int32Array;
  /** Per wall: the wall's index between two rooms, by "a b" (the lower room first). */
  between: Map<string, number>;
}

const known = new WeakMap<Layout, Tunnels>();

/** A room's box: left, top, right, bottom, in shape units. */
export function roomBox(layout: Layout, room: number): [number, number, number, number] {
  const { outline, outlineStart } = layout;
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  for (let i = outlineStart[room]; i < outlineStart[room + 1]; i++) {
    x0 = Math.min(x0, outline[2 * i]);
    x1 = Math.max(x1, outline[2 * i]);
    y0 = Math.min(y0, outline[2 * i + 1]);
    y1 = Math.max(y1, outline[2 * i + 1]);
  }
  return [x0, y0, x1, y1];
}

const key = (x: number, y: number): string => `${Math.round(x * 64)} ${Math.round(y * 64)}`;

/** The tunnels of a layout (none in a layout of any shape but the weave). Worked out once a layout. */
export function tunnelsOf(layout: Layout): Tunnels {
  const got = known.get(layout);
  if (got) return got;
  const rooms = layout.middle.length / 2;
  const at = new Map<string, number>();
  for (let room = 0; room < rooms; room++) at.set(key(layout.middle[2 * room], layout.middle[2 * room + 1]), room);
  const walls = layout.wallBit.length;
  const under = new Int32Array(walls).fill(-1);
  const between = new Map<string, number>();
  for (let w = 0; w < walls; w++) {
    const a = layout.wallRooms[2 * w], b = layout.wallRooms[2 * w + 1];
    between.set(`${Math.min(a, b)} ${Math.max(a, b)}`, w);
    const ax = layout.middle[2 * a], ay = layout.middle[2 * a + 1], bx = layout.middle[2 * b], by = layout.middle[2 * b + 1];
    const [x0, y0, x1, y1] = roomBox(layout, a);
    // Neighbours' middles are one room apart; a tunnel's ends are two apart, with a room's middle halfway.
    if (Math.hypot(bx - ax, by - ay) < 1.5 * Math.max(x1 - x0, y1 - y0)) continue;
    under[w] = at.get(key((ax + bx) / 2, (ay + by) / 2)) ?? -1;
  }
  const made = { under, between };
  known.set(layout, made);
  return made;
}

/** Is any wall of the layout a tunnel? */
export function hasTunnels(layout: Layout): boolean {
  return tunnelsOf(layout).under.some((c) => c >= 0);
}

/** How far into a crossing room the upper corridor's sides stand, as a share of the room. */
export const INSET = 0.25;

/** What a weave maze draws for its crossings: walls it leaves out, and lines it draws instead (x1, y1, x2, y2 in shape units). */
export interface Crossings {
  /** Per wall: 1 when the wall is not drawn as a wall (every tunnel; a crossing room's walls at the tunnel's ends). */
  hidden: Uint8Array;
  lines: number[];
  /** Per open tunnel: the wall, the rooms it joins and the room it runs under. */
  open: { wall: number; a: number; b: number; under: number }[];
}

/** Is wall w knocked down, given every room's look (opening bits 4-7)? */
function isOpen(layout: Layout, looks: ArrayLike<number>, w: number): boolean {
  return (((looks[layout.wallRooms[2 * w + layout.wallOwner[w]]] & OPENINGS) >> layout.wallBit[w]) & 1) === 1;
}

/**
 * The crossings of a weave maze as it stands. For each open tunnel from a to b under room c:
 * c's walls to a and to b become their two end pieces (the tunnel enters between them); the
 * upper corridor's two sides run right across c, unbroken, INSET in from c's edges; the tunnel's
 * sides are short stubs from c's edges to the upper corridor's sides (the lower corridor broken
 * at its edges); and c's other two edges keep the corner pieces beside the upper corridor.
 */
export function crossings(layout: Layout, looks: ArrayLike<number>): Crossings {
  const t = tunnelsOf(layout);
  const hidden = new Uint8Array(t.under.length);
  const lines: number[] = [];
  const open: Crossings['open'] = [];
  const put = (x1: number, y1: number, x2: number, y2: number): void => void lines.push(x1, y1, x2, y2);
  for (let w = 0; w < t.under.length; w++) {
    const c = t.under[w];
    if (c < 0) continue;
    hidden[w] = 1;
    if (!isOpen(layout, looks, w)) continue;
    const a = layout.wallRooms[2 * w], b = layout.wallRooms[2 * w + 1];
    open.push({ wall: w, a, b, under: c });
    for (const end of [a, b]) {
      const e = t.between.get(`${Math.min(c, end)} ${Math.max(c, end)}`);
      if (e !== undefined) hidden[e] = 1;
    }
    const [x0, y0, x1, y1] = roomBox(layout, c);
    const fx = INSET * (x1 - x0), fy = INSET * (y1 - y0);
    const upDown = Math.abs(layout.middle[2 * a] - layout.middle[2 * b]) < 1e-6;
    if (upDown) {
      // The tunnel runs up and down; the upper corridor left and right.
      for (const y of [y0, y1]) put(x0, y, x0 + fx, y), put(x1 - fx, y, x1, y);
      put(x0, y0 + fy, x1, y0 + fy), put(x0, y1 - fy, x1, y1 - fy);
      for (const x of [x0 + fx, x1 - fx]) put(x, y0, x, y0 + fy), put(x, y1 - fy, x, y1);
      for (const x of [x0, x1]) put(x, y0, x, y0 + fy), put(x, y1 - fy, x, y1);
    } else {
      // The tunnel runs left and right; the upper corridor up and down.
      for (const x of [x0, x1]) put(x, y0, x, y0 + fy), put(x, y1 - fy, x, y1);
      put(x0 + fx, y0, x0 + fx, y1), put(x1 - fx, y0, x1 - fx, y1);
      for (const y of [y0 + fy, y1 - fy]) put(x0, y, x0 + fx, y), put(x1 - fx, y, x1, y);
      for (const y of [y0, y1]) put(x0, y, x0 + fx, y), put(x1 - fx, y, x1, y);
    }
  }
  return { hidden, lines, open };
}

/**
 * A line from room a to room b that runs through a tunnel goes under the upper corridor: the two
 * points (x1, y1, x2, y2, in shape units) where it leaves sight at that corridor's near side and
 * comes back at its far side. Null when a and b are not joined by a tunnel.
 */
export function underGap(layout: Layout, a: number, b: number): [number, number, number, number] | null {
  const t = tunnelsOf(layout);
  const w = t.between.get(`${Math.min(a, b)} ${Math.max(a, b)}`);
  const c = w === undefined ? -1 : t.under[w];
  if (c < 0) return null;
  const [x0, y0, x1, y1] = roomBox(layout, c);
  const ax = layout.middle[2 * a], ay = layout.middle[2 * a + 1], bx = layout.middle[2 * b], by = layout.middle[2 * b + 1];
  // The upper corridor's sides stand INSET in from c's edges; the line is hidden between them.
  const sx = Math.sign(bx - ax), sy = Math.sign(by - ay);
  const cx = (x0 + x1) / 2, cy = (y0 + y1) / 2, hx = (0.5 - INSET) * (x1 - x0), hy = (0.5 - INSET) * (y1 - y0);
  return [cx - sx * hx, cy - sy * hy, cx + sx * hx, cy + sy * hy];
}
