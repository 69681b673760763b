// spare.ts: the Python jobs run in now, and a spare loaded beside it, so a worker replaced costs nothing.
import type { SpawnWorker } from './link';
import type { PythonStats } from './outcome';
import type { Start } from './protocol';
import { Slot } from './slot';

/** Whether the browser asks pages to save data (Save-Data: a data saver or "lite" mode is on). */
export function savingData(): boolean {
  return (globalThis.navigator as Navigator & { connection?: { saveData?: boolean } } | undefined)?.connection?.saveData === true;
}

/**
 * Where the page keeps the digest of the Python memory its worker kept (kept_start.ts): in the page's own storage,
 * which no program reaches, so memory a program changed is never started from.
 */
const KEPT_DIGEST = 'maze-lesson:python-start';
const keptDigest = (): string | null => {
  try {
    return localStorage.getItem(KEPT_DIGEST);
  } catch {
    return null;
  }
};
const noteKept = (digest: string): void => {
  try {
    localStorage.setItem(KEPT_DIGEST, digest);
  } catch {
    // no storage: the next visit starts Python as the first did
  }
};

export class Pythons {
  readonly #spawn: SpawnWorker;
  readonly #interruptible: boolean;
  readonly #snapshots: boolean;
  readonly #keep: boolean;
  readonly #stats: PythonStats;
  #start: Start | null = null;
  #current: Slot | null = null;
  /** Whether `current` has finished loading (its time is counted once). */
  #loaded = false;
  #spare: Slot | null = null;

  constructor(spawn: SpawnWorker, interruptible: boolean, snapshots: boolean, stats: PythonStats, keep = false) {
    this.#spawn = spawn;
    this.#interruptible = interruptible;
    this.#snapshots = snapshots;
    this.#keep = keep;
    this.#stats = stats;
  }

  get loaded(): boolean {
    return this.#loaded;
  }

  /** Whether a job has run in the Python now. */
  get used(): boolean {
    return this.#current?.used ?? false;
  }

  #newSlot(): Slot {
    const slot = new Slot(this.#spawn, this.#interruptible, this.#start, this.#snapshots, this.#keep ? { digest: keptDigest() } : undefined);
    slot.onKept = noteKept;
    slot.ready.then(() => slot.fromKept && this.#stats.fromKept++, () => undefined);
    if (this.#snapshots && !this.#start) {
      slot.ready.then(() => (this.#start ??= slot.start), () => undefined);
    }
    return slot;
  }

  /** The Python jobs run in: the one now, else the spare, else a new one. */
  slot(): Slot {
    if (!this.#current || this.#current.dead) {
      this.#current = this.#spare && !this.#spare.dead ? this.#spare : this.#newSlot();
      this.#spare = null;
      this.#loaded = false;
    }
    return this.#current;
  }

  /** `slot` has loaded: counted once, if it is still the one now. */
  noteLoaded(slot: Slot, loadMs: number): void {
    if (slot !== this.#current || this.#loaded) return;
    this.#loaded = true;
    this.#stats.loadMs.push(loadMs);
  }

  isCurrent(slot: Slot): boolean {
    return slot === this.#current;
  }

  /** Start loading Python with no job yet, unless the browser saves data or one is there. */
  preload(): void {
    // Python is 13 MB: a browser that asks to save data fetches it only when a program is run.
    if (savingData() || (this.#current && !this.#current.dead)) return;
    const slot = this.slot();
    slot.ready.then((loadMs) => this.noteLoaded(slot, loadMs), () => undefined); // the first job reports a failure
  }

  /** The Python now failed to start: the next job starts another. */
  forget(): void {
    this.#current = null;
    this.#loaded = false;
  }

  /** A second Python, loaded in the background after a first program, so a restart costs nothing. */
  warmSpare(): void {
    if (this.#spare && !this.#spare.dead) return;
    const spare = this.#newSlot();
    this.#spare = spare;
    spare.ready.catch(() => {
      if (this.#spare === spare) this.#spare = null;
    });
  }

  /** End `slot`'s worker; when it is the Python now, the spare (or a new one) takes over (`counted`: in the stats). */
  replace(slot: Slot, counted = true): void {
    if (slot !== this.#current) return slot.kill();
    this.#current.kill();
    this.#current = null;
    this.#loaded = false;
    if (counted) this.#stats.replaced++;
    const next = this.slot();
    next.ready
      .then((loadMs) => {
        this.noteLoaded(next, loadMs);
        if (next === this.#current) this.warmSpare();
      })
      .catch(() => undefined);
  }

  /** A fresh Python for the next job, when a job has run in this one (not counted as a replacement). */
  renew(): void {
    if (this.#current?.used) this.replace(this.#current, false);
  }

  /** Resolves once Python and its spare have loaded (or failed to). */
  async settled(): Promise<void> {
    await this.#current?.ready.catch(() => undefined);
    await this.#spare?.ready.catch(() => undefined);
  }

  /** End every worker. */
  close(): void {
    this.#current?.kill();
    this.#spare?.kill();
    this.#current = null;
    this.#spare = null;
  }
}
