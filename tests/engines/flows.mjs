// The page's core flows, written once for every engine against a small driver: open(url),
// eval(fn, arg), click(selector), fill(selector, text), press(selector, key). Controls are found
// in the page by role and accessible name (page_tools.mjs); clicks and typing are the driver's own.
import assert from 'node:assert/strict';
import { EXPECTED_OUTPUT } from '../e2e/expected.mjs';
import { solution } from '../e2e/helpers.mjs';
import { cliPicture, maze } from '../e2e/oracle.mjs';
import { attributeOf, errorsSeen, findControl, putProgram, programOutput, programRoot, pythonStats, scrollTo, textOf } from './page_tools.mjs';

const BOARD = '#board';
const STEP2 = '#step-2';

/** The figures a status line counts, without thousands separators ("Pieces: 1,000,000" is 1000000). */
const count = (text) => Number((/Pieces: ([\d,\u202f\u00a0 ]+)$/.exec(text ?? '')?.[1] ?? 'NaN').replace(/\D/g, ''));

/** Helpers over one driver. */
export function on(d) {
  const self = {
    /** Ask `fn(arg)` in the page until it gives something truthy; that value. */
    async until(fn, arg, what, timeout = 60_000) {
      const deadline = Date.now() + timeout;
      let last;
      for (;;) {
        last = await d.eval(fn, arg);
        if (last) return last;
        if (Date.now() > deadline) throw new Error(`timed out after ${timeout} ms waiting for ${what} (last: ${JSON.stringify(last)})`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    /** A control by role and name; in a closed group (Maze settings, More views...), the group is opened first. */
    async find(root, role, name) {
      const opener = (await d.eval(findControl, { root, role, name })) ? null : await d.eval(findControl, { root, role, name, opener: true });
      if (opener) await d.click(opener);
      const selector = await self.until(findControl, { root, role, name }, `the ${role} "${name}" in ${root}`, 20_000);
      assert.ok(selector.startsWith('['), selector);
      return selector;
    },
    /** As a person does: the control comes into view, the page draws it (while the page starts, the lesson is laid out and its parts made after the board), and then the click. */
    async click(root, role, name) {
      const selector = await self.find(root, role, name);
      await d.eval(scrollTo, selector);
      await d.click(selector);
    },
    async field(root, name, text) {
      await d.fill(await self.find(root, 'field', name), text);
    },
    /** Speed to Instant: the End key on its slider. */
    async instant(root) {
      const speed = await self.find(root, 'field', 'Speed');
      await d.press(speed, 'End');
      await self.until(attributeOf, [speed, 'aria-valuetext'], 'Speed: Instant', 5_000).then((v) => assert.equal(v, 'Instant'));
    },
    pieces: (root) => d.eval(textOf, `${root} .board-pieces`).then(count),
    async piecesAre(root, n, timeout = 60_000) {
      const deadline = Date.now() + timeout;
      while ((await self.pieces(root)) !== n) {
        if (Date.now() > deadline) throw new Error(`Pieces stayed ${await self.pieces(root)}, not ${n}`);
        await new Promise((r) => setTimeout(r, 150));
      }
    },
    state: (root) => d.eval(attributeOf, [`${root} .board`, 'data-state']),
    async stateIs(root, states, timeout = 60_000) {
      await self.until(([s, want]) => want.includes(document.querySelector(s)?.dataset.state), [`${root} .board`, states], `the board ${states.join(' or ')}`, timeout);
    },
    message: (root) => d.eval(textOf, `${root} .board-message`),
    /** The board's maze as text: Show as text, read, and close it again. */
    async picture(root) {
      await self.click(root, 'button', 'Show as text');
      const text = await self.until((s) => {
        const pre = document.querySelector(s);
        return pre && pre.getAttribute('aria-busy') !== 'true' && pre.textContent.length > 0 ? pre.textContent : '';
      }, `${root} [aria-label="Maze as text"]`, 'Maze as text');
      await self.click(root, 'button', 'Show as text');
      return text.split('\n');
    },
    async program(name, code) {
      const text = await d.eval(putProgram, [`Program: ${name}`, code]);
      assert.equal(text, code, `the editor of ${name} took the program`);
    },
    /** Press a button of a program's section and wait until Run is enabled again; the output. */
    async press(name, button, timeout = 90_000) {
      const root = await d.eval(programRoot, name);
      await self.click(root, 'button', button);
      const run = await self.find(root, 'button', 'Run');
      await self.until((s) => document.querySelector(s)?.disabled === false, run, `${name}: ${button} finished`, timeout);
      return d.eval(programOutput, name);
    },
    stats: () => d.eval(pythonStats),
  };
  return self;
}

export const FLOWS = [
  {
    title: 'the board: Step, Grow a maze, Random walls, Way out, Tree, Step back and the Timeline, by role and name; Pieces: 100',
    async run(d, t) {
      await t.until((s) => document.querySelector(s)?.textContent === 'Pieces: 100', `${BOARD} .board-pieces`, 'Pieces: 100');
      for (const name of ['Step', 'Grow a maze', 'Random walls', 'Way out', 'Tree', 'Step back']) await t.find(BOARD, 'button', name);
      await t.find(BOARD, 'slider', 'Timeline');
    },
  },
  {
    title: 'Step: seed 2083 starts in the top left room, then knocks a wall down (Pieces: 99)',
    async run(d, t) {
      await t.field(BOARD, 'Seed', '2083');
      await t.click(BOARD, 'button', 'Step');
      await t.until((s) => document.querySelector(s)?.textContent === 'Started in the top left room (0, 0).', `${BOARD} .board-message`, 'the first step');
      await t.click(BOARD, 'button', 'Step');
      await t.piecesAre(BOARD, 99);
      assert.match(await t.message(BOARD), /^Knocked down the wall from \(0, 0\) and went into the new room \(\d, \d\)\.$/);
    },
  },
  {
    title: 'Grow a maze: the seed-2083 walk maze, exactly as `maze generate` makes it',
    async run(d, t) {
      await t.instant(BOARD);
      await t.click(BOARD, 'button', 'Grow a maze');
      await t.piecesAre(BOARD, 1);
      await t.stateIs(BOARD, ['done']);
      assert.deepEqual(await t.picture(BOARD), cliPicture('walk', 10, 10, '2083'));
    },
  },
  {
    title: 'Way out: through as many rooms as `maze solve` counts',
    async run(d, t) {
      const rooms = /The way out goes through (\d+) rooms/.exec(maze(['solve'], `${cliPicture('walk', 10, 10, '2083').join('\n')}\n`))[1];
      await t.click(BOARD, 'button', 'Way out');
      const said = await t.until((root) => /The way out goes through \d+ rooms/.exec(document.querySelector(root)?.textContent ?? '')?.[0], BOARD, 'the way out');
      assert.equal(said, `The way out goes through ${rooms} rooms`);
    },
  },
  {
    title: 'a 1000 x 1000 maze: a million pieces, grown to one',
    async run(d, t) {
      await t.field(BOARD, 'Rows', '1000');
      await t.field(BOARD, 'Columns', '1000');
      await t.piecesAre(BOARD, 1_000_000);
      await t.click(BOARD, 'button', 'Grow a maze');
      await t.piecesAre(BOARD, 1, 180_000);
      await t.stateIs(BOARD, ['done'], 60_000);
    },
  },
  {
    title: "Python: the lesson's openings program runs and prints what the lesson says",
    async run(d, t) {
      const out = await t.press('openings', 'Run', 180_000);
      assert.equal(out.printed, EXPECTED_OUTPUT.openings);
    },
  },
  {
    title: 'Stop ends a loop that never ends, and the next program runs',
    async run(d, t) {
      const before = await t.stats();
      await t.program('dead_ends', 'while True:\n    pass');
      const root = await d.eval(programRoot, 'dead_ends');
      await t.click(root, 'button', 'Run');
      await t.until((s) => document.querySelector(s)?.textContent === 'Running…', `${root} .run-state`, 'Running…', 30_000);
      await new Promise((r) => setTimeout(r, 300));
      const started = Date.now();
      await t.click(root, 'button', 'Stop');
      const run = await t.find(root, 'button', 'Run');
      await t.until((s) => document.querySelector(s)?.disabled === false, run, 'Stop to end the run', 10_000);
      const took = Date.now() - started;
      assert.match((await d.eval(programOutput, 'dead_ends')).all, /You stopped the program\./);
      const after = await t.stats();
      // Through shared memory Python is interrupted; without it, its worker is ended and the spare takes over.
      if (after.sharedMemory) {
        assert.equal(after.replaced, before.replaced, 'interrupted, not replaced');
        assert.equal(after.interruptMs.length, before.interruptMs.length + 1);
      } else assert.equal(after.replaced, before.replaced + 1, 'its worker was replaced');
      assert.ok(took < 3000, `stopped in ${took} ms`);
      await t.program('dead_ends', 'print(6 * 7)');
      assert.equal((await t.press('dead_ends', 'Run')).printed, '42\n');
      return `${after.sharedMemory ? 'interrupted through shared memory' : 'worker replaced (no SharedArrayBuffer)'} in ${took} ms`;
    },
  },
  {
    title: 'the time limit stops a loop at its line: "Stopped after 5 seconds at line 3."',
    async run(d, t) {
      const before = await t.stats();
      await t.program('dead_ends', 'count = 0\nwhile True:\n    count = count + 1');
      const out = await t.press('dead_ends', 'Run', 30_000);
      assert.match(out.all, /Stopped after 5 seconds at line 3\./);
      assert.match(out.all, /KeyboardInterrupt/);
      assert.equal((await t.stats()).replaced, before.replaced, 'the same Python carries on');
    },
  },
  {
    title: 'a check earns a star: the dead_ends solution passes every test',
    async run(d, t) {
      await t.program('dead_ends', solution('dead_ends'));
      const root = await d.eval(programRoot, 'dead_ends');
      await t.click(root, 'button', 'Check my program');
      const status = await t.until((s) => {
        const text = document.querySelector(`${s} [role=status]`)?.textContent ?? '';
        return /Passed \d+ of \d+ tests/.test(text) && !text.startsWith('Checking') ? text : '';
      }, root, 'the check', 120_000);
      assert.match(status, /^Passed (\d+) of \1 tests\. ★ earned!$/);
    },
  },
  {
    title: "the Step 2 board grows the lesson's make_maze: a perfect maze, the seed-2083 walk",
    async run(d, t) {
      await d.eval(scrollTo, STEP2);
      await t.piecesAre(STEP2, 100);
      await t.instant(STEP2);
      await t.click(STEP2, 'button', 'Grow a maze');
      await t.stateIs(STEP2, ['done'], 120_000);
      assert.equal(await t.message(STEP2), 'Your make_maze(10, 10): 100 rooms, 99 openings: all rooms in one piece, no loops: a perfect maze ★.');
      assert.equal(await t.pieces(STEP2), 1);
      assert.deepEqual(await t.picture(STEP2), cliPicture('walk', 10, 10, 2083));
    },
  },
  {
    title: 'no errors on the page (those the driver saw, and those the page saw since it loaded)',
    async run(d) {
      assert.deepEqual(d.problems, []);
      assert.deepEqual(await d.eval(errorsSeen), []);
    },
  },
];
