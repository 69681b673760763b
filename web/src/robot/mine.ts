// mine.ts: the student's robot on the race: the robot program's robot(maze, start, goal) called on the race's maze
// picture, and the trail it gives back turned into rooms, or a sentence on what is wrong with it.
import { currentProgram } from '../common/current';
import { python } from '../python/client';
import { explainOutcome, explainProblem } from '../python/explain';
import type { Plan } from '../race/plan';

/** How long the program and then robot(...) each get. */
const LIMIT_MS = 10_000;

export type Mine = { trail: number[] } | { title: string; advice: string };

// Added after the student's last line, so the line numbers Python reports are the student's own. It gives the
// trail back as text: the page checks every room of it.
const CALL = `
def _race_trail(maze, start, goal):
    got = robot(maze, tuple(start), tuple(goal))
    trail = got[0] if isinstance(got, tuple) and len(got) > 0 else got
    import json as _json
    try:
        return _json.dumps([[int(r), int(c)] for r, c in trail])
    except Exception:
        return "not a trail: " + type(trail).__name__
`;

/** The plan as the lesson's programs see a maze: a list of strings, # rock and . floor. */
export function pictureOf(plan: Plan): string[] {
  const { rows, cols, right, down } = plan;
  const grid = Array.from({ length: 2 * rows + 1 }, () => Array<string>(2 * cols + 1).fill('#'));
  for (let room = 0; room < rows * cols; room++) {
    const r = 2 * Math.floor(room / cols) + 1, c = 2 * (room % cols) + 1;
    grid[r][c] = '.';
    if (right[room]) grid[r][c + 1] = '.';
    if (down[room]) grid[r + 1][c] = '.';
  }
  return grid.map((row) => row.join(''));
}

const square = (plan: Plan, room: number): [number, number] => [2 * Math.floor(room / plan.cols) + 1, 2 * (room % plan.cols) + 1];

/** Asks the robot program for its robot's trail on this maze, from the plan's start to its goal. */
export async function askMyRobot(plan: Plan): Promise<Mine> {
  const code = currentProgram('robot');
  if (code === null) return { title: 'There is no robot program on this page to ask.', advice: '' };
  const job = python.call(`${code}\n${CALL}`, '_race_trail', [pictureOf(plan), square(plan, plan.from), square(plan, plan.to)], { timeLimitMs: LIMIT_MS, perTestMs: LIMIT_MS }, {});
  const outcome = await job.done;
  if (!outcome.hasFunction) {
    const said = explainOutcome(outcome, LIMIT_MS);
    return said ?? { title: 'Your program stopped before the race could call robot.', advice: '' };
  }
  const test = outcome.tests[0];
  if (test?.tooSlow) {
    return {
      title: `robot(maze, start, goal) took too long: the race stopped it after ${LIMIT_MS / 1000} seconds.`,
      advice: 'A robot that goes round for ever must stop itself: the lesson\'s robot remembers each room and way it faced, and stops when it comes back.',
    };
  }
  if (test?.problem) {
    const said = explainProblem(test.problem, outcome, LIMIT_MS);
    if (/NameError: name 'robot'/.test(test.problem.lastLine)) return { title: 'Your program has no function called robot.', advice: 'Keep def robot(maze, start, goal): in the program (its Reset button brings back the lesson\'s version).' };
    return said;
  }
  return trailOf(test?.answer?.json ?? null, plan);
}

/** The text robot gave back, as rooms; anything else, said. */
function trailOf(json: string | null, plan: Plan): Mine {
  const text: unknown = json === null ? null : JSON.parse(json);
  const want = 'robot should give back its trail: a list of the squares it walked into, in order, each (row, column), like [(1, 1), (1, 3), ...].';
  if (typeof text !== 'string' || text.startsWith('not a trail')) {
    return { title: `${want.charAt(0).toUpperCase()}${want.slice(1)}`, advice: typeof text === 'string' ? `It gave back ${text.slice(13)}.` : '' };
  }
  const squares = JSON.parse(text) as [number, number][];
  const trail: number[] = [];
  for (const [r, c] of squares) {
    const room = (r - 1) / 2 * plan.cols + (c - 1) / 2;
    if (r % 2 !== 1 || c % 2 !== 1 || r < 1 || c < 1 || r >= 2 * plan.rows || c >= 2 * plan.cols) {
      return { title: `Its trail has (${r}, ${c}), which is not a room.`, advice: 'Rooms are at odd rows and odd columns of the picture: a step moves two squares, over the opening.' };
    }
    trail.push(room);
  }
  return { trail };
}
