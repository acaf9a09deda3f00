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
        <Swatches items={terrains()} chosen={studio.paint()} choose={studio.setPaint} fallback="#ccc" title={(t) => `${t.name}${t.layer === 'feature' ? ' (feature)' : ''}`} />
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
        <Swatches items={Object.entries(props.ruleset?.hexsideTypes ?? {})} chosen={studio.hexsideFeature()} choose={studio.setHexsideFeature} fallback="#3f7fbf" line />
        <span class="hint">Click near an edge to toggle; drag along edges to draw a chain.</span>
      </Show>
      <Show when={studio.tool() === 'road'}>
        <Swatches items={Object.entries(props.ruleset?.roadClasses ?? {})} chosen={studio.roadClass()} choose={studio.setRoadClass} fallback="#8e5a2b" line />
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

interface Swatch {
  readonly name: string;
  readonly colour?: string;
}

/** A row of palette buttons (terrain, hexside or road), one pressed. */
function Swatches<T extends Swatch>(props: { items: [string, T][]; chosen: string; choose: (id: string) => void; fallback: string; line?: boolean; title?: (t: T) => string }) {
  return (
    <For each={props.items}>
      {([id, t]) => (
        <button classList={{ swatch: true, active: props.chosen === id }} aria-pressed={props.chosen === id} title={props.title?.(t)} onClick={() => props.choose(id)}>
          <span classList={{ chip: true, line: !!props.line }} style={{ background: t.colour ?? props.fallback }} />
          {t.name}
        </button>
      )}
    </For>
  );
}
