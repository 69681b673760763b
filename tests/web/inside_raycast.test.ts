// inside_raycast.test.ts: the Inside view's rays on small mazes the engine loaded: the exact distance, side and door of every column, the rooms seen, and a frame's pixels.
import { beforeAll, describe, expect, it } from 'vitest';
import { type Engine, type MazeSession, loadEngine } from 'maze-engine/engine';
import { Cast, type Grid, MAX_DEPTH, PLANE, castColumns, poseAt } from '../../web/src/play/inside/raycast';
import { InsidePicture, shade } from '../../web/src/play/inside/picture';
import { KEY_INK } from '../../web/src/play/locks';

let engine: Engine;
beforeAll(async () => {
  engine = await loadEngine();
});

function loaded(picture: string[]): MazeSession {
  const s = engine.newSession(1, 1, '0');
  s.load(picture);
  return s;
}
const gridOf = (s: MazeSession): Grid => ({ rows: s.rows, cols: s.cols, walls: s.walls(), doors: new Uint8Array(2 * s.rooms) });

// One row of four rooms, every wall between them open: a corridor 4 rooms long.
const CORRIDOR = ['#########', '#.......#', '#########'];

describe('rays down a corridor of 4 rooms', () => {
  it('from the middle of room 1 looking right, five columns: the far wall 3.5 rooms off in the middle, the side walls at either edge', () => {
    const s = loaded(CORRIDOR);
    const cast = new Cast(5);
    castColumns(gridOf(s), poseAt(0, 4, 1, 0), cast);
    // Columns look at camera -1, -0.5, 0, 0.5, 1 across the plane (0.66 either side). A ray off the
    // middle meets a side wall half a room away: at 0.5 / (0.66 |camera|) in front of the eye.
    expect(Array.from(cast.dist)).toEqual([0.5 / PLANE, 0.5 / (PLANE * 0.5), 3.5, 0.5 / (PLANE * 0.5), 0.5 / PLANE]);
    // Left of the look (column 0) is up the screen: the top wall, a y side; the end wall is an x side.
    expect(Array.from(cast.side)).toEqual([1, 1, 0, 1, 1]);
    expect(Array.from(cast.door)).toEqual([0, 0, 0, 0, 0]);
    expect(cast.along[2]).toBe(0.5);
  });

  it('looking left from room 4, the same picture mirrored; looking left from room 1, the wall half a room off', () => {
    const s = loaded(CORRIDOR);
    const cast = new Cast(5);
    castColumns(gridOf(s), poseAt(3, 4, -1, 0), cast);
    expect(Array.from(cast.dist)).toEqual([0.5 / PLANE, 0.5 / (PLANE * 0.5), 3.5, 0.5 / (PLANE * 0.5), 0.5 / PLANE]);
    castColumns(gridOf(s), poseAt(0, 4, -1, 0), cast);
    expect(cast.dist[2]).toBe(0.5);
  });

  it('a shut door between rooms 2 and 3 stops the middle rays 1.5 rooms off, as door 1; the rooms behind it are not seen', () => {
    const s = loaded(CORRIDOR);
    const grid = gridOf(s);
    grid.doors[2 * 1 + 1] = 1; // on the opening right of room 2 (room 1 of the engine)
    const cast = new Cast(5);
    const seen = new Uint8Array(4);
    castColumns(grid, poseAt(0, 4, 1, 0), cast, seen);
    // The half-way columns reach the door's line (1.5 off) 0.495 rooms off the middle, just before the side walls (1.515 off).
    expect(Array.from(cast.dist)).toEqual([0.5 / PLANE, 1.5, 1.5, 1.5, 0.5 / PLANE]);
    expect(Array.from(cast.door)).toEqual([0, 1, 1, 1, 0]);
    expect(Array.from(seen)).toEqual([1, 1, 0, 0]);
  });
});

describe('rays in a small maze', () => {
  // 3 x 3, a snake: room 0 opens down to 3, 3 down to 6, 6 right to 7, 7 right to 8, 8 up to 5, 5 up to 2, 2 left to 1.
  it('from room 1 looking down the screen: 2.5 rooms to the bottom wall; the columns beside it meet the corridor’s sides', () => {
    const s = loaded(['#######', '#.#...#', '#.#.#.#', '#.#.#.#', '#.#.#.#', '#.....#', '#######']);
    expect(s.around(0, true)).toEqual(Int32Array.from([3]));
    const cast = new Cast(3);
    const seen = new Uint8Array(9);
    castColumns(gridOf(s), poseAt(0, 3, 0, 1), cast, seen);
    // Looking down, the plane points left (-0.66, 0): column 0 looks down and to the right of the screen.
    expect(Array.from(cast.dist)).toEqual([0.5 / PLANE, 2.5, 0.5 / PLANE]);
    expect(Array.from(cast.side)).toEqual([0, 1, 0]);
    // The rays saw rooms 1, 4 and 7 of the first column (0, 3, 6 of the engine) and nothing beyond its walls.
    expect(Array.from(seen)).toEqual([1, 0, 0, 1, 0, 0, 1, 0, 0]);
  });

  it('no wall within reach: the distance is Infinity after MAX_DEPTH rooms, and the column is dark', () => {
    const cols = MAX_DEPTH + 4;
    const s = loaded(['#'.repeat(2 * cols + 1), `#${'.'.repeat(2 * cols - 1)}#`, '#'.repeat(2 * cols + 1)]);
    const cast = new Cast(1);
    castColumns(gridOf(s), poseAt(0, cols, 1, 0), cast);
    expect(cast.dist[0]).toBe(Infinity);
    const picture = new InsidePicture(1, 200);
    picture.paint(gridOf(s), poseAt(0, cols, 1, 0), []);
    expect(shade(MAX_DEPTH)).toBe(0);
    // The middle two pixels (the horizon: floor and ceiling 200 rooms off) are black: nothing lit that far.
    expect([picture.pixels[99], picture.pixels[100]]).toEqual([0xff000000, 0xff000000]);
    // With a wall 3.5 rooms off (the corridor of 4), the middle pixels are the lit wall: not black.
    const near = loaded(CORRIDOR);
    picture.paint(gridOf(near), poseAt(0, 4, 1, 0), []);
    expect(picture.pixels[100]).not.toBe(0xff000000);
  });
});

describe('a frame', () => {
  const rgbOf = (p: number): [number, number, number] => [p & 255, (p >> 8) & 255, (p >> 16) & 255];
  const hue = (ink: string): [number, number, number] => [1, 3, 5].map((i) => parseInt(ink.slice(i, i + 2), 16)) as [number, number, number];
  /** Is a pixel a shade of the colour (each channel the same share of it, within rounding)? */
  const shadeOf = (p: number, ink: string): boolean => {
    const [r, g, b] = rgbOf(p), [R, G, B] = hue(ink);
    const f = r / R;
    return f > 0.2 && Math.abs(g - G * f) <= 2 && Math.abs(b - B * f) <= 2;
  };

  it('draws a shut door in its key’s colour, and a key floating in its room, hidden behind the door', () => {
    const s = loaded(CORRIDOR);
    const grid = gridOf(s);
    const picture = new InsidePicture(41, 40);
    // Door 2 (green) on the opening right of room 3, key 1 (red) in room 2, in front of it.
    grid.doors[2 * 2 + 1] = 2;
    picture.paint(grid, poseAt(0, 4, 1, 0), [{ x: 1.5, y: 0.5, key: 0 }]);
    const column = (x: number): number[] => Array.from({ length: 40 }, (_, y) => picture.pixels[y * 41 + x]);
    // The middle column: the key's shaft low in the frame, the door above it; no plain wall.
    const middle = column(20);
    expect(middle.some((p) => shadeOf(p, KEY_INK[0]))).toBe(true);
    expect(middle.some((p) => shadeOf(p, KEY_INK[1]))).toBe(true);
    // A key behind the door is not drawn.
    picture.paint(grid, poseAt(0, 4, 1, 0), [{ x: 3.5, y: 0.5, key: 0 }]);
    expect(picture.pixels.some((p) => shadeOf(p, KEY_INK[0]))).toBe(false);
  });

  it('makes the way out’s light the brightest thing in the frame', () => {
    const s = loaded(CORRIDOR);
    const picture = new InsidePicture(41, 40);
    picture.paint(gridOf(s), poseAt(0, 4, 1, 0), [{ x: 3.5, y: 0.5, key: -1 }]);
    const brightest = picture.pixels.reduce((best, p, i) => (rgbOf(p)[0] + rgbOf(p)[1] > rgbOf(picture.pixels[best])[0] + rgbOf(picture.pixels[best])[1] ? i : best), 0);
    // In the middle column, 3 rooms ahead: the light's glow.
    expect(brightest % 41).toBe(20);
    expect(rgbOf(picture.pixels[brightest])[0]).toBeGreaterThan(240);
  });
});
