// Turns what went wrong in a program into words a 15-year-old understands, plus Python's own last line.
import type { Outcome } from './client';
import type { Problem } from './protocol';

export interface Explanation {
  /** One short line: what happened, and where. */
  title: string;
  /** Why, and what to try. */
  advice: string;
  /** The student's line, as "12 | carve(nr, nc)". */
  code: string;
  /** Python's real last line, when there is one. */
  python: string;
  /** The line of the student's program it points at, for the editor to mark. */
  line?: number | null;
}

function seconds(ms: number): string {
  const s = ms / 1000;
  return Number.isInteger(s) ? `${s} seconds` : `${s.toFixed(1)} seconds`;
}

function where(problem: Problem): string {
  if (!problem.line) return '';
  const last = problem.frames[problem.frames.length - 1];
  const inside = last && last.function && last.line === problem.line ? `, in ${last.function}` : '';
  return ` at line ${problem.line}${inside}`;
}

function codeLine(problem: Problem): string {
  return problem.line && problem.code ? `${problem.line} | ${problem.code}` : '';
}

function syntaxAdvice(problem: Problem): string {
  const msg = (problem.syntaxMessage ?? problem.message).toLowerCase();
  if (problem.type === 'IndentationError' || problem.type === 'TabError') {
    if (msg.includes('expected an indented block')) {
      return 'The line after one ending in a colon (after if, for, while or def) must start further in: add four spaces at its start.';
    }
    if (msg.includes('unexpected indent')) {
      return 'This line starts further in than the lines around it. Take away the extra spaces at its start.';
    }
    return "The spaces at the start of this line don't match the lines around it. Lines in the same block must start at the same place.";
  }
  if (msg.includes('was never closed')) return 'A bracket is opened here but never closed. Add the closing bracket.';
  if (msg.includes('unmatched') || msg.includes('does not match')) return "A closing bracket here doesn't match an opening one. Count the brackets.";
  if (msg.includes('unterminated string') || msg.includes('unterminated triple-quoted')) {
    return "A piece of text in quotes starts here but doesn't end. Add the closing quote mark.";
  }
  if (msg.includes("expected ':'")) return 'A line that starts a block (if, for, while, def) must end with a colon :.';
  if (msg.includes('forgot a comma')) return 'Two things stand side by side here without a comma between them.';
  if (msg.includes("'=' ") || msg.includes('maybe you meant')) return `Python suggests: ${problem.syntaxMessage ?? problem.message}.`;
  return "Something on this line isn't written the way Python expects. Look for a missing bracket, quote mark, comma or colon; sometimes the mistake is at the end of the line before.";
}

function exceptionAdvice(problem: Problem): string {
  const nameMatch = /name '([^']+)'/.exec(problem.message);
  const name = nameMatch ? nameMatch[1] : 'this name';
  switch (problem.type) {
    case 'NameError':
      return `Python doesn't know the name ${name}. Check the spelling (capital letters count), and that it is given a value before this line runs.`;
    case 'UnboundLocalError':
      return `Inside a function, ${name} is used before the function gives it a value. Give it a value first.`;
    case 'TypeError':
      return 'This line uses a value of the wrong kind: for example it adds a number to a piece of text, or calls a function with too many or too few values.';
    case 'IndexError':
      return "This line asks for a place in a list or string that isn't there. Places are counted from 0, so the last place of a list of 5 is 4.";
    case 'KeyError':
      return "This line looks up a key that isn't in the dictionary. Put it in before you look it up, or check with in first.";
    case 'ZeroDivisionError':
      return 'This line divides by zero, which has no answer.';
    case 'ValueError':
      return "This line gives a function a value of the right kind that it can't use, like int(\"seven\").";
    case 'AttributeError':
      return "This line asks for something after a dot that this kind of value doesn't have. Check the spelling, and what kind of value is before the dot.";
    case 'ModuleNotFoundError':
    case 'ImportError':
      return "This page has Python's own modules (like random) and pixels, but not that one.";
    case 'AssertionError':
      return 'An assert on this line found that its condition is False.';
    default:
      return 'Python stopped here because of a problem it could not get past.';
  }
}

/** Words for the problem a program ran into. */
export function explainProblem(problem: Problem, outcome?: Pick<Outcome, 'status'>, timeLimitMs = 5000): Explanation {
  return { ...wordsFor(problem, outcome, timeLimitMs), line: problem.line };
}

function wordsFor(problem: Problem, outcome: Pick<Outcome, 'status'> | undefined, timeLimitMs: number): Explanation {
  const code = codeLine(problem);
  const python = problem.lastLine;
  switch (problem.kind) {
    case 'syntax':
      return {
        title: problem.line ? `Python couldn't read line ${problem.line} of your program.` : "Python couldn't read your program.",
        advice: syntaxAdvice(problem),
        code,
        python,
      };
    case 'recursion':
      return {
        title: `Too many calls inside calls${where(problem)}: the thread got too long.`,
        advice:
          'Each call of a function that calls itself stays open until it finishes, like a room on the thread. ' +
          'Python allows only about a thousand open calls at once, so a very deep search stops with RecursionError ' +
          '(in a 50 × 50 maze the walk\'s thread usually passes more than a thousand rooms). ' +
          'A function that calls itself forever never finishes at all: check that it stops calling itself somewhere.' +
          (problem.lastLine
            ? ''
            : ' This time the calls went so deep, through one of Python\'s own functions, that Python ran out of room before it could even say RecursionError, so the page started a fresh Python for your next run.'),
        code,
        python,
      };
    case 'memory':
      return {
        title: `Not enough memory${where(problem)}.`,
        advice: 'MemoryError: your program asks for far more memory than this page can have, for example a list with billions of items. Use a smaller number.',
        code,
        python,
      };
    case 'input':
      return {
        title: `input() is not available on this page${where(problem)}.`,
        advice: 'input() waits for someone to type, but programs here can\'t stop and ask. Put the values in the program instead: for example size = 10 in place of size = int(input()).',
        code,
        python,
      };
    case 'interrupted':
      if (outcome?.status === 'timeout') {
        return {
          title: `Stopped after ${seconds(timeLimitMs)}${where(problem)}.`,
          advice: 'Your program ran too long, so the page stopped it. A loop whose condition never becomes False, like while True:, goes on forever.',
          code,
          python,
        };
      }
      return { title: `You stopped the program${where(problem)}.`, advice: '', code, python };
    case 'fatal':
      return {
        title: 'Python itself broke down while running this program.',
        advice: 'The page has started a fresh Python, so you can run it again. If it happens again, look for a function that calls itself without end.',
        code,
        python,
      };
    default:
      return {
        title: `Problem${where(problem)}: ${problem.type}.`,
        advice: exceptionAdvice(problem),
        code,
        python,
      };
  }
}

/** Words for a job that ended without a Python answer (Stop or time limit, worker replaced). */
export function explainOutcome(outcome: Outcome, timeLimitMs: number): Explanation | null {
  if (outcome.problem) return explainProblem(outcome.problem, outcome, timeLimitMs);
  if (outcome.status === 'killed') {
    return {
      title: `Stopped after ${seconds(timeLimitMs)}.`,
      advice:
        "Your program ran too long and was busy inside one of Python's own functions (like sum(range(10**12))), which can't be paused halfway, " +
        'so the page started a fresh Python. Try a smaller number.',
      code: '',
      python: '',
    };
  }
  if (outcome.status === 'stopped') return { title: 'You stopped the program.', advice: '', code: '', python: '' };
  return null;
}
