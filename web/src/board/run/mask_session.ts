// mask_session.ts: a session given a mask's rooms: the one place the board hands the engine a mask.
import type { MazeSession } from 'maze-engine/engine';
import type { MaskLines } from '../state/mask';

/** The engine's call that takes a mask's text ('.' a room, 'X' none, a line a row), as the command's --mask reads it. */
interface MaskCall {
  reshapeMask(text: string): void;
}

/** The session's shape becomes the mask, all walls standing; throws with the engine's sentence when its rooms fall apart. */
export function reshapeMask(session: MazeSession, mask: MaskLines): void {
  (session as unknown as MaskCall).reshapeMask(mask.join('\n'));
}
