// table.ts: what each rule can do, measured by the engine on the race's maze: every rule of the engine's table run
// to its end from the race's start to its goal (found it? a shortest way? steps, rooms visited, memory), and the
// student's robot beside them once it has raced.
import type { Maze } from 'maze-engine';
import { RULES, RULE_FACTS, type Rule } from 'maze-engine/engine';
import { el } from '../common/dom';
import type { Plan } from '../race/plan';
import { RACE_SEED } from '../race/walker';

/** One row: a rule's name and what it did. */
interface Measured {
  name: string;
  map: string;
  found: boolean;
  length: number;
  steps: number;
  visited: number;
  memory: number | null;
}

const yes = (b: boolean): string => (b ? 'yes' : 'no');
export const MINE = 'Your robot';
/** Mazes up to this many rooms are measured at once (a 100 x 100 maze's eleven rules: a blink). */
const AT_ONCE = 10_000;
/** How often a big maze's table looks again whether the race has stopped. */
const WAIT_MS = 250;

export class RuleTable {
  readonly root: HTMLElement;
  #caption = el('caption', {});
  #body = el('tbody', {});
  #rows: Measured[] = [];
  #made = 0; // the maze measured last: the rules of an older one are not run

  constructor() {
    const head = el(
      'thead',
      {},
      el('tr', {}, ...['Rule', 'Needs the map', 'Found the way', 'A shortest way', 'Steps', 'Rooms visited', 'Memory at most'].map((h) => el('th', { scope: 'col' }, h))),
    );
    this.root = el('div', { class: 'rule-table-wrap' }, el('table', { class: 'rule-table' }, this.#caption, head, this.#body));
  }

  /**
   * Every rule run to its end on this maze, from the plan's start to its goal: at once on a small maze, a rule a turn
   * of the page on a big one, so the page answers while the table fills, and none while `busy()` (a race running:
   * a big maze's rule takes a good part of a second, which the race's frames would miss).
   */
  measure(maze: Maze, plan: Plan, which: string, busy: () => boolean = () => false): void {
    const made = ++this.#made;
    const one = (rule: Rule): Measured => {
      const facts = RULE_FACTS[rule];
      const r = maze.solve({ rule, from: plan.from, to: plan.to, ...(facts.seeded ? { seed: RACE_SEED } : {}) });
      return { name: facts.title, map: yes(facts.map), found: r.found, length: r.route.length, steps: r.steps, visited: r.visited, memory: r.memory };
    };
    const caption = (): void => {
      const left = RULES.length - this.#rows.filter((r) => r.name !== MINE).length;
      this.#caption.textContent = `What each rule did on the race's maze (${which}), as the engine counted it${left > 0 ? `: ${left} still to measure…` : '.'}`;
    };
    this.#rows = [];
    if (plan.rows * plan.cols <= AT_ONCE) this.#rows = RULES.map(one);
    else {
      const next = (i: number): void => {
        if (made !== this.#made || i >= RULES.length) return; // a new maze came: this one is gone
        if (busy()) return void setTimeout(() => next(i), WAIT_MS);
        this.#rows.push(one(RULES[i]));
        caption();
        this.#draw();
        setTimeout(() => next(i + 1));
      };
      setTimeout(() => next(0));
    }
    caption();
    this.#draw();
  }

  /** The student's robot as a row of its own (null: none yet). */
  mine(row: Omit<Measured, 'map' | 'name'> | null): void {
    this.#rows = this.#rows.filter((r) => r.name !== MINE);
    if (row) this.#rows.push({ ...row, name: MINE, map: 'no' });
    this.#draw();
  }

  #draw(): void {
    const shortest = Math.min(...this.#rows.filter((r) => r.found && r.name !== MINE).map((r) => r.length));
    this.#body.replaceChildren(
      ...this.#rows.map((r) => {
        const longer = r.length - shortest;
        const short = !r.found ? '–' : longer === 0 ? 'yes' : `no: ${longer} room${longer === 1 ? '' : 's'} longer`;
        const cells = [r.map, yes(r.found), short, String(r.steps), String(r.visited), r.memory === null ? '–' : String(r.memory)];
        return el('tr', { 'data-rule': r.name }, el('th', { scope: 'row' }, r.name), ...cells.map((c) => el('td', {}, c)));
      }),
    );
  }
}
