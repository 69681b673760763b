// cli.ts: `npm run grade -- [options] FILES...`: the desk's checks from the command line, by the same code, in a
// browser sandbox (browser.ts). Only this process touches the teacher's files: it reads them, and writes one CSV.
import { readFile, readdir, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { basename, join, relative } from 'node:path';
import { findClassCopies } from '../teacher/copies';
import { checkersFor, type FileResult } from '../teacher/grade_file';
import { gradebookCsv } from '../teacher/gradebook';
import { addedByComputer, isZip, plainHandIn, readZipFile, textOf, type HandIn } from '../teacher/handin';
import type { Platform } from '../teacher/platform_names';
import { readHandIn, type ReadHandIn } from '../teacher/submission';
import { couldNotCheck, gradeRow, rowCells, toCsv } from '../teacher/table';
import { openSandbox, type Sandbox, type SandboxPlaces } from './browser';

const USAGE = `Usage: npm run grade -- [--out FILE] [--gradebook moodle|canvas [--table FILE]] [--bom] FILE...
  FILE               progress files (.json), programs (.py), a platform's "download all submissions" zip,
                     or a folder of any of them
  --out F            write the CSV to F (nothing else goes in it); without it, the CSV goes to stdout
  --gradebook P      write the file Moodle's or Canvas's gradebook import reads, in place of the desk's table
  --assignment NAME  with --gradebook canvas: the assignment's name in Canvas (its column)
  --table F          with --gradebook: the desk's table too, written to F (the same run, checked once)
  --bom              start the file with a UTF-8 byte-order mark, for spreadsheet programs
  --checkers N       check N files at once, each in a Python of its own (1 to 8; without it, one a core, at most 4)
Progress goes to stderr. Exit status: 0 every file checked, 3 some files could not be checked (run again for
them), 2 a mistake in the command.`;

interface Command {
  paths: string[];
  out: string | null;
  gradebook: Platform | null;
  assignment: string | undefined;
  /** With a gradebook: where the desk's table goes too. */
  table: string | null;
  bom: boolean;
  checkers: number | null;
}

/** The command's words, or the sentence saying what is wrong with them. */
export function readCommand(args: string[]): Command | { problem: string } | { help: true } {
  const command: Command = { paths: [], out: null, gradebook: null, assignment: undefined, table: null, bom: false, checkers: null };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    const value = () => args[++i] ?? '';
    if (arg === '--help' || arg === '-h') return { help: true };
    else if (arg === '--bom') command.bom = true;
    else if (arg === '--out') {
      command.out = value();
      if (!command.out) return { problem: '--out needs a file name: --out class.csv' };
    } else if (arg === '--gradebook') {
      const platform = value();
      if (platform !== 'moodle' && platform !== 'canvas') return { problem: '--gradebook takes moodle or canvas' };
      command.gradebook = platform;
    } else if (arg === '--table') {
      command.table = value();
      if (!command.table) return { problem: '--table needs a file name: --table class.csv' };
    } else if (arg === '--assignment') {
      command.assignment = value();
      if (!command.assignment) return { problem: "--assignment needs the assignment's name in Canvas" };
    } else if (arg === '--checkers') {
      const n = value();
      if (!/^[1-8]$/.test(n)) return { problem: '--checkers takes a whole number from 1 to 8: --checkers 2' };
      command.checkers = Number(n);
    } else if (arg.startsWith('--')) return { problem: `there is no option ${arg}` };
    else command.paths.push(arg);
  }
  if (command.paths.length === 0) return { problem: 'name the files to check' };
  if (command.assignment !== undefined && command.gradebook !== 'canvas') return { problem: '--assignment goes with --gradebook canvas' };
  if (command.table !== null && !command.gradebook) return { problem: '--table goes with --gradebook (without it, the table is what --out writes)' };
  return command;
}

/** A source's hand-ins: a file, every file in a zip, or every file under a folder (named by its path inside it). */
async function handInsOf(path: string, inside = ''): Promise<{ handIn: HandIn; text: () => Promise<string> }[]> {
  const name = inside || basename(path);
  let info;
  try {
    info = await stat(path);
  } catch {
    return [{ handIn: { ...plainHandIn(name, 0), refused: 'Not read: there is no such file.' }, text: async () => '' }];
  }
  if (info.isDirectory()) {
    const entries = (await readdir(path, { recursive: true, withFileTypes: true })).filter((e) => e.isFile());
    // What the computer added when the zip was unpacked (__MACOSX, .DS_Store) is no student's file, as in a zip.
    const files = entries.map((e) => join(e.parentPath ?? e.path, e.name)).filter((file) => !addedByComputer(relative(path, file))).sort();
    return (await Promise.all(files.map((file) => handInsOf(file, relative(path, file))))).flat();
  }
  if (isZip(name)) {
    const handIns = await readZipFile(name, info.size, async () => new Uint8Array(await readFile(path)));
    return handIns.map((handIn) => ({ handIn, text: async () => textOf(handIn) }));
  }
  return [{ handIn: plainHandIn(name, info.size), text: () => readFile(path, 'utf8') }];
}

/** Check one file; a failure of the sandbox (not the file's) is tried once more in a fresh page. */
async function checkFile(sandbox: Sandbox, read: ReadHandIn): Promise<FileResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return { ...(await sandbox.grade(read.submission)), studentId: read.studentId ?? undefined };
    } catch (error) {
      if (attempt >= 2) return { ...couldNotCheck(read.submission.label, error instanceof Error ? error.message : String(error)), studentId: read.studentId ?? undefined };
    }
  }
}

/** Grade the files, a few at once; gives the exit status. */
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
  const handIns = (await Promise.all(command.paths.map((p) => handInsOf(p)))).flat();
  // A few files at once, each in a page of its own; the results keep the files' order.
  const checkers = Math.max(1, Math.min(handIns.length, command.checkers ?? checkersFor(availableParallelism())));
  const sandbox = await openSandbox(places, checkers);
  const results: FileResult[] = new Array(handIns.length);
  const started = performance.now();
  let next = 0;
  try {
    await Promise.all(Array.from({ length: checkers }, async () => {
      for (let i = next++; i < handIns.length; i = next++) {
        const { handIn, text } = handIns[i];
        process.stderr.write(`grade: ${i + 1} of ${handIns.length}: ${handIn.path}\n`);
        results[i] = await checkFile(sandbox, await readHandIn(handIn, text));
      }
    }));
  } finally {
    await sandbox.close();
  }
  const { similar } = findClassCopies(results);
  similar.forEach((cell, i) => (results[i].similarTo = cell));
  const table = toCsv(results.map(rowCells), { bom: command.bom });
  let text = table;
  if (command.gradebook) {
    const book = gradebookCsv(command.gradebook, results.map(gradeRow), { now: new Date(), bom: command.bom, assignment: command.assignment });
    text = book.text;
    for (const left of book.leftOut) process.stderr.write(`grade: not in the gradebook's file: ${left.name} (${left.why === 'no id' ? "the platform's id is not in its path" : 'not checked'})\n`);
  }
  if (command.table) await writeFile(command.table, table);
  if (command.out) await writeFile(command.out, text);
  else process.stdout.write(text);
  const again = results.filter((r) => r.again).map((r) => r.label);
  process.stderr.write(`grade: ${handIns.length} ${handIns.length === 1 ? 'file' : 'files'} checked in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
  if (again.length === 0) return 0;
  process.stderr.write(`grade: ${again.length} could not be checked, through no fault of theirs; run grade again for them: ${again.join(', ')}\n`);
  return 3;
}
