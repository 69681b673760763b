// dom.ts: the board's parts made of elements (el() is common/dom.ts's): a labelled field, a button, a swatch, and a named group that opens in place.

import { type Attrs, el } from '../../common/dom';

// The board's files make their elements with el() from here, beside the board's own parts.
export { type Attrs, el };

let idCount = 0;
/** An id no other element of the page has (several boards share the page). */
export const uid = (name: string): string => `board-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${++idCount}`;

export function button(text: string, attrs: Attrs = {}): HTMLButtonElement {
  return el('button', { type: 'button', text, ...attrs });
}

/** A legend's colour sample (board.css .board-swatch-KIND). */
export function swatch(kind: string): HTMLElement {
  return el('span', { class: `board-swatch board-swatch-${kind}`, 'aria-hidden': 'true' });
}

export interface Field {
  wrap: HTMLElement;
  input: HTMLInputElement;
  /** What is wrong with what was typed (empty when nothing is). */
  message: HTMLElement;
}

/** A labelled input with a line for its problem, and a hint under it when given. */
export function field(label: string, input: HTMLInputElement, hint = ''): Field {
  const id = uid(label);
  input.id = id;
  const message = el('p', { class: 'board-field-message', id: `${id}-message` });
  const describedBy = [message.id];
  const wrap = el('div', { class: 'board-field' }, el('label', { for: id, text: label }), input);
  if (hint) {
    const h = el('p', { class: 'board-field-hint', id: `${id}-hint`, text: hint });
    wrap.append(h);
    describedBy.push(h.id);
  }
  wrap.append(message);
  input.setAttribute('aria-describedby', describedBy.join(' '));
  return { wrap, input, message };
}

/** Show a problem beside its box (or none). */
export function showProblem(f: Field, problem: string | undefined): void {
  f.message.textContent = problem ?? '';
  f.input.setAttribute('aria-invalid', problem ? 'true' : 'false');
}

/** A group of controls one press away: a <details> named by its <summary>, opening in place. */
export function group(name: string, className: string, ...children: (Node | string)[]): HTMLDetailsElement {
  return el('details', { class: `board-group ${className}`, 'data-group': name }, el('summary', { text: name }), el('div', { class: 'board-group-body' }, ...children));
}
