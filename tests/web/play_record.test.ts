// play_record.test.ts: finished games kept in storage, checked when read back, capped, and summed up per method.
import { describe, expect, it } from 'vitest';
import {
  GAMES_KEY, type GameRecord, MAX_GAMES, type Store, checkRecord, checkRecords, loadGames, median, recordOf, replaceGames, saveGame, summarise,
} from '../../web/src/play/record';

/** A store kept in a Map, as localStorage keeps strings (the page passes localStorage itself). */
function store(): Store & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v) };
}

const GAME: GameRecord = { method: 'walk', shape: 'square', rows: 10, cols: 10, steps: 52, shortest: 46, wrongTurns: 3, ms: 38_000, far: false, fog: false, seed: '2083', nth: 1 };

describe('a record', () => {
  it('is made from a finished game', () => {
    const r = recordOf({ steps: 52, shortest: 46, wrongTurns: 3, ms: 38_000.4 }, { method: 'walk', shape: 'square', rows: 10, cols: 10, far: false, fog: false, seed: '2083', nth: 1 });
    expect(r).toEqual(GAME);
    expect(recordOf({ steps: 5, shortest: 5, wrongTurns: 0, ms: 1 }, { method: 'wilson', shape: 'hex', rows: 3, cols: 3, far: true, fog: true })).toEqual({
      method: 'wilson', shape: 'hex', rows: 3, cols: 3, steps: 5, shortest: 5, wrongTurns: 0, ms: 1, far: true, fog: true,
    });
    expect(() => recordOf({ steps: 4, shortest: 5, wrongTurns: 0, ms: 1 }, { method: 'walk', shape: 'square', rows: 3, cols: 3, far: false, fog: false })).toThrow(
      'This game cannot be kept: its numbers do not add up',
    );
  });

  it('read back is checked field by field: anything off is dropped, extra fields are left behind', () => {
    expect(checkRecord({ ...GAME, extra: '<script>' })).toEqual(GAME);
    const bad: unknown[] = [
      null, 'walk', [], { ...GAME, method: 'teleport' }, { ...GAME, shape: 'star' }, { ...GAME, rows: 0 }, { ...GAME, cols: 2.5 },
      { ...GAME, rows: 5000, cols: 5000 }, { ...GAME, steps: 45 }, { ...GAME, wrongTurns: -1 }, { ...GAME, wrongTurns: 53 },
      { ...GAME, ms: Number.NaN }, { ...GAME, ms: -1 }, { ...GAME, ms: 1e12 }, { ...GAME, far: 'yes' }, { ...GAME, fog: undefined },
      { ...GAME, seed: 2083 }, { ...GAME, seed: '20 83' }, { ...GAME, nth: 0 }, { ...GAME, nth: undefined }, { ...GAME, seed: undefined },
    ];
    for (const value of bad) expect(checkRecord(value), JSON.stringify(value)).toBeNull();
    expect(checkRecords([GAME, null, { ...GAME, steps: 'many' }, GAME])).toEqual([GAME, GAME]);
    expect(checkRecords({ games: [GAME] })).toEqual([]);
  });
});

describe('storage', () => {
  it('keeps games under maze-lesson:games, oldest first', () => {
    const s = store();
    expect(loadGames(s)).toEqual([]);
    saveGame(GAME, s);
    const second = { ...GAME, steps: 46, wrongTurns: 0, nth: 2 };
    expect(saveGame(second, s)).toEqual([GAME, second]);
    expect(JSON.parse(s.map.get(GAMES_KEY)!)).toEqual([GAME, second]);
    expect(loadGames(s)).toEqual([GAME, second]);
  });

  it('trusts nothing it reads back, and survives storage that is off or full', () => {
    const s = store();
    for (const text of ['not json', '{"a":1}', '42', 'null', JSON.stringify([{ ...GAME, ms: 'soon' }])]) {
      s.map.set(GAMES_KEY, text);
      expect(loadGames(s), text).toEqual([]);
    }
    s.map.set(GAMES_KEY, JSON.stringify([GAME, { bad: true }]));
    expect(loadGames(s)).toEqual([GAME]);
    expect(loadGames(null)).toEqual([]);
    const full: Store = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(saveGame(GAME, full)).toEqual([GAME]);
    const off: Store = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {},
    };
    expect(loadGames(off)).toEqual([]);
  });

  it('keeps only the newest games past the cap', () => {
    const s = store();
    replaceGames(Array.from({ length: MAX_GAMES }, (_, i) => ({ ...GAME, nth: i + 1 })), s);
    const games = saveGame({ ...GAME, nth: MAX_GAMES + 1 }, s);
    expect(games).toHaveLength(MAX_GAMES);
    expect(games[0].nth).toBe(2);
    expect(games.at(-1)!.nth).toBe(MAX_GAMES + 1);
    expect(loadGames(s)).toEqual(games);
    replaceGames([], s);
    expect(loadGames(s)).toEqual([]);
  });
});

describe('summaries', () => {
  it('per method, in the lesson’s order: games, median time, median steps over shortest', () => {
    const g = (method: GameRecord['method'], steps: number, shortest: number, ms: number, shape: GameRecord['shape'] = 'square'): GameRecord => ({
      ...GAME, method, steps, shortest, ms, wrongTurns: 0, shape,
    });
    const records = [
      g('walls', 30, 20, 9000), g('walk', 46, 46, 20_000), g('walk', 60, 40, 30_000), g('walk', 92, 46, 50_000),
      g('walls', 24, 24, 7000), g('wilson', 5, 5, 100, 'hex'), g('walk', 1, 0, 10),
    ];
    expect(summarise(records)).toEqual([
      { method: 'walk', games: 4, medianMs: 25_000, medianOverShortest: 1.25 }, // ratios 1, 1.5, 2, and 1 for a maze with no steps to take
      { method: 'walls', games: 2, medianMs: 8000, medianOverShortest: 1.25 },
      { method: 'wilson', games: 1, medianMs: 100, medianOverShortest: 1 },
    ]);
    expect(summarise(records, (r) => r.shape === 'hex')).toEqual([{ method: 'wilson', games: 1, medianMs: 100, medianOverShortest: 1 }]);
    expect(summarise([])).toEqual([]);
    expect(median([3, 1, 2])).toBe(2);
    expect(median([])).toBeNaN();
  });
});
