// Starts the robot's page: its board at the top, then its program.
import '../style.css';
import { mountRobotBoard } from '../board/board';
import { startPage } from './start';

startPage({
  top: () => {
    const root = document.getElementById('robot-board-root');
    if (root) mountRobotBoard(root);
  },
});
