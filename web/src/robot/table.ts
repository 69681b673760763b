// table.ts: what each rule can do, measured by the engine on the race's maze: every rule of the engine's table run
// to its end from the race's start to its goal (found it? a shortest way? steps, rooms visited, memory), and the
// student's robot beside them once it has raced.
import type { Maze } from 'maze-engine';
import { RULES, RULE_FACTS, type Rule } from 'maze-engine/engine';
import { el } from '../common/dom';
import type { Plan } from '../race/draw';
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

export class RuleTable {
  readonly root: HTMLElement;
  #caption = el('caption', {});
  #body = el('tbody', {});
  #rows: Measured[] = [];

  constructor() {
    const head = el(
      'thead',
      {},
      el('tr', {}, ...['Rule', 'Needs the map', 'Found the way', 'A shortest way', 'Steps', 'Rooms visited', 'Memory at most'].map((h) => el('th', { scope: 'col' }, h))),
    );
    this.root = el('div', { class: 'rule-table-wrap' }, el('table', { class: 'rule-table' }, this.#caption, head, this.#body));
  }

  /** Every rule run to its end on this maze, from the plan's start to its goal. */
  measure(maze: Maze, plan: Plan, which: string): void {
    this.#rows = RULES.map((rule: Rule) => {
      const facts = RULE_FACTS[rule];
      const r = maze.solve({ rule, from: plan.from, to: plan.to, ...(facts.seeded ? { seed: RACE_SEED } : {}) });
      return { name: facts.title, map: yes(facts.map), found: r.found, length: r.route.length, steps: r.steps, visited: r.visited, memory: r.memory };
    });
    this.#caption.textContent = `What each rule did on the race's maze (${which}), as the engine counted it.`;
    this.#draw();
  }

  /** The student's robot as a row of its own (null: none yet). */
  mine(row: Omit<Measured, 'map' | 'name'> | null): void {
    this.#rows = this.#rows.filter((r) => r.name !== 'Your robot');
    if (row) this.#rows.push({ ...row, name: 'Your robot', map: 'no' });
    this.#draw();
  }

  #draw(): void {
    const shortest = Math.min(...this.#rows.filter((r) => r.found && r.name !== 'Your robot').map((r) => r.length));
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
