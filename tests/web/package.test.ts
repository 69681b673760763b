// package.test.ts: the maze-engine package's API (packages/maze-engine/src/) gives what the `maze` command gives.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { type MazeEngine, type Maze, loadMazeEngine } from '../../packages/maze-engine/src/index';
import { loadEngine } from 'maze-engine/engine';
import { MAZE, cliPicture, maze as cli } from './cli';

let engine: MazeEngine;
beforeAll(async () => {
  engine = await loadMazeEngine();
});

// The lesson's seed-2083 maze as its Python prints it (the fixture made from the lesson's programs).
const FIXTURE = readFileSync(new URL('../cpp/fixtures/lesson_mazes.txt', import.meta.url), 'utf8').split('\n');
const AT = FIXTURE.indexOf('run walk 2083 10 10 1');
const LESSON_2083 = FIXTURE.slice(AT + 1, AT + 22);
const LESSON_FIGURES = FIXTURE[AT + 22]; // "way_out 47 dead_ends 12"

/** `maze check`'s lines for the maze, in the package's words. */
function checked(picture: string[]) {
  const lines = Object.fromEntries(
    cli(['check'], picture.join('\n') + '\n')
      .trim()
      .split('\n')
      .map((line) => line.split(': ')),
  );
  return {
    rooms: Number(lines.rooms),
    openings: Number(lines.openings),
    pieces: Number(lines.pieces),
    loops: Number(lines.loops),
    perfect: lines.perfect === 'yes',
    deadEnds: Number(lines['dead ends']),
    farthest: lines.farthest === undefined ? null : Number(lines.farthest),
  };
}

/** The command's one line on stderr for arguments it refuses (exit status 2), as the package words it. */
function refused(args: string[]): string {
  const ran = spawnSync(MAZE, args, { encoding: 'utf8' });
  expect(ran.status, args.join(' ')).toBe(2);
  const message = ran.stderr.trim().replace(/^maze: /, '');
  return message.charAt(0).toUpperCase() + message.slice(1);
}

/** A maze made, read and disposed of. */
function withMaze<T>(settings: Parameters<MazeEngine['generate']>[0], read: (maze: Maze) => T): T {
  const maze = engine.generate(settings);
  try {
    return read(maze);
  } finally {
    maze.dispose();
  }
}

describe('the lesson through the package', () => {
  it('gives the seed-2083 maze, its way out through 47 rooms and its facts as maze check says them', () => {
    withMaze({ method: 'walk', rows: 10, cols: 10, seed: 2083 }, (maze) => {
      expect(maze.picture()).toEqual(LESSON_2083);
      expect(maze.picture()).toEqual(cliPicture('walk', 10, 10, '2083'));
      const route = maze.solve();
      expect(LESSON_FIGURES).toBe('way_out 47 dead_ends 12');
      expect(route.length).toBe(47);
      expect([route[0], route.at(-1)]).toEqual([maze.wayIn, maze.wayOut]);
      expect([maze.wayIn, maze.wayOut]).toEqual([0, 99]);
      expect(maze.facts()).toEqual(checked(LESSON_2083));
      expect(maze.facts()).toEqual({ rooms: 100, openings: 99, pieces: 1, loops: 0, perfect: true, deadEnds: 12, farthest: 63 });
      expect([maze.method, maze.seed, maze.shape, maze.rows, maze.cols, maze.rooms]).toEqual(['walk', '2083', 'square', 10, 10, 100]);
    });
  });

  it('counts the 10 x 10 mazes exactly, and every shape as maze count does', () => {
    expect(engine.count({ rows: 10, cols: 10 })).toBe('5694319004079097795957215725765328371712000');
    // A mask is counted from its mask, and weave mazes are not counted (below).
    for (const shape of engine.shapes.filter((s) => s !== 'mask' && s !== 'weave'))
      for (const [rows, cols] of [[2, 3], [4, 4], [3, 6]]) {
        // Random cells count the cells drawn from a seed.
        const seed = shape === 'voronoi' ? ['--seed', '9'] : [];
        expect(engine.count({ shape, rows, cols, seed: shape === 'voronoi' ? 9 : undefined }), `${shape} ${rows}x${cols}`).toBe(
          cli(['count', '--shape', shape, '--rows', String(rows), '--cols', String(cols), ...seed]).trim(),
        );
      }
    expect(() => engine.count({ shape: 'voronoi', rows: 3, cols: 3 })).toThrow('Random cells are drawn from the seeded stream: give --seed N to count them');
    expect(() => engine.count({ rows: 3, cols: 3, seed: 1 })).toThrow('Only random cells (--shape voronoi) take --seed to count them');
  });
});

describe('the same seed gives the same maze as the maze command', () => {
  it("names the methods from the engine's own table", async () => {
    const table = (await loadEngine()).methods().map((m) => m.name);
    expect(engine.methods.map((m) => m.name)).toEqual(table);
    expect(table.slice(0, 4)).toEqual(['walk', 'walls', 'frontier', 'wilson']);
    expect(engine.methods[0]).toMatchObject({ name: 'walk', title: 'Random walk' });
  });

  it("every method and shape: JSON.stringify(maze) is exactly the command's JSON line, toJSON() its data", () => {
    for (const { name: method, squareOnly, weaves } of engine.methods)
      for (const shape of engine.shapes.filter((s) => s !== 'mask')) // masks: below
        for (const seed of ['0', '2083', '-7']) {
          const args = ['generate', '--method', method, '--shape', shape, '--rows', '4', '--cols', '6', '--seed', seed];
          if ((squareOnly && shape !== 'square') || (shape === 'weave' && !weaves)) {
            expect(() => engine.generate({ method, shape, rows: 4, cols: 6, seed })).toThrow(refused(args));
            continue;
          }
          const line = cli([...args, '--format', 'json']).trim();
          withMaze({ method, shape, rows: 4, cols: 6, seed }, (maze) => {
            expect(JSON.stringify(maze), `${method} ${shape} ${seed}`).toBe(line);
            expect(maze.toJSON()).toEqual(JSON.parse(line));
            expect(maze.openings).toEqual(JSON.parse(line).openings);
            expect(maze.svg(), `${method} ${shape} ${seed}`).toBe(cli([...args, '--format', 'svg']));
            expect(maze.svg({ route: true }), `${method} ${shape} ${seed}`).toBe(cli([...args, '--format', 'svg', '--route']));
          });
        }
  });

  it('square mazes: the picture, and the facts as maze check says them', () => {
    for (const { name: method } of engine.methods)
      for (const [rows, cols] of [[1, 1], [3, 7], [12, 5]])
        for (const seed of [1, 42n, '123456789012345678901234567890']) {
          withMaze({ method, rows, cols, seed }, (maze) => {
            const picture = cliPicture(method, rows, cols, String(seed));
            expect(maze.picture()).toEqual(picture);
            expect(maze.facts()).toEqual(checked(picture));
          });
        }
  });

  it("growing-tree's picks, as --pick takes them", () => {
    for (const pick of ['newest', 'random', 'oldest', 'mix:25'] as const) {
      const line = cli(['generate', '--method', 'growing-tree', '--pick', pick, '--seed', '5', '--format', 'json']).trim();
      expect(withMaze({ method: 'growing-tree', pick, seed: 5 }, (maze) => JSON.stringify(maze)), pick).toBe(line);
    }
    expect(() => engine.generate({ method: 'walk', pick: 'random' })).toThrow('Only growing-tree takes a pick (got one for walk)');
  });

  it('a braided maze, its loops as --braid makes them', () => {
    for (const braid of [0, 40, 100]) {
      const line = cli(['generate', '--method', 'walk', '--braid', String(braid), '--seed', '2083', '--format', 'json']).trim();
      withMaze({ braid, seed: 2083 }, (maze) => {
        expect(JSON.stringify(maze), String(braid)).toBe(line);
        if (braid === 100) expect(maze.facts()).toMatchObject({ deadEnds: 0, perfect: false });
      });
    }
  });

  it('a seed as a number, a bigint or text is one seed; a fresh seed is told and makes the maze again', () => {
    const pictures = [2083, 2083n, '2083'].map((seed) => withMaze({ seed }, (maze) => maze.picture()));
    expect(pictures).toEqual([LESSON_2083, LESSON_2083, LESSON_2083]);
    const [seed, fresh] = withMaze({ method: 'wilson' }, (maze) => [maze.seed, maze.picture()] as const);
    expect(seed).toMatch(/^\d+$/);
    expect(withMaze({ method: 'wilson', seed: seed! }, (maze) => maze.picture())).toEqual(fresh);
  });

  it('the openings tell which rooms join: isOpen and neighbours', () => {
    withMaze({ seed: 2083 }, (maze) => {
      // Room 0's only way is down to room 10 (the picture's second row starts "#.#").
      expect(maze.neighbours(0)).toEqual([10]);
      expect(maze.isOpen(0, 10)).toBe(true);
      expect(maze.isOpen(0, 1)).toBe(false);
      let ends = 0;
      for (let room = 0; room < maze.rooms; room++) ends += maze.neighbours(room).length === 1 ? 1 : 0;
      expect(ends).toBe(maze.facts().deadEnds);
      expect(() => maze.neighbours(100)).toThrow('Room 100 is not in the maze: rooms go from 0 to 99');
    });
  });

  it('reads a maze back from its picture, loops and all', () => {
    const spoiled = LESSON_2083.map((line, r) => (r === 1 ? '#...' + line.slice(4) : line));
    const maze = engine.fromPicture(spoiled);
    expect(maze.picture()).toEqual(spoiled);
    expect(maze.facts()).toEqual(checked(spoiled));
    expect(maze.facts().loops).toBe(1);
    expect([maze.method, maze.seed]).toEqual([null, null]);
    maze.dispose();
    expect(() => engine.fromPicture(['###', '#.'])).toThrow(/ragged|row/i);
  });
});

describe('growing step by step', () => {
  it('every method of the table: its steps, then finish(), give the very maze generate() gives', () => {
    const names = ['enter', 'back', 'knock', 'refuse', 'walk', 'erase', 'ends', 'build'];
    for (const { name: method } of engine.methods) {
      const growth = engine.grow({ method, rows: 5, cols: 6, seed: 3 });
      const kinds = new Set([...growth].map((e) => e.kind));
      for (const kind of kinds) expect(names, method).toContain(kind);
      const grown = growth.finish();
      const made = engine.generate({ method, rows: 5, cols: 6, seed: 3 });
      expect(JSON.stringify(grown), method).toBe(JSON.stringify(made));
      grown.dispose();
      made.dispose();
    }
  });

  for (const method of ['walk', 'walls', 'frontier', 'wilson'])
    it(`${method}: the events, then finish(), give the very maze generate() gives`, () => {
      const growth = engine.grow({ method, rows: 6, cols: 7, seed: 99 });
      expect(growth.done).toBe(false);
      const first = growth.step();
      expect(first).not.toBeNull();
      const events = [first!, ...growth];
      expect(growth.done).toBe(true);
      expect(growth.step()).toBeNull();
      expect(growth.steps).toBe(events.length);
      const kinds = new Set(events.map((e) => e.kind));
      for (const kind of kinds) expect(['enter', 'back', 'knock', 'refuse', 'walk', 'erase', 'ends']).toContain(kind);
      const grown = growth.finish();
      const made = engine.generate({ method, rows: 6, cols: 7, seed: 99 });
      expect(JSON.stringify(grown)).toBe(JSON.stringify(made));
      expect([grown.wayIn, grown.wayOut]).toEqual([made.wayIn, made.wayOut]);
      // Each knocked wall is an opening of the maze: enter and knock events rebuild it.
      const knocked = events.filter((e) => (e.kind === 'enter' && e.a >= 0) || e.kind === 'knock');
      if (method !== 'wilson') expect(knocked.length).toBe(grown.rooms - 1);
      for (const e of knocked) expect(grown.isOpen(e.a, e.b)).toBe(true);
      expect(() => growth.step()).toThrow('This growth was finished or disposed: use the maze finish() gave');
      grown.dispose();
      made.dispose();
    });

  it('shows the maze half grown, and finish() takes the steps left', () => {
    const growth = engine.grow({ method: 'walk', seed: 2083 });
    for (let i = 0; i < 50; i++) growth.step();
    const half = growth.picture();
    const floor = (picture: string[]) => picture.join('').split('.').length - 1;
    expect(floor(half)).toBeGreaterThan(100);
    expect(floor(half)).toBeLessThan(floor(LESSON_2083));
    const maze = growth.finish();
    expect(maze.picture()).toEqual(LESSON_2083);
    maze.dispose();
  });
});

describe('the endless maze', () => {
  it('with rows: the very lines of `maze endless`, a perfect maze; its first 2K - 1 lines are the endless stream\'s', () => {
    const closed = [...engine.endless({ cols: 40, seed: 1, rows: 500 })];
    expect(closed.join('\n') + '\n').toBe(cli(['endless', '--cols', '40', '--seed', '1', '--rows', '500']));
    expect(closed).toHaveLength(1001);
    const maze = engine.fromPicture(closed);
    expect(maze.facts()).toMatchObject({ rooms: 20_000, pieces: 1, loops: 0, perfect: true });
    maze.dispose();
    const stream = engine.endless({ cols: 40, seed: 1n });
    const first: string[] = [];
    for (const line of stream) {
      first.push(line);
      if (first.length === 2 * 500 - 1) break;
    }
    expect(first).toEqual(closed.slice(0, 999));
    expect(() => stream.rowsMade).toThrow('This endless maze was already disposed'); // the loop's end freed it
  });

  it('for ever, row after row, with a fresh seed that makes the same stream again', () => {
    const stream = engine.endless({ cols: 12 });
    const lines = stream[Symbol.iterator]();
    const some = Array.from({ length: 2001 }, () => lines.next().value as string);
    expect(stream.rowsMade).toBe(1000);
    const again = engine.endless({ cols: 12, seed: stream.seed }).lines();
    expect(Array.from({ length: 2001 }, () => again.next().value)).toEqual(some);
    again.return(undefined);
    stream.dispose();
    expect(() => engine.endless({ cols: 0 })).toThrow('An endless maze is from 1 to 100,000 rooms across (got 0)');
    expect(() => engine.endless({ cols: 4, row: 3 } as object as { cols: number })).toThrow('Unknown setting "row": use cols, seed or rows');
  });
});

describe('bad settings get a clear error and leave nothing behind', () => {
  const cases: [string, () => unknown, string | RegExp][] = [
    ['an unknown method', () => engine.generate({ method: 'maze' }), 'Unknown method "maze": use walk, walls, frontier'],
    ['a misspelt setting', () => engine.generate({ colums: 4 } as object), 'Unknown setting "colums": use method, shape, rows, cols, seed, pick, braid, mask, ends, keys, halls, of or keep'],
    ['settings that are not an object', () => engine.generate('walk' as unknown as object), /^Settings must be an object, like/],
    ['a seed with a fraction', () => engine.generate({ seed: 1.5 }), 'A seed must be a whole number, like 2083 (got 1.5)'],
    ['a seed past 2^53', () => engine.generate({ seed: 2 ** 60 }), "A seed this big is not exact as a number: give it as text or a bigint, like '1152921504606846976' (got 1152921504606847000)"],
    ['a seed that is not a number at all', () => engine.generate({ seed: Number.NaN }), 'A seed must be a whole number, like 2083 (got NaN)'],
    ['a seed of letters', () => engine.generate({ seed: 'abc' }), 'A seed must be a whole number, like 2083 (got "abc")'],
    ['a seed of the wrong kind', () => engine.generate({ seed: {} as unknown as number }), 'A seed must be a whole number, like 2083 (got object)'],
    ['no rooms', () => engine.generate({ rows: 0 }), 'A maze needs at least 1 row and 1 column of rooms (got 0 x 10)'],
    ['too many rooms', () => engine.generate({ rows: 5000, cols: 5000 }), /at most 16,000,000 rooms/],
    ['an unknown shape', () => engine.generate({ shape: 'star' as 'hex' }), 'Unknown shape "star": use square, hex, triangle, circle, voronoi, mask or weave'],
    ['a shape too big', () => engine.grow({ shape: 'circle', rows: 5000, cols: 6 }), 'A circle maze can have at most 1000 rings (got 5000)'],
    ['counting with no size', () => engine.count({} as { rows: number; cols: number }), /Rows must be a whole number/],
    ['counting too big a grid', () => engine.count({ rows: 100, cols: 100 }), /at most/],
  ];
  for (const [what, act, message] of cases)
    it(`${what}`, () => {
      const live = engine.live();
      expect(act).toThrow(message);
      expect(engine.live()).toBe(live);
    });

  it('a picture, tiles or a Tiled map of a maze that is not square', () => {
    withMaze({ shape: 'hex', rows: 3, cols: 3, seed: 1 }, (maze) => {
      expect(() => maze.picture()).toThrow('picture() is for square and mask mazes only: this is a hex maze (use svg() or toJSON())');
      expect(() => maze.tiles()).toThrow('tiles() is for square mazes only: this is a hex maze');
      expect(() => maze.tiled()).toThrow('tiled() is for square mazes only: this is a hex maze');
    });
  });

  it("a mask maze's picture, its left-out places rock, as the command writes it", () => {
    withMaze({ mask: ['X..', '...'], seed: 1 }, (maze) => {
      const picture = maze.picture();
      expect(picture).toHaveLength(5);
      expect(picture[1][1]).toBe('#');  // the place left out
      expect(picture[1][3]).toBe('.');
      expect(() => maze.tiles()).toThrow('tiles() is for square mazes only: this is a mask maze');
    });
  });

  it('tile widths out of 1 to 16', () => {
    withMaze({ seed: 1 }, (maze) => {
      expect(() => maze.tiles({ corridor: 0 })).toThrow('A corridor must be from 1 to 16 tiles wide (got 0)');
      expect(() => maze.tiles({ wall: 17 })).toThrow('A wall must be from 1 to 16 tiles wide (got 17)');
      expect(() => maze.tiled({ corridor: 1.5 })).toThrow('A corridor must be a whole number (got 1.5)');
      expect(() => maze.tiles({ width: 2 } as object)).toThrow('Unknown setting "width": use corridor or wall');
      expect(maze.tiles({ corridor: 16, wall: 16 }).length).toBe(11 * 16 + 10 * 16);
    });
  });
});

describe('memory', () => {
  it('a maze and a growth hold the engine until dispose(); using frees them too', () => {
    const live = engine.live();
    const maze = engine.generate({ seed: 1 });
    const growth = engine.grow({ seed: 1 });
    expect(engine.live()).toBe(live + 2);
    maze.dispose();
    maze.dispose();
    growth.dispose();
    expect(engine.live()).toBe(live);
    expect(maze.disposed).toBe(true);
    expect(() => maze.picture()).toThrow('This maze was already disposed');
    const another = engine.generate({ seed: 2 });
    (another as unknown as Record<symbol, () => void>)[Symbol.dispose]();
    expect(another.disposed).toBe(true);
    expect(engine.live()).toBe(live);
  });

  it('2,000 mazes made and disposed leave the handles where they were', () => {
    const live = engine.live();
    for (let i = 0; i < 2000; i++) {
      const maze = engine.generate({ method: engine.methods[i % 4].name, rows: 8, cols: 8, seed: i });
      maze.solve();
      maze.tiles();
      maze.dispose();
    }
    expect(engine.live()).toBe(live);
  });
});

describe('masks and weave mazes as the maze command makes them', () => {
  const folder = mkdtempSync(join(tmpdir(), 'masks-'));
  const saved = (name: string, text: string): string => {
    const path = join(folder, name);
    writeFileSync(path, text);
    return path;
  };
  const LINES = ['X..X.', '.....', '..X..', '.X...'];

  it("a mask's lines (as strings or one text) or a word: JSON.stringify(maze) is the command's line, the SVG its SVG", () => {
    const file = saved('mask.txt', LINES.join('\n') + '\n');
    for (const { name: method, squareOnly } of engine.methods)
      for (const seed of ['1', '2083']) {
        const args = ['generate', '--method', method, '--mask', file, '--seed', seed];
        const word = ['generate', '--method', method, '--text', 'Ada 7', '--seed', seed];
        if (squareOnly) {
          expect(() => engine.generate({ method, mask: LINES, seed })).toThrow(refused(args));
          continue;
        }
        const line = cli([...args, '--format', 'json']).trim();
        for (const mask of [LINES, LINES.join('\n')])
          withMaze({ method, mask, seed }, (maze) => {
            expect(JSON.stringify(maze), `${method} ${seed}`).toBe(line);
            expect(maze.shape).toBe('mask');
            expect(maze.svg({ route: true })).toBe(cli([...args, '--format', 'svg', '--route']));
          });
        withMaze({ method, mask: { text: 'Ada 7' }, seed }, (maze) => {
          expect(JSON.stringify(maze), `${method} ${seed}`).toBe(cli([...word, '--format', 'json']).trim());
          expect(maze.toJSON().at?.length).toBe(maze.rooms);
        });
      }
  });

  it('refuses a bad mask with the words the command uses', () => {
    const apart = ['.X.X.'];
    expect(() => engine.generate({ mask: apart })).toThrow(refused(['generate', '--method', 'walk', '--mask', saved('apart.txt', '.X.X.\n')]));
    expect(() => engine.generate({ mask: ['..', '.'] })).toThrow(refused(['generate', '--method', 'walk', '--mask', saved('ragged.txt', '..\n.\n')]));
    expect(() => engine.generate({ mask: { text: 'Ada!' } })).toThrow(refused(['generate', '--method', 'walk', '--text', 'Ada!']));
    expect(() => engine.generate({ mask: LINES, rows: 3 })).toThrow('A mask has its own rows and columns: leave out rows');
    expect(() => engine.generate({ mask: 7 as unknown as string })).toThrow('A mask is its lines');
  });

  it('weave mazes: walk and walls give the command\'s JSON with its tunnels, other methods and counting are refused alike', () => {
    let tunnels = 0;
    for (const method of ['walk', 'walls'])
      for (let seed = 0; seed < 10; ++seed) {
        const args = ['generate', '--method', method, '--shape', 'weave', '--rows', '9', '--cols', '9', '--seed', String(seed)];
        withMaze({ method, shape: 'weave', rows: 9, cols: 9, seed }, (maze) => {
          expect(JSON.stringify(maze)).toBe(cli([...args, '--format', 'json']).trim());
          tunnels += maze.toJSON().under?.length ?? 0;
        });
      }
    expect(tunnels).toBeGreaterThan(20);
    expect(() => engine.count({ shape: 'weave', rows: 3, cols: 3 })).toThrow(refused(['count', '--shape', 'weave', '--rows', '3', '--cols', '3']));
  });

  it("counts a mask's mazes as maze count does", () => {
    expect(engine.count({ mask: LINES })).toBe(cli(['count', '--mask', saved('count.txt', LINES.join('\n'))]).trim());
    expect(engine.count({ mask: { text: 'HI' } })).toBe(cli(['count', '--text', 'HI']).trim());
    expect(engine.count({ mask: { text: 'HI' } })).toBe('2926');
  });
});
