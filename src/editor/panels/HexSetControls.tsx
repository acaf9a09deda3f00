import { createSignal, For } from 'solid-js';
import { mapCommands } from '../../document';
import type { HexMap } from '../../generated/documents';
import { useStudio } from '../studio';

/** Pick the hex set the tool paints, or make a new one. Dragging from a hex already in the set removes. */
export function HexSetControls(props: { file: string; map: HexMap }) {
  const studio = useStudio();
  const [name, setName] = createSignal('');
  const create = () => {
    const n = name().trim();
    if (!n) return;
    const id = n.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'set';
    const edit = mapCommands.createHexSet(props.map, id, n);
    studio.store.execute(props.file, { id: 'map/createHexSet', label: edit.label }, edit.changes);
    studio.setHexSet(id);
    setName('');
  };
  return (
    <span class="hexset-controls">
      <select aria-label="Hex set" onChange={(e) => studio.setHexSet(e.currentTarget.value || undefined)}>
        <option value="" selected={!studio.hexSet()}>choose a hex set…</option>
        <For each={Object.entries(props.map.hexSets ?? {})}>
          {([id, s]) => (
            <option value={id} selected={studio.hexSet() === id}>
              {s.name} ({s.hexes.length})
            </option>
          )}
        </For>
      </select>
      <input aria-label="New hex set name" placeholder="New set name" value={name()} onInput={(e) => setName(e.currentTarget.value)} onKeyDown={(e) => e.key === 'Enter' && create()} />
      <button class="tool" onClick={create}>
        Add set
      </button>
      <span class="hint">Drag to add hexes; start on a hex in the set to remove.</span>
    </span>
  );
}
