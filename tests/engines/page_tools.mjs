// Functions run inside the page, the same in every engine: find a control by its role and accessible
// name (as a person finds it) and mark it for the driver's native click, read the board, paste a program.
// Each is self-contained: a driver sends its source to the page.

/**
 * Find the one visible control in `root` with this role and accessible name; mark it and give back
 * a CSS selector for it (null when there is none). Roles: button, field (any labelled input: the
 * name is its label), slider, radio, status, textbox. With `opener`: the same for the opener of the
 * closed group that holds it ("Maze settings", "More views"...), so the driver opens it as a person would.
 */
export function findControl({ root = 'body', role, name, opener = false }) {
  const scope = document.querySelector(root);
  if (!scope) return null;
  const text = (el) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
  const nameOf = (el) => {
    const by = el.getAttribute('aria-labelledby');
    if (by) return by.split(/\s+/).map((id) => text(document.getElementById(id))).join(' ').trim();
    const aria = el.getAttribute('aria-label');
    if (aria) return aria.trim();
    if (el.id) {
      const label = document.querySelector(`label[for="${CSS.escape(el.id)}"]`);
      if (label) return text(label);
    }
    const wrap = el.closest('label');
    if (wrap) return text(wrap);
    return text(el);
  };
  const ROLES = {
    button: 'button, [role=button], summary, input[type=button], input[type=submit]',
    field: 'input, textarea, select, [role=textbox], [role=slider], [role=switch]',
    slider: 'input[type=range], [role=slider]',
    radio: 'input[type=radio], [role=radio]',
    status: '[role=status], output',
    textbox: 'textarea, input[type=text], [role=textbox], [contenteditable=true]',
  };
  // checkVisibility also sees content a closed <details> holds (laid out, but not shown, in Chromium).
  // A mark of its own each time, so an old one never answers for a new find.
  const mark = (el) => {
    const id = `f${Math.random().toString(36).slice(2, 10)}`;
    el.setAttribute('data-engine-find', id);
    return `[data-engine-find="${id}"]`;
  };
  const visible = (el) => (el.checkVisibility ? el.checkVisibility({ visibilityProperty: true }) : el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden');
  const named = [...scope.querySelectorAll(ROLES[role])].filter((el) => nameOf(el) === name);
  if (opener) {
    // The closed group that holds it (a <details> named by its summary, or a button with aria-expanded).
    const hidden = named.find((el) => !visible(el));
    const details = hidden?.closest('details:not([open])');
    const button = hidden && !details ? [...scope.querySelectorAll('button[aria-expanded="false"][aria-controls]')].find((b) => document.getElementById(b.getAttribute('aria-controls'))?.contains(hidden)) : null;
    const open = details?.querySelector(':scope > summary') ?? button;
    if (!open) return null;
    return mark(open);
  }
  const found = named.filter(visible);
  if (found.length !== 1) return found.length === 0 ? null : `more than one ${role} named ${name}`;
  return mark(found[0]);
}

/** The text of the first element matching `selector` (null when there is none). */
export function textOf(selector) {
  return document.querySelector(selector)?.textContent ?? null;
}

/** An attribute of the first element matching selector. */
export function attributeOf([selector, name]) {
  return document.querySelector(selector)?.getAttribute(name) ?? null;
}

/**
 * Put `code` into the editor labelled `label` (CodeMirror) as the browser's own text input does (select all, as
 * Ctrl+A, then insertText: CodeMirror reads it as the student's edit; a synthetic paste carries no
 * text in Firefox), and give back the editor's text afterwards.
 */
export async function putProgram([label, code]) {
  const find = () => [...document.querySelectorAll('[aria-label]')].find((el) => el.getAttribute('aria-label') === label);
  let box = find();
  if (!box) return null;
  // Until it comes near the view or gets focus, a textarea holds the program: focus brings the editor.
  box.focus();
  for (let i = 0; i < 100 && !box.classList.contains('cm-content'); i++) {
    await new Promise((r) => setTimeout(r, 50));
    box = find();
  }
  box.focus();
  box.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', code: 'KeyA', keyCode: 65, ctrlKey: true, bubbles: true, cancelable: true }));
  await new Promise((r) => setTimeout(r, 30));
  document.execCommand('insertText', false, code);
  await new Promise((r) => setTimeout(r, 100));
  return [...box.querySelectorAll('.cm-line')].map((line) => line.textContent).join('\n');
}

/** What the Python side of the page has done: loads, interrupts, workers replaced, shared memory. */
export function pythonStats() {
  return JSON.parse(JSON.stringify(window.mazeLesson.python.stats));
}

/** Mark the section that holds the editor labelled `Program: NAME`; give back a selector for it. */
export function programRoot(name) {
  const box = [...document.querySelectorAll('[aria-label]')].find((el) => el.getAttribute('aria-label') === `Program: ${name}`);
  const section = box?.closest('section');
  if (!section) return null;
  section.setAttribute('data-engine-program', name);
  return `[data-engine-program="${name}"]`;
}

/** The printed text of a program's output (without any problem box), and the output's whole text. */
export function programOutput(name) {
  const out = [...document.querySelectorAll('[aria-label]')].find((el) => el.getAttribute('aria-label') === `Output: ${name}`);
  return out ? { printed: out.querySelector('.printed')?.textContent ?? '', all: out.textContent } : null;
}

/** Keep the page's uncaught errors from now on (WebDriver has no event for them), in window.engineErrors. */
export function watchErrors() {
  window.engineErrors ??= [];
  // Where it came from too: a worker's error reaches the page in some browsers.
  addEventListener('error', (e) => window.engineErrors.push(`page error: ${e.message} (${e.filename}:${e.lineno}) ${e.error?.stack ?? ''}`.trim()));
  addEventListener('unhandledrejection', (e) => window.engineErrors.push(`unhandled rejection: ${e.reason}`));
  return true;
}

export function errorsSeen() {
  return window.engineErrors ?? null;
}

/** Scroll the element into view, as a reader does, and let the page draw twice: parts of the page are made as they come near, and the lesson is laid out after the board. */
export function scrollTo(selector) {
  document.querySelector(selector)?.scrollIntoView({ block: 'center' });
  return new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(true))));
}
