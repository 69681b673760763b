// challenge_table.ts: the lesson's challenges, one row each, the one place a challenge is written. Everything else
// (the check, the stars, the help, the teacher's desk) reads a challenge from here. A new challenge is a row here,
// its program (programs/NAME.py), its help (help/help.json, help/programs/NAME_*.py, help/NAME_picture.ts) and its
// text on the lesson's page; docs/page.md says how.
import { LESSON_METHODS, type Facts, type Method } from 'maze-engine/engine';
import type { AnswerPicture } from './help/drawn';
import { deadEndsPicture } from './help/dead_ends_picture';
import { isPerfectPicture } from './help/is_perfect_picture';
import { farthestPicture } from './help/farthest_picture';

/** One test: a maze of rows x cols by a method, then optionally `knock` extra openings and `raise` walls put back. */
export interface Plan {
  method: Method;
  rows: number;
  cols: number;
  knock?: number;
  raise?: number;
  /** Keep trying seeds until the maze has loops and rooms cut off, with the opening count of a perfect one. */
  tricky?: boolean;
}

export interface ChallengeRow {
  /** The function the student writes, the row's id and its link (#challenge-NAME). */
  name: string;
  /** As the stars' list says it. */
  title: string;
  stars: string;
  /** What the function gives back. */
  answer: 'count' | 'yes-no';
  /** The hidden test mazes, in order. */
  plans: readonly Plan[];
  /** The right answer on a test maze, from the engine's facts about it. */
  expected(facts: Facts): number | boolean;
  /** Longest one test may take. */
  perTestMs: number;
  /** Longest the program's Run may take before the page stops it. */
  timeLimitMs: number;
  /** Too slow on a big maze whose small ones passed is its own verdict (a slower way, not an endless loop). */
  slowOnBig: boolean;
  /** A failing test's right answer drawn on its maze (and what a known mistake gave). */
  picture: AnswerPicture;
}

/**
 * farthest on 40 x 40 rooms in Pyodide in Chromium here (see the e2e timing test):
 * one search from every room takes about 4 s, the two-search answer about 10 ms.
 * 1 s sits between them with a wide margin on both sides.
 */
export const PER_TEST_MS = 1000;
const RUN_MS = 5000;

// The lesson's four methods; the fourth makes every maze equally often.
const [walk, walls, frontier, equally] = LESSON_METHODS;

const SIZES_AND_METHODS: Plan[] = [
  { method: walk, rows: 1, cols: 1 },
  { method: walls, rows: 1, cols: 9 },
  { method: frontier, rows: 7, cols: 1 },
  { method: equally, rows: 2, cols: 2 },
  { method: walk, rows: 3, cols: 3 },
  { method: walls, rows: 4, cols: 11 },
  { method: walk, rows: 10, cols: 10 },
  { method: walls, rows: 10, cols: 10 },
  { method: frontier, rows: 13, cols: 8 },
  { method: equally, rows: 9, cols: 16 },
  { method: walk, rows: 25, cols: 31 },
];

/** The rows, in the lesson's order (one star more each). */
const ROWS = [
  {
    name: 'dead_ends',
    title: 'Count the dead ends',
    stars: '★',
    answer: 'count',
    plans: [
      ...SIZES_AND_METHODS,
      { method: walls, rows: 40, cols: 40 },
      { method: walk, rows: 40, cols: 40 },
      // Dead ends are counted in any maze, not only perfect ones.
      { method: frontier, rows: 8, cols: 8, knock: 4 },
      { method: equally, rows: 6, cols: 9, raise: 3 },
    ],
    expected: (facts) => facts.deadEnds,
    perTestMs: PER_TEST_MS,
    timeLimitMs: RUN_MS,
    slowOnBig: false,
    picture: deadEndsPicture,
  },
  {
    name: 'is_perfect',
    title: 'Is it perfect?',
    stars: '★★',
    answer: 'yes-no',
    plans: [
      { method: walk, rows: 1, cols: 1 },
      { method: walls, rows: 1, cols: 8 },
      { method: frontier, rows: 6, cols: 1 },
      { method: equally, rows: 5, cols: 5 },
      // The walk's long corridors: a search that calls itself once a square goes more than a thousand calls deep here,
      // and one that calls itself once a room on the bigger one.
      { method: walk, rows: 40, cols: 40 },
      { method: walk, rows: 100, cols: 100 },
      { method: walk, rows: 2, cols: 2, knock: 1 },
      { method: walls, rows: 3, cols: 3, knock: 1 },
      { method: frontier, rows: 10, cols: 10, knock: 1 },
      { method: equally, rows: 15, cols: 20, knock: 4 },
      { method: walk, rows: 1, cols: 6, raise: 1 },
      { method: walls, rows: 4, cols: 4, raise: 1 },
      { method: frontier, rows: 10, cols: 10, raise: 2 },
      { method: walk, rows: 10, cols: 10, knock: 2, raise: 1 },
      { method: equally, rows: 7, cols: 12, knock: 1, raise: 2 },
      // Counting openings alone is not enough: these have exactly rooms - 1 openings and are not perfect.
      { method: walk, rows: 6, cols: 6, knock: 1, raise: 1, tricky: true },
      { method: walls, rows: 40, cols: 40, knock: 3, raise: 3, tricky: true },
    ],
    expected: (facts) => facts.perfect,
    perTestMs: PER_TEST_MS,
    timeLimitMs: RUN_MS,
    slowOnBig: false,
    picture: isPerfectPicture,
  },
  {
    name: 'farthest',
    title: 'The two rooms farthest apart',
    stars: '★★★',
    answer: 'count',
    plans: [
      ...SIZES_AND_METHODS,
      { method: equally, rows: 20, cols: 20 },
      { method: walk, rows: 40, cols: 40 },
      { method: walls, rows: 40, cols: 40 },
      // As big as the time a test has allows (two searches take about 0.1 s in Pyodide): any search that calls itself once a
      // room goes too deep here.
      { method: walk, rows: 100, cols: 100 },
    ],
    expected: (facts) => facts.farthest,
    perTestMs: PER_TEST_MS,
    timeLimitMs: RUN_MS,
    // One search from every room is right but slow: on the big mazes it is told so, not that it never ends.
    slowOnBig: true,
    picture: farthestPicture,
  },
] as const satisfies readonly ChallengeRow[];

/** A challenge's name: the function the student writes. */
export type ChallengeName = (typeof ROWS)[number]['name'];

/** A challenge's row, its name typed. */
export type ChallengeSpec = ChallengeRow & { name: ChallengeName };

export const CHALLENGES = Object.fromEntries(ROWS.map((row) => [row.name, row])) as unknown as Record<ChallengeName, ChallengeSpec>;

/** The challenges' names, in the lesson's order. */
export const CHALLENGE_NAMES: ChallengeName[] = ROWS.map((row) => row.name);
