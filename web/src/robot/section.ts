// section.ts: the robot's race: two to four of the engine's rules (ticked from its table) on one maze, side by side,
// step by step, with the student's own robot beside them if asked; and the table of what every rule did on that
// maze. The maze: a 10 x 10 random walk with loops (or 100 or 1000 a side, to watch the rules spread), the robot
// starting in the middle, looking for the way out.
import { type Maze, type MazeEngine, loadMazeEngine } from 'maze-engine';
import { LIMITS, RULES, RULE_FACTS, type Rule } from 'maze-engine/engine';
import { el } from '../common/dom';
import type { BoardSpec } from '../race/board';
import { type Plan, middleOf } from '../race/plan';
import { SIDES, type Side, freshSeed, raceMaze } from '../race/maze';
import { Race } from '../race/race';
import { trailWalker } from '../race/walker';
import { askMyRobot } from './mine';
import { MINE, RuleTable } from './table';
import './robot.css';

/** A maze where a hand on the wall, set off in the middle, goes round an island for ever (and Pledge gets out). */
const FIRST_SEED = '2';
const FIRST_RULES: Rule[] = ['right-hand', 'pledge', 'tremaux', 'random-mouse'];
const MOST = 4;
const FEWEST = 2;

const COUNTS = { visited: 'Rooms visited', memory: 'Memory at most', code: false, note: '' };
/** A rule's board, in the engine's words for it: what it does, up to the first colon (the rest is in the text). */
function specOf(rule: Rule): BoardSpec {
  const { title, does } = RULE_FACTS[rule];
  const gist = does.split(':')[0];
  return { rule, name: title, short: title, line: `${gist.charAt(0).toUpperCase()}${gist.slice(1)}.`, ...COUNTS };
}

export interface RobotRaceOptions {
  /** Asks for the guess before the race moves, if it is not given yet: true if it asked. */
  askFirst?: () => boolean;
}

class RobotRace {
  #engine: MazeEngine | null = null;
  #maze: Maze | null = null;
  #plan: Plan | null = null;
  #seed = FIRST_SEED;
  #race: Race | null = null;
  #mine: number[] | null = null;
  #askFirst: () => boolean;
  #boxes = new Map<Rule, HTMLInputElement>();
  #place = el('div', { class: 'robot-race-boards' });
  #said = el('p', { class: 'robot-race-said', 'aria-live': 'polite' });
  #newMaze = el('button', { type: 'button' }, 'New maze');
  #loops = el('input', { type: 'checkbox', id: 'robot-race-loops', checked: '' });
  #middle = el('input', { type: 'checkbox', id: 'robot-race-middle', checked: '' });
  #size = el('select', { id: 'robot-race-size' }, ...SIDES.map((side) => el('option', { value: String(side) }, `${side} x ${side}`)));
  #raceMine = el('button', { type: 'button' }, 'Race my robot');
  #seedText = el('span', { class: 'race-seed' }, `Maze: seed ${FIRST_SEED}`);
  readonly table = new RuleTable();

  constructor(root: HTMLElement, tableRoot: HTMLElement | null, { askFirst = () => false }: RobotRaceOptions) {
    this.#askFirst = askFirst;
    const choices = RULES.map((rule) => {
      const box = el('input', { type: 'checkbox', value: rule, ...(FIRST_RULES.includes(rule) ? { checked: '' } : {}) });
      box.addEventListener('change', () => this.#choose(box));
      this.#boxes.set(rule, box);
      return el('label', { class: 'race-check' }, box, RULE_FACTS[rule].title);
    });
    const chooser = el('fieldset', { class: 'robot-race-rules' }, el('legend', {}, `Rules in the race (${FEWEST} to ${MOST})`), ...choices);
    const check = (input: HTMLInputElement, words: string) => el('label', { class: 'race-check', for: input.id }, input, words);
    const size = el('span', { class: 'race-check' }, el('label', { for: this.#size.id }, 'Size'), this.#size);
    const mazeRow = el('div', { class: 'toolbar robot-race-maze' }, this.#seedText, this.#newMaze, size, check(this.#loops, 'With loops'), check(this.#middle, 'Start in the middle'), this.#raceMine);
    root.append(chooser, mazeRow, this.#said, this.#place);
    tableRoot?.append(this.table.root);
    this.#newMaze.addEventListener('click', () => this.#ask(freshSeed()));
    for (const box of [this.#loops, this.#middle, this.#size]) box.addEventListener('change', () => this.#ask(this.#seed));
    this.#raceMine.addEventListener('click', () => void this.#addMine());
    void loadMazeEngine().then((engine) => {
      this.#engine = engine;
      this.#make(FIRST_SEED, false);
    });
  }

  #chosen(): Rule[] {
    return RULES.filter((rule) => this.#boxes.get(rule)!.checked);
  }

  /** A rule ticked or unticked: the race again with the rules ticked, if there are two to four. */
  #choose(box: HTMLInputElement): void {
    const count = this.#chosen().length;
    if (count > MOST || count < FEWEST) {
      box.checked = !box.checked;
      this.#said.textContent = count > MOST ? `${MOST} rules at most: untick one first.` : `A race needs ${FEWEST} rules at least.`;
      return;
    }
    this.#build();
    this.#said.textContent = `The race: ${this.#chosen().map((r) => RULE_FACTS[r].title).join(', ')}.`;
  }

  /** The boards of the rules ticked (and the student's robot, once asked), on the maze from the start. */
  #build(): void {
    const specs = this.#chosen().map(specOf);
    const mine = this.#mine;
    if (mine) {
      specs.push({ rule: 'mine', name: MINE, short: MINE, line: 'robot(maze, start, goal) in the program below', ...COUNTS, walker: (plan) => trailWalker(mine, plan) });
    }
    this.#race?.pause(false);
    this.#race = new Race(specs, { askFirst: this.#askFirst, label: 'The robot\'s race' });
    this.#place.replaceChildren(this.#race.root);
    if (this.#maze && this.#plan) this.#race.reset(this.#maze, this.#plan);
  }

  /** A maze asked for: said first when it is big (it takes a moment), then made. */
  #ask(seed: string): void {
    const side = Number(this.#size.value);
    if (side === SIDES[0]) return this.#make(seed, true);
    this.#race?.pause(false);
    this.#said.textContent = `Making a ${side} x ${side} maze…`;
    requestAnimationFrame(() => setTimeout(() => this.#make(seed, true)));
  }

  /** A maze of this seed, with loops and from the middle if ticked: every board and the table from the start. */
  #make(seed: string, tell: boolean): void {
    const engine = this.#engine;
    if (!engine) return;
    const side = Number(this.#size.value) as Side;
    const { maze, plan } = raceMaze(engine, seed, this.#loops.checked, side);
    this.#seed = maze.seed ?? '';
    if (this.#middle.checked) plan.from = middleOf(plan);
    this.#maze?.dispose();
    this.#maze = maze;
    this.#plan = plan;
    this.#mine = null;
    this.#build();
    const big = side === SIDES[0] ? '' : `, ${side} x ${side}`;
    const which = `seed ${this.#seed}${big}${this.#loops.checked ? ', with loops' : ''}${this.#middle.checked ? ', from the middle' : ''}`;
    this.#seedText.textContent = `Maze: ${which}`;
    this.table.measure(maze, plan, which, () => this.#race?.running ?? false);
    this.table.mine(null);
    if (tell) this.#said.textContent = `A new maze (${which}): every board starts again.`;
    requestAnimationFrame(() => performance.mark('robot-race-ready'));
  }

  /** The robot program's robot on this maze, as a board of its own and a row of the table. */
  async #addMine(): Promise<void> {
    const plan = this.#plan;
    if (!plan) return;
    if (plan.rows * plan.cols > LIMITS.robotRooms) {
      this.#said.textContent = `Your robot races on mazes of up to ${LIMITS.robotRooms.toLocaleString('en')} rooms: choose a smaller size first.`;
      return;
    }
    this.#raceMine.disabled = true;
    this.#said.textContent = 'Running your robot…';
    try {
      const got = await askMyRobot(plan);
      if ('trail' in got) {
        this.#mine = got.trail;
        this.#build();
        const walk = trailWalker(got.trail, plan);
        walk.stepMany(Infinity);
        this.table.mine({ found: walk.route.length > 0, length: walk.route.length, steps: walk.steps, visited: walk.visited, memory: null });
        this.#said.textContent = `Your robot is on the race as its last board. Press Step or Run.${walk.why ? ` ${walk.why}` : ''}`;
      } else {
        this.#said.textContent = `${got.title} ${got.advice}`.trim();
      }
    } finally {
      this.#raceMine.disabled = false;
    }
  }
}

/** Mounts the race on #robot-race and the table on #robot-table, if the page has them. */
export function mountRobotRace(options: RobotRaceOptions = {}): void {
  const root = document.getElementById('robot-race');
  if (root) new RobotRace(root, document.getElementById('robot-table'), options);
}
