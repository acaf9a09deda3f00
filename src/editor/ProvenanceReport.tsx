import { createMemo, createSignal, For } from 'solid-js';
import { owedCounts, owedKind } from '../validation';
import { filterProblems, ProblemRows } from './ProblemsPanel';
import { useStudio } from './studio';

type Owed = 'lost' | 'placeholder';
const OWED: Owed[] = ['lost', 'placeholder'];

/**
 * Every value of the project still marked `lost` (the source could not be read) or `placeholder`
 * (a stand-in so the game plays), counted per document and listed; each opens its document's
 * editor at the value (the map at its hex, the tables beside the JSON).
 */
export function ProvenanceReport(props: { filter: string }) {
  const studio = useStudio();
  const [kinds, setKinds] = createSignal<Record<Owed, boolean>>({ lost: true, placeholder: true });
  const [file, setFile] = createSignal<string>();
  const owed = createMemo(() => studio.problems().filter((p) => owedKind(p)));
  const byFile = createMemo(() => owedCounts(owed()));
  const listed = createMemo(() => filterProblems(owed().filter((p) => kinds()[owedKind(p)!] && (!file() || p.file === file())), props.filter));
  const name = (f: string) => {
    const d = studio.store.get(f)?.doc as { name?: string } | undefined;
    return d?.name ?? f.split('/').pop()!;
  };
  return (
    <div class="provenance-report" data-testid="provenance-report">
      <div class="prov-summary">
        <span>
          {owed().length} values still owed: {owed().filter((p) => owedKind(p) === 'lost').length} lost, {owed().filter((p) => owedKind(p) === 'placeholder').length} placeholder
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
            {({ file: f, ...n }) => (
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
      <ProblemRows problems={listed()} tag={(p) => owedKind(p)!} class={(p) => `prov-${owedKind(p)}`} />
    </div>
  );
}
