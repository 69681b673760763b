// progress.ts: Save my progress, Load progress and Start again by the stars: the student's stars (and when each was earned) and programs, in a file of their own.
import { CHALLENGES } from './challenges';
import { confirmInPage } from './dialog';
import { PROGRAMS } from './programs';
import { changedPrograms, forgetPrograms, loadStarTimes, loadStars, replaceStars, saveProgram } from '../common/storage';

export const PROGRESS_FORMAT = 'maze-lesson-progress';
export const PROGRESS_VERSION = 1;
/** A dozen programs fit in a few tens of KB: a file bigger than this is not one of ours. */
export const MAX_PROGRESS_BYTES = 1_000_000;
export const PROGRESS_FILE = 'maze-lesson-progress.json';

/**
 * The file: {"format": "maze-lesson-progress", "version": 1, "saved": TIME,
 * "stars": {CHALLENGE: TIME or null}, "programs": {NAME: TEXT}}. A star's time is when it was
 * first earned (null: earned before the page kept times); programs are those the student changed.
 */
export interface Progress {
  format: typeof PROGRESS_FORMAT;
  version: typeof PROGRESS_VERSION;
  saved: string;
  stars: Record<string, string | null>;
  programs: Record<string, string>;
}

const FIELDS = ['format', 'version', 'saved', 'stars', 'programs'];
const TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,9})?Z$/;

/** Why a file cannot be loaded, in words for the student. */
export class ProgressError extends Error {}

const isTime = (value: unknown): value is string => typeof value === 'string' && TIME.test(value) && !Number.isNaN(Date.parse(value));
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const quoted = (text: string): string => JSON.stringify(text.length > 30 ? `${text.slice(0, 30)}…` : text);

/** Read a progress file's text; throws a ProgressError saying what is wrong with it. */
export function readProgress(text: string, known = { challenges: Object.keys(CHALLENGES), programs: Object.keys(PROGRAMS) }): Progress {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new ProgressError('it is not a progress file (it is not JSON).');
  }
  if (!isRecord(data) || data.format !== PROGRESS_FORMAT) throw new ProgressError('it is not a progress file from this lesson.');
  if (data.version !== PROGRESS_VERSION) {
    const v = typeof data.version === 'number' ? `version ${data.version}` : 'a version';
    throw new ProgressError(`it is ${v} of the progress file, and this page reads version ${PROGRESS_VERSION}.`);
  }
  for (const field of Object.keys(data)) {
    if (!FIELDS.includes(field)) throw new ProgressError(`it has ${quoted(field)}, which a progress file does not have.`);
  }
  if (!isTime(data.saved)) throw new ProgressError('"saved" should be the time the file was saved.');
  const { stars, programs } = data;
  if (!isRecord(stars)) throw new ProgressError('"stars" should list the stars earned.');
  if (!isRecord(programs)) throw new ProgressError('"programs" should list your programs.');
  const progress: Progress = { format: PROGRESS_FORMAT, version: PROGRESS_VERSION, saved: data.saved, stars: {}, programs: {} };
  for (const [name, when] of Object.entries(stars)) {
    if (!known.challenges.includes(name)) {
      throw new ProgressError(`"stars" has ${quoted(name)}, which is not a challenge (${known.challenges.join(', ')}).`);
    }
    if (when !== null && !isTime(when)) throw new ProgressError(`the star for ${name} should have the time it was earned.`);
    progress.stars[name] = when;
  }
  for (const [name, code] of Object.entries(programs)) {
    if (!known.programs.includes(name)) throw new ProgressError(`"programs" has ${quoted(name)}, which is not a program of this lesson.`);
    if (typeof code !== 'string') throw new ProgressError(`the program ${name} should be text.`);
    progress.programs[name] = code;
  }
  return progress;
}

/** The student's progress as it is kept on this computer now. */
export function currentProgress(now = new Date()): Progress {
  const times = loadStarTimes();
  const earned = Object.keys(CHALLENGES).filter((name) => loadStars()[name]);
  const programs = Object.entries(changedPrograms()).filter(([name]) => Object.hasOwn(PROGRAMS, name));
  return {
    format: PROGRESS_FORMAT,
    version: PROGRESS_VERSION,
    saved: now.toISOString(),
    stars: Object.fromEntries(earned.map((name) => [name, isTime(times[name]) ? times[name] : null])),
    programs: Object.fromEntries(programs),
  };
}

const count = (n: number, one: string, many: string): string => `${n === 0 ? 'no' : n} ${n === 1 ? one : many}`;
const amount = (p: Progress): string =>
  `${count(Object.keys(p.stars).length, 'star', 'stars')} and ${count(Object.keys(p.programs).length, 'program', 'programs')}`;

function sizeWords(bytes: number): string {
  return bytes >= 1_000_000 ? `${Number((bytes / 1_000_000).toFixed(1))} MB` : `${Math.ceil(bytes / 1000)} KB`;
}

/** Take a file's progress in: stars add to the ones here (the earlier time kept), its programs replace the editors' ones. */
function apply(file: Progress): void {
  const stars: Record<string, string | null> = {};
  const times = loadStarTimes();
  for (const name of Object.keys(CHALLENGES)) {
    const here = loadStars()[name] ? (isTime(times[name]) ? times[name] : null) : undefined;
    const there = Object.hasOwn(file.stars, name) ? file.stars[name] : undefined;
    if (here === undefined && there === undefined) continue;
    const known = [here, there].filter(isTime).sort();
    stars[name] = known[0] ?? null;
  }
  replaceStars(stars);
  for (const [name, code] of Object.entries(file.programs)) saveProgram(name, code, PROGRAMS[name].source);
  // The editors and the challenges' lines show what is kept now.
  window.dispatchEvent(new CustomEvent('progress:replaced'));
}

function button(text: string): HTMLButtonElement {
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = text;
  return b;
}

/** The three buttons and their message, at the end of a stars box. */
export function mountProgress(host: HTMLElement): void {
  const save = button('Save my progress');
  const load = button('Load progress');
  const again = button('Start again');
  const picker = document.createElement('input');
  picker.type = 'file';
  picker.accept = '.json,application/json';
  picker.hidden = true;
  const message = document.createElement('p');
  message.className = 'progress-message';
  message.setAttribute('role', 'status');
  const tools = document.createElement('div');
  tools.className = 'progress-tools';
  const bar = document.createElement('div');
  bar.className = 'toolbar';
  bar.append(save, load, again, picker);
  tools.append(bar, message);
  host.append(tools);
  const say = (text: string): void => {
    message.textContent = text;
  };

  save.addEventListener('click', () => {
    const progress = currentProgress();
    const blob = new Blob([`${JSON.stringify(progress, null, 2)}\n`], { type: 'application/json' });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = PROGRESS_FILE;
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
    say(`Saved ${amount(progress)} in ${PROGRESS_FILE}. Keep the file: Load progress brings it back, here or on another computer.`);
  });

  load.addEventListener('click', () => picker.click());
  picker.addEventListener('change', async () => {
    const file = picker.files?.[0];
    picker.value = ''; // the same file can be chosen again
    if (!file) return;
    const refuse = (why: string): void => say(`${file.name} could not be loaded: ${why} Nothing was changed.`);
    if (file.size > MAX_PROGRESS_BYTES) {
      refuse(`it is ${sizeWords(file.size)}, and a progress file is at most ${sizeWords(MAX_PROGRESS_BYTES)}.`);
      return;
    }
    let progress: Progress;
    try {
      progress = readProgress(await file.text());
    } catch (error) {
      refuse(error instanceof ProgressError ? error.message : 'it could not be read.');
      return;
    }
    apply(progress);
    say(`Loaded ${amount(progress)} from ${file.name}.`);
  });

  again.addEventListener('click', async () => {
    const yes = await confirmInPage({
      title: 'Start again?',
      text: 'This takes away your stars and the programs you wrote: every program goes back to the lesson’s version. Save my progress first if you want to keep them.',
      yes: 'Yes, start again',
      no: 'Keep my work',
    });
    if (!yes) return;
    forgetPrograms();
    replaceStars({});
    window.dispatchEvent(new CustomEvent('progress:replaced'));
    say('Started again: no stars yet, and every program is the lesson’s version.');
  });
}
