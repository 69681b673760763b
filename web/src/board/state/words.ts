// words.ts: what the board says it is doing: a step's words, the end of a job, the way out's sentence.
import { OPENINGS } from './looks';
import { METHOD_TABLE, SEARCH } from './methods';
import { plural } from '../../common/numbers';
import type { BoardModel } from './model';
import { ROBOT, robotWords } from './robot';


/** The words for the model's current step, or for the end of its job; null when there is nothing to say. */
export function stepWords(m: BoardModel, describeSteps: boolean): string | null {
  if (m.scene === 'blank' || m.scene === 'still') return null;
  const cols = m.cols;
  const rings = m.layout?.ringStart;
  // A room by row and column; in a circle, by ring and place in the ring (counter-clockwise from the right).
  const at = (room: number): string => {
    if (!rings || rings.length === 0) return `(${Math.floor(room / cols)}, ${room % cols})`;
    let ring = 0;
    while (room >= rings[ring + 1]) ring++;
    return `(ring ${ring}, room ${room - rings[ring]})`;
  };
  const words = m.scene === 'search' ? SEARCH : m.scene === 'robot' ? ROBOT : METHOD_TABLE[m.scene];
  let step = m.last && describeSteps ? words.step(m.last, at) : '';
  // A circle's first room is in its inner ring, not at a top left corner.
  if (rings && rings.length > 0)
    step = step.replace('the top left room', 'the first room of the inner ring').replace('on the left side', 'in the inner ring').replace('on the right side', 'in the outer ring');
  if (!m.busy && m.steps > 0 && m.steps === m.length) {
    const open = openings(m);
    // Loops set: the walls knocked after the growth, each a loop (a tree has rooms - pieces openings).
    const loops = m.scene !== 'search' && m.scene !== 'robot' ? open - (m.rooms - m.pieces) : 0;
    const more = loops > 0 ? `Then ${plural(loops, 'more wall')} came down: ${plural(loops, 'loop')}.` : '';
    return [step, words.done(m.steps, m.rooms, open - Math.max(0, loops)), more].filter((w) => w).join(' ');
  }
  if (step) return step;
  return m.steps === 0 ? '' : null;
}

/** The maze's openings: each wall's bit sits in one room's look (a braided maze has more than rooms - 1). */
export function openings(m: BoardModel): number {
  let n = 0;
  for (let i = 0; i < m.looks.length; i++) for (let bits = m.looks[i] & OPENINGS; bits; bits &= bits - 1) n++;
  return n;
}

/** The sentence under the board once the search has ended. */
export function wayOutWords(m: BoardModel): string {
  if (m.scene === 'robot') return robotWords(m.robot, m.found);
  if (m.scene !== 'search' || m.busy || m.found === null) return '';
  const n = m.found;
  return n > 0 ? `The way out goes through ${plural(n, 'room')}` : 'There is no way out: the way out cannot be reached from the way in.';
}
