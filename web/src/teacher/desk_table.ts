// desk_table.ts: the desk's table: a row a file, sorted by any column; a row's name opens its programs, its first
// failing test opens beside its code, and a row the desk could not check has "check again".
import { showFailingTest, showPrograms } from './detail';
import { button, el } from './dom';
import { firstFailingTest, type FileResult } from './grade_file';
import { CHECK_AGAIN, HEADINGS, flagged, rowCells } from './table';

export interface Row {
  label: string;
  result: FileResult;
  tr: HTMLTableRowElement;
  done: boolean;
}

type Direction = 'ascending' | 'descending';

/** A cell as a sort key: its leading number when it has one ("12 of 15", "3"), else its words; empty cells last. */
function compareCells(a: string, b: string): number {
  if (a === '' || b === '') return a === b ? 0 : a === '' ? 1 : -1;
  const x = /^-?\d+(\.\d+)?/.exec(a);
  const y = /^-?\d+(\.\d+)?/.exec(b);
  if (x && y && Number(x[0]) !== Number(y[0])) return Number(x[0]) - Number(y[0]);
  // Beside a count ("12 of 15"), words ("no program") count less: last from high to low.
  const count = /^\d+( of \d+)?$/;
  if (count.test(a) && !y) return 1;
  if (!x && count.test(b)) return -1;
  return a.localeCompare(b, undefined, { numeric: true, sensitivity: 'base' });
}

export class DeskTable {
  readonly element = el('div', 'desk-scroller');
  private readonly body = el('tbody');
  private readonly heads: HTMLTableCellElement[] = [];
  private sorted: { column: number; direction: Direction } | null = null;

  constructor(
    private readonly rows: () => Row[],
    private readonly detail: HTMLElement,
    private readonly again: (row: Row) => void,
  ) {
    const table = el('table', 'desk-table');
    const caption = el('caption', '', 'The class: a row a file, its stars as checked now. Press a heading to sort by it.');
    const head = el('thead');
    const tr = el('tr');
    HEADINGS.forEach((heading, column) => {
      const th = el('th');
      th.scope = 'col';
      const sort = button(heading, 'desk-sort');
      // The arrow is drawn, not read: a screen reader hears the heading's aria-sort instead.
      const arrow = el('span', 'desk-arrow');
      arrow.setAttribute('aria-hidden', 'true');
      sort.append(arrow);
      sort.addEventListener('click', () => this.sortBy(column));
      th.append(sort);
      this.heads.push(th);
      tr.append(th);
    });
    head.append(tr);
    table.append(caption, head, this.body);
    this.element.setAttribute('role', 'region');
    this.element.setAttribute('aria-label', 'The class table');
    this.element.tabIndex = 0; // scrolls sideways on a narrow screen, by keyboard too
    this.element.append(table);
  }

  add(row: Row): void {
    this.body.append(row.tr);
    this.draw(row);
  }

  /** The rows in the order the table shows them (the CSV keeps it). */
  shown(): Row[] {
    const all = this.rows();
    if (!this.sorted) return all;
    const { column, direction } = this.sorted;
    const sign = direction === 'ascending' ? 1 : -1;
    const keyed = all.map((row, i) => ({ row, i, cell: rowCells(row.result)[column] }));
    keyed.sort((a, b) => {
      // Empty cells stay last both ways; ties keep the files' order.
      const empty = Number(a.cell === '') - Number(b.cell === '');
      return empty || sign * compareCells(a.cell, b.cell) || a.i - b.i;
    });
    return keyed.map((k) => k.row);
  }

  private sortBy(column: number): void {
    const direction: Direction = this.sorted?.column === column && this.sorted.direction === 'ascending' ? 'descending' : 'ascending';
    this.sorted = { column, direction };
    this.heads.forEach((th, i) => (i === column ? th.setAttribute('aria-sort', direction) : th.removeAttribute('aria-sort')));
    this.body.append(...this.shown().map((row) => row.tr));
  }

  draw(row: Row, busy = false): void {
    const cells = rowCells(row.result);
    const failing = firstFailingTest(row.result);
    const at = this.rows().indexOf(row);
    row.tr.replaceChildren();
    row.tr.classList.toggle('desk-flagged', flagged(row.result));
    row.tr.classList.toggle('desk-busy', busy);
    cells.forEach((text, i) => {
      const cell = i === 0 ? el('th') : el('td');
      if (i === 0) {
        (cell as HTMLTableCellElement).scope = 'row';
        if (row.done && row.result.challenges.some((c) => c.code !== null)) {
          // The row's name opens its programs: the cell still reads as the CSV's.
          const name = button(text, 'desk-open');
          name.addEventListener('click', () => showPrograms(this.detail, row.result, this.closer(name)));
          cell.append(name);
        } else cell.textContent = text;
      } else if (HEADINGS[i] === 'First failing test' && failing) {
        // The button names the test; the sentence after it says what went wrong.
        const name = `${failing.challenge} test ${failing.failure.index + 1}`;
        const open = button(name, 'desk-open');
        open.setAttribute('aria-describedby', `desk-why-${at}`);
        const code = row.result.challenges.find((c) => c.name === failing.challenge)?.code ?? null;
        open.addEventListener('click', () =>
          showFailingTest(this.detail, { file: row.label, challenge: failing.challenge, seed: row.result.seed, test: failing.failure.test, verdict: failing.failure.verdict, code }, this.closer(open)),
        );
        const why = el('span', 'desk-why', text.slice(name.length));
        why.id = `desk-why-${at}`;
        cell.append(open, why);
      } else if (row.result.again && text.startsWith(CHECK_AGAIN)) {
        // "Could not check: check again." with "check again" a button.
        const again = button('check again', 'desk-again');
        again.addEventListener('click', () => this.again(row));
        cell.append('Could not check: ', again, text.slice('Could not check: check again'.length));
      } else cell.textContent = text;
      row.tr.append(cell);
    });
  }

  /** Closing the detail gives the focus back to what opened it. */
  private closer(opener: HTMLElement): () => void {
    return () => {
      this.detail.hidden = true;
      opener.focus();
    };
  }
}
