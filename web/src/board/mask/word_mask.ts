// word_mask.ts: a word as a mask, in the engine's blocky font (the same letters as `maze generate --text WORD`), and the word a student's mask starts from.
import { type Engine, LIMITS } from 'maze-engine/engine';
import { type MaskLines, ROCK, ROOM } from '../state/mask';
import { keptStudent } from '../../student/kept';

/**
 * The mask of a word: a session shaped by the engine as the word's letters, read back from its
 * JSON (its rows and cols, and "at", the place of each room). Throws with the engine's sentence
 * (an empty word, a letter the font lacks, a word too long).
 */
export function wordMask(engine: Engine, word: string): MaskLines {
  const session = engine.newSession(1, 1, '0');
  try {
    session.reshapeMask({ text: word });
    const { rows, cols, at } = JSON.parse(session.json()) as { rows: number; cols: number; at: [number, number][] };
    const places = Array.from({ length: rows }, () => Array<string>(cols).fill(ROCK));
    for (const [r, c] of at) places[r][c] = ROOM;
    return places.map((line) => line.join(''));
  } finally {
    session.dispose();
  }
}

/** The longest word the engine makes a mask of (its limits table). */
const MAX_WORD = LIMITS.maskWord;

/**
 * The word a mask starts from: the student's name when they gave one (only its plain letters,
 * digits and spaces, as the font has; the first name alone when the whole is too long), else "MAZE".
 */
export function firstWord(): string {
  const name = (keptStudent()?.name ?? '').normalize('NFD').replace(/[^A-Za-z0-9 ]/g, '').replace(/\s+/g, ' ').trim();
  if (name === '') return 'MAZE';
  return name.length <= MAX_WORD ? name : name.split(/\s+/)[0].slice(0, MAX_WORD);
}
