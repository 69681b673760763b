// Each page loads only its own code: the requests of each page, opened at its top with nothing
// stored, hold the programs it shows and no other page's; Python loads only on a page with programs.
// A lesson page fetches each program it shows as a file of its own (assets/<name>-<hash>.py); the
// teacher's desk carries every program's text in its code (its copy finder sets them aside).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, acquireLesson, boardsDrawn, releaseLesson } from './helpers.mjs';

// The teacher's desk shows no program, but knows every one the lesson gives (its copy finder sets them aside).
const PAGES = ['index.html', 'robot.html', 'ten-print.html', 'more-ways.html', 'fill.html', 'teacher.html'];
const FOLDER = join(ROOT, 'web', 'src', 'lesson', 'programs');
const SOURCES = Object.fromEntries(readdirSync(FOLDER).filter((f) => f.endsWith('.py')).map((f) => [f.slice(0, -3), readFileSync(join(FOLDER, f), 'utf8')]));

/** Each program as the built code holds it: its whole text, a template literal of its own. */
const MARKS = Object.fromEntries(Object.entries(SOURCES).map(([name, text]) => [name, `\`${text.replace(/[\\`]/g, '\\$&').replaceAll('${', '\\${')}\``]));

/** The program a built file holds: assets/way_out-<hash>.py is way_out. */
const programOf = (path) => path.split('/').pop().replace(/(-[\w-]+)?\.py$/, '');

/** The programs a page shows, by its HTML. */
const shown = (page) => [...new Set([...readFileSync(join(ROOT, 'web', page), 'utf8').matchAll(/data-program="([a-z_]+)"/g)].map((m) => m[1]))].sort();

describe('each page loads only its own code', () => {
  let lesson;
  before(async () => {
    lesson = await acquireLesson();
  });
  after(() => releaseLesson());

  test('every program is built as a file of its own, its text unchanged', () => {
    const built = join(ROOT, 'dist', 'assets');
    const files = readdirSync(built).filter((f) => f.endsWith('.py'));
    assert.equal(Object.keys(SOURCES).length, 28);
    assert.deepEqual(files.map(programOf).sort(), Object.keys(SOURCES).sort());
    for (const file of files) assert.equal(readFileSync(join(built, file), 'utf8'), SOURCES[programOf(file)], file);
  });

  // The pages side by side, each in a browser context of its own: most of each test is waiting
  // (for Python to start loading, or 8 s to see it does not), so together they take the time of one.
  describe('every page, side by side', { concurrency: true }, () => {
    for (const path of PAGES) {
      test(`${path}: the programs it fetches are the ones it shows; Python only if it shows any`, { timeout: 120_000 }, async () => {
        const context = await lesson.browser.newContext({ viewport: { width: 1280, height: 800 } });
        try {
          const page = await context.newPage();
          const scripts = [];
          const urls = [];
          page.on('response', (response) => {
            urls.push(new URL(response.url()).pathname);
            if (/\.(m?js)$/.test(new URL(response.url()).pathname)) scripts.push(response.text().catch(() => ''));
          });
          await page.goto(lesson.url + (path === 'index.html' ? '' : path));
          await page.waitForLoadState('load');
          await boardsDrawn(page, { timeout: 60_000 });
          const programs = path === 'teacher.html' ? Object.keys(SOURCES).sort() : shown(path);
          if (shown(path).length > 0) {
            // Python warms up once the board is drawn and the page is idle: its first file asked for is enough to
            // know (the page is closed before Python has loaded: four cold Pythons at once were most of this test).
            await page.waitForResponse((response) => new URL(response.url()).pathname.includes('/pyodide/'), { timeout: 90_000 });
          } else {
            await page.waitForTimeout(8_000); // longer than the wait before Python would warm up
          }
          await page.waitForTimeout(500);
          const bodies = (await Promise.all(scripts)).join('\n');
          const inCode = Object.entries(MARKS).filter(([, mark]) => bodies.includes(mark)).map(([name]) => name);
          const asFiles = urls.filter((u) => u.endsWith('.py') && !u.includes('/pyodide/')).map(programOf);
          const fetched = [...new Set([...inCode, ...asFiles])].sort();
          assert.deepEqual(fetched, programs, `${path}: the programs in its code`);
          const python = urls.filter((u) => u.includes('/pyodide/'));
          if (shown(path).length > 0) assert.ok(python.length > 0, `${path} loads Python`);
          else assert.deepEqual(python, [], `${path} loads no Python`);
          console.log(`# ${path}: programs ${fetched.join(', ') || 'none'}; ${python.length} Python files`);
        } finally {
          await context.close();
        }
      });
    }
  });
});
