import { createMemo, For, Show } from 'solid-js';
import { mapCommands } from '../../document';
import type { HexMap, Ruleset } from '../../generated/documents';
import { gridGeometry } from '../../hex';
import { useStudio } from '../studio';
import { FoldHeading, isClosed } from './FoldHeading';

/** The selected hex's data: terrain, features, name, victory, and its hexsides with their bridges. */
export function Inspector(props: { file: string; map: HexMap; ruleset?: Ruleset }) {
  const studio = useStudio();
  const hex = () => studio.selectedHex();
  const record = createMemo(() => (hex() ? props.map.hexes[hex()!] : undefined));
  /** The hex's six sides (canonical ids) that carry something. */
  const sides = createMemo(() => {
    const h = hex();
    if (!h) return [];
    const g = gridGeometry(props.map.grid);
    return mapCommands.sidesOfHex(g, h).flatMap((id) => (props.map.hexsides?.[id] ? [[id, props.map.hexsides[id]!] as const] : []));
  });
  const run = (edit: mapCommands.Edit, id: string) => studio.store.execute(props.file, { id, label: edit.label }, edit.changes);
  const terrains = (layer: 'base' | 'feature') => Object.entries(props.ruleset?.terrainTypes ?? {}).filter(([, t]) => t.layer === layer);
  return (
    <section class="inspector" classList={{ closed: isClosed('inspector') }} role="region" aria-label="Inspector">
      <FoldHeading section="inspector">Inspector</FoldHeading>
      <Show when={hex()} fallback={<p class="placeholder">Select a hex (S) to see and edit its data.</p>}>
        {(h) => (
          <div class="fields">
            <div class="hexid" data-testid="inspector-hex">{h()}</div>
            <label>
              Terrain
              <select
                value={record()?.terrain ?? props.map.defaultTerrain}
                onChange={(e) => run(mapCommands.paintTerrain(props.map, props.ruleset, [h()], e.currentTarget.value), 'map/paintTerrain')}
              >
                <For each={terrains('base')}>{([id, t]) => <option value={id}>{t.name}</option>}</For>
              </select>
            </label>
            <fieldset>
              <legend>Features</legend>
              <For each={terrains('feature')}>
                {([id, t]) => (
                  <label class="check">
                    <input
                      type="checkbox"
                      checked={!!record()?.features?.includes(id as never)}
                      onChange={(e) =>
                        run(
                          mapCommands.editHex(props.map, h(), (r) => ({ ...r, features: e.currentTarget.checked ? [...(r?.features ?? []), id as never] : (r?.features ?? []).filter((f) => f !== id) }), `${e.currentTarget.checked ? 'Add' : 'Remove'} ${t.name.toLowerCase()} at ${h()}`),
                          'map/editHex',
                        )
                      }
                    />
                    {t.name}
                  </label>
                )}
              </For>
            </fieldset>
            <label>
              Name
              <input
                value={record()?.name ?? ''}
                onChange={(e) => {
                  const name = e.currentTarget.value.trim();
                  run(mapCommands.editHex(props.map, h(), (r) => { const { name: _n, ...rest } = r ?? {}; return name ? { ...rest, name } : rest; }, `Name ${h()} "${name}"`), 'map/editHex');
                }}
              />
            </label>
            <label>
              Place label
              <input
                aria-label="Place label"
                value={Object.values(props.map.places ?? {}).find((p) => p.hexes.includes(h() as never) || p.labelHex === h())?.name ?? ''}
                onChange={(e) => run(mapCommands.setPlaceLabel(props.map, h(), e.currentTarget.value.trim()), 'map/placeLabel')}
              />
            </label>
            <label class="check">
              <input type="checkbox" checked={!!props.map.victoryHexes?.[h()]} onChange={() => run(mapCommands.toggleVictoryHex(props.map, h()), 'map/victoryHex')} />
              Victory hex
            </label>
            <fieldset>
              <legend>Supply source for</legend>
              <For each={Object.entries(props.ruleset?.sides ?? {})}>
                {([side, def]) => (
                  <label class="check">
                    <input type="checkbox" checked={!!props.map.supplySources?.[h()]?.sides.includes(side as never)} onChange={() => run(mapCommands.toggleSupplySource(props.map, h(), side), 'map/supplySource')} />
                    {def.name}
                  </label>
                )}
              </For>
            </fieldset>
            <label>
              Entry letter
              <input
                aria-label="Entry letter"
                maxLength={2}
                value={Object.entries(props.map.entries ?? {}).find(([, e]) => e.hexes.includes(h() as never))?.[0] ?? ''}
                onChange={(e) => {
                  const letter = e.currentTarget.value.trim().toUpperCase();
                  if (letter && !/^[A-Z]{1,2}$/.test(letter)) return studio.say(`"${letter}" is not an entry letter (A–Z)`);
                  const side = props.map.entries?.[letter]?.side ?? (Object.keys(props.ruleset?.sides ?? { allied: 1 })[1] ?? 'allied');
                  run(mapCommands.setEntryLetter(props.map, h(), letter, side), 'map/entry');
                }}
              />
            </label>
            <Show when={sides().length}>
              <h3>Hexsides</h3>
              <ul class="sides">
                <For each={sides()}>
                  {([id, s]) => (
                    <li>
                      {id}: {(s.features ?? []).join(', ') || '—'}
                      <Show when={s.bridge}>
                        {' '}· bridge <button class="link" onClick={() => run(mapCommands.removeBridge(props.map, id), 'map/removeBridge')}>remove</button>
                      </Show>
                    </li>
                  )}
                </For>
              </ul>
            </Show>
            <button class="link" onClick={() => studio.show({ file: props.file, pointer: `/hexes/${h()}`, hex: h() })}>Show in JSON</button>
          </div>
        )}
      </Show>
    </section>
  );
}
