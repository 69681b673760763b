// views_group.ts: the group "More views": Distance (every room coloured by its steps from the way in) and Show as text.
import type { Store } from '../state/store';
import type { BoardViews } from '../state/views';
import { button, el, group } from './dom';
import type { TextView } from './text_view';

export function viewsGroup(views: Store<BoardViews>, text: TextView | null): HTMLDetailsElement {
  const distance = button('Distance', { 'aria-pressed': 'false' });
  distance.addEventListener('click', () => views.set({ distance: !views.value.distance }));
  views.subscribe((v) => distance.setAttribute('aria-pressed', String(v.distance)));
  const parts: HTMLElement[] = [distance];
  if (text) parts.push(text.toggleButton);
  const body = group('More views', 'board-views-group', ...parts);
  if (text) body.querySelector('.board-group-body')!.append(text.panel);
  return body;
}

/** Zoom in, Zoom out and Whole maze, shown while the maze can be looked around. */
export function zoomRow(on: { zoomIn(): void; zoomOut(): void; fit(): void }): HTMLElement {
  const hint = el('span', { class: 'board-zoom-hint', text: 'Drag the maze to look around, or click it and use the arrow keys, + and −.' });
  const zoomIn = button('Zoom in');
  const zoomOut = button('Zoom out');
  const fit = button('Whole maze');
  zoomIn.addEventListener('click', () => on.zoomIn());
  zoomOut.addEventListener('click', () => on.zoomOut());
  fit.addEventListener('click', () => on.fit());
  return el('div', { class: 'board-zoom', hidden: true }, zoomIn, zoomOut, fit, hint);
}
