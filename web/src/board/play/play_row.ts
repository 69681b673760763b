// play_row.ts: what a board shows while a game is played: New maze, Stop playing, Far apart and Fog, the keyboard help, the time, the pad for fingers, and the line a screen reader hears after each move.
import type { Heading, Shape } from 'maze-engine/engine';
import { KEY_HELP, TOUCH_HELP, padButtons } from '../../play/directions';
import { INSIDE_KEY_HELP, INSIDE_TOUCH_HELP, INSIDE_PAD, insideProblem } from '../../play/inside/walker';
import { button, el, swatch, uid } from '../panel/dom';

export interface PlayRow {
  root: HTMLElement;
  newMaze: HTMLButtonElement;
  stop: HTMLButtonElement;
  /** Of 20 mazes from the seed on, the longest way out (Harder) or the shortest (Easier). */
  harder: HTMLButtonElement;
  easier: HTMLButtonElement;
  far: HTMLInputElement;
  fog: HTMLInputElement;
  /** Keys: none, or 1 to 3 locked doors on the way out, each with its key (the engine's). */
  keys: HTMLSelectElement;
  /** Inside: the walk in first person (aria-pressed), square mazes only. */
  inside: HTMLButtonElement;
  /** The time and anything else said beside the status. */
  note: HTMLElement;
  /** Heard by screen readers after each move: "Room 12 of 100. Ways on: up, right." */
  heard: HTMLElement;
  /** The pad of buttons for fingers (shown on touch screens only). */
  pad: HTMLElement;
  /** The help line, the pad and whether Inside can be pressed follow the shape; in Inside, the pad turns and steps. */
  showShape(shape: Shape, inside: boolean): void;
}

function toggle(label: string, hint: string): { wrap: HTMLElement; input: HTMLInputElement } {
  const input = el('input', { type: 'checkbox', class: 'board-play-check' });
  const id = uid(`${label}-hint`);
  input.setAttribute('aria-describedby', id);
  const wrap = el('span', { class: 'board-play-toggle' }, el('label', {}, input, ` ${label}`), el('span', { class: 'board-play-hint', id, text: hint }));
  return { wrap, input };
}

/** `go(heading)`: a pad button pressed (in Inside, up steps forward, down back, left and right turn). */
export function playRow(go: (heading: Heading) => void): PlayRow {
  const newMaze = button('New maze', { class: 'primary' });
  const stop = button('Stop playing');
  const harder = button('Harder', { title: 'the longest way out of 20 mazes' });
  const easier = button('Easier', { title: 'the shortest way out of 20 mazes' });
  const far = toggle('Far apart', 'the way in and the way out as far apart as the maze allows');
  const fog = toggle('Fog', 'only the rooms you have seen are drawn');
  const keysId = uid('keys');
  const keys = el('select', { id: keysId, class: 'board-play-keys', 'aria-describedby': `${keysId}-hint` }) as HTMLSelectElement;
  keys.append(new Option('None', '0'), ...[1, 2, 3].map((n) => new Option(String(n), String(n))));
  const keysWrap = el(
    'span',
    { class: 'board-play-toggle' },
    el('span', { class: 'board-play-keys-row' }, el('label', { for: keysId }, 'Keys'), keys),
    el('span', { class: 'board-play-hint', id: `${keysId}-hint`, text: 'locked doors on the way out, and a key for each' }),
  );
  const insideWhy = el('span', { class: 'board-play-hint', id: uid('inside-why') });
  const inside = button('Inside', { 'aria-pressed': 'false', 'aria-describedby': insideWhy.id, class: 'board-play-inside' });
  const help = el('p', { class: 'board-play-help for-keys' });
  const touchHelp = el('p', { class: 'board-play-help for-touch' });
  const note = el('p', { class: 'board-play-note', 'aria-live': 'polite' });
  const heard = el('p', { class: 'board-play-heard', role: 'status', 'aria-live': 'polite' });
  const pad = el('div', { class: 'board-play-pad', role: 'group', 'aria-label': 'Move' });
  const fogLine = el('li', { hidden: true }, swatch('fog'), 'Fog: rooms you have not seen yet');
  const keyLine = el('li', { hidden: true }, swatch('key'), 'A key, and the door it opens: one colour (1 red, 2 green, 3 blue)');
  keys.addEventListener('change', () => (keyLine.hidden = keys.value === '0'));
  const legend = el(
    'ul',
    { class: 'board-legend', 'aria-label': 'What the colours mean' },
    el('li', {}, swatch('player'), 'You, and your trail'),
    el('li', {}, swatch('goal'), 'The way out'),
    keyLine,
    fogLine,
  );
  fog.input.addEventListener('change', () => (fogLine.hidden = !fog.input.checked));
  const root = el(
    'div',
    { class: 'board-play', hidden: true },
    el('div', { class: 'board-actions' }, newMaze, harder, easier, stop),
    pad,
    el('div', { class: 'board-play-toggles' }, far.wrap, fog.wrap, keysWrap, el('span', { class: 'board-play-toggle' }, inside, insideWhy)),
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
    harder,
    easier,
    far: far.input,
    fog: fog.input,
    keys,
    inside,
    note,
    heard,
    pad,
    showShape(shape, on) {
      const why = insideProblem(shape);
      inside.disabled = why !== null;
      inside.setAttribute('aria-pressed', String(on));
      insideWhy.textContent = why ?? 'walk the maze in first person, as in the old 3D maze games';
      help.textContent = on ? INSIDE_KEY_HELP : KEY_HELP[shape];
      touchHelp.textContent = on ? INSIDE_TOUCH_HELP : TOUCH_HELP;
      pad.replaceChildren(
        ...padButtons(shape).map((p) => {
          const b = button(on ? INSIDE_PAD[p.heading] ?? p.label : p.label, { 'data-heading': p.heading });
          b.style.gridRow = String(p.row + 1);
          b.style.gridColumn = String(p.col + 1);
          b.addEventListener('click', () => go(p.heading));
          return b;
        }),
      );
    },
  };
}
