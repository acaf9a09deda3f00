import { createMemo, createSignal, For, Show } from 'solid-js';
import type { Problem, Severity } from '../validation';

/** Every problem of the project; each links to its place. Warnings can be hidden. */
export function ProblemsPanel(props: { problems: readonly Problem[]; onReveal: (p: Problem) => void }) {
  const [shown, setShown] = createSignal<Record<Severity, boolean>>({ error: true, warning: true, info: true });
  const visible = createMemo(() => props.problems.filter((p) => shown()[p.severity]));
  const count = (s: Severity) => props.problems.filter((p) => p.severity === s).length;
  const toggle = (s: Severity) => setShown((v) => ({ ...v, [s]: !v[s] }));
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
      </div>
      <Show when={visible().length} fallback={<p class="placeholder">No problems.</p>}>
        <ul>
          <For each={visible()}>
            {(p) => (
              <li>
                <button class={`problem ${p.severity}`} onClick={() => props.onReveal(p)}>
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
