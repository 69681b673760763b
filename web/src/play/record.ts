// record.ts: each finished game kept as a plain record in the browser (and for the progress file), and the student's games summed up per method.
import { MAX_ROOMS, METHODS, SHAPES, type Method, type Shape } from 'maze-engine/engine';
import type { GameResult } from './game';

/** One finished game. `seed` and `nth` (maze nth of that seed's stream, from 1) say which maze, when it came from a seed. */
export interface GameRecord {
  method: Method;
  shape: Shape;
  rows: number;
  cols: number;
  steps: number;
  shortest: number;
  wrongTurns: number;
  ms: number;
  far: boolean;
  fog: boolean;
  seed?: string;
  nth?: number;
}

/** The page's storage names start "maze-lesson:" (see web/src/lesson/storage.ts). */
export const GAMES_KEY = 'maze-lesson:games';
/** The newest games kept; older ones drop off (about 150 bytes each: 500 is 75 KB). */
export const MAX_GAMES = 500;
/** A game longer than a day is not a game played here. */
const MAX_MS = 86_400_000;

/** The part of localStorage used here, so tests can hand in their own. */
export interface Store {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem?(key: string): void;
}

function browserStore(): Store | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage switched off
  }
}

const whole = (v: unknown, low: number, high: number): v is number => typeof v === 'number' && Number.isInteger(v) && v >= low && v <= high;

/** A record as the game left it. */
export function recordOf(
  result: GameResult,
  maze: { method: Method; shape: Shape; rows: number; cols: number; far: boolean; fog: boolean; seed?: string; nth?: number },
): GameRecord {
  const r: GameRecord = {
    method: maze.method, shape: maze.shape, rows: maze.rows, cols: maze.cols,
    steps: result.steps, shortest: result.shortest, wrongTurns: result.wrongTurns, ms: Math.round(result.ms),
    far: maze.far, fog: maze.fog,
  };
  if (maze.seed !== undefined && maze.nth !== undefined) {
    r.seed = maze.seed;
    r.nth = maze.nth;
  }
  const checked = checkRecord(r);
  if (!checked) throw new Error('This game cannot be kept: its numbers do not add up');
  return checked;
}

/** A record read from storage or a file, checked field by field: a clean copy, or null if anything is off. */
export function checkRecord(value: unknown): GameRecord | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const v = value as Record<string, unknown>;
  if (!METHODS.includes(v.method as Method) || !SHAPES.includes(v.shape as Shape)) return null;
  if (!whole(v.rows, 1, MAX_ROOMS) || !whole(v.cols, 1, MAX_ROOMS) || v.rows * v.cols > MAX_ROOMS) return null;
  if (!whole(v.shortest, 0, MAX_ROOMS) || !whole(v.steps, v.shortest, Number.MAX_SAFE_INTEGER)) return null;
  if (!whole(v.wrongTurns, 0, Math.min(v.steps, MAX_ROOMS))) return null;
  if (typeof v.ms !== 'number' || !Number.isFinite(v.ms) || v.ms < 0 || v.ms > MAX_MS) return null;
  if (typeof v.far !== 'boolean' || typeof v.fog !== 'boolean') return null;
  const r: GameRecord = {
    method: v.method as Method, shape: v.shape as Shape, rows: v.rows, cols: v.cols,
    steps: v.steps, shortest: v.shortest, wrongTurns: v.wrongTurns, ms: v.ms, far: v.far, fog: v.fog,
  };
  if (v.seed !== undefined || v.nth !== undefined) {
    if (typeof v.seed !== 'string' || !/^[+-]?\d{1,100}$/.test(v.seed) || !whole(v.nth, 1, 1_000_000)) return null;
    r.seed = v.seed;
    r.nth = v.nth;
  }
  return r;
}

/** A list of records (from storage or a progress file): the good ones, the newest MAX_GAMES; anything else is dropped. */
export function checkRecords(value: unknown): GameRecord[] {
  if (!Array.isArray(value)) return [];
  return value.map(checkRecord).filter((r): r is GameRecord => r !== null).slice(-MAX_GAMES);
}

/** The games kept in this browser, oldest first (none when storage is off or holds something else). */
export function loadGames(store: Store | null = browserStore()): GameRecord[] {
  try {
    const text = store?.getItem(GAMES_KEY);
    return text ? checkRecords(JSON.parse(text)) : [];
  } catch {
    return [];
  }
}

/** Keep a finished game (the oldest drops off past MAX_GAMES); returns the games now kept. */
export function saveGame(record: GameRecord, store: Store | null = browserStore()): GameRecord[] {
  const games = [...loadGames(store), record].slice(-MAX_GAMES);
  replaceGames(games, store);
  return games;
}

/** Put these games in place of the kept ones (a progress file loaded; [] forgets them). */
export function replaceGames(games: readonly GameRecord[], store: Store | null = browserStore()): void {
  try {
    const kept = checkRecords(games);
    // No games: nothing kept at all (Start again leaves no trace).
    if (kept.length === 0 && store?.removeItem) store.removeItem(GAMES_KEY);
    else store?.setItem(GAMES_KEY, JSON.stringify(kept));
  } catch {
    // full or switched off: the games are not kept, the page goes on
  }
}

/** One method's games: how many, the median time (ms) and the median of steps over shortest (1: never a step too many). */
export interface MethodSummary {
  method: Method;
  games: number;
  medianMs: number;
  medianOverShortest: number;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Steps over shortest for one game; a maze whose way in is its way out counts as 1. */
export function overShortest(r: GameRecord): number {
  return r.shortest === 0 ? 1 : r.steps / r.shortest;
}

/** Per method, in the order of METHODS, only the methods played; `keep` picks which games count (say, one shape and size). */
export function summarise(records: readonly GameRecord[], keep: (r: GameRecord) => boolean = () => true): MethodSummary[] {
  const out: MethodSummary[] = [];
  for (const method of METHODS) {
    const games = records.filter((r) => r.method === method && keep(r));
    if (games.length === 0) continue;
    out.push({ method, games: games.length, medianMs: median(games.map((r) => r.ms)), medianOverShortest: median(games.map(overShortest)) });
  }
  return out;
}
