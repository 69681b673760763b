// tenprint.test.ts: the ten-print board in WebAssembly equals the native `maze tenprint`, refuses bad input, leaks nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { type Engine, loadEngine } from 'maze-engine/engine';
import { LAB_SIZES, labBoards } from '../../web/src/tenprint/lab';
import { TenPrintBoard } from '../../web/src/tenprint/maker';
import { pythonLines } from '../../web/src/tenprint/section';
import { maze } from './cli';

let engine: Engine;
beforeAll(async () => {
  engine = await loadEngine();
});

const SIZES: [number, number][] = [[1, 1], [1, 40], [40, 1], [2, 2], [10, 40], [7, 3], [64, 64]];
const SEEDS = ['0', '2083', '-5', '123456789012345678901234567890'];
const tenprint = (...args: (string | number)[]): string => maze(['tenprint', ...args.map(String)]);

describe('ten-print boards in WebAssembly', () => {
  it('draws what the native command draws, and finds the same way through', () => {
    for (const [rows, cols] of SIZES)
      for (const seed of SEEDS) {
        const board = new TenPrintBoard(engine, rows, cols, seed);
        board.finish();
        const what = `${rows} x ${cols}, seed ${seed}`;
        expect(board.text(), what).toEqual(tenprint('--rows', rows, '--cols', cols, '--seed', seed).trimEnd().split('\n'));
        const way = tenprint('--rows', rows, '--cols', cols, '--seed', seed, '--way-through');
        expect(`way through: ${board.hasWayThrough ? 'yes' : 'no'}\n`, what).toBe(way);
        expect(board.waysThrough().some((h) => h === 1), what).toBe(board.hasWayThrough);
        board.dispose();
      }
  });

  it('steps one square at a time, row by row, then starts the next board from the same stream', () => {
    const board = new TenPrintBoard(engine, 3, 5, '2083');
    expect(board.step()).toBe(0);
    expect(board.stepMany(6)).toBe(6);
    expect(board.placed).toBe(7);
    const partial = board.text();
    board.finish();
    const full = board.text();
    expect(partial.join('').slice(0, 7)).toBe(full.join('').slice(0, 7));
    expect(partial.join('').slice(7)).toBe(' '.repeat(8));
    expect(board.step()).toBe(-1);
    // The command's five boards are this one and the next four.
    const five = Number(tenprint('--rows', 3, '--cols', 5, '--seed', 2083, '--way-through', '--mazes', 5).split(' ')[2]);
    const first = board.hasWayThrough ? 1 : 0;
    expect(board.countThrough(4)).toBe(five - first);
    board.dispose();
  });

  it("counts the lab's boards as the command does (sizes up to 32)", () => {
    for (const size of LAB_SIZES.filter((n) => n <= 32)) {
      const board = new TenPrintBoard(engine, size, size, '2083');
      const through = board.countThrough(labBoards(size));
      board.dispose();
      const line = tenprint('--rows', size, '--cols', size, '--seed', 2083, '--way-through', '--mazes', labBoards(size));
      expect(line).toBe(`way through: ${through} of ${labBoards(size)} boards (${(through / labBoards(size)).toFixed(3)})\n`);
    }
  });

  it('shows the one line of Python for the board', () => {
    expect(pythonLines(10, 40, '2083')).toBe(
      'import random\nrandom.seed(2083)\nfor row in range(10):\n    print("".join(random.choice("╱╲") for col in range(40)))',
    );
  });

  it('refuses bad input with a clear message and keeps working', () => {
    expect(() => new TenPrintBoard(engine, 0, 5)).toThrow('A board can have from 1 to 16,000,000 squares, like 4000 x 4000 (got 0 x 5)');
    expect(() => new TenPrintBoard(engine, 5, 2.5)).toThrow('Columns must be a whole number (got 2.5)');
    expect(() => new TenPrintBoard(engine, 4001, 4000)).toThrow('A board can have from 1 to 16,000,000 squares, like 4000 x 4000 (got 4001 x 4000)');
    expect(() => new TenPrintBoard(engine, 5, 5, 'two')).toThrow('A seed must be a whole number, like 2083 (got "two")');
    const board = new TenPrintBoard(engine, 2, 2, '1');
    expect(() => board.countThrough(-1)).toThrow('A number of boards cannot be below 0 (got -1)');
    board.dispose();
    board.dispose();
    expect(() => board.step()).toThrow('This board was already disposed');
    const fresh = new TenPrintBoard(engine, 2, 2);
    expect(fresh.seed).toMatch(/^\d+$/);
    fresh.dispose();
  });

  it('leaves the heap where it was after 2,000 boards made and freed', () => {
    const warm = new TenPrintBoard(engine, 30, 30, '1');
    warm.countThrough(2);
    warm.dispose();
    const before = engine.heapInUse();
    for (let i = 0; i < 2000; ++i) {
      const board = new TenPrintBoard(engine, 1 + (i % 30), 1 + (i % 17), String(i));
      board.finish();
      board.waysThrough();
      board.dispose();
    }
    expect(engine.heapInUse()).toBe(before);
  });
});

