// cli.ts: `npm run grade -- [--out FILE] FILES...`: the desk's checks from the command line, by the same code, in a
// browser sandbox (browser.ts); the desk's table as CSV, progress on stderr. Only this process touches the files.
import { readFile, stat, writeFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { fileLabel, readSubmission, type Submission } from '../teacher/submission';
import type { FileResult } from '../teacher/grade_file';
import { couldNotCheck, rowCells, toCsv } from '../teacher/table';
import { findClassCopies } from '../teacher/copies';
import { openSandbox, type Sandbox, type SandboxPlaces } from './browser';

const USAGE = `Usage: npm run grade -- [--out FILE] FILE...
  FILE      progress files (.json) or programs named after their student (NAME.py, NAME__CLASS.py)
  --out F   write the CSV to F (nothing else goes in it); without it, the CSV goes to stdout
Progress goes to stderr. Exit status: 0 every file checked, 3 some files could not be checked (run again for
them), 2 a mistake in the command.`;

interface Command {
  files: string[];
  out: string | null;
}

/** The command's words, or the sentence saying what is wrong with them. */
export function readCommand(args: string[]): Command | { problem: string } | { help: true } {
  const command: Command = { files: [], out: null };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--help' || arg === '-h') return { help: true };
    if (arg === '--out') {
      const value = args[++i];
      if (!value) return { problem: '--out needs a file name: --out class.csv' };
      command.out = value;
    } else if (arg.startsWith('--')) return { problem: `there is no option ${arg}` };
    else command.files.push(arg);
  }
  if (command.files.length === 0) return { problem: 'name the files to check' };
  return command;
}

/** One file from the disk, read as the desk reads a chosen one. */
async function submissionOf(path: string): Promise<Submission> {
  const name = basename(path);
  try {
    const info = await stat(path);
    if (!info.isFile()) return { kind: 'refused', label: fileLabel(name), why: 'Not read: it is a folder, not a file.' };
    return readSubmission(name, info.size, () => readFile(path, 'utf8'));
  } catch {
    return { kind: 'refused', label: fileLabel(name), why: 'Not read: there is no such file.' };
  }
}

/** Check one file; a failure of the sandbox (not the file's) is tried once more in a fresh page. */
async function checkFile(sandbox: Sandbox, submission: Submission): Promise<FileResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await sandbox.grade(submission);
    } catch (error) {
      if (attempt >= 2) return couldNotCheck(submission.label, error instanceof Error ? error.message : String(error));
    }
  }
}

/** Grade each file in turn; gives the exit status. */
export async function main(args: string[], places: SandboxPlaces): Promise<number> {
  const command = readCommand(args);
  if ('help' in command) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  if ('problem' in command) {
    process.stderr.write(`grade: ${command.problem}\n${USAGE}\n`);
    return 2;
  }
  const { files } = command;
  const sandbox = await openSandbox(places);
  const results: FileResult[] = [];
  const started = performance.now();
  try {
    for (const [i, path] of files.entries()) {
      process.stderr.write(`grade: ${i + 1} of ${files.length}: ${basename(path)}\n`);
      results.push(await checkFile(sandbox, await submissionOf(path)));
    }
  } finally {
    await sandbox.close();
  }
  const { similar } = findClassCopies(results);
  similar.forEach((cell, i) => (results[i].similarTo = cell));
  const csv = toCsv(results.map(rowCells));
  if (command.out) await writeFile(command.out, csv);
  else process.stdout.write(csv);
  const again = results.filter((r) => r.again).map((r) => r.label);
  process.stderr.write(`grade: ${files.length} files checked in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
  if (again.length === 0) return 0;
  process.stderr.write(`grade: ${again.length} could not be checked, through no fault of theirs; run grade again for them: ${again.join(', ')}\n`);
  return 3;
}
