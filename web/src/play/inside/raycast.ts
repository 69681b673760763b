// raycast.ts: one ray a column of the screen through a square maze's rooms (a DDA on the grid, as in lodev's tutorial): how far each column's wall is, whether it is a door, and where along it the ray struck.
import { OPEN_DOWN, OPEN_RIGHT } from 'maze-engine/engine';

/**
 * A square maze as the rays read it. Walls stand on the lines between rooms (room (r, c) is the
 * unit square x = c … c + 1, y = r … r + 1, x to the right, y down); `walls` holds each room's
 * opening bits (the engine's `walls()`: OPEN_DOWN, OPEN_RIGHT). `doors[2 * room]` is the door on the
 * opening below the room, `doors[2 * room + 1]` the one on its right: 0 none (or open), d + 1 door d,
 * closed. A closed door stops a ray as a wall does.
 */
export interface Grid {
  rows: number;
  cols: number;
  walls: Uint8Array;
  doors: Uint8Array;
}

/** Where the eye is (x, y in rooms), the way it looks (dirX, dirY, length 1) and the screen's half width in front of it (planeX, planeY, at right angles to the look). */
export interface Pose {
  x: number;
  y: number;
  dirX: number;
  dirY: number;
  planeX: number;
  planeY: number;
}

/** Half the screen's width at distance 1: a field of view of 2 atan(0.66), about 66 degrees. */
export const PLANE = 0.66;
/** Rays go no farther than this many rooms: beyond it is dark (and a long corridor costs no more). */
export const MAX_DEPTH = 48;

/** What the rays found, one entry a column; made once for a width and filled again each frame. */
export class Cast {
  readonly width: number;
  /** Distance of the wall from the eye's plane (the perpendicular distance, no fish-eye); Infinity past MAX_DEPTH. */
  readonly dist: Float64Array;
  /** 0: the wall runs up and down the screen's map (an x side), 1: across (a y side). */
  readonly side: Uint8Array;
  /** 0: a wall; d + 1: closed door d. */
  readonly door: Uint8Array;
  /** Where along the wall the ray struck, 0 to 1. */
  readonly along: Float64Array;
  constructor(width: number) {
    this.width = width;
    this.dist = new Float64Array(width);
    this.side = new Uint8Array(width);
    this.door = new Uint8Array(width);
    this.along = new Float64Array(width);
  }
}

/** The pose of a player standing in the middle of a room and looking along (dx, dy) (a heading's vector). */
export function poseAt(room: number, cols: number, dx: number, dy: number, out: Pose = { x: 0, y: 0, dirX: 0, dirY: 0, planeX: 0, planeY: 0 }): Pose {
  out.x = (room % cols) + 0.5;
  out.y = Math.floor(room / cols) + 0.5;
  return aim(out, Math.atan2(dy, dx));
}

/** Look at angle `a` (radians, 0 to the right, π/2 down the screen): the plane lies to the right of the look. */
export function aim(pose: Pose, a: number): Pose {
  const dx = Math.cos(a), dy = Math.sin(a);
  // Snap the exact headings, so a pose looking straight down a corridor casts exact distances.
  pose.dirX = Math.abs(dx) < 1e-12 ? 0 : dx;
  pose.dirY = Math.abs(dy) < 1e-12 ? 0 : dy;
  pose.planeX = -pose.dirY * PLANE;
  pose.planeY = pose.dirX * PLANE;
  return pose;
}

/** Is the line between room (r, c) and its neighbour that way (stepX or stepY, the other 0) closed? The maze's edge is. */
function closed(grid: Grid, r: number, c: number, sx: number, sy: number): number {
  const { rows, cols, walls, doors } = grid;
  const nr = r + sy, nc = c + sx;
  if (nr < 0 || nc < 0 || nr >= rows || nc >= cols) return 1;
  // The line belongs to the room above or to the left of it.
  const owner = sx !== 0 ? r * cols + Math.min(c, nc) : Math.min(r, nr) * cols + c;
  const bit = sx !== 0 ? OPEN_RIGHT : OPEN_DOWN;
  if ((walls[owner] & bit) === 0) return 1;
  const d = doors[2 * owner + (sx !== 0 ? 1 : 0)];
  return d === 0 ? 0 : d + 1; // 2 + door index: a closed door
}

/**
 * Cast one ray a column. Column 0 is the screen's left edge, the last its right. A ray walks from
 * room to room (the DDA: always to the nearer grid line) and stops at the first closed line, or
 * after MAX_DEPTH rooms; `seen`, when given, marks every room a ray passed through. Allocates nothing.
 */
export function castColumns(grid: Grid, pose: Pose, out: Cast, seen?: Uint8Array): void {
  const { cols, rows } = grid;
  const w = out.width;
  const px = pose.x, py = pose.y;
  const startC = Math.min(cols - 1, Math.max(0, Math.floor(px)));
  const startR = Math.min(rows - 1, Math.max(0, Math.floor(py)));
  for (let col = 0; col < w; col++) {
    const camera = w === 1 ? 0 : (2 * col) / (w - 1) - 1;
    const rx = pose.dirX + pose.planeX * camera;
    const ry = pose.dirY + pose.planeY * camera;
    const deltaX = rx === 0 ? Infinity : Math.abs(1 / rx);
    const deltaY = ry === 0 ? Infinity : Math.abs(1 / ry);
    let c = startC, r = startR;
    const sx = rx < 0 ? -1 : 1, sy = ry < 0 ? -1 : 1;
    let sideX = rx < 0 ? (px - c) * deltaX : (c + 1 - px) * deltaX;
    let sideY = ry < 0 ? (py - r) * deltaY : (r + 1 - py) * deltaY;
    if (seen) seen[r * cols + c] = 1;
    let dist = Infinity, side = 0, door = 0;
    for (let n = 0; n < MAX_DEPTH; n++) {
      if (sideX < sideY) {
        const hit = closed(grid, r, c, sx, 0);
        if (hit) {
          dist = sideX; side = 0; door = hit - 1;
          break;
        }
        c += sx;
        sideX += deltaX;
      } else {
        const hit = closed(grid, r, c, 0, sy);
        if (hit) {
          dist = sideY; side = 1; door = hit - 1;
          break;
        }
        r += sy;
        sideY += deltaY;
      }
      if (seen) seen[r * cols + c] = 1;
    }
    out.dist[col] = dist;
    out.side[col] = side;
    out.door[col] = door;
    if (dist === Infinity) out.along[col] = 0;
    else {
      const at = side === 0 ? py + dist * ry : px + dist * rx;
      out.along[col] = at - Math.floor(at);
    }
  }
}
