// challenge_board.ts: "Put this maze on the board" for a failed test: a small board of its own, right under the test, with that maze on it.
import type { Board } from '../board/mount';

/** One board a failed test, made when first asked for (the board's code loads with it). */
const boards = new WeakMap<HTMLElement, Promise<Board>>();

/** Show `picture` on the board inside `host`, making the board the first time. */
export async function showOnSmallBoard(host: HTMLElement, picture: string[]): Promise<void> {
  let board = boards.get(host);
  if (!board) {
    host.hidden = false;
    host.textContent = 'Loading the board…';
    // The board's styles are on the page already (the board at the top loads them).
    board = import('../board/mount').then(({ mount }) => {
      host.textContent = '';
      const made = mount(host, { links: false, shows: false, mine: false, home: false });
      const { ui } = made;
      // A board for looking at this one maze: Way out, Tree, Distance and the text; no new mazes.
      const fieldsets = [ui.methods, ui.shapes].map((radios) => radios.values().next().value?.closest('fieldset'));
      for (const el of [ui.rows.wrap, ui.cols.wrap, ui.seed.wrap, ...fieldsets, ui.step, ui.grow, ui.randomWalls, ui.copyLink.closest('.board-link')])
        if (el instanceof HTMLElement) el.style.display = 'none';
      return made;
    });
    boards.set(host, board);
  }
  try {
    await (await board).show(picture);
  } catch (error) {
    host.textContent = 'The board could not start in this browser. Try reloading the page.';
    console.warn(error);
  }
}
