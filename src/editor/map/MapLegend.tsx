import { createSignal, For, Show } from 'solid-js';
import type { HexMap, Ruleset } from '../../generated/documents';
import { colours } from './mapView';
import { symbolTile } from './terrainSymbols';

/** A terrain's swatch as the map draws it: its colour, its symbol over it. */
function Swatch(props: { colour: string; terrain: string }) {
  return (
    <canvas
      class="key-swatch"
      width={44}
      height={28}
      ref={(c) =>
        queueMicrotask(() => {
          const ctx = c.getContext('2d');
          if (!ctx) return;
          ctx.fillStyle = props.colour;
          ctx.fillRect(0, 0, 44, 28);
          const tile = symbolTile(props.terrain);
          if (tile) {
            ctx.fillStyle = ctx.createPattern(tile, 'repeat')!;
            ctx.fillRect(0, 0, 44, 28);
          }
        })
      }
    />
  );
}

/**
 * The key to a hex map, from its ruleset: every terrain with its colour and symbol, the settlement
 * and line features, hexsides, roads, and the marks the map draws (bridges, boundaries, victory
 * hexes, supply sources, entry letters). Folded to a button until asked for.
 */
export function MapLegend(props: { map: HexMap; ruleset?: Ruleset }) {
  const [open, setOpen] = createSignal(false);
  const col = () => colours(props.ruleset);
  const terrains = (layer: 'base' | 'feature') => Object.entries(props.ruleset?.terrainTypes ?? {}).filter(([, t]) => (t.layer ?? 'base') === layer);
  return (
    <div class="map-legend" data-testid="map-legend" onPointerDown={(e) => e.stopPropagation()} onWheel={(e) => e.stopPropagation()}>
      <button class="legend-toggle" data-testid="map-legend-toggle" aria-expanded={open()} onClick={() => setOpen(!open())}>
        {open() ? 'Hide key' : 'Key to the map'}
      </button>
      <Show when={open()}>
        <div class="key-columns">
          <ul aria-label="Terrain">
            <For each={terrains('base')}>{([id, t]) => <li><Swatch colour={col().terrain(id)} terrain={id} /> {t.name}</li>}</For>
            <For each={terrains('feature')}>{([id, t]) => <li><span class="key-box" style={{ background: col().terrain(id) }} /> {t.name}</li>}</For>
          </ul>
          <ul aria-label="Lines and marks">
            <For each={Object.entries(props.ruleset?.hexsideTypes ?? {})}>{([id, h]) => <li><span class="key-line" style={{ background: col().hexside(id), height: '4px' }} /> {h.name} (hexside)</li>}</For>
            <For each={Object.entries(props.ruleset?.roadClasses ?? {})}>{([id, r]) => <li><span class="key-line" style={{ background: col().road(id), height: id === 'primary' ? '4px' : '2px' }} /> {r.name}</li>}</For>
            <li><span class="key-glyph bridge">▮</span> bridge</li>
            <li><span class="key-line dashed" /> boundary line</li>
            <li><span class="key-glyph" style={{ color: '#c0392b' }}>★</span> victory hex</li>
            <li><span class="key-box" style={{ background: '#222', width: '8px', height: '8px' }} /> <span class="key-box" style={{ background: '#2e7d32', width: '8px', height: '8px' }} /> supply source (German, Allied)</li>
            <li><span class="key-glyph entry">A</span> entry hex and its letter</li>
          </ul>
        </div>
      </Show>
    </div>
  );
}
