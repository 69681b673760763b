// grade.mjs: `npm run grade -- FILES...`: builds the grader with Vite (web/src/grade/: its page for the browser
// sandbox, and its command line for Node) into build-grade/, then runs it.
// stdout holds the CSV and nothing else: the builds say anything they have to on stderr.
import { join, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { build, createLogger, defaultClientConditions, defaultServerConditions } from 'vite';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'build-grade');
const PAGE = join(OUT, 'page');

// GRADE_BUILT=1: the grader an earlier run built is used as it is (a class graded again and again, as a test does).
const built = process.env.GRADE_BUILT === '1' && existsSync(join(OUT, 'cli', 'cli.mjs'));
if (!built) {
  // The engine's WebAssembly build is made by scripts/build-wasm.sh (npm start and npm test run it too).
  if (!existsSync(join(ROOT, 'packages', 'maze-engine', 'src', 'generated', 'tables.ts'))) {
    const wasm = spawnSync('bash', ['scripts/build-wasm.sh'], { cwd: ROOT, stdio: ['ignore', process.stderr, process.stderr] });
    if (wasm.status !== 0) {
      process.stderr.write('grade: building the WebAssembly engine failed\n');
      process.exit(2);
    }
  }

  const logger = createLogger('warn');
  logger.info = (message) => process.stderr.write(`${message}\n`);
  const quiet = { configFile: false, logLevel: 'warn', customLogger: logger };
  const started = performance.now();
  // The page the student code runs in: the desk's own code, built as the lesson's pages are.
  await build({
    ...quiet,
    root: join(ROOT, 'web'),
    optimizeDeps: { exclude: ['pyodide'] },
    resolve: { conditions: ['maze-lesson-source', ...defaultClientConditions] },
    build: {
      outDir: PAGE,
      emptyOutDir: true,
      target: 'es2022',
      chunkSizeWarningLimit: 4000,
      rolldownOptions: { input: { sandbox: join(ROOT, 'web', 'src', 'grade', 'sandbox.html') } },
    },
    worker: { format: 'es', rolldownOptions: { external: [/^node:/] } },
  });
  // The command line, for Node: it reads the files and drives the page.
  await build({
    ...quiet,
    root: ROOT,
    ssr: { resolve: { conditions: ['maze-lesson-source', ...defaultServerConditions] } },
    build: {
      ssr: true,
      outDir: join(OUT, 'cli'),
      emptyOutDir: true,
      target: 'node20',
      rolldownOptions: { input: { cli: join(ROOT, 'web', 'src', 'grade', 'cli.ts') }, output: { format: 'es', entryFileNames: '[name].mjs' } },
    },
  });
  process.stderr.write(`grade: built in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
}
const { main } = await import(pathToFileURL(join(OUT, 'cli', 'cli.mjs')).href);
process.exitCode = await main(process.argv.slice(2), {
  pageDir: PAGE,
  pyodideDir: join(ROOT, 'node_modules', 'pyodide'),
  chromium: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
});
