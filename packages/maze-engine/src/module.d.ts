// module.d.ts: the shape of the Emscripten module built from wasm/bindings.cpp.
declare module '*/generated/maze_engine.mjs' {
  import type { RawModule } from './raw';
  const createMazeModule: (options?: object) => Promise<RawModule>;
  export default createMazeModule;
}
