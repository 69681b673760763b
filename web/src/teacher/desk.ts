// desk.ts: the teacher's desk: progress files, programs and platforms' zips chosen or dropped, checked a few at a
// time, each in a Python of its own (a progress bar, Stop); the class at a glance, one table, and what it gives out
// (desk_downloads.ts).
// Everything from a file goes on the page as text, never as HTML.
import { PythonRunner, type JobHandle } from '../python/client';
import { CHALLENGE_NAMES } from '../lesson/grade';
import { ClassView } from './class_view';
import { findClassCopies } from './copies';
import { DeskTable, type Row } from './desk_table';
import { DESK_GRACE_MS, checkersFor, gradeSubmission } from './grade_file';
import { DeskDownloads } from './desk_downloads';
import { isZip, plainHandIn, readZipFile, textOf, type HandIn } from './handin';
import { handInLabel, readHandIn, type ReadHandIn } from './submission';
import { couldNotCheck, flagged, rowCells, unchecked } from './table';
import { button, el } from './dom';

/** A row and how to read its hand-in again. */
interface FileRow extends Row {
  read(): Promise<ReadHandIn>;
}

function duration(ms: number): string {
  const s = Math.round(ms / 1000);
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${s % 60} s`;
}

export class Desk {
  /** The desk's Pythons, one for each file checked at once: each a fresh one for each file, started in a moment from a snapshot. */
  readonly pythons = Array.from({ length: checkersFor(navigator.hardwareConcurrency) }, () => new PythonRunner({ snapshots: true, graceMs: DESK_GRACE_MS }));
  private rows: FileRow[] = [];
  private queue: FileRow[] = [];
  private running = false;
  private stopped = false;
  /** The check under way in each Python. */
  private readonly jobs = new Map<PythonRunner, JobHandle>();
  private startedAt = 0;
  private readonly input = el('input');
  private readonly stop = button('Stop');
  private readonly bar = el('progress', 'desk-progress');
  private readonly state = el('p', 'desk-state');
  private readonly detail = el('section', 'desk-detail');
  private readonly table = new DeskTable(() => this.rows, this.detail, (row) => this.recheck(row as FileRow));
  private readonly glance = new ClassView(this.detail);
  private readonly downloads = new DeskDownloads(() => this.table.shown().map((row) => ({ cells: rowCells(row.result), result: row.result })));

  constructor(host: HTMLElement) {
    const drop = el('div', 'desk-drop');
    const label = el('label', 'desk-files-label', 'Progress files');
    label.htmlFor = 'desk-files';
    this.input.type = 'file';
    this.input.id = 'desk-files';
    this.input.multiple = true;
    this.input.accept = '.json,.py,.zip,application/json,application/zip';
    const hint = el('p', 'desk-hint', 'Choose the files, or drop them here: progress files (.json) saved by the lesson, programs (.py) named after their student, like Ana_Lima__7B.py, or the zip of a class’s work from Moodle or Canvas (“Download all submissions”).');
    drop.append(label, this.input, hint);

    const tools = el('div', 'toolbar');
    this.stop.disabled = true;
    tools.append(this.stop);
    this.bar.max = 1;
    this.bar.value = 0;
    this.bar.setAttribute('aria-label', 'Files checked');
    this.state.setAttribute('role', 'status');
    this.state.textContent = 'No files yet.';
    const progress = el('div', 'desk-progress-row');
    progress.append(this.bar, this.state);

    this.detail.hidden = true;
    host.append(drop, tools, progress, this.glance.element, this.downloads.element, this.table.element, this.detail);

    this.input.addEventListener('change', () => {
      this.add([...(this.input.files ?? [])]);
      this.input.value = '';
    });
    drop.addEventListener('dragover', (event) => {
      event.preventDefault();
      drop.classList.add('desk-drop-over');
    });
    drop.addEventListener('dragleave', () => drop.classList.remove('desk-drop-over'));
    drop.addEventListener('drop', (event) => {
      event.preventDefault();
      drop.classList.remove('desk-drop-over');
      this.add([...(event.dataTransfer?.files ?? [])]);
    });
    this.stop.addEventListener('click', () => this.halt());
  }

  /** New files join the table as waiting rows, then are checked in turn. */
  async add(files: File[]): Promise<void> {
    const handIns: { handIn: HandIn; text(): Promise<string> }[] = [];
    for (const file of files) {
      if (!isZip(file.name)) handIns.push({ handIn: plainHandIn(file.name, file.size), text: () => file.text() });
      else {
        // A platform's "download all submissions": every file inside, each named as its path says.
        const inside = await readZipFile(file.name, file.size, async () => new Uint8Array(await file.arrayBuffer()));
        for (const handIn of inside) handIns.push({ handIn, text: async () => textOf(handIn) });
      }
    }
    for (const { handIn, text } of handIns) {
      const label = handInLabel(handIn);
      const row: FileRow = { read: () => readHandIn(handIn, text), label, result: unchecked(label, 'Waiting to be checked.'), tr: el('tr'), done: false };
      this.rows.push(row);
      this.queue.push(row);
      this.table.add(row);
    }
    this.downloads.enable(this.rows.length > 0);
    this.tell();
    void this.pump();
  }

  private async pump(): Promise<void> {
    if (this.running) return;
    this.running = true;
    this.stopped = false;
    this.startedAt = performance.now();
    this.stop.disabled = false;
    // Each Python takes the next file waiting, until none is left.
    await Promise.all(this.pythons.map(async (python) => {
      for (let row = this.queue.shift(); row && !this.stopped; row = this.queue.shift()) await this.check(row, python);
    }));
    this.running = false;
    this.stop.disabled = true;
    this.jobs.clear();
    this.tell(true);
  }

  private async check(row: FileRow, python: PythonRunner): Promise<void> {
    row.result = unchecked(row.label, 'Being read…');
    this.table.draw(row);
    const { submission, studentId } = await row.read();
    try {
      row.result = await gradeSubmission(python, submission, {
        onJob: (job) => this.jobs.set(python, job),
        onChallenge: (name, i) => {
          row.result = { ...unchecked(row.label, `Checking ${name} (${i + 1} of ${CHALLENGE_NAMES.length})…`) };
          this.table.draw(row, true);
        },
        going: () => !this.stopped,
      });
    } catch (error) {
      row.result = couldNotCheck(row.label, error instanceof Error ? error.message : String(error));
    }
    if (this.stopped && !row.result.refused && row.result.challenges.length < CHALLENGE_NAMES.length) {
      row.result = unchecked(row.label, 'Not finished: the desk was stopped.');
    }
    row.result.studentId = studentId ?? undefined;
    row.done = true;
    this.table.draw(row);
    this.compare();
    this.tell();
  }

  /** Copies found among the rows checked so far: their cells, and the class at a glance, say so. */
  private compare(): void {
    const results = this.rows.map((r) => r.result);
    const copies = findClassCopies(results);
    this.rows.forEach((row, i) => {
      if ((row.result.similarTo ?? '') === copies.similar[i]) return;
      row.result.similarTo = copies.similar[i];
      if (row.done) this.table.draw(row);
    });
    this.glance.draw(results, copies);
  }

  /** One row checked again on its own (after the desk could not check it). */
  private recheck(row: FileRow): void {
    if (this.queue.includes(row)) return;
    row.done = false;
    row.result = unchecked(row.label, 'Waiting to be checked.');
    this.table.draw(row);
    this.queue.push(row);
    this.tell();
    void this.pump();
  }

  /** Stop: the checks under way end, and the files not yet checked say so. */
  private halt(): void {
    if (!this.running) return;
    this.stopped = true;
    for (const job of this.jobs.values()) job.stop();
    for (const row of this.queue) {
      row.result = unchecked(row.label, 'Not checked: the desk was stopped.');
      row.done = true;
      this.table.draw(row);
    }
    this.queue = [];
    this.tell();
  }

  private tell(finished = false): void {
    const done = this.rows.filter((r) => r.done).length;
    this.bar.max = Math.max(1, this.rows.length);
    this.bar.value = done;
    this.bar.setAttribute('aria-valuetext', `${done} of ${this.rows.length} files checked`);
    if (this.rows.length === 0) this.state.textContent = 'No files yet.';
    else if (finished) {
      const flags = this.rows.filter((r) => flagged(r.result)).length;
      const flagWords = flags === 0 ? '' : ` ${flags} ${flags === 1 ? 'file claims stars its' : 'files claim stars their'} code did not earn: flagged in the table.`;
      const again = this.rows.filter((r) => r.result.again).length;
      const againWords = again === 0 ? '' : ` ${again} ${again === 1 ? 'file' : 'files'} could not be checked: press check again in ${again === 1 ? 'its row' : 'their rows'}.`;
      const checked = done - again;
      this.state.textContent = `${this.stopped ? 'Stopped' : 'Done'}: ${checked} of ${this.rows.length} files checked in ${duration(performance.now() - this.startedAt)}.${againWords}${flagWords}`;
    } else this.state.textContent = `Checking: ${done} of ${this.rows.length} files done…`;
  }

  /** The table's rows as they are now, in the order it shows them. */
  cells(): string[][] {
    return this.table.shown().map((row) => rowCells(row.result));
  }
}
