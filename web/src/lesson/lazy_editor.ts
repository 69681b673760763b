// A program's editor, made when it is needed: until then a plain textarea of the same size holds the
// program (the same textbox, labelled the same, and it takes typing), so the page starts without
// CodeMirror (its code loads apart, after the board) and without fifteen editors. An editor is made
// when its program comes near the view, gets focus, or is asked for (an error line to mark).
import type { EditorView } from '@codemirror/view';
import type { EditorOptions } from './editor';

type Editors = typeof import('./editor');
let loading: Promise<Editors> | null = null;
let editors: Editors | null = null;

/** Fetch CodeMirror (once): the page asks for it when idle after the board is drawn, an editor when it needs it. */
export function loadEditors(): Promise<Editors> {
  loading ??= import('./editor').then(
    (module) => (editors = module),
    (error: unknown) => {
      loading = null; // asked again next time (the stand-in keeps working meanwhile)
      throw error;
    },
  );
  return loading;
}

/** How long after Esc the next Tab leaves the editor, as CodeMirror has it. */
const ESCAPE_LASTS_MS = 2000;
const MODIFIERS = new Set(['Shift', 'Control', 'Alt', 'Meta']);

/** How far ahead of the view an editor is made: half a screen, so it is ready before it is seen. */
const AHEAD = '50% 0px 50% 0px';

const waiting = new Map<Element, () => void>();
let observer: IntersectionObserver | null = null;

/** Call `make` once `element` comes near the view (at once where IntersectionObserver is missing). */
function whenNear(element: Element, make: () => void): void {
  if (typeof IntersectionObserver !== 'function') return make();
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const then = waiting.get(entry.target);
        waiting.delete(entry.target);
        observer!.unobserve(entry.target);
        then?.();
      }
    },
    { rootMargin: AHEAD },
  );
  waiting.set(element, make);
  observer.observe(element);
}

export class LazyEditor {
  #view: EditorView | null = null;
  readonly #standIn = document.createElement('textarea');
  /** The stand-in's box: the textarea over a hidden copy of its text, which gives the box its height. */
  readonly #box = document.createElement('div');
  readonly #copy = document.createElement('div');
  /** An error line asked for before the editor was there (undefined: none). */
  #line: number | null | undefined = undefined;
  /** When Esc was last pressed in the stand-in, if no other key came after it. */
  #escapedAt = -Infinity;
  /** Where a finger or the mouse went down on the stand-in, until its focus: the caret goes there. */
  #pressedAt: { x: number; y: number } | null = null;

  constructor(private readonly wrap: HTMLElement, private readonly options: EditorOptions) {
    const box = this.#standIn;
    box.className = 'editor-standin';
    box.value = options.doc;
    box.setAttribute('aria-label', options.label);
    box.spellcheck = false;
    box.setAttribute('autocapitalize', 'off');
    box.setAttribute('autocorrect', 'off');
    box.wrap = 'soft';
    this.#box.className = 'editor-standin';
    this.#copy.className = 'editor-standin-copy';
    this.#copy.setAttribute('aria-hidden', 'true');
    this.#box.append(this.#copy, box);
    this.#fit(options.doc);
    // Focus (a click, Tab) brings the real editor, with the text and the caret as they are then. A
    // tap or a click focuses the box before the browser puts its caret where it landed: the editor
    // puts its own caret at that point, on the line the student sees there.
    box.addEventListener('pointerdown', (event) => (this.#pressedAt = { x: event.clientX, y: event.clientY }));
    box.addEventListener('focus', () => {
      const at = this.#pressedAt;
      this.#pressedAt = null;
      this.#want(at);
    });
    // Esc, then Tab, leaves the editor: an editor that takes the stand-in's place between the two
    // keys must still let that Tab go (Shift and the other modifiers do not count as a key).
    box.addEventListener('keydown', (event) => {
      if (!MODIFIERS.has(event.key)) this.#escapedAt = event.key === 'Escape' ? performance.now() : -Infinity;
    });
    box.addEventListener('input', () => {
      this.#fit(box.value);
      options.onChange(box.value);
    });
    wrap.append(this.#box);
    whenNear(wrap, () => this.#want());
  }

  /** The box's height for this text: a hidden copy, a block a line as the editor has them (an empty line still takes its height), and the numbers' strip. */
  #fit(text: string): void {
    const lines = text.split('\n');
    this.#copy.replaceChildren(...lines.map((line) => {
      const block = document.createElement('div');
      block.textContent = line || '\u200b';
      return block;
    }));
    this.#box.style.setProperty('--gutter', `max(20px, calc(${String(lines.length).length}ch + 8px))`);
  }

  get text(): string {
    return this.#view ? this.#view.state.doc.toString() : this.#standIn.value;
  }

  /** The element to scroll to. */
  get dom(): HTMLElement {
    return this.#view?.dom ?? this.#standIn;
  }

  /** Replace the whole text (one step Undo can take back, once it is an editor). */
  setText(text: string): void {
    if (this.#view) return editors!.setText(this.#view, text);
    this.#standIn.value = text;
    this.#fit(text);
    this.options.onChange(text);
  }

  markErrorLine(line: number | null): void {
    if (this.#view) return editors!.markErrorLine(this.#view, line);
    this.#line = line;
    if (line !== null) this.#want();
  }

  focus(): void {
    if (this.#view) this.#view.focus();
    else this.#standIn.focus();
  }

  /**
   * Make the editor now if CodeMirror is here, else as soon as it comes (by then the stand-in has
   * the caret where it was tapped). `at`: the point a press focused the stand-in at.
   */
  #want(at: { x: number; y: number } | null = null): void {
    if (editors) this.#make(editors, at);
    else loadEditors().then((module) => this.#make(module), () => undefined);
  }

  /** The CodeMirror editor in the stand-in's place, with its text, and its caret if it has focus (at the point pressed, if one was). */
  #make({ createEditor, markErrorLine }: Editors, at: { x: number; y: number } | null = null): void {
    if (this.#view) return;
    const box = this.#standIn;
    const focused = document.activeElement === box;
    const { selectionStart: anchor, selectionEnd: head, value } = box;
    waiting.delete(this.wrap);
    observer?.unobserve(this.wrap);
    this.#box.remove();
    const view = createEditor(this.wrap, { ...this.options, doc: value });
    this.#view = view;
    if (focused) {
      const pressed = at ? view.posAtCoords(at) : null;
      view.dispatch({ selection: pressed !== null ? { anchor: pressed } : { anchor: Math.min(anchor, value.length), head: Math.min(head, value.length) } });
      view.focus();
      const left = ESCAPE_LASTS_MS - (performance.now() - this.#escapedAt);
      if (left > 0) view.setTabFocusMode(left);
    }
    if (this.#line !== undefined) markErrorLine(view, this.#line);
  }
}
