// solver.ts: the ways out of a maze, any rule of the engine's table from any room to any room, run to its end
// (maze.solve({ rule })) or one step at a time (maze.solver({ rule })), each giving what `maze solve` gives.
import { type RawRuleRun, type RawSolveRequest, type Rule, RULES, RULE_FACTS, StepKind, call, disposeSymbol } from './engine.js';
import { type Seed, list, seedText, settingsOf } from './settings.js';

/** How to find a way. Every option may be left out. */
export interface SolveOptions {
  /** A rule as `maze solve --rule` names it (see `engine.rules`); `'bfs'` (the lesson's way out) when left out. */
  rule?: Rule | (string & {});
  /** The room to go from; the maze's way in when left out. */
  from?: number;
  /** The room to go to; the maze's way out when left out. */
  to?: number;
  /** For the rules that choose at random only (`seeded`): the same seed, the same choices; a fresh one when left out. */
  seed?: Seed;
  /** For the rules that may give up only (`limited`): the most steps they take; 1,000,000 when left out. */
  limit?: number;
}

/** What a rule did, as `maze solve --format json` prints it: JSON.stringify(result) is exactly that line. */
export interface SolveResult {
  rule: Rule;
  from: number;
  to: number;
  found: boolean;
  /** The way found, room by room from `from` to `to` ([] when none). */
  route: number[];
  /** Every room as the rule visited it: walked into (a mouse: again and again), or taken off its list (once each). */
  trail: number[];
  steps: number;
  /** How many different rooms it visited. */
  visited: number;
  /** The most it had to remember at once: rooms on its list, passages chalked, rooms filled (1 for a mouse or the robot). */
  memory: number;
  /** `shortest-ways`: how many shortest ways there are, in decimal (any number of digits). */
  ways?: string;
  /** A hand on the wall: whether it got out (else it goes round for ever). */
  out?: boolean;
  /** A rule that may give up (`limited`): whether it gave up at its limit. */
  gave_up?: boolean;
  /** A rule that chooses at random (`seeded`): its seed, in decimal. */
  seed?: string;
}

/** What one step of a solver did; the names are StepKind's, in lower case. */
export type SolverStepKind = Lowercase<keyof typeof StepKind>;

/**
 * One step of a solver:
 * - `visit`: took room a off its list and looked around it (a rule of the map), or filled it (dead-end filling);
 * - `enter`: the mouse (random mouse, Trémaux) moved from room a into room b;
 * - `walk`: the robot moved from room a into room b;
 * - `found`: the way is known (a and b: from and to; the robot: its last move, from a into b);
 * - `done`: nothing more to do, and no way found.
 * `room` is the room the step went into or looked at (b, else a; -1 for `done`).
 */
export interface SolverStep {
  kind: SolverStepKind;
  a: number;
  b: number;
  room: number;
}

const KIND_NAMES = new Map<number, SolverStepKind>(
  Object.entries(StepKind).map(([name, kind]) => [kind, name.toLowerCase() as SolverStepKind]),
);

/** The rule the command runs without --rule. */
const FIRST_RULE: Rule = 'bfs';

/** The options as the engine reads them, the rooms left out the maze's ways; a seed or limit only for a rule that takes one. */
export function solveOptions(given: unknown, ways: { in: number; out: number }): { rule: string } & RawSolveRequest {
  const s = settingsOf(given, ['rule', 'from', 'to', 'seed', 'limit'], "{ rule: 'tremaux', seed: 1 }");
  const rule = s.rule ?? FIRST_RULE;
  const facts = typeof rule === 'string' && Object.hasOwn(RULE_FACTS, rule) ? RULE_FACTS[rule as Rule] : undefined;  // else the engine says
  const request: RawSolveRequest = { from: (s.from ?? ways.in) as number, to: (s.to ?? ways.out) as number };
  const these = (fact: 'seeded' | 'limited') => list(RULES.filter((r) => RULE_FACTS[r][fact]));
  if (s.seed !== undefined) {
    if (facts && !facts.seeded) throw new Error(`A seed is for the rules that choose at random (${these('seeded')}), not ${facts.name}`);
    request.seed = seedText(s.seed);
  }
  if (s.limit !== undefined) {
    if (facts && !facts.limited) throw new Error(`A limit is for the rules that may give up (${these('limited')}), not ${facts.name}`);
    request.limit = s.limit as number;
  }
  return { rule: rule as string, ...request };
}

/**
 * A rule at work on a maze, one step at a time (made by maze.solver()). It steps the engine's own machine for the rule,
 * on its own copy of the maze, and ends where maze.solve() with the same options ends: `result` is that result.
 * It frees its memory inside the engine once its last step is taken; dispose() frees it sooner.
 */
export class Solver implements Iterable<SolverStep> {
  #run: RawRuleRun | null;
  #last: SolverStep | null = null;
  #end: { result: SolveResult; steps: number; visited: number; memory: number } | null = null;

  constructor(run: RawRuleRun) {
    this.#run = run;
    if (run.done()) this.#finish();
  }

  get #r(): RawRuleRun {
    if (!this.#run) throw new Error('This solver was disposed before its end');
    return this.#run;
  }
  /** One step; whether there is more to do (false once done: no step is taken then). */
  step(): boolean {
    if (this.#end) return false;
    const more = call(() => this.#r.step());
    this.#took(more);
    return more;
  }
  /**
   * Up to `n` steps at once (fewer at the end), for a picture that shows many a frame: the room each step went into
   * or looked at, in order (-1 for `done`). `last` is the last of them. `Infinity`: every step left.
   */
  stepMany(n: number): Int32Array {
    if (!(n >= 1 && (Number.isInteger(n) || n === Infinity))) throw new Error(`Take at least 1 step at a time (got ${String(n)})`);
    if (this.#end) return new Int32Array(0);
    const rooms = call(() => this.#r.stepMany(n));
    this.#took(!this.#r.done());
    return rooms;
  }
  #took(more: boolean): void {
    const e = this.#r.last();
    this.#last = { kind: KIND_NAMES.get(e.kind) ?? 'done', a: e.a, b: e.b, room: e.b >= 0 ? e.b : e.a };
    if (!more) this.#finish();
  }
  /** Steps to the end, one at a time: `for (const step of solver) ...`. */
  *[Symbol.iterator](): Iterator<SolverStep> {
    while (!this.done) {
      this.step();
      if (this.#last) yield this.#last;
    }
  }
  /** Whether every step is taken. */
  get done(): boolean {
    return this.#end !== null;
  }
  /** What the last step did; null before the first. */
  get last(): SolverStep | null {
    return this.#last && { ...this.#last };
  }
  /** Steps taken so far, as the rule counts them (a mouse's moves; rooms a rule of the map took off its list or filled). */
  get steps(): number {
    return this.#end ? this.#end.steps : this.#r.steps();
  }
  /** Different rooms visited so far. */
  get visited(): number {
    return this.#end ? this.#end.visited : this.#r.visited();
  }
  /** The most it had to remember at once, so far. */
  get memory(): number {
    return this.#end ? this.#end.memory : this.#r.memory();
  }
  /** Whether it found the way (so far: false until its end). */
  get found(): boolean {
    return this.#end ? this.#end.result.found : this.#r.found();
  }
  /** Every room as the rule visited it so far, in order. */
  trail(): number[] {
    return this.#end ? [...this.#end.result.trail] : Array.from(this.#r.trail());
  }
  /** Once done: what the rule did, as maze.solve() gives it; null before. */
  get result(): SolveResult | null {
    return this.#end && (JSON.parse(JSON.stringify(this.#end.result)) as SolveResult);
  }
  /** Frees the memory inside the engine before the end; safe to call twice. */
  dispose(): void {
    this.#run?.delete();
    this.#run = null;
  }
  #finish(): void {
    const r = this.#r;
    this.#end = { result: JSON.parse(call(() => r.json())) as SolveResult, steps: r.steps(), visited: r.visited(), memory: r.memory() };
    this.dispose();
  }
}
(Solver.prototype as unknown as Record<symbol, () => void>)[disposeSymbol] = Solver.prototype.dispose;
