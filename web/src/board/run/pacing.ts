// pacing.ts: how many steps a speed allows now: an allowance that fills as time passes, never more than a tenth of a second ahead; and a player that spends it once a frame.

/** Steps allowed at a speed (steps a second; Infinity: as many as there is time for). */
export class Pace {
  #speed = 25;
  #allowance = 0;
  #last = 0;

  get speed(): number {
    return this.#speed;
  }

  set speed(stepsPerSecond: number) {
    this.#speed = stepsPerSecond;
    this.#allowance = Math.min(this.#allowance, 1);
  }

  /** Start (again) at `now`: the first step shows at once. */
  start(now: number): void {
    this.#allowance = 1;
    this.#last = now;
  }

  /** How many steps may be taken at `now`; a gap longer than `longest` ms (a tab in the background) counts as that. */
  allowed(now: number, longest = Number.POSITIVE_INFINITY): number {
    const dt = Math.min(now - this.#last, longest);
    this.#last = now;
    if (this.#speed === Number.POSITIVE_INFINITY) return Number.POSITIVE_INFINITY;
    this.#allowance = Math.min(this.#allowance + (this.#speed * dt) / 1000, Math.max(1, this.#speed / 10));
    return Math.floor(this.#allowance);
  }

  took(steps: number): void {
    this.#allowance -= steps;
  }
}

/** What a player drives: steps taken within a time budget, a frame sent, and whether there is more to do. */
export interface Playable {
  advance(most: number, budgetMs: number): number;
  emit(): void;
  readonly busy: boolean;
  /** Something went wrong: the player stops and the error is told. */
  fail(error: unknown): void;
}

/** Plays on the page, once an animation frame: many steps a frame at high speed, a few milliseconds of work at most. */
export class FramePlayer {
  readonly pace = new Pace();
  readonly #job: Playable;
  readonly #budgetMs: number;
  #playing = false;
  #raf = 0;

  constructor(job: Playable, budgetMs: number) {
    this.#job = job;
    this.#budgetMs = budgetMs;
  }

  play(): void {
    if (this.#playing) return;
    this.#playing = true;
    this.pace.start(performance.now());
    this.#raf = requestAnimationFrame(this.#tick);
  }

  pause(): void {
    this.#playing = false;
    if (this.#raf) cancelAnimationFrame(this.#raf);
    this.#raf = 0;
  }

  #tick = (now: number): void => {
    this.#raf = 0;
    if (!this.#playing) return;
    try {
      const taken = this.#job.advance(this.pace.allowed(now, 100), this.#budgetMs);
      this.pace.took(taken);
      const busy = this.#job.busy;
      if (taken > 0 || !busy) this.#job.emit();
      if (!busy) this.#playing = false;
    } catch (error) {
      this.pause();
      this.#job.fail(error);
    }
    if (this.#playing) this.#raf = requestAnimationFrame(this.#tick);
  };
}
