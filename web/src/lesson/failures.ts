// The failed tests of a check, each with its maze, seed, answer, what it printed, and ways to try that maze again.
import type { Verdict } from './challenges';
import { showExpected } from './challenges';
import { showOnSmallBoard } from './challenge_board';
import type { ChallengeName, TestMaze } from './test_mazes';
import { answerPicture } from './help/answer_picture';
import { button, element } from './dom';

/** Printed by one test, kept short. */
export interface TestPrint {
  text: string;
  cut: boolean;
}

/** At most this much is kept from one test's printing. */
const MAX_TEST_LINES = 20;
const MAX_TEST_CHARS = 2000;

/** Gathers what each test prints, capped per test. */
export class TestPrints {
  private byTest = new Map<number, TestPrint>();

  add(index: number, text: string): void {
    const kept = this.byTest.get(index) ?? { text: '', cut: false };
    this.byTest.set(index, kept);
    if (kept.cut) return;
    const joined = kept.text + text;
    const lines = joined.split('\n');
    if (joined.length > MAX_TEST_CHARS || lines.length > MAX_TEST_LINES + 1) {
      kept.text = lines.slice(0, MAX_TEST_LINES).join('\n').slice(0, MAX_TEST_CHARS) + '\n';
      kept.cut = true;
    } else kept.text = joined;
  }

  get(index: number): TestPrint | undefined {
    return this.byTest.get(index);
  }

  clear(): void {
    this.byTest.clear();
  }
}

/** A box with what one test printed, and a note when it was cut short. */
export function printedBox(label: string, print: TestPrint): HTMLElement {
  const box = element('div', 'test-print');
  const pre = element('pre', 'test-printed', print.text);
  pre.tabIndex = 0; // a scroll area, reachable by keyboard
  box.append(element('p', 'test-print-title', label), pre);
  if (print.cut) {
    box.append(element('p', 'test-print-note', `… it printed more, so only the first ${MAX_TEST_LINES} lines are shown.`));
  }
  return box;
}

/** The program with its example `maze = [...]` replaced by this picture (or the picture added at the end). */
export function withMaze(code: string, picture: string[], fn: string): string {
  const listed = `maze = [\n${picture.map((row) => `    "${row}",`).join('\n')}\n]`;
  const example = /^maze = \[[^\]]*\]/m;
  if (example.test(code)) return code.replace(example, () => listed);
  return `${code.trimEnd()}\n\n${listed}\nprint(${fn}(maze))\n`;
}

export interface FailureActions {
  challenge: ChallengeName;
  /** Put this test's maze into the challenge's own program. */
  tryMaze(test: TestMaze): void;
  /** The known mistake named for this check, if any ('' when none): its rooms are drawn beside the expected ones. */
  mistake(): string;
}

/** The list of failed tests: the first few in full, the rest folded away so the page stays calm. */
export function showFailures(
  results: HTMLElement,
  tests: TestMaze[],
  verdicts: Verdict[],
  prints: TestPrints,
  actions: FailureActions,
): void {
  const failed = tests.map((test, index) => ({ test, index, verdict: verdicts[index] })).filter((t) => !t.verdict.pass);
  if (failed.length === 0) return;
  const heading = element('h3', 'results-title', failed.length === 1 ? 'The test that failed' : `The ${failed.length} tests that failed`);
  const list = element('ol', 'failures');
  const SHOWN = 3;
  let more: HTMLOListElement | null = null;
  for (const [i, { test, index, verdict }] of failed.entries()) {
    if (i === SHOWN) {
      const fold = element('details', 'more-failures');
      fold.append(element('summary', '', failed.length - SHOWN === 1 ? 'Show the other failed test' : `Show the other ${(failed.length - SHOWN).toLocaleString('en')} failed tests`));
      more = element('ol', 'failures');
      more.start = SHOWN + 1;
      fold.append(more);
      results.append(heading, list, fold);
    }
    (more ?? list).append(failureItem(test, verdict, prints.get(index), actions));
  }
  if (!more) results.append(heading, list);
}

function failureItem(test: TestMaze, verdict: Verdict, print: TestPrint | undefined, actions: FailureActions): HTMLLIElement {
  const item = element('li', 'failure');
  item.append(element('p', 'failure-name', test.name));
  const facts = element('dl', 'failure-facts');
  const rows: [string, string][] = [
    ['Maze size', `${(test.picture.length - 1) / 2} × ${(test.picture[0].length - 1) / 2} rooms`],
    ['Seed', test.seed],
    ['Expected', showExpected(test.expected)],
    ['Your function gave back', verdict.got || '(no answer)'],
  ];
  for (const [term, value] of rows) facts.append(element('dt', '', term), element('dd', '', value));
  item.append(facts, element('p', 'failure-why', verdict.why));
  if (verdict.code) item.append(element('pre', 'problem-code failure-code', verdict.code));
  if (print) item.append(printedBox('What your function printed on this test:', print));
  const tools = element('div', 'failure-tools');
  const tryIt = button('Try this maze');
  tryIt.addEventListener('click', () => actions.tryMaze(test));
  // The maze goes on a small board right here, beside the test it failed, not on the board at the top.
  const show = button('Put this maze on the board');
  const board = element('div', 'failure-board');
  board.hidden = true;
  board.style.marginTop = '0.8rem';
  board.setAttribute('role', 'region');
  board.setAttribute('aria-label', `${test.name} on a board`);
  show.addEventListener('click', () => void showOnSmallBoard(board, test.picture));
  // What was expected, drawn on the maze beside what the function gave.
  const expected = button('Show what was expected');
  expected.setAttribute('aria-expanded', 'false');
  let drawn: HTMLElement | null = null;
  expected.addEventListener('click', () => {
    drawn ??= item.insertBefore(answerPicture(actions.challenge, test, verdict.got, actions.mistake()), text);
    drawn.hidden = expected.getAttribute('aria-expanded') === 'true';
    expected.setAttribute('aria-expanded', String(!drawn.hidden));
  });
  tools.append(tryIt, show, expected);
  const text = element('details', 'failure-text');
  text.append(element('summary', '', 'Show this maze as text'), element('pre', 'maze-text', test.picture.join('\n')));
  item.append(tools, board, text);
  return item;
}
