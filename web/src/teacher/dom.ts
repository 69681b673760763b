// dom.ts: the desk's short way to common/dom.ts's el(): an element, its class and its text (always as text, never as HTML).
import { el as make } from '../common/dom';

export function el<K extends keyof HTMLElementTagNameMap>(tag: K, cls = '', text?: string): HTMLElementTagNameMap[K] {
  return make(tag, { class: cls || false, ...(text === undefined ? {} : { text }) });
}

export function button(text: string, cls = ''): HTMLButtonElement {
  return make('button', { type: 'button', class: cls || false, text });
}
