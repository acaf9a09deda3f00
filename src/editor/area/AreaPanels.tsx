import { createSignal, For, Show } from 'solid-js';
import { areaCommands, type Change } from '../../document';
import type { AreaMap, Ruleset } from '../../generated/documents';
import { ACTIONS } from '../actions';
import { BackgroundControls } from '../panels/BackgroundControls';
import { runEdit } from '../runEdit';
import { useStudio, type ToolId } from '../studio';
import { BOUNDARY_COLOURS, boundarySets, flagBadge, FLAG_COLOURS } from './drawArea';

const TOOLS: [ToolId, string][] = [
  ['select', 'Select'],
  ['area', 'Area'],
  ['road', 'Road'],
  ['trace', 'Trace'],
  ['hexset', 'Mark'],
  ['calibrate', 'Calibrate'],
];

const HINTS: Partial<Record<ToolId, string>> = {
  select: 'Click an area, zone or road; drag an area to move it; drag a corner of its outline to reshape it.',
  area: 'Click an empty place to add an area there.',
  road: 'Drag from one area (or zone) to another to connect them by a road of this class.',
  trace: 'Select an area, then click its corners on the scan; Enter or a double click ends, Backspace takes back a corner, Escape cancels.',
  hexset: 'Click or drag over areas to give them the mark; on an area that has it, to take it off.',
};

/** Tool buttons for area maps, the road classes and marks they draw with, and the scan. */
export function AreaToolbar(props: { file: string; map: AreaMap; ruleset?: Ruleset }) {
  const studio = useStudio();
  const key = (t: ToolId) => ACTIONS.find((a) => a.id === `tools/${t}`)?.shortcuts?.[0] ?? '';
  const markValue = () => {
    const m = studio.area.mark();
    return m ? ('flag' in m ? `flag:${m.flag}` : `set:${m.set}`) : '';
  };
  const [newSet, setNewSet] = createSignal('');
  return (
    <div class="toolbar" role="toolbar" aria-label="Area map tools">
      <For each={TOOLS}>
        {([t, label]) => (
          <button classList={{ tool: true, active: studio.tool() === t }} aria-pressed={studio.tool() === t} title={`${HINTS[t] ?? label} (${key(t)})`} onClick={() => studio.setTool(t)}>
            {label}
          </button>
        )}
      </For>
      <span class="sep" />
      <Show when={studio.tool() === 'road'}>
        <For each={Object.entries(props.ruleset?.roadClasses ?? {})}>
          {([id, r]) => (
            <button classList={{ swatch: true, active: studio.roadClass() === id }} aria-pressed={studio.roadClass() === id} onClick={() => studio.setRoadClass(id)}>
              <span class="chip line" style={{ background: r.colour ?? '#8e5a2b' }} />
              {r.name}
            </button>
          )}
        </For>
      </Show>
      <Show when={studio.tool() === 'hexset'}>
        <select aria-label="Mark to paint" value={markValue()} onChange={(e) => {
            const [kind, id] = e.currentTarget.value.split(/:(.*)/);
            studio.area.setMark(kind === 'flag' ? { flag: id! } : kind === 'set' ? { set: id! } : undefined);
          }}>
          <option value="">choose a mark…</option>
          <optgroup label="Flags (the ruleset's)">
            <For each={Object.entries(props.ruleset?.locationFlags ?? {})}>{([id, f]) => <option value={`flag:${id}`}>{f.name}</option>}</For>
          </optgroup>
          <optgroup label="Area sets (scenario lines, towns, supply, release)">
            <For each={Object.entries(props.map.areaSets ?? {})}>{([id, s]) => <option value={`set:${id}`}>{s.name}</option>}</For>
          </optgroup>
        </select>
        <input size="14" placeholder="new area set" aria-label="New area set name" value={newSet()} onInput={(e) => setNewSet(e.currentTarget.value)} />
        <button class="tool" disabled={!newSet().trim()} onClick={() => {
            const edit = areaCommands.createAreaSet(props.map, newSet().trim(), 'region');
            if (runEdit(studio, props.file, 'area/newSet', edit)) studio.area.setMark({ set: edit.id });
            setNewSet('');
          }}>
          Add set
        </button>
      </Show>
      <Show when={HINTS[studio.tool()]}>{(h) => <span class="hint">{h()}</span>}</Show>
      <span class="sep" />
      <BackgroundControls file={props.file} map={props.map} />
    </div>
  );
}

/** The selected area, zone or road: its fields, marks, crossing and bridge, and deleting it. */
export function AreaInspector(props: { file: string; map: AreaMap; ruleset?: Ruleset }) {
  const studio = useStudio();
  const run = (id: string, edit: { label: string; changes: Change[] } | { error: string }) => runEdit(studio, props.file, id, edit);
  const node = () => studio.selectedHex();
  const area = () => (node() ? props.map.areas[node()!] : undefined);
  const conn = () => (studio.area.connection() ? props.map.connections[studio.area.connection()!] : undefined);
  const field = (f: 'name' | 'number' | 'vp', value: string) => run('area/field', areaCommands.setAreaField(props.map, node()!, f, f === 'name' ? value : value.trim()));
  const setConn = (change: Parameters<typeof areaCommands.setConnection>[3]) => run('area/connection', areaCommands.setConnection(props.map, props.ruleset, studio.area.connection()!, change));
  return (
    <section class="inspector" role="region" aria-label="Inspector">
      <h2>Inspector</h2>
      <Show when={area() || conn() || (node() && props.map.zones?.[node()!])} fallback={<p class="placeholder">Select an area, a zone or a road (S) to see and edit it.</p>}>
        <Show when={area()}>
          {(a) => (
            <div class="fields" data-testid="area-inspector">
              <div class="hexid">{a().number ?? '–'} · {a().name}</div>
              <label>Name <input aria-label="Area name" value={a().name} onChange={(e) => field('name', e.currentTarget.value)} /></label>
              <label>Number <input aria-label="Area number" size="5" value={a().number ?? ''} onChange={(e) => field('number', e.currentTarget.value)} /></label>
              <label>VP <input aria-label="Area VP" size="4" value={a().vp ?? ''} onChange={(e) => field('vp', e.currentTarget.value)} /></label>
              <fieldset>
                <legend>Flags</legend>
                <For each={Object.entries(props.ruleset?.locationFlags ?? {})}>
                  {([id, f]) => (
                    <label class="check" title={f.description}>
                      <input type="checkbox" checked={!!a().flags?.includes(id)} onChange={(e) => run('area/mark', areaCommands.paintMark(props.map, props.ruleset, [node()!], { flag: id }, !e.currentTarget.checked))} />
                      {f.name}
                    </label>
                  )}
                </For>
              </fieldset>
              <fieldset>
                <legend>Area sets</legend>
                <For each={Object.entries(props.map.areaSets ?? {})}>
                  {([id, s]) => (
                    <label class="check">
                      <input type="checkbox" checked={s.members.includes(node()!)} onChange={(e) => run('area/mark', areaCommands.paintMark(props.map, props.ruleset, [node()!], { set: id }, !e.currentTarget.checked))} />
                      {s.name}
                    </label>
                  )}
                </For>
              </fieldset>
              <p class="note">{a().outline ? `Outline: ${a().outline!.length} corners` : 'Drawn as a circle: trace its outline over the scan (T).'}</p>
              <Show when={a().outline}>
                <button onClick={() => run('area/trace', areaCommands.setOutline(props.map, node()!, undefined))}>Clear the outline</button>
              </Show>
              <button data-testid="area-delete" onClick={() => run('area/delete', areaCommands.deleteNode(props.map, node()!))}>Delete this area</button>
            </div>
          )}
        </Show>
        <Show when={!area() && node() ? props.map.zones?.[node()!] : undefined}>
          {(z) => (
            <div class="fields">
              <div class="hexid">Zone {node()} · {z().name}</div>
              <p class="note">Owner at start: {z().initialOwner ?? '—'}; closed to: {z().closedTo?.join(', ') || 'nobody'}. Edit these in the JSON.</p>
              <button onClick={() => run('area/delete', areaCommands.deleteNode(props.map, node()!))}>Delete this zone</button>
            </div>
          )}
        </Show>
        <Show when={conn()}>
          {(c) => (
            <div class="fields" data-testid="connection-inspector">
              <div class="hexid">{areaCommands.nodeName(props.map, c().between[0])} – {areaCommands.nodeName(props.map, c().between[1])}</div>
              <label>
                Road
                <select aria-label="Road class" value={c().road} onChange={(e) => setConn({ road: e.currentTarget.value })}>
                  <For each={Object.entries(props.ruleset?.roadClasses ?? {})}>{([id, r]) => <option value={id}>{r.name}</option>}</For>
                </select>
              </label>
              <label class="check"><input type="checkbox" aria-label="Crosses a river" checked={!!c().river} onChange={(e) => setConn({ river: e.currentTarget.checked })} /> crosses a river</label>
              <label class="check"><input type="checkbox" aria-label="Bridge" checked={!!c().bridge} onChange={(e) => setConn({ bridge: e.currentTarget.checked })} /> bridge</label>
              <Show when={c().bridge}>
                <label>Bridge name <input aria-label="Bridge name" value={c().bridge?.name ?? ''} onChange={(e) => setConn({ bridgeName: e.currentTarget.value })} /></label>
                <label class="check"><input type="checkbox" checked={!!c().bridge?.printedBlown} onChange={(e) => setConn({ printedBlown: e.currentTarget.checked })} /> printed blown (5.1)</label>
              </Show>
              <button data-testid="connection-delete" onClick={() => {
                  if (run('area/deleteConnection', areaCommands.deleteConnection(props.map, studio.area.connection()!))) studio.area.selectConnection(undefined);
                }}>
                Delete this road
              </button>
            </div>
          )}
        </Show>
      </Show>
    </section>
  );
}

/** The map's key, as a printed map has one: road classes, crossings and bridges, boundaries, flags, VP, control. */
export function AreaLegend(props: { map: AreaMap; ruleset?: Ruleset }) {
  const [open, setOpen] = createSignal(false);
  return (
    <div class="area-legend" data-testid="area-legend">
      <button class="legend-toggle" data-testid="legend-toggle" onClick={() => setOpen(!open())}>{open() ? 'Hide key' : 'Key to the map'}</button>
      <Show when={open()}>
        <ul>
          <For each={Object.entries(props.ruleset?.roadClasses ?? {})}>
            {([, r], i) => (
              <li><span class="key-line" style={{ background: r.colour ?? '#8e5a2b', height: `${Math.max(2, 6 - i() * 2.5)}px` }} /> {r.name}</li>
            )}
          </For>
          <li><span class="key-glyph" style={{ color: '#2f7fc1' }}>┃</span> river crossing · <b>][</b> bridge · <span style={{ color: '#d62b1f' }}>✕</span> blown · <span style={{ color: '#e67e22' }}>⊗</span> under repair</li>
          <For each={boundarySets(props.map)}>
            {([, s], i) => <li><span class="key-line" style={{ background: BOUNDARY_COLOURS[i() % BOUNDARY_COLOURS.length]!, height: '5px' }} /> {s.name}</li>}
          </For>
          <For each={Object.keys(props.ruleset?.locationFlags ?? {})}>
            {(f, i) => <li><span class="key-badge" style={{ background: FLAG_COLOURS[i() % FLAG_COLOURS.length]! }}>{flagBadge(props.ruleset, f)}</span> {props.ruleset!.locationFlags![f]!.name}</li>}
          </For>
          <li><b style={{ color: '#8a1c1c' }}>★n</b> victory points · number and name of the area · lettered boxes: zones</li>
          <For each={Object.entries(props.ruleset?.sides ?? {})}>{([, s]) => <li><span class="key-badge" style={{ background: `${s.colour ?? '#999'}88` }} /> {s.name} control (test play)</li>}</For>
        </ul>
      </Show>
    </div>
  );
}
