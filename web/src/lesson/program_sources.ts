// program_sources.ts: the text of the lesson's programs, loaded only for the ones asked for: each
// programs/*.py is a chunk of its own, so a page fetches the programs it shows and no others.
import { PROGRAMS, type LessonProgram } from './programs';

const FILES = import.meta.glob<string>('./programs/*.py', { query: '?raw', import: 'default' });

/** The named programs with their text (no empty line after the last one, as the editor shows it). */
export async function lessonSources(names: string[]): Promise<Record<string, LessonProgram>> {
  const known = [...new Set(names)].filter((name) => Object.hasOwn(PROGRAMS, name) && FILES[`./programs/${name}.py`]);
  const texts = await Promise.all(known.map((name) => FILES[`./programs/${name}.py`]()));
  return Object.fromEntries(known.map((name, i) => [name, { ...PROGRAMS[name], source: texts[i].trimEnd() }]));
}

/** The programs this page shows (its `data-program` boxes). */
export function pagePrograms(): string[] {
  return [...document.querySelectorAll<HTMLElement>('[data-program]')].map((host) => host.dataset.program ?? '');
}
