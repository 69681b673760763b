// step2_board.ts: mounts the Step 2 board, a second board whose Step and Grow a maze play back the student's own make_maze; its code loads as its own chunk.
import './board.css';

export function mountStep2Board(root: HTMLElement): void {
  root.textContent = '';
  const waiting = document.createElement('p');
  waiting.className = 'board-loading';
  waiting.textContent = 'Loading the board…';
  root.append(waiting);
  Promise.all([import('./mount'), import('./mine/step2_program')]).then(
    ([{ mount }, { Step2Program }]) => {
      waiting.remove();
      const board = mount(root, { links: false, shows: false, mine: false, home: false, actions: (b) => new Step2Program(b) });
      const { ui } = board;
      // Only what a program of the student's own can do: no methods, shapes or seeds of the engine's, no way out.
      const gone = [ui.methods.values().next().value?.closest('fieldset'), ui.shapes.values().next().value?.closest('fieldset'), ui.seed.wrap, ui.randomWalls, ui.wayOut, ui.copyLink.closest('.board-link')];
      for (const el of gone) if (el instanceof HTMLElement) el.style.display = 'none';
      ui.root.classList.add('board-program');
      // The legend: the thread, rooms not dug yet, and what the marks of a maze that is not perfect mean.
      const legend = ui.root.querySelector('.board-legend');
      legend?.replaceChildren();
      for (const [kind, words] of [
        ['thread', 'Thread: the open calls of your recursive function'],
        ['undug', 'Not in the maze yet (the room is still #)'],
        ['refused', 'An opening that closes a loop'],
        ['cut-off', 'A room cut off from the top left room'],
        ['distance', 'Distance: steps from the way in, dark (near) to yellow (far)'],
      ]) {
        const li = document.createElement('li');
        const swatch = document.createElement('span');
        swatch.className = `board-swatch board-swatch-${kind}`;
        swatch.setAttribute('aria-hidden', 'true');
        if (kind === 'cut-off') Object.assign(swatch.style, { borderRadius: '50%', border: '2px dashed #d55e00', background: 'transparent' });
        li.append(swatch, words);
        legend?.append(li);
      }
    },
    (error: unknown) => {
      waiting.textContent = 'The board could not start in this browser. Try reloading the page.';
      console.warn(error);
    },
  );
}
