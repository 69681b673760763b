// play_row.ts: what a board shows while a game is played: New maze, Stop playing, Far apart and Fog, the keyboard help, the time, the pad for fingers, and the line a screen reader hears after each move.
import type { Heading, Shape } from 'maze-engine/engine';
import { KEY_HELP, TOUCH_HELP, padButtons } from '../../play/directions';
import { button, el, swatch, uid } from '../panel/dom';

export interface PlayRow {
  root: HTMLElement;
  newMaze: HTMLButtonElement;
  stop: HTMLButtonElement;
  far: HTMLInputElement;
  fog: HTMLInputElement;
  /** The time and anything else said beside the status. */
  note: HTMLElement;
  /** Heard by screen readers after each move: "Room 12 of 100. Ways on: up, right." */
  heard: HTMLElement;
  /** The help line and the pad follow the shape. */
  showShape(shape: Shape): void;
}

function toggle(label: string, hint: string): { wrap: HTMLElement; input: HTMLInputElement } {
  const input = el('input', { type: 'checkbox', class: 'board-play-check' });
  const id = uid(`${label}-hint`);
  input.setAttribute('aria-describedby', id);
  const wrap = el('span', { class: 'board-play-toggle' }, el('label', {}, input, ` ${label}`), el('span', { class: 'board-play-hint', id, text: hint }));
  return { wrap, input };
}

/** `go(heading)`: a pad button pressed. */
export function playRow(go: (heading: Heading) => void): PlayRow {
  const newMaze = button('New maze', { class: 'primary' });
  const stop = button('Stop playing');
  const far = toggle('Far apart', 'the way in and the way out as far apart as the maze allows');
  const fog = toggle('Fog', 'only the rooms you have seen are drawn');
  const help = el('p', { class: 'board-play-help for-keys' });
  const touchHelp = el('p', { class: 'board-play-help for-touch' }, TOUCH_HELP);
  const note = el('p', { class: 'board-play-note', 'aria-live': 'polite' });
  const heard = el('p', { class: 'board-play-heard', role: 'status', 'aria-live': 'polite' });
  const pad = el('div', { class: 'board-play-pad', role: 'group', 'aria-label': 'Move' });
  const fogLine = el('li', { hidden: true }, swatch('fog'), 'Fog: rooms you have not seen yet');
  const legend = el(
    'ul',
    { class: 'board-legend', 'aria-label': 'What the colours mean' },
    el('li', {}, swatch('player'), 'You, and your trail'),
    el('li', {}, swatch('goal'), 'The way out'),
    fogLine,
  );
  fog.input.addEventListener('change', () => (fogLine.hidden = !fog.input.checked));
  const root = el(
    'div',
    { class: 'board-play', hidden: true },
    el('div', { class: 'board-actions' }, newMaze, stop),
    pad,
    el('div', { class: 'board-play-toggles' }, far.wrap, fog.wrap),
    help,
    touchHelp,
    note,
    heard,
    legend,
  );
  return {
    root,
    newMaze,
    stop,
    far: far.input,
    fog: fog.input,
    note,
    heard,
    showShape(shape) {
      help.textContent = KEY_HELP[shape];
      pad.replaceChildren(
        ...padButtons(shape).map((p) => {
          const b = button(p.label, { 'data-heading': p.heading });
          b.style.gridRow = String(p.row + 1);
          b.style.gridColumn = String(p.col + 1);
          b.addEventListener('click', () => go(p.heading));
          return b;
        }),
      );
    },
  };
}
