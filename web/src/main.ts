// Starts the lesson page: the board, every runnable program, and the star summary.
import './style.css';
import { mountBoard } from './board/board';
import { loadEngine } from './engine/engine';
import { python } from './python/client';
import { mountPrograms } from './lesson/program_view';
import { PROGRAMS } from './lesson/programs';
import { mountStars } from './lesson/stars';

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

mountPrograms(PROGRAMS);
mountStars([...document.querySelectorAll<HTMLElement>('[data-stars]')]);

// Read by the page's own tests: load and interrupt times, whether the page is isolated,
// and the bytes the engine (one instance, shared by the board and the checkers) has in use.
(window as unknown as { mazeLesson: unknown }).mazeLesson = {
  python,
  engineHeap: (): Promise<number> => loadEngine().then((engine) => engine.heapInUse()),
};
