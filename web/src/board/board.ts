// board.ts: mounts the page's boards; each board's code loads as its own chunk, beside the rest of the page.
import './board.css';
import { type Method, loadEngine } from 'maze-engine/engine';

/** Shows "Loading the board…" in `root`, then mounts the board that `load` brings (or says it could not). */
function mountLater(root: HTMLElement, load: () => Promise<(host: HTMLElement) => unknown>): void {
  root.textContent = '';
  const waiting = document.createElement('p');
  waiting.className = 'board-loading';
  waiting.textContent = 'Loading the board…';
  root.append(waiting);
  // The board's code and the engine, each started in a task of its own; the board is made in the
  // next one, so that no task is long. (A board says so itself if the engine fails.)
  const engine = loadEngine().catch(() => undefined);
  Promise.all([load(), engine]).then(
    ([mount]) =>
      setTimeout(() => {
        waiting.remove();
        mount(root);
      }, 0),
    (error: unknown) => {
      waiting.textContent = 'The board could not start in this browser. Try reloading the page.';
      console.warn(error);
    },
  );
}

export const mountBoard = (root: HTMLElement): void => mountLater(root, () => import('./compose/main').then((m) => m.mountMain));
export const mountStep2Board = (root: HTMLElement): void => mountLater(root, () => import('./compose/step2').then((m) => m.mountStep2));
export const mountRobotBoard = (root: HTMLElement): void => mountLater(root, () => import('./compose/robot').then((m) => m.mountRobot));
export const mountMethodBoard = (root: HTMLElement, method: Method): void =>
  mountLater(root, () => import('./compose/method_board').then((m) => (host: HTMLElement) => m.mountMethodBoard(host, method)));
export const mountPlayBoard = (root: HTMLElement, table: HTMLElement | null): void =>
  mountLater(root, () => import('./compose/play').then((m) => (host: HTMLElement) => m.mountPlay(host, table)));
