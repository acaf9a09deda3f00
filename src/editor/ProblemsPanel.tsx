import { createMemo, createSignal, For, Show } from 'solid-js';
import type { Problem, Severity } from '../validation';
import { ProvenanceReport } from './ProvenanceReport';
import { useStudio } from './studio';

/** The hex a problem is about, when its pointer names one (a hex, hexside, victory hex, supply source). */
export function hexOf(p: Problem): string | undefined {
  return (/^\/(?:hexes|victoryHexes|supplySources)\/([^/]+)/.exec(p.pointer) ?? /^\/hexsides\/([^/~]+)~1/.exec(p.pointer))?.[1];
}

/** Opens a problem's document at its place in the text (and its editor at the value), and its hex on the map. */
export function revealProblem(studio: ReturnType<typeof useStudio>, p: Problem): void {
  const hex = hexOf(p);
  studio.show({ file: p.file, offset: p.offset, length: p.length, pointer: p.pointer, ...(hex ? { hex } : {}) });
}

/** Problems as a list of buttons (the first 1,000): a tag, the place, the message; a click reveals it. */
export function ProblemRows(props: { problems: readonly Problem[]; tag(p: Problem): string; class(p: Problem): string }) {
  const studio = useStudio();
  return (
    <ul>
      <For each={props.problems.slice(0, 1000)}>
        {(p) => (
          <li>
            <button class={`problem ${props.class(p)}`} onClick={() => revealProblem(studio, p)}>
              <span class="sev">{props.tag(p)}</span>
              <span class="where">
                {p.file}:{p.line}:{p.column}
              </span>
              <span class="msg">{p.message}</span>
            </button>
          </li>
        )}
      </For>
    </ul>
  );
}

/** Every problem of the project; each reveals its place in the text and, for hexes, on the map. */
export function ProblemsPanel() {
  const studio = useStudio();
  const [shown, setShown] = createSignal<Record<Severity, boolean>>({ error: true, warning: true, info: true });
  // Errors first, then warnings, then notes; within each, the open document's, then those of its
  // game (the documents of the same ruleset), then the rest, each in file and line order: a new
  // error is never below hundreds of warnings, and a project holding several games keeps the one
  // being worked on within the first thousand rows.
  const visible = createMemo(() => {
    const on = shown();
    const open = studio.openFile();
    const gameOf = (file: string | undefined) => {
      const d = file ? (studio.store.get(file)?.doc as { kind?: string; id?: string; ruleset?: string } | undefined) : undefined;
      return d?.kind === 'ruleset' ? d.id : d?.ruleset;
    };
    const game = gameOf(open);
    const rank = new Map<string, number>();
    const rankOf = (file: string) => {
      let r = rank.get(file);
      if (r === undefined) {
        r = file === open ? 0 : game !== undefined && gameOf(file) === game ? 1 : 2;
        rank.set(file, r);
      }
      return r;
    };
    return (['error', 'warning', 'info'] as const).flatMap((sev) => {
      if (!on[sev]) return [];
      const of = studio.problems().filter((p) => p.severity === sev);
      return [0, 1, 2].flatMap((r) => of.filter((p) => rankOf(p.file) === r));
    });
  });
  const count = (s: Severity) => studio.problems().filter((p) => p.severity === s).length;
  const toggle = (s: Severity) => setShown((v) => ({ ...v, [s]: !v[s] }));
  const [tab, setTab] = createSignal<'problems' | 'provenance'>('problems');
  const owed = createMemo(() => studio.problems().filter((p) => p.code === 'provenance/lost' || p.code === 'provenance/placeholder').length);
  return (
    <section class="problems" aria-label={tab() === 'problems' ? 'Problems' : 'Provenance report'}>
      <div class="problems-bar">
        <button classList={{ tab: true, active: tab() === 'problems' }} onClick={() => setTab('problems')}>
          <h2>Problems</h2>
        </button>
        <button classList={{ tab: true, active: tab() === 'provenance' }} data-testid="tab-provenance" onClick={() => setTab('provenance')}>
          <h2>Provenance ({owed()})</h2>
        </button>
        <Show when={tab() === 'problems'}>
        <label>
          <input type="checkbox" checked={shown().error} onChange={() => toggle('error')} /> Errors ({count('error')})
        </label>
        <label>
          <input type="checkbox" checked={shown().warning} onChange={() => toggle('warning')} /> Warnings ({count('warning')})
        </label>
        </Show>
        <span class="status" role="status" data-testid="status">{studio.status()}</span>
      </div>
      <Show when={tab() === 'provenance'}>
        <ProvenanceReport />
      </Show>
      <Show when={tab() === 'problems' && visible().length} fallback={<Show when={tab() === 'problems'}><p class="placeholder">No problems.</p></Show>}>
        <ProblemRows problems={visible()} tag={(p) => p.severity} class={(p) => p.severity} />
      </Show>
    </section>
  );
}
