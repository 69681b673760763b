// map.ts: the Inside view's small map in a corner: the rooms around the player that they have seen (the rest is fog), their walls, doors, keys, the way out and an arrow for the player.
import { OPEN_DOWN, OPEN_RIGHT } from 'maze-engine/engine';
import type { Game } from '../game';
import { KEY_INK } from '../locks';
import type { Grid, Pose } from './raycast';

/** The map shows this many rooms either side of the player. */
export const MAP_REACH = 6;

const DOOR_STYLES = KEY_INK;

/** Is a room inside the map's window (rows r0 … r1 - 1, columns c0 … c1 - 1) and seen? */
function shown(room: number, cols: number, r0: number, c0: number, r1: number, c1: number, seen: Uint8Array): boolean {
  const r = Math.floor(room / cols), c = room % cols;
  return r >= r0 && r < r1 && c >= c0 && c < c1 && seen[room] === 1;
}

/** Draws the map in the square (x, y, size) of `ctx`; `seen` holds the rooms seen so far (1). Allocates nothing. */
export function drawMap(ctx: CanvasRenderingContext2D, game: Game, grid: Grid, seen: Uint8Array, pose: Pose, x: number, y: number, size: number): void {
  const { rows, cols, walls } = grid;
  const span = 2 * MAP_REACH + 1;
  const cell = size / span;
  // The window follows the player, kept inside the maze.
  const r0 = Math.max(0, Math.min(rows - span, Math.floor(pose.y) - MAP_REACH));
  const c0 = Math.max(0, Math.min(cols - span, Math.floor(pose.x) - MAP_REACH));
  const r1 = Math.min(rows, r0 + span), c1 = Math.min(cols, c0 + span);
  ctx.save();
  ctx.globalAlpha = 0.88;
  ctx.fillStyle = '#0c0e12';
  ctx.fillRect(x, y, size, size);
  ctx.globalAlpha = 1;
  ctx.fillStyle = '#4b5569';
  for (let r = r0; r < r1; r++)
    for (let c = c0; c < c1; c++) if (seen[r * cols + c]) ctx.fillRect(x + (c - c0) * cell, y + (r - r0) * cell, cell + 0.5, cell + 0.5);
  // Walls of the rooms seen: each room's right and bottom, and the maze's top and left edges.
  ctx.strokeStyle = '#e8e2d0';
  ctx.lineWidth = Math.max(1, cell / 6);
  ctx.beginPath();
  for (let r = r0; r < r1; r++)
    for (let c = c0; c < c1; c++) {
      const room = r * cols + c;
      if (!seen[room]) continue;
      const left = x + (c - c0) * cell, top = y + (r - r0) * cell;
      if (!(walls[room] & OPEN_RIGHT)) {
        ctx.moveTo(left + cell, top);
        ctx.lineTo(left + cell, top + cell);
      }
      if (!(walls[room] & OPEN_DOWN)) {
        ctx.moveTo(left, top + cell);
        ctx.lineTo(left + cell, top + cell);
      }
      if (r === 0) {
        ctx.moveTo(left, top);
        ctx.lineTo(left + cell, top);
      }
      if (c === 0) {
        ctx.moveTo(left, top);
        ctx.lineTo(left, top + cell);
      }
    }
  ctx.stroke();
  const locks = game.locks;
  if (locks) {
    for (let i = 0; i < locks.doors.length; i++) {
      const a = locks.doors[i][0], b = locks.doors[i][1];
      if (!locks.shut(i) || !(shown(a, cols, r0, c0, r1, c1, seen) || shown(b, cols, r0, c0, r1, c1, seen))) continue;
      // A bar across the opening, at right angles to the step between the rooms.
      const across = Math.abs(a - b) === 1;
      const mx = x + ((Math.min(a, b) % cols) - c0 + (across ? 1 : 0.5)) * cell, my = y + (Math.floor(Math.min(a, b) / cols) - r0 + (across ? 0.5 : 1)) * cell;
      ctx.fillStyle = DOOR_STYLES[i % DOOR_STYLES.length];
      ctx.fillRect(mx - (across ? cell / 8 : cell / 2), my - (across ? cell / 2 : cell / 8), across ? cell / 4 : cell, across ? cell : cell / 4);
    }
    for (let i = 0; i < locks.keys.length; i++) {
      const room = locks.keys[i];
      if (locks.held[i] || !shown(room, cols, r0, c0, r1, c1, seen)) continue;
      ctx.fillStyle = DOOR_STYLES[i % DOOR_STYLES.length];
      ctx.beginPath();
      ctx.arc(x + ((room % cols) - c0 + 0.5) * cell, y + (Math.floor(room / cols) - r0 + 0.5) * cell, cell / 4, 0, 2 * Math.PI);
      ctx.fill();
    }
  }
  const out = game.ways.out;
  if (shown(out, cols, r0, c0, r1, c1, seen)) {
    ctx.strokeStyle = '#fff6c8';
    ctx.lineWidth = Math.max(1, cell / 8);
    ctx.beginPath();
    ctx.arc(x + ((out % cols) - c0 + 0.5) * cell, y + (Math.floor(out / cols) - r0 + 0.5) * cell, cell / 3, 0, 2 * Math.PI);
    ctx.stroke();
  }
  // The player: an arrow the way they look.
  const px = x + (pose.x - c0) * cell, py = y + (pose.y - r0) * cell;
  const s = cell * 0.4;
  ctx.fillStyle = '#ffb020';
  ctx.beginPath();
  ctx.moveTo(px + pose.dirX * s, py + pose.dirY * s);
  ctx.lineTo(px - pose.dirX * s * 0.7 - pose.dirY * s * 0.6, py - pose.dirY * s * 0.7 + pose.dirX * s * 0.6);
  ctx.lineTo(px - pose.dirX * s * 0.7 + pose.dirY * s * 0.6, py - pose.dirY * s * 0.7 - pose.dirX * s * 0.6);
  ctx.closePath();
  ctx.fill();
  ctx.strokeStyle = '#5a6272';
  ctx.lineWidth = 1;
  ctx.strokeRect(x + 0.5, y + 0.5, size - 1, size - 1);
  ctx.restore();
}
