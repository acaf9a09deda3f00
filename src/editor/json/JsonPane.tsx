import { createEffect, getOwner, on, onCleanup, onMount, runWithOwner } from 'solid-js';
import { textEdit } from '../../document';
import { BIG_DOCUMENT_CHARS, DocumentText, type Problem } from '../../validation';
import { useStudio } from '../studio';

import type * as MonacoApi from 'monaco-editor/editor';

type Monaco = typeof MonacoApi;
type TextModel = MonacoApi.editor.ITextModel;

/**
 * The JSON of the open document in Monaco. Text edits go to the store (one document with the map);
 * visual edits, undo and reloads arrive as minimal edits, so the cursor and scroll stay put.
 */
export function JsonPane() {
  const studio = useStudio();
  let host: HTMLDivElement | undefined;
  // Monaco loads after the map paints; what is made once it has loaded (effects, cleanups) belongs
  // to this component as if made in onMount, not to no owner (never disposed, and Solid says so).
  const owner = getOwner();
  let unmounted = false;
  onCleanup(() => (unmounted = true));
  onMount(() => {
    void import('./monaco').then(({ monaco }) => {
      if (!host || unmounted) return;
      runWithOwner(owner, () => mount(monaco as Monaco, host!));
    });
  });
  function mount(monaco: Monaco, host: HTMLDivElement) {
    const editor = monaco.editor.create(host, {
      automaticLayout: true,
      language: 'json',
      tabSize: 2,
      insertSpaces: true,
      minimap: { enabled: false },
      // Sticky scroll from folding ranges, not the outline: the outline of a 5,000-unit order of
      // battle is re-made (a symbol per value) on every edit, tens of milliseconds on the main thread.
      stickyScroll: { enabled: true, defaultModel: 'foldingProviderModel' },
      scrollBeyondLastLine: false,
      fontSize: 12,
      renderValidationDecorations: 'on',
      fixedOverflowWidgets: true,
    });
    const models = new Map<string, TextModel>();
    let applying = false;
    const modelFor = (file: string) => {
      let m = models.get(file);
      if (!m) {
        const text = studio.store.get(file)?.text ?? '';
        // A big document is plain text here: Monaco's JSON service overflows its stack on one (BIG_DOCUMENT_CHARS).
        m = monaco.editor.createModel(text, text.length < BIG_DOCUMENT_CHARS ? 'json' : 'plaintext', monaco.Uri.parse(`file:///${file}`));
        m.onDidChangeContent(() => {
          if (!applying) studio.store.setText(file, m!.getValue());
        });
        models.set(file, m);
      }
      return m;
    };

    // The store changed (a command, a finished stroke, undo, reload): bring the model's text to it with
    // one minimal edit. During a stroke the pane waits for the commit, so a brush paints within a frame.
    // The sync waits for the views to repaint first (a macrotask): a 5,000-unit order of battle is
    // megabytes of text to diff, and the grid or map should show an edit within a frame.
    const due = new Set<string>();
    let syncTimer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = studio.store.subscribe((e) => {
      if (e.reason === 'text' || e.reason === 'stroke') return;
      due.add(e.file);
      syncTimer ??= setTimeout(() => {
        syncTimer = undefined;
        for (const file of due) syncModel(file);
        due.clear();
      }, 0);
    });
    const syncModel = (file: string) => {
      const m = models.get(file);
      const text = studio.store.get(file)?.text;
      if (!m || text === undefined) return;
      const edit = textEdit(m.getValue(), text);
      if (!edit) return;
      const start = m.getPositionAt(edit.offset);
      const end = m.getPositionAt(edit.offset + edit.deleteLength);
      applying = true;
      m.pushEditOperations([], [{ range: new monaco.Range(start.lineNumber, start.column, end.lineNumber, end.column), text: edit.insert }], () => null);
      applying = false;
    };

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

    createEffect(() => {
      const problems = studio.problems();
      for (const [file, m] of models) setMarkers(monaco, m, problems.filter((p) => p.file === file));
    });

    createEffect(
      on(studio.reveal, (r) => {
        if (!r || r.file !== studio.openFile()) return;
        const m = modelFor(r.file);
        editor.setModel(m);
        let { offset, length } = r;
        const text = new DocumentText(r.file, m.getValue());
        if (r.caretKey !== undefined && r.pointer !== undefined) {
          offset = text.insertionPoint(r.pointer, r.caretKey);
          length = 0;
        } else if (offset === undefined && r.pointer !== undefined) ({ offset, length } = text.range(r.pointer, false, true));
        if (offset === undefined) return;
        const s = m.getPositionAt(offset);
        const e = m.getPositionAt(offset + (r.caretKey !== undefined ? 0 : Math.max(1, length ?? 1)));
        const range = new monaco.Range(s.lineNumber, s.column, e.lineNumber, e.column);
        editor.setSelection(range);
        editor.revealRangeInCenter(range);
      }),
    );

    onCleanup(() => {
      unsubscribe();
      clearTimeout(syncTimer);
      editor.dispose();
      for (const m of models.values()) m.dispose();
    });
    // For browser tests: read the text, and replace it as typing would (through the model, so the
    // store hears it exactly as it hears keystrokes; typing a megabyte key by key takes minutes).
    (host as HTMLDivElement & { sandtable?: unknown }).sandtable = {
      text: () => editor.getModel()?.getValue() ?? '',
      type: (text: string) => {
        const m = editor.getModel();
        m?.pushEditOperations([], [{ range: m.getFullModelRange(), text }], () => null);
      },
    };
    host.dataset.ready = 'true';
  }
  return <div class="json-pane" ref={(el) => (host = el)} data-testid="json-pane" aria-label="JSON editor" />;
}

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
