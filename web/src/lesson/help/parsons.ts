// parsons.ts: the last help, a puzzle of the lines: a working solution's lines, shuffled, with lines that do not belong.
// Ordered by dragging or by keyboard alone (buttons, or Alt+Up / Alt+Down on a line); checked by running it on the tests.
import type { PythonRunner } from '../../python/client';
import { ownSeed } from '../../student/kept';
import { loadStars, saveStar } from '../../common/storage';
import { gradeCode, gradedWords } from '../grade';
import { freshSeed, type ChallengeName } from '../test_mazes';
import { HELP } from './catalogue';
import { afterPass } from './help_file';
import { noteHelp } from './kept';
import { button, element } from '../dom';

interface Line {
  text: string;
  used: boolean;
}

/** Which line is out of place, in words ('' when the order is the solution's). */
export function outOfPlace(order: string[], solution: string[], distractors: string[]): string {
  for (let i = 0; i < Math.max(order.length, solution.length); i++) {
    if (order[i] === solution[i]) continue;
    if (i >= order.length) return 'A line is missing at the end: one of the lines you left out belongs in the program.';
    const line = `Line ${i + 1}, “${order[i].trim()}”,`;
    return distractors.includes(order[i]) && !solution.includes(order[i])
      ? `${line} does not belong in this program: leave it out.`
      : `${line} is out of place.`;
  }
  return '';
}

/** Shuffled, and never already in order. */
export function shuffled(lines: string[], random = Math.random): string[] {
  const out = [...lines];
  for (let tries = 0; tries < 20; tries++) {
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [out[i], out[j]] = [out[j], out[i]];
    }
    if (out.some((line, i) => line !== lines[i])) break;
  }
  return out;
}

export function mountPuzzle(host: HTMLElement, name: ChallengeName, runner: PythonRunner, solved: (code: string) => void): void {
  const { lines: solution, distractors } = HELP[name].puzzle;
  const lines: Line[] = shuffled([...solution, ...distractors]).map((text) => ({ text, used: true }));
  const box = element('section', 'puzzle');
  box.setAttribute('aria-labelledby', `puzzle-title-${name}`);
  const title = element('h3', 'puzzle-title', `A puzzle of the lines: ${name}`);
  title.id = `puzzle-title-${name}`;
  const how = element('p', 'puzzle-how',
    `These are the lines of a working ${name}, shuffled, and ${distractors.length === 1 ? 'one line does' : `${distractors.length} lines do`} not belong. ` +
    'Put them in order: drag a line, or use its buttons. On a line, Alt+Up and Alt+Down move it. Leave out the lines that do not belong.');
  const list = element('ol', 'puzzle-lines');
  list.setAttribute('aria-label', 'Your program');
  const asideTitle = element('p', 'puzzle-aside-title', 'Lines left out (drop a line here, or press its Leave out):');
  const aside = element('ul', 'puzzle-lines puzzle-aside');
  aside.setAttribute('aria-label', 'Lines left out');
  const said = element('p', 'puzzle-said');
  said.setAttribute('aria-live', 'polite');
  const check = button('Check the order');
  const tools = element('div', 'toolbar');
  tools.append(check);
  box.append(title, how, list, asideTitle, aside, tools, said);
  host.replaceChildren(box);
  let dragged = -1;

  const used = () => lines.filter((l) => l.used);
  /** Moves a line to `to` among the used lines (or leaves it out), then draws again with the focus on it. */
  const move = (line: Line, to: number | 'out' | 'in', focus = 'line'): void => {
    lines.splice(lines.indexOf(line), 1);
    if (to === 'out' || to === 'in') {
      line.used = to === 'in';
      lines.push(line);
    } else {
      const before = used()[to];
      line.used = true;
      lines.splice(before ? lines.indexOf(before) : lines.length, 0, line);
    }
    draw();
    const at = line.used ? used().indexOf(line) : -1;
    said.textContent = line.used ? `“${line.text.trim()}” is now line ${at + 1} of ${used().length}.` : `“${line.text.trim()}” is left out.`;
    const item = (line.used ? list : aside).querySelector<HTMLElement>(`[data-line="${lines.indexOf(line)}"]`);
    (focus === 'line' ? item : item?.querySelector<HTMLElement>(`[data-do="${focus}"]`) ?? item)?.focus();
  };

  const item = (line: Line): HTMLLIElement => {
    const li = element('li', 'puzzle-line');
    li.dataset.line = String(lines.indexOf(line));
    li.tabIndex = 0;
    li.draggable = true;
    const code = element('code', 'puzzle-code', line.text);
    const words = line.text.trim();
    const tools = element('span', 'puzzle-tools');
    if (line.used) {
      const at = used().indexOf(line);
      const up = button('↑', '', `Move up: ${words}`);
      const down = button('↓', '', `Move down: ${words}`);
      up.dataset.do = 'up';
      down.dataset.do = 'down';
      up.disabled = at === 0;
      down.disabled = at === used().length - 1;
      up.addEventListener('click', () => move(line, at - 1, 'up'));
      down.addEventListener('click', () => move(line, at + 1, 'down'));
      const out = button('Leave out', '', `Leave out: ${words}`);
      out.addEventListener('click', () => move(line, 'out'));
      tools.append(up, down, out);
      li.addEventListener('keydown', (event) => {
        if (event.target !== li || !event.altKey) return;
        if (event.key === 'ArrowUp' && at > 0) move(line, at - 1);
        else if (event.key === 'ArrowDown' && at < used().length - 1) move(line, at + 1);
        else return;
        event.preventDefault();
      });
    } else {
      const back = button('Put back', '', `Put back: ${words}`);
      back.addEventListener('click', () => move(line, 'in'));
      tools.append(back);
    }
    li.addEventListener('dragstart', (event) => {
      dragged = lines.indexOf(line);
      event.dataTransfer?.setData('text/plain', words);
    });
    li.addEventListener('dragover', (event) => event.preventDefault());
    li.addEventListener('drop', (event) => {
      event.preventDefault();
      event.stopPropagation();
      const from = lines[dragged];
      if (!from || from === line) return;
      if (line.used) move(from, used().indexOf(line));
      else move(from, 'out');
    });
    // The row is a flex box inside the item, so the list keeps its numbers.
    const row = element('div', 'puzzle-row');
    row.append(code, tools);
    li.append(row);
    return li;
  };

  const draw = (): void => {
    list.replaceChildren(...used().map(item));
    aside.replaceChildren(...lines.filter((l) => !l.used).map(item));
  };
  for (const [target, where] of [[list, 'in'], [aside, 'out']] as const) {
    target.addEventListener('dragover', (event) => event.preventDefault());
    target.addEventListener('drop', (event) => {
      event.preventDefault();
      const from = lines[dragged];
      if (from) move(from, where === 'in' ? used().length : 'out');
    });
  }
  draw();

  check.addEventListener('click', async () => {
    const order = used().map((l) => l.text);
    const code = order.join('\n');
    check.disabled = true;
    said.textContent = 'Running your order on the tests…';
    try {
      const graded = await gradeCode(runner, name, code, ownSeed() ?? freshSeed());
      if (graded.passed === graded.tests.length && !graded.blocked) {
        const first = !loadStars()[name];
        // A first star: marked before it is saved, so the stars' lists say "with help" as soon as they show it. A star
        // already earned keeps the program it was earned with: the puzzle's order does not take its place.
        if (first) {
          noteHelp(name, (use) => afterPass(name, use, code, false, new Date().toISOString(), true));
          saveStar(name, { code, seed: graded.seed });
        }
        solved(code);
        said.textContent = `Solved: it passed all ${graded.tests.length} tests. The program is now in your editor.` +
          (first ? ' Your star is marked “with help”.' : ' Your star stays as you earned it.');
        return;
      }
      const where = outOfPlace(order, solution, distractors) || 'Some line is out of place.';
      said.textContent = `Not yet: ${gradedWords(graded)}. ${where}`;
    } catch (error) {
      said.textContent = `The order could not be checked (${error instanceof Error ? error.message : String(error)}). Try again.`;
    } finally {
      check.disabled = false;
    }
  });
}
