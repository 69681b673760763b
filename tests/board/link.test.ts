// link.test.ts: the board's link: every hash read back to the same board, and bad or partial hashes falling back with the exact words a student sees.
import { beforeAll, describe, expect, it } from 'vitest';
import { LESSON_METHODS, SHAPES, loadEngine } from 'maze-engine/engine';
import { type BoardLink, LINK_SHAPES, formatLink, isBoardHash, isLinkShape, linkOf, parseLink, settingsOf } from '../../web/src/board/state/link';

const BASE: BoardLink = { rows: 10, cols: 10, seed: '2083', method: 'walk', shape: 'square', tree: 'off', distance: false, text: false, route: false };

function read(hash: string): { link: BoardLink | null; problem: string } {
  const r = parseLink(hash);
  if (r.kind !== 'link') throw new Error(`${hash} was not read as a link`);
  return { link: r.link, problem: r.problem };
}

describe('a board link', () => {
  // A link's seed is the engine's to check: the board reads a link once the engine has loaded.
  beforeAll(async () => {
    await loadEngine();
  });

  it('writes the lesson\'s maze as the issue shows it', () => {
    expect(formatLink(BASE)).toBe('rows=10&cols=10&seed=2083&method=walk&shape=square');
    expect(formatLink({ ...BASE, tree: 'over', distance: true, text: true, route: true })).toBe(
      'rows=10&cols=10&seed=2083&method=walk&shape=square&view=tree,distance,text&route=1',
    );
    expect(formatLink({ ...BASE, tree: 'family' })).toBe('rows=10&cols=10&seed=2083&method=walk&shape=square&view=family');
  });

  it('reads back every method, size, seed and view it writes, with nothing to say', () => {
    const seeds = ['0', '7', '-5', '+12', '123456789012345678901234567890'];
    for (const method of LESSON_METHODS) {
      for (const [rows, cols] of [[1, 1], [1, 4000], [4000, 1], [7, 13]]) {
        for (const seed of seeds) {
          for (const views of [{}, { tree: 'over' }, { tree: 'family', distance: true }, { text: true, route: true }] as Partial<BoardLink>[]) {
            const link: BoardLink = { ...BASE, method, rows, cols, seed, ...views };
            expect(read(`#${formatLink(link)}`)).toEqual({ link, problem: '' });
          }
        }
      }
    }
  });

  it('takes the parts in any order, with or without the #', () => {
    expect(read('seed=9&method=wilson&cols=3&rows=2&shape=square&route=1&view=text,tree')).toEqual({
      link: { ...BASE, rows: 2, cols: 3, seed: '9', method: 'wilson', route: true, text: true, tree: 'over' },
      problem: '',
    });
    expect(read('#rows=10&cols=10&seed=2083&method=walk&shape=square&route=0')).toEqual({ link: BASE, problem: '' });
  });

  it('leaves the page\'s own anchors alone', () => {
    for (const hash of ['', '#', '#step-2', '#challenge-dead_ends', '#board']) {
      expect(isBoardHash(hash)).toBe(false);
      expect(parseLink(hash)).toEqual({ kind: 'none' });
    }
    expect(isBoardHash('#rows=3')).toBe(true);
  });
});

describe('a bad or partial link falls back, and says so', () => {
  it('bad values: each part takes the usual setting and is named', () => {
    expect(read('#rows=abc&cols=0&seed=12x&method=zigzag&shape=square')).toEqual({
      link: { ...BASE, seed: '' },
      problem:
        'This link was not quite right. "rows=abc" is not a whole number from 1 to 4000, so the board used 10. ' +
        '"cols=0" is not a whole number from 1 to 4000, so the board used 10. ' +
        '"seed=12x" is not a whole number, so the board picked a new seed. ' +
        '"method=zigzag" is not a method the board knows (walk, walls, frontier, wilson, aldous-broder, binary-tree, sidewinder, hunt-and-kill, growing-tree, eller, division), so it used walk.',
    });
    expect(read('#rows=4001&cols=2.5&seed=5&method=walls&shape=square').problem).toBe(
      'This link was not quite right. "rows=4001" is not a whole number from 1 to 4000, so the board used 10. ' +
        '"cols=2.5" is not a whole number from 1 to 4000, so the board used 10.',
    );
  });

  it('every shape of the board, and only those: another falls back to square', () => {
    for (const shape of ['square', 'hex', 'triangle', 'circle', 'voronoi']) {
      const r = read(`#rows=3&cols=3&seed=1&method=walk&shape=${shape}`);
      expect(r.link?.shape).toBe(shape);
      expect(r.problem).toBe('');
    }
    for (const shape of ['star', 'SQUARE', '']) {
      const r = read(`#rows=3&cols=3&seed=1&method=walk&shape=${shape}`);
      expect(r.link?.shape).toBe('square');
      expect(r.problem).toBe(`This link was not quite right. "shape=${shape}" is not a shape the board can draw (square, hex, triangle, circle, voronoi, mask, weave), so it used square.`);
    }
    // Every shape of the engine's table, in its order, by its title.
    expect(Object.keys(LINK_SHAPES)).toEqual(SHAPES);
    expect(LINK_SHAPES.voronoi).toBe('Random cells');
    expect(isLinkShape('square')).toBe(true);
    expect(isLinkShape('toString')).toBe(false);
  });

  it('a partial link: what it left out takes the usual setting, and a new seed', () => {
    expect(read('#seed=2083')).toEqual({
      link: BASE,
      problem: 'This link was not quite right. It left out rows, cols, method and shape, so the board used rows=10, cols=10, method=walk and shape=square.',
    });
    expect(read('#rows=5&cols=6&method=frontier&shape=square')).toEqual({
      link: { ...BASE, rows: 5, cols: 6, seed: '', method: 'frontier' },
      problem: 'This link was not quite right. It left out seed, so the board used a new seed.',
    });
  });

  it('unknown parts, bad views, a bad route and broken escapes are left out by name', () => {
    expect(read('#rows=3&cols=3&seed=1&method=walk&shape=square&colour=red&view=tree,maze&route=yes&x=%E0%A4%A')).toEqual({
      link: { ...BASE, rows: 3, cols: 3, seed: '1', tree: 'over' },
      problem:
        'This link was not quite right. "colour=red" is not part of a board link, so it was left out. ' +
        '"x=%E0%A4%A" could not be read, so it was left out. ' +
        '"view=maze" is not a view (tree, family, distance, text), so it was left out. ' +
        '"route=yes" should be route=1 (show the way out) or route=0.',
    });
  });

  it('a long bad value is cut short in the message', () => {
    expect(read(`#rows=${'9'.repeat(50)}&cols=1&seed=1&method=walk&shape=square`).problem).toBe(
      'This link was not quite right. "rows=99999999999999999999…" is not a whole number from 1 to 4000, so the board used 10.',
    );
  });

  it('a link that names no maze at all: the board starts as usual', () => {
    for (const hash of ['#foo=bar', '#view=tree&route=1', '#=']) {
      expect(read(hash)).toEqual({ link: null, problem: 'This link does not say which maze to show, so the board starts as usual.' });
    }
  });

  describe('a mask in a link', () => {
    const ANA = ['.XX.', '....', '.XX.'];

    it('carries the mask whole, and its size as rows and cols', () => {
      const link: BoardLink = { ...BASE, rows: 3, cols: 4, shape: 'mask', mask: ANA };
      const hash = formatLink(link);
      expect(hash).toBe('rows=3&cols=4&seed=2083&method=walk&shape=mask&mask=3x4.AQIGAgE');
      expect(read(`#${hash}`)).toEqual({ link, problem: '' });
      // The mask's own size wins over rows and cols that say otherwise.
      expect(read('#rows=9&cols=9&seed=2083&method=walk&shape=mask&mask=3x4.AQIGAgE').link).toEqual(link);
    });

    it('a missing or broken mask makes a square maze and says why; a mask for another shape is left out', () => {
      expect(read('#rows=3&cols=4&seed=1&method=walk&shape=mask')).toEqual({
        link: { ...BASE, rows: 3, cols: 4, seed: '1' },
        problem: 'This link was not quite right. It has no mask. So the board made a square maze.',
      });
      expect(read('#rows=3&cols=4&seed=1&method=walk&shape=mask&mask=3x4.AQI').problem).toBe(
        'This link was not quite right. The mask in this link holds 3 of its 12 places. So the board made a square maze.',
      );
      expect(read('#rows=3&cols=4&seed=1&method=walk&shape=mask&mask=300x400.AQI').problem).toBe(
        'This link was not quite right. The mask in this link is 300 × 400: that is 120,000 places, and a mask can have at most 10,000. So the board made a square maze.',
      );
      expect(read('#rows=3&cols=4&seed=1&method=walk&shape=hex&mask=3x4.AQIGAgE')).toEqual({
        link: { ...BASE, rows: 3, cols: 4, seed: '1', shape: 'hex' },
        problem: 'This link was not quite right. "mask=3x4.AQIGAgE" is for mazes of the shape mask, and this link is not for one, so it was left out.',
      });
    });

    it('a board on a mask has a link only once it has its mask', () => {
      const settings = { rows: 3, cols: 4, seed: '7', method: 'walk' as const, shape: 'mask' as const };
      expect(linkOf(settings, { tree: 'off', distance: false, text: false }, false)).toBeNull();
      const link = linkOf({ ...settings, mask: ANA }, { tree: 'off', distance: false, text: false }, false)!;
      expect(settingsOf(read(`#${formatLink(link)}`).link!)).toEqual({ ...settings, pick: 'newest', braid: 0, mask: ANA });
    });
  });
});
