// engine.ts: the engine's typed layer, as the page imports it ('maze-engine/engine'): the tables,
// a session, the endless maze and the loader. The package's game API (index.ts) is built on it.
export * from './tables.js';
export { call, disposeSymbol, pictureText, text, whole } from './convert.js';
export { MazeSession } from './session.js';
export { EndlessMaze, type EndlessOptions, MAX_ENDLESS_COLS } from './endless.js';
export { Engine, engineModule, loadEngine, loadedEngine } from './loading.js';
export type * from './raw.js';
