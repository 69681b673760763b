// maze.ts: the races' maze: a square random walk of a seed (10 x 10 unless a bigger side is asked), with loops if
// asked, and its plan for the boards.
import type { Maze, MazeEngine } from 'maze-engine';
import { type Plan, planOf } from './plan';

/** The sides a race can be run on: the lesson's 10 x 10, and bigger ones to see the rules spread. */
export const SIDES = [10, 100, 1000] as const;
export type Side = (typeof SIDES)[number];
/** With loops: the share of dead ends opened up after the growth (0 to 100). */
const LOOPS = 50;

/** The maze of this seed (with loops if `loops`) and its plan, from the way in to the way out. */
export function raceMaze(engine: MazeEngine, seed: string, loops: boolean, side: Side = SIDES[0]): { maze: Maze; plan: Plan } {
  const maze = engine.generate({ method: 'walk', rows: side, cols: side, seed, ...(loops ? { braid: LOOPS } : {}) });
  return { maze, plan: planOf(maze.rows, maze.cols, maze.openings, maze.wayIn, maze.wayOut) };
}

/** A fresh seed, short enough to read and type again (into the lesson's board, or random.seed in Python). */
export const freshSeed = (): string => String(1 + Math.floor(Math.random() * 99_999));
