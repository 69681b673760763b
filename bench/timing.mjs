// timing.mjs: medians of timed runs; small runs are batched so each sample lasts long enough.
// Time is this process's CPU time (user + system): on a shared machine it moves far less than
// the wall clock, and it is what the native and Python runs measure too.
export function cpuMs() {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

function time(fn, batch) {
  const t0 = cpuMs();
  for (let i = 0; i < batch; i++) fn();
  return cpuMs() - t0;
}

// Runs fn (warming it: JIT, tier-up) until it knows how many calls in a row last minMs.
function batchFor(fn, minMs) {
  let batch = 1;
  let t = time(fn, 1);
  for (let i = 0; i < 3 && t < minMs; i++) {
    batch = Math.min(1e6, Math.ceil((batch * minMs * 1.2) / Math.max(t, 0.005)));
    t = time(fn, batch);
  }
  return batch;
}

export function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

// Times fn (one whole run over `rooms` rooms); returns ms per run and ns per room, medians of
// `reps` samples. `warm` runs it first (JIT, tier-up) and sizes the batch from that.
export function measure(fn, { rooms, reps = 5, minMs = 40, warm = true }) {
  const batch = warm ? batchFor(fn, minMs) : 1;
  const samples = [];
  for (let i = 0; i < reps; i++) samples.push(time(fn, batch) / batch);
  const ms = median(samples);
  return { ms, ns_per_room: (ms * 1e6) / rooms, samples: samples.length, rooms };
}

// Times several functions (key -> one whole run over `rooms` rooms) side by side: each
// sample round runs every one once, in a new random order, so a slow minute falls on all of
// them alike. Returns key -> { ms, ns_per_room, ... }, medians of `reps` rounds.
export function measureSideBySide(fns, { rooms, reps = 9, minMs = 40 }) {
  const keys = Object.keys(fns), batch = {}, samples = {};
  for (const k of keys) {
    batch[k] = batchFor(fns[k], minMs);
    samples[k] = [];
  }
  for (let r = 0; r < reps; r++) {
    const order = [...keys].sort(() => Math.random() - 0.5);
    for (const k of order) samples[k].push(time(fns[k], batch[k]) / batch[k]);
  }
  return Object.fromEntries(keys.map((k) => {
    const ms = median(samples[k]);
    return [k, { ms, ns_per_room: (ms * 1e6) / rooms, samples: reps, rooms }];
  }));
}

// Command-line options shared by the Node parts: --sides 10,100 and --quick.
export function sidesFromArgs(argv, full = [10, 100, 1000, 4000]) {
  const i = argv.indexOf('--sides');
  if (i >= 0) return argv[i + 1].split(',').map(Number);
  return argv.includes('--quick') ? [10, 100] : full;
}

// Fewer samples where one run takes seconds.
export const repsFor = (side) => (side >= 4000 ? 3 : side >= 1000 ? 3 : 5);
