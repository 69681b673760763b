// help_file.ts: the help a student used, as the progress file keeps it ("help"), read with a clear sentence for anything wrong,
// and the story of each star it tells: earned with help, then maybe on the student's own. Pure: the desk reads it too.
import { CHALLENGE_NAMES } from '../challenges';
import { isTime } from '../progress_file';
import type { ChallengeName } from '../test_mazes';
import { HELP } from './catalogue';

/** What a star was earned with: the hints seen and the puzzle, by then, and the program that passed. */
export interface HelpedBy {
  hints: number;
  puzzle: boolean;
  code: string;
}

/**
 * One challenge's help: checks pressed, hints shown, the puzzle asked for, the star first earned with help (`helped`
 * says what with), the first known mistake named, and when the student's own program passed after that (`own`).
 */
export interface HelpUse {
  checks: number;
  hints: number;
  puzzle: boolean;
  withHelp: boolean;
  mistake: string | null;
  helped: HelpedBy | null;
  own: string | null;
}

export const NO_HELP: HelpUse = { checks: 0, hints: 0, puzzle: false, withHelp: false, mistake: null, helped: null, own: null };

const FIELDS = Object.keys(NO_HELP);
/** A program that earned a star is at most this long in a file (a progress file is at most 1 MB). */
const MAX_CODE = 100_000;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 1_000_000;

function readHelped(name: string, value: unknown): HelpedBy | null {
  if (value === null) return null;
  if (!isRecord(value) || Object.keys(value).sort().join() !== 'code,hints,puzzle' || !isCount(value.hints) ||
      typeof value.puzzle !== 'boolean' || typeof value.code !== 'string' || value.code.length > MAX_CODE) {
    throw new Error(`the help for ${name} should say what its star was earned with: hints, puzzle and code.`);
  }
  return { hints: value.hints, puzzle: value.puzzle, code: value.code };
}

/** Reads a file's "help" field; throws an Error whose message says what is wrong (in a progress file's words). */
export function readHelp(value: unknown): Partial<Record<ChallengeName, HelpUse>> {
  if (!isRecord(value)) throw new Error('"help" should list the help used on each challenge.');
  const help: Partial<Record<ChallengeName, HelpUse>> = {};
  for (const [name, use] of Object.entries(value)) {
    if (!(CHALLENGE_NAMES as string[]).includes(name)) throw new Error(`"help" has ${JSON.stringify(name.slice(0, 30))}, which is not a challenge.`);
    if (!isRecord(use) || Object.keys(use).some((k) => !FIELDS.includes(k))) {
      throw new Error(`the help for ${name} should have only ${FIELDS.join(', ')}.`);
    }
    const { checks = 0, hints = 0, puzzle = false, withHelp = false, mistake = null, helped = null, own = null } = use;
    if (!isCount(checks) || !isCount(hints)) throw new Error(`the help for ${name} should count its checks and hints in whole numbers.`);
    if (typeof puzzle !== 'boolean' || typeof withHelp !== 'boolean') throw new Error(`the help for ${name} should say true or false for puzzle and withHelp.`);
    if (mistake !== null && (typeof mistake !== 'string' || mistake.length > 40)) throw new Error(`the help for ${name} should name its mistake in a short word.`);
    if (own !== null && !isTime(own)) throw new Error(`the help for ${name} should say when its own program passed as a time.`);
    help[name as ChallengeName] = { checks, hints, puzzle, withHelp, mistake, helped: readHelped(name, helped), own };
  }
  return help;
}

/** The help used on every challenge, from a read progress file (none for a file that kept none, like the ones saved before help was kept). */
export function helpUsed(progress: { help?: Partial<Record<string, HelpUse>> }): Record<ChallengeName, HelpUse> {
  return Object.fromEntries(CHALLENGE_NAMES.map((name) => [name, { ...NO_HELP, ...(progress.help?.[name] ?? {}) }])) as Record<ChallengeName, HelpUse>;
}

/** Two records of the same challenge as one: the larger counts, any use of the puzzle, the first mistake named, either's story of the star. */
export function joinHelp(a: HelpUse, b: HelpUse): HelpUse {
  return {
    checks: Math.max(a.checks, b.checks),
    hints: Math.max(a.hints, b.hints),
    puzzle: a.puzzle || b.puzzle,
    withHelp: a.withHelp || b.withHelp,
    mistake: a.mistake ?? b.mistake,
    helped: a.helped ?? b.helped,
    own: a.own ?? b.own,
  };
}

/** A program as compared: its lines without comment lines, blank lines and runs of spaces (a renamed name is a change). */
function shape(code: string): string {
  return code.split('\n').map((line) => line.replace(/\s+/g, ' ').trim()).filter((line) => line !== '' && !line.startsWith('#')).join('\n');
}

const puzzleOf = (name: ChallengeName): string => HELP[name].puzzle.lines.join('\n');

/** Exactly the puzzle's lines: what solving the puzzle puts in the editor. */
const isPuzzles = (name: ChallengeName, code: string): boolean => shape(code) === shape(puzzleOf(name));

/** The challenge's function in `code`, its `def` line and body, as shape compares them ('' when there is none). */
function functionOf(code: string, name: ChallengeName): string {
  const lines = code.split('\n');
  const start = lines.findIndex((line) => line.startsWith(`def ${name}(`));
  if (start < 0) return '';
  let end = start + 1;
  while (end < lines.length && (lines[end].trim() === '' || /^\s/.test(lines[end]))) end++;
  return shape(lines.slice(start, end).join('\n'));
}

/**
 * Whether `code` is still the help's own program: it holds the puzzle's lines, one after another, or its function is
 * the puzzle's or the one of the program that earned the star with help (lines added around them change nothing).
 */
export function helpsProgram(name: ChallengeName, code: string, use: HelpUse): boolean {
  const mine = functionOf(code, name);
  const puzzle = puzzleOf(name);
  const helped = use.helped?.code ? functionOf(use.helped.code, name) : '';
  return `\n${shape(code)}\n`.includes(`\n${shape(puzzle)}\n`) || (mine !== '' && (mine === functionOf(puzzle, name) || mine === helped));
}

/**
 * A check of `code` passed (`byPuzzle`: the puzzle's order did): the record after it. A first star after a hint or the
 * puzzle is earned with help, and says what with. A star earned with help is earned on the student's own when a later
 * program passes that is not the help's own (helpsProgram) with no new help since: no new hint, not the puzzle.
 */
export function afterPass(name: ChallengeName, use: HelpUse, code: string, hadStar: boolean, now: string, byPuzzle = false): HelpUse {
  const now_ = { hints: use.hints, puzzle: use.puzzle, code };
  if (!hadStar) return use.hints > 0 || use.puzzle || byPuzzle ? { ...use, withHelp: true, helped: { ...now_, puzzle: use.puzzle || byPuzzle }, own: null } : use;
  if (!use.withHelp || use.own) return use;
  // A record from before the help was told (no `helped`): all help used so far came before.
  const before = use.helped ?? { hints: use.hints, puzzle: use.puzzle, code: '' };
  const more = use.hints > before.hints || (use.puzzle && !before.puzzle) || byPuzzle;
  if (more) return { ...use, helped: { ...now_, puzzle: use.puzzle || byPuzzle } };
  return helpsProgram(name, code, use) ? use : { ...use, own: now };
}

/** The help in words: "2 hints and the puzzle of the lines". */
export function helpWords(help: { hints: number; puzzle: boolean }): string {
  const parts = [...(help.hints > 0 ? [`${help.hints} ${help.hints === 1 ? 'hint' : 'hints'}`] : []), ...(help.puzzle ? ['the puzzle of the lines'] : [])];
  return parts.join(' and ') || 'help';
}

/**
 * How a star was earned: 'plain' (with no help), 'helped', or 'own' (with help first, then on the student's own), and
 * the help in words. `code` is the program the star rests on (checked again); whatever the record says, a star whose
 * program is the help's own is with help, and a star is on the student's own only when its program is not.
 */
export function starStory(name: ChallengeName, use: HelpUse, code: string | null): { state: 'plain' | 'helped' | 'own'; what: string } {
  const told = use.withHelp ? use.helped ?? use : NO_HELP;
  const what = helpWords(told);
  if (code !== null && isPuzzles(name, code)) return { state: 'helped', what: helpWords({ hints: told.hints, puzzle: true }) };
  // With no help told, only the puzzle's exact lines say otherwise: the lesson's own way, typed by a student, is theirs.
  if (!use.withHelp) return { state: 'plain', what };
  if (code !== null && helpsProgram(name, code, use)) return { state: 'helped', what };
  return { state: use.own && code !== null ? 'own' : 'helped', what };
}
