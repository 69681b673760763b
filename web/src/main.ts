// Starts the lesson page: the board, every runnable program, and the star summary.
import './style.css';
import { isolate } from './isolation';
import { mountBoard, mountMethodBoard, mountPlayBoard, mountRobotBoard, mountStep2Board } from './board/board';
import { mountMoreWays } from './more_ways/section';
import { currentProgram, lessonPrograms } from './common/current';
import { engineModule, loadEngine } from './engine/engine';
import { python } from './python/client';
import { loadEditors } from './lesson/lazy_editor';
import { programMounts } from './lesson/program_view';
import { PROGRAMS } from './lesson/programs';
import { mountStars } from './lesson/stars';
import { takeStudentFromLink } from './lesson/student_box';
import { mountTenPrint } from './tenprint/section';
import { mountLab } from './lab/section';
import { boardDrawn, firstUse, idle, whenNear } from './when';
import { keepLinkedPlaces } from './linked_place';

// First of all: on a host without isolation headers, the page's service worker adds them (one reload).
const reloading = isolate();

// A link #student=NAME&class=CODE names the student; taken out before the board reads the address.
const linkProblem = takeStudentFromLink();

// A link to a place in the lesson stays there while the parts above it are made.
keepLinkedPlaces();

// The engine starts downloading and compiling now, while the board's own code loads.
engineModule().catch(() => undefined); // the board says so if it fails

const boardRoot = document.getElementById('board-root');
if (boardRoot) {
  try {
    mountBoard(boardRoot);
  } catch (error) {
    // The rest of the lesson still works without the board.
    boardRoot.textContent = 'The board could not start in this browser.';
    console.warn(error);
  }
}

// The stars the student has earned, in the next task (the page shows none until then, in their places).
setTimeout(() => mountStars([...document.querySelectorAll<HTMLElement>('[data-stars]')], linkProblem), 0);

// Step 2's own board plays back the student's make_maze; the robot's board walks with a hand on the wall.
// Each is made when it comes near the view: the page starts with only the board at the top.
whenNear('step2-board-root', mountStep2Board);
whenNear('robot-board-root', mountRobotBoard);
whenNear('play-board-root', (root) => mountPlayBoard(root, document.getElementById('play-games-root')));

lessonPrograms(PROGRAMS);

// The rest of the page once the board is drawn: first the whole lesson laid out (html.starting
// goes), then one part a frame (a program, a section), so that no long task holds the board up.
const parts: (() => void)[] = [...programMounts(PROGRAMS), mountTenPrint, mountLab, () => mountMoreWays(mountMethodBoard)];
function nextPart(): void {
  const part = parts.shift();
  if (!part) return;
  requestAnimationFrame(() => setTimeout(nextPart, 0)); // the others still come if one fails
  part();
}
void boardDrawn(4_000).then(() =>
  setTimeout(() => {
    document.documentElement.classList.remove('starting'); // the whole lesson laid out, in a task of its own
    setTimeout(nextPart, 0);
  }, 0),
);

// CodeMirror, for the programs' editors, once the board is drawn and the browser is idle.
void boardDrawn(20_000).then(idle).then(loadEditors).catch(() => undefined); // an editor asks again when it needs one

// Python (13 MB) loads while the student reads, so the first Run finds it ready: after the board
// is drawn, once the student uses the page or comes near a program, when the browser is idle; and
// not while the page is about to reload itself to become isolated.
const programs = [...document.querySelectorAll('[data-program]')];
void Promise.all([boardDrawn(20_000), firstUse(programs)])
  .then(idle)
  .then(() => reloading)
  .then((soon) => soon || python.preload());

// Read by the page's own tests: load and interrupt times, whether the page is isolated,
// the bytes the engine (one instance, shared by the board and the checkers) has in use, and a
// program's whole text as its editor holds it (the editor draws only the lines near the view).
(window as unknown as { mazeLesson: unknown }).mazeLesson = {
  python,
  program: (name: string): string | null => currentProgram(name),
  engineHeap: (): Promise<number> => loadEngine().then((engine) => engine.heapInUse()),
};
