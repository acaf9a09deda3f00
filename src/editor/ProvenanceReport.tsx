import { createMemo, createSignal, For } from 'solid-js';
import type { Problem } from '../validation';
import { filterProblems, ProblemRows } from './ProblemsPanel';
import { useStudio } from './studio';

type Owed = 'lost' | 'placeholder';
const OWED: Owed[] = ['lost', 'placeholder'];
const owedOf = (p: Problem): Owed | undefined => (p.code === 'provenance/lost' ? 'lost' : p.code === 'provenance/placeholder' ? 'placeholder' : undefined);

/**
 * Every value of the project still marked `lost` (the source could not be read) or `placeholder`
 * (a stand-in so the game plays), counted per document and listed; each opens its document's
 * editor at the value (the map at its hex, the tables beside the JSON).
 */
export function ProvenanceReport(props: { filter: string }) {
  const studio = useStudio();
  const [kinds, setKinds] = createSignal<Record<Owed, boolean>>({ lost: true, placeholder: true });
  const [file, setFile] = createSignal<string>();
  const owed = createMemo(() => studio.problems().filter((p) => owedOf(p)));
  const byFile = createMemo(() => {
    const out = new Map<string, Record<Owed, number>>();
    for (const p of owed()) {
      const row = out.get(p.file) ?? { lost: 0, placeholder: 0 };
      row[owedOf(p)!]++;
      out.set(p.file, row);
    }
    return [...out].sort(([a], [b]) => a.localeCompare(b));
  });
  const listed = createMemo(() => filterProblems(owed().filter((p) => kinds()[owedOf(p)!] && (!file() || p.file === file())), props.filter));
  const name = (f: string) => {
    const d = studio.store.get(f)?.doc as { name?: string } | undefined;
    return d?.name ?? f.split('/').pop()!;
  };
  return (
    <div class="provenance-report" data-testid="provenance-report">
      <div class="prov-summary">
        <span>
          {owed().length} values still owed: {owed().filter((p) => owedOf(p) === 'lost').length} lost, {owed().filter((p) => owedOf(p) === 'placeholder').length} placeholder
        </span>
        <For each={OWED}>
          {(k) => (
            <label>
              <input type="checkbox" checked={kinds()[k]} onChange={() => setKinds((v) => ({ ...v, [k]: !v[k] }))} /> {k}
            </label>
          )}
        </For>
      </div>
      <div class="prov-counts-box">
      <table class="prov-counts" data-testid="provenance-counts">
        <thead>
          <tr>
            <th>document</th>
            <th>lost</th>
            <th>placeholder</th>
          </tr>
        </thead>
        <tbody>
          <For each={byFile()}>
            {([f, n]) => (
              <tr classList={{ picked: file() === f }} onClick={() => setFile(file() === f ? undefined : f)} title={`${f}: click to list only this document`}>
                <td>{name(f)}</td>
                <td>{n.lost}</td>
                <td>{n.placeholder}</td>
              </tr>
            )}
          </For>
        </tbody>
      </table>
      </div>
      <ProblemRows problems={listed()} tag={(p) => owedOf(p)!} class={(p) => `prov-${owedOf(p)}`} />
    </div>
  );
}
