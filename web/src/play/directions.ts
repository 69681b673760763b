// directions.ts: what a key, a swipe or a tap asks the player to do, for each shape, and the one-line help for each.
// The engine turns a heading into a room (MazeSession.toward, wasm/engine/play/heading.h); this file only says which heading.
import { type Heading, type Layout, type MazeSession, SHAPES, SHAPE_FACTS, type Shape } from 'maze-engine/engine';

/** One move asked for: a heading, and whether to run along the corridor (Shift, a long press). */
export interface Move {
  heading: Heading;
  run: boolean;
}

/** Each heading as a screen vector (x to the right, y down), as the engine reads it (heading.h's heading_vector). */
export const HEADING_VECTORS: Readonly<Record<Heading, readonly [number, number]>> = {
  up: [0, -1], down: [0, 1], left: [-1, 0], right: [1, 0],
  'up-left': [-1, -1], 'up-right': [1, -1], 'down-left': [-1, 1], 'down-right': [1, 1],
};

/** The headings the ways from a room are named by on each shape, as the engine names them (heading.h's headings_of). */
export const WAY_NAMES = Object.fromEntries(SHAPES.map((s) => [s, SHAPE_FACTS[s].ways])) as unknown as Readonly<Record<Shape, readonly Heading[]>>;

// By KeyboardEvent.code, the key's place on the keyboard, so W A S D sit under the left hand on
// any layout; the arrows and the number pad (with Num Lock off, its keys say Home, PageUp ...).
const STRAIGHT: Readonly<Record<string, Heading>> = {
  ArrowUp: 'up', KeyW: 'up', Numpad8: 'up',
  ArrowDown: 'down', KeyS: 'down', Numpad2: 'down',
  ArrowLeft: 'left', KeyA: 'left', Numpad4: 'left',
  ArrowRight: 'right', KeyD: 'right', Numpad6: 'right',
};
const DIAGONAL: Readonly<Record<string, Heading>> = {
  KeyQ: 'up-left', Numpad7: 'up-left', Home: 'up-left',
  KeyE: 'up-right', Numpad9: 'up-right', PageUp: 'up-right',
  KeyZ: 'down-left', Numpad1: 'down-left', End: 'down-left',
  KeyC: 'down-right', Numpad3: 'down-right', PageDown: 'down-right',
};
// When a browser gives no code (or a synthetic event has none), the key itself.
const BY_KEY: Readonly<Record<string, string>> = { w: 'KeyW', a: 'KeyA', s: 'KeyS', d: 'KeyD', q: 'KeyQ', e: 'KeyE', z: 'KeyZ', c: 'KeyC' };

/** The keys of each shape, for the help and the tests: the square has no diagonals (nothing lies that way). */
export function keysOf(shape: Shape): Readonly<Record<string, Heading>> {
  return WAY_NAMES[shape].some((way) => way.includes('-')) ? { ...STRAIGHT, ...DIAGONAL } : STRAIGHT;
}

/** What a key press asks for on a shape, or null (not a playing key, or with Ctrl, Alt or Meta: the browser's own). */
export function keyMove(e: { key: string; code?: string; shiftKey?: boolean; ctrlKey?: boolean; altKey?: boolean; metaKey?: boolean }, shape: Shape): Move | null {
  if (e.ctrlKey || e.altKey || e.metaKey) return null;
  const keys = keysOf(shape);
  const code = e.code ? e.code : (BY_KEY[e.key.toLowerCase()] ?? e.key);
  const heading = Object.hasOwn(keys, code) ? keys[code] : undefined;
  return heading ? { heading, run: e.shiftKey === true } : null;
}

/** Esc gives the board back. */
export function isStopKey(e: { key: string }): boolean {
  return e.key === 'Escape' || e.key === 'Esc';
}

/** The one-line keyboard help under the board, for each shape. */
const DIAGONAL_HELP = 'Arrow keys or W A S D move you; Q, E, Z and C go up-left, up-right, down-left and down-right. Shift runs to the next junction. Esc stops.';
const STRAIGHT_HELP = 'Arrow keys or W A S D move you. Shift runs to the next junction. Esc stops.';
const TUNNEL_HELP = 'Arrow keys or W A S D move you, over a crossing or under it through a tunnel. Shift runs to the next junction. Esc stops.';
/** Which help a shape gets, from its row: tunnels, diagonal ways, or the four straight ones. */
export const KEY_HELP = Object.fromEntries(
  SHAPES.map((s) => [s, SHAPE_FACTS[s].tunnels ? TUNNEL_HELP : WAY_NAMES[s].some((way) => way.includes('-')) ? DIAGONAL_HELP : STRAIGHT_HELP]),
) as Readonly<Record<Shape, string>>;

/** The help line on a touch screen: swipes, taps and the pad, no keys. */
export const TOUCH_HELP = 'Swipe the way you want to go, tap a room next to you, or press the pad’s buttons. Hold a finger still for half a second to run. Stop playing gives the board back.';

/** The on-screen pad for phones: the shape's headings, each at its place in a 3 x 3 grid (row, column), with a label. */
export interface PadButton {
  heading: Heading;
  label: string;
  row: number;
  col: number;
}
const PLACE: Readonly<Record<Heading, [number, number]>> = {
  'up-left': [0, 0], up: [0, 1], 'up-right': [0, 2], left: [1, 0], right: [1, 2], 'down-left': [2, 0], down: [2, 1], 'down-right': [2, 2],
};
export function padButtons(shape: Shape): PadButton[] {
  return WAY_NAMES[shape].map((heading) => ({
    heading,
    label: heading.charAt(0).toUpperCase() + heading.slice(1),
    row: PLACE[heading][0],
    col: PLACE[heading][1],
  }));
}

/** A finger that moved less than this (CSS pixels) tapped; one held this long (ms) pressed long: a run. */
export const TAP_PX = 16;
export const LONG_PRESS_MS = 500;

/** A touch from where it went down to where it came up: a tap (at the point where it came up) or a swipe (its vector). */
export type Gesture = { kind: 'tap'; x: number; y: number; long: boolean } | { kind: 'swipe'; dx: number; dy: number };
export function gestureOf(down: { x: number; y: number; t: number }, up: { x: number; y: number; t: number }): Gesture {
  const dx = up.x - down.x, dy = up.y - down.y;
  if (Math.hypot(dx, dy) < TAP_PX) return { kind: 'tap', x: up.x, y: up.y, long: up.t - down.t >= LONG_PRESS_MS };
  return { kind: 'swipe', dx, dy };
}

/**
 * The fingers on the glass, each by its pointer id: a swipe begun before the last one was lifted
 * (two thumbs, or a quick hand) is a gesture of its own, and lifting one finger forgets no other.
 */
export class Fingers {
  readonly #down = new Map<number, { x: number; y: number; t: number }>();

  down(id: number, x: number, y: number, t: number): void {
    this.#down.set(id, { x, y, t });
  }

  /** The gesture of the finger lifted; null for one not seen going down. */
  up(id: number, x: number, y: number, t: number): Gesture | null {
    const from = this.#down.get(id);
    this.#down.delete(id);
    return from ? gestureOf(from, { x, y, t }) : null;
  }

  /** The browser took the finger (a cancel): no gesture. */
  cancel(id: number): void {
    this.#down.delete(id);
  }
}

/** Where a tap takes the player: a neighbouring room (open or not), or a direction (a tap farther off, or beside the player). */
export type TapTarget = { kind: 'room'; room: number } | { kind: 'toward'; dx: number; dy: number } | { kind: 'here' };

/**
 * A tap at (x, y) in the shape's units (the Layout's; the square's room (r, c) is the unit square
 * at x = c, y = r) from the player's room. The square needs no layout (null).
 */
export function tapTarget(session: MazeSession, layout: Layout | null, player: number, x: number, y: number): TapTarget {
  if (!Number.isFinite(x) || !Number.isFinite(y)) return { kind: 'here' };
  const inside = (room: number): boolean =>
    layout ? insideOutline(layout, room, x, y) : Math.floor(y) * session.cols + Math.floor(x) === room && x >= 0 && x < session.cols;
  if (inside(player)) return { kind: 'here' };
  for (const next of session.around(player)) if (inside(next)) return { kind: 'room', room: next };
  const from = session.middle(player);
  return { kind: 'toward', dx: x - from.x, dy: y - from.y };
}

/** Is (x, y) inside a room's outline (from the Layout)? Even-odd rule over its corners. */
export function insideOutline(layout: Layout, room: number, x: number, y: number): boolean {
  const { outline, outlineStart } = layout;
  if (room < 0 || room + 1 >= outlineStart.length) return false;
  let inside = false;
  for (let i = outlineStart[room], j = outlineStart[room + 1] - 1; i < outlineStart[room + 1]; j = i++) {
    const xi = outline[2 * i], yi = outline[2 * i + 1], xj = outline[2 * j], yj = outline[2 * j + 1];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}
