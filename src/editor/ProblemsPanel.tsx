import { createMemo, createSignal, For, Show } from 'solid-js';
import type { Problem, Severity } from '../validation';
import { useStudio } from './studio';

/** The hex a problem is about, when its pointer names one (a hex, hexside, victory hex, supply source). */
export function hexOf(p: Problem): string | undefined {
  return (/^\/(?:hexes|victoryHexes|supplySources)\/([^/]+)/.exec(p.pointer) ?? /^\/hexsides\/([^/~]+)~1/.exec(p.pointer))?.[1];
}

/** Every problem of the project; each reveals its place in the text and, for hexes, on the map. */
export function ProblemsPanel() {
  const studio = useStudio();
  const [shown, setShown] = createSignal<Record<Severity, boolean>>({ error: true, warning: true, info: true });
  const visible = createMemo(() => studio.problems().filter((p) => shown()[p.severity]));
  const count = (s: Severity) => studio.problems().filter((p) => p.severity === s).length;
  const toggle = (s: Severity) => setShown((v) => ({ ...v, [s]: !v[s] }));
  const reveal = (p: Problem) => {
    const hex = hexOf(p);
    studio.show({ file: p.file, offset: p.offset, length: p.length, ...(hex ? { hex } : {}) });
  };
  return (
    <section class="problems" aria-label="Problems">
      <div class="problems-bar">
        <h2>Problems</h2>
        <label>
          <input type="checkbox" checked={shown().error} onChange={() => toggle('error')} /> Errors ({count('error')})
        </label>
        <label>
          <input type="checkbox" checked={shown().warning} onChange={() => toggle('warning')} /> Warnings ({count('warning')})
        </label>
        <span class="status" role="status" data-testid="status">{studio.status()}</span>
      </div>
      <Show when={visible().length} fallback={<p class="placeholder">No problems.</p>}>
        <ul>
          <For each={visible().slice(0, 1000)}>
            {(p) => (
              <li>
                <button class={`problem ${p.severity}`} onClick={() => reveal(p)}>
                  <span class="sev">{p.severity}</span>
                  <span class="where">
                    {p.file}:{p.line}:{p.column}
                  </span>
                  <span class="msg">{p.message}</span>
                </button>
              </li>
            )}
          </For>
        </ul>
      </Show>
    </section>
  );
}
