// take_home.ts: the group "Take it home": Download SVG, Download PNG, Print worksheet (with how many mazes) and Copy link.
import { button, el, field, group } from '../panel/dom';
import type { BoardLinks } from './links';
import { type BoardNow, wireDownloads } from './download';
import { type WorksheetAsk, wireWorksheet } from './worksheet';

export interface TakeHome {
  /** What the board shows now, for the pictures (null or false: nothing to draw yet). */
  now(): BoardNow | null | false;
  /** The mazes a worksheet is made like (null: a box holds something that is not a setting). */
  worksheet(): Omit<WorksheetAsk, 'count'> | null;
  links: BoardLinks | null;
}

export function takeHomeGroup(home: TakeHome): HTMLDetailsElement {
  const svgButton = button('Download SVG');
  const pngButton = button('Download PNG');
  const mazeCount = field('Mazes', el('input', { type: 'number', min: 1, max: 12, step: 1, value: 4, inputmode: 'numeric', autocomplete: 'off' }), 'How many Print worksheet makes: 1 to 12.');
  const worksheet = button('Print worksheet');
  const homeNote = el('p', { class: 'board-home-note', 'aria-live': 'polite' });
  const parts: HTMLElement[] = [svgButton, pngButton, mazeCount.wrap, worksheet];
  if (home.links) {
    const links = home.links;
    const copy = button('Copy link');
    const note = el('span', { class: 'board-link-note', 'aria-live': 'polite' });
    copy.addEventListener('click', () => void links.copy(note));
    parts.push(el('span', { class: 'board-link' }, copy, note));
  }
  wireDownloads({ svgButton, pngButton, homeNote }, home.now);
  wireWorksheet({ worksheet, mazeCount, homeNote }, home.worksheet);
  return group('Take it home', 'board-home-group', el('div', { class: 'board-home' }, ...parts, homeNote));
}
