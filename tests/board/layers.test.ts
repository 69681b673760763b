// layers.test.ts: the board never imports the lesson, and makes no synthetic DOM events (what each folder may import:
// its README, checked by tests/web/folders.test.ts).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(__dirname, '../../web/src');
const BOARD = join(SRC, 'board');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
  });
}

describe('the board\'s imports', () => {
  const all = files(BOARD);

  it('the board never imports the lesson, and makes no synthetic DOM events', () => {
    for (const file of all) {
      const text = readFileSync(file, 'utf8');
      expect(text, file).not.toMatch(/from '(\.\.\/)+lesson\//);
      expect(text, file).not.toMatch(/dispatchEvent\(new Event\(/);
    }
  });
});
