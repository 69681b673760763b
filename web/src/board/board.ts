// board.ts: mounts the interactive board; its code and the engine load as their own chunk, beside the rest of the page.
import './board.css';

export function mountBoard(root: HTMLElement): void {
  root.textContent = '';
  const waiting = document.createElement('p');
  waiting.className = 'board-loading';
  waiting.textContent = 'Loading the board…';
  root.append(waiting);
  import('./mount').then(
    ({ mount }) => {
      waiting.remove();
      mount(root);
    },
    (error: unknown) => {
      waiting.textContent = 'The board could not start in this browser. Try reloading the page.';
      console.warn(error);
    },
  );
}
