import { createMemo, createSignal, For, Show } from 'solid-js';
import { tableCommands } from '../../document';
import type { Ruleset } from '../../generated/documents';
import { pointer } from '../../shared/jsonPointer';
import { runEdit } from '../runEdit';
import { provenanceCell } from './provenanceCell';
import { pickedFrom, ProvenanceMarks, type Picked } from './ProvenanceMarks';
import { useStudio } from '../studio';

/**
 * A die-roll table (each roll or range of rolls → one of the results it defines, with the result's
 * label) or a lookup table (key → value), cells coloured by provenance, each edit a named command.
 */
export function SimpleTableEditor(props: { file: string; ruleset: Ruleset; tableId: string }) {
  const studio = useStudio();
  const table = createMemo(() => props.ruleset.tables[props.tableId]!);
  const run = (edit: Parameters<typeof runEdit>[3]) => runEdit(studio, props.file, 'table/entry', edit);
  const prov = (rel: string) => provenanceCell(table(), rel);
  const [picked, setPicked] = createSignal<Picked>();
  return (
    <div class="simple-table-editor" data-testid="simple-table-editor" onFocusIn={(e) => setPicked(pickedFrom(e, ['tables', props.tableId]) ?? picked())}>
      <p class="note">
        {table().description ?? ''} {table().rule ? `(rule ${table().rule})` : ''}
      </p>
      <Show when={table().kind === 'dieRoll' && (table() as Extract<Ruleset['tables'][string], { kind: 'dieRoll' }>)}>
        {(t) => (
          <table class="crt-grid">
            <thead>
              <tr>
                <th>roll ({t().roll.count ?? 1} × {t().roll.die})</th>
                <th>result</th>
                <th>means</th>
              </tr>
            </thead>
            <tbody>
              <For each={Object.keys(t().entries)}>
                {(range) => (
                  <tr>
                    <th>{range}</th>
                    <td class={prov(pointer('entries', range)).class} title={prov(pointer('entries', range)).title} data-prov={pointer('entries', range)} data-what={`${table().name}, roll ${range}`}>
                      <select data-testid={`dr-${range}`} value={t().entries[range]} onChange={(e) => run(tableCommands.setDieRollEntry(props.ruleset, props.tableId, range, e.currentTarget.value))}>
                        <For each={Object.keys(t().results)}>{(code) => <option value={code}>{code}</option>}</For>
                      </select>
                    </td>
                    <td>{t().results[t().entries[range] ?? '']?.label ?? ''}</td>
                  </tr>
                )}
              </For>
            </tbody>
          </table>
        )}
      </Show>
      <Show when={table().kind === 'lookup' && (table() as Extract<Ruleset['tables'][string], { kind: 'lookup' }>)}>
        {(t) => (
          <table class="crt-grid">
            <thead>
              <tr>
                <th>{t().keyedBy ?? 'key'}</th>
                <th>value</th>
              </tr>
            </thead>
            <tbody>
              <For each={Object.keys(t().entries)}>
                {(key) => (
                  <tr>
                    <th title={key}>{t().entries[key]!.label ?? key}</th>
                    <td class={prov(pointer('entries', key)).class} title={prov(pointer('entries', key)).title} data-prov={pointer('entries', key)} data-what={`${table().name}, ${key}`}>
                      <input data-testid={`lk-${key}`} size={8} value={String(t().entries[key]!.value)} onChange={(e) => run(tableCommands.setLookupValue(props.ruleset, props.tableId, key, e.currentTarget.value))} />
                    </td>
                  </tr>
                )}
              </For>
            </tbody>
          </table>
        )}
      </Show>
      <ProvenanceMarks file={props.file} ruleset={props.ruleset} picked={picked()} />
    </div>
  );
}
