import { createMemo, createSignal, For } from 'solid-js';
import { tableCommands } from '../../document';
import type { Ruleset } from '../../generated/documents';
import { pointer } from '../../shared/jsonPointer';
import { runEdit } from '../runEdit';
import { useStudio } from '../studio';
import { provenanceCell } from './provenanceCell';
import { pickedFrom, ProvenanceMarks, type Picked } from './ProvenanceMarks';

type Differential = Extract<Ruleset['tables'][string], { kind: 'differentialCrt' }>;

/**
 * A differential CRT (each side rolls; the attacker's roll minus the defender's picks the row,
 * strength the column): each cell's attacker and defender results, chosen from those the table
 * defines, with provenance; beside each row, its chance from the two rolls, with a net modifier.
 */
export function DifferentialEditor(props: { file: string; ruleset: Ruleset; tableId: string }) {
  const studio = useStudio();
  const t = createMemo(() => props.ruleset.tables[props.tableId] as Differential);
  const [shift, setShift] = createSignal(0);
  const [picked, setPicked] = createSignal<Picked>();
  const odds = createMemo(() => tableCommands.differentialRowOdds(props.ruleset, t(), shift()));
  const codes = () => Object.keys(t().results);
  const run = (edit: Parameters<typeof runEdit>[3]) => runEdit(studio, props.file, 'table/differential', edit);
  const pick = (range: string, col: string, who: 'attacker' | 'defender') => (
    <select data-testid={`diff-${range}-${col}-${who}`} title={`${who}'s result`} value={t().rows[range]?.[col]?.[who] ?? ''} onChange={(e) => run(tableCommands.setDifferentialCell(props.ruleset, props.tableId, range, col, who, e.currentTarget.value))}>
      <option value="">–</option>
      <For each={codes()}>{(c) => <option value={c}>{c}</option>}</For>
    </select>
  );
  return (
    <div class="differential-editor" data-testid="differential-editor" onFocusIn={(e) => setPicked(pickedFrom(e, ['tables', props.tableId]) ?? picked())}>
      <p class="note">
        {t().description ?? ''} Attacker {t().rolls.attacker.count ?? 1}
        {t().rolls.attacker.die} against defender {t().rolls.defender.count ?? 1}
        {t().rolls.defender.die}. Each cell: attacker's result / defender's result ({Object.entries(t().results).map(([c, r]) => `${c} ${r.label ?? ''}`).join(', ')}).
      </p>
      <label>
        net modifier to the difference <input data-testid="diff-shift" type="number" size={3} value={shift()} onInput={(e) => setShift(Number(e.currentTarget.value) || 0)} />
      </label>
      <table class="crt-grid">
        <thead>
          <tr>
            <th>difference</th>
            <th>chance</th>
            <For each={t().strengthColumns}>{(c) => <th>strength {c}</th>}</For>
          </tr>
        </thead>
        <tbody>
          <For each={Object.keys(t().rows)}>
            {(range) => (
              <tr>
                <th>{range}</th>
                <td data-testid={`diff-p-${range}`}>{((odds().get(range) ?? 0) * 100).toFixed(1)}%</td>
                <For each={t().strengthColumns.map(String)}>
                  {(col) => (
                    <td class={provenanceCell(t(), pointer('rows', range, col)).class} title={provenanceCell(t(), pointer('rows', range, col)).title} data-prov={pointer('rows', range, col)} data-what={`${t().name} ${range}, strength ${col}`}>
                      {pick(range, col, 'attacker')} / {pick(range, col, 'defender')}
                    </td>
                  )}
                </For>
              </tr>
            )}
          </For>
        </tbody>
      </table>
      <ProvenanceMarks file={props.file} ruleset={props.ruleset} picked={picked()} />
    </div>
  );
}
