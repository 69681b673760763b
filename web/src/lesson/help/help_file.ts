// help_file.ts: the help a student used, as the progress file keeps it ("help"), read with a clear sentence for anything wrong. Pure: the desk reads it too.
import { CHALLENGE_NAMES } from '../challenges';
import type { ChallengeName } from '../test_mazes';

/** One challenge's help: checks pressed, hints shown, the puzzle asked for, a star earned by the puzzle, the first known mistake named. */
export interface HelpUse {
  checks: number;
  hints: number;
  puzzle: boolean;
  withHelp: boolean;
  mistake: string | null;
}

export const NO_HELP: HelpUse = { checks: 0, hints: 0, puzzle: false, withHelp: false, mistake: null };

const FIELDS = Object.keys(NO_HELP);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 1_000_000;

/** Reads a file's "help" field; throws an Error whose message says what is wrong (in a progress file's words). */
export function readHelp(value: unknown): Partial<Record<ChallengeName, HelpUse>> {
  if (!isRecord(value)) throw new Error('"help" should list the help used on each challenge.');
  const help: Partial<Record<ChallengeName, HelpUse>> = {};
  for (const [name, use] of Object.entries(value)) {
    if (!(CHALLENGE_NAMES as string[]).includes(name)) throw new Error(`"help" has ${JSON.stringify(name.slice(0, 30))}, which is not a challenge.`);
    if (!isRecord(use) || Object.keys(use).some((k) => !FIELDS.includes(k))) {
      throw new Error(`the help for ${name} should have only ${FIELDS.join(', ')}.`);
    }
    const { checks = 0, hints = 0, puzzle = false, withHelp = false, mistake = null } = use;
    if (!isCount(checks) || !isCount(hints)) throw new Error(`the help for ${name} should count its checks and hints in whole numbers.`);
    if (typeof puzzle !== 'boolean' || typeof withHelp !== 'boolean') throw new Error(`the help for ${name} should say true or false for puzzle and withHelp.`);
    if (mistake !== null && (typeof mistake !== 'string' || mistake.length > 40)) throw new Error(`the help for ${name} should name its mistake in a short word.`);
    help[name as ChallengeName] = { checks, hints, puzzle, withHelp, mistake };
  }
  return help;
}

/** The help used on every challenge, from a read progress file (none for a file that kept none, like the ones saved before help was kept). */
export function helpUsed(progress: { help?: Partial<Record<string, HelpUse>> }): Record<ChallengeName, HelpUse> {
  return Object.fromEntries(CHALLENGE_NAMES.map((name) => [name, { ...NO_HELP, ...(progress.help?.[name] ?? {}) }])) as Record<ChallengeName, HelpUse>;
}

/** Two records of the same challenge as one: the larger counts, any use of the puzzle, the first mistake named. */
export function joinHelp(a: HelpUse, b: HelpUse): HelpUse {
  return {
    checks: Math.max(a.checks, b.checks),
    hints: Math.max(a.hints, b.hints),
    puzzle: a.puzzle || b.puzzle,
    withHelp: a.withHelp || b.withHelp,
    mistake: a.mistake ?? b.mistake,
  };
}
