import { createMemo, For, Show } from 'solid-js';
import { problemGroup, type DocumentKind, type ProblemGroup } from '../validation';
import { useStudio } from './studio';

const GROUPS: { kind: DocumentKind; label: string }[] = [
  { kind: 'ruleset', label: 'Rulesets' },
  { kind: 'map', label: 'Maps' },
  { kind: 'oob', label: 'Orders of battle' },
  { kind: 'scenario', label: 'Scenarios' },
  { kind: 'playtest', label: 'Playtests' },
];

/** What a document's badges count. */
type Counted = Exclude<ProblemGroup, 'info'>;

/**
 * The project's documents grouped by kind, with a dirty marker and counts of errors, of warnings and,
 * apart and muted, of the placeholder and lost values still to enter (most of a project's warnings).
 */
export function Explorer() {
  const studio = useStudio();
  const docs = createMemo(() => (studio.version(), studio.store.documents()));
  // Entries are keyed by file (the store's views are new objects after every edit) and their
  // counts come from one pass over the problems, not a filter per entry: a 5,000-unit order of
  // battle has thousands of warnings, and an edit should not re-make the explorer.
  const byFile = createMemo(() => new Map(docs().map((d) => [d.file, d])));
  const filesOf = (kind: DocumentKind | undefined) => docs().filter((d) => d.kind === kind).map((d) => d.file);
  const counts = createMemo(() => {
    const out = new Map<string, Record<Counted, number>>();
    for (const p of studio.problems()) {
      if (p.severity === 'info') continue;
      const c = out.get(p.file) ?? { error: 0, warning: 0, owed: 0 };
      c[problemGroup(p) as Counted]++;
      out.set(p.file, c);
    }
    return out;
  });
  const count = (file: string, what: Counted) => counts().get(file)?.[what] ?? 0;
  const name = (file: string) => {
    const n = byFile().get(file)?.doc?.name;
    return typeof n === 'string' ? n : file.split('/').pop()!;
  };
  const entry = (file: string) => (
    <li>
      <button classList={{ entry: true, selected: studio.openFile() === file }} title={file} onClick={() => studio.open(file)}>
        <span class="name">{name(file)}</span>
        <Show when={studio.dirtyFiles().includes(file)}>
          <span class="dirty" title="unsaved changes" aria-label="unsaved changes">●</span>
        </Show>
        <Show when={count(file, 'error')}>
          <span class="badge error" title="errors">{count(file, 'error')}</span>
        </Show>
        <Show when={count(file, 'warning')}>
          <span class="badge warning" title="warnings">{count(file, 'warning')}</span>
        </Show>
        <Show when={count(file, 'owed')}>
          <span class="badge owed" title="placeholder and lost values still to enter">{count(file, 'owed')}</span>
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
              <For each={filesOf(g.kind)} fallback={<li class="empty">none yet</li>}>
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
            <For each={filesOf(undefined)}>{entry}</For>
          </ul>
        </section>
      </Show>
    </nav>
  );
}
