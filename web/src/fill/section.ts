// section.ts: "One fill, a stack or a queue": one maze (the lesson's seed-2083 random walk, 10 x 10, the way in top
// left, the way out bottom right), the stack and the queue side by side on it, then "What if you could see the whole
// maze?": dead-end filling and A* on the same maze, each its own Step and Run. New maze (with loops, if ticked) for all.
import { type Maze, type MazeEngine, loadMazeEngine } from 'maze-engine';
import { el } from '../common/dom';
import type { BoardSpec } from '../race/board';
import { freshSeed, raceMaze } from '../race/maze';
import { Race } from '../race/race';
import './fill.css';

/** The lesson's maze. */
const FIRST_SEED = '2083';

const LIST = { visited: 'Rooms visited', memory: 'The list at its largest' };

export const STACK: BoardSpec = { rule: 'dfs', name: 'A stack: depth-first', short: 'The stack', line: 'room = rooms.pop(-1)', note: 'From the end of the list.', code: true, ...LIST };
export const QUEUE: BoardSpec = { rule: 'bfs', name: 'A queue: breadth-first', short: 'The queue', line: 'room = rooms.pop(0)', note: 'From the front of the list.', code: true, ...LIST };
export const FILLING: BoardSpec = {
  rule: 'dead-end-filling',
  name: 'Dead-end filling',
  short: 'Dead-end filling',
  line: 'Fill in each dead end, and each room that becomes one.',
  note: 'What is left open is the way.',
  code: false,
  visited: 'Rooms filled',
  memory: 'Rooms it remembers',
};
export const A_STAR: BoardSpec = {
  rule: 'a-star',
  name: 'A*',
  short: 'A*',
  line: 'room = min(rooms, key=cost)',
  note: 'Cost: rooms walked, plus rooms still to go if there were no walls.',
  code: true,
  ...LIST,
};

export interface FillOptions {
  /** Asks for the guess before the stack and the queue move, if it is not given yet: true if it asked. */
  askFirst?: () => boolean;
}

class FillSection {
  #engine: MazeEngine | null = null;
  #maze: Maze | null = null;
  #seed = FIRST_SEED;
  #newMaze = el('button', { type: 'button' }, 'New maze');
  #loops = el('input', { type: 'checkbox', id: 'fill-loops' });
  #seedText = el('span', { class: 'fill-seed' }, `Maze: seed ${FIRST_SEED}`);
  #loading = el('span', { class: 'board-loading fill-loading' }, 'Loading the maze…');
  #races: Race[];

  constructor(root: HTMLElement, wholeRoot: HTMLElement | null, { askFirst }: FillOptions) {
    const loops = el('label', { class: 'race-check', for: 'fill-loops' }, this.#loops, 'With loops');
    const mazeRow = el('div', { class: 'toolbar fill-maze' }, this.#seedText, this.#newMaze, loops, this.#loading);
    const first = new Race([STACK, QUEUE], { askFirst, below: [mazeRow], label: 'The stack and the queue' });
    root.append(first.root);
    this.#races = [first];
    if (wholeRoot) {
      for (const spec of [FILLING, A_STAR]) {
        const race = new Race([spec], { label: spec.name });
        wholeRoot.append(race.root);
        this.#races.push(race);
      }
    }
    this.#newMaze.addEventListener('click', () => this.#make(freshSeed(), true));
    this.#loops.addEventListener('change', () => this.#make(this.#seed, true));
    void loadMazeEngine().then(
      (engine) => {
        this.#engine = engine;
        this.#make(FIRST_SEED, false);
        this.#loading.remove();
        requestAnimationFrame(() => performance.mark('board-ready')); // the page's later parts wait for it (when.ts)
      },
      (error: unknown) => {
        this.#loading.textContent = `The maze could not be made: ${(error as Error).message}`;
        this.#loading.classList.remove('board-loading'); // said, and no longer loading
      },
    );
  }

  /** A maze of this seed, with loops if ticked, on every board from the start (said, if `tell`). */
  #make(seed: string, tell: boolean): void {
    const engine = this.#engine;
    if (!engine) return;
    const { maze, plan } = raceMaze(engine, seed, this.#loops.checked);
    this.#seed = maze.seed ?? '';
    for (const race of this.#races) race.reset(maze, plan);
    this.#maze?.dispose();
    this.#maze = maze;
    const which = `seed ${this.#seed}${this.#loops.checked ? ', with loops' : ''}`;
    this.#seedText.textContent = `Maze: ${which}`;
    if (tell) this.#races[0].said.textContent = `A new maze (${which}): every board starts again.`;
  }
}

/** Mounts the stack and the queue on #fill-race, and the whole-maze rules on #whole-maze-race, if the page has them. */
export function mountFill(options: FillOptions = {}): void {
  const root = document.getElementById('fill-race');
  if (!root) return;
  new FillSection(root, document.getElementById('whole-maze-race'), options);
}
