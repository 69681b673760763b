// Starts "One fill, a stack or a queue": the stack and the queue at the top (they wait for the guess before they
// move), the whole-maze rules under them, then the program.
import '../style.css';
import { mountFill } from '../fill/section';
import { whenGuessed } from './guess';
import { startPage } from './start';

const GUESS = 'fill-which';
let guessed = false;
whenGuessed(GUESS, () => (guessed = true));

/** Before the guess, Step and Run take the student to it instead (as a program that prints its answer does). */
function askFirst(): boolean {
  if (guessed) return false;
  const guess = document.querySelector<HTMLElement>(`.guess[data-guess="${GUESS}"]`);
  if (!guess) return false;
  guess.querySelector<HTMLElement>('select, input')?.focus();
  const said = guess.querySelector('.guess-said');
  if (said) said.textContent = 'Guess first, just above.';
  return true;
}

startPage({ top: () => mountFill({ askFirst }) });
