// The package finds its .wasm file beside itself (new URL(..., import.meta.url)): the dev server's
// pre-bundling would move the package away from it, so the package is served as it is.
export default {
  optimizeDeps: { exclude: ['maze-engine'] },
  build: { target: 'es2022' },
};
