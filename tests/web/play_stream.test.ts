// play_stream.test.ts: New maze's k-th maze of a seeded sequence is the k-th the native `maze generate --mazes K` prints, on every shape and method, with its far ends.
import { beforeAll, describe, expect, it } from 'vitest';
import { type Engine, METHODS, type MazeSession, SHAPES, SQUARE_ONLY, loadEngine } from 'maze-engine/engine';
import { MazeSequence } from '../../web/src/play/stream';
import { maze } from './cli';

let engine: Engine;
beforeAll(async () => {
  engine = await loadEngine();
});

/** The session's maze as the command's JSON lists its openings: pairs, smaller room first, sorted. */
function openings(s: MazeSession): number[][] {
  const layout = s.layout(), walls = s.walls();
  const out: number[][] = [];
  for (let w = 0; w < layout.wallBit.length; w++)
    if ((walls[layout.wallRooms[2 * w + layout.wallOwner[w]]] >> layout.wallBit[w]) & 1) out.push([layout.wallRooms[2 * w], layout.wallRooms[2 * w + 1]]);
  return out.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
}

describe('New maze', () => {
  for (const shape of SHAPES)
    it(`${shape}: maze k of the page's sequence is line k of --mazes, with the same far ends`, () => {
      for (const method of METHODS) {
        if (shape !== 'square' && SQUARE_ONLY.includes(method)) continue; // they grow squares only
        const lines = maze(['generate', '--shape', shape, '--method', method, '--rows', '5', '--cols', '6', '--seed', '2083', '--format', 'json', '--mazes', '4', '--ends', 'far'])
          .trimEnd()
          .split('\n')
          .map((line) => JSON.parse(line) as { openings: number[][]; in: number; out: number });
        expect(lines).toHaveLength(4);
        const s = engine.newSession(1, 1, '0');
        const sequence = new MazeSequence(s, { method, shape, rows: 5, cols: 6, seed: '2083' });
        for (let k = 1; k <= 4; k++) {
          if (k === 1) sequence.first();
          else sequence.next();
          expect(sequence.nth).toBe(k);
          expect(openings(s), `${shape} ${method} maze ${k}`).toEqual(lines[k - 1].openings);
          expect(s.farEnds()).toEqual({ in: lines[k - 1].in, out: lines[k - 1].out });
        }
        // Jumping to maze 3 grows the sequence again from the seed.
        sequence.jump(3);
        expect(sequence.nth).toBe(3);
        expect(openings(s)).toEqual(lines[2].openings);
        s.dispose();
      }
    });

  it('the lesson’s maze is the first of seed 2083, and a fresh seed is kept to play the sequence again', () => {
    const s = engine.newSession(1, 1, '0');
    const sequence = new MazeSequence(s, { method: 'walk', shape: 'square', rows: 10, cols: 10, seed: '2083' });
    sequence.next(); // New maze before any: the first
    expect(sequence.nth).toBe(1);
    expect(s.picture()).toEqual(engine.generate('walk', 10, 10, '2083'));
    const fresh = new MazeSequence(s, { method: 'walls', shape: 'square', rows: 6, cols: 6, seed: '' });
    fresh.first();
    fresh.next();
    expect(fresh.seed).toMatch(/^\d+$/);
    const second = s.picture();
    const again = new MazeSequence(s, { method: 'walls', shape: 'square', rows: 6, cols: 6, seed: fresh.seed });
    again.jump(2);
    expect(s.picture()).toEqual(second);
    expect(() => sequence.jump(0)).toThrow('A maze of the sequence is numbered from 1 (got 0)');
    s.dispose();
  });
});
