// kept.ts: the help used on each challenge, kept on this computer beside the stars (and saved in the progress file).
import { loadRecord, saveRecord } from '../../common/storage';
import type { ChallengeName } from '../test_mazes';
import { NO_HELP, afterPass, joinHelp, readHelp, type HelpUse } from './help_file';

const RECORD = 'help';

/** The help kept here, by challenge (what cannot be read counts as none). */
export function loadHelp(): Partial<Record<ChallengeName, HelpUse>> {
  try {
    return readHelp(loadRecord(RECORD) ?? {});
  } catch {
    return {};
  }
}

/** Changes one challenge's record. A star marked with help that does not say what with gets the help used so far. */
export function noteHelp(name: ChallengeName, change: (use: HelpUse) => Partial<HelpUse>): HelpUse {
  const all = loadHelp();
  const before = all[name] ?? NO_HELP;
  const after = { ...before, ...change(before) };
  if (after.withHelp && !after.helped) after.helped = { hints: after.hints, puzzle: after.puzzle, code: '' };
  all[name] = after;
  saveRecord(RECORD, all);
  return all[name];
}

/** The student's check of `code` passed every test: the star's story goes on (help_file.ts, afterPass). Called before the star is saved. */
export function notePass(name: ChallengeName, code: string, hadStar: boolean): HelpUse {
  return noteHelp(name, (use) => afterPass(name, use, code, hadStar, new Date().toISOString()));
}

/** A loaded file's help joins the help kept here. */
export function joinKeptHelp(file: Partial<Record<ChallengeName, HelpUse>>): void {
  const all = loadHelp();
  for (const [name, use] of Object.entries(file) as [ChallengeName, HelpUse][]) all[name] = joinHelp(all[name] ?? NO_HELP, use);
  saveRecord(RECORD, all);
}

export function forgetHelp(): void {
  saveRecord(RECORD, null);
}
