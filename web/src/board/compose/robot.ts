// robot.ts: the robot section's board: grow a maze, find the way out, and let the robot walk it with a hand on the wall; knock holes to give it loops.
import { robotRow } from '../robot/robot_panel';
import { type Board, makeBoard } from './board';

export function mountRobot(host: HTMLElement): Board {
  const board = makeBoard(host, {
    buttons: ['step', 'grow', 'pause', 'wayOut'],
    timeline: true,
    settings: ['rows', 'cols', 'seed', 'method', 'shape', 'speed'],
    views: true,
    text: true,
  });
  // The robot's row comes right after the lesson's buttons.
  board.buttons.root.after(robotRow(board.model, board.controls, board.view, board.status));
  return board;
}
