// A CodeMirror 6 editor for one program: Python highlighting, indentation, undo, and an accessible name.
import { EditorState } from '@codemirror/state';
import {
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
  '.cm-activeLineGutter': { backgroundColor: '#e9e5d8', color: '#1f2328' },
  '&.cm-focused .cm-selectionBackground, .cm-selectionBackground, ::selection': { backgroundColor: '#cfe0f7' },
  '&.cm-focused': { outline: 'none' },
  '.cm-scroller': { fontFamily: 'var(--mono)', lineHeight: '1.5' },
});

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
        // tabindex: the scroller around the text is reached by keyboard (axe: scrollable-region-focusable).
        EditorView.contentAttributes.of({ 'aria-label': options.label, tabindex: '0', spellcheck: 'false', autocapitalize: 'off', autocorrect: 'off' }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) options.onChange(update.state.doc.toString());
        }),
        theme,
      ],
    }),
  });
}

/** Replace the whole text, as one step that Undo can take back. */
export function setText(view: EditorView, text: string): void {
  view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } });
}
