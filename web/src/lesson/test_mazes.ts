// Makes the hidden test mazes for each challenge from a fresh seed, with the engine's answers.
import { type Engine, type Facts, type Method, loadEngine } from 'maze-engine/engine';
import { METHOD_TABLE } from '../board/state/methods';

export type ChallengeName = 'dead_ends' | 'is_perfect' | 'farthest';

export interface TestMaze {
  name: string;
  picture: string[];
  expected: number | boolean;
  /** The seed this test's maze was made from, so the same maze can be talked about again. */
  seed: string;
  rooms: number;
}

let enginePromise: Promise<Engine> | null = null;

export function getEngine(): Promise<Engine> {
  enginePromise ??= loadEngine();
  return enginePromise;
}

/** One test: a maze of rows x cols by a method, then optionally `knock` extra openings and `raise` walls put back. */
interface Plan {
  method: Method;
  rows: number;
  cols: number;
  knock?: number;
  raise?: number;
  /** Keep trying seeds until the maze has loops and rooms cut off, with the opening count of a perfect one. */
  tricky?: boolean;
}

const SIZES_AND_METHODS: Plan[] = [
  { method: 'walk', rows: 1, cols: 1 },
  { method: 'walls', rows: 1, cols: 9 },
  { method: 'frontier', rows: 7, cols: 1 },
  { method: 'wilson', rows: 2, cols: 2 },
  { method: 'walk', rows: 3, cols: 3 },
  { method: 'walls', rows: 4, cols: 11 },
  { method: 'walk', rows: 10, cols: 10 },
  { method: 'walls', rows: 10, cols: 10 },
  { method: 'frontier', rows: 13, cols: 8 },
  { method: 'wilson', rows: 9, cols: 16 },
  { method: 'walk', rows: 25, cols: 31 },
];

const PLANS: Record<ChallengeName, Plan[]> = {
  dead_ends: [
    ...SIZES_AND_METHODS,
    { method: 'walls', rows: 40, cols: 40 },
    { method: 'walk', rows: 40, cols: 40 },
    // Dead ends are counted in any maze, not only perfect ones.
    { method: 'frontier', rows: 8, cols: 8, knock: 4 },
    { method: 'wilson', rows: 6, cols: 9, raise: 3 },
  ],
  is_perfect: [
    { method: 'walk', rows: 1, cols: 1 },
    { method: 'walls', rows: 1, cols: 8 },
    { method: 'frontier', rows: 6, cols: 1 },
    { method: 'wilson', rows: 5, cols: 5 },
    // The walk's long corridors: a search that calls itself once a square goes more than a thousand calls deep here,
    // and one that calls itself once a room on the bigger one.
    { method: 'walk', rows: 40, cols: 40 },
    { method: 'walk', rows: 100, cols: 100 },
    { method: 'walk', rows: 2, cols: 2, knock: 1 },
    { method: 'walls', rows: 3, cols: 3, knock: 1 },
    { method: 'frontier', rows: 10, cols: 10, knock: 1 },
    { method: 'wilson', rows: 15, cols: 20, knock: 4 },
    { method: 'walk', rows: 1, cols: 6, raise: 1 },
    { method: 'walls', rows: 4, cols: 4, raise: 1 },
    { method: 'frontier', rows: 10, cols: 10, raise: 2 },
    { method: 'walk', rows: 10, cols: 10, knock: 2, raise: 1 },
    { method: 'wilson', rows: 7, cols: 12, knock: 1, raise: 2 },
    // Counting openings alone is not enough: these have exactly rooms - 1 openings and are not perfect.
    { method: 'walk', rows: 6, cols: 6, knock: 1, raise: 1, tricky: true },
    { method: 'walls', rows: 40, cols: 40, knock: 3, raise: 3, tricky: true },
  ],
  farthest: [
    ...SIZES_AND_METHODS,
    { method: 'wilson', rows: 20, cols: 20 },
    { method: 'walk', rows: 40, cols: 40 },
    { method: 'walls', rows: 40, cols: 40 },
    // As big as the time a test has allows (two searches take about 0.1 s in Pyodide): any search that calls itself once a
    // room goes too deep here.
    { method: 'walk', rows: 100, cols: 100 },
  ],
};

function describe(plan: Plan, analysis: Facts): string {
  const size = `${plan.rows} × ${plan.cols} rooms, ${METHOD_TABLE[plan.method].title}`;
  const changes: string[] = [];
  if (analysis.loops > 0) changes.push(analysis.loops === 1 ? 'a loop' : 'loops');
  if (analysis.pieces > 1) changes.push('rooms cut off');
  if (changes.length === 0 && (plan.knock || plan.raise)) changes.push('walls moved');
  return changes.length ? `${size}, with ${changes.join(' and ')}` : size;
}

function expectedFor(challenge: ChallengeName, analysis: Facts): number | boolean {
  if (challenge === 'dead_ends') return analysis.deadEnds;
  if (challenge === 'is_perfect') return analysis.perfect;
  return analysis.farthest;
}

/** Adds two decimal seeds as whole numbers, so each test gets its own seed from the one fresh seed. */
function seedFor(seed: string, index: number): string {
  return /^\d+$/.test(seed) ? (BigInt(seed) + BigInt(index)).toString() : `${seed}-${index}`;
}

function makeOne(engine: Engine, plan: Plan, seed: string): { picture: string[]; analysis: Facts } {
  let picture = engine.generate(plan.method, plan.rows, plan.cols, seed);
  if (plan.knock || plan.raise) picture = engine.alter(picture, plan.knock ?? 0, plan.raise ?? 0, seed);
  return { picture, analysis: engine.analyse(picture) };
}

export async function makeTestMazes(challenge: ChallengeName, seed: string): Promise<TestMaze[]> {
  const engine = await getEngine();
  return PLANS[challenge].map((plan, index) => {
    let used = seedFor(seed, index);
    let made = makeOne(engine, plan, used);
    for (let attempt = 1; plan.tricky && attempt < 50; attempt++) {
      const a = made.analysis;
      if (a.loops > 0 && a.pieces > 1 && a.openings === a.rooms - 1) break;
      used = seedFor(seed, index + 1000 * attempt);
      made = makeOne(engine, plan, used);
    }
    const { picture, analysis } = made;
    return {
      name: `Test ${index + 1}: ${describe(plan, analysis)}`,
      picture,
      expected: expectedFor(challenge, analysis),
      seed: used,
      rooms: plan.rows * plan.cols,
    };
  });
}

/** A fresh seed for each check: a whole number of up to 15 digits. */
export function freshSeed(): string {
  const words = crypto.getRandomValues(new Uint32Array(2));
  return String((words[0] % 999_999) * 1_000_000_000 + (words[1] % 1_000_000_000));
}
