// drawn.ts: what a failing test's picture shows, as each challenge's picture (help/NAME_picture.ts) works it out:
// rings and ways in the expected or the given style, rooms shaded, and the words that say it.
import type { TestMaze } from '../test_mazes';
import type { Room } from './marks';

/** One style on the picture: its rings (rooms or openings), its way through rooms, and its name in the legend. */
export interface Layer {
  rings: Room[];
  ringClass: string;
  way: Room[];
  wayClass: string;
  /** Said in the picture's legend; a layer with no name is said only in the words. */
  legend?: string;
}

export interface Drawn {
  layers: Layer[];
  shaded: Room[];
  words: string;
}

/** A challenge's right answer drawn on a test's maze; `gave` says what the function gave back, `mistake` is a known mistake's id. */
export type AnswerPicture = (test: TestMaze, gave: string, mistake: string) => Drawn;

export const EXPECTED = { ringClass: 'mark-expected', wayClass: 'way-expected' };
export const GIVEN = { ringClass: 'mark-given', wayClass: 'way-given' };

export const plural = (n: number, one: string, many: string): string => `${n.toLocaleString('en')} ${n === 1 ? one : many}`;
