import { createEffect, on, onCleanup } from 'solid-js';
import { jsonFolds } from './jsonFolds';
import { textEdits } from '../../document';
import { BIG_DOCUMENT_CHARS, DocumentText, type Problem } from '../../validation';
import type { Studio } from '../studio';
import { revealRange } from './revealRange';
import { LINE_HEIGHT, type TextPlace } from './TextView';

import type * as MonacoApi from 'monaco-editor/editor';

type Monaco = typeof MonacoApi;
type TextModel = MonacoApi.editor.ITextModel;

/** What the JSON pane's tests reach: the text, and replacing it as typing would. */
export interface JsonEditorHook {
  text(): string;
  type(text: string): void;
  /** Types at the caret as the keyboard does (over the selection; brackets and quotes closed as Monaco closes them). */
  typeAtCaret(text: string): void;
  /** The lines of the open document whose problems are marked (squiggles), in order. */
  marked(): number[];
}

/**
 * Monaco on the studio's documents, made in `host` (under the caller's reactive owner: its effects
 * and cleanups are the pane's). Text edits go to the store (one document with the map); visual
 * edits, undo and reloads arrive as minimal edits, so the cursor and scroll stay put. `at` is where
 * the designer clicked in the text view it replaces, so the caret lands there.
 */
export function mountMonaco(monaco: Monaco, host: HTMLElement, studio: Studio, at?: TextPlace): JsonEditorHook {
  const editor = monaco.editor.create(host, {
    automaticLayout: true,
    language: 'json',
    tabSize: 2,
    insertSpaces: true,
    minimap: { enabled: false },
    // Folding and sticky scroll by indentation, which the studio's texts (2-space JSON) follow
    // exactly: the JSON worker's folding ranges of a 15,000-hex map came back as a megabyte message
    // twice per edit (folding and sticky scroll each asked), a dropped frame to read; the outline of a
    // 5,000-unit order of battle was re-made (a symbol per value) on every edit. The ranges are
    // found from the text the pane keeps (jsonFolds), not read from the model line by line.
    foldingStrategy: 'auto',
    stickyScroll: { enabled: true, defaultModel: 'indentationModel' },
    scrollBeyondLastLine: false,
    fontSize: 12,
    lineHeight: LINE_HEIGHT,
    fontFamily: getComputedStyle(host).getPropertyValue('--mono') || 'monospace',
    renderValidationDecorations: 'on',
    fixedOverflowWidgets: true,
  });
  const models = new Map<string, TextModel>();
  const files = new WeakMap<TextModel, string>();
  /** Each model's text as last set or typed (read back from a big model, it is megabytes joined). */
  const shown = new Map<string, string>();
  let applying = false;
  // The model's text parsed for placing reveals, once a text: a reveal comes with every hex clicked.
  let parsed: DocumentText | undefined;
  const located = (file: string) => {
    const text = shown.get(file)!;
    if (parsed?.file !== file || parsed.text !== text) parsed = new DocumentText(file, text);
    return parsed;
  };
  const modelFor = (file: string) => {
    let m = models.get(file);
    if (!m) {
      const text = studio.store.get(file)?.text ?? '';
      // A big document is plain text here: Monaco's JSON service overflows its stack on one (BIG_DOCUMENT_CHARS).
      m = monaco.editor.createModel(text, text.length < BIG_DOCUMENT_CHARS ? 'json' : 'plaintext', monaco.Uri.parse(`file:///${file}`));
      shown.set(file, m.getValue()); // as the model holds it (mixed line ends made one)
      m.onDidChangeContent(() => {
        if (applying) return;
        const typed = m!.getValue();
        shown.set(file, typed);
        studio.store.setText(file, typed);
      });
      models.set(file, m);
      files.set(m, file);
    }
    return m;
  };

  // The store changed (a command, a finished stroke, undo, reload): bring the model's text to it with
  // its runs of changed text. During a stroke the pane waits for the commit, so a brush paints within a frame.
  // The sync waits until the views have painted the edit (a task after the next frame): a 5,000-unit
  // order of battle is megabytes of text to diff, and the grid or map should show an edit within a
  // frame. The texts are made (from the documents: a big map's is milliseconds) in a task before the
  // one that edits the models, so that a frame can come between them too.
  const due = new Set<string>();
  let syncFrame: number | undefined;
  let syncTimer: ReturnType<typeof setTimeout> | undefined;
  const unsubscribe = studio.store.subscribe((e) => {
    if (e.reason === 'text' || e.reason === 'stroke') return;
    due.add(e.file);
    if (syncFrame !== undefined || syncTimer !== undefined) return;
    syncFrame = requestAnimationFrame(() => {
      syncFrame = undefined;
      syncTimer = setTimeout(() => {
        for (const file of due) void studio.store.get(file)?.text;
        syncTimer = setTimeout(() => {
          syncTimer = undefined;
          for (const file of due) syncModel(file);
          due.clear();
        }, 0);
      }, 0);
    });
  });
  const syncModel = (file: string) => {
    const m = models.get(file);
    const text = studio.store.get(file)?.text;
    if (!m || text === undefined) return;
    // Each run of changed text is its own edit: a stroke over hexes far apart changes a few lines, not all between them.
    const edits = textEdits(shown.get(file)!, text).map((e) => {
      const start = m.getPositionAt(e.offset);
      const end = m.getPositionAt(e.offset + e.deleteLength);
      return { range: new monaco.Range(start.lineNumber, start.column, end.lineNumber, end.column), text: e.insert };
    });
    if (edits.length) {
      applying = true;
      m.pushEditOperations([], edits, () => null);
      applying = false;
    }
    shown.set(file, text.includes('\r') ? m.getValue() : text);
  };

  // Folding by indentation, read from the text the pane keeps for each of its models (a model of
  // another editor, or a text out of step, is left to Monaco's own indentation folding).
  const folds = monaco.languages.registerFoldingRangeProvider(['json', 'plaintext'], {
    provideFoldingRanges: (model) => {
      const file = files.get(model);
      const text = file === undefined ? undefined : shown.get(file);
      if (text === undefined || text.length !== model.getValueLength()) return null;
      const long = model.getLineCount() > LONG_TEXT_LINES;
      return jsonFolds(text, long ? LONG_TEXT_FOLDS : FOLDS, model.getOptions().tabSize);
    },
  });

  // One history: undo, redo and save in the editor are the studio's.
  editor.addCommand(monaco.KeyMod.CtrlCmd | monaco.KeyCode.KeyZ, () => studio.undo());
  editor.addCommand(monaco.KeyMod.CtrlCmd | monaco.KeyMod.Shift | monaco.KeyCode.KeyZ, () => studio.redo());
  editor.addCommand(monaco.KeyMod.CtrlCmd | monaco.KeyCode.KeyY, () => studio.redo());
  editor.addCommand(monaco.KeyMod.CtrlCmd | monaco.KeyCode.KeyS, () => void studio.save());

  createEffect(
    on(studio.openFile, (file) => {
      if (file && studio.store.get(file)) editor.setModel(modelFor(file));
    }),
  );
  // A very long text folds fewer regions (its outer levels, and as many of the next as fit): Monaco
  // re-makes a decoration for every region a while after each edit, and with its default of 5,000 a
  // 15,000-hex map's was a 60-100 ms task that landed in the middle of the next brush stroke.
  // Sticky scroll is off in such a text: its model of the enclosing lines is made again from every
  // line after every edit, apart from folding's (a 15,000-hex map's 75,000 lines: 7-15 ms an edit).
  const foldRegions = () => {
    const long = (editor.getModel()?.getLineCount() ?? 0) > LONG_TEXT_LINES;
    editor.updateOptions({ foldingMaximumRegions: long ? LONG_TEXT_FOLDS : FOLDS, stickyScroll: { enabled: !long, defaultModel: 'indentationModel' } });
  };
  foldRegions();
  editor.onDidChangeModel(foldRegions);

  // Problems are marked on the lines near those in view, and marked again as the view moves on: a
  // generated 15,000-hex map has as many warnings, and marking them all re-made as many decorations
  // after every stroke, a dropped frame each time. The Problems panel lists them all.
  let marked: { model: TextModel; first: number; last: number } | undefined;
  const mark = () => {
    const m = editor.getModel();
    if (marked && marked.model !== m) monaco.editor.setModelMarkers(marked.model, 'sandtable', []);
    marked = undefined;
    if (!m) return;
    const seen = editor.getVisibleRanges();
    const first = Math.max(1, (seen[0]?.startLineNumber ?? 1) - MARKED_LINES);
    const last = Math.min(m.getLineCount(), (seen[seen.length - 1]?.endLineNumber ?? 1) + MARKED_LINES);
    const from = m.getOffsetAt({ lineNumber: first, column: 1 });
    const to = m.getOffsetAt({ lineNumber: last, column: m.getLineMaxColumn(last) });
    const file = files.get(m);
    setMarkers(monaco, m, studio.problems().filter((p) => p.file === file && p.offset <= to && p.offset + p.length >= from));
    marked = { model: m, first, last };
  };
  createEffect(on(studio.problems, mark));
  editor.onDidChangeModel(mark);
  let markFrame: number | undefined;
  /** Whether the lines marked still reach half their margin past those in view (or the text's ends). */
  const stillMarked = () => {
    const seen = editor.getVisibleRanges();
    if (!marked || !seen.length) return false;
    const { model, first, last } = marked;
    const above = first === 1 || seen[0]!.startLineNumber - first >= MARKED_LINES / 2;
    const below = last === model.getLineCount() || last - seen[seen.length - 1]!.endLineNumber >= MARKED_LINES / 2;
    return above && below;
  };
  editor.onDidScrollChange(() => {
    if (!stillMarked() && markFrame === undefined) markFrame = requestAnimationFrame(() => ((markFrame = undefined), mark()));
  });

  createEffect(
    on(
      studio.reveal,
      (r) => {
        if (!r || r.file !== studio.openFile()) return;
        const m = modelFor(r.file);
        editor.setModel(m);
        const range = revealRange(located(r.file), r);
        if (!range) return;
        const s = m.getPositionAt(range.offset);
        const e = m.getPositionAt(range.offset + range.length);
        const selection = new monaco.Range(s.lineNumber, s.column, e.lineNumber, e.column);
        editor.setSelection(selection);
        editor.revealRangeInCenter(selection);
      },
      // What the text view last revealed is selected, unless the designer clicked elsewhere in it.
      { defer: at?.caret !== undefined },
    ),
  );

  onCleanup(() => {
    unsubscribe();
    folds.dispose();
    if (markFrame !== undefined) cancelAnimationFrame(markFrame);
    clearTimeout(syncTimer);
    if (syncFrame !== undefined) cancelAnimationFrame(syncFrame);
    editor.dispose();
    for (const m of models.values()) m.dispose();
  });
  if (at) {
    // On the lines the text view showed (a reveal, made above, has already scrolled to its own).
    if (at.caret) editor.setPosition({ lineNumber: at.caret.line, column: at.caret.column });
    if (at.caret || studio.reveal()?.file !== studio.openFile()) editor.setScrollTop(at.scrollTop);
    editor.focus();
  }
  return {
    text: () => editor.getModel()?.getValue() ?? '',
    // As typing would: through the model, so the store hears it exactly as it hears keystrokes.
    type: (text: string) => {
      const m = editor.getModel();
      m?.pushEditOperations([], [{ range: m.getFullModelRange(), text }], () => null);
    },
    typeAtCaret: (text: string) => editor.trigger('keyboard', 'type', { text }),
    marked: () => {
      const m = editor.getModel();
      return m ? monaco.editor.getModelMarkers({ owner: 'sandtable', resource: m.uri }).map((k) => k.startLineNumber).sort((a, b) => a - b) : [];
    },
  };
}

/** Folding regions kept (Monaco's default), and those kept in a text of over LONG_TEXT_LINES lines. */
const FOLDS = 5000;
const LONG_TEXT_FOLDS = 1000;
const LONG_TEXT_LINES = 30_000;

/** Lines either side of those in view whose problems are marked. */
const MARKED_LINES = 400;

function setMarkers(monaco: Monaco, model: TextModel, problems: readonly Problem[]): void {
  const severity = { error: monaco.MarkerSeverity.Error, warning: monaco.MarkerSeverity.Warning, info: monaco.MarkerSeverity.Info };
  const length = model.getValueLength();
  monaco.editor.setModelMarkers(
    model,
    'sandtable',
    problems.map((p) => {
      const s = model.getPositionAt(Math.min(p.offset, length));
      const e = model.getPositionAt(Math.min(p.offset + Math.max(1, p.length), length));
      return { severity: severity[p.severity], message: p.rule ? `${p.message} (rule ${p.rule})` : p.message, source: 'Sandtable', startLineNumber: s.lineNumber, startColumn: s.column, endLineNumber: e.lineNumber, endColumn: e.column };
    }),
  );
}
