// settings.test.ts: the board's settings as one plain object: its defaults, its limits and what is typed, and a link round trip for every method and shape.
import { beforeAll, describe, expect, it } from 'vitest';
import { LESSON_METHODS, SHAPES, loadEngine } from 'maze-engine/engine';
import { linkOf, parseLink, settingsOf, viewsOf, formatLink } from '../../web/src/board/state/link';
import { DEFAULT_SETTINGS, INSTANT, SPEEDS, Settings, speedText } from '../../web/src/board/state/settings';
import { NO_VIEWS, nextTree } from '../../web/src/board/state/views';

describe('the settings object', () => {
  // The seed and the size are the engine's to check: the board is made once it has loaded.
  beforeAll(async () => {
    await loadEngine();
  });

  it('starts as the lesson does: 10 × 10, a new seed each time, the random walk, squares, 25 steps a second', () => {
    expect(DEFAULT_SETTINGS).toEqual({ rows: 10, cols: 10, seed: '', method: 'walk', shape: 'square', speed: 3, mine: false, pick: 'newest', braid: 0, mask: null, maskWord: '' });
    const s = new Settings();
    expect(s.value).toEqual(DEFAULT_SETTINGS);
    expect(s.ready()).toEqual(DEFAULT_SETTINGS);
    expect(speedText(s.value.speed)).toBe('25 steps a second');
    expect(speedText(INSTANT)).toBe('Instant');
    expect(speedText(7)).toBe('10,000 steps a second');
    expect(SPEEDS[INSTANT]).toBe(Number.POSITIVE_INFINITY);
  });

  it('takes what is typed when it is a setting, and keeps a problem beside its box when it is not', () => {
    const s = new Settings();
    const told: string[] = [];
    s.onProblems = (p) => told.push(JSON.stringify(p));
    const heard: string[][] = [];
    s.subscribe((_v, changed) => heard.push([...changed].map(String)));
    s.typed('rows', ' 25 ');
    expect(s.value.rows).toBe(25);
    expect(heard).toEqual([['rows']]);
    s.typed('rows', '0');
    expect(s.problems).toEqual({ rows: 'Rows must be at least 1.' });
    expect(s.value.rows).toBe(25); // the last good value stays
    expect(s.ready()).toBeNull();
    s.typed('rows', '4001');
    expect(s.problems.rows).toBe('Rows can be at most 4,000: 4,001 is too many.');
    s.typed('rows', 'ten');
    expect(s.problems.rows).toBe('Rows must be a whole number from 1 to 4000.');
    s.typed('rows', '');
    expect(s.problems.rows).toBe('Type how many rows: a whole number from 1 to 4000.');
    s.typed('rows', '4000');
    s.typed('cols', '4000');
    expect(s.problems).toEqual({});
    expect(s.value.rows * s.value.cols).toBe(16_000_000);
    s.typed('cols', '4000');
    s.typed('seed', '12x');
    expect(s.problems).toEqual({ seed: 'A seed must be a whole number, like 2083 (got "12x"). Leave it empty to get a new maze each time.' });
    expect(s.sized()).not.toBeNull(); // a wrong seed does not stop a fresh board of this size
    s.typed('seed', '-2083');
    expect(s.value.seed).toBe('-2083');
    expect(s.ready()).not.toBeNull();
    expect(told.at(-1)).toBe('{}');
  });

  it('a size too big for its shape is a problem beside Columns while it lasts', () => {
    const s = new Settings({ rows: 200, cols: 200 });
    s.set({ shape: 'hex' });
    expect(s.problems).toEqual({ cols: 'That is 40,000 rooms: the board draws shapes up to 10,000 rooms (like 100 × 100).' });
    expect(s.sized()).toBeNull();
    s.typed('rows', '50');
    expect(s.problems).toEqual({});
    // A circle's rooms are counted as the engine counts them (its outer rings hold more), by the same one rule.
    s.set({ shape: 'circle' });
    s.typed('cols', '6');
    s.typed('rows', '20');
    expect(s.problems).toEqual({});
    s.typed('rows', '200');
    expect(s.problems.cols).toMatch(/^That is [\d,]+ rooms: the board draws shapes up to 10,000 rooms \(like 100 × 100\)\.$/);
    // A size the engine cannot make at all is said in the engine's words.
    s.set({ shape: 'triangle' });
    s.typed('rows', '5');
    s.typed('cols', '1');
    expect(s.problems.cols).toMatch(/^A triangle maze with more than 2 rows needs at least 2 columns/);
  });

  it('replace() sets what a link or a picture says and clears every box\'s problem', () => {
    const s = new Settings();
    s.typed('rows', 'x');
    s.replace({ rows: 3, cols: 3, seed: '7' });
    expect(s.problems).toEqual({});
    expect(s.value).toMatchObject({ rows: 3, cols: 3, seed: '7' });
  });

  it('a link round trip: every method and shape, its settings and views back as they were', () => {
    for (const method of LESSON_METHODS)
      // (a mask's link carries its mask: tests/board/link.test.ts)
      for (const shape of SHAPES.filter((s) => s !== 'mask'))
        for (const views of [NO_VIEWS, { tree: 'over', distance: false, text: true }, { tree: 'family', distance: true, text: false }] as const)
          for (const route of [false, true]) {
            const settings = { rows: 7, cols: 12, seed: '2083', method, shape, pick: 'newest' as const, braid: route ? 40 : 0 };
            const link = linkOf(settings, views, route)!;
            const read = parseLink(`#${formatLink(link)}`);
            expect(read.kind).toBe('link');
            if (read.kind !== 'link' || !read.link) throw new Error('not read');
            expect(read.problem).toBe('');
            expect(settingsOf(read.link)).toEqual(settings);
            expect(viewsOf(read.link)).toEqual(views);
            expect(read.link.route).toBe(route);
          }
  });

  it('growing tree\'s pick and the loops go in a link only when they change the maze', () => {
    const base = { rows: 10, cols: 10, seed: '7', method: 'growing-tree' as const, shape: 'square' as const };
    expect(formatLink(linkOf({ ...base, pick: 'newest', braid: 0 }, NO_VIEWS, false)!)).toBe('rows=10&cols=10&seed=7&method=growing-tree&shape=square');
    const link = linkOf({ ...base, pick: 'random', braid: 30 }, NO_VIEWS, false)!;
    expect(formatLink(link)).toBe('rows=10&cols=10&seed=7&method=growing-tree&shape=square&pick=random&loops=30');
    const read = parseLink(`#${formatLink(link)}`);
    expect(read.kind === 'link' && settingsOf(read.link!)).toEqual({ ...base, pick: 'random', braid: 30 });
    // A pick for another method, and loops that are no share, are left out with a word.
    const bad = parseLink('#rows=10&cols=10&seed=7&method=walk&shape=square&pick=random&loops=500');
    expect(bad.kind === 'link' && bad.problem).toBe(
      'This link was not quite right. "pick=random" is how growing tree picks its rooms, and this link is not for growing tree, so it was left out. "loops=500" is not a share of dead ends from 0 to 100, so the board made a perfect maze.',
    );
  });

  it('Tree presses go off, over the maze, as a family tree, and off again', () => {
    expect([nextTree('off'), nextTree('over'), nextTree('family')]).toEqual(['over', 'family', 'off']);
  });
});
