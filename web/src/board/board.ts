// board.ts: mounts the page's boards; each board's code loads as its own chunk, beside the rest of the page.
import './board.css';

/** Shows "Loading the board…" in `root`, then mounts the board that `load` brings (or says it could not). */
function mountLater(root: HTMLElement, load: () => Promise<(host: HTMLElement) => unknown>): void {
  root.textContent = '';
  const waiting = document.createElement('p');
  waiting.className = 'board-loading';
  waiting.textContent = 'Loading the board…';
  root.append(waiting);
  load().then(
    (mount) => {
      waiting.remove();
      mount(root);
    },
    (error: unknown) => {
      waiting.textContent = 'The board could not start in this browser. Try reloading the page.';
      console.warn(error);
    },
  );
}

export const mountBoard = (root: HTMLElement): void => mountLater(root, () => import('./compose/main').then((m) => m.mountMain));
export const mountStep2Board = (root: HTMLElement): void => mountLater(root, () => import('./compose/step2').then((m) => m.mountStep2));
export const mountRobotBoard = (root: HTMLElement): void => mountLater(root, () => import('./compose/robot').then((m) => m.mountRobot));
