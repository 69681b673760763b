// grade.mjs: `npm run grade -- FILES...`: builds the grader (web/src/grade/) for Node with Vite, then runs it.
// stdout holds the CSV and nothing else: the build says anything it has to on stderr.
import { join, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { build, createLogger } from 'vite';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'build-grade');

// The engine's WebAssembly build is made by scripts/build-wasm.sh (npm start and npm test run it too).
if (!existsSync(join(ROOT, 'web', 'src', 'engine', 'generated', 'tables.ts'))) {
  const wasm = spawnSync('bash', ['scripts/build-wasm.sh'], { cwd: ROOT, stdio: ['ignore', process.stderr, process.stderr] });
  if (wasm.status !== 0) {
    process.stderr.write('grade: building the WebAssembly engine failed\n');
    process.exit(2);
  }
}

const logger = createLogger('warn');
logger.info = (message) => process.stderr.write(`${message}\n`);
const started = performance.now();
await build({
  configFile: false,
  root: ROOT,
  logLevel: 'warn',
  customLogger: logger,
  build: {
    ssr: true,
    outDir: OUT,
    emptyOutDir: true,
    target: 'node20',
    ssrEmitAssets: true,
    rolldownOptions: {
      input: { cli: join(ROOT, 'web', 'src', 'grade', 'cli.ts'), node_worker: join(ROOT, 'web', 'src', 'python', 'node_worker.ts') },
      output: { format: 'es', entryFileNames: '[name].mjs' },
    },
  },
});
// engine.ts finds its .wasm beside itself (./generated/): beside the built grader here.
mkdirSync(join(OUT, 'generated'), { recursive: true });
copyFileSync(join(ROOT, 'web', 'src', 'engine', 'generated', 'maze_engine.wasm'), join(OUT, 'generated', 'maze_engine.wasm'));
process.stderr.write(`grade: built in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
const { main } = await import(pathToFileURL(join(OUT, 'cli.mjs')).href);
process.exitCode = await main(process.argv.slice(2), join(OUT, 'node_worker.mjs'));
