// queue.ts: the jobs waiting for Python, first come first served, and the one at work.
import type { Job } from './job';

export class JobQueue {
  #waiting: Job[] = [];
  #active: Job | null = null;

  get active(): Job | null {
    return this.#active;
  }

  /** Nothing waits. */
  get empty(): boolean {
    return this.#waiting.length === 0;
  }

  /** Nothing at work and nothing waiting. */
  get idle(): boolean {
    return !this.#active && this.empty;
  }

  add(job: Job): void {
    this.#waiting.push(job);
  }

  /** The next job, now at work; null while one is at work or none waits. */
  take(): Job | null {
    if (this.#active || this.empty) return null;
    this.#active = this.#waiting.shift()!;
    return this.#active;
  }

  /** The job at work goes back to the front (its Python was replaced before it began). */
  putBack(job: Job): void {
    if (this.#active === job) this.#active = null;
    this.#waiting.unshift(job);
  }

  /** Take a waiting job out of the queue; false when it is not waiting. */
  remove(job: Job): boolean {
    const at = this.#waiting.indexOf(job);
    if (at < 0) return false;
    this.#waiting.splice(at, 1);
    return true;
  }

  /** The job ended. */
  finished(job: Job): void {
    if (this.#active === job) this.#active = null;
  }
}
