import { setupCommands } from '../../document';
import type { HexMap, Scenario, OrderOfBattle } from '../../generated/documents';
import { gridGeometry } from '../../hex';
import { drawCounter, SIDE_COLOURS } from '../map/counters';
import type { MapGeometry } from '../map/mapView';
import type { useStudio } from '../studio';
import { setupScenario, SETUP_DRAG } from './SetupTray';

type Studio = ReturnType<typeof useStudio>;

/** The set-up units of the map's scenario as counters, stacks fanned out (editing, not test play). */
export function drawSetup(ctx: CanvasRenderingContext2D, geo: MapGeometry, target: { scenario: Scenario; oob?: OrderOfBattle }, scale: number): void {
  const size = geo.layout.size ?? 20;
  const w = size * 0.95;
  for (const [hex, ids] of setupCommands.stacks(target.scenario)) {
    const k = geo.ordinal.get(hex);
    if (k === undefined) continue;
    ids.forEach((id, i) => {
      const u = target.oob?.units[id];
      const [fill, ink] = SIDE_COLOURS[u?.side ?? ''] ?? ['#ccc', '#000'];
      const f = u?.front;
      drawCounter(ctx, geo.cx[k]! - w / 2 + i * size * 0.18, geo.cy[k]! - w / 2 - i * size * 0.18, w, { fill, ink, name: u?.name ?? id, factors: `${f?.attack ?? '–'}-${f?.defense ?? '–'}-${f?.movement ?? '–'}`, lineWidth: 1 / scale });
    });
  }
}

/** The units a tray drag carries, or undefined when the drag is not one. */
export function setupPayload(e: DragEvent): { units: string[]; what: string } | undefined {
  const text = e.dataTransfer?.getData(SETUP_DRAG);
  if (!text) return undefined;
  try {
    const v = JSON.parse(text) as { units?: unknown; what?: unknown };
    return Array.isArray(v.units) && v.units.every((u) => typeof u === 'string') ? { units: v.units as string[], what: String(v.what ?? '') } : undefined;
  } catch {
    return undefined;
  }
}

/** Sets dropped units up from the hex they were dropped on (a formation spreads to free hexes around it). */
export function dropSetup(studio: Studio, map: HexMap, hex: string, payload: { units: string[]; what: string }): void {
  const target = setupScenario(studio, map.id);
  if (!target) return studio.say('No scenario uses this map: make one to set units up on it');
  const taken = new Set(setupCommands.stacks(target.scenario).keys());
  const hexes = payload.units.length === 1 ? [hex] : setupCommands.spreadFrom(gridGeometry(map.grid), hex, payload.units.length, taken);
  const edit = setupCommands.placeUnits(target.scenario, target.oob, payload.units.map((unit, i) => ({ unit, hex: hexes[i] ?? hex })), payload.what);
  if (!studio.store.execute(target.file, { id: 'setup/place', label: edit.label }, edit.changes)) return studio.say('The scenario\'s JSON does not parse: fix it before setting up');
  studio.say(edit.label);
}
