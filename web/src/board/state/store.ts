// store.ts: a plain object and who to tell when part of it changes; the board's settings and views are kept in these.

export type StoreListener<T> = (value: Readonly<T>, changed: ReadonlySet<keyof T>) => void;

export class Store<T extends object> {
  #value: T;
  readonly #listeners = new Set<StoreListener<T>>();

  constructor(value: T) {
    this.#value = { ...value };
  }

  get value(): Readonly<T> {
    return this.#value;
  }

  /** Change some fields; listeners hear which ones really changed (none: no call). */
  set(patch: Partial<T>): void {
    const changed = new Set<keyof T>();
    for (const key of Object.keys(patch) as (keyof T)[]) if (!Object.is(this.#value[key], patch[key])) changed.add(key);
    if (changed.size === 0) return;
    this.#value = { ...this.#value, ...patch };
    for (const listener of this.#listeners) listener(this.#value, changed);
  }

  /** Call `listener` after every change; returns how to stop. */
  subscribe(listener: StoreListener<T>): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}
