// cli.ts: `npm run grade -- FILES...`: the desk's checks from the command line, by the same code, in a browser sandbox
// (browser.ts); the desk's table as CSV on stdout, progress on stderr. Only this process touches the files.
import { readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { fileLabel, readSubmission } from '../teacher/submission';
import { rowCells, toCsv, unchecked } from '../teacher/table';
import { openSandbox, type SandboxPlaces } from './browser';

const USAGE = 'Usage: npm run grade -- FILE... (progress files .json, or programs NAME.py / NAME__CLASS.py)';

/** Grade each file in turn; gives the exit status (0 done, 2 nothing to grade). */
export async function main(files: string[], places: SandboxPlaces): Promise<number> {
  if (files.length === 0 || files.some((f) => f === '--help' || f === '-h')) {
    process.stderr.write(`${USAGE}\n`);
    return files.length === 0 ? 2 : 0;
  }
  const sandbox = await openSandbox(places);
  const rows: string[][] = [];
  const started = performance.now();
  try {
    for (const [i, path] of files.entries()) {
      const name = basename(path);
      process.stderr.write(`grade: ${i + 1} of ${files.length}: ${name}\n`);
      let size: number;
      try {
        const info = await stat(path);
        if (!info.isFile()) {
          rows.push(rowCells(unchecked(fileLabel(name), 'Not read: it is a folder, not a file.')));
          continue;
        }
        size = info.size;
      } catch {
        rows.push(rowCells(unchecked(fileLabel(name), 'Not read: there is no such file.')));
        continue;
      }
      const submission = await readSubmission(name, size, () => readFile(path, 'utf8'));
      rows.push(rowCells(await sandbox.grade(submission)));
    }
  } finally {
    await sandbox.close();
  }
  process.stdout.write(toCsv(rows));
  process.stderr.write(`grade: ${files.length} files checked in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
  return 0;
}
