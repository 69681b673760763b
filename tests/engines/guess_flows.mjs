// The main board's questions (board/ask/) in every engine: the thread's question judged by the room the thread really
// went into. run.mjs turns the questions off for the other flows; these turn them on, and off again at the end.
import assert from 'node:assert/strict';
import { textOf, watchErrors } from './page_tools.mjs';
import { openPhone } from './phone_flows.mjs';

const BOARD = '#board';
const ASK = 'maze-lesson:setting:ask';

/** The page opened again with the questions on or off (a reload keeps the page's errors watched). */
async function reopen(d, on) {
  // Not while the page's Python is still loading: a worker ended halfway through its fetches is reported as an
  // error of the page left behind (Firefox), which is the test's doing, not the page's.
  for (const began = Date.now(); !(await d.eval(() => window.mazeLesson?.python.stats.loadMs.length > 0)); ) {
    if (Date.now() - began > 120_000) throw new Error('Python never loaded on the page');
    await new Promise((r) => setTimeout(r, 200));
  }
  // The lesson's own address: the board keeps its maze in the address's hash, and a fresh board is wanted.
  const url = await d.eval(() => location.origin + location.pathname);
  await d.eval(([key, value]) => localStorage.setItem(key, value), [ASK, on ? 'on' : 'off']);
  await d.open(url);
  await d.eval(watchErrors);
}

/** Text said under the board's status, once it is exactly `want`. */
const said = (t, want) => t.until(([s, w]) => document.querySelector(s)?.textContent === w, [`${BOARD} .board-ask-said`, want], `"${want}"`);

/** In the phone's frame (phone_flows.mjs), at its top: Step until the thread's question comes; the maze's and the question's top and bottom. */
function stepUntilAsked() {
  const win = document.getElementById('phone').contentWindow;
  const doc = win.document;
  win.scrollTo(0, 0);
  const step = [...doc.querySelectorAll('#board .board-actions button')].find((b) => b.textContent === 'Step');
  const message = () => doc.querySelector('#board .board-message')?.textContent ?? '';
  const asked = doc.querySelector('#board .board-ask');
  return new Promise((done, fail) => {
    const began = Date.now();
    let last = message();
    step.click();
    const wait = () => {
      if (Date.now() - began > 30_000) return fail(new Error(`no question after Steps: ${message()}`));
      if (!asked.hidden) {
        const box = (el) => {
          const r = el.getBoundingClientRect();
          return [Math.round(r.top), Math.round(r.bottom)];
        };
        return done({ height: win.innerHeight, maze: box(doc.querySelector('#board .board-canvas')), question: box(asked) });
      }
      // The next Step once the last one was taken.
      if (message() !== last) {
        last = message();
        step.click();
      }
      setTimeout(wait, 100);
    };
    wait();
  });
}

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
  {
    title: 'a phone\'s window, 390 × 844 and 360 × 640, Step pressed from the top: the maze and the thread\'s question both in the screen',
    async run(d) {
      await d.eval(([key]) => localStorage.setItem(key, 'on'), [ASK]);
      const seen = [];
      try {
        for (const size of [[390, 844], [360, 640]]) {
          await d.eval(openPhone, size);
          const m = await d.eval(stepUntilAsked);
          const where = `${size[0]} × ${size[1]}: ${JSON.stringify(m)}`;
          assert.equal(m.height, size[1], where);
          assert.ok(m.maze[0] >= 0 && m.maze[1] <= size[1], `the maze in the screen: ${where}`);
          assert.ok(m.question[0] >= m.maze[1] && m.question[1] <= size[1], `the question under the maze, in the screen: ${where}`);
          seen.push(`question ${m.question[0]}..${m.question[1]} of ${size[1]}`);
        }
      } finally {
        await d.eval(() => document.getElementById('phone')?.remove());
        await d.eval(([key]) => localStorage.setItem(key, 'off'), [ASK]);
      }
      return seen.join(', ');
    },
  },
];
