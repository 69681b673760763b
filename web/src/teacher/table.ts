// table.ts: a checked file as the desk's row: the cells shown on the page are the cells of the CSV, line for line.
import { CHALLENGES } from '../lesson/challenges';
import { CHALLENGE_NAMES, gradedWords, type Graded } from '../lesson/grade';
import { explainOutcome } from '../python/explain';
import { PROGRAMS } from '../lesson/programs';
import { earned, firstFailingTest, type ChallengeResult, type FileResult } from './grade_file';
import { starStory } from '../lesson/help/help_file';
import { csvText, type CsvOptions } from './csv';
import type { GradeRow } from './gradebook';

/** The table's headings, and the CSV's header line (same order). */
export const HEADINGS = ['File', 'Student', 'Id', 'Class', 'Stars', ...CHALLENGE_NAMES, 'First failing test', 'Claimed, not earned', 'Similar to', 'Note'];
export const CSV_HEADER = ['file', 'student', 'student_id', 'class', 'stars', ...CHALLENGE_NAMES, 'first_failing_test', 'claimed_not_earned', 'similar_to', 'note'];

/** A row not checked at all: only its name and why. */
export function unchecked(label: string, why: string): FileResult {
  return { label, student: null, seed: '', challenges: [], refused: why, wrongSeed: null };
}

/** What a row the desk could not check says first (the desk makes "check again" a button). */
export const CHECK_AGAIN = 'Could not check: check again.';

/** A row the desk failed to check, through no fault of the file: it can be checked again on its own. */
export function couldNotCheck(label: string, why: string): FileResult {
  return { ...unchecked(label, `${CHECK_AGAIN} (${why.replace(/[.\s]+$/, '')}.)`), again: true };
}

function testsCell(c: ChallengeResult | undefined): string {
  if (!c) return '';
  const g = c.graded;
  if (!g) return 'no program';
  if (g.blocked) {
    if (g.outcome.status === 'stopped') return 'stopped';
    return g.outcome.problem || g.outcome.status !== 'finished' ? 'did not run' : 'no function';
  }
  return `${g.passed} of ${g.tests.length}`;
}

const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/** What went wrong in one challenge's check beyond wrong answers, in a sentence for the teacher ('' when nothing did). */
function trouble(c: ChallengeResult): string {
  const g: Graded | null = c.graded;
  if (!g) return '';
  const { name } = c;
  const o = g.outcome;
  const fatal = o.status === 'crashed' || o.tests.some((t) => t.problem?.kind === 'fatal' || (t.problem?.kind === 'recursion' && !t.problem.lastLine));
  if (fatal) return `Its ${name} broke Python itself (calls inside calls without end, or too much memory), so Python was started again.`;
  if (g.blocked) {
    if (o.status === 'stopped') return '';
    if (o.problem || o.status !== 'finished') {
      const title = explainOutcome(o, PROGRAMS[name].timeLimitMs)?.title ?? 'it stopped.';
      return `Its ${name} program could not run: ${title}`;
    }
    return ''; // said once for all such challenges, in note()
  }
  const said: string[] = [];
  const slow = o.tests.filter((t) => t.tooSlow).length;
  if (slow > 0) said.push(`Its ${name} did not finish in time on ${plural(slow, 'test')} (${CHALLENGES[name].perTestMs / 1000} s a test), so the page stopped it.`);
  const problem = o.tests.map((t) => t.problem).find((p) => p && p.kind !== 'interrupted');
  if (problem) {
    const at = problem.line ? ` at line ${problem.line}` : '';
    if (problem.kind === 'recursion') said.push(`Its ${name} calls itself without end (RecursionError${at}).`);
    else if (/\bjs\b/.test(problem.code)) said.push(`Its ${name} reached for the page through js (${problem.type}${at}), which a program here cannot do.`);
    else said.push(`Its ${name} stopped with ${problem.type}${at}.`);
  }
  if (o.truncated) said.push(`Its ${name} printed more than the page keeps (2,000 lines), so the rest was left out.`);
  return said.join(' ');
}

/** The row's one note: why it was not read, or what the file claimed and its code did, in sentences. */
function note(file: FileResult): string {
  if (file.refused) return file.refused;
  const said: string[] = [];
  if (file.challenges.some((c) => c.graded?.outcome.status === 'stopped')) said.push('Not finished: the desk was stopped.');
  if (file.challenges.some((c) => (c.graded?.outcome.forged ?? 0) > 0)) {
    said.push('Its program posted messages of its own to the page (through js): none was read, and they earned nothing.');
  }
  if (file.wrongSeed) said.push(`The file's seed (${file.wrongSeed}) is not the one of its name and class: it was checked on its student's own mazes.`);
  for (const c of file.challenges) {
    if (!c.claimed || earned(c)) continue;
    const claim = `It claims ${CHALLENGES[c.name].stars} (${c.name})`;
    said.push(c.graded ? `${claim}, but its program did not pass: ${gradedWords(c.graded)}.` : `${claim} but holds no program for it.`);
  }
  for (const c of file.challenges) {
    const words = trouble(c);
    if (words) said.push(words);
  }
  const missing = file.challenges.filter((c) => c.graded && testsCell(c) === 'no function').map((c) => c.name);
  if (missing.length) said.push(`Its program has no function called ${missing.join(' or ')}.`);
  if (said.length === 0 && file.challenges.length > 0 && file.challenges.every(earned)) said.push('All three challenges passed.');
  return [...said, ...helpStories(file)].join(' ');
}

/** How each star the desk gave was earned, as the file's help tells it and its checked program bears out (help_file.ts, starStory). */
function helpStories(file: FileResult): string[] {
  if (!file.help) return [];
  return file.challenges.filter(earned).flatMap((c) => {
    const { state, what } = starStory(c.name, file.help![c.name], c.code);
    const star = `Its ${CHALLENGES[c.name].stars} (${c.name})`;
    if (state === 'helped') return [`${star} was earned with help: ${what}.`];
    return state === 'own' ? [`${star} was earned with help at first (${what}), then by its student's own program.`] : [];
  });
}

/** The row's cells, in the order of HEADINGS. */
export function rowCells(file: FileResult): string[] {
  const checked = !file.refused;
  const byName = new Map(file.challenges.map((c) => [c.name, c]));
  const failing = firstFailingTest(file);
  const notEarned = file.challenges.filter((c) => c.claimed && !earned(c)).map((c) => `${c.name} (${CHALLENGES[c.name].stars})`);
  return [
    file.label,
    checked ? file.student?.name || '(no name)' : '',
    file.studentId ?? '',
    checked ? file.student?.class ?? '' : '',
    checked ? String(file.challenges.filter(earned).length) : '',
    ...CHALLENGE_NAMES.map((name) => (checked ? testsCell(byName.get(name)) : '')),
    failing ? `${failing.challenge} test ${failing.failure.index + 1}: ${failing.failure.verdict.why}` : '',
    notEarned.join(', '),
    checked ? file.similarTo ?? '' : '',
    note(file),
  ].map((cell) => cell.replace(/\s+/g, ' ').trim());
}

/** The row as a gradebook sees it: who, and the challenges earned (a row not checked gives no grade). */
export function gradeRow(file: FileResult): GradeRow {
  const checked = !file.refused && !file.again && file.challenges.length === CHALLENGE_NAMES.length;
  return { studentId: file.studentId ?? null, name: file.student?.name || file.label, earned: file.challenges.filter(earned).map((c) => c.name), checked };
}

/** Whether the row claims stars its code did not earn (the desk flags it). */
export function flagged(file: FileResult): boolean {
  return file.challenges.some((c) => c.claimed && !earned(c));
}

/** The table as CSV: one header line, then one line a file (lines end in \n). */
export function toCsv(rows: string[][], options: CsvOptions = {}): string {
  return csvText([CSV_HEADER, ...rows], options);
}
