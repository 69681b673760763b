// desk.ts: the teacher's desk: progress files and programs chosen or dropped, each checked in turn (a progress bar, Stop), one table, its CSV.
// Everything from a file goes on the page as text, never as HTML.
import { PythonRunner, type JobHandle } from '../python/client';
import { CHALLENGE_NAMES } from '../lesson/grade';
import { showFailingTest } from './detail';
import { DESK_GRACE_MS, firstFailingTest, gradeSubmission, type FileResult } from './grade_file';
import { fileLabel, readSubmission } from './submission';
import { HEADINGS, flagged, rowCells, toCsv, unchecked } from './table';
import { button, el } from './dom';

interface Row {
  file: File;
  label: string;
  result: FileResult;
  tr: HTMLTableRowElement;
  done: boolean;
}

function duration(ms: number): string {
  const s = Math.round(ms / 1000);
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${s % 60} s`;
}

export class Desk {
  /** One Python for the desk: a fresh one for each file, started in a moment from a snapshot of the first. */
  readonly python = new PythonRunner({ snapshots: true, graceMs: DESK_GRACE_MS });
  private rows: Row[] = [];
  private queue: Row[] = [];
  private running = false;
  private stopped = false;
  private job: JobHandle | null = null;
  private startedAt = 0;
  private readonly input = el('input');
  private readonly stop = button('Stop');
  private readonly csv = button('Download CSV');
  private readonly bar = el('progress', 'desk-progress');
  private readonly state = el('p', 'desk-state');
  private readonly body = el('tbody');
  private readonly detail = el('section', 'desk-detail');

  constructor(host: HTMLElement) {
    const drop = el('div', 'desk-drop');
    const label = el('label', 'desk-files-label', 'Progress files');
    label.htmlFor = 'desk-files';
    this.input.type = 'file';
    this.input.id = 'desk-files';
    this.input.multiple = true;
    this.input.accept = '.json,.py,application/json';
    const hint = el('p', 'desk-hint', 'Choose the files, or drop them here: progress files (.json) saved by the lesson, and programs (.py) named after their student, like Ana_Lima__7B.py.');
    drop.append(label, this.input, hint);

    const tools = el('div', 'toolbar');
    this.stop.disabled = true;
    this.csv.disabled = true;
    tools.append(this.stop, this.csv);
    this.bar.max = 1;
    this.bar.value = 0;
    this.bar.setAttribute('aria-label', 'Files checked');
    this.state.setAttribute('role', 'status');
    this.state.textContent = 'No files yet.';
    const progress = el('div', 'desk-progress-row');
    progress.append(this.bar, this.state);

    const table = el('table', 'desk-table');
    const caption = el('caption', '', 'The class: a row a file, its stars as checked now');
    const head = el('thead');
    const tr = el('tr');
    for (const heading of HEADINGS) {
      const th = el('th', '', heading);
      th.scope = 'col';
      tr.append(th);
    }
    head.append(tr);
    table.append(caption, head, this.body);
    const scroller = el('div', 'desk-scroller');
    scroller.setAttribute('role', 'region');
    scroller.setAttribute('aria-label', 'The class table');
    scroller.tabIndex = 0; // scrolls sideways on a narrow screen, by keyboard too
    scroller.append(table);

    this.detail.hidden = true;
    this.detail.setAttribute('aria-label', 'The failing test');
    host.append(drop, tools, progress, scroller, this.detail);

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
    this.csv.addEventListener('click', () => this.download());
  }

  /** New files join the table as waiting rows, then are checked in turn. */
  add(files: File[]): void {
    for (const file of files) {
      const label = fileLabel(file.name);
      const row: Row = { file, label, result: unchecked(label, 'Waiting to be checked.'), tr: el('tr'), done: false };
      this.rows.push(row);
      this.queue.push(row);
      this.body.append(row.tr);
      this.draw(row);
    }
    this.csv.disabled = this.rows.length === 0;
    this.tell();
    void this.pump();
  }

  private async pump(): Promise<void> {
    if (this.running) return;
    this.running = true;
    this.stopped = false;
    this.startedAt = performance.now();
    this.stop.disabled = false;
    for (let row = this.queue.shift(); row && !this.stopped; row = this.queue.shift()) await this.check(row);
    this.running = false;
    this.stop.disabled = true;
    this.job = null;
    this.tell(true);
  }

  private async check(row: Row): Promise<void> {
    const { file } = row;
    row.result = unchecked(row.label, 'Being read…');
    this.draw(row);
    const submission = await readSubmission(file.name, file.size, () => file.text());
    try {
      row.result = await gradeSubmission(this.python, submission, {
        onJob: (job) => (this.job = job),
        onChallenge: (name, i) => {
          row.result = { ...unchecked(row.label, `Checking ${name} (${i + 1} of ${CHALLENGE_NAMES.length})…`) };
          this.draw(row, true);
        },
        going: () => !this.stopped,
      });
    } catch (error) {
      row.result = unchecked(row.label, `Not checked: Python could not check it (${error instanceof Error ? error.message : String(error)}).`);
    }
    if (this.stopped && !row.result.refused && row.result.challenges.length < CHALLENGE_NAMES.length) {
      row.result = unchecked(row.label, 'Not finished: the desk was stopped.');
    }
    row.done = true;
    this.draw(row);
    this.tell();
  }

  /** Stop: the check under way ends, and the files not yet checked say so. */
  private halt(): void {
    if (!this.running) return;
    this.stopped = true;
    this.job?.stop();
    for (const row of this.queue) {
      row.result = unchecked(row.label, 'Not checked: the desk was stopped.');
      row.done = true;
      this.draw(row);
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
      this.state.textContent = `${this.stopped ? 'Stopped' : 'Done'}: ${done} of ${this.rows.length} files checked in ${duration(performance.now() - this.startedAt)}.${flagWords}`;
    } else this.state.textContent = `Checking: ${done} of ${this.rows.length} files done…`;
  }

  private draw(row: Row, busy = false): void {
    const cells = rowCells(row.result);
    const failing = firstFailingTest(row.result);
    row.tr.replaceChildren();
    row.tr.classList.toggle('desk-flagged', flagged(row.result));
    row.tr.classList.toggle('desk-busy', busy);
    cells.forEach((text, i) => {
      const cell = i === 0 ? el('th') : el('td');
      if (i === 0) (cell as HTMLTableCellElement).scope = 'row';
      if (HEADINGS[i] === 'First failing test' && failing) {
        // The button names the test; the sentence after it says what went wrong (the cell reads as the CSV's).
        const name = `${failing.challenge} test ${failing.failure.index + 1}`;
        const open = button(name, 'desk-open');
        open.setAttribute('aria-describedby', `desk-why-${this.rows.indexOf(row)}`);
        open.addEventListener('click', () =>
          showFailingTest(this.detail, { file: row.label, challenge: failing.challenge, seed: row.result.seed, test: failing.failure.test, verdict: failing.failure.verdict }, () => {
            this.detail.hidden = true;
            open.focus();
          }),
        );
        const why = el('span', 'desk-why', text.slice(name.length));
        why.id = `desk-why-${this.rows.indexOf(row)}`;
        cell.append(open, why);
      } else cell.textContent = text;
      row.tr.append(cell);
    });
  }

  /** The table's rows as they are now. */
  cells(): string[][] {
    return this.rows.map((row) => rowCells(row.result));
  }

  private download(): void {
    const blob = new Blob([toCsv(this.cells())], { type: 'text/csv' });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = 'maze-lesson-class.csv';
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
  }
}
