import { createSignal, getOwner, onCleanup, runWithOwner, Show } from 'solid-js';
import { useStudio } from '../studio';
import type { JsonEditorHook } from './monacoEditor';
import { TextView, type TextPlace } from './TextView';

/**
 * The JSON of the open document: a light text view at start, and Monaco from the designer's first
 * use of the pane (a click, Tab, or typing), opened where they clicked. Monaco's megabyte is
 * fetched and its editor made only then, so the studio starts with the map.
 */
export function JsonPane() {
  const studio = useStudio();
  let host: HTMLDivElement | undefined;
  // What Monaco makes once loaded (effects, cleanups) belongs to this component, not to no owner
  // (never disposed, and Solid says so).
  const owner = getOwner();
  let unmounted = false;
  onCleanup(() => (unmounted = true));
  const [opening, setOpening] = createSignal(false);
  const [editor, setEditor] = createSignal<JsonEditorHook>();
  let loaded: Promise<JsonEditorHook | undefined> | undefined;
  // Keys typed in the text view while the editor loads, typed into it at its caret once made.
  let typedAhead = '';

  const use = (at?: TextPlace): Promise<JsonEditorHook | undefined> => {
    loaded ??= (setOpening(true),
    Promise.all([import('./monaco').then((m) => m.loadedMonaco()), import('./monacoEditor')]).then(([monaco, { mountMonaco }]) => {
      if (!host || unmounted) return undefined;
      const hook = runWithOwner(owner, () => mountMonaco(monaco, host!.querySelector<HTMLElement>('.monaco-host')!, studio, at));
      if (typedAhead) hook?.typeAtCaret(typedAhead);
      typedAhead = '';
      setEditor(hook);
      setOpening(false);
      host.dataset.editor = 'monaco';
      return hook;
    }).catch((e: unknown) => {
      // The editor's code did not load (the server gone, or a new build's files in its place): say
      // so, keep the text view, and try again at the next click.
      loaded = undefined;
      setOpening(false);
      studio.say(`The JSON editor could not be loaded (${e instanceof Error ? e.message : String(e)}); the text is shown read-only. Click it to try again.`, 'error');
      return undefined;
    }));
    return loaded;
  };

  return (
    <div
      class="json-pane"
      ref={(el) => {
        host = el;
        // For browser tests: the text, and replacing it as typing would (opening the editor first;
        // typing a megabyte key by key takes minutes).
        (el as HTMLDivElement & { sandtable?: unknown }).sandtable = {
          text: () => editor()?.text() ?? studio.store.get(studio.openFile() ?? '')?.text ?? '',
          type: async (text: string) => (await use())?.type(text),
          open: async () => void (await use()),
          marked: () => editor()?.marked() ?? [],
        };
      }}
      data-testid="json-pane"
      data-ready="true"
      aria-label="JSON editor"
    >
      <div class="monaco-host" />
      <Show when={!editor()}>
        <TextView use={(at) => void use(at)} opening={opening()} typed={(text) => (typedAhead += text)} />
      </Show>
    </div>
  );
}
