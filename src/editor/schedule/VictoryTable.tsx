import { createMemo, For } from 'solid-js';
import { conditionEdits, victoryCommands } from '../../document';
import { factsRead } from '../../engine';
import type { Ruleset, Scenario } from '../../generated/documents';
import { ConditionEditor, ConditionRow } from '../ConditionEditor';
import { TextField } from './victoryFields';

const v = victoryCommands;
type Table = Extract<Scenario['victory']['conditions'][string], { kind: 'outcomeTable' }>;
type Edit = ReturnType<typeof v.setRowLabel>;

/**
 * An outcome table (the scenario's bands, tried in order; the first row whose condition holds gives
 * each side its outcome): each row's label, each side's outcome, the row moved, copied below itself
 * or removed, and under it its condition on the facts the engine computes for the table.
 */
export function OutcomeTable(props: { id: string; table: Table; scenario: Scenario; ruleset: Ruleset | undefined; run: (command: string, edit: Edit) => boolean; refuse: (why: string) => void }) {
  const sides = () => Object.entries(props.ruleset?.sides ?? {});
  const facts = createMemo(() => (props.ruleset ? conditionEdits.factChoices(props.ruleset, factsRead(props.ruleset, 'rows')) : []));
  return (
    <table class="victory-table" data-testid={`victory-${props.id}-rows`}>
      <thead>
        <tr>
          <th>Row (the first that holds)</th>
          <For each={sides()}>{([, s]) => <th>{s.name}</th>}</For>
          <th />
        </tr>
      </thead>
      <tbody>
        <For each={props.table.rows}>
          {(row, i) => (
            <>
              <tr class="victory-row">
                <td>
                  <TextField label={`${i() + 1}.`} value={row.label} testid={`victory-${props.id}-row-${i()}-label`} commit={(t) => props.run('scenario/victoryRow', v.setRowLabel(props.scenario, props.id, i(), t))} />
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
              <ConditionRow class="victory-row-when" span={sides().length + 2}>
                <ConditionEditor value={row.when} facts={facts()} testid={`victory-${props.id}-row-${i()}-when`} refuse={props.refuse} commit={(w) => props.run('scenario/victoryRow', v.setRowWhen(props.scenario, props.id, i(), w))} />
              </ConditionRow>
            </>
          )}
        </For>
      </tbody>
    </table>
  );
}
