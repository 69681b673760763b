// draw.ts: one board's picture: a square maze on a canvas, each room as the rule left it (looked at, on the list,
// filled, just taken), the way in and the way out, and once found the way drawn. The board's colours (palette.ts).
import { FILL, INK } from '../board/state/palette';
import { strokeEdged } from '../common/stroke';

/** A square maze as the boards draw it: which walls are open, and where it starts and ends. */
export interface Plan {
  rows: number;
  cols: number;
  /** Per room: the wall to its right is open, the wall under it is open. */
  right: Uint8Array;
  down: Uint8Array;
  wayIn: number;
  wayOut: number;
  /** Where the rules start and the room they look for (the ways in and out, unless the page moved them). */
  from: number;
  to: number;
}

/** What a rule has done so far, room by room. */
export interface Marks {
  /** Rooms taken off the list and looked at (or, filling, filled). */
  looked: ReadonlySet<number>;
  /** Rooms on the list, waiting. */
  listed: ReadonlySet<number>;
  /** Dead-end filling: the looked-at rooms are filled in, not searched. */
  filling: boolean;
  /** The room the last step took (-1: none). */
  current: number;
  /** The way, once found ([] before). */
  route: readonly number[];
}

/** The plan of a maze from its openings (pairs of rooms, as maze.toJSON() gives them). */
export function planOf(rows: number, cols: number, openings: readonly [number, number][], wayIn: number, wayOut: number): Plan {
  const right = new Uint8Array(rows * cols);
  const down = new Uint8Array(rows * cols);
  for (const [a, b] of openings) {
    if (b === a + 1) right[a] = 1;
    else if (b === a + cols) down[a] = 1;
  }
  return { rows, cols, right, down, wayIn, wayOut, from: wayIn, to: wayOut };
}

/** The open neighbours of a room. */
export function around(plan: Plan, room: number): number[] {
  const { cols, right, down } = plan;
  const out: number[] = [];
  if (room >= cols && down[room - cols]) out.push(room - cols);
  if (down[room]) out.push(room + cols);
  if (room % cols > 0 && right[room - 1]) out.push(room - 1);
  if (right[room]) out.push(room + 1);
  return out;
}

/** Draws the maze and its marks to fill the canvas's own width (a square), sharp on every screen. */
export function drawBoard(canvas: HTMLCanvasElement, plan: Plan, marks: Marks): void {
  const dpr = window.devicePixelRatio || 1;
  const side = Math.max(40, Math.round(canvas.clientWidth * dpr));
  if (canvas.width !== side || canvas.height !== side) {
    canvas.width = side;
    canvas.height = side;
  }
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  const { rows, cols } = plan;
  const t = Math.max(2, Math.round(side / 110)); // the walls' thickness
  const s = Math.floor((side - 2 * t) / Math.max(rows, cols));
  const ox = Math.round((side - s * cols) / 2);
  const oy = Math.round((side - s * rows) / 2);
  const cx = (room: number): number => ox + (room % cols) * s + s / 2;
  const cy = (room: number): number => oy + Math.floor(room / cols) * s + s / 2;
  ctx.clearRect(0, 0, side, side);

  // The rooms: looked at (pale blue), on the list (blue, with a dot), filled (grey, crossed out).
  ctx.fillStyle = FILL.floor;
  ctx.fillRect(ox, oy, s * cols, s * rows);
  for (const [rooms, fill] of [
    [marks.looked, marks.filling ? FILL.undug : FILL.searched],
    [marks.listed, FILL.queue],
  ] as const) {
    ctx.fillStyle = fill;
    for (const room of rooms) ctx.fillRect(ox + (room % cols) * s, oy + Math.floor(room / cols) * s, s, s);
  }
  const dot = (room: number, radius: number, fill: string, edge: string): void => {
    ctx.beginPath();
    ctx.arc(cx(room), cy(room), radius, 0, Math.PI * 2);
    ctx.fillStyle = fill;
    ctx.fill();
    ctx.lineWidth = Math.max(1, dpr);
    ctx.strokeStyle = edge;
    ctx.stroke();
  };
  for (const room of marks.listed) dot(room, s * 0.16, INK.queue, INK.routeEdge);
  if (marks.filling && marks.looked.size > 0) {
    const cross = new Path2D();
    const d = s * 0.18;
    for (const room of marks.looked) {
      cross.moveTo(cx(room) - d, cy(room) - d), cross.lineTo(cx(room) + d, cy(room) + d);
      cross.moveTo(cx(room) + d, cy(room) - d), cross.lineTo(cx(room) - d, cy(room) + d);
    }
    ctx.lineWidth = Math.max(1, dpr * 1.2);
    ctx.strokeStyle = '#6b7380';
    ctx.lineCap = 'round';
    ctx.stroke(cross);
  }

  // The walls, on whole pixels, with a gap at the way in (left) and the way out (right).
  const half = Math.floor(t / 2);
  ctx.fillStyle = INK.wall;
  for (let room = 0; room < rows * cols; room++) {
    const r = Math.floor(room / cols), c = room % cols;
    if (c + 1 < cols && !plan.right[room]) ctx.fillRect(ox + c * s + s - half, oy + r * s - half, t, s + t);
    if (r + 1 < rows && !plan.down[room]) ctx.fillRect(ox + c * s - half, oy + r * s + s - half, s + t, t);
  }
  ctx.fillRect(ox - half, oy - half, s * cols + t, t);
  ctx.fillRect(ox - half, oy + s * rows - half, s * cols + t, t);
  ctx.fillRect(ox - half, oy - half, t, s * rows + t);
  ctx.fillRect(ox + s * cols - half, oy - half, t, s * rows + t);
  ctx.clearRect(ox - half - 1, oy + Math.floor(plan.wayIn / cols) * s + half + 1, t + 2, s - 2 * half - 2);
  ctx.clearRect(ox + s * cols - half - 1, oy + Math.floor(plan.wayOut / cols) * s + half + 1, t + 2, s - 2 * half - 2);

  // The way, once found: the lesson's blue line.
  if (marks.route.length > 0) {
    const path = new Path2D();
    path.moveTo(cx(marks.route[0]), cy(marks.route[0]));
    for (const room of marks.route.slice(1)) path.lineTo(cx(room), cy(room));
    strokeEdged(ctx, path, Math.max(2, s * 0.24), INK.route, INK.routeEdge, dpr);
  } else {
    // Where it starts and where it is heading: rings round the two rooms.
    for (const room of [plan.from, plan.to]) {
      ctx.beginPath();
      ctx.arc(cx(room), cy(room), s * 0.3, 0, Math.PI * 2);
      ctx.lineWidth = Math.max(2 * dpr, s * 0.07);
      ctx.strokeStyle = INK.route;
      ctx.stroke();
    }
  }
  // The room just taken: an amber dot with a dark edge, so it shows on every fill.
  if (marks.current >= 0) dot(marks.current, s * 0.24, INK.thread, INK.threadEdge);
}
