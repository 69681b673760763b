// timeline.test.ts: the board's runner with the real engine: step k on the timeline is k Steps on a fresh board, forward again gives the same maze, and frontier's own ways.
import { beforeAll, describe, expect, it } from 'vitest';
import { type Engine, METHODS, type Method, loadEngine } from 'maze-engine/engine';
import { Runner } from '../../web/src/board/run/runner';
import type { Frame } from '../../web/src/board/state/looks';
import type { GrowRequest } from '../../web/src/board/state/request';
import { cliPicture, maze } from '../web/cli';

let engine: Engine;

/** A square maze for the runner, as the board's controls ask for it. */
const request = (method: Method, rows: number, cols: number, seed: string): GrowRequest => ({ method, shape: 'square', rows, cols, seed, next: 'grow' });
beforeAll(async () => {
  engine = await loadEngine();
});

/** Everything a frame shows of the board (the looks of every room, the thread, the counters). */
function shown(runner: Runner): Omit<Frame, 'full' | 'rooms' | 'looks' | 'progress'> & { looks: number[] } {
  runner.frame(true); // takes the changes so far
  runner.seek(runner.steps); // the same step, read afresh: every room's look
  const f = runner.frame(true);
  const { full, rooms: _r, looks: _l, progress: _p, ...rest } = f;
  return { ...rest, looks: [...full!], thread: rest.thread && Int32Array.from(rest.thread), route: rest.route && Int32Array.from(rest.route) };
}

function stepped(method: Method, rows: number, cols: number, seed: string, k: number): Runner {
  const runner = new Runner(engine);
  runner.grow(request(method, rows, cols, seed));
  for (let i = 0; i < k; i++) runner.advance(1, Number.POSITIVE_INFINITY);
  return runner;
}

describe('the timeline', () => {
  for (const method of METHODS)
    it(`${method}: going back to step k shows what k Steps on a fresh board show, and forward again gives the same maze`, () => {
      const [rows, cols, seed] = [6, 7, '2083'];
      const runner = new Runner(engine);
      runner.grow(request(method, rows, cols, seed));
      runner.finish();
      const total = runner.steps;
      expect(runner.busy).toBe(false);
      const finished = runner.picture();
      expect(finished).toEqual(cliPicture(method, rows, cols, seed));
      for (const k of [0, 1, 2, 5, Math.floor(total / 3), Math.floor(total / 2), total - 1, total]) {
        runner.seek(k);
        expect(runner.steps).toBe(k);
        const fresh = stepped(method, rows, cols, seed, k);
        expect(runner.picture(), `step ${k}`).toEqual(fresh.picture());
        const back = shown(runner);
        const ahead = shown(fresh);
        expect(back.length).toBe(total);
        expect({ ...back, length: 0 }, `step ${k}`).toEqual({ ...ahead, length: 0 });
      }
      runner.seek(3);
      runner.finish();
      expect(runner.picture()).toEqual(finished);
      runner.seek(total - 4);
      for (let i = 0; i < 4; i++) runner.advance(1, Number.POSITIVE_INFINITY);
      expect(runner.busy).toBe(false);
      expect(runner.picture()).toEqual(finished);
    });

  it('random walls: every step, reached backwards, has the pieces and their colours of stepping there', () => {
    const runner = new Runner(engine);
    runner.grow(request('walls', 5, 6, '7'));
    runner.finish();
    for (let k = runner.length; k >= 0; k--) {
      runner.seek(k);
      expect({ ...shown(runner), length: 0 }, `step ${k}`).toEqual({ ...shown(stepped('walls', 5, 6, '7', k)), length: 0 });
    }
  });

  it('a refused wall flashes again when the timeline comes back to its step', () => {
    const runner = stepped('walls', 10, 10, '2083', 0);
    let refusedAt = -1;
    for (let k = 1; refusedAt < 0; k++) {
      runner.advance(1, Number.POSITIVE_INFINITY);
      if (runner.frame(true).refused.length > 0) refusedAt = k;
    }
    expect(runner.frame(true).refused).toEqual([]); // said once
    runner.finish();
    runner.seek(refusedAt);
    expect(runner.frame(true).refused.length).toBe(2);
    runner.seek(refusedAt - 1);
    expect(runner.frame(true).refused).toEqual([]);
  });

  it('the way-out search has its own timeline over the finished maze', () => {
    const runner = new Runner(engine);
    runner.grow(request('walk', 10, 10, '2083'));
    runner.finish();
    runner.solve();
    runner.finish();
    const total = runner.steps;
    expect(runner.frame(true).found).toBe(47);
    runner.seek(10);
    expect(runner.busy).toBe(true);
    expect(runner.frame(true).found).toBeNull();
    runner.finish();
    expect(runner.steps).toBe(total);
    expect(runner.frame(true).found).toBe(47);
  });
});

describe('the maze\'s own ways', () => {
  it('frontier picks its way in on the left and its way out on the right; the search goes between them', () => {
    const [rows, cols, seed] = [8, 12, '2'];
    const runner = new Runner(engine);
    runner.grow(request('frontier', rows, cols, seed));
    runner.finish();
    const { ways } = runner.frame(true);
    expect(ways.own).toBe(true);
    expect(ways.in % cols).toBe(0);
    expect(ways.out % cols).toBe(cols - 1);
    runner.solve();
    runner.finish();
    const f = runner.frame(true);
    expect(f.route![0]).toBe(ways.in);
    expect(f.route![f.route!.length - 1]).toBe(ways.out);
    // The same count from the engine's own analysis: a perfect maze has one way between any two rooms.
    const session = engine.newSession(rows, cols, seed);
    session.grow({ method: 'frontier' });
    session.finish();
    session.solve(ways.in, ways.out);
    session.finish();
    expect(f.found).toBe(session.route().length);
    session.dispose();
    expect(runner.picture()).toEqual(cliPicture('frontier', rows, cols, seed));
  });

  it('the lesson\'s methods keep top left to bottom right, as the command line solves them', () => {
    for (const method of ['walk', 'walls', 'wilson'] as const) {
      const runner = new Runner(engine);
      runner.grow(request(method, 9, 9, '11'));
      runner.finish();
      expect(runner.frame(true).ways).toEqual({ in: 0, out: 80, own: false });
      runner.solve();
      runner.finish();
      const said = maze(['solve'], cliPicture(method, 9, 9, '11').join('\n') + '\n').trimEnd().split('\n').pop();
      expect(said).toBe(`The way out goes through ${runner.frame(true).found} rooms`);
    }
  });
});
