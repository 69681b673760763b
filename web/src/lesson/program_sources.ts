// program_sources.ts: the text of the lesson's programs, loaded only for the ones asked for: each
// programs/*.py is a file of its own, fetched as text, so a page fetches the programs it shows and no
// others (plain fetches: no module to make of each, nothing preloaded beside it).
import { PROGRAMS, type LessonProgram } from './programs';
import { nextTask } from '../when';

const FILES = import.meta.glob<string>('./programs/*.py', { query: '?url&no-inline', import: 'default', eager: true });

async function text(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.text();
}

/** The named programs with their text (no empty line after the last one, as the editor shows it). */
export async function lessonSources(names: string[]): Promise<Record<string, LessonProgram>> {
  const known = [...new Set(names)].filter((name) => Object.hasOwn(PROGRAMS, name) && FILES[`./programs/${name}.py`]);
  // Asked for one a task, so that a page starting does not ask for a dozen in one long task.
  const asked: Promise<string>[] = [];
  for (const name of known) {
    asked.push(text(FILES[`./programs/${name}.py`]));
    await nextTask();
  }
  const texts = await Promise.all(asked);
  return Object.fromEntries(known.map((name, i) => [name, { ...PROGRAMS[name], source: texts[i].trimEnd() }]));
}

/** The programs this page shows (its `data-program` boxes). */
export function pagePrograms(): string[] {
  return [...document.querySelectorAll<HTMLElement>('[data-program]')].map((host) => host.dataset.program ?? '');
}
