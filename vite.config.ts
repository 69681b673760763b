// Vite setup for the lesson page: Pyodide served from our own origin, and cross-origin isolation for interrupts.
import { defineConfig, type Plugin, type Connect } from 'vite';
import { createReadStream, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const here = dirname(fileURLToPath(import.meta.url));
// Two pages: the lesson, and the teacher's desk beside it.
const PAGES = { main: join(here, 'web', 'index.html'), teacher: join(here, 'web', 'teacher.html') };
const pyodideDir = join(here, 'node_modules', 'pyodide');

// The four files the Pyodide runtime fetches at start, all from one folder (indexURL).
const PYODIDE_FILES: Record<string, string> = {
  'pyodide.asm.mjs': 'text/javascript',
  'pyodide.asm.wasm': 'application/wasm',
  'python_stdlib.zip': 'application/zip',
  'pyodide-lock.json': 'application/json',
};

// SharedArrayBuffer (the interrupt buffer) needs the page to be cross-origin isolated.
const ISOLATION_HEADERS = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

function setIsolation(res: { setHeader(name: string, value: string): unknown }): void {
  for (const [name, value] of Object.entries(ISOLATION_HEADERS)) res.setHeader(name, value);
}

// Vite adds server.headers only to its own middlewares, so this one sets them for every response.
const isolationMiddleware: Connect.NextHandleFunction = (_req, res, next) => {
  setIsolation(res);
  next();
};

// Files in assets/ carry a hash of their content in their name, so browsers may keep them for a year.
const longCache: Connect.NextHandleFunction = (req, res, next) => {
  if ((req.url ?? '').startsWith('/assets/')) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  next();
};

function pyodideRuntime(): Plugin {
  const serve: Connect.NextHandleFunction = (req, res, next) => {
    const path = (req.url ?? '').split('?')[0];
    const match = /\/pyodide\/([^/]+)$/.exec(path);
    const name = match?.[1];
    if (!name || !(name in PYODIDE_FILES)) return next();
    const file = join(pyodideDir, name);
    setIsolation(res);
    res.setHeader('Content-Type', PYODIDE_FILES[name]);
    res.setHeader('Content-Length', String(statSync(file).size));
    res.setHeader('Cache-Control', 'no-cache');
    createReadStream(file).pipe(res);
  };
  return {
    name: 'maze-lesson:pyodide-runtime',
    configureServer(server) {
      server.middlewares.use(isolationMiddleware);
      server.middlewares.use(serve);
    },
    configurePreviewServer(server) {
      server.middlewares.use(isolationMiddleware);
      server.middlewares.use(longCache);
    },
    generateBundle() {
      for (const name of Object.keys(PYODIDE_FILES)) {
        this.emitFile({ type: 'asset', fileName: `pyodide/${name}`, source: readFileSync(join(pyodideDir, name)) });
      }
    },
  };
}

export default defineConfig({
  root: 'web',
  plugins: [pyodideRuntime()],
  server: { headers: ISOLATION_HEADERS },
  preview: { headers: ISOLATION_HEADERS },
  optimizeDeps: { exclude: ['pyodide'] },
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    target: 'es2022',
    // The Pyodide wasm is big by nature; no need to warn about it.
    chunkSizeWarningLimit: 2000,
    rolldownOptions: { input: PAGES },
  },
  worker: {
    format: 'es',
    rolldownOptions: { external: [/^node:/] },
  },
});
