// Runs the page's e2e tests in one process: builds the page, serves it, and shares one Chromium.
// Usage: node tests/e2e/run.mjs [name ...]   (names pick test files, e.g. `programs challenges`)
import { describe, after, before } from 'node:test';
import { existsSync, readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { acquireLesson, buildPage, releaseLesson, ROOT } from './helpers.mjs';

const here = join(ROOT, 'tests', 'e2e');
const wanted = process.argv.slice(2);
const files = readdirSync(here)
  .filter((f) => f.endsWith('.test.mjs'))
  .filter((f) => wanted.length === 0 || wanted.some((w) => f.startsWith(w)))
  .sort();

if (!process.env.LESSON_URL) {
  // The page imports the engine's generated module: build it first when it is missing.
  const engine = join(ROOT, 'web', 'src', 'engine');
  if (existsSync(join(engine, 'engine.ts')) && !existsSync(join(engine, 'generated', 'maze_engine.wasm'))) {
    const wasm = spawnSync('bash', ['scripts/build-wasm.sh'], { cwd: ROOT, stdio: 'inherit' });
    if (wasm.status !== 0) throw new Error('building the WebAssembly engine failed');
  }
  buildPage({ force: true });
}

describe('maze lesson page', async () => {
  // Held for the whole run, so every file shares one server and one browser.
  before(() => acquireLesson());
  after(() => releaseLesson());
  for (const file of files) await import(join(here, file));
});
