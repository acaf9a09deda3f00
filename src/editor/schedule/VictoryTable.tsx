import { For, Show, type JSX } from 'solid-js';
import { victoryCommands } from '../../document';
import type { Condition as When, Ruleset, Scenario } from '../../generated/documents';
import { NumberField, TextField } from './victoryFields';

const v = victoryCommands;
type Table = Extract<Scenario['victory']['conditions'][string], { kind: 'outcomeTable' }>;
type Edit = ReturnType<typeof v.setRowLabel>;

/**
 * A condition on facts with its numbers as fields: "vp.german ≥ [16]", "towns.german = [1] and
 * towns.contested = [1]". Each number is committed as its own edit; the rest is shown in words.
 */
function WhenFields(props: { when: When | undefined; path: string[]; testid: string; commit: (path: string[], n: number | undefined) => boolean }): JSX.Element {
  const w = () => props.when;
  const parts = (key: 'all' | 'any') => (
    <For each={w()![key]!}>
      {(x, i) => (
        <>
          {i() ? (key === 'all' ? ' and ' : ' or ') : ''}
          <WhenFields when={x} path={[...props.path, key, String(i())]} testid={`${props.testid}-${i()}`} commit={props.commit} />
        </>
      )}
    </For>
  );
  return (
    <Show when={w()?.fact && w()?.op && typeof w()?.value === 'number'} fallback={<Show when={w()?.all || w()?.any} fallback={<span>{v.whenInWords(w())}</span>}>{parts(w()?.all ? 'all' : 'any')}</Show>}>
      <NumberField label={`${w()!.fact} ${v.OP_WORDS[w()!.op!]}`} value={w()!.value as number} step={1} testid={props.testid} commit={(n) => props.commit(props.path, n)} />
    </Show>
  );
}

/**
 * An outcome table (the scenario's bands, tried in order; the first row whose condition holds gives
 * each side its outcome): each row's label, the numbers of its condition, each side's outcome, and
 * the row moved, copied below itself or removed. A condition's shape is changed in the JSON.
 */
export function OutcomeTable(props: { id: string; table: Table; scenario: Scenario; ruleset: Ruleset | undefined; run: (command: string, edit: Edit) => boolean }) {
  const sides = () => Object.entries(props.ruleset?.sides ?? {});
  return (
    <table class="victory-table" data-testid={`victory-${props.id}-rows`}>
      <thead>
        <tr>
          <th>Row (the first that holds)</th>
          <th>When</th>
          <For each={sides()}>{([, s]) => <th>{s.name}</th>}</For>
          <th />
        </tr>
      </thead>
      <tbody>
        <For each={props.table.rows}>
          {(row, i) => (
            <tr>
              <td>
                <TextField label={`${i() + 1}.`} value={row.label} testid={`victory-${props.id}-row-${i()}-label`} commit={(t) => props.run('scenario/victoryRow', v.setRowLabel(props.scenario, props.id, i(), t))} />
              </td>
              <td>
                <WhenFields when={row.when} path={[]} testid={`victory-${props.id}-row-${i()}-when`} commit={(path, n) => props.run('scenario/victoryRow', v.setRowValue(props.scenario, props.id, i(), path, n))} />
              </td>
              <For each={sides()}>
                {([side]) => (
                  <td>
                    <select data-testid={`victory-${props.id}-row-${i()}-${side}`} value={row.outcomes[side] ?? ''} onChange={(e) => props.run('scenario/victoryRow', v.setRowOutcome(props.scenario, props.id, i(), side, e.currentTarget.value, props.ruleset))}>
                      <option value="">—</option>
                      <For each={Object.entries(v.OUTCOME_WORDS)}>{([o, words]) => <option value={o}>{words}</option>}</For>
                    </select>
                  </td>
                )}
              </For>
              <td class="victory-row-tools">
                <button class="link" title="Move up: rows are tried in order" disabled={i() === 0} onClick={() => props.run('scenario/victoryRowMove', v.moveRow(props.scenario, props.id, i(), -1))}>
                  ↑
                </button>
                <button class="link" title="Move down" disabled={i() === props.table.rows.length - 1} onClick={() => props.run('scenario/victoryRowMove', v.moveRow(props.scenario, props.id, i(), 1))}>
                  ↓
                </button>
                <button class="link" data-testid={`victory-${props.id}-row-${i()}-copy`} title="A copy of this row below it" onClick={() => props.run('scenario/victoryRowCopy', v.copyRow(props.scenario, props.id, i()))}>
                  Copy
                </button>
                <button class="link" data-testid={`victory-${props.id}-row-${i()}-remove`} title="Remove this row" aria-label="Remove this row" onClick={() => props.run('scenario/victoryRowRemove', v.removeRow(props.scenario, props.id, i()))}>
                  ✕
                </button>
              </td>
            </tr>
          )}
        </For>
      </tbody>
    </table>
  );
}
