// plan.ts: a square maze as the races see it: which walls are open, where the rules start and what they look for.

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

/** The plan of a maze from its openings (pairs of rooms, as maze.openings gives them). */
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

/** The room in the middle of the plan (up and left of it, on an even side). */
export const middleOf = (plan: Plan): number => (Math.ceil(plan.rows / 2) - 1) * plan.cols + Math.ceil(plan.cols / 2) - 1;
