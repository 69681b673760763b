// more_methods.test.ts: the seven more methods and the endless maze in WebAssembly equal the native `maze` command.
import { beforeAll, describe, expect, it } from 'vitest';
import { type Engine, type GrowOptions, type Method, type Pick, type Shape, SHAPES, SQUARE_ONLY, StepKind, loadEngine } from 'maze-engine/engine';
import { maze } from './cli';

let engine: Engine;
beforeAll(async () => {
  engine = await loadEngine();
});

const MORE: Method[] = ['aldous-broder', 'binary-tree', 'sidewinder', 'hunt-and-kill', 'growing-tree', 'eller', 'division'];
const PICKS: Pick[] = ['newest', 'random', 'oldest', 'mix:0', 'mix:35', 'mix:100'];
const SEEDS = ['1', '2083', '-5', '123456789012345678901234567890'];

function cli(method: Method, shape: Shape, rows: number, cols: number, seed: string, format: string, pick?: Pick): string {
  const args = ['generate', '--method', method, '--shape', shape, '--rows', String(rows), '--cols', String(cols), '--seed', seed, '--format', format];
  return maze(pick ? [...args, '--pick', pick] : args);
}

describe('the seven more methods in WebAssembly', () => {
  for (const method of MORE)
    it(`${method}: the same mazes as the native command, on every shape it grows`, () => {
      for (const shape of SHAPES) {
        if (shape !== 'square' && SQUARE_ONLY.includes(method)) continue;
        for (const [rows, cols] of [[1, 1], [2, 9], [7, 5], [12, 12]])
          for (const seed of SEEDS) {
            const what = `${method} ${shape} ${rows} x ${cols} seed ${seed}`;
            if (shape === 'square') {
              expect(engine.generate(method, rows, cols, seed), what).toEqual(cli(method, shape, rows, cols, seed, 'text').trimEnd().split('\n'));
            }
            const s = engine.newSession(1, 1, seed);
            s.reshape(shape, rows, cols);
            s.reseed(seed);
            s.grow({ method });
            s.finish();
            expect(s.svg(), what).toBe(cli(method, shape, rows, cols, seed, 'svg'));
            expect(s.facts().perfect, what).toBe(true);
            s.dispose();
          }
      }
    });

  it('growing-tree: every pick gives the native maze, square and hexagons', () => {
    for (const pick of PICKS)
      for (const seed of SEEDS) {
        const options: GrowOptions = { pick };
        expect(engine.generate('growing-tree', 9, 14, seed, options), `${pick} ${seed}`).toEqual(
          cli('growing-tree', 'square', 9, 14, seed, 'text', pick).trimEnd().split('\n'),
        );
        const s = engine.newSession(1, 1, seed);
        s.reshape('hex', 6, 8);
        s.reseed(seed);
        s.grow({ method: 'growing-tree', ...options });
        s.finish();
        expect(s.svg(), `${pick} ${seed} hex`).toBe(cli('growing-tree', 'hex', 6, 8, seed, 'svg', pick));
        s.dispose();
      }
  });

  it('refuses what it cannot do, in one sentence, and keeps the maze it had', () => {
    const s = engine.newSession(4, 5, '3');
    s.reshape('hex', 4, 5);
    s.grow({ method: 'walk' });
    s.finish();
    const walls = s.walls();
    expect(() => s.grow({ method: 'sidewinder' })).toThrowError('Sidewinder grows square mazes only, not hex ones: it runs along each row and closes each run upward');
    expect(() => s.grow({ method: 'division' })).toThrowError('Recursive division grows square mazes only, not hex ones: it cuts the maze into rectangles');
    expect(s.walls()).toEqual(walls);
    expect(s.busy).toBe(false);
    expect(() => s.grow({ method: 'walk', pick: 'random' })).toThrowError('Only growing-tree takes a pick (got one for walk)');
    expect(() => s.grow({ method: 'growing-tree', pick: 'mix:101' as Pick })).toThrowError('The pick must be newest, random, oldest or mix:P');
    expect(() => engine.generate('growing-tree', 3, 3, '1', { pick: 'fresh' as Pick })).toThrowError('The pick must be');
    s.dispose();
    expect(engine.liveSessions()).toBe(0);
  });

  it('division builds walls: each step a Build that closes one opening', () => {
    const s = engine.newSession(8, 8, '2083');
    s.grow({ method: 'division' });
    expect(s.facts().openings).toBe(2 * 8 * 7);
    let built = 0;
    while (s.busy) {
      const e = s.step();
      expect(e.kind).toBe(StepKind.Build);
      expect(s.facts().openings).toBe(2 * 8 * 7 - ++built);
    }
    expect(built).toBe(49);
    expect(s.picture()).toEqual(engine.generate('division', 8, 8, '2083'));
    s.seek(20);
    expect(s.facts().openings).toBe(2 * 8 * 7 - 20);
    s.dispose();
  });

  it('the methods table says which grow squares only and which build', () => {
    const table = engine.methods();
    expect(table.filter((m) => m.squareOnly).map((m) => m.name)).toEqual([...SQUARE_ONLY]);
    expect(table.filter((m) => m.builds).map((m) => m.name)).toEqual(['division']);
    expect(table.slice(4).map((m) => m.title)).toEqual(['Aldous–Broder', 'Binary tree', 'Sidewinder', 'Hunt and kill', 'Growing tree', 'Eller', 'Recursive division']);
  });
});

describe('the endless maze in WebAssembly', () => {
  it('gives the native stream, and with rows the native closed maze', () => {
    for (const [cols, seed] of [[1, '4'], [40, '1'], [13, '-77']] as const) {
      const native = maze(['endless', '--cols', String(cols), '--seed', seed, '--rows', '60']).trimEnd().split('\n');
      expect([...engine.endless({ cols, seed, rows: 60 })], `${cols} ${seed}`).toEqual(native);
      expect(native).toEqual(maze(['generate', '--method', 'eller', '--rows', '60', '--cols', String(cols), '--seed', seed]).trimEnd().split('\n'));
      // The stream without rows: its first 2 x 60 - 1 lines are the closed maze's.
      const stream: string[] = [];
      for (const line of engine.endless({ cols, seed })) {
        stream.push(line);
        if (stream.length === 200) break;
      }
      expect(stream.slice(0, 119)).toEqual(native.slice(0, 119));
      expect(stream.length).toBe(200);
      if (cols > 1) expect(stream[119]).not.toBe(native[119]); // the closed maze's last row of rooms joins every piece
    }
  });

  it('hands over rows one at a time, says its seed, and refuses bad settings', () => {
    const e = engine.endless({ cols: 3, rows: 2 });
    expect(e.seed).toMatch(/^\d+$/);
    expect(e.top()).toBe('#######');
    const first = e.nextRow()!;
    expect(first[0]).toMatch(/^#\.[#.]\.[#.]\.#$/);
    expect(e.nextRow()![1]).toBe('#######');
    expect(e.nextRow()).toBeNull();
    expect(e.rowsMade).toBe(2);
    e.dispose();
    e.dispose();
    expect(() => e.top()).toThrowError('already disposed');
    expect(() => engine.endless({ cols: 0 })).toThrowError('An endless maze is from 1 to 100,000 rooms across (got 0)');
    expect(() => engine.endless({ cols: 5, rows: 1.5 })).toThrowError('Rows must be a whole number');
    expect(() => engine.endless({ cols: 5, seed: 'x' })).toThrowError('A seed must be a whole number');
  });
});
