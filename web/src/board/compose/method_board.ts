// method_board.ts: a small board that grows one method (the section "More ways to grow a maze" has one a method): Step, Grow a maze and the timeline, its seed (and the pick, for a method that takes one) one press away.
import { type Method, TAKES_PICK } from 'maze-engine/engine';
import { type Board, makeBoard } from './board';

export function mountMethodBoard(host: HTMLElement, method: Method): Board {
  return makeBoard(host, {
    buttons: ['step', 'grow', 'pause'],
    timeline: true,
    settings: TAKES_PICK.includes(method) ? ['seed', 'pick', 'speed'] : ['seed', 'speed'],
    views: true,
    text: true,
    start: { method, speed: 4 },
  });
}
