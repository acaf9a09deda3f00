import { createEffect, createMemo, createSignal, For, on, Show } from 'solid-js';
import { parsePointer } from '../../shared/jsonPointer';
import { useStudio } from '../studio';
import type { Ruleset } from '../../generated/documents';
import { CrtEditor } from './CrtEditor';
import { DicePoolEditor } from './DicePoolEditor';
import { DifferentialEditor } from './DifferentialEditor';
import { ModifiersEditor } from './ModifiersEditor';
import { SimpleTableEditor } from './SimpleTablesEditor';
import { StackingEditor } from './StackingEditor';
import { TecEditor } from './TecEditor';

/** The picker's value for the Terrain Effects Chart (not a table id: the TEC lives in terrainTypes). */
const TEC = '#tec';
/** The picker's value for the stacking rules (the ruleset's `stacking`). */
const STACKING = '#stacking';

/**
 * The rules-tables editor of a ruleset: pick a combat results table (or the TEC, a modifier list,
 * the stacking rules…) and edit it beside the JSON pane (one document: edits here show there, and
 * undo is shared).
 */
export function TablesPanel(props: { file: string; ruleset: Ruleset }) {
  const mods = createMemo(() => Object.entries(props.ruleset.tables ?? {}).filter(([, t]) => t.kind === 'modifiers'));
  const simple = createMemo(() => Object.entries(props.ruleset.tables ?? {}).filter(([, t]) => t.kind === 'dieRoll' || t.kind === 'lookup').map(([id]) => id));
  const crts = createMemo(() => Object.entries(props.ruleset.tables ?? {}).filter(([, t]) => t.kind === 'oddsCrt' || t.kind === 'differentialCrt'));
  const pools = createMemo(() => Object.entries(props.ruleset.tables ?? {}).filter(([, t]) => t.kind === 'dicePool').map(([id]) => id));
  const [picked, setPicked] = createSignal<string>();
  const tableId = () => picked() ?? crts()[0]?.[0] ?? pools()[0];
  const studio = useStudio();
  // A reveal of a table's value (the Problems or Provenance panel) picks that table.
  createEffect(
    on(studio.reveal, (r) => {
      const [tables, id] = r?.file === props.file && r.pointer ? parsePointer(r.pointer) : [];
      if (tables === 'tables' && id && props.ruleset.tables[id]) setPicked(id);
      if (tables === 'stacking') setPicked(STACKING);
    }),
  );
  return (
    <section class="tables-panel" data-testid="tables-panel">
      <header>
        <b>Tables</b>{' '}
        <select data-testid="table-pick" value={tableId() ?? ''} onChange={(e) => setPicked(e.currentTarget.value)}>
          {/* Keyed by id (strings), so an edit to a table does not rebuild the options and lose the choice. */}
          <For each={crts().map(([id]) => id)}>{(id) => <option value={id}>{props.ruleset.tables[id]?.name ?? id}</option>}</For>
          <For each={pools()}>{(id) => <option value={id}>{props.ruleset.tables[id]?.name ?? id} (dice pool)</option>}</For>
          <option value={TEC}>Terrain Effects Chart</option>
          <option value={STACKING}>Stacking{props.ruleset.stacking.rule ? ` (rule ${props.ruleset.stacking.rule})` : ''}</option>
          <For each={mods().map(([id]) => id)}>{(id) => <option value={id}>{props.ruleset.tables[id]?.name ?? id} (modifiers)</option>}</For>
          <For each={simple()}>{(id) => <option value={id}>{props.ruleset.tables[id]?.name ?? id} ({props.ruleset.tables[id]?.kind === 'lookup' ? 'lookup' : 'die roll'})</option>}</For>
        </select>
      </header>
      <Show when={tableId() !== TEC && props.ruleset.tables[tableId() ?? '']?.kind === 'oddsCrt' && tableId()} keyed>
        {(id) => <CrtEditor file={props.file} ruleset={props.ruleset} tableId={id} />}
      </Show>
      <Show when={props.ruleset.tables[tableId() ?? '']?.kind === 'modifiers' && tableId()} keyed>
        {(id) => <ModifiersEditor file={props.file} ruleset={props.ruleset} tableId={id} />}
      </Show>
      <Show when={['dieRoll', 'lookup'].includes(props.ruleset.tables[tableId() ?? '']?.kind ?? '') && tableId()} keyed>
        {(id) => <SimpleTableEditor file={props.file} ruleset={props.ruleset} tableId={id} />}
      </Show>
      <Show when={props.ruleset.tables[tableId() ?? '']?.kind === 'differentialCrt' && tableId()} keyed>
        {(id) => <DifferentialEditor file={props.file} ruleset={props.ruleset} tableId={id} />}
      </Show>
      <Show when={props.ruleset.tables[tableId() ?? '']?.kind === 'dicePool' && tableId()} keyed>
        {(id) => <DicePoolEditor file={props.file} ruleset={props.ruleset} tableId={id} />}
      </Show>
      <Show when={tableId() === TEC}>
        <TecEditor file={props.file} ruleset={props.ruleset} />
      </Show>
      <Show when={tableId() === STACKING}>
        <StackingEditor file={props.file} ruleset={props.ruleset} />
      </Show>
    </section>
  );
}
