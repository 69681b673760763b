// Vite setup for the lesson page: Pyodide served from our own origin, and cross-origin isolation for interrupts.
import { defineConfig, defaultClientConditions, type Plugin, type Connect } from 'vite';
import { createReadStream, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, extname, join, normalize, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ISOLATION_HEADERS, PYODIDE_FILES } from './web/src/python/runtime_files';
import { pageTop } from './web/src/pages/head';

const here = dirname(fileURLToPath(import.meta.url));
// The pages: the lesson, its four companions, and the teacher's desk beside them.
const PAGES = {
  main: join(here, 'web', 'index.html'),
  robot: join(here, 'web', 'robot.html'),
  tenPrint: join(here, 'web', 'ten-print.html'),
  moreWays: join(here, 'web', 'more-ways.html'),
  fill: join(here, 'web', 'fill.html'),
  teacher: join(here, 'web', 'teacher.html'),
};
const pyodideDir = join(here, 'node_modules', 'pyodide');


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

// Text and the engine's wasm go out gzipped, as web hosts send them (Python's own files stay as they are).
const COMPRESSED: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain',
  '.wasm': 'application/wasm',
};

/** The preview server's gzip: each file compressed once (kept while its size and time are the same). */
function gzipFrom(outDir: string): Connect.NextHandleFunction {
  const kept = new Map<string, { stamp: string; body: Buffer }>();
  return (req, res, next) => {
    const path = decodeURIComponent((req.url ?? '').split('?')[0]);
    if (req.method !== 'GET' || !/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) || path.startsWith('/pyodide/')) return next();
    const file = normalize(join(outDir, path.endsWith('/') ? `${path}index.html` : path));
    const type = COMPRESSED[extname(file)];
    if (!type || !file.startsWith(outDir + sep)) return next();
    let stamp: string;
    try {
      const stat = statSync(file);
      if (!stat.isFile()) return next();
      stamp = `${stat.size} ${stat.mtimeMs}`;
    } catch {
      return next();
    }
    let entry = kept.get(file);
    if (!entry || entry.stamp !== stamp) {
      entry = { stamp, body: gzipSync(readFileSync(file), { level: 9 }) };
      kept.set(file, entry);
    }
    res.setHeader('Content-Type', type);
    res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('Content-Length', String(entry.body.length));
    res.end(entry.body);
  };
}

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
      server.middlewares.use(gzipFrom(resolve(server.config.root, server.config.build.outDir)));
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
  plugins: [pyodideRuntime(), { name: 'page-top', transformIndexHtml: (html) => pageTop(html) }],
  server: { headers: ISOLATION_HEADERS },
  preview: { headers: ISOLATION_HEADERS },
  optimizeDeps: { exclude: ['pyodide'] },
  // The engine is the workspace package maze-engine, read from its TypeScript source (its package.json's exports).
  resolve: { conditions: ['maze-lesson-source', ...defaultClientConditions] },
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    target: 'es2022',
    // The Pyodide wasm is big by nature; no need to warn about it.
    chunkSizeWarningLimit: 2000,
    // Every browser the lesson runs in knows modulepreload: no polyfill to run as a page starts.
    modulePreload: { polyfill: false },
    rolldownOptions: { input: PAGES },
  },
  worker: {
    format: 'es',
    rolldownOptions: { external: [/^node:/] },
  },
});
