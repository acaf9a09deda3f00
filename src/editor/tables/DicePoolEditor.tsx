import { createMemo, createSignal, For, Show } from 'solid-js';
import { tableCommands } from '../../document';
import type { Ruleset } from '../../generated/documents';
import { pointer } from '../../shared/jsonPointer';
import { runEdit } from '../runEdit';
import { useStudio } from '../studio';
import { provenanceCell } from './provenanceCell';
import { pickedFrom, ProvenanceMarks, type Picked } from './ProvenanceMarks';

type DicePool = Extract<Ruleset['tables'][string], { kind: 'dicePool' }>;
const STRENGTHS = [1, 2, 3, 4, 5, 6, 8, 10];
const pct = (p: number) => `${Math.round(p * 100)}%`;

/**
 * A dice-pool table (Tigers in the Mist: one die per strength point, a hit at or under a rating):
 * its die, how many dice, when a die hits, its modifier list and excess hits; its thresholds (whose,
 * and read from a unit-class rating or fixed); and beside it what the pool does: per threshold and
 * number of dice, the chance a die hits, the expected hits and the chance of at least one hit.
 */
export function DicePoolEditor(props: { file: string; ruleset: Ruleset; tableId: string }) {
  const studio = useStudio();
  const t = createMemo(() => props.ruleset.tables[props.tableId] as DicePool);
  const faces = () => props.ruleset.dice[t().roll.die]?.sides ?? 10;
  const run = (edit: Parameters<typeof runEdit>[3]) => runEdit(studio, props.file, 'table/dicePool', edit);
  const ratings = createMemo(() => [...new Set(Object.values(props.ruleset.unitClasses ?? {}).flatMap((c) => Object.keys((c as { ratings?: object }).ratings ?? {})))]);
  const modifierLists = createMemo(() => Object.entries(props.ruleset.tables).filter(([, x]) => x.kind === 'modifiers'));
  const [shift, setShift] = createSignal(0);
  const [picked, setPicked] = createSignal<Picked>();
  const thresholds = () => Array.from({ length: faces() * (t().roll.count ?? 1) }, (_, i) => i + 1);
  const choice = (field: 'diceCount' | 'hitWhen' | 'excessHits', options: readonly string[], optional = false) => (
    <select data-testid={`pool-${field}`} value={(t()[field] as string | undefined) ?? ''} onChange={(e) => run(tableCommands.setPoolField(props.ruleset, props.tableId, field, e.currentTarget.value))}>
      <Show when={optional}>
        <option value="">(none)</option>
      </Show>
      <For each={options}>{(o) => <option value={o}>{o}</option>}</For>
    </select>
  );
  return (
    <div class="pool-editor" data-testid="pool-editor" onFocusIn={(e) => setPicked(pickedFrom(e, ['tables', props.tableId]) ?? picked())}>
      <p class="note">
        {t().description ?? ''} {t().rule ? `(rule ${t().rule})` : ''}
      </p>
      <div class="play-buttons">
        <label>
          die{' '}
          <select data-testid="pool-die" value={t().roll.die} onChange={(e) => run(tableCommands.setPoolField(props.ruleset, props.tableId, 'die', e.currentTarget.value))}>
            <For each={Object.keys(props.ruleset.dice)}>{(d) => <option value={d}>{d}</option>}</For>
          </select>
        </label>
        <label>dice {choice('diceCount', ['strength', 'steps', 'one'])}</label>
        <label>a die hits when it rolls {choice('hitWhen', ['atMost', 'atLeast'])} the threshold</label>
        <label>excess hits {choice('excessHits', ['lost', 'carryOver'], true)}</label>
        <label>
          modifiers{' '}
          <select data-testid="pool-modifiers" value={t().modifiers ?? ''} onChange={(e) => run(tableCommands.setPoolField(props.ruleset, props.tableId, 'modifiers', e.currentTarget.value))}>
            <option value="">(none)</option>
            <For each={modifierLists()}>{([id, m]) => <option value={id}>{m.name ?? id}</option>}</For>
          </select>
        </label>
      </div>
      <table class="crt-grid">
        <thead>
          <tr>
            <th>threshold</th>
            <th>whose</th>
            <th>read from</th>
            <th>when</th>
            <th>rule</th>
            <th />
          </tr>
        </thead>
        <tbody>
          <For each={Object.entries(t().thresholds)}>
            {([id, th]) => (
              <tr class={provenanceCell(t(), pointer('thresholds', id)).class} title={provenanceCell(t(), pointer('thresholds', id)).title} data-threshold={id} data-prov={pointer('thresholds', id)} data-what={`${t().name}, threshold ${id}`}>
                <td>{id}</td>
                <td>
                  <select value={th.role} onChange={(e) => run(tableCommands.setThreshold(props.ruleset, props.tableId, id, 'role', e.currentTarget.value))}>
                    <option value="attacker">attacker</option>
                    <option value="defender">defender</option>
                  </select>
                </td>
                <td>
                  <select data-testid={`pool-${id}-rating`} value={th.rating ?? ''} onChange={(e) => run(e.currentTarget.value ? tableCommands.setThreshold(props.ruleset, props.tableId, id, 'rating', e.currentTarget.value) : tableCommands.setThreshold(props.ruleset, props.tableId, id, 'value', String(th.value ?? 1)))}>
                    <option value="">a fixed value:</option>
                    <For each={ratings()}>{(r) => <option value={r}>the unit's {r} rating</option>}</For>
                  </select>
                  <Show when={th.rating === undefined}>
                    <input data-testid={`pool-${id}-value`} size={3} value={String(th.value ?? '')} onChange={(e) => run(tableCommands.setThreshold(props.ruleset, props.tableId, id, 'value', e.currentTarget.value))} />
                  </Show>
                </td>
                <td>{th.when ? tableCommands.conditionText(th.when) : 'always'}</td>
                <td>{th.rule ?? ''}</td>
                <td>
                  <button title="Remove this threshold" onClick={() => run(tableCommands.removeEntry(props.ruleset, props.tableId, 'thresholds', id))}>×</button>
                </td>
              </tr>
            )}
          </For>
        </tbody>
      </table>
      <button data-testid="pool-add-threshold" onClick={() => run(tableCommands.addThreshold(props.ruleset, props.tableId))}>Add threshold</button>
      <ProvenanceMarks file={props.file} ruleset={props.ruleset} picked={picked()} />
      <h4>
        What the pool does (modifier{' '}
        <input data-testid="pool-shift" type="number" size={3} value={shift()} onInput={(e) => setShift(Number(e.currentTarget.value) || 0)} /> to the threshold): expected hits, and the chance of at least one
      </h4>
      <table class="crt-grid pool-odds" data-testid="pool-odds">
        <thead>
          <tr>
            <th>threshold</th>
            <th>per die</th>
            <For each={STRENGTHS}>{(n) => <th>{n} dice</th>}</For>
          </tr>
        </thead>
        <tbody>
          <For each={thresholds()}>
            {(th) => (
              <tr>
                <th>{th}</th>
                <td>{pct(tableCommands.poolOdds(t(), faces(), th + shift(), 1).perDie)}</td>
                <For each={STRENGTHS}>
                  {(n) => {
                    const o = () => tableCommands.poolOdds(t(), faces(), th + shift(), n);
                    return (
                      <td data-testid={`pool-odds-${th}-${n}`}>
                        {o().expected.toFixed(1)} · {pct(o().atLeastOne)}
                      </td>
                    );
                  }}
                </For>
              </tr>
            )}
          </For>
        </tbody>
      </table>
    </div>
  );
}
