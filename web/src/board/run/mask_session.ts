// mask_session.ts: a session given a mask's rooms: the one place the board hands the engine a mask.
import type { MazeSession } from 'maze-engine/engine';
import type { MaskLines } from '../state/mask';

/** The session's shape becomes the mask, all walls standing; throws with the engine's sentence when its rooms fall apart. */
export function reshapeMask(session: MazeSession, mask: MaskLines): void {
  session.reshapeMask({ lines: mask.join('\n') });
}
