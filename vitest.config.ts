// vitest.config.ts: the WebAssembly engine's tests and the board's logic, run in Node on the same build the page loads.
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vitest/config';

const packageSource = fileURLToPath(new URL('./packages/maze-engine/src/', import.meta.url));
const engineSource = fileURLToPath(new URL('./web/src/engine/', import.meta.url));

// The package's code imports the engine's wrapper as './engine/*.js', where its build puts it
// (packages/maze-engine/tsconfig.json, rootDirs); here it is read from web/src/engine/ itself.
function packageEngine(): Plugin {
  return {
    name: 'maze-engine:package-source',
    resolveId(source, importer) {
      if (!importer?.startsWith(packageSource) || !source.startsWith('./engine/')) return null;
      return this.resolve(engineSource + source.slice('./engine/'.length).replace(/\.js$/, '.ts'), importer, { skipSelf: true });
    },
  };
}

export default defineConfig({
  plugins: [packageEngine()],
  test: {
    include: ['tests/web/**/*.test.ts', 'tests/board/**/*.test.ts', 'tests/lesson/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    pool: 'forks',
  },
});
