// detail.ts: a failing test opened on the desk (its maze drawn and as text, what was expected, what came back, why) beside the program; a row's programs.
import { showExpected } from '../lesson/challenges';
import { el } from './dom';
import type { ChallengeResult, FileResult } from './grade_file';
import type { FailureShown } from './overview';

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

/** The student's programs, read-only and coloured as in the lesson's editor, each failing line marked. */
function programs(list: { challenge: string; code: string; line: number | null }[], who: string): HTMLElement {
  const box = el('div', 'desk-programs');
  for (const p of list) {
    const figure = el('figure', 'desk-program');
    const caption = el('figcaption', '', p.line ? `${p.challenge} (line ${p.line} marked)` : p.challenge);
    const host = el('div', 'desk-code');
    figure.append(caption, host);
    box.append(figure);
    // The editor's code loads only when a teacher opens a program.
    void import('../lesson/editor').then(({ createReader }) => createReader(host, p.code, `${who}: ${p.challenge}, read only`, p.line));
  }
  return box;
}

function closer(words: string, close: () => void): HTMLButtonElement {
  const b = el('button', '', words);
  b.type = 'button';
  b.addEventListener('click', close);
  return b;
}

function open(host: HTMLElement, name: string, heading: HTMLElement, parts: HTMLElement[], close: HTMLButtonElement): void {
  host.setAttribute('aria-label', name);
  heading.tabIndex = -1;
  host.replaceChildren(heading, ...parts, close);
  host.hidden = false;
  heading.focus();
}

/** Fill `host` with the test and the program beside it; its heading gets the focus, so a keyboard user lands on it. */
export function showFailingTest(host: HTMLElement, shown: FailureShown, close: () => void): void {
  const heading = el('h3', 'desk-detail-title', `${shown.file}: ${shown.challenge}, ${shown.test.name}`);
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
  const test = el('div', 'desk-test');
  test.append(facts, why);
  if (shown.verdict.code) test.append(el('pre', 'problem-code', shown.verdict.code));
  const pictures = el('div', 'desk-pictures');
  pictures.append(drawMaze(shown.test.picture), text);
  test.append(pictures);
  const beside = el('div', 'desk-beside');
  beside.append(test);
  if (shown.code !== null) beside.append(programs([{ challenge: shown.challenge, code: shown.code, line: shown.verdict.line ?? null }], shown.file));
  open(host, 'The failing test', heading, [beside], closer('Close this test', close));
}

/** Fill `host` with a row's programs, each challenge's as the desk checked it. */
export function showPrograms(host: HTMLElement, file: FileResult, close: () => void): void {
  const who = file.student?.name ? `${file.label} (${file.student.name})` : file.label;
  const heading = el('h3', 'desk-detail-title', `${who}: the programs`);
  const list = file.challenges.flatMap((c) => (c.code === null ? [] : [{ challenge: c.name, code: c.code, line: firstLine(c) }]));
  open(host, 'The programs', heading, list.length ? [programs(list, file.label)] : [el('p', '', 'This file holds no program.')], closer('Close the programs', close));
}

/** The line the first failing test of a challenge points at, if any. */
function firstLine(c: ChallengeResult): number | null {
  const v = c.graded?.verdicts.find((verdict) => !verdict.pass && verdict.line);
  return v?.line ?? null;
}
