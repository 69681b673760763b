// lab.test.ts: the uniformity lab in WebAssembly equals the native `maze lab`, refuses bad input, leaks nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { type Engine, LAB_METHODS, loadEngine, METHODS, SQUARE_ONLY } from 'maze-engine/engine';
import { ranked } from '../../web/src/lab/chart';
import { checkMazes, Tally } from '../../web/src/lab/tally';
import { maze } from './cli';

let engine: Engine;
beforeAll(async () => {
  engine = await loadEngine();
});

interface CliLine {
  method: string;
  mazes: number;
  kinds: number;
  seen: number;
  counts: number[];
  chi2: number;
  p: number;
}

describe('the lab\'s methods', () => {
  it('come from the engine\'s table: the lesson\'s four, Aldous-Broder beside Wilson, and binary tree', () => {
    expect(LAB_METHODS).toEqual(['walk', 'walls', 'frontier', 'wilson', 'aldous-broder', 'binary-tree']);
  });
});

/** The methods that grow a shape: every one on the square, all but the square-only ones on the others. */
const growing = (shape: string) => METHODS.filter((m) => shape === 'square' || !SQUARE_ONLY.includes(m));

function cliLab(shape: string, rows: number, cols: number, mazes: number, seed: string): CliLine[] {
  const out = maze(['lab', '--shape', shape, '--rows', String(rows), '--cols', String(cols), '--mazes', String(mazes), '--seed', seed,
    '--method', growing(shape).join(','), '--format', 'json']);
  return out.trimEnd().split('\n').map((line) => JSON.parse(line) as CliLine);
}

describe('the uniformity lab in WebAssembly', () => {
  it('counts what the native command counts, for every method, shape and seed', () => {
    const cases: [string, number, number, number, string][] = [
      ['square', 3, 3, 5000, '2083'],
      ['square', 3, 3, 2000, '-7'],
      ['square', 2, 3, 1000, '123456789012345678901234567890'],
      ['hex', 2, 2, 1000, '1'],
      ['triangle', 2, 3, 1000, '5'],
    ];
    for (const [shape, rows, cols, mazes, seed] of cases) {
      const cli = cliLab(shape, rows, cols, mazes, seed);
      growing(shape).forEach((method, m) => {
        const tally = new Tally(engine, method, seed, shape, rows, cols);
        tally.grow(mazes - 300);
        tally.grow(300);
        const r = tally.result();
        const what = `${method} ${shape} ${rows} x ${cols} seed ${seed}`;
        expect(r.counts, what).toEqual(cli[m].counts);
        expect([r.mazes, r.kinds, r.seen], what).toEqual([cli[m].mazes, cli[m].kinds, cli[m].seen]);
        expect(r.chi2, what).toBeCloseTo(cli[m].chi2, 9);
        expect(r.p, what).toBeCloseTo(cli[m].p, 12);
        tally.dispose();
      });
    }
  });

  it('keys the 192 mazes of 3 x 3 by their pictures, sorted as strings', () => {
    const tally = new Tally(engine, 'wilson', '1');
    const keys = tally.keys();
    expect(keys.length).toBe(192);
    expect([...keys].sort()).toEqual(keys);
    expect(new Set(keys).size).toBe(192);
    expect(keys[0]).toBe(['#######', '#.#.#.#', '#.#.#.#', '#.#.#.#', '#.#.#.#', '#.....#', '#######'].join('\n'));
    tally.grow(100_000);
    const r = tally.result();
    expect(r.p).toBeGreaterThanOrEqual(0.01);
    expect(r.verdict).toBe(`all 192 about equally often (p = ${r.p.toFixed(2)})`);
    tally.dispose();
  });

  it('says the verdict in words and ranks the mazes most common first', () => {
    const walk = new Tally(engine, 'walk', '2083');
    walk.grow(10_000);
    const r = walk.result();
    expect(r.verdict).toBe('some never came up at all');
    expect(r.seen).toBe(14);
    expect(ranked(r.counts).slice(0, 5).map((k) => r.counts[k])).toEqual([888, 844, 844, 832, 827]);
    walk.dispose();
    expect(ranked([3, 5, 5, 0])).toEqual([1, 2, 0, 3]);
  });

  it('refuses bad input with a clear message and keeps working', () => {
    expect(() => new Tally(engine, 'walk', '20x3')).toThrow('A seed must be a whole number, like 2083 (got "20x3")');
    expect(() => new Tally(engine, 'walk', '1', 'square', 4, 4)).toThrow(
      'A 4 x 4 square has 100352 perfect mazes: the lab takes shapes with at most 100,000',
    );
    expect(() => checkMazes(999)).toThrow('Mazes must be a whole number from 1,000 to 1,000,000 (got 999)');
    expect(checkMazes(1_000_000)).toBe(1_000_000);
    const t = new Tally(engine, 'walls', '');
    expect(t.seed).toMatch(/^\d+$/);
    expect(() => t.grow(-1)).toThrow('Cannot grow -1 mazes at once');
    t.dispose();
    expect(() => t.result()).toThrow('This tally was already disposed');
  });

  it('leaves the heap where it was after many tallies', () => {
    const first = new Tally(engine, 'walk', '1');
    first.grow(10);
    first.dispose();
    const before = engine.heapInUse();
    for (let i = 0; i < 200; i++) {
      const t = new Tally(engine, METHODS[i % 4], String(i));
      t.grow(50);
      t.result();
      t.dispose();
    }
    expect(engine.heapInUse()).toBe(before);
  });
});
