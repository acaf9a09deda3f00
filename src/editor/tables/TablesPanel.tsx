import { createEffect, createMemo, createSignal, For, on, Show } from 'solid-js';
import { parsePointer } from '../../shared/jsonPointer';
import { useStudio } from '../studio';
import type { Ruleset } from '../../generated/documents';
import { CrtEditor } from './CrtEditor';
import { TecEditor } from './TecEditor';

/** The picker's value for the Terrain Effects Chart (not a table id: the TEC lives in terrainTypes). */
const TEC = '#tec';

/**
 * The rules-tables editor of a ruleset: pick a combat results table and edit it as a grid beside
 * the JSON pane (one document: edits here show there, and undo is shared).
 */
export function TablesPanel(props: { file: string; ruleset: Ruleset }) {
  const crts = createMemo(() => Object.entries(props.ruleset.tables ?? {}).filter(([, t]) => t.kind === 'oddsCrt'));
  const [picked, setPicked] = createSignal<string>();
  const tableId = () => picked() ?? crts()[0]?.[0];
  const studio = useStudio();
  // A reveal of a table's value (the Problems or Provenance panel) picks that table.
  createEffect(
    on(studio.reveal, (r) => {
      const [tables, id] = r?.file === props.file && r.pointer ? parsePointer(r.pointer) : [];
      if (tables === 'tables' && id && props.ruleset.tables[id]?.kind === 'oddsCrt') setPicked(id);
    }),
  );
  const others = createMemo(() => Object.keys(props.ruleset.tables ?? {}).length - crts().length);
  return (
    <section class="tables-panel" data-testid="tables-panel">
      <header>
        <b>Tables</b>{' '}
        <select data-testid="table-pick" value={tableId() ?? ''} onChange={(e) => setPicked(e.currentTarget.value)}>
          <For each={crts()}>{([id, t]) => <option value={id}>{t.name}</option>}</For>
          <option value={TEC}>Terrain Effects Chart</option>
        </select>
        <span class="note"> {others()} other tables (die-roll, modifier lists, lookups) are edited in the JSON pane for now.</span>
      </header>
      <Show when={tableId() !== TEC && tableId()} keyed>
        {(id) => <CrtEditor file={props.file} ruleset={props.ruleset} tableId={id} />}
      </Show>
      <Show when={tableId() === TEC}>
        <TecEditor file={props.file} ruleset={props.ruleset} />
      </Show>
    </section>
  );
}
