// main.js: a small game from the maze-engine package: walk a maze from inside, find the keys, open
// the locked doors and reach the light of the way out. ← → turn, ↑ ↓ step (or W A S D).
import { loadMazeEngine } from 'maze-engine';

const view = document.querySelector('#view');
const said = document.querySelector('#said');
const seedText = document.querySelector('#seed');
const paint = view.getContext('2d');
const W = 320, H = 200;               // the frame's pixels, stretched to the canvas: old-game pixels
const SIZE = 12, KEYS = 2;            // 12 x 12 rooms, 2 locked doors and their keys
const PLANE = 0.66;                   // half the screen's width at distance 1: about 66 degrees
const COLOURS = [[216, 64, 58], [47, 158, 68], [59, 111, 216]]; // key and door 1, 2, 3
const FACING = [[0, -1], [1, 0], [0, 1], [-1, 0]];               // up, right, down, left: clockwise
const NAMES = ['up', 'right', 'down', 'left'];

const engine = await loadMazeEngine();
const image = paint.createImageData(W, H);
const pixels = new Uint32Array(image.data.buffer);
const frame = Object.assign(document.createElement('canvas'), { width: W, height: H });
const dist = new Float64Array(W), door = new Int8Array(W), side = new Uint8Array(W);
let maze, game;

function newMaze() {
  maze?.dispose(); // a maze's memory lives inside the engine
  maze = undefined;
  // A maze whose way out is too short has no room for two doors with their keys beside it: the
  // engine says so, and the game takes the next seed (about 1 seed in 35 at 12 x 12).
  for (let seed = 1 + Math.floor(Math.random() * 999_999); !maze; seed++) {
    try {
      maze = engine.generate({ method: 'walk', rows: SIZE, cols: SIZE, seed, keys: KEYS });
    } catch {
      // no room for the keys: the next seed
    }
  }
  // The engine places the doors on the way out and each key where it can be reached: the game
  // can always be finished. Door i is between rooms doors[i][0] and doors[i][1]; key i is in room keys[i].
  const doors = maze.doors ?? [], keys = maze.keys ?? [];
  const start = maze.wayIn;
  game = { room: start, facing: maze.neighbours(start).map((n) => wayTo(start, n))[0] ?? 2, doors, keys, held: new Set(), steps: 0, out: false };
  seedText.textContent = `Maze number ${maze.seed}`;
  say(`A new maze. Find ${keys.length} keys, then the light of the way out. ${look()}`);
  draw();
}

const rc = (room) => [Math.floor(room / maze.cols), room % maze.cols];
function wayTo(a, b) {
  const [ra, ca] = rc(a), [rb, cb] = rc(b);
  return FACING.findIndex(([dx, dy]) => ca + dx === cb && ra + dy === rb);
}
function next(room, facing) {
  const [r, c] = rc(room), [dx, dy] = FACING[facing];
  if (r + dy < 0 || r + dy >= maze.rows || c + dx < 0 || c + dx >= maze.cols) return -1;
  const to = room + dy * maze.cols + dx;
  return maze.isOpen(room, to) ? to : -1;
}
// The door on the opening between two rooms (-1: none), and whether it is still locked.
const doorAt = (a, b) => game.doors.findIndex(([x, y]) => (x === a && y === b) || (x === b && y === a));
const locked = (d) => d >= 0 && !game.held.has(d);

function look() {
  const seen = (turn) => (next(game.room, (game.facing + turn) % 4) >= 0 ? 'a way on' : 'a wall');
  return `Facing ${NAMES[game.facing]}. Ahead: ${seen(0)}. Left: ${seen(3)}. Right: ${seen(1)}.`;
}

function step(forward) {
  const to = next(game.room, forward ? game.facing : (game.facing + 2) % 4);
  if (to < 0) return say('A wall.');
  const d = doorAt(game.room, to);
  if (locked(d)) return say('The door is locked. Find its key.');
  game.room = to;
  game.steps += 1;
  const words = [];
  const key = game.keys.indexOf(to);
  if (key >= 0 && !game.held.has(key)) {
    game.held.add(key);
    words.push(`You pick up key ${key + 1}. It opens door ${key + 1}.`);
  }
  if (to === maze.wayOut) {
    game.out = true;
    return say(`You are out in ${game.steps} steps. Press New maze to play again.`);
  }
  say(`${words.join(' ')} ${look()}`.trim());
}

function say(text) {
  said.textContent = text;
  draw();
}

// One ray a column, room to room along the grid lines (a DDA), to the first wall or locked door.
function cast(px, py, dx, dy) {
  for (let x = 0; x < W; x++) {
    const cam = (2 * x) / (W - 1) - 1;
    const rx = dx - dy * PLANE * cam, ry = dy + dx * PLANE * cam;
    const ddx = Math.abs(1 / rx), ddy = Math.abs(1 / ry);
    let c = Math.floor(px), r = Math.floor(py);
    const sx = rx < 0 ? -1 : 1, sy = ry < 0 ? -1 : 1;
    let tx = (rx < 0 ? px - c : c + 1 - px) * ddx, ty = (ry < 0 ? py - r : r + 1 - py) * ddy;
    dist[x] = Infinity;
    for (let n = 0; n < 40; n++) {
      const alongX = tx < ty;
      const [nc, nr] = alongX ? [c + sx, r] : [c, r + sy];
      const from = r * maze.cols + c, to = nr * maze.cols + nc;
      const wall = nc < 0 || nr < 0 || nc >= maze.cols || nr >= maze.rows || !maze.isOpen(from, to);
      const d = wall ? -1 : doorAt(from, to);
      if (wall || locked(d)) {
        dist[x] = alongX ? tx : ty;
        door[x] = d;
        side[x] = alongX ? 0 : 1;
        break;
      }
      if (alongX) { c = nc; tx += ddx; } else { r = nr; ty += ddy; }
    }
  }
}

const rgb = (r, g, b, f) => 0xff000000 | (Math.min(255, b * f) << 16) | (Math.min(255, g * f) << 8) | Math.min(255, r * f);

function draw() {
  const [r, c] = rc(game.room), [dx, dy] = FACING[game.facing];
  const px = c + 0.5, py = r + 0.5;
  cast(px, py, dx, dy);
  for (let x = 0; x < W; x++) {
    const h = Math.min(H * 4, H / dist[x]);
    const top = (H - h) / 2, f = Math.exp(-0.18 * dist[x]) * (side[x] ? 0.8 : 1);
    const wall = door[x] >= 0 ? rgb(...COLOURS[door[x] % 3], f) : rgb(196, 186, 166, f);
    for (let y = 0; y < H; y++) {
      const shade = Math.exp(-0.18 * (H / Math.abs(2 * y - H + 1))) * 0.9;
      pixels[y * W + x] = y >= top && y < top + h ? wall : y < H / 2 ? rgb(58, 64, 82, shade) : rgb(92, 80, 66, shade);
    }
  }
  // The keys lying and the way out's light: a glowing square where the room is, if no wall is nearer.
  const things = game.keys.map((room, i) => [room, COLOURS[i % 3], 0.25]).filter((_, i) => !game.held.has(i));
  things.push([maze.wayOut, [255, 246, 200], 0.5]);
  for (const [room, colour, size] of things) {
    const [tr, tc] = rc(room), ox = tc + 0.5 - px, oy = tr + 0.5 - py;
    const z = ox * dx + oy * dy;
    if (z < 0.3) continue;
    const cx = ((((ox * -dy + oy * dx) / (PLANE * z)) + 1) * (W - 1)) / 2, half = (size * H) / z;
    for (let x = Math.max(0, Math.floor(cx - half)); x < Math.min(W, cx + half); x++) {
      if (dist[x] < z) continue;
      for (let y = Math.max(0, Math.floor(H / 2 - half)); y < Math.min(H, H / 2 + half); y++) pixels[y * W + x] = rgb(...colour, 1);
    }
  }
  frame.getContext('2d').putImageData(image, 0, 0);
  paint.imageSmoothingEnabled = false;
  paint.drawImage(frame, 0, 0, view.width, view.height);
}

view.addEventListener('keydown', (event) => {
  const key = { ArrowLeft: 'a', ArrowRight: 'd', ArrowUp: 'w', ArrowDown: 's' }[event.key] ?? event.key.toLowerCase();
  if (!'wasd'.includes(key) || key.length !== 1 || game.out) return;
  event.preventDefault(); // the arrow keys walk; they do not scroll the page
  if (key === 'a' || key === 'd') {
    game.facing = (game.facing + (key === 'd' ? 1 : 3)) % 4;
    say(look());
  } else step(key === 'w');
});
document.querySelector('#new-maze').addEventListener('click', () => {
  newMaze();
  view.focus();
});
newMaze();
