// layers.test.ts: the board's folders import one way (each folder's README says what it may import), and the board never imports the lesson.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(__dirname, '../../web/src');
const BOARD = join(SRC, 'board');

/** What each folder of the board may import, besides itself (paths under web/src). */
const MAY: Record<string, string[]> = {
  state: ['common', 'engine'],
  draw: ['board/state', 'common', 'engine'],
  run: ['board/state', 'board/draw', 'common', 'engine'],
  panel: ['board/state', 'common', 'engine'],
  mine: ['board/state', 'board/draw', 'board/run', 'board/panel', 'common', 'python', 'engine'],
  robot: ['board/state', 'board/draw', 'board/run', 'board/panel', 'common', 'engine'],
  home: ['board/state', 'board/run', 'board/panel', 'common', 'student', 'engine'],
  play: ['board/state', 'board/draw', 'board/run', 'board/panel', 'common', 'play', 'engine'],
  ask: ['board/state', 'board/draw', 'board/run', 'board/panel', 'common', 'engine'],
  mask: ['board/state', 'board/draw', 'board/run', 'board/panel', 'common', 'student', 'engine'],
  compose: ['board/state', 'board/draw', 'board/run', 'board/panel', 'board/mine', 'board/robot', 'board/home', 'board/play', 'board/ask', 'board/mask', 'common', 'student', 'engine'],
  '.': ['board/compose', 'engine'],
};

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
  });
}

/** The folder under web/src an import lands in: board/state, engine, common, ... */
function landing(from: string, spec: string): string {
  const to = relative(SRC, resolve(dirname(from), spec));
  const parts = to.split('/');
  return parts[0] === 'board' && parts.length > 2 ? `board/${parts[1]}` : parts[0];
}

describe('the board\'s imports', () => {
  const all = files(BOARD);

  it('every folder has its README and imports only what it says', () => {
    const wrong: string[] = [];
    for (const file of all) {
      const folder = relative(BOARD, dirname(file)) || '.';
      expect(Object.keys(MAY), file).toContain(folder);
      const own = folder === '.' ? 'board' : `board/${folder}`;
      for (const [, spec] of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)) {
        if (spec.endsWith('.css') || spec.endsWith('.ts?worker')) continue;
        const to = landing(file, spec);
        if (to !== own && !MAY[folder].includes(to)) wrong.push(`${relative(SRC, file)} imports ${spec} (${to})`);
      }
    }
    expect(wrong).toEqual([]);
    for (const folder of Object.keys(MAY)) expect(statSync(join(BOARD, folder, 'README.md')).isFile()).toBe(true);
  });

  it('the board never imports the lesson, and makes no synthetic DOM events', () => {
    for (const file of all) {
      const text = readFileSync(file, 'utf8');
      expect(text, file).not.toMatch(/from '(\.\.\/)+lesson\//);
      expect(text, file).not.toMatch(/dispatchEvent\(new Event\(/);
    }
  });
});
