// play.ts: the "Play it" section's board: grow a maze, then Play it; the student's games by method beside it.
import { GamesTable } from '../play/games';
import { addPlay } from './add_play';
import { nextOwnMazeSeed } from '../../student/kept';
import { type Board, makeBoard } from './board';

export function mountPlay(host: HTMLElement, tableHost: HTMLElement | null): Board {
  const board = makeBoard(host, {
    buttons: ['grow', 'pause', 'play'],
    timeline: false,
    settings: ['rows', 'cols', 'seed', 'method', 'shape', 'braid', 'speed'],
    views: false,
    text: false,
    ownSeed: nextOwnMazeSeed,
  });
  const play = addPlay(board);
  const games = new GamesTable();
  (tableHost ?? board.side).append(games.root);
  play.onGame = () => games.show();
  return board;
}
