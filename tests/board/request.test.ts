// request.test.ts: one GrowRequest for a new maze: made from the settings, it reaches the engine whole (method, shape, size, seed, pick, braid).
import { beforeAll, describe, expect, it } from 'vitest';
import { type Engine, loadEngine } from 'maze-engine/engine';
import { Runner } from '../../web/src/board/run/runner';
import { growRequest } from '../../web/src/board/state/request';
import { DEFAULT_SETTINGS } from '../../web/src/board/state/settings';
import { maze } from '../web/cli';

let engine: Engine;
beforeAll(async () => {
  engine = await loadEngine();
});

describe('the grow request', () => {
  it('takes the settings\' shape and size; the pick only for growing tree, the loops only when some are asked for', () => {
    const set = { ...DEFAULT_SETTINGS, rows: 6, cols: 7, shape: 'hex' as const, pick: 'oldest' as const, braid: 0 };
    expect(growRequest('walk', set, '5', 'grow')).toEqual({ method: 'walk', shape: 'hex', rows: 6, cols: 7, seed: '5', next: 'grow' });
    expect(growRequest('growing-tree', { ...set, braid: 30 }, '5', 'step')).toEqual({ method: 'growing-tree', shape: 'hex', rows: 6, cols: 7, seed: '5', pick: 'oldest', braid: 30, next: 'step' });
  });

  it('the runner grows the very maze the command makes from the same settings: pick and loops', () => {
    const set = { ...DEFAULT_SETTINGS, rows: 8, cols: 9, pick: 'mix:30' as const, braid: 40 };
    const runner = new Runner(engine);
    runner.grow(growRequest('growing-tree', set, '2083', 'grow'));
    runner.finish();
    expect(runner.frame(true).seed).toBe('2083');
    const cli = maze(['generate', '--method', 'growing-tree', '--rows', '8', '--cols', '9', '--seed', '2083', '--pick', 'mix:30', '--braid', '40']);
    expect(runner.picture()).toEqual(cli.trimEnd().split('\n'));
    runner.drop();
  });

  it('the runner grows the request\'s shape, whatever shape it grew before', () => {
    const runner = new Runner(engine);
    runner.grow(growRequest('walk', { ...DEFAULT_SETTINGS, shape: 'hex', rows: 4, cols: 5 }, '3', 'grow'));
    runner.finish();
    const hex = runner.frame(true);
    expect([hex.shape, hex.rows, hex.cols, hex.layout?.middle.length]).toEqual(['hex', 4, 5, 2 * 20]);
    runner.grow(growRequest('walk', DEFAULT_SETTINGS, '3', 'grow'));
    runner.finish();
    const square = runner.frame(true);
    expect([square.shape, square.rows, square.cols, square.layout]).toEqual(['square', 10, 10, null]);
    runner.drop();
  });
});
