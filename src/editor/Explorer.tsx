import { createMemo, For, Show } from 'solid-js';
import type { OpenDocument } from '../document';
import type { DocumentKind } from '../validation';
import { useStudio } from './studio';

const GROUPS: { kind: DocumentKind; label: string }[] = [
  { kind: 'ruleset', label: 'Rulesets' },
  { kind: 'map', label: 'Maps' },
  { kind: 'oob', label: 'Orders of battle' },
  { kind: 'scenario', label: 'Scenarios' },
  { kind: 'playtest', label: 'Playtests' },
];

/** The project's documents grouped by kind, with error and warning counts and a dirty marker. */
export function Explorer() {
  const studio = useStudio();
  const docs = createMemo(() => (studio.version(), studio.store.documents()));
  const count = (file: string, severity: string) => studio.problems().filter((p) => p.file === file && p.severity === severity).length;
  const name = (d: OpenDocument) => (typeof d.doc?.name === 'string' ? d.doc.name : d.file.split('/').pop()!);
  const entry = (d: OpenDocument) => (
    <li>
      <button classList={{ entry: true, selected: studio.openFile() === d.file }} title={d.file} onClick={() => studio.open(d.file)}>
        <span class="name">{name(d)}</span>
        <Show when={studio.dirtyFiles().includes(d.file)}>
          <span class="dirty" title="unsaved changes" aria-label="unsaved changes">●</span>
        </Show>
        <Show when={count(d.file, 'error')}>
          <span class="badge error" title="errors">{count(d.file, 'error')}</span>
        </Show>
        <Show when={count(d.file, 'warning')}>
          <span class="badge warning" title="warnings">{count(d.file, 'warning')}</span>
        </Show>
      </button>
    </li>
  );
  return (
    <nav class="explorer" aria-label="Project explorer">
      <For each={GROUPS}>
        {(g) => (
          <section>
            <h2>{g.label}</h2>
            <ul>
              <For each={docs().filter((d) => d.kind === g.kind)} fallback={<li class="empty">none yet</li>}>
                {entry}
              </For>
            </ul>
          </section>
        )}
      </For>
      <Show when={docs().some((d) => !d.kind)}>
        <section>
          <h2>Unreadable</h2>
          <ul>
            <For each={docs().filter((d) => !d.kind)}>{entry}</For>
          </ul>
        </section>
      </Show>
    </nav>
  );
}
