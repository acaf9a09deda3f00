import { createEffect, createMemo, For, Show } from 'solid-js';
import type { LoadResult } from '../document';
import type { Problem } from '../validation';

/**
 * The open document's JSON, read-only, with its problems marked on their lines. Clicking a problem
 * scrolls here. (The Monaco pane with editing replaces this view in the map studio.)
 */
export function DocumentView(props: { result?: LoadResult; focus?: Problem; problems: readonly Problem[] }) {
  let scroller: HTMLDivElement | undefined;
  const lines = createMemo(() => props.result?.source.text.split('\n') ?? []);
  const marks = createMemo(() => {
    const m = new Map<number, Problem[]>();
    for (const p of props.problems) m.set(p.line, [...(m.get(p.line) ?? []), p]);
    return m;
  });
  createEffect(() => {
    const line = props.focus?.file === props.result?.file ? props.focus?.line : undefined;
    const el = line ? scroller?.querySelector(`[data-line="${line}"]`) : scroller?.firstElementChild;
    if (line) el?.scrollIntoView({ block: 'center' });
    else scroller?.scrollTo({ top: 0 });
  });
  return (
    <Show when={props.result} fallback={<p class="placeholder">Open a document from the explorer.</p>}>
      {(r) => (
        <>
          <div class="doc-header">
            <span class="doc-file" data-testid="open-file">{r().file}</span>
            <Show when={r().kind}>
              <span class="doc-kind">{r().kind}</span>
            </Show>
          </div>
          <div class="code" ref={(el) => (scroller = el)} role="region" aria-label={`JSON of ${r().file}`}>
            <For each={lines()}>
              {(text, i) => {
                const n = i() + 1;
                const here = () => marks().get(n);
                const severity = () => (here()?.some((p) => p.severity === 'error') ? 'error' : here() ? 'warning' : undefined);
                return (
                  <div classList={{ line: true, [`mark-${severity()}`]: !!severity(), focused: props.focus?.file === r().file && props.focus?.line === n }} data-line={n} title={here()?.map((p) => p.message).join('\n')}>
                    <span class="ln">{n}</span>
                    <span class="tx">{text}</span>
                  </div>
                );
              }}
            </For>
          </div>
        </>
      )}
    </Show>
  );
}
