// guess.ts: "Guess first, then find out." Each `.guess[data-guess=KEY]` asks for the student's guess
// (a choice from `data-choices`, a method from `data-methods`, or a number in `data-number`, one box
// for each question of `data-ask`); everything marked `data-answer=KEY` stays hidden until a guess is
// given or "Just tell me" is pressed. The guess is kept, so after a reload the answers show at once.
// A program that prints a guess's answer asks for the guess before it runs (`data-guess-first`).
import { METHOD_TABLE } from '../board/state/methods';
import type { Method } from 'maze-engine/engine';
import { loadSetting, saveSetting } from '../common/storage';

const keyOf = (name: string): string => `guess:${name}`;

const guessed = new Set<string>();
const waiting = new Map<string, (() => void)[]>();

/** The answers to this guess, shown (and the parts made later that wait for it: `whenGuessed`). */
function reveal(name: string): void {
  for (const answer of document.querySelectorAll<HTMLElement>(`[data-answer="${CSS.escape(name)}"]`)) answer.hidden = false;
  guessed.add(name);
  for (const show of waiting.get(name) ?? []) show();
  waiting.delete(name);
}

/** `show` once the guess `name` is given (at once if it is already): for an answer made after the page starts. */
export function whenGuessed(name: string, show: () => void): void {
  if (guessed.has(name)) show();
  else waiting.set(name, [...(waiting.get(name) ?? []), show]);
}

/**
 * For a part that must wait for the guess `name` (Step and Run on a race): a check that, before the guess, takes the
 * student to it instead and says why, and answers true (nothing should move); after it, false.
 */
export function guessFirst(name: string): () => boolean {
  return () => {
    if (guessed.has(name)) return false;
    const guess = document.querySelector<HTMLElement>(`.guess[data-guess="${CSS.escape(name)}"]`);
    if (!guess) return false;
    guess.querySelector<HTMLElement>('select, input')?.focus();
    const said = guess.querySelector('.guess-said');
    if (said) said.textContent = 'Guess first, just above.';
    return true;
  };
}

/** The choices a question offers (the methods by the titles the board gives them). */
function choicesOf(host: HTMLElement): string[] | null {
  if (host.dataset.methods) return host.dataset.methods.split(/\s+/).map((m) => METHOD_TABLE[m as Method]?.title ?? m);
  if (host.dataset.choices) return host.dataset.choices.split('|');
  return null;
}

let made = 0;

/** One box for one question: a list of choices, or a whole number between the two of `data-number`. */
function box(question: string, choices: string[] | null, range: string | undefined): { wrap: HTMLElement; read: () => string } {
  const id = `guess-${++made}`;
  const wrap = document.createElement('div');
  wrap.className = 'guess-field';
  const label = document.createElement('label');
  label.htmlFor = id;
  label.textContent = question;
  let input: HTMLInputElement | HTMLSelectElement;
  if (choices) {
    const select = document.createElement('select');
    select.append(new Option('Pick one…', ''), ...choices.map((c) => new Option(c, c)));
    input = select;
  } else {
    const [low, high] = (range ?? '0 1000000').split(' ');
    const number = document.createElement('input');
    Object.assign(number, { type: 'number', min: low, max: high, step: '1', inputMode: 'numeric' });
    input = number;
  }
  input.id = id;
  wrap.append(label, input);
  return { wrap, read: () => input.value.trim() };
}

function mountGuess(host: HTMLElement): void {
  const name = host.dataset.guess;
  if (!name) return;
  const said = document.createElement('p');
  said.className = 'guess-said';
  said.setAttribute('aria-live', 'polite');
  const kept = loadSetting(keyOf(name));
  if (kept !== null) {
    said.textContent = kept ? `Your guess: ${kept}.` : 'You asked to be told.';
    host.replaceChildren(said);
    reveal(name);
    return;
  }
  const questions = (host.dataset.ask ?? 'Your guess').split('|');
  const boxes = questions.map((q) => ({ question: q, ...box(q, choicesOf(host), host.dataset.number) }));
  const mine = document.createElement('button');
  mine.type = 'button';
  mine.className = 'primary';
  mine.textContent = 'That’s my guess';
  const tell = document.createElement('button');
  tell.type = 'button';
  tell.textContent = 'Just tell me';
  const form = document.createElement('div');
  form.className = 'guess-form';
  form.setAttribute('role', 'group');
  form.setAttribute('aria-label', 'Guess first');
  const lead = document.createElement('span');
  lead.className = 'guess-lead';
  lead.textContent = 'Guess first:';
  form.append(lead, ...boxes.map((b) => b.wrap), mine, tell);
  host.replaceChildren(form, said);

  const done = (words: string): void => {
    saveSetting(keyOf(name), words);
    form.remove();
    said.textContent = words ? `Your guess: ${words}. Now find out below.` : 'Here is the answer.';
    reveal(name);
  };
  mine.addEventListener('click', () => {
    const values = boxes.map((b) => b.read());
    const missing = boxes.findIndex((_, i) => values[i] === '');
    if (missing >= 0) {
      said.textContent = `Pick your guess for "${boxes[missing].question}" first, or press Just tell me.`;
      return;
    }
    done(boxes.length === 1 ? values[0] : boxes.map((b, i) => `${b.question.toLowerCase()}: ${values[i]}`).join('; '));
  });
  tell.addEventListener('click', () => done(''));
}

/**
 * A program whose Run prints the answer to a guess above it (`data-guess-first=KEY` on its box): until
 * that guess is given, Run (or Ctrl+Enter) takes the student to the guess instead of running.
 */
function askBeforeRun(host: HTMLElement): void {
  const asked = guessFirst(host.dataset.guessFirst ?? '');
  const ask = (event: Event): void => {
    if (!asked()) return;
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  // Capturing, so the guess is asked before the Run button or the editor hears the press.
  host.addEventListener(
    'click',
    (event) => {
      if ((event.target as Element).closest('button')?.textContent === 'Run') ask(event);
    },
    true,
  );
  host.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) ask(event);
    },
    true,
  );
}

/** Every guess on the page, and the programs that ask for one before they run: one job each (a task each as the page starts). */
export function guessMounts(): (() => void)[] {
  return [
    ...[...document.querySelectorAll<HTMLElement>('.guess[data-guess]')].map((host) => () => mountGuess(host)),
    ...[...document.querySelectorAll<HTMLElement>('[data-program][data-guess-first]')].map((host) => () => askBeforeRun(host)),
  ];
}
