import { createMemo, createSignal, For, Show } from 'solid-js';
import { conditionEdits, tableCommands } from '../../document';
import type { GameMap, Ruleset, Scenario } from '../../generated/documents';
import { pointer } from '../../shared/jsonPointer';
import { runEdit } from '../runEdit';
import { provenanceCell } from './provenanceCell';
import { pickedFrom, ProvenanceMarks, type Picked } from './ProvenanceMarks';
import { useStudio } from '../studio';
import { ConditionEditor, ConditionRow } from '../ConditionEditor';
import { factsAt, namedRolls } from '../../engine';

/**
 * A modifier list (the column shifts, a table's DRMs): each entry's label, value and condition, with
 * its provenance. Its condition, on a row of its own under the entry (a group of tests is wider than
 * the columns: at 1280 px beside the JSON pane, in the entry's row it pushed the table off the pane), is edited in place as a tree (ConditionEditor: tests of the facts
 * the engine computes where it reads the list, groups of all or any, not), as victory's are. Modifiers are added (value 0, on the first fact, to be set) and removed here.
 */
export function ModifiersEditor(props: { file: string; ruleset: Ruleset; tableId: string }) {
  const studio = useStudio();
  const table = createMemo(() => props.ruleset.tables[props.tableId] as Extract<Ruleset['tables'][string], { kind: 'modifiers' }>);
  // The facts the engine computes where it reads this list (a combat's, a roll's, the rolls the
  // ruleset's scenarios and maps name); any of the ruleset's where it does not say.
  const readable = createMemo(() => {
    studio.version();
    const ofRuleset = <T,>(kind: string) => studio.store.documents().flatMap((d) => (d.kind === kind && (d.doc as { ruleset?: string } | undefined)?.ruleset === props.ruleset.id ? [d.doc as unknown as T] : []));
    return factsAt(props.ruleset, props.tableId, namedRolls(props.ruleset, { scenarios: ofRuleset<Scenario>('scenario'), maps: ofRuleset<GameMap>('map') }));
  });
  const facts = createMemo(() => {
    const declared = Object.keys(props.ruleset.facts ?? {});
    return conditionEdits.factChoices(props.ruleset, readable()?.filter((f) => declared.includes(f)) ?? declared);
  });
  const run = (edit: Parameters<typeof runEdit>[3]) => runEdit(studio, props.file, 'table/modifier', edit);
  const [newLabel, setNewLabel] = createSignal('');
  const [picked, setPicked] = createSignal<Picked>();
  const add = () => {
    if (run(tableCommands.addModifier(props.ruleset, props.tableId, newLabel(), readable()))) setNewLabel('');
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
            <th>rule</th>
            <th />
          </tr>
        </thead>
        <tbody>
          <For each={Object.entries(table().entries)}>
            {([id, e]) => (
              <>
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
                <td>{e.rule ?? ''}</td>
                <td>
                  <button data-testid={`mod-${id}-remove`} title="Remove this modifier" onClick={() => run(tableCommands.removeEntry(props.ruleset, props.tableId, 'entries', id))}>×</button>
                </td>
              </tr>
              <ConditionRow class="modifier-when" span={5}>
                {/* The entry's own (its provenance is the entry's): picked when its condition is focused, as its cells are. */}
                <span data-prov={pointer('entries', id)} data-what={`${table().name}: ${e.label}`}>
                  <ConditionEditor value={e.when} facts={facts()} testid={`mod-${id}-when`} refuse={(why) => studio.say(why, 'warn')} commit={(w) => run(tableCommands.setModifier(props.ruleset, props.tableId, id, 'when', w))} />
                </span>
              </ConditionRow>
              </>
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
