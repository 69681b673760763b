// detail.ts: a failing test opened on the desk: its maze drawn and as text, what was expected, what came back, and why.
import { showExpected } from '../lesson/challenges';
import type { TestMaze } from '../lesson/test_mazes';
import type { Verdict } from '../lesson/challenges';
import { el } from './dom';

/** The picture drawn square by square: walls dark, rooms and openings light. */
function drawMaze(picture: string[]): HTMLCanvasElement {
  const canvas = el('canvas', 'desk-maze');
  const rows = picture.length;
  const cols = picture[0]?.length ?? 0;
  const cell = Math.max(2, Math.min(12, Math.floor(320 / Math.max(rows, cols, 1))));
  canvas.width = cols * cell;
  canvas.height = rows * cell;
  canvas.setAttribute('aria-hidden', 'true'); // the text below says the same
  const g = canvas.getContext('2d');
  if (!g) return canvas;
  g.fillStyle = '#fff';
  g.fillRect(0, 0, canvas.width, canvas.height);
  g.fillStyle = '#1f2328';
  picture.forEach((line, r) => {
    for (let c = 0; c < line.length; c++) if (line[c] === '#') g.fillRect(c * cell, r * cell, cell, cell);
  });
  return canvas;
}

export interface FailingTest {
  file: string;
  challenge: string;
  seed: string;
  test: TestMaze;
  verdict: Verdict;
}

/** Fill `host` with the test; its heading gets the focus, so a keyboard user lands on it. */
export function showFailingTest(host: HTMLElement, shown: FailingTest, close: () => void): void {
  const heading = el('h3', 'desk-detail-title', `${shown.file}: ${shown.challenge}, ${shown.test.name}`);
  heading.tabIndex = -1;
  const facts = el('dl', 'failure-facts');
  const rows: [string, string][] = [
    ['Maze size', `${(shown.test.picture.length - 1) / 2} × ${(shown.test.picture[0].length - 1) / 2} rooms`],
    ['Seed of this test', shown.test.seed],
    ['Expected', showExpected(shown.test.expected)],
    ['What came back', shown.verdict.got || '(no answer)'],
  ];
  for (const [term, value] of rows) facts.append(el('dt', '', term), el('dd', '', value));
  const why = el('p', 'failure-why', shown.verdict.why);
  const text = el('pre', 'maze-text desk-maze-text', shown.test.picture.join('\n'));
  text.setAttribute('aria-label', 'The maze as text');
  text.tabIndex = 0;
  const closer = el('button', '', 'Close this test');
  closer.type = 'button';
  closer.addEventListener('click', close);
  const parts: HTMLElement[] = [heading, facts, why];
  if (shown.verdict.code) parts.push(el('pre', 'problem-code', shown.verdict.code));
  const pictures = el('div', 'desk-pictures');
  pictures.append(drawMaze(shown.test.picture), text);
  parts.push(pictures, closer);
  host.replaceChildren(...parts);
  host.hidden = false;
  heading.focus();
}
