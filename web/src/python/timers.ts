// timers.ts: a job's clocks: the limit at hand (the program's or one test's), the grace Python gets to answer an interrupt, and the job's last moment.
type Timer = ReturnType<typeof setTimeout>;

export class JobTimers {
  #limit: Timer | null = null;
  #grace: Timer | null = null;
  #deadline: Timer | null = null;

  /** The limit at hand: `action` runs after `ms`, unless cleared first (any other limit and grace are cleared). */
  limit(ms: number, action: () => void): void {
    this.clear();
    this.#limit = setTimeout(action, ms);
  }

  /** Interrupted: the limit at hand is over, and no other fires. */
  dropLimit(): void {
    if (this.#limit) clearTimeout(this.#limit);
    this.#limit = null;
  }

  /** The grace Python gets to answer: `action` runs after `ms` unless an answer clears it. */
  grace(ms: number, action: () => void): void {
    this.#grace = setTimeout(action, ms);
  }

  /** The last moment the job may take, whatever the worker says. */
  deadline(ms: number, action: () => void): void {
    this.#deadline = setTimeout(action, ms);
  }

  /** An answer came: the limit at hand and any grace are over (the deadline stays). */
  clear(): void {
    this.dropLimit();
    if (this.#grace) clearTimeout(this.#grace);
    this.#grace = null;
  }

  /** The job ended: no clock of it fires. */
  end(): void {
    this.clear();
    if (this.#deadline) clearTimeout(this.#deadline);
    this.#deadline = null;
  }
}
