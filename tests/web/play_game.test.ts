// play_game.test.ts: games played key by key on the engine's seeded mazes: the end message, wrong turns, runs, far ends, fog, and every sentence said.
import { beforeAll, describe, expect, it } from 'vitest';
import { type Engine, type Heading, type MazeSession, type Shape, loadEngine } from 'maze-engine/engine';
import { WALL, endMessage, outLine, roomLine, tieLine, timeLine, timeText, waysLine } from '../../web/src/play/announce';
import { keyMove, keysOf } from '../../web/src/play/directions';
import { Game, type Outcome } from '../../web/src/play/game';
import { MazeSequence } from '../../web/src/play/stream';

let engine: Engine;
beforeAll(async () => {
  engine = await loadEngine();
});


/** Maze 1 of a seed's stream, as New maze's sequence grows it. */
function maze(shape: Shape, rows: number, cols: number, seed: string, method: 'walk' | 'walls' = 'walk'): MazeSession {
  const s = engine.newSession(1, 1, '0');
  new MazeSequence(s, { method, shape, rows, cols, seed }).first();
  return s;
}

/** A clock the test moves: one second a key press. */
function clock(): { now: () => number; tick: () => void } {
  let t = 0;
  return { now: () => t, tick: () => (t += 1000) };
}

/** The key that asks for a heading on a shape (the first listed), pressed. */
function press(game: Game, heading: Heading, shift = false): Outcome {
  const shape = game.session.shape;
  const code = Object.entries(keysOf(shape)).find(([, h]) => h === heading)![0];
  const move = keyMove({ key: '', code, shiftKey: shift }, shape)!;
  return game.go(move.heading, move.run);
}

/** The heading of the way from the player's room to a neighbour, as the game names it. */
function wayTo(game: Game, room: number): Heading {
  const way = game.waysOn().find((w) => w.room === room);
  if (!way) throw new Error(`room ${room} is not open from room ${game.player}`);
  return way.way;
}

/** Walks the rooms given, one key press each, the clock one second on before each. */
function walk(game: Game, rooms: ArrayLike<number>, tick: () => void): Outcome[] {
  const said: Outcome[] = [];
  for (let i = 1; i < rooms.length; i++) {
    tick();
    said.push(press(game, wayTo(game, rooms[i])));
  }
  return said;
}

describe('the lesson’s maze, seed 2083, 10 x 10, random walk', () => {
  it('walked along the engine’s way out: 46 steps, the shortest way takes 46', () => {
    const s = maze('square', 10, 10, '2083');
    expect(s.picture()).toEqual(engine.generate('walk', 10, 10, '2083')); // the lesson's maze (engine.test.ts has its picture)
    const c = clock();
    const game = new Game(s, { now: c.now });
    expect(game.ways).toEqual({ in: 0, out: 99 });
    expect(game.shortestWay.length).toBe(47);
    expect(game.startText()).toBe('You are at the way in. Room 1 of 100. Ways on: down.');
    const said = walk(game, game.shortestWay, c.tick);
    expect(said[0]).toEqual({ kind: 'moved', entered: [10], out: false, text: 'Room 11 of 100. Ways on: up, right.' });
    expect(game.out).toBe(true);
    expect(game.message()).toBe('You got out in 46 steps. The shortest way takes 46.');
    expect(game.timeMessage()).toBe('It took you 45 seconds.');
    expect(said.at(-1)!.text).toBe('You are out. You got out in 46 steps. The shortest way takes 46. It took you 45 seconds.');
    expect(game.result()).toEqual({ steps: 46, shortest: 46, wrongTurns: 0, ms: 45_000 });
    expect(game.trail).toEqual(Array.from(game.shortestWay));
    // Once out, a key does nothing more.
    expect(press(game, 'up')).toEqual({ kind: 'over', text: 'You are out already. Press New maze to play again.' });
    expect(game.steps).toBe(46);
    s.dispose();
  });

  it('a wall is a bump: no step, and the clock has not started', () => {
    const s = maze('square', 10, 10, '2083');
    const c = clock();
    const game = new Game(s, { now: c.now });
    c.tick();
    expect(press(game, 'up')).toEqual({ kind: 'wall', text: 'A wall.' });
    expect(press(game, 'right')).toEqual({ kind: 'wall', text: WALL });
    expect(game.steps).toBe(0);
    expect(game.startedAt).toBeNull();
    expect(game.elapsed()).toBe(0);
    expect(game.message()).toBe('');
    s.dispose();
  });

  it('a detour counts its wrong turns: the rooms entered off the shortest way, each once', () => {
    const s = maze('square', 10, 10, '2083');
    const c = clock();
    const game = new Game(s, { now: c.now });
    const way = Array.from(game.shortestWay);
    // The first room on the way with an opening off it, and the room off the way there.
    const at = way.findIndex((room) => Array.from(s.around(room, true)).some((n) => !game.onWay(n)));
    const off = Array.from(s.around(way[at], true)).find((n) => !game.onWay(n))!;
    walk(game, way.slice(0, at + 1), c.tick);
    // In and out of the side room twice: two wrong turns' worth of steps, one room.
    for (let i = 0; i < 2; i++) walk(game, [way[at], off, way[at]], c.tick);
    expect(game.wrongTurns).toBe(1);
    walk(game, way.slice(at), c.tick);
    expect(game.message()).toBe('You got out in 50 steps. The shortest way takes 46. You made 1 wrong turn.');
    expect(game.timeMessage()).toBe('It took you 49 seconds.');
    expect(game.result()).toEqual({ steps: 50, shortest: 46, wrongTurns: 1, ms: 49_000 });
    s.dispose();
  });

  it('Shift runs along each corridor to the next junction: fewer keys, the same 46 steps', () => {
    const s = maze('square', 10, 10, '2083');
    const game = new Game(s, { now: () => 0 });
    const way = Array.from(game.shortestWay);
    const degree = (room: number): number => s.around(room, true).length;
    // One press from the way in, and one from each room on the way that is not a corridor.
    const presses = 1 + way.slice(1, -1).filter((room) => degree(room) !== 2).length;
    const said: Outcome[] = [];
    while (!game.out && said.length < 100) {
      const next = way[game.trail.length];
      said.push(press(game, wayTo(game, next), true));
    }
    expect(said.length).toBe(presses);
    expect(game.trail).toEqual(way);
    expect(game.message()).toBe('You got out in 46 steps. The shortest way takes 46.');
    expect(game.timeMessage()).toBe('It took you less than a second.');
    const first = said[0] as Extract<Outcome, { kind: 'moved' }>;
    const stop = first.entered.at(-1)!;
    expect(first.entered).toEqual(way.slice(1, 1 + first.entered.length));
    expect(first.text).toBe(`Ran ${first.entered.length} rooms. ${roomLine(stop, 100)} ${waysLine(s.waysOn(stop))}`);
    s.dispose();
  });

  it('Far apart: the way in and out at rooms 0 and 34, 63 steps apart', () => {
    const s = maze('square', 10, 10, '2083');
    const c = clock();
    const game = new Game(s, { far: true, now: c.now });
    expect(game.ways).toEqual({ in: 0, out: 34 });
    expect(game.shortest).toBe(63);
    walk(game, game.shortestWay, c.tick);
    expect(game.message()).toBe('You got out in 63 steps. The shortest way takes 63.');
    expect(game.timeMessage()).toBe('It took you 1 minute 2 seconds.');
    s.dispose();
  });

  it('Fog: the rooms seen are the ones stood in and those through their doorways', () => {
    const s = maze('square', 10, 10, '2083');
    const game = new Game(s, { fog: true, now: () => 0 });
    const seen = (): number[] => Array.from(game.seen!.keys()).filter((room) => game.seen![room]);
    expect(seen()).toEqual([0, 10]);
    press(game, 'down');
    expect(seen()).toEqual([0, 10, 11]);
    expect(game.revealed).toEqual([11]);
    press(game, 'right');
    expect(game.revealed).toEqual([21]);
    expect(seen()).toEqual([0, 10, 11, 21]);
    expect(new Game(s).seen).toBeNull();
    s.dispose();
  });

  it('says a dead end, and every way on, in short sentences', () => {
    const s = maze('square', 10, 10, '2083');
    const game = new Game(s, { now: () => 0 });
    // Room 1 (top row, second room) is open only on its right, to room 2.
    expect(s.waysOn(1)).toEqual([{ room: 2, way: 'right' }]);
    const there = Array.from(s.shortestRoute(0, 1));
    const said = walk(game, there, () => {});
    expect(said.at(-1)).toEqual({ kind: 'moved', entered: [1], out: false, text: 'Room 2 of 100. A dead end. Ways on: right.' });
    expect(game.where()).toBe('Room 2 of 100. A dead end. Ways on: right.');
    expect(said[1].text).toBe('Room 12 of 100. Ways on: down, left.');
    s.dispose();
  });
});

describe('other shapes', () => {
  it('a hexagon maze: Up between two open ways asks which; Q and E go there', () => {
    const s = maze('hex', 8, 8, '4');
    const game = new Game(s, { now: () => 0 });
    // The first room with up-left and up-right both open (not the way out): walk there.
    const tied = Array.from({ length: s.rooms }, (_, room) => room).find((room) => {
      const names = s.waysOn(room).map((w) => w.way);
      return room !== game.ways.out && names.includes('up-left') && names.includes('up-right');
    })!;
    expect(tied).toBeGreaterThanOrEqual(0);
    walk(game, s.shortestRoute(game.ways.in, tied), () => {});
    expect(game.player).toBe(tied);
    const steps = game.steps;
    expect(press(game, 'up')).toEqual({ kind: 'tie', text: 'Up-left or up-right?' });
    expect(game.steps).toBe(steps);
    const upLeft = s.waysOn(tied).find((w) => w.way === 'up-left')!.room;
    const upRight = s.waysOn(tied).find((w) => w.way === 'up-right')!.room;
    expect(keyMove({ key: 'q', code: 'KeyQ' }, 'hex')).toEqual({ heading: 'up-left', run: false });
    expect(press(game, 'up-left')).toMatchObject({ kind: 'moved', entered: [upLeft] });
    expect(press(game, wayTo(game, tied))).toMatchObject({ kind: 'moved', entered: [tied] });
    expect(press(game, 'up-right')).toMatchObject({ kind: 'moved', entered: [upRight] });
    // And the way out, walked from where the player stands.
    walk(game, [game.player, ...s.shortestRoute(game.player, game.ways.out).slice(1)], () => {});
    expect(game.out).toBe(true);
    expect(game.steps).toBe(steps + 3 + s.distances(upRight)[game.ways.out]);
    s.dispose();
  });

  for (const shape of ['triangle', 'circle'] as const)
    it(`a ${shape} maze walked by its named ways: steps = shortest`, () => {
      const s = maze(shape, 6, 6, '11', 'walls');
      const game = new Game(s, { now: () => 0 });
      walk(game, game.shortestWay, () => {});
      expect(game.out).toBe(true);
      expect(game.result()).toEqual({ steps: game.shortest, shortest: game.shortest, wrongTurns: 0, ms: 0 });
      s.dispose();
    });

  it('taps: a neighbour through its opening, a wall, or a direction', () => {
    const s = maze('square', 10, 10, '2083');
    const game = new Game(s, { now: () => 0 });
    expect(game.tap(0.5, 0.5, null)).toEqual({ kind: 'here', text: 'Room 1 of 100. Ways on: down.' });
    expect(game.tap(1.5, 0.5, null)).toEqual({ kind: 'wall', text: 'A wall.' }); // room 1, behind a wall
    expect(game.tap(0.5, 1.5, null)).toEqual({ kind: 'moved', entered: [10], out: false, text: 'Room 11 of 100. Ways on: up, right.' });
    expect(game.tap(5.5, 1.4, null)).toMatchObject({ kind: 'moved', entered: [11] }); // far to the right: one step right
    expect(game.tap(2.5, 2.5, null, true)).toMatchObject({ kind: 'wall' }); // down-right of room 11: nothing lies that way on a square
    expect(game.goTo(55)).toEqual({ kind: 'wall', text: 'A wall.' });
    expect(game.goToward(Number.NaN, 1)).toEqual({ kind: 'wall', text: 'A wall.' });
    s.dispose();
  });

  it('refuses a maze still growing, and Far apart on a maze with loops', () => {
    const s = engine.newSession(5, 5, '1');
    s.grow({ method: 'walk' });
    s.step();
    expect(() => new Game(s)).toThrow('The maze is still growing: finish it before playing it');
    s.finish();
    s.knockRandom();
    expect(() => new Game(s, { far: true })).toThrow('The two rooms farthest apart are only asked for in a perfect maze');
    expect(new Game(s).shortest).toBeGreaterThan(0);
    s.dispose();
  });
});

describe('the words', () => {
  it('end message, time and plurals', () => {
    expect(endMessage({ steps: 46, shortest: 46, wrongTurns: 0 })).toBe('You got out in 46 steps. The shortest way takes 46.');
    expect(endMessage({ steps: 1, shortest: 1, wrongTurns: 0 })).toBe('You got out in 1 step. The shortest way takes 1.');
    expect(endMessage({ steps: 2040, shortest: 1998, wrongTurns: 21 })).toBe('You got out in 2,040 steps. The shortest way takes 1,998. You made 21 wrong turns.');
    expect(timeLine({ ms: 125_400 })).toBe('It took you 2 minutes 5 seconds.');
    expect(timeLine({ ms: 400 })).toBe('It took you less than a second.');
    expect(outLine({ steps: 3, shortest: 2, wrongTurns: 1, ms: 1000 })).toBe('You are out. You got out in 3 steps. The shortest way takes 2. You made 1 wrong turn. It took you 1 second.');
    expect(timeText(60_000)).toBe('1 minute');
    expect(timeText(61_000)).toBe('1 minute 1 second');
    expect(timeText(1499)).toBe('1 second');
    expect(roomLine(499_999, 1_000_000)).toBe('Room 500,000 of 1,000,000.');
    expect(waysLine([])).toBe('No ways on.');
    expect(tieLine('up', [{ room: 3, way: 'up-left' }])).toBe('Two ways lie that way. Ways on: up-left.');
  });
});
