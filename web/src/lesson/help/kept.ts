// kept.ts: the help used on each challenge, kept on this computer beside the stars (and saved in the progress file).
import { loadRecord, saveRecord } from '../../common/storage';
import type { ChallengeName } from '../test_mazes';
import { NO_HELP, joinHelp, readHelp, type HelpUse } from './help_file';

const RECORD = 'help';

/** The help kept here, by challenge (what cannot be read counts as none). */
export function loadHelp(): Partial<Record<ChallengeName, HelpUse>> {
  try {
    return readHelp(loadRecord(RECORD) ?? {});
  } catch {
    return {};
  }
}

/** Changes one challenge's record. */
export function noteHelp(name: ChallengeName, change: (use: HelpUse) => Partial<HelpUse>): HelpUse {
  const all = loadHelp();
  const before = all[name] ?? NO_HELP;
  all[name] = { ...before, ...change(before) };
  saveRecord(RECORD, all);
  return all[name];
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
