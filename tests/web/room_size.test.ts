// room_size.test.ts: no product code file is over 400 lines (a file that grows past it is split by idea).
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { extname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const MOST_LINES = 400;

/**
 * Product code: the program files of the engine, the page, the package and the scripts.
 * Not counted: tests, the engine's build output (generated/), and stylesheets and HTML pages.
 */
const FOLDERS = ['wasm', 'web', 'packages', 'scripts'];
const CODE = new Set(['.ts', '.mts', '.js', '.mjs', '.cjs', '.py', '.sh', '.cpp', '.cc', '.h', '.hpp']);
const SKIP = new Set(['node_modules', 'generated', 'dist', 'build']);

/** Over the limit for now, each with what ends it; a file here that is back under the limit, or gone, must leave the list. */
const WAITING: Record<string, string> = {};

function codeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return SKIP.has(name) ? [] : codeFiles(path);
    return CODE.has(extname(name)) ? [path] : [];
  });
}

const lines = (path: string): number => readFileSync(path, 'utf8').split('\n').filter((line, i, all) => i < all.length - 1 || line !== '').length;

describe('rooms of one idea', () => {
  const files = FOLDERS.flatMap((folder) => codeFiles(join(ROOT, folder))).map((path) => relative(ROOT, path));

  it('finds the product code it counts', () => {
    expect(files).toContain('web/src/python/client.ts');
    expect(files).toContain('wasm/bindings.cpp');
    expect(files).toContain('scripts/setup.sh');
    expect(files.some((f) => f.startsWith('tests/') || f.endsWith('.css') || f.endsWith('.html'))).toBe(false);
  });

  it(`no product code file is over ${MOST_LINES} lines`, () => {
    const over = files.filter((f) => !(f in WAITING) && lines(join(ROOT, f)) > MOST_LINES).map((f) => `${f}: ${lines(join(ROOT, f))} lines`);
    expect(over).toEqual([]);
  });

  it('every file waiting to be split is still there and still over the limit', () => {
    for (const file of Object.keys(WAITING)) {
      expect(existsSync(join(ROOT, file)), `${file} is gone: take it off WAITING`).toBe(true);
      expect(lines(join(ROOT, file)), `${file} is split: take it off WAITING`).toBeGreaterThan(MOST_LINES);
    }
  });
});
