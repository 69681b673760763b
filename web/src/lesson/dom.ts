// dom.ts: the lesson's views' short way to common/dom.ts's el(): a tag with a class and text, and a plain button.
import { el } from '../common/dom';

export function element<K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, text?: string): HTMLElementTagNameMap[K] {
  return el(tag, { class: className || false, ...(text === undefined ? {} : { text }) });
}

/** A button (type "button", so it never submits), with an accessible name of its own when `label` is given. */
export function button(text: string, className = '', label = ''): HTMLButtonElement {
  return el('button', { type: 'button', class: className || false, text, 'aria-label': label || false });
}
