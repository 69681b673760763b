// random_cells.test.ts: random cells (shape voronoi) and the braid in WebAssembly equal the native command's.
import { beforeAll, describe, expect, it } from 'vitest';
import { type Engine, type Layout, METHODS, type MazeSession, SHAPES, SQUARE_ONLY, loadEngine } from 'maze-engine/engine';
import { cliPicture, maze } from './cli';

let engine: Engine;
beforeAll(async () => {
  engine = await loadEngine();
});

/** The session's maze in the command's JSON form, read from its layout and opening bits. */
function json(s: MazeSession, layout: Layout): string {
  const bits = s.walls();
  const walls: string[] = [];
  const open: string[] = [];
  for (let w = 0; w < layout.wallBit.length; w++) {
    const a = layout.wallRooms[2 * w];
    const b = layout.wallRooms[2 * w + 1];
    walls.push(`[${a},${b}]`);
    const owner = layout.wallRooms[2 * w + layout.wallOwner[w]];
    if ((bits[owner] >> layout.wallBit[w]) & 1) open.push(`[${a},${b}]`);
  }
  return `{"shape":"${s.shape}","rows":${s.rows},"cols":${s.cols},"rooms":${s.rooms},"walls":[${walls.join(',')}],"openings":[${open.join(',')}]}`;
}

const generated = (args: string[]): string => maze(['generate', ...args]).trimEnd();

describe('random cells in WebAssembly', () => {
  it('is a shape of the engine', () => {
    expect(SHAPES).toEqual(['square', 'hex', 'triangle', 'circle', 'voronoi']);
    expect(engine.countRooms('voronoi', 1000, 1000)).toBe(1_000_000);
    expect(() => engine.countRooms('voronoi', 1001, 1000)).toThrow(
      'Random cells can have at most 1,000,000 rooms, like 1000 x 1000 (got 1001 x 1000)',
    );
  });

  it('draws the same points and grows the same maze as the native command, graph and picture', () => {
    const s = engine.newSession(1, 1, '0');
    for (const [rows, cols] of [[1, 1], [2, 3], [7, 7], [12, 30], [60, 45]] as const)
      for (const seed of ['0', '1', '2083', '-7'])
        for (const method of METHODS.filter((m) => !SQUARE_ONLY.includes(m))) {
          const what = `${method} ${rows}x${cols} seed ${seed}`;
          s.reshape('voronoi', rows, cols);
          s.reseed(seed);
          s.grow({ method });
          s.finish();
          const layout = s.layout();
          const args = ['--method', method, '--shape', 'voronoi', '--rows', String(rows), '--cols', String(cols), '--seed', seed];
          expect(json(s, layout), what).toBe(generated([...args, '--format', 'json']));
          expect(s.svg(false), what).toBe(maze(['generate', ...args, '--format', 'svg']));
        }
    s.dispose();
  });

  it('has the same graph natively at 300 x 300, and its walls belong to either room', () => {
    const s = engine.newSession(1, 1, '0');
    s.reshape('voronoi', 300, 300);
    s.reseed('5');
    s.grow({ method: 'wilson' });
    s.finish();
    const layout = s.layout();
    expect(json(s, layout)).toBe(generated(['--method', 'wilson', '--shape', 'voronoi', '--rows', '300', '--cols', '300', '--seed', '5', '--format', 'json']));
    const owners = new Set(layout.wallOwner);
    expect(owners).toEqual(new Set([0, 1]));
    s.reshape('hex', 5, 5);
    expect(new Set(s.layout().wallOwner)).toEqual(new Set([0]));
    s.dispose();
  });

  it('draws new cells each growth, and the same again for the same seed', () => {
    const s = engine.newSession(1, 1, '0');
    s.reseed('3');
    s.reshape('voronoi', 6, 6); // before growing: the cells the stream would draw
    const before = s.layout().middle;
    s.grow({ method: 'walk' });
    const first = s.layout().middle;
    expect(first).toEqual(before);
    s.finish();
    s.grow({ method: 'walk' });
    expect(s.layout().middle).not.toEqual(first);
    s.reseed('3');
    s.grow({ method: 'walk' });
    expect(s.layout().middle).toEqual(first);
    s.dispose();
  });
});

describe('the braid in WebAssembly', () => {
  it('gives the native pictures, and braid 0 is the lesson', () => {
    for (const method of METHODS)
      for (const braid of [0, 1, 50, 100])
        for (const seed of ['1', '2083']) {
          const picture = engine.generate(method, 12, 9, seed, { braid });
          const args = ['--method', method, '--rows', '12', '--cols', '9', '--seed', seed, '--braid', String(braid)];
          expect(picture, `${method} braid ${braid} seed ${seed}`).toEqual(generated(args).split('\n'));
          if (braid === 0) expect(picture).toEqual(cliPicture(method, 12, 9, seed));
        }
    const braided = engine.generate('walk', 10, 10, '2083', { braid: 100 });
    expect(engine.analyse(braided)).toMatchObject({ deadEnds: 0, loops: 11, pieces: 1 });
  });

  it('steps through the braid on the timeline, on random cells too', () => {
    const s = engine.newSession(1, 1, '0');
    s.reshape('voronoi', 9, 9);
    s.reseed('8');
    s.grow({ method: 'frontier', braid: 100 });
    const steps = s.finish();
    const layout = s.layout();
    expect(json(s, layout)).toBe(
      generated(['--method', 'frontier', '--shape', 'voronoi', '--rows', '9', '--cols', '9', '--seed', '8', '--braid', '100', '--format', 'json']),
    );
    expect(s.facts().deadEnds).toBe(0);
    s.seek(Math.floor(steps / 2));
    s.seek(steps);
    expect(s.facts().deadEnds).toBe(0);
    expect(s.length()).toBe(steps);
    s.dispose();
  });

  it('refuses a braid that is no share', () => {
    const s = engine.newSession(3, 3, '1');
    for (const braid of [-1, 101])
      expect(() => s.grow({ method: 'walk', braid })).toThrow(`The braid is the share of dead ends to remove, from 0 to 100 percent (got ${braid})`);
    for (const braid of [2.5, Number.NaN]) expect(() => s.grow({ method: 'walk', braid })).toThrow(`The braid must be a whole number (got ${braid})`);
    expect(() => engine.generate('walk', 3, 3, '1', { braid: 200 })).toThrow('The braid is the share of dead ends to remove, from 0 to 100 percent (got 200)');
    s.dispose();
  });
});
