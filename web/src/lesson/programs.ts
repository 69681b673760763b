// The lesson's runnable programs, by the name of the function each is about.
import openings from './programs/openings.py?raw';
import makeMaze from './programs/make_maze.py?raw';
import mazeFrames from './programs/maze_frames.py?raw';
import wayOut from './programs/way_out.py?raw';
import randomWalls from './programs/random_walls.py?raw';
import countWays from './programs/count_ways.py?raw';
import spoil from './programs/spoil.py?raw';
import corridors from './programs/corridors.py?raw';
import countMazes from './programs/count_mazes.py?raw';
import deadEnds from './programs/dead_ends.py?raw';
import isPerfect from './programs/is_perfect.py?raw';
import farthest from './programs/farthest.py?raw';
import tenprint from './programs/tenprint.py?raw';
import equallyOften from './programs/equally_often.py?raw';
import robot from './programs/robot.py?raw';
import { METHODS } from 'maze-engine/engine';

// More ways to grow a maze: each method past the lesson's four has a program named by its id
// (its id with _ for -), which makes, for a seed, the very maze the engine makes.
const FILES = import.meta.glob<string>('./programs/*.py', { query: '?raw', import: 'default', eager: true });
const MORE_WAYS = METHODS.slice(4).map((method) => method.replaceAll('-', '_'));

export interface ProgramSpec {
  name: string;
  source: string;
  /** Longest a run may take before the page stops it. */
  timeLimitMs: number;
}

const SECONDS = 1000;

function program(name: string, source: string, timeLimitMs = 5 * SECONDS): ProgramSpec {
  // No empty line after the last one in the editor.
  return { name, source: source.trimEnd(), timeLimitMs };
}

// The hundred-maze programs run about 0.2 s in Pyodide here; 10 s leaves room on a slow phone.
export const PROGRAMS: Record<string, ProgramSpec> = Object.fromEntries(
  [
    program('openings', openings),
    program('make_maze', makeMaze),
    program('maze_frames', mazeFrames),
    program('way_out', wayOut),
    program('random_walls', randomWalls),
    program('count_ways', countWays, 10 * SECONDS),
    program('spoil', spoil, 10 * SECONDS),
    program('corridors', corridors, 10 * SECONDS),
    program('count_mazes', countMazes, 10 * SECONDS),
    program('dead_ends', deadEnds),
    program('is_perfect', isPerfect),
    program('farthest', farthest),
    program('tenprint', tenprint),
    program('equally_often', equallyOften, 20 * SECONDS),
    program('robot', robot),
    ...MORE_WAYS.map((name) => program(name, FILES[`./programs/${name}.py`])),
  ].map((p) => [p.name, p]),
);
