import { createMemo, createSignal, For, Show } from 'solid-js';
import { tableCommands } from '../../document';
import type { Ruleset } from '../../generated/documents';
import { pointer } from '../../shared/jsonPointer';
import { runEdit } from '../runEdit';
import { provenanceCell } from './provenanceCell';
import { pickedFrom, ProvenanceMarks, type Picked } from './ProvenanceMarks';
import { useStudio } from '../studio';

type Entry = Extract<Ruleset['tables'][string], { kind: 'modifiers' }>['entries'][string];
type When = NonNullable<Entry['when']>;
const OPS = ['', 'eq', 'ne', 'lt', 'le', 'gt', 'ge'] as const;

/**
 * A modifier list (the column shifts, a table's DRMs): each entry's label, value and condition, with
 * its provenance. A condition on one fact is edited in place (fact, comparison, value); a compound one
 * is shown as it reads and edited in the JSON pane. Modifiers are added (value 0, on the first fact, to be set) and removed here.
 */
export function ModifiersEditor(props: { file: string; ruleset: Ruleset; tableId: string }) {
  const studio = useStudio();
  const table = createMemo(() => props.ruleset.tables[props.tableId] as Extract<Ruleset['tables'][string], { kind: 'modifiers' }>);
  const facts = createMemo(() => Object.keys((props.ruleset as { facts?: object }).facts ?? {}));
  const run = (edit: Parameters<typeof runEdit>[3]) => runEdit(studio, props.file, 'table/modifier', edit);
  const [newLabel, setNewLabel] = createSignal('');
  const [picked, setPicked] = createSignal<Picked>();
  const add = () => {
    if (run(tableCommands.addModifier(props.ruleset, props.tableId, newLabel()))) setNewLabel('');
  };
  const setWhen = (id: string, w: When | undefined, patch: Partial<When>) => {
    const next = { ...w, ...patch } as Record<string, unknown>;
    for (const k of Object.keys(next)) if (next[k] === '' || next[k] === undefined) delete next[k];
    if (typeof next.value === 'string' && /^-?\d+$/.test(next.value)) next.value = Number(next.value);
    if (next.value === 'true' || next.value === 'false') next.value = next.value === 'true';
    if (!next.fact) return studio.say('a modifier applies when a fact holds: pick the fact');
    run(tableCommands.setModifier(props.ruleset, props.tableId, id, 'when', next));
  };
  return (
    <div class="modifiers-editor" data-testid="modifiers-editor" onFocusIn={(e) => setPicked(pickedFrom(e, ['tables', props.tableId]) ?? picked())}>
      <p class="note">{table().description ?? ''} Target: {table().target}.</p>
      <table class="crt-grid">
        <thead>
          <tr>
            <th>entry</th>
            <th>label</th>
            <th>value</th>
            <th>when</th>
            <th>rule</th>
            <th />
          </tr>
        </thead>
        <tbody>
          <For each={Object.entries(table().entries)}>
            {([id, e]) => (
              <tr class={provenanceCell(table(), pointer('entries', id)).class} title={provenanceCell(table(), pointer('entries', id)).title} data-prov={pointer('entries', id)} data-what={`${table().name}: ${e.label}`}>
                <td>{id}</td>
                <td>
                  <input data-testid={`mod-${id}-label`} value={e.label} onChange={(ev) => run(tableCommands.setModifier(props.ruleset, props.tableId, id, 'label', ev.currentTarget.value))} />
                </td>
                <td>
                  <Show when={!e.valueFromTable} fallback={<i>from {e.valueFromTable}</i>}>
                    <input data-testid={`mod-${id}-value`} size={3} value={String(e.value ?? '')} onChange={(ev) => run(tableCommands.setModifier(props.ruleset, props.tableId, id, 'value', Number(ev.currentTarget.value)))} />
                  </Show>
                </td>
                <td>
                  <Show when={tableCommands.isSimple(e.when)} fallback={<span title="compound: edit it in the JSON pane">{tableCommands.conditionText(e.when)}</span>}>
                    <select data-testid={`mod-${id}-fact`} value={e.when?.fact ?? ''} onChange={(ev) => setWhen(id, e.when, { fact: ev.currentTarget.value })}>
                      <For each={facts()}>{(f) => <option value={f}>{f}</option>}</For>
                    </select>
                    <select value={e.when?.op ?? ''} onChange={(ev) => setWhen(id, e.when, { op: (ev.currentTarget.value || undefined) as When['op'] })}>
                      <For each={OPS}>{(o) => <option value={o}>{o || 'is true'}</option>}</For>
                    </select>
                    <Show when={e.when?.op}>
                      <input size={6} value={e.when?.value === undefined ? '' : String(e.when.value)} onChange={(ev) => setWhen(id, e.when, { value: ev.currentTarget.value })} />
                    </Show>
                  </Show>
                </td>
                <td>{e.rule ?? ''}</td>
                <td>
                  <button data-testid={`mod-${id}-remove`} title="Remove this modifier" onClick={() => run(tableCommands.removeEntry(props.ruleset, props.tableId, 'entries', id))}>×</button>
                </td>
              </tr>
            )}
          </For>
        </tbody>
      </table>
      <input data-testid="mod-new-label" placeholder="new modifier's label" value={newLabel()} onInput={(e) => setNewLabel(e.currentTarget.value)} onKeyDown={(e) => e.key === 'Enter' && add()} />
      <button data-testid="mod-add" onClick={add}>Add modifier</button>
      <ProvenanceMarks file={props.file} ruleset={props.ruleset} picked={picked()} />
    </div>
  );
}
