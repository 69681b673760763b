// ways.mjs: walking a square maze in the page tests: a room's open ways in the command's picture, the one way between two rooms, the keys that walk it from inside, and Play started on the board.
import { boardUi } from './helpers.mjs';
import { distancesIn } from './oracle.mjs';

// The square's headings clockwise, as the Inside view turns: → is one on, ← one back.
export const FACINGS = ['up', 'right', 'down', 'left'];
const VECTOR = { up: [-1, 0], right: [0, 1], down: [1, 0], left: [0, -1] };

/** A room's open neighbours in a square picture, each with its heading, in the order up, down, left, right. */
export function openWays(picture, room) {
  const cols = (picture[0].length - 1) / 2, rows = (picture.length - 1) / 2;
  const r = Math.floor(room / cols), c = room % cols;
  const out = [];
  for (const way of ['up', 'down', 'left', 'right']) {
    const [dr, dc] = VECTOR[way];
    const nr = r + dr, nc = c + dc;
    if (nr >= 0 && nc >= 0 && nr < rows && nc < cols && picture[2 * r + 1 + dr][2 * c + 1 + dc] === '.') out.push({ room: nr * cols + nc, way });
  }
  return out;
}

/** The rooms of the one way from a to b in a square picture (a tree), a first. */
export function wayBetween(picture, a, b) {
  const dist = distancesIn(picture, b);
  const way = [a];
  for (let room = a; room !== b; ) {
    room = openWays(picture, room).find((n) => dist[n.room] === dist[room] - 1).room;
    way.push(room);
  }
  return way;
}

/**
 * The keys that walk a way from inside, from a facing: for each room, turn (← or →, the fewest)
 * to face it, then ↑. Returns the keys and the facing at the end.
 */
export function insideKeys(picture, way, facing) {
  const keys = [];
  for (let i = 1; i < way.length; i++) {
    const want = FACINGS.indexOf(openWays(picture, way[i - 1]).find((n) => n.room === way[i]).way);
    const turns = (want - facing + 4) % 4;
    if (turns === 3) keys.push('ArrowLeft');
    else for (let t = 0; t < turns; t++) keys.push('ArrowRight');
    facing = want;
    keys.push('ArrowUp');
  }
  return { keys, facing };
}

export async function play(page, root, { rows = 10, cols = 10, seed = '2083', shape = 'Square' } = {}) {
  const b = boardUi(page, root);
  await b.radio(shape).check();
  await b.field('Rows').fill(String(rows));
  await b.field('Columns').fill(String(cols));
  await b.field('Seed').fill(seed);
  await b.radio('Random walk').check();
  await b.button('Play').click();
  await page.waitForFunction((el) => /^Maze \d+ from seed/.test(el.querySelector('.board-message').textContent), await root.elementHandle(), { timeout: 60_000 });
  return b;
}
