// marks.ts: what a test maze's right answer looks like, from its picture: the dead ends, the two rooms farthest apart and the way
// between them, the openings that close a loop and the rooms cut off. Pure: rooms are [row, column] in the picture (odd numbers).
export type Room = [number, number];

const SIDES: Room[] = [[-1, 0], [1, 0], [0, -1], [0, 1]];

function rooms(picture: string[]): Room[] {
  const all: Room[] = [];
  for (let r = 1; r < picture.length; r += 2) for (let c = 1; c < picture[0].length; c += 2) all.push([r, c]);
  return all;
}

const key = ([r, c]: Room): string => `${r},${c}`;

/** The rooms next to `room` through an opening. */
function through(picture: string[], [r, c]: Room): Room[] {
  return SIDES.filter(([dr, dc]) => picture[r + dr]?.[c + dc] === '.' && picture[r + 2 * dr]?.[c + 2 * dc] === '.')
    .map(([dr, dc]) => [r + 2 * dr, c + 2 * dc] as Room);
}

/** Rooms with exactly one opening. */
export function deadEnds(picture: string[]): Room[] {
  return rooms(picture).filter(([r, c]) => SIDES.filter(([dr, dc]) => picture[r + dr]?.[c + dc] === '.').length === 1);
}

/** Breadth-first from `start`: each room reached, with the room it was reached from. */
function search(picture: string[], start: Room): Map<string, { room: Room; steps: number; from: Room | null }> {
  const seen = new Map([[key(start), { room: start, steps: 0, from: null as Room | null }]]);
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const here = seen.get(key(queue[i]))!;
    for (const next of through(picture, queue[i])) {
      if (seen.has(key(next))) continue;
      seen.set(key(next), { room: next, steps: here.steps + 1, from: queue[i] });
      queue.push(next);
    }
  }
  return seen;
}

function farthestFrom(picture: string[], start: Room): { end: Room; steps: number; way: Room[] } {
  const seen = search(picture, start);
  let best = seen.get(key(start))!;
  for (const entry of seen.values()) if (entry.steps > best.steps) best = entry;
  const way: Room[] = [];
  for (let at: Room | null = best.room; at; at = seen.get(key(at))!.from) way.push(at);
  return { end: best.room, steps: best.steps, way: way.reverse() };
}

/** The two rooms farthest apart (searching from the top left room's farthest) and the way between them. */
export function farthestPair(picture: string[]): { way: Room[]; steps: number } {
  const { end } = farthestFrom(picture, [1, 1]);
  const { way, steps } = farthestFrom(picture, end);
  return { way, steps };
}

/** The room farthest from the top left room, and the way there. */
export function fromTopLeft(picture: string[]): { way: Room[]; steps: number } {
  const { way, steps } = farthestFrom(picture, [1, 1]);
  return { way, steps };
}

/** The way from room `from` to room `to` (empty when `to` is not reached), and its steps. */
export function wayBetween(picture: string[], from: Room, to: Room): { way: Room[]; steps: number } {
  const seen = search(picture, from);
  const way: Room[] = [];
  for (let at: Room | null = seen.has(key(to)) ? to : null; at; at = seen.get(key(at))!.from) way.push(at);
  return { way: way.reverse(), steps: way.length - 1 };
}

/** The bottom right room of the picture. */
export const bottomRight = (picture: string[]): Room => [picture.length - 2, picture[0].length - 2];

/** The openings (as picture squares) that close a loop, and the rooms not reached from the top left room. */
export function loopsAndCutOff(picture: string[]): { loops: Room[]; cutOff: Room[] } {
  const reached = search(picture, [1, 1]);
  const cutOff = rooms(picture).filter((room) => !reached.has(key(room)));
  // Every opening not used to reach a room for the first time closes a loop (over every piece).
  const tree = new Set<string>();
  const seen = new Set<string>();
  for (const start of rooms(picture)) {
    if (seen.has(key(start))) continue;
    for (const entry of search(picture, start).values()) {
      seen.add(key(entry.room));
      if (entry.from) tree.add(key([(entry.room[0] + entry.from[0]) / 2, (entry.room[1] + entry.from[1]) / 2]));
    }
  }
  const loops: Room[] = [];
  for (let r = 1; r < picture.length - 1; r++) {
    for (let c = 1; c < picture[0].length - 1; c++) {
      if ((r + c) % 2 === 1 && picture[r][c] === '.' && !tree.has(key([r, c]))) loops.push([r, c]);
    }
  }
  return { loops, cutOff };
}
