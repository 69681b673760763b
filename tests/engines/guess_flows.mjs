// The main board's questions (board/ask/) in every engine: the thread's question judged by the room the thread really
// went into. run.mjs turns the questions off for the other flows; these turn them on, and off again at the end.
import assert from 'node:assert/strict';
import { textOf, watchErrors } from './page_tools.mjs';

const BOARD = '#board';
const ASK = 'maze-lesson:setting:ask';

/** The page opened again with the questions on or off (a reload keeps the page's errors watched). */
async function reopen(d, on) {
  // The lesson's own address: the board keeps its maze in the address's hash, and a fresh board is wanted.
  const url = await d.eval(() => location.origin + location.pathname);
  await d.eval(([key, value]) => localStorage.setItem(key, value), [ASK, on ? 'on' : 'off']);
  await d.open(url);
  await d.eval(watchErrors);
}

/** Text said under the board's status, once it is exactly `want`. */
const said = (t, want) => t.until(([s, w]) => document.querySelector(s)?.textContent === w, [`${BOARD} .board-ask-said`, want], `"${want}"`);

export const GUESS_FLOWS = [
  {
    title: 'the thread\'s question: seed 2083\'s thread goes down from (1, 1); Down is right; Step again is Just show me',
    async run(d, t) {
      await reopen(d, true);
      await t.until((s) => document.querySelector(s)?.textContent === 'Pieces: 100', `${BOARD} .board-pieces`, 'Pieces: 100');
      await t.field(BOARD, 'Seed', '2083');
      for (let i = 0; i < 4; i++) await t.click(BOARD, 'button', 'Step');
      await t.until((s) => document.querySelector(s)?.hidden === false, `${BOARD} .board-ask`, 'the question');
      assert.match(await d.eval(textOf, `${BOARD} .board-ask-question`), /^Which room will the thread go into next\?/);
      await t.click(BOARD, 'button', 'Down');
      await said(t, 'The thread went into the room below. Your guess was right!');
      assert.equal(await t.message(BOARD), 'Knocked down the wall from (1, 1) and went into the new room (2, 1).');
      // A new maze (seed 7): Step while the question is open shows the answer without a guess.
      await t.field(BOARD, 'Seed', '7');
      for (let i = 0; i < 4; i++) await t.click(BOARD, 'button', 'Step');
      await t.until((s) => document.querySelector(s)?.hidden === false, `${BOARD} .board-ask`, 'the question');
      await t.click(BOARD, 'button', 'Step');
      await said(t, 'The thread went into the room below.');
      assert.equal(await d.eval((s) => document.querySelector(s).hidden, `${BOARD} .board-ask`), true);
      await t.click(BOARD, 'button', 'Step');
      await t.until((s) => document.querySelector(s)?.textContent === '', `${BOARD} .board-ask-said`, 'the answer gone at the next Step');
      await reopen(d, false);
    },
  },
];
