// engine.test.ts: the WebAssembly engine equals the native one, steps honestly, refuses bad input, leaks nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { type Engine, type Method, METHODS, OPEN_DOWN, OPEN_RIGHT, StepKind, loadEngine } from 'maze-engine/engine';
import { cliPicture, maze } from './cli';

let engine: Engine;
beforeAll(async () => {
  engine = await loadEngine();
});

const SIZES: [number, number][] = [[1, 1], [1, 9], [9, 1], [2, 2], [3, 7], [10, 10], [17, 5], [40, 40]];
const SEEDS = ['0', '1', '2083', '-5', '123456789012345678901234567890'];

const LESSON_2083 = [
  '#####################', '#.#...#.....#.......#', '#.###.#.#.#.#.#####.#', '#...#...#.#.#.#.#...#',
  '###.#####.#.#.#.#.###', '#.#.......#.#.#.#.#.#', '#.#########.#.#.#.#.#', '#.......#.#...#.#.#.#',
  '#.#####.#.#####.#.#.#', '#.....#...#.....#.#.#', '#####.#####.#.###.#.#', '#.....#.....#.#...#.#',
  '#.#####.#####.#.###.#', '#.#...#.....#...#...#', '#.#.#.#####.#####.#.#', '#...#...#...#.#...#.#',
  '#.###.###.###.#.#.###', '#...#...#.#.....#...#', '###.###.#.#########.#', '#.....#.............#',
  '#####################',
];

describe('the lesson in WebAssembly', () => {
  it('makes the seed-2083 maze and its way out through 47 rooms', () => {
    expect(engine.generate('walk', 10, 10, '2083')).toEqual(LESSON_2083);
    const s = engine.newSession(10, 10, '2083');
    s.grow({ method: 'walk' });
    expect(s.finish()).toBe(200);
    s.solve();
    s.finish();
    expect(s.route().length).toBe(47);
    s.dispose();
  });

  it('counts the perfect mazes exactly', () => {
    expect(engine.countPerfectMazes(3, 3)).toBe('192');
    expect(engine.countPerfectMazes(4, 4)).toBe('100352');
    expect(engine.countPerfectMazes(10, 10)).toBe('5694319004079097795957215725765328371712000');
  });
});

describe('WebAssembly equals native', () => {
  for (const method of METHODS)
    it(`${method}: pictures, way out and facts for many seeds and sizes`, () => {
      for (const [rows, cols] of SIZES)
        for (const seed of SEEDS) {
          const picture = engine.generate(method, rows, cols, seed);
          expect(picture, `${method} ${rows}x${cols} seed ${seed}`).toEqual(cliPicture(method, rows, cols, seed));
          const text = picture.join('\n') + '\n';
          const solved = maze(['solve'], text).trimEnd().split('\n');
          const s = engine.newSession(rows, cols, seed);
          s.load(picture);
          s.solve();
          s.finish();
          expect(solved.at(-1)).toBe(`The way out goes through ${s.route().length} rooms`);
          const f = engine.analyse(picture);
          const checked = maze(['check'], text);
          expect(checked).toBe(
            `rooms: ${f.rooms}\nopenings: ${f.openings}\npieces: ${f.pieces}\nloops: ${f.loops}\n` +
              `perfect: ${f.perfect ? 'yes' : 'no'}\ndead ends: ${f.deadEnds}\n` +
              (f.perfect ? `farthest: ${f.farthest}\n` : ''),
          );
          s.dispose();
        }
    });

  it('spoiled and cut-off mazes get the same facts', () => {
    for (const seed of SEEDS) {
      const altered = engine.alter(engine.generate('walls', 8, 9, seed), 3, 2, seed);
      const f = engine.analyse(altered);
      expect(maze(['check'], altered.join('\n'))).toBe(
        `rooms: 72\nopenings: ${f.openings}\npieces: ${f.pieces}\nloops: ${f.loops}\nperfect: no\ndead ends: ${f.deadEnds}\n`,
      );
      expect(f.openings).toBe(71 + 3 - 2);
    }
  });

  it('counts agree for many sizes', () => {
    for (const [rows, cols] of [[2, 2], [3, 5], [7, 7], [12, 3], [20, 20]])
      expect(engine.countPerfectMazes(rows, cols)).toBe(maze(['count', '--rows', String(rows), '--cols', String(cols)]).trim());
  });
});

describe('step by step', () => {
  for (const method of METHODS)
    it(`${method}: stepping equals running to the end, and the events rebuild the maze`, () => {
      for (const seed of SEEDS) {
        const stepped = engine.newSession(11, 7, seed);
        stepped.grow({ method });
        // Division starts with every inner wall open and builds walls; the others knock them down.
        const builds = engine.methods().find((m) => m.name === method)!.builds;
        const open = Uint8Array.from(stepped.walls());
        expect(open.some((bits) => bits !== 0)).toBe(builds);
        let steps = 0;
        let pieces = 77;
        for (;;) {
          const e = stepped.step();
          if (e.kind === StepKind.Done) break;
          steps++;
          if ((e.kind === StepKind.Enter || e.kind === StepKind.Knock) && e.a >= 0) {
            const [lo, hi] = e.a < e.b ? [e.a, e.b] : [e.b, e.a];
            open[lo] |= hi === lo + 7 ? OPEN_DOWN : OPEN_RIGHT;
          }
          if (e.kind === StepKind.Build) open[e.a] &= ~(e.b === e.a + 7 ? OPEN_DOWN : OPEN_RIGHT);
          expect(stepped.pieces).toBeLessThanOrEqual(pieces);
          pieces = stepped.pieces;
        }
        expect(pieces).toBe(1);
        expect(stepped.walls()).toEqual(open);
        const ran = engine.newSession(11, 7, seed);
        ran.grow({ method });
        expect(ran.finish()).toBe(steps);
        expect(ran.picture()).toEqual(stepped.picture());
        expect(ran.picture()).toEqual(engine.generate(method, 11, 7, seed));
        stepped.dispose();
        ran.dispose();
      }
    });

  it('shows the thread, the pieces and the marks while growing', () => {
    const s = engine.newSession(10, 10, '2083');
    s.grow({ method: 'walk' });
    s.stepMany(30);
    const thread = s.thread();
    expect(thread[0]).toBe(0);
    expect(s.marks()[thread.at(-1)!]).toBe(5);
    s.grow({ method: 'walls' });
    expect(s.pieces).toBe(100);
    s.stepMany(60);
    const labels = s.pieceLabels();
    expect(new Set(labels).size).toBe(s.pieces);
    s.dispose();
  });
});

describe('bad input', () => {
  const cases: [string, () => unknown, string][] = [
    ['a size of 0', () => engine.newSession(0, 5), 'A maze needs at least 1 row and 1 column of rooms (got 0 x 5)'],
    ['NaN', () => engine.newSession(10, Number.NaN), 'Columns must be a whole number (got NaN)'],
    ['too many rooms', () => engine.generate('walk', 5000, 5000, '1'), 'A maze can have at most 16,000,000 rooms, like 4000 x 4000 (got 5000 x 5000)'],
    ['a bad seed', () => engine.generate('walk', 3, 3, '12abc'), 'A seed must be a whole number, like 2083 (got "12abc")'],
    ['a bad method', () => engine.generate('spiral' as Method, 3, 3, '1'), 'Unknown method "spiral": use walk, walls, frontier, wilson, aldous-broder, binary-tree, sidewinder, hunt-and-kill, growing-tree, eller or division'],
    ['a ragged picture', () => engine.analyse(['#####', '#...#', '####']), 'Row 2 has 4 squares but row 0 has 5: every row must be as long as the first'],
    ['an odd character', () => engine.analyse(['###', '#o#', '###']), "Row 1, column 1 is 'o': a picture may only have '#' (rock) and '.' (floor)"],
    ['an open border', () => engine.analyse(['#.#', '#.#', '###']), "Row 0, column 1 is an opening in the outside wall: the border must be all '#'"],
    ['not a list of strings', () => engine.analyse([1, 2] as unknown as string[]), 'A maze picture must be a list of strings'],
    ['counting a huge grid', () => engine.countPerfectMazes(100, 100), 'Counting is limited to grids of at most 3600 rooms'],
  ];
  for (const [what, f, message] of cases)
    it(`${what} throws a clear Error and the engine keeps working`, () => {
      expect(f).toThrowError(message);
      expect(engine.generate('walk', 10, 10, '2083')).toEqual(LESSON_2083);
    });

  it('a call after dispose throws', () => {
    const s = engine.newSession(3, 3, '1');
    s.dispose();
    s.dispose();
    expect(() => s.grow({ method: 'walk' })).toThrowError('This maze was already disposed');
  });

  it('a bad picture leaves the maze as it was', () => {
    const s = engine.newSession(10, 10, '2083');
    s.grow({ method: 'walk' });
    s.finish();
    expect(() => s.load('###\n#x#\n###')).toThrowError("Row 1, column 1 is 'x'");
    expect(s.picture()).toEqual(LESSON_2083);
    s.dispose();
  });
});

describe('memory', () => {
  it('10,000 create, step, dispose cycles leave the heap and the handles where they were', () => {
    const warm = engine.newSession(20, 20, '1');
    warm.grow({ method: 'wilson' });
    warm.finish();
    warm.dispose();
    const heap = engine.heapInUse();
    const live = engine.liveSessions();
    for (let i = 0; i < 10_000; i++) {
      const s = engine.newSession(20, 20, String(i));
      s.grow({ method: METHODS[i % 4] });
      s.stepMany(50);
      s.thread();
      s.marks();
      s.dispose();
    }
    expect(engine.liveSessions()).toBe(live);
    expect(engine.heapInUse()).toBe(heap);
  });
});
