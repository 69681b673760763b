// add_play.ts: Play on a board: its button starts a game; the game's row sits under the lesson's buttons.
import { PlayMode } from '../play/play_mode';
import type { Board } from './board';

export function addPlay(board: Board): PlayMode {
  const play = new PlayMode(board);
  board.buttons.root.after(play.row.root);
  board.buttons.get('play')?.addEventListener('click', () => void play.start());
  return play;
}

