// Makes the hidden test mazes for each challenge from a fresh seed, by its row's plans, with the engine's answers.
import { type Engine, type Facts, loadEngine } from 'maze-engine/engine';
import { METHOD_TABLE } from '../board/state/methods';
import { CHALLENGES, type ChallengeName, type Plan } from './challenge_table';

export type { ChallengeName } from './challenge_table';

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

function describe(plan: Plan, analysis: Facts): string {
  const size = `${plan.rows} × ${plan.cols} rooms, ${METHOD_TABLE[plan.method].title}`;
  const changes: string[] = [];
  if (analysis.loops > 0) changes.push(analysis.loops === 1 ? 'a loop' : 'loops');
  if (analysis.pieces > 1) changes.push('rooms cut off');
  if (changes.length === 0 && (plan.knock || plan.raise)) changes.push('walls moved');
  return changes.length ? `${size}, with ${changes.join(' and ')}` : size;
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
  const row = CHALLENGES[challenge];
  return row.plans.map((plan, index) => {
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
      expected: row.expected(analysis),
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
