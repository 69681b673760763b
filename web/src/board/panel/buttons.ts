// buttons.ts: the lesson's own buttons, in one row beside the maze: Step, Grow a maze, Random walls, Way out, Tree, Play, and Pause while a maze grows.
import { pauseButton, type State } from '../state/machine';
import { button, el } from './dom';

export const BUTTONS = {
  step: 'Step',
  grow: 'Grow a maze',
  randomWalls: 'Random walls',
  wayOut: 'Way out',
  tree: 'Tree',
  play: 'Play',
  // Last, in a place kept for it: showing it moves no other button.
  pause: 'Pause',
} as const;
export type ButtonName = keyof typeof BUTTONS;

/** The buttons that start something new look like it. */
const PRIMARY: readonly ButtonName[] = ['grow', 'randomWalls'];

export interface Buttons {
  root: HTMLElement;
  get(name: ButtonName): HTMLButtonElement | undefined;
  /** Pause shows while a maze grows, and says Resume once paused. */
  showState(state: State): void;
  /** The Tree button's pressed state and the words beside it. */
  showTree(mode: 'off' | 'over' | 'family'): void;
}

/** The buttons named, in the lesson's order; `on(name)` is what each does. */
export function lessonButtons(names: readonly ButtonName[], on: (name: ButtonName) => unknown): Buttons {
  const made = new Map<ButtonName, HTMLButtonElement>();
  const root = el('div', { class: 'board-actions' });
  const treeMode = el('span', { class: 'board-tree-mode', 'aria-live': 'polite' });
  for (const name of Object.keys(BUTTONS) as ButtonName[]) {
    if (!names.includes(name)) continue;
    const b = button(BUTTONS[name], PRIMARY.includes(name) ? { class: 'primary' } : {});
    if (name === 'tree') b.setAttribute('aria-pressed', 'false');
    if (name === 'pause') {
      b.classList.add('board-pause');
      b.hidden = true;
    }
    b.addEventListener('click', () => void on(name));
    made.set(name, b);
    root.append(name === 'tree' ? el('span', { class: 'board-tree' }, b, treeMode) : b);
  }
  return {
    root,
    get: (name) => made.get(name),
    showState(state) {
      const pause = made.get('pause');
      if (!pause) return;
      const { label, shown } = pauseButton(state);
      // Moving focus off a button that hides would drop it to the page: keep it on the board.
      if (!shown && document.activeElement === pause) made.get('grow')?.focus();
      pause.textContent = label;
      pause.hidden = !shown;
    },
    showTree(mode) {
      made.get('tree')?.setAttribute('aria-pressed', String(mode !== 'off'));
      treeMode.textContent = mode === 'over' ? 'over the maze' : mode === 'family' ? 'as a family tree' : '';
    },
  };
}
