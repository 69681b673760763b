// class_view.ts: "The class at a glance", above the desk's table: stars a challenge, the hidden tests failed most
// (the most failed one's maze one press away), and on request every hidden test failed, each with its maze a press
// away. Redrawn from the rows whenever one is checked.
import { CHALLENGES } from '../lesson/challenges';
import { rowName, type Copies } from './copies';
import { showFailingTest } from './detail';
import { button, el } from './dom';
import type { FileResult } from './grade_file';
import { overview, type Overview, type TestTally } from './overview';
import { percent } from './similar';

/** How many hidden tests the list names: the ones most students fail are the ones worth a lesson. */
const MOST_TESTS = 5;

export class ClassView {
  readonly element = el('section', 'desk-glance');
  private readonly body = el('div', 'desk-glance-body');
  /** Whether the teacher opened the list of every test failed: kept as the rows come in. */
  private showAll = false;

  constructor(private readonly detail: HTMLElement) {
    const title = el('h2', '', 'The class at a glance');
    title.id = 'desk-glance-title';
    this.element.setAttribute('aria-labelledby', title.id);
    this.element.append(title, this.body);
    this.element.hidden = true;
  }

  draw(results: FileResult[], copies: Copies): void {
    const seen = overview(results);
    this.element.hidden = seen.checked === 0;
    if (seen.checked === 0) return;
    const stars = el('table', 'figures desk-stars');
    stars.append(el('caption', '', `Stars: ${seen.checked} ${seen.checked === 1 ? 'file' : 'files'} checked`));
    const head = el('tr');
    for (const words of ['Challenge', 'Programs', 'Earned']) {
      const th = el('th', '', words);
      th.scope = 'col';
      head.append(th);
    }
    const body = el('tbody');
    for (const s of seen.stars) {
      const tr = el('tr');
      const th = el('th', '', `${s.challenge} ${CHALLENGES[s.challenge].stars}`);
      th.scope = 'row';
      tr.append(th, el('td', '', String(s.tried)), el('td', '', String(s.earned)));
      body.append(tr);
    }
    stars.append(el('thead'), body);
    stars.tHead!.append(head);

    const tests = el('div', 'desk-failed');
    tests.append(el('h3', '', 'Hidden tests failed most'));
    const failed = seen.tests.filter((t) => t.failed > 0);
    if (failed.length === 0) tests.append(el('p', '', 'No hidden test failed.'));
    else {
      const list = el('ol');
      failed.slice(0, MOST_TESTS).forEach((t, i) => list.append(this.testItem(t, i === 0)));
      tests.append(list);
    }
    if (failed.length > MOST_TESTS) tests.append(...this.allTests(failed));
    this.body.replaceChildren(stars, tests, this.mistakes(seen), this.copies(results, copies));
  }

  /** "Show all N tests": a button that opens the list of every hidden test some program failed, most failed first. */
  private allTests(failed: TestTally[]): HTMLElement[] {
    const list = el('ol', 'desk-all-tests');
    list.id = 'desk-all-tests';
    list.setAttribute('aria-label', 'Every hidden test failed');
    for (const t of failed) list.append(this.testItem(t, true, true));
    list.hidden = !this.showAll;
    const toggle = button(`Show all ${failed.length} tests`, 'desk-show-all');
    toggle.setAttribute('aria-controls', list.id);
    toggle.setAttribute('aria-expanded', String(this.showAll));
    toggle.addEventListener('click', () => {
      this.showAll = !this.showAll;
      list.hidden = !this.showAll;
      toggle.setAttribute('aria-expanded', String(this.showAll));
    });
    return [toggle, list];
  }

  /** The known mistakes made (lesson/help/'s catalogue), and the help the students used on the page. */
  private mistakes(seen: Overview): HTMLElement {
    const box = el('div', 'desk-mistakes');
    box.append(el('h3', '', 'Known mistakes'));
    if (seen.mistakes.length === 0) box.append(el('p', '', 'None of the known mistakes was made.'));
    else {
      const list = el('ul');
      for (const m of seen.mistakes) list.append(el('li', '', `${m.challenge}: ${m.name}: ${m.count}`));
      box.append(list);
    }
    const h = seen.help;
    box.append(el('h3', '', 'Help used'));
    box.append(
      el('p', '', h.files === 0 ? 'No progress file says its student asked for help.'
        : `${h.files} ${h.files === 1 ? 'student' : 'students'} asked for help: ${h.hints} ${h.hints === 1 ? 'hint' : 'hints'}, ${h.puzzles} ${h.puzzles === 1 ? 'puzzle' : 'puzzles'} of the lines, ${h.withHelp} ${h.withHelp === 1 ? 'star' : 'stars'} earned with help${h.own ? `, ${h.own} earned with help at first, then on the student's own` : ''}.`),
    );
    return box;
  }

  /** Copies found: each pair of rows whose function for a challenge looks alike, most alike first. */
  private copies(results: FileResult[], copies: Copies): HTMLElement {
    const box = el('div', 'desk-copies');
    box.append(el('h3', '', 'Copies found'));
    const found = Object.entries(copies.pairs).flatMap(([challenge, pairs]) => pairs.map((p) => ({ challenge, ...p })));
    if (found.length === 0) {
      box.append(el('p', '', 'No two programs look alike.'));
      return box;
    }
    found.sort((x, y) => y.score - x.score);
    const list = el('ul');
    const name = (key: string) => rowName(results[Number(key)]);
    for (const f of found) list.append(el('li', '', `${f.challenge}: ${name(f.a)} and ${name(f.b)}, ${percent(f.score)} alike`));
    box.append(list);
    return box;
  }

  /** A test's line; `withMaze`: its first failure's maze a press away (each button named by its test in the full list). */
  private testItem(t: TestTally, withMaze: boolean, named = false): HTMLLIElement {
    const title = `${t.challenge}, ${t.name}`;
    const item = el('li', '', `${title}: ${t.failed} of ${t.ran} failed`);
    if (withMaze && t.example) {
      const example = t.example;
      const show = button('Show its maze', 'desk-show', named ? `Show its maze: ${title}` : '');
      show.addEventListener('click', () =>
        showFailingTest(this.detail, example, () => {
          this.detail.hidden = true;
          show.focus();
        }),
      );
      item.append(' ', show);
    }
    return item;
  }
}
