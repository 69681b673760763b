// one_table.test.ts: a method is named, in any spelling, only in its own files (its step machine,
// its Python program: files named after it), the engine's one table and the board's words for it.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { METHODS } from 'maze-engine/engine';
import { ROOT, codeFiles } from './code_files';

const TABLE = 'wasm/engine/tables/methods.cpp';
const WORDS = 'web/src/board/state/methods.ts';
const CODE = /\.(ts|mts|mjs|js|cpp|h|hpp|sh|py)$/;

// Ids that are everyday words (a robot walks, walls stand in JSON too, a search has a frontier, a
// number a division) cannot be told from the words: they are looked for as Method::Name only.
const EVERYDAY = new Set(['walk', 'walls', 'frontier', 'division']);

/** The spellings of an id: hunt-and-kill, hunt_and_kill, HuntAndKill, huntAndKill (any case). */
function spelling(id: string): RegExp {
  const words = id.split('-');
  if (words.length === 1 && EVERYDAY.has(id)) return new RegExp(`Method::${id[0].toUpperCase()}${id.slice(1)}\\b`);
  return new RegExp(`(?<![a-z])(${words.join('[-_ ]?')})(?![a-z])`, 'i');
}

/**
 * Files that still name a method outside its own files, the table and the words: the endless maze
 * (Eller's rows). The list only shrinks: a file cleaned must leave it, and no other file may join it.
 */
const STILL: Record<string, string[]> = {
  'eller': [
    'wasm/cli/cli_endless.h',
    'wasm/cli/cli_usage.cpp',
    'wasm/engine/endless/endless.h',
  ],
};

describe('one table of methods', () => {
  const files = codeFiles(['wasm', 'web', 'packages', 'scripts'], CODE).map((f) => [f, readFileSync(join(ROOT, f), 'utf8')] as const);
  it.each(METHODS.map((m) => [m]))('%s is named only in its own files, the table and its words', (id) => {
    const own = (path: string): boolean => {
      const base = path.split('/').at(-1)!;
      const snake = id.replaceAll('-', '_');
      return base.startsWith(`${snake}.`) || base.startsWith(`${snake}_`);
    };
    const named = files.filter(([path, text]) => !own(path) && spelling(id).test(text)).map(([path]) => path);
    expect(named.filter((f) => f !== TABLE && f !== WORDS && !(STILL[id] ?? []).includes(f))).toEqual([]);
    // The list of files still to clean only shrinks: a file cleaned leaves it.
    expect((STILL[id] ?? []).filter((f) => !named.includes(f))).toEqual([]);
    // The table holds every id, quoted.
    expect(readFileSync(join(ROOT, TABLE), 'utf8')).toContain(`"${id}"`);
  });
  it('finds a method named in a file that is not its own', () => {
    expect(spelling('hunt-and-kill').test('// HuntAndKill grows')).toBe(true);
    expect(spelling('hunt-and-kill').test("m === 'hunt_and_kill'")).toBe(true);
    expect(spelling('walk').test('the robot walks')).toBe(false);
    expect(spelling('walk').test('Method::Walk')).toBe(true);
    expect(relative(ROOT, join(ROOT, TABLE))).toBe(TABLE);
  });
});
