// npm_peers.mjs: the maze generators people install from npm, timed on N x N rooms; JSON rows.
// A peer whose next size would take too long (judged from how its time grew so far) is not
// run there; its row says how long it would take instead.
import { readFileSync } from 'node:fs';
import * as ROT from 'rot-js';
import generateMaze from 'generate-maze';
import { measure, repsFor, sidesFromArgs } from './timing.mjs';

const version = (name) =>
  JSON.parse(readFileSync(new URL(`../node_modules/${name}/package.json`, import.meta.url))).version;
const BUDGET_MS = Number(process.env.MAZE_BENCH_PEER_BUDGET_MS ?? 30000);  // one run, at most

// rot-js draws walls and floors on a (2N+1) x (2N+1) map through a callback; keep them,
// as a program using it would.
const rot = (name) => (side) => {
  const w = 2 * side + 1, cells = new Uint8Array(w * w);
  ROT.RNG.setSeed(1);
  new ROT.Map[name](w, w).create((x, y, wall) => { cells[y * w + x] = wall; });
  return cells;
};

const PEERS = [
  { name: `rot-js ${version('rot-js')} EllerMaze`, key: 'rot-js/eller', make: rot('EllerMaze') },
  { name: `rot-js ${version('rot-js')} IceyMaze`, key: 'rot-js/icey', make: rot('IceyMaze') },
  { name: `rot-js ${version('rot-js')} DividedMaze`, key: 'rot-js/divided', make: rot('DividedMaze') },
  { name: `generate-maze ${version('generate-maze')}`, key: 'generate-maze', make: (side) => generateMaze(side, side, true, 1) },
];

const rows = [];
for (const peer of PEERS) {
  let last = null, growth = 1;  // ms per run at the last size, and how time grows with rooms
  for (const side of sidesFromArgs(process.argv.slice(2))) {
    const rooms = side * side, key = `${peer.key}/${side}`;
    const guess = last && last.ms * (rooms / last.rooms) ** growth;
    if (guess && guess > BUDGET_MS) {
      rows.push({ key, name: peer.name, skipped: true, guess_ms: guess, rooms, ns_per_room: (guess * 1e6) / rooms });
      continue;
    }
    const r = measure(() => peer.make(side), { rooms, reps: guess > BUDGET_MS / 4 ? 1 : repsFor(side), warm: side < 1000 });
    if (last) growth = Math.max(1, Math.log(r.ms / last.ms) / Math.log(rooms / last.rooms));
    last = r;
    rows.push({ key, name: peer.name, ...r });
  }
}
console.log(JSON.stringify(rows));
