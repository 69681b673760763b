// Starts the lesson page: the board, every runnable program, and the star summary.
import './style.css';
import { mountBoard, mountMethodBoard, mountPlayBoard, mountRobotBoard, mountStep2Board } from './board/board';
import { mountMoreWays } from './more_ways/section';
import { currentProgram, lessonPrograms } from './common/current';
import { engineModule, loadEngine } from './engine/engine';
import { python } from './python/client';
import { mountPrograms } from './lesson/program_view';
import { PROGRAMS } from './lesson/programs';
import { mountStars } from './lesson/stars';
import { takeStudentFromLink } from './lesson/student_box';
import { mountTenPrint } from './tenprint/section';
import { mountLab } from './lab/section';

// The engine starts downloading and compiling now, while the board's own code loads.
engineModule().catch(() => undefined); // the board says so if it fails

// A link #student=NAME&class=CODE names the student; taken out before the board reads the address.
const linkProblem = takeStudentFromLink();

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

// Step 2's own board plays back the student's make_maze; the robot's board walks with a hand on the wall.
// Each is made when it comes near the view: the page starts with only the board at the top.
whenNear('step2-board-root', mountStep2Board);
whenNear('robot-board-root', mountRobotBoard);
whenNear('play-board-root', (root) => mountPlayBoard(root, document.getElementById('play-games-root')));
mountMoreWays(mountMethodBoard);

lessonPrograms(PROGRAMS);
mountPrograms(PROGRAMS);
mountTenPrint();
mountLab();
mountStars([...document.querySelectorAll<HTMLElement>('[data-stars]')], linkProblem);

/** Calls `mount(element)` once the element with this id comes within a screen or two of the view. */
function whenNear(id: string, mount: (root: HTMLElement) => void): void {
  const root = document.getElementById(id);
  if (!root) return;
  if (typeof IntersectionObserver !== 'function') return mount(root);
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      mount(root);
    },
    { rootMargin: '150% 0px' },
  );
  observer.observe(root);
}

/** Calls `then` once the board is drawn (the 'board-ready' mark), or after `latest` ms if it never is. */
function afterBoard(then: () => void, latest: number): void {
  let done = false;
  const once = (): void => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    then();
  };
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('board-ready').length > 0) once();
  });
  observer.observe({ type: 'mark' });
  const timer = setTimeout(once, latest);
  if (performance.getEntriesByName('board-ready').length > 0) once();
}

/** Calls `then` when the browser has nothing else to do (soon anyway, where that cannot be asked). */
function whenIdle(then: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(then, { timeout: 2000 });
  else setTimeout(then, 200);
}

// Python loads while the student reads, so the first Run finds it ready; never before the board.
afterBoard(() => whenIdle(() => python.preload()), 20_000);

// Read by the page's own tests: load and interrupt times, whether the page is isolated,
// the bytes the engine (one instance, shared by the board and the checkers) has in use, and a
// program's whole text as its editor holds it (the editor draws only the lines near the view).
(window as unknown as { mazeLesson: unknown }).mazeLesson = {
  python,
  program: (name: string): string | null => currentProgram(name),
  engineHeap: (): Promise<number> => loadEngine().then((engine) => engine.heapInUse()),
};
