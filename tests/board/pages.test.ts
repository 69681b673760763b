// pages.test.ts: moved.json, the one table of the parts that left the lesson for pages of their own, says
// exactly the ids those pages hold and the lesson does not; vite.config.ts builds every page.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import MOVED from '../../web/src/pages/moved.json';

const WEB = resolve(__dirname, '../../web');
const ids = (page: string): string[] => [...readFileSync(resolve(WEB, page), 'utf8').matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);

describe('the pages', () => {
  it('moved.json lists every id of each companion page that the lesson does not hold, and nothing else', () => {
    const lesson = new Set(ids('index.html'));
    for (const [page, moved] of Object.entries(MOVED)) {
      expect(moved, page).toEqual(ids(page).filter((id) => id !== 'main' && !lesson.has(id)));
    }
  });

  it('every page is built', () => {
    const config = readFileSync(resolve(__dirname, '../../vite.config.ts'), 'utf8');
    for (const page of ['index.html', 'teacher.html', ...Object.keys(MOVED)]) expect(config).toContain(`'${page}'`);
  });
});
