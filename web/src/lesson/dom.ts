// dom.ts: the one way the lesson's views make their elements: a tag with a class and text, and a plain button.
export function element<K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** A button (type "button", so it never submits), with an accessible name of its own when `label` is given. */
export function button(text: string, className = '', label = ''): HTMLButtonElement {
  const b = element('button', className, text);
  b.type = 'button';
  if (label) b.setAttribute('aria-label', label);
  return b;
}
