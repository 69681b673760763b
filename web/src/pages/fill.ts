// Starts "One fill, a stack or a queue": the stack and the queue at the top (they wait for the guess before they
// move), the whole-maze rules under them, then the program.
import '../style.css';
import { mountFill } from '../fill/section';
import { guessFirst } from './guess';
import { startPage } from './start';

startPage({ top: () => mountFill({ askFirst: guessFirst('fill-which') }) });
