// progress.ts: Save my progress, Load progress and Start again by the stars: the student's name, stars (each with when it was earned and the code that earned it) and programs, in a file of their own.
// A loaded file's stars are not taken on its word: each star's code is checked again, on the student's own mazes.
import { loadGames, replaceGames } from '../play/record';
import { python } from '../python/client';
import { studentSeed } from '../student/identity';
import { keepStudent, keptStudent } from '../student/kept';
import { CHALLENGES } from './challenges';
import { confirmInPage } from './dialog';
import { gradeCode, gradedWords, isChallenge } from './grade';
import { PROGRAMS } from './programs';
import { lessonSources } from './program_sources';
import {
  MAX_PROGRESS_BYTES,
  progressFileName,
  PROGRESS_FORMAT,
  PROGRESS_VERSION,
  ProgressError,
  claimedCode,
  isTime,
  readProgress,
  sizeWords,
  type Progress,
} from './progress_file';
import { changedPrograms, forgetPrograms, loadStarProofs, loadStarTimes, loadStars, replaceStars, saveProgram, type StarRecord } from '../common/storage';
import { freshSeed } from './test_mazes';
import { forgetHelp, joinKeptHelp, loadHelp } from './help/kept';

export { readProgress, ProgressError, type Progress } from './progress_file';

/** The student's progress as it is kept on this computer now. */
export function currentProgress(now = new Date()): Progress {
  const times = loadStarTimes();
  const proofs = loadStarProofs();
  const earned = Object.keys(CHALLENGES).filter((name) => loadStars()[name]);
  const programs = Object.entries(changedPrograms()).filter(([name]) => Object.hasOwn(PROGRAMS, name));
  const student = keptStudent();
  return {
    format: PROGRESS_FORMAT,
    version: PROGRESS_VERSION,
    saved: now.toISOString(),
    student: student ? { ...student, seed: studentSeed(student) } : null,
    stars: Object.fromEntries(
      earned.map((name) => [name, { earned: isTime(times[name]) ? times[name] : null, seed: proofs[name]?.seed ?? null, code: proofs[name]?.code ?? null }]),
    ),
    programs: Object.fromEntries(programs),
    games: loadGames(),
    help: loadHelp(),
  };
}

const count = (n: number, one: string, many: string): string => `${n === 0 ? 'no' : n} ${n === 1 ? one : many}`;

/** The stars here now, as kept. */
function starsHere(): Record<string, StarRecord> {
  const times = loadStarTimes();
  const proofs = loadStarProofs();
  const here: Record<string, StarRecord> = {};
  for (const name of Object.keys(CHALLENGES)) {
    if (loadStars()[name]) here[name] = { earned: isTime(times[name]) ? times[name] : null, proof: proofs[name] ?? null };
  }
  return here;
}

/** A star re-earned from a file joins the ones here; the earlier of the two times is kept. */
function addStar(name: string, record: StarRecord): void {
  const stars = starsHere();
  const before = stars[name];
  const known = [before?.earned, record.earned].filter(isTime).sort();
  stars[name] = { earned: known[0] ?? null, proof: record.proof };
  replaceStars(stars);
}

/** Take a file's name and programs in: its programs replace the editors' ones (its stars come only once checked). */
async function apply(file: Progress): Promise<void> {
  if (file.student) keepStudent({ name: file.student.name, class: file.student.class });
  const lesson = await lessonSources(Object.keys(file.programs));
  for (const [name, code] of Object.entries(file.programs)) saveProgram(name, code, lesson[name]?.source ?? '');
  // The file's games join the ones played here (a game in both is kept once).
  if (file.games.length > 0) {
    const seen = new Set<string>();
    replaceGames([...loadGames(), ...file.games].filter((g) => !seen.has(JSON.stringify(g)) && seen.add(JSON.stringify(g)) !== undefined));
  }
  joinKeptHelp(file.help);
  // The editors and the challenges' lines show what is kept now.
  window.dispatchEvent(new CustomEvent('progress:replaced'));
}

/** Check each star the file claims again, on the student's own mazes (fresh ones without a name); one sentence a star. */
async function recheck(file: Progress, progressLine: (text: string) => void): Promise<string[]> {
  const said: string[] = [];
  const names = Object.keys(file.stars).filter(isChallenge);
  for (const [i, name] of names.entries()) {
    const spec = CHALLENGES[name];
    const code = claimedCode(file, name);
    const claim = `The file said ${spec.stars} (${name})`;
    if (code === null) {
      said.push(`${claim}, but it holds no program for it. No star.`);
      continue;
    }
    progressLine(`Checking the ${count(names.length, 'star', 'stars')} the file holds again: ${i + 1} of ${names.length} (${name})…`);
    // The seed is worked out again from the name, never taken from the file.
    const seed = file.student ? studentSeed(file.student) : freshSeed();
    const graded = await gradeCode(python, name, code, seed);
    if (graded.passed === graded.tests.length && !graded.blocked) {
      addStar(name, { earned: file.stars[name].earned, proof: { code, seed } });
      said.push(`${claim}, and its program passed all ${graded.tests.length} tests again: ${spec.stars} earned.`);
    } else {
      said.push(`${claim}, but its program did not pass: ${gradedWords(graded)}. No star.`);
    }
  }
  return said;
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
  let busy = false;

  save.addEventListener('click', () => {
    const progress = currentProgress();
    const blob = new Blob([`${JSON.stringify(progress, null, 2)}\n`], { type: 'application/json' });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    const file = progressFileName(progress.student);
    link.download = file;
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
    const stars = count(Object.keys(progress.stars).length, 'star', 'stars');
    const programs = count(Object.keys(progress.programs).length, 'program', 'programs');
    const who = progress.student ? ` for ${progress.student.name}` : '';
    say(`Saved ${stars} and ${programs}${who} in ${file}. Keep the file: Load progress brings it back, here or on another computer, and checks its stars again.`);
  });

  load.addEventListener('click', () => picker.click());
  picker.addEventListener('change', async () => {
    const file = picker.files?.[0];
    picker.value = ''; // the same file can be chosen again
    if (!file) return;
    const refuse = (why: string): void => say(`${file.name} could not be loaded: ${why} Nothing was changed.`);
    if (busy) return say('A file is still being checked: wait for it to finish, then load the next.');
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
    await apply(progress);
    const who = progress.student ? ` for ${progress.student.name}${progress.student.class ? ` (${progress.student.class})` : ''}` : '';
    const loaded = `Loaded ${count(Object.keys(progress.programs).length, 'program', 'programs')}${who} from ${file.name}.`;
    if (Object.keys(progress.stars).length === 0) return say(`${loaded} It holds no stars.`);
    busy = true;
    try {
      const said = await recheck(progress, (line) => say(`${loaded} ${line}`));
      say([loaded, ...said].join(' '));
    } catch (error) {
      say(`${loaded} Its stars could not be checked (${error instanceof Error ? error.message : String(error)}), so none was given.`);
    } finally {
      busy = false;
    }
  });

  again.addEventListener('click', async () => {
    const yes = await confirmInPage({
      title: 'Start again?',
      text: 'This takes away your stars, the games you played and the programs you wrote: every program goes back to the lesson’s version. Save my progress first if you want to keep them.',
      yes: 'Yes, start again',
      no: 'Keep my work',
    });
    if (!yes) return;
    forgetPrograms();
    replaceStars({});
    replaceGames([]);
    forgetHelp();
    window.dispatchEvent(new CustomEvent('progress:replaced'));
    say('Started again: no stars yet, and every program is the lesson’s version.');
  });
}
