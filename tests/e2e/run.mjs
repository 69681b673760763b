// Runs the page's e2e tests: builds the page, serves it once, and runs the test files.
// Usage: node tests/e2e/run.mjs [name ...]   (names pick test files, e.g. `programs challenges`)
// E2E_JOBS files run side by side, each in a process with its own Chromium, all on one server.
// A file keeps about two cores busy (the page, its workers, the browser), so the default is one
// job for every two cores: on a 2-core machine two jobs made each file 1.5 to 2.7 times slower.
import { describe, after, before } from 'node:test';
import { existsSync, readdirSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { acquireLesson, buildPage, releaseLesson, ROOT, startPreview } from './helpers.mjs';

const here = join(ROOT, 'tests', 'e2e');
const wanted = process.argv.slice(2);
// The longest files first, so two processes finish close together (times from a full run).
const LONGEST = ['audit', 'big', 'board', 'links', 'soak', 'download', 'runaway', 'your_maze', 'worksheet'];
const rank = (f) => {
  const i = LONGEST.findIndex((name) => f === `${name}.test.mjs`);
  return i < 0 ? LONGEST.length : i;
};
const files = readdirSync(here)
  .filter((f) => f.endsWith('.test.mjs'))
  .filter((f) => wanted.length === 0 || wanted.some((w) => f.startsWith(w)))
  .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));

const child = process.env.E2E_CHILD === '1';
const jobs = Math.max(1, Number(process.env.E2E_JOBS ?? Math.min(4, Math.floor(availableParallelism() / 2))));

if (!process.env.LESSON_URL) {
  // The page imports the engine's generated module: build it first when it is missing.
  if (!existsSync(join(ROOT, 'packages', 'maze-engine', 'src', 'generated', 'tables.ts'))) {
    const wasm = spawnSync('bash', ['scripts/build-wasm.sh'], { cwd: ROOT, stdio: 'inherit' });
    if (wasm.status !== 0) throw new Error('building the WebAssembly engine failed');
  }
  buildPage({ force: true });
}

if (child || jobs === 1 || files.length === 1) {
  describe('maze lesson page', async () => {
    // Held for the whole run, so every file shares one server and one browser.
    before(() => acquireLesson());
    after(() => releaseLesson());
    for (const file of files) await import(join(here, file));
  });
} else {
  await runSideBySide();
}

/** One process a file, `jobs` at a time; a file's report is printed whole when it ends. */
async function runSideBySide() {
  const server = process.env.LESSON_URL ? null : await startPreview();
  const url = process.env.LESSON_URL ?? server.url;
  const started = Date.now();
  const queue = [...files];
  const results = [];
  console.log(`# ${files.length} test files, ${jobs} at a time, on ${url}`);
  const runOne = (file) =>
    new Promise((resolve) => {
      const began = Date.now();
      const proc = spawn(process.execPath, [join(here, 'run.mjs'), file.replace(/\.test\.mjs$/, '.test.')], {
        cwd: ROOT,
        env: { ...process.env, LESSON_URL: url, E2E_CHILD: '1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      proc.stdout.on('data', (d) => (out += d));
      proc.stderr.on('data', (d) => (out += d));
      proc.on('close', (code) => {
        const count = (what) => Number(out.match(new RegExp(`^# ${what} (\\d+)$`, 'm'))?.[1] ?? 0);
        const result = { file, code, pass: count('pass'), fail: count('fail'), skipped: count('skipped') + count('todo'), seconds: (Date.now() - began) / 1000 };
        results.push(result);
        const ok = code === 0 && result.fail === 0;
        // The whole report of a file that failed; one line for a file that passed.
        if (!ok) process.stdout.write(out);
        console.log(`# ${ok ? 'ok' : 'FAILED'} ${file}: ${result.pass} passed, ${result.fail} failed (${result.seconds.toFixed(0)} s)`);
        resolve();
      });
    });
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) await runOne(file);
  };
  await Promise.all(Array.from({ length: Math.min(jobs, files.length) }, worker));
  await server?.close();
  const total = (key) => results.reduce((sum, r) => sum + r[key], 0);
  const failed = results.filter((r) => r.code !== 0 || r.fail > 0);
  console.log(`# page tests: ${total('pass')} passed, ${total('fail')} failed, ${total('skipped')} skipped, in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  if (failed.length > 0 || total('skipped') > 0) {
    console.log(`# failed: ${failed.map((r) => r.file).join(', ') || 'none'}${total('skipped') ? '; a test was skipped' : ''}`);
    process.exitCode = 1;
  }
}
