// package_games.test.ts: the package's games (keys, halls, a maze chosen from many, far ends) give,
// byte for byte, the JSON the `maze` command writes for the same settings and seed.
import { spawnSync } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import { type MazeEngine, type Maze, loadMazeEngine } from '../../packages/maze-engine/src/index';
import { MAZE, maze as cli } from './cli';

let engine: MazeEngine;
beforeAll(async () => {
  engine = await loadMazeEngine();
});

/** A maze made, read and disposed of. */
function withMaze<T>(settings: Parameters<MazeEngine['generate']>[0], read: (maze: Maze) => T): T {
  const maze = engine.generate(settings);
  try {
    return read(maze);
  } finally {
    maze.dispose();
  }
}

/** The command's JSON line for these arguments. */
const json = (...args: string[]) => cli(['generate', '--format', 'json', ...args]).trimEnd();

describe('games: the package writes what the command writes', () => {
  const cases: [Parameters<MazeEngine['generate']>[0], string[]][] = [
    [{ seed: 2083, keys: 3 }, ['--method', 'walk', '--seed', '2083', '--keys', '3']],
    [{ method: 'wilson', shape: 'hex', rows: 8, cols: 9, seed: 7, keys: 2, ends: 'far' },
      ['--method', 'wilson', '--shape', 'hex', '--rows', '8', '--cols', '9', '--seed', '7', '--keys', '2', '--ends', 'far']],
    [{ method: 'aldous-broder', shape: 'voronoi', rows: 7, cols: 7, seed: 11, keys: 1 },
      ['--method', 'aldous-broder', '--shape', 'voronoi', '--rows', '7', '--cols', '7', '--seed', '11', '--keys', '1']],
    [{ method: 'frontier', rows: 14, cols: 16, seed: 5, halls: 3, keys: 2 },
      ['--method', 'frontier', '--rows', '14', '--cols', '16', '--seed', '5', '--halls', '3', '--keys', '2']],
    [{ seed: 2083, of: 50, keep: 'shortest' }, ['--method', 'walk', '--seed', '2083', '--of', '50', '--keep', 'shortest']],
    [{ method: 'eller', rows: 12, cols: 12, seed: 40, of: 30, keep: 'most-dead-ends', keys: 2, halls: 1 },
      ['--method', 'eller', '--rows', '12', '--cols', '12', '--seed', '40', '--of', '30', '--keep', 'most-dead-ends', '--keys', '2', '--halls', '1']],
    [{ method: 'division', seed: 3, ends: 'far' }, ['--method', 'division', '--seed', '3', '--ends', 'far']],
  ];
  for (const [settings, args] of cases)
    it(args.join(' '), () => {
      withMaze(settings, (maze) => expect(JSON.stringify(maze)).toBe(json(...args)));
    });

  it('doors, keys, halls, the ways and the seed kept, as the JSON tells them', () => {
    withMaze({ method: 'frontier', rows: 14, cols: 16, seed: 5, halls: 3, keys: 2 }, (maze) => {
      const data = JSON.parse(json('--method', 'frontier', '--rows', '14', '--cols', '16', '--seed', '5', '--halls', '3', '--keys', '2'));
      expect(maze.doors).toEqual(data.doors);
      expect(maze.keys).toEqual(data.keys);
      expect(maze.halls).toEqual(data.halls);
      expect([maze.wayIn, maze.wayOut]).toEqual([data.in, data.out]);
    });
    withMaze({ seed: 2083, of: 1000, keep: 'longest' }, (maze) => {
      expect(maze.seed).toBe('2557');
      const again = engine.generate({ seed: maze.seed! });
      expect(again.openings).toEqual(maze.openings);
      again.dispose();
    });
  });

  it('far ends: the farthest pair, and distances from the way in', () => {
    withMaze({ seed: 2083, ends: 'far' }, (maze) => {
      const { a, b, steps } = maze.farthest();
      expect([maze.wayIn, maze.wayOut]).toEqual([Math.min(a, b), Math.max(a, b)]);  // the smaller room the way in
      expect(maze.distances()[maze.wayOut]).toBe(steps);
      expect(Math.max(...maze.distances())).toBe(steps);
      expect(maze.facts().farthest).toBe(steps);
    });
  });

  it('tiles mark the ways when asked, as --mark-ways does; the Tiled map carries the game', () => {
    const args = ['generate', '--method', 'walk', '--seed', '2083', '--ends', 'far'];
    withMaze({ seed: 2083, ends: 'far' }, (maze) => {
      const marked = cli([...args, '--format', 'tiles', '--mark-ways']).trimEnd().split('\n').map((l) => l.split(',').map(Number));
      expect(maze.tiles({ markWays: true })).toEqual(marked);
      expect(maze.tiles().flat().filter((t) => t > 1)).toEqual([]);
    });
    withMaze({ seed: 9, rows: 8, cols: 8, keys: 2, halls: 1 }, (maze) => {
      expect(maze.tiled()).toBe(cli(['generate', '--method', 'walk', '--seed', '9', '--rows', '8', '--cols', '8', '--keys', '2', '--halls', '1', '--format', 'tiled']));
    });
  });

  it('bad game settings: the engine says what is wrong, in its words, and nothing is left behind', () => {
    const live = engine.live();
    const refused = (args: string[]) => spawnSync(MAZE, ['generate', '--format', 'json', ...args], { encoding: 'utf8' }).stderr.trim().replace(/^maze: (.)/, (_, c: string) => c.toUpperCase());
    expect(() => engine.generate({ shape: 'hex', halls: 2 })).toThrow(refused(['--method', 'walk', '--shape', 'hex', '--halls', '2']));
    expect(() => engine.generate({ rows: 1, cols: 5, seed: 1, keys: 1 })).toThrow(refused(['--method', 'walk', '--rows', '1', '--cols', '5', '--seed', '1', '--keys', '1']));
    expect(() => engine.generate({ keys: 10 })).toThrow('The keys must be a whole number from 1 to 9 (got 10)');
    expect(() => engine.generate({ of: 5 })).toThrow('To choose among the mazes of seeds S, S+1, ..., give the first seed S');
    expect(() => engine.generate({ seed: 1, of: 5, keep: 'hardest' as 'longest' })).toThrow(refused(['--method', 'walk', '--seed', '1', '--of', '5', '--keep', 'hardest']));
    expect(() => engine.generate({ ends: 'near' as 'far' })).toThrow('The ends must be far (the two rooms farthest apart) or own');
    expect(() => engine.grow({ keys: 2 })).toThrow('ends, keys, halls, of and keep are for engine.generate()');
    expect(engine.live()).toEqual(live);
  });
});
