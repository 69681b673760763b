// catalogue.ts: the known mistakes, the hints and the puzzles of each challenge, read from help.json and programs/ (the one place they are written).
import data from './help.json';
import { CHALLENGE_NAMES, type ChallengeName } from '../challenge_table';

const PROGRAMS = import.meta.glob<string>('./programs/*.py', { query: '?raw', import: 'default', eager: true });

export interface Mistake {
  id: string;
  /** A wrong program students really write. */
  code: string;
  name: string;
  /** What went wrong; {got} and {expected} are filled in from the failing maze. */
  says: string;
  tryThis: string;
  /** 'slow': right on the small mazes, too slow on the big ones (matched by its verdicts, not its answers). */
  kind: 'answers' | 'slow';
}

export interface Puzzle {
  /** The lines of a working solution, in order, without empty lines. */
  lines: string[];
  /** Lines that do not belong. */
  distractors: string[];
}

export interface ChallengeHelp {
  mistakes: Mistake[];
  /** A nudge, then the idea, then a plan in steps. */
  hints: string[];
  puzzle: Puzzle;
}

function program(file: string): string {
  const code = PROGRAMS[`./programs/${file}`];
  if (code === undefined) throw new Error(`help.json names ${file}, which is not in help/programs/`);
  return code.trimEnd();
}

function read(name: ChallengeName): ChallengeHelp {
  const entry = data[name];
  return {
    mistakes: entry.mistakes.map((m) => ({
      id: m.id,
      code: program(m.program),
      name: m.name,
      says: m.says,
      tryThis: m.tryThis,
      kind: 'kind' in m && m.kind === 'slow' ? 'slow' : 'answers',
    })),
    hints: entry.hints,
    puzzle: {
      lines: program(entry.puzzle.program).split('\n').filter((line) => line.trim() !== ''),
      distractors: entry.puzzle.distractors,
    },
  };
}

/** Each challenge's help, from its entry in help.json (a challenge with none stops the page's build, at the type check). */
export const HELP = Object.fromEntries(CHALLENGE_NAMES.map((name) => [name, read(name)])) as Record<ChallengeName, ChallengeHelp>;

/** What the page calls each hint, written before its text: the hints' own text does not repeat it. */
export const HINT_KINDS = ['A nudge', 'The idea', 'A plan'] as const;

/** The label the page puts before hint `i` (0 is the first). */
export function hintKind(i: number): string {
  return HINT_KINDS[i] ?? `Hint ${i + 1}`;
}

/** A mistake's sentence with the failing maze's answers in it. */
export function mistakeWords(mistake: Mistake, got: string, expected: string): string {
  return fillIn(mistake.says, { got, expected });
}

/** The mistakes named from how the tests failed (diagnose.ts), the same for every challenge. */
export type FailureId = keyof typeof data.from_failures;

/** A mistake named from the failure: its name, what went wrong and what to try, with {words} filled in from the failure. */
export interface FailureWords {
  name: string;
  says: string;
  tryThis: string;
}

export const FROM_FAILURES: Record<FailureId, FailureWords> = data.from_failures;

/** `text` with each {key} replaced by its word; a key with no word is left as it is. */
export function fillIn(text: string, words: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (all, key: string) => words[key] ?? all);
}
