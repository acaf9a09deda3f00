import { createMemo, createSignal, For, Show } from 'solid-js';
import { oobCommands } from '../../document';
import type { OrderOfBattle } from '../../generated/documents';
import type { runEdit } from '../runEdit';

const { TYPE_COLUMNS, cellText } = oobCommands;
type Run = (edit: Parameters<typeof runEdit>[3], id: string) => void;

/**
 * The unit types of an order of battle: the templates new units start from. Each template field is
 * edited in place; a new type starts as a copy of another; a type no unit is made of can go. The
 * count of units of each type picks them in the grid.
 */
export function UnitTypes(props: { oob: OrderOfBattle; run: Run; pick(type: string): void; classes: readonly string[] }) {
  const used = createMemo(() => {
    const out = new Map<string, number>();
    for (const u of Object.values(props.oob.units)) out.set(u.type, (out.get(u.type) ?? 0) + 1);
    return out;
  });
  const [name, setName] = createSignal('');
  const [copyOf, setCopyOf] = createSignal('');
  const add = () => {
    const edit = oobCommands.newUnitType(props.oob, name(), copyOf() || undefined);
    props.run(edit, 'oob/newUnitType');
    if (!('error' in edit)) setName('');
  };
  return (
    <div class="unit-types" data-testid="unit-types">
      <table class="crt-grid">
        <thead>
          <tr>
            <th>type</th>
            <For each={TYPE_COLUMNS}>{(c) => <th>{c.label}</th>}</For>
            <th>units</th>
            <th />
          </tr>
        </thead>
        <tbody>
          <For each={Object.keys(props.oob.unitTypes)}>
            {(id) => (
              <tr data-type={id}>
                <td>{id}</td>
                <For each={TYPE_COLUMNS}>
                  {(c) => {
                    const value = () => (props.oob.unitTypes[id] ? cellText(props.oob.unitTypes[id]!, c) : '');
                    const set = (text: string) => props.run(oobCommands.setTypeColumn(props.oob, id, c.key, text), 'oob/setTypeColumn');
                    // The class and the symbol are picked from what the ruleset and the schema allow.
                    const options = c.key === 'unitClass' && props.classes.length ? props.classes : c.key === 'symbol' ? oobCommands.SYMBOLS : undefined;
                    return (
                      <td>
                        <Show when={options} fallback={<input data-testid={`type-${id}-${c.key}`} size={c.kind === 'int' ? 2 : 10} value={value()} onChange={(e) => set(e.currentTarget.value)} />}>
                          {(opts) => (
                            <select data-testid={`type-${id}-${c.key}`} value={value()} onChange={(e) => set(e.currentTarget.value)}>
                              <Show when={!opts().includes(value())}>
                                <option value={value()}>{value()} (unknown)</option>
                              </Show>
                              <For each={opts()}>{(o) => <option value={o}>{o}</option>}</For>
                            </select>
                          )}
                        </Show>
                      </td>
                    );
                  }}
                </For>
                <td>
                  <button title="Show its units in the grid" onClick={() => props.pick(id)}>
                    {used().get(id) ?? 0}
                  </button>
                </td>
                <td>
                  <button data-testid={`type-${id}-delete`} title="Delete this type (only when no unit is of it)" onClick={() => props.run(oobCommands.deleteUnitType(props.oob, id), 'oob/deleteUnitType')}>
                    ×
                  </button>
                </td>
              </tr>
            )}
          </For>
        </tbody>
      </table>
      <input data-testid="type-new-name" placeholder="new type's name" value={name()} onInput={(e) => setName(e.currentTarget.value)} onKeyDown={(e) => e.key === 'Enter' && add()} />
      <select data-testid="type-new-copy" value={copyOf()} onChange={(e) => setCopyOf(e.currentTarget.value)}>
        <option value="">a bare template</option>
        <For each={Object.entries(props.oob.unitTypes)}>{([id, t]) => <option value={id}>a copy of {t.name}</option>}</For>
      </select>
      <button data-testid="type-new" onClick={add}>New unit type</button>
    </div>
  );
}
