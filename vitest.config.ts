// vitest.config.ts: the WebAssembly engine's tests and the board's logic, run in Node on the same build the page loads.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/web/**/*.test.ts', 'tests/board/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    pool: 'forks',
  },
});
