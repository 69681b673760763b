// mine.ts: asks the student's make_maze (the program of Step 2) for a maze, and says in plain words what is wrong with anything that is not a maze picture.
import { LIMITS } from 'maze-engine/engine';
import { currentProgram } from '../../common/current';
import { python, type Outcome, type Phase } from '../../python/client';
import { explainOutcome, explainProblem, type Explanation } from '../../python/explain';
import type { Answer, Trace } from '../../python/protocol';

/** How long the program and then make_maze each get. */
export const MINE_LIMIT_MS = 10_000;
/** Beyond this many rooms Python is too slow here, and the lesson's make_maze runs out of open calls (50 × 50 usually does): a row of the engine's limits table. */
export const MINE_ROOMS = LIMITS.mineRooms;
/** Up to this many rooms the walk's thread stays under Python's thousand open calls. */
const SHALLOW_ROOMS = 900;

const PHASE_WORDS: Record<Phase, string> = {
  waiting: 'Waiting for another program to finish…',
  loading: 'Loading Python… (the first time takes a few seconds)',
  running: 'Running your make_maze…',
  testing: 'Running your make_maze…',
  stopping: 'Stopping: it is taking too long…',
};

/** What the board shows when make_maze gave no maze: an Explanation, plus what it gave back. */
export interface Report extends Explanation {
  gave: string;
}

export type Reply =
  | { kind: 'picture'; picture: string[]; seed: string | null; trace: Trace | null }
  | { kind: 'problem'; report: Report }
  | { kind: 'stopped' };

export interface Ask {
  readonly done: Promise<Reply>;
  stop(): void;
}

const report = (title: string, advice: string, more: Partial<Report> = {}): Reply => ({
  kind: 'problem',
  report: { title, advice, code: '', python: '', gave: '', ...more },
});

/**
 * The argument of the program's last random.seed(...) at the top level, if it has one. It is run
 * again just before the call, so a seeded program gives the maze of its own picture every time.
 */
export function topSeed(code: string): string | null {
  let found: string | null = null;
  for (const line of code.split('\n')) {
    const m = /^random\.seed\(([^#]*)\)\s*(?:#.*)?$/.exec(line.trimEnd());
    if (m) found = m[1].trim();
  }
  return found;
}

/** Run the make_maze editor's program, then make_maze(rows, cols); `phase` hears what is going on; `traced`: watch every change it makes. */
export function askMakeMaze(rows: number, cols: number, phase: (words: string) => void, traced = false): Ask {
  const code = currentProgram('make_maze');
  if (code === null) {
    const done = Promise.resolve(report('There is no make_maze program on this page to ask.', ''));
    return { done, stop: () => undefined };
  }
  const seed = topSeed(code);
  // Added after the last line, so the line numbers Python reports are the student's own.
  const sent = seed === null ? code : `${code}\nrandom.seed(${seed})\n`;
  const limits = { timeLimitMs: MINE_LIMIT_MS, perTestMs: MINE_LIMIT_MS };
  const job = (traced ? python.trace : python.call).call(python, sent, 'make_maze', [rows, cols], limits, { onPhase: (p) => phase(PHASE_WORDS[p]) });
  return { done: job.done.then((outcome) => judge(outcome, rows, cols, seed)), stop: () => job.stop() };
}

function judge(outcome: Outcome, rows: number, cols: number, seed: string | null): Reply {
  if (outcome.status === 'stopped') return { kind: 'stopped' };
  const call = `make_maze(${rows}, ${cols})`;
  if (!outcome.hasFunction) {
    const said = explainOutcome(outcome, MINE_LIMIT_MS);
    if (said) {
      return {
        kind: 'problem',
        report: { ...said, title: `Your program stopped before the board could call make_maze. ${said.title}`, gave: '' },
      };
    }
    return report(
      'Your program has no function called make_maze.',
      'The board runs the program of Step 2, then calls make_maze(rows, cols) and draws what it gives back. ' +
        "Keep def make_maze(rows, cols): in that program (its Reset button brings back the lesson's version).",
    );
  }
  const test = outcome.tests[0];
  if (test?.tooSlow) {
    return report(
      `${call} took too long: the board stopped it after ${MINE_LIMIT_MS / 1000} seconds.`,
      'A loop that never ends, like while True: with no break, or a while whose condition stays True, goes on forever. ' +
        "The lesson's make_maze makes a 10 × 10 maze in well under a second.",
    );
  }
  if (test?.problem) {
    const said = explainProblem(test.problem, outcome, MINE_LIMIT_MS);
    const advice =
      test.problem.kind === 'recursion' && rows * cols > SHALLOW_ROOMS
        ? `${said.advice} On the board, mazes up to 30 × 30 rooms keep the thread short enough.`
        : said.advice;
    return { kind: 'problem', report: { ...said, advice, gave: '' } };
  }
  if (!test?.answer) {
    const said = explainOutcome(outcome, MINE_LIMIT_MS);
    return said ? { kind: 'problem', report: { ...said, gave: '' } } : report(`${call} gave no answer.`, 'Press Grow a maze to try again.');
  }
  return fromAnswer(test.answer, rows, cols, seed);
}

/** What a value that is not a list of strings is, in words, and what to do about it. */
function notPicture(answer: Answer): { what: string; advice: string } {
  const { typeName, repr } = answer;
  switch (typeName) {
    case 'str':
      return {
        what: 'one string',
        advice: 'The board needs one string for each row of the picture, in a list. If you joined the rows into one string, give back the list of rows instead.',
      };
    case 'list':
      return repr.startsWith('[[')
        ? {
            what: 'a list of lists',
            advice: 'That looks like grid itself: each row is still a list of single characters. Join each row into one string: return ["".join(row) for row in grid].',
          }
        : { what: 'a list, but not only of strings', advice: 'Every item of the list must be a string: one row of the picture.' };
    case 'tuple':
      return { what: 'a tuple', advice: 'Give back a list, in square brackets [ ], not round ones ( ).' };
    case 'int':
    case 'float':
      return { what: `a number (${typeName})`, advice: 'Give back the picture itself, not a count.' };
    case 'bool':
      return { what: `${repr}, a bool`, advice: 'Give back the picture itself, not an answer of True or False.' };
    default:
      return { what: /^[aeiou]/i.test(typeName) ? `an ${typeName}` : `a ${typeName}`, advice: 'Give back the picture as a list of strings, one for each row.' };
  }
}

function fromAnswer(answer: Answer, rows: number, cols: number, seed: string | null): Reply {
  const value: unknown = answer.json === null ? undefined : JSON.parse(answer.json);
  if (answer.json !== null && value === null) {
    return report(
      'make_maze gave back nothing (None): did you forget return?',
      'A function that ends without return gives back None. The lesson\'s make_maze ends with return ["".join(row) for row in grid].',
    );
  }
  if (!Array.isArray(value)) {
    const { what, advice } = notPicture(answer);
    return report(`make_maze should give back a list of strings, like ["#####", ...]; it gave back ${what}.`, advice, { gave: answer.repr });
  }
  const lines = value as string[];
  const high = 2 * rows + 1;
  const wide = 2 * cols + 1;
  const should = `For ${rows} × ${cols} rooms the picture should be ${high} rows of ${wide} characters`;
  const badRow = lines.findIndex((line) => line.length !== wide);
  if (lines.length !== high || badRow >= 0) {
    const yours =
      lines.length === 0
        ? 'yours is an empty list'
        : lines.length !== high
          ? `yours has ${lines.length} row${lines.length === 1 ? '' : 's'}`
          : `yours has ${high} rows, but row ${badRow} (counting from 0) has ${lines[badRow].length} characters`;
    const swapped = rows !== cols && lines.length === wide && lines.every((line) => line.length === high);
    const advice = swapped
      ? 'Rows and columns have swapped places: the picture has 2 × rows + 1 lines, and each line has 2 × cols + 1 characters.'
      : `A maze of ${rows} × ${cols} rooms is a picture 2 × ${rows} + 1 rows high and 2 × ${cols} + 1 characters wide: rock all round, rooms at odd rows and odd columns. Does make_maze use rows and cols, or numbers of its own?`;
    return report(`${should}; ${yours}.`, advice, { gave: answer.repr });
  }
  return { kind: 'picture', picture: lines, seed, trace: answer.trace ?? null };
}

/** Words for a picture of the right size that the engine still cannot read (its own reason). */
export function unreadable(reason: string): Report {
  return {
    title: `make_maze's picture is not a maze the board can draw: ${reason.charAt(0).toLowerCase()}${reason.slice(1)}`,
    advice:
      'In a maze picture # is rock and . is floor. The outside edge is all rock, every corner post (even row, even column) is rock, ' +
      'and every room (odd row, odd column) is floor.',
    code: '',
    python: '',
    gave: '',
  };
}
