// Starts the lesson's own page: the board at the top, the Step 2 board, every program of the lesson, and the stars.
import './style.css';
import { mountBoard, mountStep2Board } from './board/board';
import { mountStars } from './lesson/stars';
import { takeStudentFromLink } from './lesson/student_box';
import { whenNear } from './when';
import { startPage } from './pages/start';

// A link #student=NAME&class=CODE names the student; taken out before the board reads the address.
const linkProblem = takeStudentFromLink();

startPage({
  top: () => {
    const root = document.getElementById('board-root');
    if (root) mountBoard(root);
  },
});

// The stars the student has earned, in the next task (the page shows none until then, in their places).
setTimeout(() => mountStars([...document.querySelectorAll<HTMLElement>('[data-stars]')], linkProblem), 0);

// Step 2's own board plays back the student's make_maze, made when it comes near the view.
whenNear('step2-board-root', mountStep2Board);
