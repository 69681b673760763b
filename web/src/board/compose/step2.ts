// step2.ts: the Step 2 board: Step and Grow a maze play back the student's own make_maze; no methods, shapes or seeds of the engine's, no way out.
import { Step2Program } from '../mine/step2_program';
import { DISTANCE_LINE } from '../panel/legend';
import type { LegendLine } from '../state/methods';
import { type Board, makeBoard } from './board';

/** The thread, rooms not dug yet, and what the marks of a maze that is not perfect mean. */
const LINES: LegendLine[] = [
  { swatch: 'thread', words: 'Thread: the open calls of your recursive function' },
  { swatch: 'undug', words: 'Not in the maze yet (the room is still #)' },
  { swatch: 'refused', words: 'An opening that closes a loop' },
  { swatch: 'cut-off', words: 'A room cut off from the top left room' },
];

export function mountStep2(host: HTMLElement): Board {
  const board = makeBoard(host, {
    buttons: ['step', 'grow', 'pause', 'tree'],
    timeline: true,
    settings: ['rows', 'cols', 'speed'],
    views: true,
    text: true,
    legend: (scene, views) => (scene === 'blank' ? [] : [...LINES, ...(views.distance && views.tree === 'off' ? [DISTANCE_LINE] : [])]),
    actions: (b) => new Step2Program(b),
    // The sentence before the board ("The board below asks your program for mazes…") and the whole maze fit in the window.
    top: () => host.previousElementSibling?.lastElementChild ?? null,
  });
  board.root.classList.add('board-program');
  return board;
}
