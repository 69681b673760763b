// play_directions.test.ts: keys, swipes and taps to moves on every shape, checked against the maze's geometry worked out here from the layout.
import { beforeAll, describe, expect, it } from 'vitest';
import { type Engine, HEADINGS, type Heading, type Layout, type MazeSession, type Shape, SHAPES, loadEngine } from 'maze-engine/engine';
import {
  HEADING_VECTORS, KEY_HELP, WAY_NAMES, gestureOf, insideOutline, isStopKey, keyMove, keysOf, padButtons, tapTarget,
} from '../../web/src/play/directions';

let engine: Engine;
beforeAll(async () => {
  engine = await loadEngine();
});

/** A maze grown by a method on a shape, the session's own (dispose it). */
function grown(shape: Shape, rows: number, cols: number, seed: string, method: 'walk' | 'wilson' = 'walk'): MazeSession {
  const s = engine.newSession(1, 1, '0');
  s.reshape(shape, rows, cols);
  s.reseed(seed);
  s.grow({ method });
  s.finish();
  return s;
}

/** The same maze with every wall knocked down: each room open to all its neighbours. */
function allOpen(s: MazeSession): void {
  const layout = s.layout();
  for (let w = 0; w < layout.wallBit.length; w++) {
    const a = layout.wallRooms[2 * w], b = layout.wallRooms[2 * w + 1];
    if (!((s.walls()[layout.wallRooms[2 * w + layout.wallOwner[w]]] >> layout.wallBit[w]) & 1)) s.knock(a, b);
  }
}

const CONE: Record<Shape, number> = { square: 45, hex: 45, triangle: 90, circle: 60, voronoi: 60 };

/**
 * The oracle: from the layout alone (the rooms' middles and the walls' lines), the open
 * neighbour whose doorway (the middle of the wall's line, or of its arc) lies nearest the
 * direction, less than the cone away; two as near: a tie.
 */
function expected(shape: Shape, layout: Layout, walls: Uint8Array, room: number, dx: number, dy: number): { room: number; tie: boolean } {
  const mx = layout.middle[2 * room], my = layout.middle[2 * room + 1];
  const cone = (CONE[shape] * Math.PI) / 180;
  let best = -1, nearest = Infinity, tie = false;
  for (let w = 0; w < layout.wallBit.length; w++) {
    const a = layout.wallRooms[2 * w], b = layout.wallRooms[2 * w + 1];
    if (a !== room && b !== room) continue;
    if (!((walls[layout.wallRooms[2 * w + layout.wallOwner[w]]] >> layout.wallBit[w]) & 1)) continue;
    let [x1, y1, x2, y2] = Array.from(layout.wallLine.subarray(4 * w, 4 * w + 4));
    let px = (x1 + x2) / 2, py = (y1 + y2) / 2;
    if (layout.wallArc[w]) {
      const cx = layout.centreX, cy = layout.centreY;
      const from = Math.atan2(cy - y1, x1 - cx);
      let turn = Math.atan2(cy - y2, x2 - cx) - from;
      while (turn <= 0) turn += 2 * Math.PI;
      const r = Math.hypot(x1 - cx, y1 - cy);
      px = cx + r * Math.cos(from + turn / 2);
      py = cy - r * Math.sin(from + turn / 2);
      [x1, y1, x2, y2] = [0, 0, 0, 0];
    }
    const vx = px - mx, vy = py - my;
    const angle = Math.abs(Math.atan2(dx * vy - dy * vx, dx * vx + dy * vy));
    if (angle >= cone - 1e-4) continue;
    if (angle < nearest - 1e-4) {
      best = a === room ? b : a;
      nearest = angle;
      tie = false;
    } else if (angle < nearest + 1e-4) tie = true;
  }
  return tie ? { room: -1, tie: true } : { room: best, tie: false };
}

/** Every key of the shape, from every room: the engine's move is the oracle's. */
function checkEveryKey(s: MazeSession): number {
  const shape = s.shape, layout = s.layout(), walls = s.walls();
  let ties = 0;
  for (let room = 0; room < s.rooms; room++)
    for (const code of Object.keys(keysOf(shape))) {
      const move = keyMove({ key: '', code }, shape)!;
      const [dx, dy] = HEADING_VECTORS[move.heading];
      const got = s.toward(room, dx, dy);
      expect(got, `${shape} room ${room} key ${code}`).toEqual(expected(shape, layout, walls, room, dx, dy));
      if (got.tie) ties++;
    }
  return ties;
}

describe('keys', () => {
  it('map arrows, W A S D, the number pad, and on shapes other than the square Q E Z C', () => {
    const table: [string, Heading][] = [
      ['ArrowUp', 'up'], ['KeyW', 'up'], ['Numpad8', 'up'], ['ArrowDown', 'down'], ['KeyS', 'down'], ['Numpad2', 'down'],
      ['ArrowLeft', 'left'], ['KeyA', 'left'], ['Numpad4', 'left'], ['ArrowRight', 'right'], ['KeyD', 'right'], ['Numpad6', 'right'],
    ];
    const diagonals: [string, Heading][] = [
      ['KeyQ', 'up-left'], ['Numpad7', 'up-left'], ['Home', 'up-left'], ['KeyE', 'up-right'], ['Numpad9', 'up-right'], ['PageUp', 'up-right'],
      ['KeyZ', 'down-left'], ['Numpad1', 'down-left'], ['End', 'down-left'], ['KeyC', 'down-right'], ['Numpad3', 'down-right'], ['PageDown', 'down-right'],
    ];
    for (const shape of SHAPES) {
      for (const [code, heading] of table) expect(keyMove({ key: '?', code }, shape), `${shape} ${code}`).toEqual({ heading, run: false });
      for (const [code, heading] of diagonals)
        expect(keyMove({ key: '?', code }, shape), `${shape} ${code}`).toEqual(shape === 'square' ? null : { heading, run: false });
      expect(Object.keys(keysOf(shape)).length).toBe(shape === 'square' ? 12 : 24);
    }
    // Shift runs; Ctrl, Alt and Meta leave the key to the browser; a key with no code goes by its letter.
    expect(keyMove({ key: 'ArrowUp', code: 'ArrowUp', shiftKey: true }, 'square')).toEqual({ heading: 'up', run: true });
    expect(keyMove({ key: 'ArrowUp', code: 'ArrowUp', ctrlKey: true }, 'square')).toBeNull();
    expect(keyMove({ key: 'w', code: 'KeyW', altKey: true }, 'hex')).toBeNull();
    expect(keyMove({ key: 'W', shiftKey: true }, 'hex')).toEqual({ heading: 'up', run: true });
    expect(keyMove({ key: 'ArrowLeft' }, 'circle')).toEqual({ heading: 'left', run: false });
    expect(keyMove({ key: 'q' }, 'square')).toBeNull();
    expect(keyMove({ key: 'x', code: 'KeyX' }, 'hex')).toBeNull();
    expect(keyMove({ key: 'toString', code: 'toString' }, 'hex')).toBeNull();
    expect(isStopKey({ key: 'Escape' })).toBe(true);
    expect(isStopKey({ key: 'q' })).toBe(false);
  });

  it('have one line of help for each shape', () => {
    expect(KEY_HELP.square).toBe('Arrow keys or W A S D move you. Shift runs to the next junction. Esc stops.');
    for (const shape of ['hex', 'triangle', 'circle'] as const)
      expect(KEY_HELP[shape]).toBe(
        'Arrow keys or W A S D move you; Q, E, Z and C go up-left, up-right, down-left and down-right. Shift runs to the next junction. Esc stops.',
      );
  });
});

describe('every key from every room, against the geometry', () => {
  for (const shape of SHAPES)
    it(`${shape}: a grown maze, then every wall down`, () => {
      const s = grown(shape, 6, 7, '23');
      checkEveryKey(s);
      allOpen(s);
      expect(s.facts().openings).toBe(s.layout().wallBit.length);
      const ties = checkEveryKey(s);
      // Up and down lie between two neighbours on hexagons and triangles: with every wall down, they tie.
      if (shape === 'hex' || shape === 'triangle') expect(ties).toBeGreaterThan(20);
      if (shape === 'square') expect(ties).toBe(0);
      s.dispose();
    });

  it('circles with 1 to 8 rooms in the inner ring, where the rooms lean most', () => {
    for (let inner = 1; inner <= 8; inner++) {
      const s = grown('circle', 5, inner, String(inner), 'wilson');
      checkEveryKey(s);
      allOpen(s);
      checkEveryKey(s);
      s.dispose();
    }
  });

  it('names each way by a heading of the shape that takes the player there', () => {
    for (const shape of SHAPES) {
      const s = grown(shape, 6, 7, '5');
      allOpen(s);
      for (let room = 0; room < s.rooms; room++) {
        const ways = s.waysOn(room);
        expect(ways.map((w) => w.room).sort((a, b) => a - b)).toEqual(Array.from(s.around(room, true)).sort((a, b) => a - b));
        for (const w of ways) {
          expect(WAY_NAMES[shape]).toContain(w.way);
          const [dx, dy] = HEADING_VECTORS[w.way];
          expect(s.toward(room, dx, dy).room, `${shape} room ${room} ${w.way}`).toBe(w.room);
        }
        // Listed in the order of HEADINGS, each name once.
        const order = ways.map((w) => HEADINGS.indexOf(w.way));
        expect(order).toEqual([...order].sort((a, b) => a - b));
        expect(new Set(order).size).toBe(order.length);
      }
      s.dispose();
    }
  });
});

describe('touch', () => {
  it('tells taps from swipes, and long presses from taps', () => {
    expect(gestureOf({ x: 10, y: 10, t: 0 }, { x: 14, y: 20, t: 100 })).toEqual({ kind: 'tap', x: 14, y: 20, long: false });
    expect(gestureOf({ x: 10, y: 10, t: 0 }, { x: 12, y: 12, t: 600 })).toEqual({ kind: 'tap', x: 12, y: 12, long: true });
    expect(gestureOf({ x: 10, y: 10, t: 0 }, { x: 40, y: 12, t: 80 })).toEqual({ kind: 'swipe', dx: 30, dy: 2 });
  });

  it('a tap on a neighbouring room names it; elsewhere it gives a direction', () => {
    for (const shape of SHAPES) {
      const s = grown(shape, 5, 6, '9');
      const layout = shape === 'square' ? null : s.layout();
      const full = s.layout();
      for (let room = 0; room < s.rooms; room++) {
        const here = s.middle(room);
        expect(tapTarget(s, layout, room, here.x, here.y)).toEqual({ kind: 'here' });
        for (const next of s.around(room)) {
          const m = s.middle(next);
          expect(tapTarget(s, layout, room, m.x, m.y), `${shape} ${room} to ${next}`).toEqual({ kind: 'room', room: next });
          expect(insideOutline(full, next, m.x, m.y)).toBe(true);
        }
      }
      // Far off to the right of room 0: a direction from its middle.
      const m0 = s.middle(0);
      const far = tapTarget(s, layout, 0, m0.x + 50, m0.y);
      expect(far).toEqual({ kind: 'toward', dx: 50, dy: 0 });
      expect(tapTarget(s, layout, 0, Number.NaN, 0)).toEqual({ kind: 'here' });
      s.dispose();
    }
  });

  it('the pad has a button for each of the shape’s headings, in a 3 x 3 grid', () => {
    expect(padButtons('square').map((b) => [b.label, b.row, b.col])).toEqual([['Up', 0, 1], ['Down', 2, 1], ['Left', 1, 0], ['Right', 1, 2]]);
    expect(padButtons('hex').map((b) => b.heading)).toEqual(['left', 'right', 'up-left', 'up-right', 'down-left', 'down-right']);
    expect(padButtons('circle')).toHaveLength(8);
    expect(padButtons('triangle').find((b) => b.heading === 'down-right')).toEqual({ heading: 'down-right', label: 'Down-right', row: 2, col: 2 });
  });
});
