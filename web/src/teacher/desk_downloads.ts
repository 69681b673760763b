// desk_downloads.ts: what the desk gives out: the table as CSV, and the grades as the file Moodle's or Canvas's
// gradebook import reads; with a byte-order mark, when asked, for spreadsheet programs.
import { save } from '../board/home/download';
import { CANVAS_ASSIGNMENT, gradebookCsv } from './gradebook';
import { button, el } from './dom';
import type { FileResult } from './grade_file';
import type { Platform } from './platform_names';
import { gradeRow, toCsv } from './table';

/** A CSV saved through the board's own Save (download.ts). */
const saveCsv = (text: string, name: string): void => save(new Blob([text], { type: 'text/csv;charset=utf-8' }), name);

export class DeskDownloads {
  readonly element = el('div', 'desk-downloads');
  private readonly buttons = [button('Download CSV'), button('Grades for Moodle'), button('Grades for Canvas')];
  private readonly bom = el('input');
  private readonly assignment = el('input');
  private readonly said = el('p', 'desk-message desk-said');

  /** `rows`: the table's rows as shown, each with its cells. */
  constructor(private readonly rows: () => { cells: string[]; result: FileResult }[]) {
    const [csv, moodle, canvas] = this.buttons;
    this.bom.type = 'checkbox';
    this.bom.id = 'desk-bom';
    const bomLabel = el('label', 'desk-check', 'For Excel (a byte-order mark)');
    bomLabel.htmlFor = this.bom.id;
    this.assignment.type = 'text';
    this.assignment.id = 'desk-assignment';
    this.assignment.size = 16;
    this.assignment.value = CANVAS_ASSIGNMENT;
    const assignmentLabel = el('label', '', 'Canvas assignment');
    assignmentLabel.htmlFor = this.assignment.id;
    const options = el('div', 'desk-fields');
    const check = el('span');
    check.append(this.bom, ' ', bomLabel);
    const named = el('span');
    named.append(assignmentLabel, ' ', this.assignment);
    options.append(check, named);
    this.said.setAttribute('role', 'status');
    const tools = el('div', 'toolbar');
    tools.append(...this.buttons);
    this.element.append(tools, options, this.said);
    this.enable(false);
    csv.addEventListener('click', () => saveCsv(toCsv(this.rows().map((r) => r.cells), { bom: this.bom.checked }), 'maze-lesson-class.csv'));
    moodle.addEventListener('click', () => this.gradebook('moodle'));
    canvas.addEventListener('click', () => this.gradebook('canvas'));
  }

  enable(on: boolean): void {
    for (const b of this.buttons) b.disabled = !on;
  }

  private gradebook(platform: Platform): void {
    const assignment = this.assignment.value.trim() || CANVAS_ASSIGNMENT;
    const book = gradebookCsv(platform, this.rows().map((r) => gradeRow(r.result)), { now: new Date(), bom: this.bom.checked, assignment });
    const left = book.leftOut.map((l) => `${l.name} (${l.why === 'no id' ? 'no id in its path' : 'not checked'})`);
    const count = book.students.length;
    this.said.textContent = `${count} ${count === 1 ? 'student' : 'students'} in ${book.fileName}.${left.length ? ` Left out: ${left.join(', ')}.` : ''}`;
    saveCsv(book.text, book.fileName);
  }
}
