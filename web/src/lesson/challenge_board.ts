// challenge_board.ts: "Put this maze on the board" for a failed test: a small board of its own, right under the test, with that maze on it.
import type { Board } from '../board/compose/board';

/** One board a failed test, made when first asked for (the board's code loads with it). */
const boards = new WeakMap<HTMLElement, Promise<Board>>();

/** Show `picture` on the board inside `host`, making the board the first time. */
export async function showOnSmallBoard(host: HTMLElement, picture: string[]): Promise<void> {
  let board = boards.get(host);
  if (!board) {
    host.hidden = false;
    host.textContent = 'Loading the board…';
    // The board's styles are on the page already (the board at the top loads them).
    board = import('../board/compose/challenge').then(({ mountChallenge }) => {
      host.textContent = '';
      return mountChallenge(host);
    });
    boards.set(host, board);
  }
  try {
    const made = await board;
    await made.show(picture);
    const calm = matchMedia('(prefers-reduced-motion: reduce)').matches;
    made.root.scrollIntoView({ behavior: calm ? 'auto' : 'smooth', block: 'nearest' });
  } catch (error) {
    host.textContent = 'The board could not start in this browser. Try reloading the page.';
    console.warn(error);
  }
}
