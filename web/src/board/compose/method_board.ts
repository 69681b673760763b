// method_board.ts: a small board that grows one method (the section "More ways to grow a maze" has one a method): Step, Grow a maze and the timeline, its seed (and growing tree's pick) one press away.
import type { Method } from '../../engine/engine';
import { type Board, makeBoard } from './board';

export function mountMethodBoard(host: HTMLElement, method: Method): Board {
  return makeBoard(host, {
    buttons: ['step', 'grow', 'pause'],
    timeline: true,
    settings: method === 'growing-tree' ? ['seed', 'pick', 'speed'] : ['seed', 'speed'],
    views: true,
    text: true,
    start: { method, speed: 4 },
  });
}
