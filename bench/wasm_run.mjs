// wasm_run.mjs: times the engine built to WebAssembly in this Node (run it with or without
// --no-liftoff); prints JSON rows keyed like the native ones (engine/walk/1000, ...).
// With --cold WORK SIDE: one first call in a fresh process, through the page's own module, timed
// by the wall clock (it includes compiling, which other threads do).
import createProbe from '../build-bench/wasm_probe.mjs';
import { readFileSync } from 'node:fs';
import createPageModule from '../build-wasm/maze_engine.mjs';
import { measure, measureSideBySide, repsFor, sidesFromArgs } from './timing.mjs';

// The page's module beside its .wasm file: in Node it is handed the bytes.
const createPage = () => createPageModule({ wasmBinary: readFileSync(new URL('../build-wasm/maze_engine.wasm', import.meta.url)) });
const METHODS = ['walk', 'walls', 'frontier', 'wilson'];
const TIGHT = ['tight/walk', 'tight_py/walk', 'tight/walls', 'tight_py/walls', 'tight/frontier', 'tight/wilson',
  'tight/way_out', 'tight/farthest'];
const argv = process.argv.slice(2);

if (argv[0] === '--cold') {
  const [, work, sideText] = argv;
  const side = Number(sideText);
  const page = await createPage();
  const s = new page.Session(side, side, '1');
  const t0 = performance.now();
  s.grow(work, {});
  s.finish();
  const ms = performance.now() - t0;
  s.delete();
  console.log(JSON.stringify([{ key: `cold/${work}/${side}`, ms, ns_per_room: (ms * 1e6) / (side * side) }]));
  process.exit(0);
}

const probe = await createProbe();
// With --more: the seven more methods beside their plain loops (bench/more_loops.h), side by
// side, at 100 x 100 and 1000 x 1000; each loop checked to give the engine's maze first.
if (argv.includes('--more')) {
  const MORE = ['aldous-broder', 'binary-tree', 'sidewinder', 'hunt-and-kill', 'growing-tree', 'growing-tree-random', 'eller', 'division'];
  const rows = [];
  for (const side of sidesFromArgs(argv, [100, 1000]))
    MORE.forEach((name, i) => {
      if (!probe._probe_more_same(i, side, side, 1)) throw new Error(`${name}: the plain loop is not the engine's maze`);
      const got = measureSideBySide({
        [`engine/${name}`]: () => probe._probe_more(i, side, side, 1),
        [`tight_py/${name}`]: () => probe._probe_more_loop(i, side, side, 1),
      }, { rooms: side * side, reps: side >= 1000 ? 3 : 5 });
      for (const [key, r] of Object.entries(got)) rows.push({ key: `${key}/${side}`, ...r });
    });
  console.log(JSON.stringify(rows));
  process.exit(0);
}
// With --pair: the walk and its plain loops side by side (sides up to 1000), nine rounds.
if (argv.includes('--pair')) {
  const rows = [];
  for (const side of sidesFromArgs(argv).filter((s) => s <= 1000)) {
    const got = measureSideBySide({
      'engine/walk': () => probe._probe_grow(0, side, side, 1),
      'tight/walk': () => probe._probe_tight(0, side, side, 1),
      'tight_py/walk': () => probe._probe_tight(1, side, side, 1),
    }, { rooms: side * side });
    for (const [key, r] of Object.entries(got)) rows.push({ key: `${key}/${side}`, ...r });
  }
  console.log(JSON.stringify(rows));
  process.exit(0);
}
// Random cells and the braid (sides 100 and 1000), with the walk beside the braid.
const cellRows = (side, add) => {
  if (side !== 100 && side !== 1000) return;
  add('engine/cells', () => probe._probe_cells(side, side, 1));
  add('engine/walk_braid', () => probe._probe_walk_braid(side, side, 1, 100));
};
if (argv.includes('--cells')) {
  const rows = [];
  for (const side of sidesFromArgs(argv)) {
    const add = (key, fn) => rows.push({ key: `${key}/${side}`, ...measure(fn, { rooms: side * side, reps: repsFor(side), warm: true }) });
    add('engine/walk', () => probe._probe_grow(0, side, side, 1));
    cellRows(side, add);
  }
  console.log(JSON.stringify(rows));
  process.exit(0);
}
const page = await createPage();
const rows = [];
for (const side of sidesFromArgs(argv)) {
  const rooms = side * side, reps = repsFor(side), warm = side < 4000;
  const add = (key, fn) => rows.push({ key: `${key}/${side}`, ...measure(fn, { rooms, reps, warm }) });
  METHODS.forEach((name, i) => add(`engine/${name}`, () => probe._probe_grow(i, side, side, 1)));
  probe._probe_solver_maze(side, side);
  add('engine/way_out', () => probe._probe_way_out());
  add('engine/farthest', () => probe._probe_farthest());
  // The page's module, through embind, to show the probe times what the page gets.
  add('page/walk', () => {
    const s = new page.Session(side, side, '1');
    s.grow('walk', {});
    s.finish();
    s.delete();
  });
  if (side <= 1000) TIGHT.forEach((key, i) => add(key, () => probe._probe_tight(i, side, side, 1)));
  cellRows(side, add);
}
// `maze generate --of 1000`: 1,000 mazes of 20 x 30 (the walk), the longest kept; asked under 1 s.
rows.push({ key: 'engine/choose_of_1000/20x30', ...measure(() => probe._probe_choose(20, 30, 1000, 1), { rooms: 1000 * 600, reps: 3, warm: true }) });
console.log(JSON.stringify(rows));
