import { createMemo, For, Show } from 'solid-js';
import type { HexMap, Ruleset } from '../../generated/documents';
import { BackgroundControls } from './BackgroundControls';
import { HexSetControls } from './HexSetControls';
import { ACTIONS } from '../actions';
import { useStudio, type ToolId } from '../studio';

const TOOLS: ToolId[] = ['select', 'brush', 'fill', 'eraser', 'hexside', 'road', 'hexset', 'calibrate'];

/** Tool buttons and the palettes the tools paint with, read from the open map's ruleset. */
export function Toolbar(props: { ruleset?: Ruleset; file: string; map: HexMap }) {
  const studio = useStudio();
  const action = (tool: ToolId) => ACTIONS.find((a) => a.id === `tools/${tool}`)!;
  const terrains = createMemo(() => Object.entries(props.ruleset?.terrainTypes ?? {}));
  return (
    <div class="toolbar" role="toolbar" aria-label="Map tools">
      <For each={TOOLS}>
        {(t) => (
          <button classList={{ tool: true, active: studio.tool() === t }} aria-pressed={studio.tool() === t} title={`${action(t).label(studio)} (${action(t).shortcuts?.[0]})`} onClick={() => studio.setTool(t)}>
            {action(t).label(studio).split(' ')[0]}
          </button>
        )}
      </For>
      <span class="sep" />
      <Show when={['brush', 'fill'].includes(studio.tool())}>
        <For each={terrains()}>
          {([id, t]) => (
            <button classList={{ swatch: true, active: studio.paint() === id }} aria-pressed={studio.paint() === id} title={`${t.name}${t.layer === 'feature' ? ' (feature)' : ''}`} onClick={() => studio.setPaint(id)}>
              <span class="chip" style={{ background: t.colour ?? '#ccc' }} />
              {t.name}
            </button>
          )}
        </For>
      </Show>
      <Show when={['brush', 'eraser'].includes(studio.tool())}>
        <label class="size">
          Size
          <select value={studio.brushSize()} onChange={(e) => studio.setBrushSize(Number(e.currentTarget.value) as 1 | 2 | 3)}>
            <option value="1">1</option>
            <option value="2">2</option>
            <option value="3">3</option>
          </select>
        </label>
      </Show>
      <Show when={studio.tool() === 'hexside'}>
        <For each={Object.entries(props.ruleset?.hexsideTypes ?? {})}>
          {([id, t]) => (
            <button classList={{ swatch: true, active: studio.hexsideFeature() === id }} aria-pressed={studio.hexsideFeature() === id} onClick={() => studio.setHexsideFeature(id)}>
              <span class="chip line" style={{ background: t.colour ?? '#3f7fbf' }} />
              {t.name}
            </button>
          )}
        </For>
        <span class="hint">Click near an edge to toggle; drag along edges to draw a chain.</span>
      </Show>
      <Show when={studio.tool() === 'road'}>
        <For each={Object.entries(props.ruleset?.roadClasses ?? {})}>
          {([id, t]) => (
            <button classList={{ swatch: true, active: studio.roadClass() === id }} aria-pressed={studio.roadClass() === id} onClick={() => studio.setRoadClass(id)}>
              <span class="chip line" style={{ background: t.colour ?? '#8e5a2b' }} />
              {t.name}
            </button>
          )}
        </For>
        <span class="hint">Drag from hex to hex; crossing a river places a bridge.</span>
      </Show>
      <Show when={studio.tool() === 'hexset'}>
        <HexSetControls file={props.file} map={props.map} />
      </Show>
      <span class="sep" />
      <BackgroundControls file={props.file} map={props.map} />
    </div>
  );
}
