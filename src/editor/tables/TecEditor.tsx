import { createMemo, createSignal, For } from 'solid-js';
import { tableCommands } from '../../document';
import type { Ruleset } from '../../generated/documents';
import { pointer } from '../../shared/jsonPointer';
import { runEdit } from '../runEdit';
import { provenanceCell } from './provenanceCell';
import { pickedFrom, ProvenanceMarks, type Picked } from './ProvenanceMarks';
import { useStudio } from '../studio';

const show = (v: unknown) => (v === undefined ? '—' : v === 'prohibited' ? 'P' : v === 'tacticalOnly' ? 'T' : v === 'otherTerrain' ? 'OT' : String(v));

/**
 * The Terrain Effects Chart as a grid: terrain down; movement cost per movement class and ground
 * state, the defense bonus and the armor-shift rule across. A cell takes MP, or P (prohibited),
 * T (tactical movement only), OT (other terrain); every edit is a named, undoable command.
 */
export function TecEditor(props: { file: string; ruleset: Ruleset }) {
  const studio = useStudio();
  const grounds = createMemo(() => Object.keys((props.ruleset as { groundStates?: object }).groundStates ?? { any: 1 }));
  const classes = createMemo(() => Object.keys(props.ruleset.movementClasses));
  const terrains = createMemo(() => Object.keys(props.ruleset.terrainTypes ?? {}));
  const run = (edit: Parameters<typeof runEdit>[3]) => runEdit(studio, props.file, 'table/tec', edit);
  const [picked, setPicked] = createSignal<Picked>();
  const prov = (terrain: string, rel: string) => provenanceCell(props.ruleset.terrainTypes![terrain], rel);
  return (
    <div class="tec-editor" data-testid="tec-editor" onFocusIn={(e) => setPicked(pickedFrom(e, []) ?? picked())}>
      <table class="crt-grid">
        <thead>
          <tr>
            <th rowspan={2}>terrain</th>
            <For each={classes()}>{(mc) => <th colspan={grounds().length}>{props.ruleset.movementClasses[mc]?.name ?? mc}</th>}</For>
            <th rowspan={2}>DCB</th>
            <th rowspan={2}>armor shift</th>
          </tr>
          <tr>
            <For each={classes()}>{() => <For each={grounds()}>{(g) => <th>{g}</th>}</For>}</For>
          </tr>
        </thead>
        <tbody>
          <For each={terrains()}>
            {(terrain) => (
              <tr>
                <th title={props.ruleset.terrainTypes![terrain]!.rule}>{props.ruleset.terrainTypes![terrain]!.name}</th>
                <For each={classes()}>
                  {(mc) => (
                    <For each={grounds()}>
                      {(g) => (
                        <td class={prov(terrain, pointer('movement', mc)).class} title={prov(terrain, pointer('movement', mc)).title} data-record={`terrainTypes/${terrain}`} data-prov={pointer('movement', mc)} data-what={`${props.ruleset.terrainTypes![terrain]!.name}, ${props.ruleset.movementClasses[mc]?.name ?? mc}`}>
                          <input data-testid={`tec-${terrain}-${mc}-${g}`} size={3} value={show(tableCommands.terrainCost(props.ruleset, terrain, mc, g))} onChange={(e) => run(tableCommands.setTerrainCost(props.ruleset, terrain, mc, g, e.currentTarget.value, grounds()))} />
                        </td>
                      )}
                    </For>
                  )}
                </For>
                <td class={prov(terrain, '/defenseBonus').class} title={prov(terrain, '/defenseBonus').title} data-record={`terrainTypes/${terrain}`} data-prov="/defenseBonus" data-what={`${props.ruleset.terrainTypes![terrain]!.name}, defense bonus`}>
                  <input data-testid={`tec-${terrain}-dcb`} size={2} value={String(props.ruleset.terrainTypes![terrain]!.defenseBonus ?? 0)} onChange={(e) => run(tableCommands.setTerrainField(props.ruleset, terrain, 'defenseBonus', e.currentTarget.value))} />
                </td>
                <td>
                  <select value={props.ruleset.terrainTypes![terrain]!.armorShift ?? ''} onChange={(e) => run(tableCommands.setTerrainField(props.ruleset, terrain, 'armorShift', e.currentTarget.value))}>
                    <For each={['yes', 'no', 'otherTerrain', 'conditional']}>{(v) => <option value={v}>{v}</option>}</For>
                  </select>
                </td>
              </tr>
            )}
          </For>
        </tbody>
      </table>
      <p class="note">Costs in MP; P prohibited, T tactical movement only, OT as the other terrain in the hex. Cells are coloured by provenance.</p>
      <ProvenanceMarks file={props.file} ruleset={props.ruleset} picked={picked()} />
    </div>
  );
}
