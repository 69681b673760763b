// code_files.ts: the product's code files under some top folders, as the house tests read them (not what a build writes).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

export const ROOT = join(__dirname, '..', '..');

/** Every file under `tops` whose name `code` takes, as paths from the root; node_modules, generated and dist left out. */
export function codeFiles(tops: readonly string[], code: RegExp): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!/^(node_modules|generated|dist)$/.test(entry.name)) walk(path);
      } else if (code.test(entry.name)) out.push(path);
    }
  };
  for (const top of tops) walk(top);
  return out;
}
