// vitest.config.ts: the WebAssembly engine's tests and the board's logic, run in Node on the same build the page loads.
import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// The engine is the workspace package maze-engine, read from its TypeScript source, as the page reads it.
const conditions = ['maze-lesson-source', ...defaultServerConditions];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    include: ['tests/web/**/*.test.ts', 'tests/board/**/*.test.ts', 'tests/lesson/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    pool: 'forks',
  },
});
