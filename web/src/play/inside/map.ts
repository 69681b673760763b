// map.ts: the Inside view's small map in a corner: the rooms around the player that they have seen (the rest is fog), their walls, doors, keys, the way out and an arrow for the player.
import { OPEN_DOWN, OPEN_RIGHT } from '../../engine/engine';
import type { Game } from '../game';
import { KEY_COLOURS } from './picture';
import type { Grid, Pose } from './raycast';

/** The map shows this many rooms either side of the player. */
export const MAP_REACH = 6;

const hex = (c: number): string => `#${c.toString(16).padStart(6, '0')}`;
const DOOR_STYLES = KEY_COLOURS.map(hex);

/** Draws the map in the square (x, y, size) of `ctx`; `seen` holds the rooms seen so far (1). */
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
  ctx.fillStyle = '#15181f';
  ctx.fillRect(x, y, size, size);
  ctx.globalAlpha = 1;
  ctx.fillStyle = '#3a4150';
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
  const middle = (room: number): [number, number] => [x + ((room % cols) - c0 + 0.5) * cell, y + (Math.floor(room / cols) - r0 + 0.5) * cell];
  const inWindow = (room: number): boolean => {
    const r = Math.floor(room / cols), c = room % cols;
    return r >= r0 && r < r1 && c >= c0 && c < c1 && seen[room] === 1;
  };
  const locks = game.locks;
  if (locks) {
    locks.doors.forEach(([a, b], i) => {
      if (!locks.shut(i) || !(inWindow(a) || inWindow(b))) return;
      const [ax, ay] = middle(a), [bx, by] = middle(b);
      const mx = (ax + bx) / 2, my = (ay + by) / 2;
      ctx.fillStyle = DOOR_STYLES[i % DOOR_STYLES.length];
      ctx.fillRect(mx - (ax === bx ? cell / 2 : cell / 8), my - (ay === by ? cell / 2 : cell / 8), ax === bx ? cell : cell / 4, ay === by ? cell : cell / 4);
    });
    locks.keys.forEach((room, i) => {
      if (locks.held[i] || !inWindow(room)) return;
      const [kx, ky] = middle(room);
      ctx.fillStyle = DOOR_STYLES[i % DOOR_STYLES.length];
      ctx.beginPath();
      ctx.arc(kx, ky, cell / 4, 0, 2 * Math.PI);
      ctx.fill();
    });
  }
  if (inWindow(game.ways.out)) {
    const [ox, oy] = middle(game.ways.out);
    ctx.strokeStyle = '#fff6c8';
    ctx.lineWidth = Math.max(1, cell / 8);
    ctx.beginPath();
    ctx.arc(ox, oy, cell / 3, 0, 2 * Math.PI);
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
