// word_mask.ts: a word as a mask, in the engine's blocky font (the same letters as `maze generate --text WORD`), and the word a student's mask starts from.
import { type Engine, LIMITS } from 'maze-engine/engine';
import type { MaskLines } from '../state/mask';
import { keptStudent } from '../../student/kept';

/** The engine's call that makes a word's mask text ('.' a room, 'X' none, a line a row). */
interface WordCall {
  wordMask(word: string): string;
}

/** The mask of a word; throws with the engine's sentence (an empty word, a letter the font lacks, too long). */
export function wordMask(engine: Engine, word: string): MaskLines {
  return (engine as unknown as WordCall).wordMask(word).split('\n').filter((line) => line !== '');
}

/** The longest word the engine makes a mask of. */
const MAX_WORD = (LIMITS as unknown as { maskWord?: number }).maskWord ?? 40;

/**
 * The word a mask starts from: the student's name when they gave one (only its plain letters,
 * digits and spaces, as the font has; the first name alone when the whole is too long), else "MAZE".
 */
export function firstWord(): string {
  const name = (keptStudent()?.name ?? '').normalize('NFD').replace(/[^A-Za-z0-9 ]/g, '').replace(/\s+/g, ' ').trim();
  if (name === '') return 'MAZE';
  return name.length <= MAX_WORD ? name : name.split(/\s+/)[0].slice(0, MAX_WORD);
}
