// similar.ts: copies found. For one challenge, each student's function (with the helpers it calls) is cut into
// fingerprints by winnowing, as MOSS and Dolos do (Schleimer, Wilkerson and Aiken, 2003), and every two students
// are scored by the fingerprints they share. Pure: runs in the page and in Node.
import { functionWithHelpers, normalized, tokenize } from './python_tokens';

/** One student's program for the comparison. `key` names the row, `label` is how the teacher reads it. */
export interface CodeEntry {
  key: string;
  label: string;
  code: string;
}

/** Two rows (keys, in the order given) whose functions look alike, and how much: 0 to 1. */
export interface CopyPair {
  a: string;
  b: string;
  score: number;
}

export interface CopyOptions {
  /** Pairs scoring at least this are reported. */
  threshold?: number;
  /** Code the lesson itself gives (its programs): what a student took from it is not counted as shared. */
  given?: readonly string[];
}

/**
 * Tokens in a k-gram. Dolos's default is 23 for whole files; a student's function here is 90 to 290 tokens,
 * so a k-gram is about one line of code: 12 tokens (`for NAME in range ( NUMBER , len ( NAME ) ,`).
 */
export const KGRAM = 12;

/**
 * k-grams in a window (Dolos: 17). Any run of WINDOW + KGRAM - 1 = 17 tokens the two share leaves a shared
 * fingerprint; about 2 / (WINDOW + 1) of the k-grams become fingerprints, so a short function still has 25 to 70.
 */
export const WINDOW = 6;

/** A function shorter than this (about three lines) is not compared: two short answers alike say nothing. */
export const MIN_TOKENS = 30;

/**
 * Reported from here. In tests/web/similar.test.ts, eleven honest solutions and three references score at most
 * 0.33 against each other (two answers to the first challenge sharing the lesson's double loop); the copies, with names, comments,
 * spacing and literals changed, score 0.77, 0.83 and 0.91. Halfway between leaves 0.2 either side.
 */
export const COPY_THRESHOLD = 0.55;

/** FNV-1a of a token: the same number for the same token, in any run. */
function tokenHash(token: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) h = Math.imul(h ^ token.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** The hash of every k-gram, in order. */
function kgramHashes(tokens: readonly string[]): number[] {
  const ids = tokens.map(tokenHash);
  const hashes: number[] = [];
  for (let start = 0; start + KGRAM <= ids.length; start++) {
    let h = 0;
    for (let i = start; i < start + KGRAM; i++) h = (Math.imul(h, 0x01000193) + ids[i]) >>> 0;
    hashes.push(h);
  }
  return hashes;
}

/**
 * Winnowing: in each window of WINDOW consecutive k-gram hashes the smallest is kept (the rightmost one on a tie,
 * so a run of equal hashes keeps one). Fewer k-grams than a window: the smallest of them all.
 */
export function fingerprints(tokens: readonly string[]): Set<number> {
  const hashes = kgramHashes(tokens);
  const kept = new Set<number>();
  const windows = Math.max(1, hashes.length - WINDOW + 1);
  for (let start = 0; start < windows && hashes.length > 0; start++) {
    let best = start;
    for (let i = start; i < Math.min(start + WINDOW, hashes.length); i++) if (hashes[i] <= hashes[best]) best = i;
    kept.add(hashes[best]);
  }
  return kept;
}

/** Dolos's measure on fingerprints: 2 |shared| / (|A| + |B|), 1 for the same code, 0 for nothing in common. */
export function similarity(a: ReadonlySet<number>, b: ReadonlySet<number>): number {
  if (a.size + b.size === 0) return 0;
  let shared = 0;
  for (const h of a) if (b.has(h)) shared++;
  return (2 * shared) / (a.size + b.size);
}

/** The tokens compared for one challenge: its function and the helpers it calls; null when there is none. */
export function challengeTokens(code: string, challenge: string): string[] | null {
  const cut = functionWithHelpers(code, challenge);
  return cut && normalized(cut);
}

/** Pairs of entries whose `challenge` functions score at least the threshold: highest first, then in the order given. */
export function findCopies(challenge: string, entries: readonly CodeEntry[], options: CopyOptions = {}): CopyPair[] {
  const threshold = options.threshold ?? COPY_THRESHOLD;
  const lesson = new Set((options.given ?? []).flatMap((code) => kgramHashes(normalized(tokenize(code)))));
  const prints = entries.map((e) => {
    const tokens = challengeTokens(e.code, challenge);
    const own = tokens && tokens.length >= MIN_TOKENS ? fingerprints(tokens) : new Set<number>();
    return new Set([...own].filter((h) => !lesson.has(h)));
  });
  const pairs: CopyPair[] = [];
  for (let i = 0; i < entries.length; i++) {
    for (let j = i + 1; j < entries.length; j++) {
      const score = similarity(prints[i], prints[j]);
      if (score > 0 && score >= threshold) pairs.push({ a: entries[i].key, b: entries[j].key, score });
    }
  }
  return pairs.sort((p, q) => q.score - p.score); // stable: equal scores keep the order given
}

/** A score as the teacher reads it; rounded down, so 100% means every fingerprint is shared. */
export function percent(score: number): string {
  return `${Math.floor(score * 100 + 1e-9)}%`;
}

/**
 * Each entry's `similar_to` cell: the students its functions look like, the closest first, with the challenge and
 * score of each, as "Ben Okafor: NAME 92%, OTHER 88%; Chloe Park: NAME 75%" (NAME, OTHER challenges). Empty for no one.
 */
export function similarTo(
  found: Readonly<Record<string, readonly CopyPair[]>>,
  entries: readonly Pick<CodeEntry, 'key' | 'label'>[],
): Map<string, string> {
  const label = new Map(entries.map((e) => [e.key, e.label]));
  const seen = new Map<string, Map<string, { best: number; parts: string[] }>>(entries.map((e) => [e.key, new Map()]));
  for (const [challenge, pairs] of Object.entries(found)) {
    for (const { a, b, score } of pairs) {
      for (const [self, other] of [[a, b], [b, a]]) {
        const others = seen.get(self);
        if (!others) continue;
        const entry = others.get(other) ?? { best: 0, parts: [] };
        entry.best = Math.max(entry.best, score);
        entry.parts.push(`${challenge} ${percent(score)}`);
        others.set(other, entry);
      }
    }
  }
  const cells = new Map<string, string>();
  for (const [key, others] of seen) {
    const closest = [...others].sort((x, y) => y[1].best - x[1].best);
    cells.set(key, closest.map(([other, { parts }]) => `${label.get(other) ?? other}: ${parts.join(', ')}`).join('; '));
  }
  return cells;
}
