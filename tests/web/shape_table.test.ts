// shape_table.test.ts: the page and the package ask the engine's table of shapes (SHAPE_FACTS) what a shape
// can do: no product file compares a shape's id to a word, outside the shape's own files and the table.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHAPES, SHAPE_FACTS } from 'maze-engine/engine';
import { ROOT, codeFiles } from './code_files';

const TREES = ['web/src', 'packages/maze-engine/src'];
/** The table as the package types it; the generated copy is the build's. */
const TABLE = 'packages/maze-engine/src/tables.ts';

const Q = `['"\`]`;
/**
 * The comparisons of a value with a shape's id: `=== 'hex'`, `'hex' !==`, `case 'hex':`, `.includes('hex')`, and
 * a constant that only names one to compare with (`const WEAVE_SHAPE = 'weave';`).
 */
function compared(id: string): RegExp {
  return new RegExp(
    `[!=]==?\\s*${Q}${id}${Q}|${Q}${id}${Q}\\s*[!=]==?|case\\s+${Q}${id}${Q}\\s*:|includes\\(\\s*${Q}${id}${Q}|(?:const|let|var)\\s+\\w+\\s*(?::[^=]*)?=\\s*${Q}${id}${Q}\\s*;`,
  );
}
/** A shape cast to a string to be compared (`(shape as string) === SOME_SHAPE`): the row's fact is the question. */
const CAST = /as string\)\s*[!=]==?/;

/** A shape's own files are named after it (mask.ts, mask_maker.ts, weave.ts). */
const own = (path: string, id: string): boolean => {
  const base = path.split('/').at(-1)!;
  return base.startsWith(`${id}.`) || base.startsWith(`${id}_`);
};

describe('one table of shapes', () => {
  const files = codeFiles(TREES, /\.(ts|mts|js|mjs)$/).map((f) => [f, readFileSync(join(ROOT, f), 'utf8')] as const);

  it.each(SHAPES.map((s) => [s]))('no file compares a shape to %s outside its own files and the table', (id) => {
    const named = files.filter(([path, text]) => path !== TABLE && !own(path, id) && compared(id).test(text)).map(([path]) => path);
    expect(named).toEqual([]);
  });

  it('no file casts a shape to a string to compare it', () => {
    const cast = files.filter(([path, text]) => path !== TABLE && text.split('\n').some((line) => /shape/i.test(line) && CAST.test(line)));
    expect(cast.map(([path]) => path)).toEqual([]);
  });

  it('finds a shape compared in any of the ways', () => {
    for (const line of ["if (shape === 'square')", "shape !== \"hex\"", "case 'circle':", "'weave' === s", "['mask'].includes('mask')", "const WEAVE_SHAPE = 'weave';"])
      expect(SHAPES.some((id) => compared(id).test(line))).toBe(true);
    expect(compared('circle').test("svg('circle', { r: 5 })")).toBe(false);
    expect(CAST.test('(set.shape as string) === MASK_SHAPE')).toBe(true);
  });

  it('has a row for every shape, with the facts the page asks', () => {
    expect(Object.keys(SHAPE_FACTS)).toEqual([...SHAPES]);
    for (const s of SHAPES) {
      const f = SHAPE_FACTS[s];
      expect(f.name).toBe(s);
      expect(['grid', 'rings', 'drawing']).toContain(f.sized);
      expect(f.ways.length).toBeGreaterThan(0);
      expect(f.maxRooms).toBeGreaterThan(0);
    }
    // The lesson's own shape comes first: a maze's shape when none is said.
    expect(SHAPE_FACTS[SHAPES[0]].lesson).toBe(true);
  });
});
