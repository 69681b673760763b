// A CodeMirror 6 editor for one program: Python highlighting, indentation, undo, and an accessible name.
import { EditorState, StateEffect, StateField } from '@codemirror/state';
import {
  Decoration,
  type DecorationSet,
  EditorView,
  drawSelection,
  highlightActiveLine,
  highlightActiveLineGutter,
  highlightSpecialChars,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { HighlightStyle, bracketMatching, indentOnInput, indentUnit, syntaxHighlighting } from '@codemirror/language';
import { python } from '@codemirror/lang-python';
import { tags } from '@lezer/highlight';

// Colours chosen for at least 4.5:1 contrast on the editor's background.
const lessonHighlight = HighlightStyle.define([
  { tag: [tags.keyword, tags.controlKeyword, tags.definitionKeyword, tags.moduleKeyword], color: '#7a1f8f', fontWeight: '600' },
  { tag: [tags.string, tags.special(tags.string)], color: '#1d6b2f' },
  { tag: [tags.number, tags.bool, tags.null], color: '#9a4a00' },
  { tag: tags.comment, color: '#5b6270', fontStyle: 'italic' },
  { tag: [tags.function(tags.definition(tags.variableName)), tags.definition(tags.className)], color: '#0b4fa0', fontWeight: '600' },
  { tag: tags.function(tags.variableName), color: '#0b4fa0' },
  { tag: [tags.operator, tags.punctuation], color: '#3d434d' },
]);

const theme = EditorView.theme({
  '&': { fontSize: '0.95rem', backgroundColor: '#fdfcf8', color: '#1f2328' },
  '.cm-content': { fontFamily: 'var(--mono)', padding: '0.5rem 0', caretColor: '#1f2328' },
  '.cm-gutters': { backgroundColor: '#f3f1ea', color: '#5b6270', borderRight: '1px solid #d9d5c8' },
  '.cm-activeLine': { backgroundColor: '#f4f1e6' },
  // The line a problem points at: a red bar and a pale red band (also under the active line).
  '.cm-line.cm-error-line': { backgroundColor: '#fde2dd', boxShadow: 'inset 4px 0 0 #b3261e' },
  '.cm-activeLineGutter': { backgroundColor: '#e9e5d8', color: '#1f2328' },
  '&.cm-focused .cm-selectionBackground, .cm-selectionBackground, ::selection': { backgroundColor: '#cfe0f7' },
  '&.cm-focused': { outline: 'none' },
  '.cm-scroller': { fontFamily: 'var(--mono)', lineHeight: '1.5' },
});

/** The line a problem points at: set after a run or check, cleared by the next edit. */
const setErrorLine = StateEffect.define<number | null>();
const errorLineMark = Decoration.line({
  class: 'cm-error-line',
  attributes: { 'data-error-line': 'true', title: 'Python stopped at this line' },
});
const errorLine = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(marks, tr) {
    for (const effect of tr.effects) {
      if (!effect.is(setErrorLine)) continue;
      const line = effect.value;
      if (line === null || line < 1 || line > tr.state.doc.lines) return Decoration.none;
      return Decoration.set([errorLineMark.range(tr.state.doc.line(line).from)]);
    }
    return tr.docChanged ? Decoration.none : marks;
  },
  provide: (field) => EditorView.decorations.from(field),
});

/** Mark the line an error points at (null clears it), and bring it into view inside the editor. */
export function markErrorLine(view: EditorView, line: number | null): void {
  const valid = line !== null && line >= 1 && line <= view.state.doc.lines;
  view.dispatch({
    effects: valid
      ? [setErrorLine.of(line), EditorView.scrollIntoView(view.state.doc.line(line).from, { y: 'nearest' })]
      : [setErrorLine.of(null)],
  });
}

export interface EditorOptions {
  doc: string;
  label: string;
  onChange(text: string): void;
  onRun(): void;
}

export function createEditor(parent: HTMLElement, options: EditorOptions): EditorView {
  return new EditorView({
    parent,
    state: EditorState.create({
      doc: options.doc,
      extensions: [
        lineNumbers(),
        // A long line wraps under itself: the editor never scrolls sideways, so no line's start hides under the numbers.
        EditorView.lineWrapping,
        highlightActiveLineGutter(),
        highlightSpecialChars(),
        history(),
        drawSelection(),
        indentOnInput(),
        bracketMatching(),
        highlightActiveLine(),
        python(),
        indentUnit.of('    '),
        EditorState.tabSize.of(4),
        syntaxHighlighting(lessonHighlight),
        keymap.of([
          { key: 'Mod-Enter', run: () => (options.onRun(), true) },
          ...defaultKeymap,
          ...historyKeymap,
          indentWithTab,
        ]),
        // tabindex: the text is reached by keyboard like any box.
        EditorView.contentAttributes.of({ 'aria-label': options.label, tabindex: '0', spellcheck: 'false', autocapitalize: 'off', autocorrect: 'off' }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) options.onChange(update.state.doc.toString());
        }),
        errorLine,
        theme,
      ],
    }),
  });
}

/** Replace the whole text, as one step that Undo can take back. */
export function setText(view: EditorView, text: string): void {
  view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } });
}

/** A program shown, not edited (the teacher's desk): the editor's colours and line numbers, `line` marked. */
export function createReader(parent: HTMLElement, doc: string, label: string, line: number | null): EditorView {
  const view = new EditorView({
    parent,
    state: EditorState.create({
      doc,
      extensions: [
        lineNumbers(),
        EditorView.lineWrapping,
        highlightSpecialChars(),
        python(),
        EditorState.tabSize.of(4),
        EditorState.readOnly.of(true),
        EditorView.editable.of(false),
        syntaxHighlighting(lessonHighlight),
        EditorView.contentAttributes.of({ 'aria-label': label, 'aria-readonly': 'true', tabindex: '0', spellcheck: 'false' }),
        errorLine,
        theme,
      ],
    }),
  });
  markErrorLine(view, line);
  return view;
}
