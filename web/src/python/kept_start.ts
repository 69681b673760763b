// kept_start.ts (the worker's side): the first Python's memory kept in this browser's Cache Storage, so the lesson's
// Python starts from it on the next visit in a moment. The page holds the kept memory's digest (where no program can
// reach it); memory whose digest differs is never loaded.
import { version } from 'pyodide';

// Taken before any program runs: a program can reach this thread's globals through `js`, but not these.
const cacheStorage: CacheStorage | undefined = globalThis.caches;
const subtle = globalThis.crypto?.subtle;
const NAME = 'maze-lesson-python';
/** A start is for one Pyodide and one build of this worker (its hashed file name). */
const key = (): string => new URL(`kept-start/${version}`, globalThis.location.href).href + `?worker=${encodeURIComponent(globalThis.location.pathname)}`;
/** Pyodide's memory at start is about 32 MB: anything far from that is not one. */
const PLAUSIBLE = { min: 4 << 20, max: 256 << 20 };

/** The SHA-256 of `bytes`, in hex. */
export async function digestOf(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const hash = new Uint8Array(await subtle!.digest('SHA-256', bytes));
  return Array.from(hash, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Whether this browser can keep a start (Cache Storage and digests, in a secure page). */
export const canKeep = (): boolean => !!cacheStorage && !!subtle;

/** The kept memory whose digest is `digest`, or null (none kept, another one, or no Cache Storage). */
export async function readKept(digest: string): Promise<Uint8Array<ArrayBuffer> | null> {
  try {
    const response = await (await cacheStorage!.open(NAME)).match(key());
    if (!response) return null;
    const bytes = new Uint8Array(await response.arrayBuffer());
    if (bytes.length < PLAUSIBLE.min || bytes.length > PLAUSIBLE.max) return null;
    return (await digestOf(bytes)) === digest ? bytes : null;
  } catch {
    return null;
  }
}

/** Keep `snapshot` for the next visit (in the background: a failure only means the next start is a slow one). */
export async function keep(snapshot: Uint8Array<ArrayBuffer>): Promise<void> {
  const cache = await cacheStorage!.open(NAME);
  // Older builds' starts are of no use any more.
  for (const request of await cache.keys()) if (request.url !== key()) await cache.delete(request);
  await cache.put(key(), new Response(snapshot, { headers: { 'Content-Type': 'application/octet-stream' } }));
}

/** Let go of the kept start (one this Pyodide could not start from). */
export async function forgetKept(): Promise<void> {
  await cacheStorage?.delete(NAME).catch(() => false);
}
