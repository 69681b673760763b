// folders.test.ts: every product folder (web/src, packages/maze-engine/src, wasm) has a README whose "May import:"
// (TypeScript) or "May include:" (C++) line is true: each import of its code is listed, and each thing listed is
// there (a list may allow more than the code uses today, never less). The one check of the folders' imports: the README is the fact, this test reads it.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const TREES = ['web/src', 'packages/maze-engine/src', 'wasm'];
/** Made by the build, not written: no README of its own. */
const MADE = ['packages/maze-engine/src/generated'];
const CODE = /\.(ts|mjs|js|cpp|h|py)$/;
/** The engine's C++ includes are written from wasm/engine ("shapes/grid.h"). */
const ENGINE = 'wasm/engine';

/** Every folder under the trees that holds code, as paths from the project's root. */
function folders(dir: string): string[] {
  if (MADE.includes(dir)) return [];
  const names = readdirSync(join(ROOT, dir));
  const here = names.some((n) => CODE.test(n) && statSync(join(ROOT, dir, n)).isFile()) ? [dir] : [];
  return [...here, ...names.filter((n) => statSync(join(ROOT, dir, n)).isDirectory()).flatMap((n) => folders(`${dir}/${n}`))];
}

/** The README's list: "May import: `../state`, `maze-engine/engine`." or "May include: base/, shapes/." ("nothing": none). */
function listed(folder: string): { kind: 'import' | 'include'; items: string[] } | null {
  const path = join(ROOT, folder, 'README.md');
  if (!existsSync(path)) return null;
  const text = readFileSync(path, 'utf8').replace(/\s*\n\s*/g, ' ');
  const m = /May (import|include): (.*?)\.(?:\s|$)/.exec(text);
  if (!m) return null;
  const items = m[2] === 'nothing' ? [] : [...m[2].matchAll(m[1] === 'import' ? /`([^`]+)`/g : /([a-z_]+)\//g)].map((x) => x[1].replace(/(.)\/$/, '$1'));
  return { kind: m[1] as 'import' | 'include', items };
}

/** What one file imports, each as a path from the root (a file or a folder) or a package name. */
function uses(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  if (file.endsWith('.py')) return [];
  if (/\.(cpp|h)$/.test(file)) {
    // "shapes/grid.h" is the engine's folder shapes; "engine.h" beside the file is its own.
    return [...text.matchAll(/#include "([^"]+)"/g)].map(([, spec]) => (spec.includes('/') ? `${ENGINE}/${spec}` : `${dirname(file)}/${spec}`));
  }
  return [...text.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*'([^']+)'/g)]
    .map(([, spec]) => spec.replace(/\?\w+$/, ''))
    .filter((spec) => spec.startsWith('.') || spec.startsWith('maze-engine'))
    .filter((spec) => !spec.endsWith('.css') && !spec.endsWith('.json') && !spec.endsWith('.py') && !spec.endsWith('.html'))
    .map((spec) => (spec.startsWith('.') ? relative(ROOT, resolve(ROOT, dirname(file), spec)) : spec));
}

/** The list's items as paths from the root (folders or files) or package names. */
function allowedPaths(folder: string, kind: 'import' | 'include', items: string[]): string[] {
  if (kind === 'include') return items.map((name) => `${ENGINE}/${name}`);
  return items.map((item) => (item.startsWith('.') ? relative(ROOT, resolve(ROOT, folder, item)) : item));
}

/** `used` (a module path without its extension, or a package name) is the item or inside it. */
const within = (used: string, item: string): boolean => used === item || used.startsWith(`${item}/`) || used.replace(/\.\w+$/, '') === item.replace(/\.\w+$/, '');

describe('every product folder says truly what it may import', () => {
  const all = TREES.flatMap(folders);

  it('finds the folders (web/src, the package, the engine and its bindings)', () => {
    for (const f of ['web/src/board/state', 'web/src/lesson', 'packages/maze-engine/src', 'wasm', 'wasm/cli', 'wasm/engine/shapes']) expect(all).toContain(f);
  });

  it.each(all)('%s', (folder) => {
    const list = listed(folder);
    expect(list, `${folder}/README.md with a line "May import: ..." or "May include: ..."`).not.toBeNull();
    const allowed = allowedPaths(folder, list!.kind, list!.items);
    const code = readdirSync(join(ROOT, folder)).filter((n) => CODE.test(n)).map((n) => `${folder}/${n}`);
    const wrong: string[] = [];
    for (const file of code) {
      for (const used of uses(file)) {
        // Its own folder's files are always there to use.
        if (dirname(used) === folder && !used.startsWith('maze-engine')) continue;
        if (!allowed.some((a) => within(used, a))) wrong.push(`${file} uses ${used}`);
      }
    }
    expect(wrong, 'used but not listed').toEqual([]);
    const missing = allowed.filter((a) => !a.startsWith('maze-engine') && !existsSync(join(ROOT, a)) && !existsSync(join(ROOT, `${a}.ts`)));
    expect(missing, 'listed but not there').toEqual([]);
  });
});
