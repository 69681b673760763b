// main.js: a player walks a maze from the maze-engine package with the arrow keys (or WASD).
import { loadMazeEngine } from 'maze-engine';

const canvas = document.querySelector('#maze');
const moves = document.querySelector('#moves');
const seedText = document.querySelector('#seed');
const paint = canvas.getContext('2d');
const SIZES = { corridor: 3, wall: 1 };
const TILE_PIXELS = 10;
const COLOURS = { wall: '#2e2b3a', floor: '#f4efe6', out: '#15803d', player: '#b45309' };
const KEYS = {
  ArrowUp: 'up', w: 'up', ArrowDown: 'down', s: 'down', ArrowLeft: 'left', a: 'left', ArrowRight: 'right', d: 'right',
};

const engine = await loadMazeEngine();
let maze = null;
let tiles = [];
let room = 0;
let steps = 0;
let out = false;

function newMaze() {
  maze?.dispose(); // a maze's memory lives inside the engine
  // A short seed the player can note down, to walk the same maze again.
  const seed = 1 + Math.floor(Math.random() * 999_999);
  maze = engine.generate({ method: 'walk', rows: 10, cols: 10, seed });
  tiles = maze.tiles(SIZES);
  canvas.width = canvas.height = tiles.length * TILE_PIXELS; // whole pixels a tile: no seams
  room = maze.wayIn;
  steps = 0;
  out = false;
  seedText.textContent = `Maze number ${maze.seed}`;
  moves.textContent = 'A new maze. You are at the top left.';
  draw();
}

// The top left tile of a room's block: walls and rooms alternate along each row and column.
function corner(r) {
  const row = Math.floor(r / maze.cols), col = r % maze.cols;
  return [(col + 1) * SIZES.wall + col * SIZES.corridor, (row + 1) * SIZES.wall + row * SIZES.corridor];
}

function draw() {
  const side = TILE_PIXELS;
  tiles.forEach((row, y) =>
    row.forEach((tile, x) => {
      paint.fillStyle = tile ? COLOURS.wall : COLOURS.floor;
      paint.fillRect(x * side, y * side, side, side);
    }),
  );
  for (const [r, colour] of [[maze.wayOut, COLOURS.out], [room, COLOURS.player]]) {
    const [x, y] = corner(r);
    paint.fillStyle = colour;
    paint.fillRect(x * side, y * side, SIZES.corridor * side, SIZES.corridor * side);
  }
}

function next(r, way) {
  const col = r % maze.cols;
  if (way === 'up') return r >= maze.cols ? r - maze.cols : -1;
  if (way === 'down') return r + maze.cols < maze.rooms ? r + maze.cols : -1;
  if (way === 'left') return col > 0 ? r - 1 : -1;
  return col + 1 < maze.cols ? r + 1 : -1;
}

function walk(way) {
  if (out) return;
  const to = next(room, way);
  if (to < 0 || !maze.isOpen(room, to)) {
    moves.textContent = `A wall: you cannot go ${way}.`;
    return;
  }
  room = to;
  steps += 1;
  out = room === maze.wayOut;
  const shortest = maze.solve().length - 1;
  moves.textContent = out
    ? `You got out in ${steps} steps. The shortest way takes ${shortest}.`
    : `You went ${way}. Steps: ${steps}.`;
  draw();
}

canvas.addEventListener('keydown', (event) => {
  const way = KEYS[event.key];
  if (!way) return;
  event.preventDefault(); // the arrow keys walk; they do not scroll the page
  walk(way);
});
document.querySelector('#new-maze').addEventListener('click', () => {
  newMaze();
  canvas.focus();
});
newMaze();
