// Starts the lesson page: the board, every runnable program, and the star summary.
import './style.css';
import { isolate } from './isolation';
import { mountBoard } from './board/board';
import { mountStep2Board } from './board/step2_board';
import { engineModule, loadEngine } from './engine/engine';
import { python } from './python/client';
import { mountPrograms } from './lesson/program_view';
import { PROGRAMS } from './lesson/programs';
import { mountStars } from './lesson/stars';
import { mountTenPrint } from './tenprint/section';
import { mountLab } from './lab/section';

// First of all: on a host without isolation headers, the page's service worker adds them (one reload).
const reloading = isolate();

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

// Step 2's own board: it plays back the student's make_maze.
const step2Root = document.getElementById('step2-board-root');
if (step2Root) mountStep2Board(step2Root);

mountPrograms(PROGRAMS);
mountTenPrint();
mountLab();
mountStars([...document.querySelectorAll<HTMLElement>('[data-stars]')]);

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
// Not while the page is about to reload itself to become isolated.
afterBoard(() => whenIdle(() => void reloading.then((soon) => soon || python.preload())), 20_000);

// Read by the page's own tests: load and interrupt times, whether the page is isolated,
// and the bytes the engine (one instance, shared by the board and the checkers) has in use.
(window as unknown as { mazeLesson: unknown }).mazeLesson = {
  python,
  engineHeap: (): Promise<number> => loadEngine().then((engine) => engine.heapInUse()),
};
