// copies.ts: copies found across the class's rows (similar.ts compares; this picks each row's programs and names).
import { CHALLENGE_NAMES } from '../lesson/grade';
import type { ChallengeName } from '../lesson/test_mazes';
import type { FileResult } from './grade_file';
import { findCopies, similarTo, type CodeEntry, type CopyPair } from './similar';

/** The lesson's own programs: what every student may have taken from the page is not a copy of each other. */
const GIVEN = Object.values(import.meta.glob<string>('../lesson/programs/*.py', { query: '?raw', import: 'default', eager: true })).map((text) => text.trimEnd());

/** How the teacher reads a row: its student's name, else its file's. */
export const rowName = (file: FileResult): string => file.student?.name || file.label;

export interface Copies {
  /** For each challenge, the pairs of rows (their indexes, as text) alike above the threshold, most alike first. */
  pairs: Record<ChallengeName, CopyPair[]>;
  /** For each row (by index), its `similar_to` cell: "Ben Okafor: NAME 92%; …" (NAME a challenge), or ''. */
  similar: string[];
}

export function findClassCopies(files: FileResult[]): Copies {
  const pairs = {} as Record<ChallengeName, CopyPair[]>;
  const everyone: CodeEntry[] = files.map((f, i) => ({ key: String(i), label: rowName(f), code: '' }));
  for (const name of CHALLENGE_NAMES) {
    const entries = files.flatMap((f, i) => {
      const code = f.challenges.find((c) => c.name === name)?.code;
      return code ? [{ key: String(i), label: rowName(f), code }] : [];
    });
    pairs[name] = findCopies(name, entries, { given: GIVEN });
  }
  const cells = similarTo(pairs, everyone);
  return { pairs, similar: files.map((_, i) => cells.get(String(i)) ?? '') };
}
