// class_sheets.ts: Print worksheets for the class: a list of names, and each student's own worksheet (their seeds), the answers on pages of their own.
import { WorksheetView, makeWorksheet, type WorksheetAsk, type WorksheetMaze } from '../board/home/worksheet';
import { classProblem, nameProblem, studentSeed } from '../student/identity';
import { el } from './dom';

const MOST_NAMES = 60;

/** A page served from this computer: its address opens nothing on a student's phone. */
const LOCAL = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/;

/** The lesson's address as the teacher typed it, or the sentence saying what is wrong with it. */
export function lessonAddress(typed: string): { href: string } | { problem: string } {
  let url: URL;
  try {
    url = new URL(typed.trim());
  } catch {
    return { problem: 'Type the lesson’s full address, as your students open it, like https://your-school.example/maze/.' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { problem: 'The lesson’s address starts with https:// or http://.' };
  if (LOCAL.test(url.hostname)) return { problem: 'That address is this computer’s own: a student’s phone cannot open it. Type the address where your students open the lesson.' };
  url.hash = '';
  url.search = '';
  return { href: url.href };
}

function labelled<T extends HTMLInputElement | HTMLTextAreaElement>(input: T, id: string, words: string): HTMLElement {
  const wrap = el('div', 'desk-field');
  const label = el('label', '', words);
  label.htmlFor = id;
  input.id = id;
  wrap.append(label, input);
  return wrap;
}

export function mountClassSheets(host: HTMLElement): void {
  const names = el('textarea');
  names.rows = 6;
  names.placeholder = 'Ana Lima\nBen Okafor';
  const code = el('input');
  code.type = 'text';
  code.size = 10;
  const count = el('input');
  count.type = 'number';
  count.min = '1';
  count.max = '12';
  count.value = '4';
  const size = el('input');
  size.type = 'number';
  size.min = '2';
  size.max = '30';
  size.value = '10';
  // Served from this computer, the page cannot know the address the students use: the teacher types it.
  const address = el('input');
  address.type = 'url';
  address.size = 40;
  address.placeholder = 'https://your-school.example/maze/';
  const here = new URL('./', location.href);
  if (!LOCAL.test(here.hostname)) address.value = here.href;
  const go = el('button', 'primary', 'Print worksheets for the class');
  go.type = 'button';
  const message = el('p', 'desk-message');
  message.setAttribute('role', 'status');
  const row = el('div', 'desk-fields');
  row.append(labelled(code, 'sheets-class', 'Class code'), labelled(count, 'sheets-count', 'Mazes each'), labelled(size, 'sheets-size', 'Rooms across'));
  const where = labelled(address, 'sheets-address', 'The lesson’s address');
  where.append(el('p', 'desk-hint', 'Each maze’s link and QR code start with it: the address where your students open the lesson.'));
  host.append(labelled(names, 'sheets-names', 'Names, one a line'), row, where, go, message);
  const view = new WorksheetView();

  go.addEventListener('click', async () => {
    const list = names.value.split('\n').map((n) => n.trim()).filter((n) => n !== '');
    const mazes = Number(count.value);
    const side = Number(size.value);
    const home = lessonAddress(address.value);
    const why =
      list.length === 0 ? 'Type the students’ names first, one a line.'
      : list.length > MOST_NAMES ? `At most ${MOST_NAMES} names at once.`
      : list.map((n) => nameProblem(n)).find((p) => p !== null)?.replace('your name', 'a name').replace('Your name', 'A name')
        ?? classProblem(code.value)
        ?? (!Number.isInteger(mazes) || mazes < 1 || mazes > 12 ? 'Mazes each must be a whole number from 1 to 12.'
          : !Number.isInteger(side) || side < 2 || side > 30 ? 'Rooms across must be a whole number from 2 to 30.' : null)
        ?? ('problem' in home ? home.problem : null);
    if (why || 'problem' in home) {
      message.textContent = why;
      return;
    }
    message.textContent = `Making ${list.length} worksheets…`;
    const classCode = code.value.trim();
    const sheets: { ask: WorksheetAsk; mazes: WorksheetMaze[] }[] = [];
    try {
      for (const name of list) {
        const ask: WorksheetAsk = {
          shape: 'square', rows: side, cols: side, method: 'walk', count: mazes, home: home.href,
          seed: studentSeed({ name, class: classCode }),
          student: classCode ? `${name} (${classCode})` : name,
        };
        const made = await makeWorksheet(ask);
        if (typeof made === 'string') throw new Error(made);
        sheets.push({ ask, mazes: made });
      }
    } catch (error) {
      message.textContent = `The worksheets could not be made: ${error instanceof Error ? error.message : String(error)}`;
      return;
    }
    message.textContent = '';
    view.showMany(sheets, go, 'Back to the desk');
  });
}
