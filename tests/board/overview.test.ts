// The overview painter and the Distance view's numbers, on hand-drawn mazes with worked answers (no browser).
import { beforeAll, describe, expect, test } from 'vitest';
import { DistanceMap, routeBack } from '../../web/src/board/draw/distance';
import { type MazeSession, loadEngine } from 'maze-engine/engine';
import { type Source, Scratch, type Viewport, paintRow, readerFor } from '../../web/src/board/draw/overview';
import { PIXEL } from '../../web/src/board/state/palette';
import { RAMP, RAMP_CSS, ROUTE, rampColour, rampIndex } from '../../web/src/board/state/ramp';

const WALL = 0xff000000; // black
const FLOOR = 0xffffffff; // white
const OUT = 0xff0000ff; // red: outside the picture

/** The engine's wall bits (1: open below, 2: open to the right) of each room of a lesson picture. */
function wallsOf(picture: string[]): { rows: number; cols: number; walls: Uint8Array } {
  const rows = (picture.length - 1) / 2;
  const cols = (picture[0].length - 1) / 2;
  const walls = new Uint8Array(rows * cols);
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) {
      if (r + 1 < rows && picture[2 * r + 2][2 * c + 1] === '.') walls[r * cols + c] |= 1;
      if (c + 1 < cols && picture[2 * r + 1][2 * c + 2] === '.') walls[r * cols + c] |= 2;
    }
  return { rows, cols, walls };
}

function sourceOf(picture: string[]): Source {
  const { rows, cols, walls } = wallsOf(picture);
  const table = new Uint32Array(256).fill(FLOOR);
  return { rows, cols, open: walls, openShift: 0, key: new Uint8Array(rows * cols), room: table, body: table, between: FLOOR, line: null, wall: WALL, outside: OUT, walls: true };
}

function paint(read: ReturnType<typeof readerFor>, v: Viewport): Uint32Array {
  const px = new Uint32Array(v.width * v.height);
  const scratch = new Scratch();
  for (let j = 0; j < v.height; j++) paintRow(read.read, read.view, j, px, scratch);
  return px;
}

/** The brightness (0-255) each pixel should have: the squares it covers, each by the area it covers, worked out one by one. */
function expected(picture: string[], v: Viewport): number[] {
  const out: number[] = [];
  const value = (sr: number, sc: number): number => {
    const line = picture[sr];
    if (line === undefined || sc < 0 || sc >= line.length) return 0; // outside: red, whose green is 0
    return line[sc] === '#' ? 0 : 255;
  };
  for (let j = 0; j < v.height; j++)
    for (let i = 0; i < v.width; i++) {
      const top = v.y0 + j * v.step;
      const left = v.x0 + i * v.step;
      let sum = 0;
      for (let sr = Math.floor(top); sr < top + v.step; sr++)
        for (let sc = Math.floor(left); sc < left + v.step; sc++) {
          const h = Math.min(top + v.step, sr + 1) - Math.max(top, sr);
          const w = Math.min(left + v.step, sc + 1) - Math.max(left, sc);
          sum += h * w * value(sr, sc);
        }
      out.push(Math.round(sum / (v.step * v.step)));
    }
  return out;
}

// A 4 x 5 perfect maze: way in top left, way out bottom right.
const MAZE = [
  '###########',
  '#.....#...#',
  '#.###.#.#.#',
  '#...#...#.#',
  '###.#####.#',
  '#.#.....#.#',
  '#.#####.#.#',
  '#.......#.#',
  '###########',
];

describe('overview', () => {
  test('a pixel a square gives the picture back exactly', () => {
    const v = { x0: 0, y0: 0, step: 1, width: MAZE[0].length, height: MAZE.length };
    const px = paint(readerFor(sourceOf(MAZE), v), v);
    const text = [];
    for (let j = 0; j < v.height; j++) text.push(Array.from(px.subarray(j * v.width, (j + 1) * v.width), (c) => (c === WALL ? '#' : '.')).join(''));
    expect(text).toEqual(MAZE);
  });

  test('zoomed out, each pixel is the exact area-average of the squares it covers, fractions included', () => {
    for (const v of [
      { x0: 0, y0: 0, step: 2, width: 5, height: 4 },
      { x0: 0.3, y0: 0.7, step: 2.5, width: 4, height: 3 },
      { x0: 1.25, y0: 0.5, step: 1.75, width: 5, height: 4 },
    ]) {
      const px = paint(readerFor(sourceOf(MAZE), v), v);
      // The green channel: white 255, black 0 (and the red outside is never reached here).
      expect(Array.from(px, (c) => (c >>> 8) & 255)).toEqual(expected(MAZE, v));
    }
  });

  test('a whole even grid of walls and rooms comes out as an even grey at any scale (no moiré)', () => {
    // Every room open to the right: rows of corridors, the picture's grid at its plainest.
    const rows = 60;
    const cols = 60;
    const picture = ['#'.repeat(2 * cols + 1)];
    for (let r = 0; r < rows; r++) picture.push('#' + '.'.repeat(2 * cols - 1) + '#', '#'.repeat(2 * cols + 1));
    const s = sourceOf(picture);
    for (const step of [2.3, 3.7, 4.6, 5.5]) {
      const v = { x0: 1, y0: 1, step, width: Math.floor((2 * cols - 1) / step), height: Math.floor((2 * rows - 1) / step) };
      const px = paint(readerFor(s, v), v);
      const column = Array.from({ length: v.height }, (_, j) => (px[j * v.width + 1] >>> 8) & 255);
      // Rows of floor and wall alternate: any pixel covering more than two squares sees about half of each.
      for (const g of column) expect(Math.abs(g - 128)).toBeLessThanOrEqual(Math.ceil(128 / step) + 1);
    }
  });

  test('room by room (zoomed far out) stays within half a room of the square-by-square average', () => {
    const rows = 40;
    const cols = 40;
    // A maze of long corridors with one opening down at alternate ends (a perfect maze).
    const picture = ['#'.repeat(2 * cols + 1)];
    for (let r = 0; r < rows; r++) {
      picture.push('#' + '.'.repeat(2 * cols - 1) + '#');
      if (r + 1 < rows) {
        const gap = r % 2 === 0 ? 2 * cols - 1 : 1;
        picture.push(Array.from({ length: 2 * cols + 1 }, (_, i) => (i === gap ? '.' : '#')).join(''));
      }
    }
    picture.push('#'.repeat(2 * cols + 1));
    const s = sourceOf(picture);
    const v = { x0: 0, y0: 0, step: 81 / 16, width: 16, height: 16 };
    const rooms = readerFor(s, v);
    expect(rooms.view.step).toBeCloseTo(v.step / 2);
    const exact = expected(picture, v);
    const got = Array.from(paint(rooms, v), (c) => (c >>> 8) & 255);
    const worst = Math.max(...got.map((g, i) => Math.abs(g - exact[i])));
    expect(worst).toBeLessThanOrEqual(40);
  });
});

test('zoomed far out, a room of a line (the way out) shows its own colour whole in the pixel holding its centre', () => {
  const s = sourceOf(MAZE);
  const BLUE = 0xffb27200;
  const key = new Uint8Array(20);
  key[7] = 1; // room (1, 2): its square (3, 5)
  const room = new Uint32Array(256).fill(FLOOR);
  room[1] = BLUE;
  const line = new Uint8Array(256);
  line[1] = 1;
  const lined = { ...s, key, room, body: room, line };
  for (const step of [2.5, 4.5]) {
    const v = { x0: 0, y0: 0, step, width: 3, height: 2 };
    const px = paint(readerFor(lined, v), v);
    const at = Math.floor(3.5 / step) * v.width + Math.floor(5.5 / step);
    expect(px[at]).toBe(BLUE);
    expect(Array.from(px).filter((c) => c === BLUE).length).toBe(1);
  }
});

describe('distances', () => {
  const { rows, cols, walls } = wallsOf(MAZE);
  // The engine's own distances, over the same hand-drawn maze (and one with an opening closed).
  let maze: MazeSession;
  let cutMaze: MazeSession;
  const CUT = MAZE.map((line, r) => (r === 4 ? line.slice(0, 9) + '#' + line.slice(10) : line));
  beforeAll(async () => {
    const engine = await loadEngine();
    maze = engine.newSession(rows, cols, '1');
    maze.load(MAZE);
    cutMaze = engine.newSession(rows, cols, '1');
    cutMaze.load(CUT);
  });

  test('steps from the way in, worked out by hand', () => {
    expect(Array.from(maze.distances(0))).toEqual([0, 1, 2, 5, 6, 1, 2, 3, 4, 7, 10, 3, 4, 5, 8, 9, 8, 7, 6, 9]);
  });

  test('the way out walks back one step nearer each time', () => {
    const d = maze.distances(0);
    expect(Array.from(routeBack(d, walls, cols, rows * cols - 1))).toEqual([0, 1, 2, 7, 8, 3, 4, 9, 14, 19]);
  });

  test('a room the way in cannot reach is -1, and has no way out', () => {
    const d = cutMaze.distances(0); // the opening from room 9 down to room 14 closed
    expect([d[14], d[19]]).toEqual([-1, -1]);
    expect(routeBack(d, cutMaze.walls(), cols, 19).length).toBe(0);
  });

  test("the Distance view a pixel a square: walls, rooms in the ramp's colours, the way out white on top", () => {
    const map = new DistanceMap();
    map.update(maze, 1, 0, rows * cols - 1);
    const v = { x0: 0, y0: 0, step: 1, width: MAZE[0].length, height: MAZE.length };
    const image = map.draw(v);
    expect(image.farthest).toBe(10);
    const at = (sr: number, sc: number): number => image.pixels[sr * v.width + sc];
    expect(at(0, 0)).toBe(PIXEL.wall);
    expect(at(1, 1)).toBe(ROUTE); // the way in, on the way out
    expect(at(1, 2)).toBe(ROUTE); // the opening from room 0 to room 1
    expect(at(3, 1)).toBe(RAMP[25]); // room 5, one step of ten
    expect(at(2, 1)).toBe(RAMP[0]); // the opening above it takes the colour of room 0
    expect(at(5, 1)).toBe(RAMP[255]); // room 10, the farthest
    expect(at(7, 9)).toBe(ROUTE); // the way out
  });
});

describe('ramp', () => {
  test('viridis from dark purple to yellow, 256 entries, and the steps map onto it', () => {
    expect(RAMP_CSS.length).toBe(256);
    expect(RAMP_CSS[0]).toBe('#440154');
    expect(RAMP_CSS[255]).toBe('#fde725');
    expect(rampIndex(0, 10)).toBe(0);
    expect(rampIndex(10, 10)).toBe(255);
    expect(rampIndex(5, 10)).toBe(128);
    expect(rampIndex(-1, 10)).toBe(-1);
    expect(rampColour(0, 0)).toBe('#440154');
    expect(RAMP[0]).toBe((0xff540144 >>> 0));
  });
});
