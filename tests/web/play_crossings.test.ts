// play_crossings.test.ts: Play in a weave maze says "under" and "over": the tunnels read from the engine's "under" list, and the words.
import { beforeAll, describe, expect, it } from 'vitest';
import { type Engine, loadEngine } from 'maze-engine/engine';
import { Crossings } from '../../web/src/play/crossings';
import { passLine } from '../../web/src/play/announce';
import { Game } from '../../web/src/play/game';
import { MazeSequence } from '../../web/src/play/stream';

let engine: Engine;
beforeAll(async () => {
  engine = await loadEngine();
});

describe('Play\'s crossings', () => {
  // 3 x 3: a tunnel from room 1 to room 7 under room 4, whose own corridor runs from 3 to 5.
  const crossings = new Crossings([[1, 7, 4]]);

  it('says a move through a tunnel goes under, either way, and a move into the room above it goes over', () => {
    expect(crossings.size).toBe(1);
    expect(crossings.pass(1, 7)).toBe('under');
    expect(crossings.pass(7, 1)).toBe('under');
    expect(crossings.pass(3, 4)).toBe('over');
    expect(crossings.pass(5, 4)).toBe('over');
    expect(crossings.pass(4, 5)).toBe(null);
    expect(crossings.pass(0, 1)).toBe(null);
  });

  it('puts the words before the room', () => {
    expect(passLine([])).toBe('');
    expect(passLine(['under'])).toBe('You went under a corridor. ');
    expect(passLine(['over'])).toBe('You went over a tunnel. ');
    expect(passLine(['over', 'under'])).toBe('You went over a tunnel, then under a corridor. ');
  });

  it('walks a weave maze\'s way out through its tunnels, each said as it is passed', () => {
    // The first seed whose way out goes through a tunnel: the moves come from the engine's own JSON.
    for (let seed = 1; seed < 200; seed++) {
      const session = engine.newSession(1, 1, '0');
      new MazeSequence(session, { method: 'walk', shape: 'weave', rows: 8, cols: 8, seed: String(seed) }).first();
      const json = JSON.parse(session.json()) as { under: [number, number, number][] };
      const game = new Game(session);
      expect(game.crossings.size).toBe(json.under.length);
      const way = Array.from(game.shortestWay);
      const tunnel = (a: number, b: number): boolean => json.under.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
      if (!way.some((room, i) => i > 0 && tunnel(way[i - 1], room))) {
        session.dispose();
        continue;
      }
      const heard = way.slice(1).map((room) => game.goTo(room).text);
      way.slice(1).forEach((room, i) => {
        const from = way[i];
        if (tunnel(from, room)) expect(heard[i]).toMatch(/^You went under a corridor\. /);
        else if (json.under.some(([, , c]) => c === room)) expect(heard[i]).toMatch(/^You went over a tunnel\. /);
        else expect(heard[i]).not.toMatch(/You went/);
      });
      expect(game.out).toBe(true);
      session.dispose();
      return;
    }
    throw new Error('no weave maze of 8 x 8 had a tunnel on its way out');
  });

  it('a maze of any other shape has no crossings', () => {
    const session = engine.newSession(1, 1, '0');
    new MazeSequence(session, { method: 'walk', shape: 'square', rows: 5, cols: 5, seed: '1' }).first();
    expect(new Game(session).crossings.size).toBe(0);
    session.dispose();
  });
});
