// Starts the robot's page: its board at the top, then the race of the rules (it waits for its guess) and its table.
import '../style.css';
import { mountRobotBoard } from '../board/board';
import { mountRobotRace } from '../robot/section';
import { guessFirst } from './guess';
import { startPage } from './start';

startPage({
  top: () => {
    const root = document.getElementById('robot-board-root');
    if (root) mountRobotBoard(root);
  },
  later: [() => mountRobotRace({ askFirst: guessFirst('robot-race') })],
});
