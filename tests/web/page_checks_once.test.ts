// page_checks_once.test.ts: what the engine checks (a seed, a size, a method on a shape), the page asks the engine and
// says in the engine's sentence; what a browser can draw or play are rows of the engine's limits table, each one
// number and one rule. The page's own words only add what to do about it on the page.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Engine, LIMITS, METHODS, SHAPES, type Shape, loadEngine } from 'maze-engine/engine';
import { seedProblem, sideProblem, sizeProblem } from '../../web/src/board/state/settings';
import { growsShape, shapeProblem } from '../../web/src/board/state/methods';
import { Runner } from '../../web/src/board/run/runner';

const ROOT = join(__dirname, '..', '..');

/** What the engine throws doing `f`, as the package says it ('' when it does not throw). */
function thrown(f: () => unknown): string {
  try {
    f();
    return '';
  } catch (e) {
    return (e as Error).message;
  }
}

/** Every page code file under web/src. */
function pageFiles(): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (/\.(ts|mts|js|mjs)$/.test(entry.name)) out.push(path);
    }
  };
  walk('web/src');
  return out;
}

/**
 * Numbers named like a size that are no limit a student meets: where the board changes how it works (a worker, a
 * drawing, a full read), how a problem is worded (a recursion on a shallow maze, a small test), a table's or a
 * layout's size, and the browser's own canvas (pixels, not rooms).
 */
const NOT_LIMITS = ['ROOM_DRAWING_ROOMS', 'WORKER_ROOMS', 'FULL_READ_ROOMS', 'SHALLOW_ROOMS', 'SMALL_ROOMS', 'TABLE_SIDE', 'SIDE_BY_SIDE', 'CANVAS_SIDE'];

describe('the page checks once, with the engine', () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await loadEngine();
  });

  it('a bad seed is said in the engine\'s sentence, for every kind of bad seed', () => {
    for (const seed of ['12x', 'abc', '1.5', '2 083', '--4', `1${'0'.repeat(LIMITS.seedDigits)}`]) {
      const said = thrown(() => engine.newSession(2, 2, seed));
      expect(said).not.toBe('');
      expect(engine.seedProblem(seed)).toBe(said);
      expect(seedProblem(seed)).toBe(`${said}. Leave it empty to get a new maze each time.`);
    }
    for (const seed of ['', '2083', '-5', '+12', '9'.repeat(LIMITS.seedDigits)]) expect(seedProblem(seed)).toBeNull();
  });

  it('a size the engine cannot make is said in its sentence; the board\'s limit counts rooms as the engine does', () => {
    for (const [shape, rows, cols] of [['triangle', 5, 1], ['circle', 5000, 1], ['hex', 0, 3]] as [Shape, number, number][]) {
      const said = thrown(() => engine.countRooms(shape, rows, cols));
      expect(said).not.toBe('');
      expect(sizeProblem(shape, rows, cols)).toBe(said);
    }
    // One rule: every shape drawn room by room is refused exactly when the engine counts more rooms than the limit.
    for (const shape of SHAPES.filter((s) => s !== 'square' && s !== 'mask'))
      for (const [rows, cols] of [[100, 100], [100, 101], [60, 6], [200, 6], [10, 1001]]) {
        const rooms = thrown(() => engine.countRooms(shape, rows, cols)) ? null : engine.countRooms(shape, rows, cols);
        if (rooms === null) continue;
        expect(sizeProblem(shape, rows, cols) !== null, `${shape} ${rows} x ${cols}: ${rooms} rooms`).toBe(rooms > LIMITS.drawnRooms);
      }
    expect(sizeProblem('square', LIMITS.side, LIMITS.side)).toBeNull();
  });

  it('the runner refuses a size with the settings\' very sentence', () => {
    const runner = new Runner(engine);
    const said = sizeProblem('circle', 200, 6)!;
    expect(said).toMatch(/the board draws shapes up to 10,000 rooms/);
    expect(thrown(() => runner.blank(200, 6, 'circle'))).toBe(said);
    expect(thrown(() => runner.blank(5, 1, 'triangle'))).toBe(sizeProblem('triangle', 5, 1));
    expect(thrown(() => runner.blank(20, 6, 'circle'))).toBe('');
  });

  it('a method that cannot grow a shape is said in the engine\'s sentence, and only then', () => {
    for (const method of METHODS)
      for (const shape of SHAPES.filter((s) => s !== 'mask')) {
        const session = engine.newSession(1, 1, '1');
        session.reshape(shape, 4, 4);
        const said = thrown(() => session.grow({ method }));
        session.dispose();
        expect(growsShape(method, shape), `${method} on ${shape}`).toBe(said === '');
        if (said === '') expect(shapeProblem(method, shape)).toBeNull();
        else expect(shapeProblem(method, shape)?.startsWith(`${said}. Choose `), `${method} on ${shape}`).toBe(true);
      }
  });

  it('the page\'s limits are rows of the engine\'s table, each one number', () => {
    expect(LIMITS).toMatchObject({ side: 4000, drawnRooms: 10_000, playRooms: 1_000_000, mineRooms: 2_500, robotRooms: 10_000, tenPrintSide: 100, textRooms: 62_500, worksheetRooms: 10_000, maskWord: 40 });
    expect(LIMITS.side * LIMITS.side).toBe(LIMITS.rooms);
    expect(sideProblem('Rows', String(LIMITS.side + 1))).toBe('Rows can be at most 4,000: 4,001 is too many.');
    const own: string[] = [];
    const checksSeed: string[] = [];
    for (const file of pageFiles()) {
      const text = readFileSync(join(ROOT, file), 'utf8');
      for (const m of text.matchAll(/\bconst ([A-Z][A-Z_]*(?:ROOMS|SIDE|SQUARES|CELLS|WORD|DIGITS))\s*(?::[^=]+)?=\s*[\d(]/g))
        if (!NOT_LIMITS.includes(m[1])) own.push(`${file}: ${m[1]}`);
      if (/SEED_PATTERN|seed must be/i.test(text)) checksSeed.push(file);
    }
    expect(own).toEqual([]);
    expect(checksSeed).toEqual([]);
  });

  it('finds a page file that defines a limit of its own', () => {
    const pattern = /\bconst ([A-Z][A-Z_]*(?:ROOMS|SIDE|SQUARES|CELLS|WORD|DIGITS))\s*(?::[^=]+)?=\s*[\d(]/;
    expect(pattern.exec('export const PLAY_ROOMS = 1_000_000;')?.[1]).toBe('PLAY_ROOMS');
    expect(pattern.exec('const MAX_WORD = (LIMITS as unknown as { maskWord?: number }).maskWord ?? 40;')?.[1]).toBe('MAX_WORD');
    expect(pattern.exec('export const MINE_ROOMS = LIMITS.mineRooms;')).toBeNull();
  });
});
