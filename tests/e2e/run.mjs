// Runs the page's e2e tests: builds the page, serves it once, and runs the test files.
// Usage: node tests/e2e/run.mjs [name ...]   (names pick test files, e.g. `programs challenges`)
// E2E_JOBS processes run side by side, all on one server, each with its own Chromium and its own share of
// the files, run one after another in it (one browser, one warm context and one Python a share, not a file).
// --with-engines: the page's core flows in Chromium, Firefox and WebKit (tests/engines) too, shared out as one more
// file is (shares.mjs), and run after the files of its share.
import { describe, after, before } from 'node:test';
import { existsSync, readdirSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { acquireLesson, buildPage, releaseLesson, ROOT, startPreview } from './helpers.mjs';
import { ENGINES, SECONDS, shares } from './shares.mjs';

const here = join(ROOT, 'tests', 'e2e');
const withEngines = process.argv.includes('--with-engines');
const wanted = process.argv.slice(2).filter((a) => a !== '--with-engines');
const files = readdirSync(here)
  .filter((f) => f.endsWith('.test.mjs'))
  .filter((f) => wanted.length === 0 || wanted.some((w) => f.startsWith(w)))
  .sort((a, b) => (SECONDS[b] ?? 0) - (SECONDS[a] ?? 0) || a.localeCompare(b));

const child = process.env.E2E_CHILD === '1';
// A file keeps a core busy about half the time (its page, workers and browser: 0.95 cores on average
// over a whole run here), so two processes on two cores keep both busy: see docs/testing.md.
const jobs = Math.max(1, Number(process.env.E2E_JOBS ?? Math.min(4, availableParallelism())));

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
    // A suite a file, so the report gives each file's seconds (shares.mjs is made from them).
    for (const file of files) describe(file, async () => import(join(here, file)));
  });
} else {
  await runSideBySide();
}

/** One process a share of the files, all at once; a share's report is printed whole when it fails. */
async function runSideBySide() {
  const server = process.env.LESSON_URL ? null : await startPreview();
  const url = process.env.LESSON_URL ?? server.url;
  const started = Date.now();
  const parts = shares(withEngines ? [...files, ENGINES] : files, jobs);
  console.log(`# ${files.length} test files in ${parts.length} processes side by side, on ${url}`);
  const since = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
  const runFiles = async (part, i) => {
    const names = part.map((f) => f.replace(/\.test\.mjs$/, '.test.'));
    const r = await report(join(here, 'run.mjs'), names, { LESSON_URL: url, E2E_CHILD: '1' });
    console.log(`# ${r.ok ? 'ok' : 'FAILED'} share ${i + 1} (${part.length} files): ${r.pass} passed, ${r.fail} failed (${since()})`);
    console.log(`#   ${fileSeconds(r.out).map(([f, s]) => `${f.replace(/\.test\.mjs$/, '')} ${s}`).join(', ')}`);
    return r;
  };
  const runEngines = async () => {
    const r = await report(join(ROOT, 'tests', 'engines', 'run.mjs'), ['--no-build'], { LESSON_URL: url });
    console.log(`# ${r.ok ? 'ok' : 'FAILED'} the core flows in three engines: ${r.pass} passed, ${r.fail} failed (${since()})`);
    return r;
  };
  const runShare = async (part, i) => {
    const ownFiles = part.filter((f) => f !== ENGINES);
    const done = ownFiles.length ? [await runFiles(ownFiles, i)] : [];
    return part.includes(ENGINES) ? [...done, await runEngines()] : done;
  };
  const results = (await Promise.all(parts.map(runShare))).flat();
  await server?.close();
  const total = (key) => results.reduce((sum, r) => sum + r[key], 0);
  console.log(`# page tests: ${total('pass')} passed, ${total('fail')} failed, ${total('skipped')} skipped, in ${since()}`);
  if (results.some((r) => !r.ok) || total('skipped') > 0) process.exitCode = 1;
}

/** Runs a test script in a process of its own: its counts, and its whole report when it failed. */
function report(script, args, env) {
  return new Promise((resolve) => {
    const proc = spawn(process.execPath, [script, ...args], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    proc.stdout.on('data', (d) => (out += d));
    proc.stderr.on('data', (d) => (out += d));
    proc.on('close', (code) => {
      const count = (what) => Number(out.match(new RegExp(`^# ${what} (\\d+)$`, 'm'))?.[1] ?? 0);
      const r = { out, code, pass: count('pass'), fail: count('fail'), skipped: count('skipped') + count('todo') };
      r.ok = code === 0 && r.fail === 0 && r.pass > 0;
      if (!r.ok) process.stdout.write(out);
      resolve(r);
    });
  });
}

/** Each file's seconds, from its suite's line in a share's report. */
function fileSeconds(out) {
  const found = [...out.matchAll(/^ {4}(?:not )?ok \d+ - (\S+\.test\.mjs)\n(?: {6}.*\n)*? {6}duration_ms: ([\d.]+)/gm)];
  return found.map((m) => [m[1], Math.round(Number(m[2]) / 1000)]);
}
