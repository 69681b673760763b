// walker.ts: what moves a board one step at a time: a rule of the engine (maze.solver), or a trail of rooms given
// whole (a student's robot), each move checked against the maze's walls before it is shown.
import type { Maze } from 'maze-engine';
import { RULE_FACTS, type Rule } from 'maze-engine/engine';
import { type Plan, around } from './plan';

export interface Walker {
  /** Up to n steps (none once done): the room each went into or looked at (-1: none). */
  stepMany(n: number): ArrayLike<number>;
  readonly done: boolean;
  readonly steps: number;
  /** Different rooms visited so far. */
  readonly visited: number;
  /** The most it held at once (null: not known, a student's robot keeps its own). */
  readonly memory: number | null;
  /** The way found, room by room, once done ([] if none). */
  readonly route: readonly number[];
  /** Once done: why it stopped without the way (gave up, round for ever, through a wall), or ''. */
  readonly why: string;
  dispose(): void;
}

/** The seed of the rules that choose at random: the same choices on every board and in the table. */
export const RACE_SEED = 1;

/** The engine's rule from the plan's start to its goal. */
export function engineWalker(maze: Maze, rule: Rule, plan: Plan): Walker {
  const facts = RULE_FACTS[rule];
  const solver = maze.solver({ rule, from: plan.from, to: plan.to, ...(facts.seeded ? { seed: RACE_SEED } : {}) });
  return {
    stepMany: (n) => solver.stepMany(n),
    get done() {
      return solver.done;
    },
    get steps() {
      return solver.steps;
    },
    get visited() {
      return solver.visited;
    },
    get memory() {
      return solver.memory;
    },
    get route() {
      return solver.result?.route ?? [];
    },
    get why() {
      const r = solver.result;
      if (!r || r.found) return '';
      if (r.gave_up) return `It gave up after ${r.steps} steps.`;
      if (r.out === false) return 'It went round for ever.';
      return 'There is no way.';
    },
    dispose: () => solver.dispose(),
  };
}

/** The way with every loop cut out: on from the last time the trail was in each room (as the lesson's cut_loops). */
export function cutLoops(trail: readonly number[]): number[] {
  const last = new Map<number, number>();
  trail.forEach((room, i) => last.set(room, i));
  const route: number[] = [];
  for (let i = 0; i < trail.length; i = last.get(trail[i])! + 1) route.push(trail[i]);
  return route;
}

/** A trail given whole, walked a room a step: it must start at the plan's start and move through openings only. */
export function trailWalker(trail: readonly number[], plan: Plan): Walker {
  let at = 0;
  let why = '';
  let stopped = trail.length === 0 || trail[0] !== plan.from;
  if (stopped) why = `Its trail must start in the room it starts from, room ${plan.from}.`;
  const seen = new Set<number>(stopped ? [] : [plan.from]);
  let route: number[] = [];
  const finish = (): void => {
    stopped = true;
    const end = trail[at];
    if (end === plan.to) route = cutLoops(trail.slice(0, at + 1));
    else if (!why) why = 'Its trail ends before the way out.';
  };
  if (!stopped && (trail.length === 1 || trail[0] === plan.to)) finish();
  // One move (the walk not stopped yet): the room it went into, -1 if through a wall.
  const step = (): number => {
    const a = trail[at], b = trail[at + 1];
    if (!around(plan, a).includes(b)) {
      why = `Step ${at + 1} goes from room ${a} to room ${b}, with no opening between them.`;
      stopped = true;
      return -1;
    }
    at++;
    seen.add(b);
    if (b === plan.to || at + 1 >= trail.length) finish();
    return b;
  };
  return {
    stepMany(n) {
      const rooms: number[] = [];
      while (rooms.length < n && !stopped) rooms.push(step());
      return rooms;
    },
    get done() {
      return stopped;
    },
    get steps() {
      return at;
    },
    get visited() {
      return seen.size;
    },
    memory: null,
    get route() {
      return route;
    },
    get why() {
      return why;
    },
    dispose: () => undefined,
  };
}
