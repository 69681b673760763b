// palette.ts: the board's colours, from the Okabe–Ito palette so colour-blind students can tell them apart.

/** Lines and marks drawn over the rooms. */
export const INK = {
  wall: '#1f2328',
  thread: '#e69f00', // amber: the open calls of carve
  threadEdge: '#8a4b00',
  loose: '#cc79a7', // reddish purple: the loose walk, clearly not amber
  looseEdge: '#7d3560',
  frontier: '#009e73', // bluish green: rooms beside the tree
  route: '#0072b2', // blue: the way out
  routeEdge: '#003f63',
  queue: '#56b4e9', // sky blue: rooms the search will look at next
  refused: '#d1242f', // red: a wall left standing, an opening that closes a loop (the robot's trail is orange)
  tree: '#2b3038',
  treeRoot: '#0072b2',
} as const;

/** Room fills. */
export const FILL = {
  floor: '#ffffff',
  undug: '#d9dde3', // a room the maze has not reached yet
  rock: '#6b7380', // a place a mask leaves out: solid rock, as the text picture draws it
  thread: '#fdefcf',
  loose: '#f6dcea',
  frontier: '#c6ecdf',
  searched: '#d8ebf8',
  queue: '#a9d6f2',
  route: '#d8ebf8',
} as const;

/** Pieces of random walls: index 1..7 (0 means a room still alone, drawn plain). */
export const PIECE_FILLS = ['#ffffff', '#f2c25c', '#93cdef', '#5cc3a5', '#f3e96e', '#5b9fd0', '#e07b39', '#dfa6c6'] as const;
export const PIECE_COLOURS = PIECE_FILLS.length - 1;

/** For direct pixel writes: the same colours, packed as ImageData words (little-endian ABGR). */
export function packed(hex: string): number {
  const v = parseInt(hex.slice(1), 16);
  const r = (v >> 16) & 255;
  const g = (v >> 8) & 255;
  const b = v & 255;
  return ((255 << 24) | (b << 16) | (g << 8) | r) >>> 0;
}

/** Pixel view: rock the walk has not dug yet is drawn as rock, as in the lesson's pictures. */
export const PIXEL = {
  outside: packed('#f4f2ec'),
  wall: packed('#1f2328'),
  undug: packed('#3a4048'),
  floor: packed(FILL.floor),
  thread: packed(INK.thread),
  threadHead: packed(INK.threadEdge),
  loose: packed(INK.loose),
  looseHead: packed(INK.looseEdge),
  frontier: packed('#5cc3a5'),
  frontierHead: packed(INK.frontier),
  searched: packed(FILL.searched),
  queue: packed(INK.queue),
  route: packed(INK.route),
  pieces: PIECE_FILLS.map(packed),
} as const;
