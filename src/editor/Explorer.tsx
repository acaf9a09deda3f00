import { For, Show } from 'solid-js';
import type { LoadResult } from '../document';
import type { DocumentKind, Problem } from '../validation';

const GROUPS: { kind: DocumentKind; label: string }[] = [
  { kind: 'ruleset', label: 'Rulesets' },
  { kind: 'map', label: 'Maps' },
  { kind: 'oob', label: 'Orders of battle' },
  { kind: 'scenario', label: 'Scenarios' },
  { kind: 'playtest', label: 'Playtests' },
];

/** The project's documents grouped by kind, each with its error and warning counts. */
export function Explorer(props: { results: readonly LoadResult[]; problems: readonly Problem[]; selected?: string; onOpen: (file: string) => void }) {
  const count = (file: string, severity: string) => props.problems.filter((p) => p.file === file && p.severity === severity).length;
  const name = (r: LoadResult) => (r.document?.doc.name as string | undefined) ?? r.file.split('/').pop();
  const unknown = () => props.results.filter((r) => !r.kind);
  return (
    <nav class="explorer" aria-label="Project explorer">
      <For each={GROUPS}>
        {(g) => (
          <section>
            <h2>{g.label}</h2>
            <ul>
              <For each={props.results.filter((r) => r.kind === g.kind)} fallback={<li class="empty">none yet</li>}>
                {(r) => <Entry result={r} name={name(r) ?? r.file} errors={count(r.file, 'error')} warnings={count(r.file, 'warning')} selected={props.selected === r.file} onOpen={props.onOpen} />}
              </For>
            </ul>
          </section>
        )}
      </For>
      <Show when={unknown().length}>
        <section>
          <h2>Unreadable</h2>
          <ul>
            <For each={unknown()}>{(r) => <Entry result={r} name={r.file} errors={count(r.file, 'error')} warnings={0} selected={props.selected === r.file} onOpen={props.onOpen} />}</For>
          </ul>
        </section>
      </Show>
    </nav>
  );
}

function Entry(props: { result: LoadResult; name: string; errors: number; warnings: number; selected: boolean; onOpen: (file: string) => void }) {
  return (
    <li>
      <button classList={{ entry: true, selected: props.selected }} title={props.result.file} onClick={() => props.onOpen(props.result.file)}>
        <span class="name">{props.name}</span>
        <Show when={props.errors}>
          <span class="badge error" title="errors">{props.errors}</span>
        </Show>
        <Show when={props.warnings}>
          <span class="badge warning" title="warnings">{props.warnings}</span>
        </Show>
      </button>
    </li>
  );
}
