// robot.test.ts: the robot in WebAssembly walks as the native `maze solve --rule` does, on the timeline, and knocking holes starts a new timeline.
import { beforeAll, describe, expect, it } from 'vitest';
import { type Engine, type Method, loadEngine } from 'maze-engine/engine';
import { maze } from './cli';

let engine: Engine;
beforeAll(async () => {
  engine = await loadEngine();
});

/** The native command's robot on the same maze: its trail, steps and whether it got out. */
function native(picture: string[], rule: string, to: number): { trail: number[]; steps: number; out: boolean } {
  let text: string;
  try {
    text = maze(['solve', '--format', 'json', '--rule', rule, '--to', String(to)], json(picture));
  } catch (error) {
    text = (error as { stdout: string }).stdout; // exit status 1: round for ever
  }
  return JSON.parse(text);
}

/** A square picture as the maze command's JSON: every pair of neighbours, and those with an opening. */
function json(picture: string[]): string {
  const rows = (picture.length - 1) / 2;
  const cols = (picture[0].length - 1) / 2;
  const walls: [number, number][] = [];
  const openings: [number, number][] = [];
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) {
      const room = r * cols + c;
      if (r + 1 < rows) {
        walls.push([room, room + cols]);
        if (picture[2 * r + 2][2 * c + 1] === '.') openings.push([room, room + cols]);
      }
      if (c + 1 < cols) {
        walls.push([room, room + 1]);
        if (picture[2 * r + 1][2 * c + 2] === '.') openings.push([room, room + 1]);
      }
    }
  const sorted = (list: [number, number][]) => list.sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  return JSON.stringify({ shape: 'square', rows, cols, rooms: rows * cols, walls: sorted(walls), openings: sorted(openings) });
}

describe('the robot in WebAssembly', () => {
  const cases: [Method, number, number, string, number][] = [
    ['walk', 10, 10, '2083', 99],
    ['walk', 10, 10, '2083', 55],
    ['walls', 12, 7, '1', 83],
    ['frontier', 9, 9, '3', 40],
  ];
  for (const [method, rows, cols, seed, to] of cases)
    it(`${method} ${rows} x ${cols} seed ${seed}, way out room ${to}: the same trail as the maze command`, () => {
      const s = engine.newSession(rows, cols, seed);
      s.grow({ method });
      const grown = s.finish();
      s.walkRobot('right', 0, to);
      expect(s.robot()).toEqual({ walking: true, out: false, wentRound: false, steps: 0 });
      s.finish();
      const want = native(s.picture(), 'right-hand', to);
      const got = s.robot();
      expect(got.out).toBe(want.out);
      expect(got.steps).toBe(want.steps);
      expect(Array.from(s.thread())).toEqual(want.trail);
      expect(s.length()).toBe(grown + want.steps);
      s.dispose();
    });

  it('the seed-2083 maze: 112 steps beside the way out of 47 rooms', () => {
    const s = engine.newSession(10, 10, '2083');
    s.grow({ method: 'walk' });
    s.walkRobot('right', 0, 99);
    s.finish();
    expect(s.robot().steps).toBe(112);
    expect(s.shortestRoute(0, 99).length).toBe(47);
    s.dispose();
  });

  it('knocking holes until the robot goes round, as the command says', () => {
    const s = engine.newSession(10, 10, '2083');
    s.grow({ method: 'walk' });
    s.finish();
    let round = false;
    for (let i = 0; i < 40 && !round; i++) {
      const wall = s.knockRandom();
      expect(wall).not.toBeNull();
      expect(s.length()).toBe(0);
      s.walkRobot('right', 0, 44);
      s.finish();
      const want = native(s.picture(), 'right-hand', 44);
      round = s.robot().wentRound;
      expect(round).toBe(!want.out);
      expect(s.robot().steps).toBe(want.steps);
    }
    expect(round).toBe(true);
    expect(() => s.knock(0, 99)).toThrow('Rooms 0 and 99 are not neighbours: no wall to knock down');
    expect(() => s.walkRobot('right', 0, 100)).toThrow('The way in and the way out must be rooms of the maze');
    s.dispose();
  });
});
