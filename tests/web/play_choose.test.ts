// play_choose.test.ts: Harder and Easier's choice: seeds counted on in decimal, and the longest (shortest) way out of 20 mazes, measured again on each seed's picture.
import { beforeAll, describe, expect, it } from 'vitest';
import { type Engine, loadEngine } from 'maze-engine/engine';
import { chooseMaze, seedPlus } from '../../web/src/play/choose';

let engine: Engine;
beforeAll(async () => {
  engine = await loadEngine();
});

describe('Harder and Easier', () => {
  it('count seeds on in decimal, any length, a sign allowed', () => {
    expect(seedPlus('2083', 19)).toBe('2102');
    expect(seedPlus('-3', 5)).toBe('2');
    expect(seedPlus('99999999999999999999', 1)).toBe('100000000000000000000');
  });

  it('keep the longest and the shortest way out of seeds 2083 to 2102, the first seed on a tie', () => {
    // Each seed's maze as engine.generate draws it, read into a session: steps from the top left to the bottom right.
    const s = engine.newSession(1, 1, '0');
    const steps = Array.from({ length: 20 }, (_, k) => {
      s.load(engine.generate('walk', 10, 10, String(2083 + k)));
      return s.distances(0)[99];
    });
    const choice = { method: 'walk' as const, shape: 'square' as const, rows: 10, cols: 10, seed: '2083' };
    const harder = chooseMaze(s, choice, 'longest');
    expect(harder.all).toEqual(steps);
    expect(harder).toMatchObject({ seed: String(2083 + steps.indexOf(Math.max(...steps))), steps: Math.max(...steps) });
    const easier = chooseMaze(s, choice, 'shortest');
    expect(easier).toMatchObject({ seed: String(2083 + steps.indexOf(Math.min(...steps))), steps: Math.min(...steps) });
    // A tie: seeds 2101 and 2102 take as many steps; of the two, both ways keep the first.
    expect(steps[2101 - 2083]).toBe(steps[2102 - 2083]);
    for (const keep of ['longest', 'shortest'] as const) expect(chooseMaze(s, { ...choice, seed: '2101' }, keep, false, 2).seed).toBe('2101');
    s.dispose();
  });
});
