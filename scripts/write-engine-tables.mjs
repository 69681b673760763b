// write-engine-tables.mjs: the engine's tables (wasm/engine/tables/, read through the bindings'
// tables()) written out as TypeScript, so the page's types and constants come from them and are
// never typed again. Run by scripts/build-wasm.sh after each build; writes
// packages/maze-engine/src/generated/tables.ts beside the module.
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const generated = join(dirname(fileURLToPath(import.meta.url)), '..', 'packages', 'maze-engine', 'src', 'generated');
const { default: createMazeModule } = await import(pathToFileURL(join(generated, 'maze_engine.mjs')).href);
const compiled = await WebAssembly.compile(await readFile(join(generated, 'maze_engine.wasm')));
const engine = await createMazeModule({
  instantiateWasm(imports, receive) {
    WebAssembly.instantiate(compiled, imports).then((instance) => receive(instance, compiled));
    return {};
  },
});
const tables = engine.tables();
// The step kinds by name as well ({ Enter: 0, ... }), so TypeScript knows each number.
tables.stepKind = Object.fromEntries(tables.stepKinds.map((kind, i) => [kind, i]));
await writeFile(
  join(generated, 'tables.ts'),
  `// tables.ts: made by scripts/write-engine-tables.mjs from the engine's tables; do not edit.\n` +
    `export const TABLES = ${JSON.stringify(tables, null, 2)} as const;\n`,
);
