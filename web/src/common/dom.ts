// dom.ts: the one way the page makes an element: its attributes, its text (always as text, never as HTML) and its children.

export type Attrs = Record<string, string | boolean | number>;

/** An element with attributes (`text` sets its text; false leaves an attribute out, true sets it empty) and children (text or nodes). */
export function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Attrs = {}, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === false) continue;
    if (name === 'text') node.textContent = String(value);
    else node.setAttribute(name, value === true ? '' : String(value));
  }
  node.append(...children);
  return node;
}
