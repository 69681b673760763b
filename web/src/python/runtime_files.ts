// runtime_files.ts: what serving Python to a page takes, written once for the lesson's server (vite.config.ts)
// and the grader's sandbox (grade/browser.ts): Pyodide's four files, and the headers that isolate the page.

/** The four files the Pyodide runtime fetches at start, all from one folder (indexURL), with their types. */
export const PYODIDE_FILES: Record<string, string> = {
  'pyodide.asm.mjs': 'text/javascript',
  'pyodide.asm.wasm': 'application/wasm',
  'python_stdlib.zip': 'application/zip',
  'pyodide-lock.json': 'application/json',
};

/** SharedArrayBuffer (the interrupt buffer) needs the page to be cross-origin isolated. */
export const ISOLATION_HEADERS: Record<string, string> = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
  'Cross-Origin-Resource-Policy': 'same-origin',
};
