// play_locks.test.ts: a game with a locked door and its key on the lesson's maze (seed 2083): the door refuses the player until the key is picked up, a run stops at a key and before a locked door, and every sentence said; the Inside view's walker turns and steps through the same game.
import { beforeAll, describe, expect, it } from 'vitest';
import { type Engine, type MazeSession, loadEngine } from 'maze-engine/engine';
import { LOCKED } from '../../web/src/play/announce';
import { Game } from '../../web/src/play/game';
import { Locks } from '../../web/src/play/locks';
import { MazeSequence } from '../../web/src/play/stream';
import { FACINGS, Walker } from '../../web/src/play/inside/walker';

let engine: Engine;
beforeAll(async () => {
  engine = await loadEngine();
});

function lessonMaze(): MazeSession {
  const s = engine.newSession(1, 1, '0');
  new MazeSequence(s, { method: 'walk', shape: 'square', rows: 10, cols: 10, seed: '2083' }).first();
  return s;
}

/** The way out of the maze, a door on it after `at` rooms, and the first room off the way before the door with the key in it. */
function plan(s: MazeSession, at: number): { way: number[]; door: [number, number]; key: number; branch: number } {
  const way = Array.from(s.shortestRoute(0, 99));
  const on = new Set(way);
  const branch = way.slice(0, at).findIndex((room) => Array.from(s.around(room, true)).some((n) => !on.has(n)));
  const key = Array.from(s.around(way[branch], true)).find((n) => !on.has(n))!;
  return { way, door: [way[at], way[at + 1]], key, branch };
}

/** Walks to each room given, one move a room, through the game. */
function walk(game: Game, rooms: number[]): string[] {
  return rooms.slice(1).map((room) => {
    const way = game.waysOn().find((w) => w.room === room)!.way;
    return game.go(way).text;
  });
}

describe('a locked door and its key on the seed-2083 maze', () => {
  it('the door refuses the player until the key is picked up, then opens; the shortest way goes through the key', () => {
    const s = lessonMaze();
    const { way, door, key, branch } = plan(s, 20);
    const game = new Game(s, { locks: { doors: [door], keys: [key] }, now: () => 0 });
    expect(game.startText()).toBe('You are at the way in. Room 1 of 100. Ways on: down. 1 locked door stands on the way out. Find its key.');
    // The shortest way: in to the key, then the key to the way out.
    const toKey = Array.from(s.shortestRoute(0, key)).length - 1;
    const keyToOut = Array.from(s.shortestRoute(key, 99)).length - 1;
    expect(game.shortest).toBe(toKey + keyToOut);
    // Straight down the way: the door stops the player, no step counted.
    walk(game, way.slice(0, 21));
    expect(game.player).toBe(door[0]);
    const steps = game.steps;
    const toDoor = game.waysOn().find((w) => w.room === door[1])!.way;
    expect(game.go(toDoor)).toEqual({ kind: 'locked', door: 0, text: 'The door is locked. Find its key.' });
    expect(game.go(toDoor).text).toBe(LOCKED);
    expect([game.player, game.steps]).toEqual([door[0], steps]);
    // Back to the branch and into the key's room: it is picked up.
    walk(game, way.slice(branch, 21).reverse());
    const picked = walk(game, [way[branch], key]);
    expect(picked[0]).toMatch(/^You pick up key 1\. It opens door 1\. Room \d+ of 100\./);
    expect(Array.from(game.locks!.held)).toEqual([1]);
    // Back to the door: it opens, and is said to.
    walk(game, [key, ...way.slice(branch, 21)]);
    const opened = walk(game, [door[0], door[1]]);
    expect(opened[0]).toMatch(/^Key 1 opens door 1\. Room \d+ of 100\./);
    expect(game.locks!.shut(0)).toBe(false);
    walk(game, way.slice(21));
    expect(game.out).toBe(true);
    // The walk to the door and back was off the way through the key: wrong turns, counted once a room.
    expect(game.message()).toMatch(new RegExp(`^You got out in \\d+ steps\\. The shortest way takes ${toKey + keyToOut}\\.`));
    s.dispose();
  });

  it('a run (Shift) stops before a locked door, and in the room of a key', () => {
    const s = lessonMaze();
    const { way, door, key } = plan(s, 20);
    const game = new Game(s, { locks: { doors: [door], keys: [key] } });
    // Run from the way in over and over: the player never passes the door before holding its key.
    for (let i = 0; i < 60 && !game.locks!.held[0]; i++) {
      const onWay = game.waysOn().find((w) => way.indexOf(w.room) === way.indexOf(game.player) + 1);
      if (!onWay) break;
      const out = game.go(onWay.way, true);
      if (out.kind === 'locked') break;
    }
    expect(way.indexOf(game.player)).toBeLessThanOrEqual(20);
    expect(game.locks!.held[0]).toBe(0);
    s.dispose();
  });

  it('bad plans get one clear sentence', () => {
    expect(() => new Locks({ doors: [[0, 1]], keys: [] }, 100)).toThrowError('A maze with keys needs one key a door: it has 1 doors and 0 keys');
    expect(() => new Locks({ doors: [[0, 100]], keys: [5] }, 100)).toThrowError('Door 1 is not between two rooms of the maze');
    expect(() => new Locks({ doors: [[0, 1]], keys: [-1] }, 100)).toThrowError('Key 1 is not in a room of the maze');
  });
});

describe('the Inside view’s walker', () => {
  it('turns on the spot, steps forward and back through the game, and says what is ahead, left and right', () => {
    const s = lessonMaze();
    const game = new Game(s);
    const walker = new Walker(game);
    // Room 1 opens only down: the walker faces down.
    expect(walker.heading).toBe('down');
    const look = walker.look();
    expect(look).toMatch(/^Facing down\. Ahead: \d+ rooms?, then a wall\. Left: a wall\. Right: a wall\.$/);
    // Straight down the corridor from room 1: as many rooms as the picture's column of openings.
    let n = 0;
    for (let room = 0; Array.from(s.around(room, true)).includes(room + 10); room += 10) n++;
    expect(look).toContain(`Ahead: ${n} ${n === 1 ? 'room' : 'rooms'}, then a wall.`);
    expect(walker.turn(1)).toEqual({ outcome: null, text: 'Facing left. Ahead: a wall. Left: a way on. Right: a wall.' });
    expect(walker.turn(-1).text).toBe(look);
    expect(walker.step(true).outcome).toMatchObject({ kind: 'moved', entered: [10] });
    expect(game.player).toBe(10);
    // Back, still facing down.
    expect(walker.step(false).outcome).toMatchObject({ kind: 'moved', entered: [0] });
    expect([game.player, walker.heading, game.steps]).toEqual([0, 'down', 2]);
    // Up from room 1 is the maze's edge: refused, as the engine refuses it.
    walker.turn(1);
    walker.turn(1);
    expect(walker.heading).toBe(FACINGS[0]);
    expect(walker.step(true)).toEqual({ outcome: { kind: 'wall', text: 'A wall.' }, text: 'A wall.' });
    s.dispose();
  });
});
