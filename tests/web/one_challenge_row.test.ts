// one_challenge_row.test.ts: a challenge is named only in its row (web/src/lesson/challenge_table.ts), its own files
// (files named after it: its program, its help's programs and picture), its help's entry (help.json) and its text on
// the lesson's page. Everything else reads the row, so a new challenge is a row, its program, its help and its text.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHALLENGE_NAMES } from '../../web/src/lesson/challenge_table';
import { ROOT, codeFiles } from './code_files';

const ROW = 'web/src/lesson/challenge_table.ts';
const HELP = 'web/src/lesson/help/help.json';
const TEXT = 'web/index.html';
const CODE = /\.(ts|mts|mjs|js|py|html|json|sh)$/;

/**
 * Files that name a challenge for a reason of their own: the lesson's corridors program counts dead ends with a
 * function the lesson itself calls by that name (the lesson's text, kept as written).
 */
const ALSO: Record<string, string[]> = {
  dead_ends: ['web/src/lesson/programs/corridors.py'],
};

/**
 * The ways a challenge is named: its name quoted ('farthest', "dead_ends", `is_perfect`), its link (#challenge-NAME),
 * called (farthest(maze)) or, a name with _ being no everyday word, written anywhere (a comment, a file name). A
 * name that is an everyday word (the two rooms farthest apart) is not looked for in prose.
 */
function spelling(name: string): RegExp {
  const quoted = `['"\`]${name}['"\`]`;
  const linked = `challenge-${name}\\b`;
  const called = `(?<![\\w.])${name}\\(`;
  const written = name.includes('_') ? `|(?<![A-Za-z0-9])${name}(?![A-Za-z0-9])` : '';
  return new RegExp(`${quoted}|${linked}|${called}${written}`);
}

describe('one row a challenge', () => {
  const files = codeFiles(['web', 'scripts'], CODE).map((f) => [f, readFileSync(join(ROOT, f), 'utf8')] as const);
  it('finds the challenges', () => {
    expect(CHALLENGE_NAMES.length).toBeGreaterThanOrEqual(3);
  });
  it.each(CHALLENGE_NAMES.map((n) => [n]))('%s is named only in its row, its own files, its help and its text', (name) => {
    const own = (path: string): boolean => {
      const base = path.split('/').at(-1)!;
      return base.startsWith(`${name}.`) || base.startsWith(`${name}_`);
    };
    const named = files.filter(([path, text]) => !own(path) && spelling(name).test(text)).map(([path]) => path);
    expect(named.filter((f) => ![ROW, HELP, TEXT, ...(ALSO[name] ?? [])].includes(f))).toEqual([]);
    // The reasons only shrink: a file that no longer names it leaves the list.
    expect((ALSO[name] ?? []).filter((f) => !named.includes(f))).toEqual([]);
    // Its row, its help and its text do name it; its program is a file of its own.
    for (const place of [ROW, HELP, TEXT]) expect(spelling(name).test(readFileSync(join(ROOT, place), 'utf8'))).toBe(true);
    expect(files.some(([path]) => path === `web/src/lesson/programs/${name}.py`)).toBe(true);
  });
  it('tells a challenge named from the everyday word', () => {
    expect(spelling('farthest').test("if (spec.name === 'farthest')")).toBe(true);
    expect(spelling('farthest').test('<a href="#challenge-farthest">')).toBe(true);
    expect(spelling('farthest').test('the two rooms farthest apart')).toBe(false);
    expect(spelling('farthest').test('maze.farthest()')).toBe(false);
    expect(spelling('dead_ends').test('// a folder with dead_ends.py')).toBe(true);
    expect(spelling('dead_ends').test('facts.deadEnds')).toBe(false);
  });
});
