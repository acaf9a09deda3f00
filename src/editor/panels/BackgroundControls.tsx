import { For, Show } from 'solid-js';
import { mapCommands } from '../../document';
import type { AreaMap, HexMap } from '../../generated/documents';
import { gridGeometry, inExtent, parseHex } from '../../hex';
import { uploadImage } from '../services/api';
import { useStudio } from '../studio';

/** PNG or JPEG by signature: the extension of a file says nothing. */
function imageKind(bytes: Uint8Array): 'png' | 'jpg' | undefined {
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  return undefined;
}

/**
 * Load a scanned map, set its opacity, and calibrate it by clicking hex centres (or, on an area map,
 * area centres) and typing their printed numbers.
 */
export function BackgroundControls(props: { file: string; map: HexMap | AreaMap }) {
  const studio = useStudio();
  const run = (edit: mapCommands.Edit, id: string) => studio.store.execute(props.file, { id, label: edit.label }, edit.changes);
  const load = async (f: File | undefined) => {
    if (!f) return;
    const bytes = await f.arrayBuffer();
    const kind = imageKind(new Uint8Array(bytes.slice(0, 8)));
    if (!kind) {
      studio.say(`${f.name} is not a PNG or JPEG image; the background was not changed`, 'warn');
      return;
    }
    const image = `backgrounds/${props.map.id}.${kind}`;
    const r = await uploadImage(`data/${image}`, bytes);
    if (!r.ok) {
      studio.say(r.message);
      return;
    }
    run(mapCommands.setBackground(props.map, image), 'map/setBackground');
    studio.setCalibration([]);
    studio.setTool('calibrate');
    studio.say(`Background loaded: click two or three ${what()} centres on the scan and type their printed numbers`);
  };
  const what = () => (props.map.topology === 'area' ? 'area' : 'hex');
  /** The area a typed number or id names on an area map. */
  const areaOf = (typed: string | undefined) => {
    const m = props.map;
    if (!typed || m.topology !== 'area') return undefined;
    if (m.areas[typed] || m.zones?.[typed]) return typed;
    return Object.keys(m.areas).find((id) => String(m.areas[id]!.number) === typed);
  };
  const validHex = (hex: string | undefined) => {
    const m = props.map;
    if (m.topology === 'area') return !!areaOf(hex);
    const p = hex ? parseHex(gridGeometry(m.grid), hex) : null;
    return !!p && inExtent(gridGeometry(m.grid), p);
  };
  const ready = () => studio.calibration().length >= 2 && studio.calibration().every((p) => validHex(p.hex));
  const apply = () => {
    run(mapCommands.calibrateBackground(props.map, studio.calibration().map((p) => ({ ...(what() === 'area' ? { area: areaOf(p.hex)! } : { hex: p.hex! }), x: p.x, y: p.y }))), 'map/calibrate');
    studio.setCalibration([]);
    studio.say('Background calibrated');
  };
  return (
    <div class="background-controls" role="group" aria-label="Background">
      <label class="file-button">
        Load scan…
        <input type="file" accept="image/png,image/jpeg" aria-label="Load a scanned map" onChange={(e) => {
            // currentTarget is gone once the event is over: keep the element to clear it after the upload.
            const input = e.currentTarget;
            void load(input.files?.[0]).finally(() => (input.value = ''));
          }} />
      </label>
      <Show when={props.map.background}>
        {(bg) => (
          <label class="opacity">
            Opacity
            <input type="range" min="0" max="100" aria-label="Background opacity" value={Math.round((bg().opacity ?? 0.6) * 100)} onChange={(e) => run(mapCommands.setBackgroundOpacity(props.map, Number(e.currentTarget.value) / 100), 'map/backgroundOpacity')} />
          </label>
        )}
      </Show>
      <Show when={studio.tool() === 'calibrate'}>
        <span class="hint">{props.map.background ? `Click ${what() === 'area' ? 'an area' : 'a hex'} centre on the scan, then type its printed number.` : 'Load a scan first.'}</span>
        <For each={studio.calibration()}>
          {(p, i) => (
            <label class="cal-point">
              Point {i() + 1}
              <input
                size="6"
                aria-label={`${what() === 'area' ? 'Area' : 'Hex'} number of point ${i() + 1}`}
                classList={{ invalid: !!p.hex && !validHex(p.hex) }}
                value={p.hex ?? ''}
                ref={(el) => i() === studio.calibration().length - 1 && !p.hex && queueMicrotask(() => el.focus())}
                onInput={(e) => studio.setCalibration(studio.calibration().map((q, j) => (j === i() ? { ...q, hex: e.currentTarget.value.trim() } : q)))}
              />
            </label>
          )}
        </For>
        <button class="tool" disabled={!ready()} onClick={apply}>
          Apply calibration
        </button>
        <Show when={studio.calibration().length}>
          <button class="tool" onClick={() => studio.setCalibration([])}>
            Clear points
          </button>
        </Show>
      </Show>
    </div>
  );
}
