// The phone's flows (issue 43), for every engine through the same small driver as flows.mjs: the
// lesson in a frame of a phone's size (390 × 844, then 360 × 640) inside the page, since the
// drivers keep one window, opened at its top. The desktop engines have no touch screen: the frame
// shows Play's pad as a touch screen's (pointer: coarse) rule does, and fingers are pointer events
// of type touch, sent to the maze as a phone sends them (Chromium's page tests, tests/e2e/phone.test.mjs,
// use real touch).
import assert from 'node:assert/strict';

/** Open the lesson in a frame of `width` × `height` at the top left of the window; true once its board is drawn. */
export function openPhone([width, height]) {
  document.getElementById('phone')?.remove();
  const frame = document.createElement('iframe');
  frame.id = 'phone';
  frame.style.cssText = `position: fixed; top: 0; left: 0; width: ${width}px; height: ${height}px; border: 0; z-index: 99; background: #fff`;
  frame.src = `${location.origin}/`;
  document.body.append(frame);
  return new Promise((done, fail) => {
    const began = Date.now();
    const wait = () => {
      const doc = frame.contentDocument;
      if (doc?.querySelector('#board .board-pieces')?.textContent === 'Pieces: 100') return done(true);
      if (Date.now() - began > 60_000) return fail(new Error('the phone-sized lesson never drew its board'));
      setTimeout(wait, 100);
    };
    wait();
  });
}

/** Play pressed in the frame at its top; the maze and each of the pad's buttons, their top and bottom in the frame's window. */
function playAndMeasure() {
  const win = document.getElementById('phone').contentWindow;
  const doc = win.document;
  // As a touch screen shows it (play.css's (pointer: coarse) rule).
  doc.head.append(Object.assign(doc.createElement('style'), { textContent: '.board-play-pad { display: grid; }' }));
  const top = win.scrollY;
  [...doc.querySelectorAll('#board .board-actions button')].find((b) => b.textContent === 'Play').click();
  return new Promise((done) => {
    const wait = () => {
      if (!/^Maze \d+ from seed/.test(doc.querySelector('#board .board-message')?.textContent ?? '')) return setTimeout(wait, 100);
      const box = (el) => {
        const r = el.getBoundingClientRect();
        return [Math.round(r.top), Math.round(r.bottom)];
      };
      const out = { top, height: win.innerHeight, maze: box(doc.querySelector('#board .board-canvas')) };
      for (const b of doc.querySelectorAll('#board .board-play-pad button')) out[b.textContent] = box(b);
      done(out);
    };
    wait();
  });
}

/**
 * Fingers on the frame's maze: six quick swipes back and forth between the way in and its way on,
 * then two at once (the second down before the first is lifted); what is heard after each move.
 */
function swipe() {
  const doc = document.getElementById('phone').contentDocument;
  const canvas = doc.querySelector('#board .board-canvas');
  const heard = doc.querySelector('#board .board-play-heard');
  const start = heard.textContent;
  const way = /Ways on: (\w+)/.exec(start)[1];
  const back = { up: 'down', down: 'up', left: 'right', right: 'left' }[way];
  const vector = { up: [0, -1], down: [0, 1], left: [-1, 0], right: [1, 0] };
  const lines = [];
  // Each move writes the line afresh: its new text, record by record (the fingers come faster than the observer is told).
  new MutationObserver((records) => records.forEach((r) => r.addedNodes.forEach((n) => lines.push(n.textContent)))).observe(heard, { childList: true });
  const r = canvas.getBoundingClientRect();
  const send = (type, id, x, y) =>
    // The frame's own PointerEvent: an event made in another window has no offsetX in Firefox.
    canvas.dispatchEvent(new doc.defaultView.PointerEvent(type, { pointerId: id, pointerType: 'touch', isPrimary: id === 1, clientX: r.left + x * r.width, clientY: r.top + y * r.height, bubbles: true, cancelable: true }));
  const end = (heading, x, y) => [x + (vector[heading][0] * 50) / r.width, y + (vector[heading][1] * 50) / r.height];
  for (let i = 0; i < 6; i++) {
    const heading = i % 2 ? back : way;
    send('pointerdown', 1, 0.5, 0.5);
    send('pointerup', 1, ...end(heading, 0.5, 0.5));
  }
  send('pointerdown', 2, 0.3, 0.5);
  send('pointerdown', 3, 0.7, 0.5);
  send('pointerup', 2, ...end(way, 0.3, 0.5));
  send('pointerup', 3, ...end(back, 0.7, 0.5));
  return new Promise((done) => setTimeout(() => done({ start, lines }), 300));
}

async function padUnderMaze(d, size) {
  await d.eval(openPhone, size);
  const m = await d.eval(playAndMeasure);
  const where = `${size[0]} × ${size[1]}: ${JSON.stringify(m)}`;
  assert.equal(m.top, 0, `opened at the top: ${where}`);
  assert.equal(m.height, size[1], where);
  for (const name of ['Up', 'Down', 'Left', 'Right']) {
    const [top, bottom] = m[name];
    assert.ok(top >= m.maze[1] && bottom <= size[1], `${name} under the maze, inside the screen: ${where}`);
  }
  assert.ok(m.maze[0] >= 0, `the maze inside the screen: ${where}`);
  return m;
}

export const PHONE_FLOWS = [
  {
    title: "a phone's window, 390 × 844 and 360 × 640, opened at the top: Play brings the maze and the pad under it into the screen",
    async run(d) {
      const tall = await padUnderMaze(d, [390, 844]);
      const small = await padUnderMaze(d, [360, 640]);
      return `Down at ${tall.Down[1]} of 844, ${small.Down[1]} of 640`;
    },
  },
  {
    title: 'every swipe is a move: six quick ones, and a second finger down before the first is lifted',
    async run(d) {
      const { start, lines } = await d.eval(swipe);
      const back = `Room 1 of 100. Ways on: ${start.split('Ways on: ')[1]}`;
      assert.match(lines[0] ?? '', /^Room \d+ of 100\./);
      assert.deepEqual(lines, [lines[0], back, lines[0], back, lines[0], back, lines[0], back]);
      await d.eval(() => document.getElementById('phone').remove());
    },
  },
];
