// tree.ts: the maze as a tree: a breadth-first search from the way in over the openings, and a family-tree layout.
import { type Layout, OPEN_DOWN, OPEN_RIGHT } from 'maze-engine/engine';
import { wallOpen } from './draw_shape';

export interface FamilyTree {
  /** Per room: the room one step nearer the way in (-1 for the root and for rooms not reached). */
  parent: Int32Array;
  /** Per room: steps from the way in (-1: not reached). */
  depth: Int32Array;
  /** Rooms reached, nearest first. */
  order: Int32Array;
  /** Per room: across position, 0 .. leaves-1 (a parent sits over the middle of its children). */
  x: Float64Array;
  levels: number;
  leaves: number;
}

/** Openings of a room, as neighbour rooms: up, down, left, right (the lesson's order). */
export function openNeighbours(looks: Uint16Array, rows: number, cols: number, room: number, out: number[]): number[] {
  out.length = 0;
  const r = Math.floor(room / cols);
  const c = room - r * cols;
  if (r > 0 && looks[room - cols] & OPEN_DOWN) out.push(room - cols);
  if (r + 1 < rows && looks[room] & OPEN_DOWN) out.push(room + cols);
  if (c > 0 && looks[room - 1] & OPEN_RIGHT) out.push(room - 1);
  if (c + 1 < cols && looks[room] & OPEN_RIGHT) out.push(room + 1);
  return out;
}

/** For a shape's layout: every room's open neighbours (in the order of the shape's walls), as lists in one array. */
function openLists(layout: Layout, looks: Uint16Array): { start: Int32Array; next: Int32Array } {
  const n = looks.length;
  const start = new Int32Array(n + 1);
  const walls = layout.wallBit.length;
  for (let w = 0; w < walls; w++) if (wallOpen(layout, looks, w)) start[layout.wallRooms[2 * w] + 1]++, start[layout.wallRooms[2 * w + 1] + 1]++;
  for (let i = 0; i < n; i++) start[i + 1] += start[i];
  const fill = start.slice(0, n);
  const next = new Int32Array(start[n]);
  for (let w = 0; w < walls; w++) {
    if (!wallOpen(layout, looks, w)) continue;
    const a = layout.wallRooms[2 * w];
    const b = layout.wallRooms[2 * w + 1];
    next[fill[a]++] = b;
    next[fill[b]++] = a;
  }
  return { start, next };
}

export function familyTree(looks: Uint16Array, rows: number, cols: number, root = 0, layout: Layout | null = null): FamilyTree {
  const n = looks.length;
  const lists = layout ? openLists(layout, looks) : null;
  const parent = new Int32Array(n).fill(-1);
  const depth = new Int32Array(n).fill(-1);
  const order = new Int32Array(n);
  let head = 0;
  let tail = 0;
  depth[root] = 0;
  order[tail++] = root;
  const around: number[] = [];
  while (head < tail) {
    const room = order[head++];
    if (lists) {
      around.length = 0;
      for (let i = lists.start[room]; i < lists.start[room + 1]; i++) around.push(lists.next[i]);
    } else openNeighbours(looks, rows, cols, room, around);
    for (const next of around) {
      if (depth[next] >= 0) continue;
      depth[next] = depth[room] + 1;
      parent[next] = room;
      order[tail++] = next;
    }
  }
  const reached = order.slice(0, tail);

  // Children in the order the search found them; then leaves left to right, parents over the middle.
  const firstChild = new Int32Array(n).fill(-1);
  const lastChild = new Int32Array(n).fill(-1);
  const nextSibling = new Int32Array(n).fill(-1);
  for (const room of reached) {
    const p = parent[room];
    if (p < 0) continue;
    if (firstChild[p] < 0) firstChild[p] = room;
    else nextSibling[lastChild[p]] = room;
    lastChild[p] = room;
  }
  const x = new Float64Array(n).fill(-1);
  let leaves = 0;
  // Depth-first with an explicit stack (no recursion: a tree can be millions of rooms deep).
  const stack: number[] = [root];
  const visitedChildren = new Uint8Array(n);
  while (stack.length > 0) {
    const room = stack[stack.length - 1];
    if (firstChild[room] < 0) {
      x[room] = leaves++;
      stack.pop();
    } else if (!visitedChildren[room]) {
      visitedChildren[room] = 1;
      const kids: number[] = [];
      for (let k = firstChild[room]; k >= 0; k = nextSibling[k]) kids.push(k);
      for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i]);
    } else {
      x[room] = (x[firstChild[room]] + x[lastChild[room]]) / 2;
      stack.pop();
    }
  }
  const levels = tail > 0 ? depth[reached[tail - 1]] + 1 : 0;
  return { parent, depth, order: reached, x, levels, leaves };
}
