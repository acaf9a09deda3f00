import { setupCommands } from '../../document';
import type { HexMap, Scenario, OrderOfBattle } from '../../generated/documents';
import { gridGeometry } from '../../hex';
import { COUNTER_SIDE, drawCounter } from '../map/counters';
import { FAN } from '../map/placeNames';
import { unitColours } from '../oob/counterSvg';
import type { MapGeometry } from '../map/mapView';
import { runEdit } from '../runEdit';
import type { useStudio } from '../studio';

type Studio = ReturnType<typeof useStudio>;

/** The drag payload of the tray: unit ids, and a name for the undo step. */
export const SETUP_DRAG = 'text/x-sandtable-setup';

/** The scenario whose setup is edited on a map: the first that uses it. */
export function setupScenario(studio: Studio, mapId: string): { file: string; scenario: Scenario; oob?: OrderOfBattle } | undefined {
  const d = studio.store.loaded().find((x) => x.kind === 'scenario' && ((x.doc as unknown as Scenario).maps ?? []).includes(mapId as never) && !(x.doc as { variantOf?: string }).variantOf);
  if (!d) return undefined;
  const scenario = d.doc as unknown as Scenario;
  const oob = studio.store.find('oob', scenario.oob as string)?.doc as unknown as OrderOfBattle | undefined;
  return { file: d.file, scenario, ...(oob ? { oob } : {}) };
}

/** The set-up units of the map's scenario as counters, stacks fanned out (editing, not test play). */
export function drawSetup(ctx: CanvasRenderingContext2D, geo: MapGeometry, target: { scenario: Scenario; oob?: OrderOfBattle }, scale: number): void {
  const size = geo.layout.size ?? 20;
  const w = size * COUNTER_SIDE;
  for (const [hex, ids] of setupCommands.stacks(target.scenario)) {
    const k = geo.ordinal.get(hex);
    if (k === undefined) continue;
    ids.forEach((id, i) => {
      const u = target.oob?.units[id];
      const { fill, ink } = u && target.oob ? unitColours(target.oob, u) : { fill: '#cccccc', ink: '#111111' };
      const f = u?.front;
      drawCounter(ctx, geo.cx[k]! - w / 2 + i * size * FAN, geo.cy[k]! - w / 2 - i * size * FAN, w, { fill, ink, name: u?.name ?? id, symbol: u ? target.oob?.unitTypes[u.type]?.symbol : undefined, factors: `${f?.attack ?? '–'}-${f?.defense ?? '–'}-${f?.movement ?? '–'}`, lineWidth: 1 / scale }, scale);
    });
  }
}

/** The units a tray drag carries, or undefined when the drag is not one. */
export function setupPayload(e: DragEvent): { units: string[]; what: string; stack?: boolean } | undefined {
  const text = e.dataTransfer?.getData(SETUP_DRAG);
  if (!text) return undefined;
  try {
    const v = JSON.parse(text) as { units?: unknown; what?: unknown; stack?: unknown };
    return Array.isArray(v.units) && v.units.every((u) => typeof u === 'string') ? { units: v.units as string[], what: String(v.what ?? ''), stack: v.stack === true } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Sets dropped units up from the hex they were dropped on: a unit or a stack moved from a hex goes
 * there whole; a formation spreads to free hexes around it (hexes it leaves count as free).
 */
export function dropSetup(studio: Studio, map: HexMap, hex: string, payload: { units: string[]; what: string; stack?: boolean }): void {
  const target = setupScenario(studio, map.id);
  if (!target) return studio.say('No scenario uses this map: make one to set units up on it');
  const moving = new Set(payload.units);
  const taken = new Set([...setupCommands.stacks(target.scenario)].filter(([, ids]) => ids.some((id) => !moving.has(id))).map(([h]) => h));
  const hexes = payload.units.length === 1 || payload.stack ? payload.units.map(() => hex) : setupCommands.spreadFrom(gridGeometry(map.grid), hex, payload.units.length, taken);
  const edit = setupCommands.placeUnits(target.scenario, target.oob, payload.units.map((unit, i) => ({ unit, hex: hexes[i] ?? hex })), payload.what);
  runEdit(studio, target.file, 'setup/place', edit);
}
