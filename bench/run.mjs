// run.mjs: runs every benchmark (native, WebAssembly, peers, memory) in one go and prints one
// table, the targets met or missed, and the machine. `--quick`: 10 x 10 and 100 x 100 only.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// `--report FILE`: print the table again from the raw figures a run kept (build-bench/last-raw.json).
const reportAt = process.argv.indexOf('--report');
const saved = reportAt >= 0 ? JSON.parse(readFileSync(process.argv[reportAt + 1], 'utf8')) : null;
const quick = saved ? saved.quick : process.argv.includes('--quick');
// `--cells`: random cells and the braid only (100 x 100 and 1000 x 1000), natively and in WebAssembly.
const cellsOnly = !saved && process.argv.includes('--cells');
const sides = cellsOnly ? [100, 1000] : quick ? [10, 100] : [10, 100, 1000, 4000];
const memSide = quick ? 1000 : 4000;
const coldSide = quick ? 100 : 1000;
const WORKS = ['walk', 'walls', 'frontier', 'wilson', 'way_out', 'farthest'];
const GENERATORS = WORKS.slice(0, 4);
const LABEL = { walk: 'walk', walls: 'walls', frontier: 'frontier', wilson: 'wilson', way_out: 'BFS way out', farthest: 'farthest' };
// The seven more methods (growing-tree twice: newest and random), at 100 x 100 and 1000 x 1000
// even with --quick, each beside its plain loop (bench/more_loops.h) in one program.
const MORE = ['aldous-broder', 'binary-tree', 'sidewinder', 'hunt-and-kill', 'growing-tree', 'growing-tree-random', 'eller', 'division'];
const MORE_SIDES = [100, 1000];
// The methods that grow any shape, on a mask beside the full square (bench/engine_bench.cpp): a mask
// with square holes (mask_) and a disc, as a round picture makes (disc_).
const MASKED = ['walk', 'walls', 'frontier', 'wilson', 'aldous-broder', 'hunt-and-kill', 'growing-tree', 'growing-tree-random'];
const MASK_SIDE = quick ? 100 : 1000;
// The ways out (bench/solver_bench.cpp): each rule's machine stepped to its end beside a plain loop that takes the
// very same rooms (bench/solver_loops.h, bench/mouse_loops.h), on the walk's maze and on it braided, at 100 x 100 and 1000 x 1000 even with
// --quick; the lesson's Python at 100 x 100. The mice's seed 1 and a limit of a million steps in every row.
const SOLVERS = ['bfs', 'dfs', 'a-star', 'dead-end-filling', 'shortest-ways', 'random-mouse', 'tremaux', 'right-hand',
  'left-hand', 'pledge', 'cul-de-sac-filling'];
const SOLVE_LIMIT = 1_000_000;
const ENDLESS_ROWS = [10_000, 1_000_000];

const log = (msg) => process.stderr.write(`bench: ${msg}\n`);
const sh = (cmd, args, env = {}) =>
  execFileSync(cmd, args, { cwd: root, encoding: 'utf8', maxBuffer: 1 << 26, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
const json = (cmd, args, env) => JSON.parse(sh(cmd, args, env).trim().split('\n').pop());

// Google Benchmark binaries: medians of `reps` repetitions (3), keyed like engine/walk/1000.
// `interleave`: the repetitions of every benchmark run in random order, so that a slow minute
// on this shared machine falls on all of them alike.
function google(binary, { kinds = 'engine|tight|tight_py', works = '.*', reps = 3, interleave = false, at = sides } = {}) {
  const filter = `^(${kinds})/${works}/(${at.join('|')})$`;
  const out = JSON.parse(sh(binary, ['--benchmark_format=json', `--benchmark_filter=${filter}`,
    `--benchmark_repetitions=${reps}`, '--benchmark_report_aggregates_only=true', '--benchmark_min_time=0.2',
    `--benchmark_enable_random_interleaving=${interleave}`]));
  const scale = { ns: 1, us: 1e3, ms: 1e6, s: 1e9 };
  const rows = {};
  for (const b of out.benchmarks)
    if (b.aggregate_name === 'median') {
      if (b.error_occurred) throw new Error(`${b.name}: ${b.error_message}`);
      rows[b.run_name] = { ns_per_room: (b.cpu_time * scale[b.time_unit]) / b.rooms, rooms: b.rooms,
        ...(b.end !== undefined && { steps: b.steps, end: b.end }) };  // a way out's: 1 out, 2 gave up, 3 neither
    }
  return rows;
}
const keyed = (list) => Object.fromEntries(list.map((r) => [r.key, r]));
// Three runs of `run` (each key -> { ns_per_room }); per key, the middle of the three (the rest as the first run
// gave it: rooms, a way out's counters).
function middleOfThree(run) {
  const runs = [run(), run(), run()];
  return Object.fromEntries(Object.keys(runs[0]).map((k) =>
    [k, { ...runs[0][k], ns_per_room: runs.map((r) => r[k].ns_per_room).sort((a, b) => a - b)[1] }]));
}

function measureAll() {
  const sidesArg = ['--sides', sides.join(',')];
  const machine = machineNow();
  const started = Date.now();
  log('native engine (Google Benchmark)');
  const native = google('build/engine_bench');
  log('native plain loops');
  const tight = google('build-bench/tight_loops', { kinds: 'tight|tight_py' });
  // The walk against its plain loops, in one program (the loops' binary holds the engine's
  // benchmarks too): three runs of nine repetitions in random order; each figure the median
  // of the three runs' medians. Where a program's arrays and code land moves a run by up
  // to a third, for the engine and the loops alike, and differently in each run.
  log('native walk and its plain loops, side by side');
  const pair = middleOfThree(() => google('build-bench/tight_loops', { works: 'walk', reps: 9, interleave: true }));
  log('WebAssembly walk and its plain loops, side by side');
  const wasmPair = middleOfThree(() => keyed(json('node', ['bench/wasm_run.mjs', '--pair', ...sidesArg])));
  log('WebAssembly, Node defaults');
  const wasm = keyed(json('node', ['bench/wasm_run.mjs', ...sidesArg]));
  log('WebAssembly, --no-liftoff');
  const turbo = keyed(json('node', ['--no-liftoff', 'bench/wasm_run.mjs', ...sidesArg]));
  const cold = {};
  for (const work of ['walk', 'walls'])
    for (const [mode, flags] of [['default', []], ['turbo', ['--no-liftoff']]])
      cold[`${mode}/${work}`] = json('node', [...flags, 'bench/wasm_run.mjs', '--cold', work, String(coldSide)])[0];
  log('the seven more methods and their plain loops, side by side, natively');
  const morePair = middleOfThree(() =>
    google('build-bench/tight_loops', { kinds: 'engine|tight_py', works: `(${MORE.join('|')})`, interleave: true, at: MORE_SIDES }));
  log('the seven more methods and their plain loops, side by side, in WebAssembly');
  const moreWasm = keyed(json('node', ['bench/wasm_run.mjs', '--more', '--sides', MORE_SIDES.join(',')]));
  log('the ways out and their plain loops, side by side, natively');
  // Judged at 1000 x 1000: there three runs on a full run; 100 x 100, beside the Python, once.
  const solveRun = (at) => () => google('build-bench/tight_loops', { kinds: 'solve|solve_paged|solve_tight', interleave: true, at });
  const solvePair = { ...(quick ? solveRun([1000])() : middleOfThree(solveRun([1000]))), ...solveRun([100])() };
  log('masks beside the full square, natively');
  const masks = google('build-bench/tight_loops', { kinds: 'engine', works: `(mask_|disc_)?(${MASKED.join('|')})`, interleave: true, at: [MASK_SIDE] });
  log('the endless maze: peak memory');
  const endless = ENDLESS_ROWS.map((rows) => json('build-bench/memory', ['endless', '40', String(rows)]));
  log('peak memory');
  const memory = Object.fromEntries(GENERATORS.map((m) => [m, json('build-bench/memory', [m, String(memSide), String(memSide)])]));
  log("the lesson's Python");
  const python = keyed(json('python3', ['bench/python_peer.py', ...sidesArg]));
  log('npm maze packages');
  const npm = keyed(json('node', ['bench/npm_peers.mjs', ...sidesArg]));
  machine.load.push(os.loadavg());
  const minutes = (Date.now() - started) / 60000;
  return { quick, machine, minutes, native, tight, pair, wasm, wasmPair, turbo, cold, memory, python, npm, morePair, moreWasm, endless, masks,
    solvePair };
}

function machineNow() {
  const cpuinfo = readFileSync('/proc/cpuinfo', 'utf8');
  const field = (name) => (cpuinfo.match(new RegExp(`${name}\\s*:\\s*(.*)`)) || [])[1] || '?';
  return {
    cpu: `${field('model name')} (family ${field('cpu family')}, model ${field('model')}, L2 ${field('cache size')})`,
    mhz: Math.round(Number(field('cpu MHz')) || os.cpus()[0]?.speed || 0),
    cores: os.cpus().length,
    memory: `${Math.round(os.totalmem() / 2 ** 30)} GiB`,
    date: new Date().toISOString().replace('T', ' ').slice(0, 16) + ' UTC',
    node: process.version,
    python: sh('python3', ['--version']).trim(),
    cxx: sh('c++', ['--version']).split('\n')[0],
    load: [os.loadavg()],
  };
}

// Random cells built (points drawn, two Lloyd steps, cells cut out) and the walk then braid 100,
// beside the walk alone: the braid's own time is the difference.
function cellsTable(native, wasm, turbo) {
  const nsOf = (t, k) => t[k]?.ns_per_room;
  const head = ['work', 'rooms', 'native ns a room', 'wasm ns a room', 'wasm --no-liftoff', 'wasm ÷ native'];
  const out = [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`];
  const row = (label, side, n, w, t) =>
    out.push(`| ${label} | ${side} x ${side} | ${n.toFixed(1)} | ${w.toFixed(1)} | ${t.toFixed(1)} | ${(w / n).toFixed(2)} / ${(t / n).toFixed(2)} |`);
  for (const side of [100, 1000]) {
    const k = (work) => `engine/${work}/${side}`;
    if (!nsOf(native, k('cells'))) continue;
    row('random cells (build)', side, nsOf(native, k('cells')), nsOf(wasm, k('cells')), nsOf(turbo, k('cells')));
    row('walk', side, nsOf(native, k('walk')), nsOf(wasm, k('walk')), nsOf(turbo, k('walk')));
    row('walk + braid 100', side, nsOf(native, k('walk_braid')), nsOf(wasm, k('walk_braid')), nsOf(turbo, k('walk_braid')));
    const braid = (t) => nsOf(t, k('walk_braid')) - nsOf(t, k('walk'));
    row('braid 100 alone (the difference)', side, braid(native), braid(wasm), braid(turbo));
  }
  return out;
}

if (cellsOnly) {
  const machine = machineNow();
  log('native random cells and braid (Google Benchmark)');
  const native = google('build/engine_bench', { kinds: 'engine', works: '(walk|cells|walk_braid)' });
  log('WebAssembly, Node defaults');
  const wasm = keyed(json('node', ['bench/wasm_run.mjs', '--cells', '--sides', '100,1000']));
  log('WebAssembly, --no-liftoff');
  const turbo = keyed(json('node', ['--no-liftoff', 'bench/wasm_run.mjs', '--cells', '--sides', '100,1000']));
  const text = [`Machine: ${machine.cpu}, ${machine.cores} cores at ${machine.mhz} MHz, ${machine.memory}; ${machine.date}; ` +
    `${machine.cxx}; Node ${machine.node}; load average before ${machine.load[0].map((x) => x.toFixed(2)).join(', ')}, after ${os.loadavg().map((x) => x.toFixed(2)).join(', ')}.`,
  'CPU time, medians.', '', ...cellsTable(native, wasm, turbo)].join('\n');
  console.log(text);
  mkdirSync(path.join(root, 'build-bench'), { recursive: true });
  writeFileSync(path.join(root, 'build-bench', 'last-cells.md'), text + '\n');
  process.exit(0);
}

const data = saved ?? measureAll();
const { machine, minutes, native, tight, pair, wasm, wasmPair, turbo, cold, memory, python, npm, morePair, moreWasm, endless, masks,
  solvePair } = data;

// Formatting: rooms per second with SI prefixes, ratios to two figures.
const rate = (ns) => {
  if (!ns) return '—';
  const r = 1e9 / ns;
  return r >= 1e6 ? `${(r / 1e6).toPrecision(3)} M` : r >= 1e3 ? `${(r / 1e3).toPrecision(3)} k` : `${r.toPrecision(3)}`;
};
const times = (x) => (x >= 100 ? `${Math.round(x).toLocaleString('en')}` : x >= 10 ? x.toFixed(0) : x.toFixed(x >= 1 ? 1 : 2));
const duration = (ms) => (ms > 7.2e6 ? `${(ms / 3.6e6).toFixed(0)} h` : ms > 120e3 ? `${(ms / 60e3).toFixed(0)} min` : `${(ms / 1e3).toFixed(0)} s`);
const ns = (table, key) => table[key]?.ns_per_room;

// A peer's cell: its speed and how many times faster the engine (WebAssembly) does it.
function peerCell(row, ours) {
  if (!row) return '';
  if (row.skipped) return row.guess_ms ? `not run (~${duration(row.guess_ms)})` : 'not run';
  return `${rate(row.ns_per_room)}${row.samples === 1 ? '¹' : ''} (×${times(row.ns_per_room / ours)})`;
}

const PY = { walk: 'walk', walls: 'walls', way_out: 'way_out' };
const NPM = ['rot-js/eller', 'rot-js/icey', 'rot-js/divided', 'generate-maze'];
const npmName = (k) => Object.values(npm).find((r) => r.key.startsWith(`${k}/`))?.name ?? k;
const header = ['work', 'rooms', 'native', 'wasm', 'wasm --no-liftoff', 'wasm ÷ native', 'tight C++', 'native ÷ tight',
  'tight C++, PyRandom', "lesson's Python", ...NPM.map(npmName)];
const lines = [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`];
for (const work of WORKS)
  for (const side of sides) {
    const k = `${work}/${side}`, n = ns(native, `engine/${k}`), w = ns(wasm, `engine/${k}`), t = ns(turbo, `engine/${k}`);
    const tl = ns(tight, `tight/${k}`), tp = ns(tight, `tight_py/${k}`);
    const cells = [LABEL[work], `${side} x ${side}`, rate(n), rate(w), rate(t), `${(w / n).toFixed(2)} / ${(t / n).toFixed(2)}`,
      rate(tl), tl ? (n / tl).toFixed(2) : '', tp ? `${rate(tp)} (${(n / tp).toFixed(2)})` : '',
      PY[work] ? peerCell(python[`python/${k}`], w) : '',
      ...NPM.map((p) => (work === 'walk' || work === 'walls' ? peerCell(npm[`${p}/${side}`], w) : ''))];
    lines.push(`| ${cells.join(' | ')} |`);
  }

// Targets, judged on this run.
const big = quick ? 100 : 1000;
const targets = [];
const check = (name, ok, detail) => targets.push(`- ${ok ? 'MET' : 'MISSED'}: ${name}: ${detail}`);
// The walk against a plain loop with a fast generator, natively and in WebAssembly (whose plain
// loops run up to 1000 x 1000), judged from 1000 x 1000 up; 100 x 100 shown too (see RESULTS.md).
{
  const split = (runs, loops, side) => {
    const e = ns(runs, `engine/walk/${side}`), t = ns(loops, `tight/walk/${side}`), p = ns(loops, `tight_py/walk/${side}`);
    return { r: e / t, text: `${side} x ${side}: ${(e / t).toFixed(2)}x the fast-generator loop (${t.toFixed(1)} ns a room), ` +
      `${(e / p).toFixed(2)}x the same loop drawing from PyRandom (${p.toFixed(1)} ns), engine ${e.toFixed(1)} ns` };
  };
  const judged = (list) => list.filter((s) => quick || s >= 1000);
  const nativeAt = sides.filter((s) => s >= 100).reverse(), wasmAt = nativeAt.filter((s) => s <= 1000);
  const worstOf = (runs, loops, at) => Math.max(...judged(at).map((s) => split(runs, loops, s).r));
  // Older raw files have no side-by-side run: judged from the separate runs there.
  const [runs, loops, how] = pair ? [pair, pair, 'side by side, '] : [native, tight, ''];
  check(`native walk within 1.25x of the plain loop with a fast generator (${how}${judged(nativeAt).join(', ')})`,
    worstOf(runs, loops, nativeAt) <= 1.25, nativeAt.map((s) => split(runs, loops, s).text).join('; '));
  const [wruns, whow] = wasmPair ? [wasmPair, 'side by side, '] : [wasm, ''];
  check(`WebAssembly walk within 1.25x of the same loop in WebAssembly (${whow}${judged(wasmAt).join(', ')})`,
    worstOf(wruns, wruns, wasmAt) <= 1.25, wasmAt.map((s) => split(wruns, wruns, s).text).join('; '));
}
let worst = null;
for (const work of WORKS)
  for (const side of sides.filter((s) => s >= 100)) {
    const k = `engine/${work}/${side}`, r = Math.min(ns(wasm, k), ns(turbo, k)) / ns(native, k), d = ns(wasm, k) / ns(native, k);
    if (!worst || d > worst.d) worst = { k, r, d };
  }
check('WebAssembly within 1.5x of native (every row from 100 x 100 up, Node defaults)', worst.d <= 1.5,
  `worst ${worst.k.replace('engine/', '')}: ${worst.d.toFixed(2)}x (best of the two modes ${worst.r.toFixed(2)}x)`);
const npmAt = NPM.map((p) => npm[`${p}/${big}`]).filter((r) => r && !r.skipped).sort((a, b) => a.ns_per_room - b.ns_per_room)[0];
if (npmAt) {
  const walk = npmAt.ns_per_room / ns(wasm, `engine/walk/${big}`), walls = npmAt.ns_per_room / ns(wasm, `engine/walls/${big}`);
  check(`walk at least 5x faster than the fastest npm generator (${npmAt.name}, ${big} x ${big}, WebAssembly)`, walk >= 5, `${walk.toFixed(1)}x`);
  check(`walls no slower than ${npmAt.name} (${big} x ${big}, WebAssembly)`, walls >= 1, `${walls.toFixed(1)}x as fast`);
}
// CPython runs natively, so the native engine is its like; WebAssembly shown beside it.
for (const work of ['walk', 'walls', 'way_out']) {
  const p = python[`python/${work}/100`], r = p && p.ns_per_room / ns(native, `engine/${work}/100`);
  if (r) check(`${LABEL[work]} at least 100x faster than the lesson's Python (100 x 100, native)`, r >= 100,
    `${times(r)}x native, ${times(p.ns_per_room / ns(wasm, `engine/${work}/100`))}x in WebAssembly`);
}
for (const m of GENERATORS) {
  const r = memory[m];
  check(`${m}: at most 4 bytes a room finished, 16 while growing (${memSide} x ${memSide})`, r.finished <= 4 && r.peak <= 16,
    `${r.finished.toFixed(2)} finished, ${r.peak.toFixed(2)} peak`);
}

// The seven more methods: the engine against its plain loop natively and in WebAssembly, and
// WebAssembly against native, judged at 1000 x 1000.
const moreLines = [];
if (morePair) {
  const head = ['method', 'rooms', 'native', 'plain loop', 'native ÷ loop', 'wasm', 'wasm plain loop', 'wasm ÷ wasm loop', 'wasm ÷ native'];
  moreLines.push(`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`);
  for (const work of MORE)
    for (const side of MORE_SIDES) {
      const k = `${work}/${side}`, n = ns(morePair, `engine/${k}`), l = ns(morePair, `tight_py/${k}`);
      const w = ns(moreWasm, `engine/${k}`), wl = ns(moreWasm, `tight_py/${k}`);
      moreLines.push(`| ${[work, `${side} x ${side}`, rate(n), rate(l), (n / l).toFixed(2), rate(w), rate(wl), (w / wl).toFixed(2), (w / n).toFixed(2)].join(' | ')} |`);
      if (side !== 1000) continue;
      check(`${work} within 1.5x of its plain loop (1000 x 1000, native)`, n / l <= 1.5, `${(n / l).toFixed(2)}x (${n.toFixed(1)} against ${l.toFixed(1)} ns a room)`);
      check(`${work} in WebAssembly within 1.5x of native (1000 x 1000)`, w / n <= 1.5, `${(w / n).toFixed(2)}x (${w.toFixed(1)} against ${n.toFixed(1)} ns a room); against its loop in WebAssembly ${(w / wl).toFixed(2)}x`);
    }
}
// The ways out: the engine's machine stepped to its end against its plain loop, on the walk's maze and on it braided;
// judged at 1000 x 1000. A whole way out's time (ms), and what the rule did there. Then the lesson's Python.
const solveLines = [], solvePyLines = [];
if (solvePair) {
  const msOf = (key) => (solvePair[key] ? (solvePair[key].ns_per_room * solvePair[key].rooms) / 1e6 : NaN);
  const ms = (x) => (x >= 100 ? x.toFixed(0) : x >= 1 ? x.toPrecision(3) : x.toFixed(3));
  const end = (rule, row) => (row.end === 1 ? 'out' : row.end === 2 ? (row.steps >= SOLVE_LIMIT ? 'gave up at the limit' : 'gave up: going round')
    : rule.endsWith('-hand') ? 'round for ever' : 'no way');
  const head = ['rule', 'maze', 'steps', 'end', 'engine, ms', 'plain loop, ms', 'engine ÷ loop', "the page's batches, ms", 'batches ÷ loop',
    '100 x 100: engine, ms', 'plain loop, ms', 'engine ÷ loop'];
  solveLines.push(`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`);
  const pyHead = ['rule', 'maze', 'engine, ms', "lesson's Python, ms", 'Python ÷ engine'];
  solvePyLines.push(`| ${pyHead.join(' | ')} |`, `|${pyHead.map(() => '---').join('|')}|`);
  for (const rule of SOLVERS)
    for (const braid of [false, true]) {
      const work = `${rule}${braid ? '_braid' : ''}`, maze = braid ? 'braided' : 'perfect';
      const cell = (side) => {
        const e = msOf(`solve/${work}/${side}`), l = msOf(`solve_tight/${work}/${side}`);
        return [ms(e), ms(l), (e / l).toFixed(2)];
      };
      const big = solvePair[`solve/${work}/1000`];
      const paged = msOf(`solve_paged/${work}/1000`), loop = msOf(`solve_tight/${work}/1000`);
      solveLines.push(`| ${[rule, maze, Math.round(big.steps).toLocaleString('en'), end(rule, big), ...cell(1000), ms(paged), (paged / loop).toFixed(2), ...cell(100)].join(' | ')} |`);
      const r = msOf(`solve/${work}/1000`) / msOf(`solve_tight/${work}/1000`);
      check(`${rule}${braid ? ' (braided)' : ''} within 1.5x of its plain loop (1000 x 1000, native, stepped to its end)`, r <= 1.5,
        `${r.toFixed(2)}x (${ms(msOf(`solve/${work}/1000`))} against ${ms(msOf(`solve_tight/${work}/1000`))} ms)`);
      const py = python[`solve_python/${work}/100`];
      if (py) {
        const e = msOf(`solve/${work}/100`);
        solvePyLines.push(`| ${[rule, maze, ms(e), `${ms(py.ms)}${py.samples === 1 ? '¹' : ''}`, times(py.ms / e)].join(' | ')} |`);
      }
    }
  if (solvePyLines.length === 2) solvePyLines.length = 0;
}
// A mask beside the full square: a whole maze's time (not a room's: the mask has fewer rooms).
const maskLines = [];
if (masks) {
  const whole = (key) => (masks[key] ? (masks[key].ns_per_room * masks[key].rooms) / 1e6 : NaN);
  const ms = (x) => (x >= 100 ? x.toFixed(0) : x.toPrecision(3));
  const head = ['method', 'square, ms', 'holed mask, ms', 'disc, ms', 'holed ÷ square', 'disc ÷ square'];
  maskLines.push(`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`);
  const ratios = { mask_: [], disc_: [] };
  for (const work of MASKED) {
    const square = whole(`engine/${work}/${MASK_SIDE}`), holed = whole(`engine/mask_${work}/${MASK_SIDE}`), disc = whole(`engine/disc_${work}/${MASK_SIDE}`);
    ratios.mask_.push([work, holed / square]);
    ratios.disc_.push([work, disc / square]);
    maskLines.push(`| ${[work, ms(square), ms(holed), ms(disc), (holed / square).toFixed(2), (disc / square).toFixed(2)].join(' | ')} |`);
  }
  for (const [kind, name] of [['disc_', 'a disc'], ['mask_', 'a mask with holes']]) {
    const over = ratios[kind].filter(([, r]) => !(r <= 1.5));
    check(`every method on ${name} within 1.5x of the full square (${MASK_SIDE} x ${MASK_SIDE}, a whole maze)`, over.length === 0,
      over.length ? `over: ${over.map(([w, r]) => `${w} ${r.toFixed(2)}x`).join(', ')} (RESULTS.md says why)` : `worst ${Math.max(...ratios[kind].map(([, r]) => r)).toFixed(2)}x`);
  }
}
if (endless) {
  const [few, many] = endless;
  // Flat: the process's peak after a million rows within 1 MiB of its peak after 10,000, where
  // the picture written (82 bytes a line with its line break, two lines a row) is 164 MB.
  check(`the endless maze's peak memory flat from ${few.rows.toLocaleString('en')} to ${many.rows.toLocaleString('en')} rows (40 across, within 1 MiB)`,
    many.peak_kib - few.peak_kib <= 1024, endless.map((e) => `${e.rows.toLocaleString('en')} rows: ${e.peak_kib.toLocaleString('en')} KiB ` +
      `peak (${(e.peak_kib - e.before_kib).toLocaleString('en')} KiB over the process before it ran)`).join('; '));
}

const notes = ['- ¹ One run, not a median: a slow peer. "not run (~T)": the time one run would take, from how ' +
  'its time grew over the sizes before (at least in proportion to rooms).'];
for (const r of Object.values(python)) if (r.note) notes.push(`- Python ${r.key}: ${r.note}.`);
notes.push(`- First call in a fresh Node, page module (Session.grow + finish), ${coldSide} x ${coldSide}, wall clock: ` +
  ['walk', 'walls'].map((w) => `${w} ${rate(cold[`default/${w}`].ns_per_room)} rooms/s by default, ` +
    `${rate(cold[`turbo/${w}`].ns_per_room)} with --no-liftoff`).join('; ') + '.');
const page = sides.map((s) => `${s}: ${rate(ns(wasm, `page/walk/${s}`))}`).join(', ');
notes.push(`- walk through the page's own module (embind Session), rooms/s: ${page}.`);
notes.push(`- Peak memory (${memSide} x ${memSide}, bytes a room, native, getrusage peak less the baseline): ` +
  GENERATORS.map((m) => `${m} ${memory[m].peak.toFixed(2)} growing / ${memory[m].finished.toFixed(2)} finished`).join('; ') + '.');

const text = [
  `Machine: ${machine.cpu}, ${machine.cores} cores at ${machine.mhz} MHz, ${machine.memory}; ${machine.date};`,
  `${machine.cxx}; Node ${machine.node}; ${machine.python}. Load average (1, 5, 15 min) before ` +
    `${machine.load[0].map((x) => x.toFixed(2)).join(', ')}, after ${machine.load[1].map((x) => x.toFixed(2)).join(', ')}; ` +
    (minutes ? `the run took ${minutes.toFixed(1)} min.` : ''),
  '',
  'Rooms per second of CPU time (M = million, k = thousand), medians. "wasm ÷ native": time ratio under Node defaults / ' +
    'with --no-liftoff. "native ÷ tight": time ratio of the engine to a plain loop. Peer cells: the peer\'s ' +
    'rooms per second and (×N) how many times faster the engine does it in WebAssembly.',
  '',
  ...lines,
  '',
  ...(moreLines.length ? ['The seven more methods, each beside a plain loop that makes the very same maze from the same PyRandom ' +
    '(bench/more_loops.h), run side by side in one program (natively: three runs of three repetitions in random order, ' +
    'the middle of the three medians; in WebAssembly: rounds in random order, the median). Rooms per second of CPU time.', '', ...moreLines, ''] : []),
  ...(solveLines.length ? ['The ways out, each rule\'s machine from start() stepped to its end (step() until done, as a page steps it) ' +
    'beside a plain loop that takes the very same rooms and finds the same way out (bench/solver_loops.h, bench/mouse_loops.h), from the top left room ' +
    'to the bottom right one, on the walk\'s maze of seed 1 and on it braided 100; the mice\'s seed 1, a limit of a million steps. ' +
    'Run side by side in one program in random order (1000 x 1000 on a full run three times, the middle of the three medians). CPU time of a ' +
    'whole way out; steps and end at 1000 x 1000.', '', ...solveLines, ''] : []),
  ...(solvePyLines.length ? ["The lesson's ways out in Python (web/src/lesson/programs/, CPython) at 100 x 100 beside the engine's " +
    'rows above, on the same two mazes (the braid drawn as the engine draws it), with the same seed and limit.', '', ...solvePyLines, ''] : []),
  ...(maskLines.length ? ['A mask beside the full square: a whole maze, CPU time, medians (bench/engine_bench.cpp: holes 30 rooms wide in a chequer of 50 x 50 blocks; a disc, the circle the square holds).', '', ...maskLines, ''] : []),
  'Random cells and the braid (ns a room, CPU time, medians):',
  '',
  ...cellsTable(native, wasm, turbo),
  '',
  'Targets:',
  ...targets,
  '',
  'Notes:',
  ...notes,
].join('\n');
console.log(text);
mkdirSync(path.join(root, 'build-bench'), { recursive: true });
writeFileSync(path.join(root, 'build-bench', quick ? 'last-quick.md' : 'last-full.md'), text + '\n');
if (!saved) writeFileSync(path.join(root, 'build-bench', 'last-raw.json'), JSON.stringify(data, null, 1));
