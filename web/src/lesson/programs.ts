// The lesson's runnable programs, by the name of the function each is about: their names and time
// limits. Their text (programs/*.py) is loaded by each page for the programs it shows
// (program_sources.ts), so no page carries another page's programs.
import { METHODS } from 'maze-engine/engine';
import { CHALLENGE_NAMES, CHALLENGES } from './challenge_table';

export interface ProgramSpec {
  name: string;
  /** Longest a run may take before the page stops it. */
  timeLimitMs: number;
}

/** A program with its text, as the lesson wrote it. */
export interface LessonProgram extends ProgramSpec {
  source: string;
}

const SECONDS = 1000;

// More ways to grow a maze: each method past the lesson's four has a program named by its id
// (its id with _ for -), which makes, for a seed, the very maze the engine makes.
const MORE_WAYS = METHODS.slice(4).map((method) => method.replaceAll('-', '_'));

const program = (name: string, timeLimitMs = 5 * SECONDS): ProgramSpec => ({ name, timeLimitMs });

// The hundred-maze programs run about 0.2 s in Pyodide here; 10 s leaves room on a slow phone.
export const PROGRAMS: Record<string, ProgramSpec> = Object.fromEntries(
  [
    program('openings'),
    program('make_maze'),
    program('maze_frames'),
    program('way_out'),
    program('random_walls'),
    program('count_ways', 10 * SECONDS),
    program('spoil', 10 * SECONDS),
    program('corridors', 10 * SECONDS),
    program('count_mazes', 10 * SECONDS),
    // The challenges' programs, each with its row's time.
    ...CHALLENGE_NAMES.map((name) => program(name, CHALLENGES[name].timeLimitMs)),
    program('tenprint'),
    program('equally_often', 20 * SECONDS),
    program('robot'),
    ...MORE_WAYS.map((name) => program(name)),
    // The ways out, each the engine's rule (wasm/engine/solvers/) in the lesson's Python, taking its very rooms
    // (tests/cpp/solver_programs_test.cpp): on no page yet.
    ...['fill', 'dead_end_filling', 'a_star', 'tremaux', 'random_mouse', 'pledge'].map((name) => program(name)),
  ].map((p) => [p.name, p]),
);
