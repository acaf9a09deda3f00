import { pointer as p } from '../../shared/jsonPointer';
import type { DocumentOf, Reporter } from '../project';
import { formationLineage } from '../formations';
import type { ScenarioContext } from './scenarioContext';
import { entries } from './walk';

type ScenarioDoc = DocumentOf<'scenario'>;

/**
 * Whether a unit of `formation` sets up in an area of division `area`: it belongs to the division, or
 * it is a corps's own unit (corps artillery) and the division is of that corps (3.4).
 */
function inArea(ctx: ScenarioContext, formation: string | undefined, area: string): boolean {
  if (formationLineage(ctx.oob, formation).includes(area)) return true;
  return !!formation && ctx.oob?.formations?.[formation]?.level === 'corps' && formationLineage(ctx.oob, area).includes(formation);
}

/**
 * Set-up rules that take the whole setup into account (3.4, 8):
 * - a unit whose formation (or one above it) has setup areas on the scenario's maps must start in one
 *   (a corps's own units in any division area of the corps);
 * - a hex may not start with more stacking points than the ruleset allows;
 * - a unit the order of battle marks as starting on the map, neither set up nor removed, is unplaced;
 * - a unit starting with an improved position stands where one may be built (15.8: no village, town, city or West Wall).
 */
export function checkSetupRules(d: ScenarioDoc, ctx: ScenarioContext, report: Reporter): void {
  const areas = ctx.hexMaps.flatMap((v) => Object.entries(v.map.hexSets ?? {}).filter(([, s]) => s.purpose === 'setupArea').map(([id, s]) => ({ id, set: s, hexes: new Set<string>(s.hexes as string[]) })));
  const points = new Map<string, { sp: number; units: string[] }>();
  for (const [unitId, place] of entries(d.doc.setup)) {
    const unit = ctx.oob?.units[unitId];
    if (!unit) continue;
    const mine = areas.filter((a) => a.set.formations?.some((f) => inArea(ctx, unit.formation, f)));
    // A unit set up within a hex set, or anywhere in one (3.4: the 26 VG's east of the Our): the set lies inside its area, its hex inside the set.
    const key = place.within !== undefined ? 'within' : place.hexSet !== undefined ? 'hexSet' : undefined;
    const within = key && place[key];
    const set = within ? ctx.hexMaps.map((v) => v.map.hexSets?.[within]).find(Boolean) : undefined;
    if (key && set && mine.length) {
      const outside = ((set.hexes ?? []) as string[]).filter((h) => !mine.some((a) => a.hexes.has(h)));
      if (outside.length) report.error(d, p('setup', unitId, key), 'scenario/setup-area', `setup/${unitId}: the hex set ${within} reaches outside the ${mine.map((a) => a.set.name).join(' or ')} (${outside.slice(0, 5).join(', ')}${outside.length > 5 ? '…' : ''}) (3.4)`, '3.4');
    }
    if (place.hex === undefined) continue;
    if (key === 'within' && set && !((set.hexes ?? []) as string[]).includes(place.hex)) report.error(d, p('setup', unitId, 'hex'), 'scenario/setup-area', `setup/${unitId}: ${place.hex} is outside ${set.name ?? within}, where it sets up (3.4)`, '3.4');
    if (mine.length && !mine.some((a) => a.hexes.has(place.hex!))) {
      report.error(d, p('setup', unitId, 'hex'), 'scenario/setup-area', `setup/${unitId}: ${place.hex} is outside the ${mine.map((a) => a.set.name).join(' or ')} (3.4)`, '3.4');
    }
    if (place.withImprovedPosition) checkPosition(d, ctx, unitId, place.hex, report);
    const cell = points.get(place.hex) ?? { sp: 0, units: [] };
    cell.sp += unit.front.stackingPoints ?? 0;
    cell.units.push(unitId);
    points.set(place.hex, cell);
  }
  const limit = ctx.ruleset?.stacking.limits.find((l) => l.measure === 'stackingPoints')?.max;
  if (limit !== undefined) {
    for (const [hex, cell] of points) {
      if (cell.sp <= limit) continue;
      const last = cell.units[cell.units.length - 1]!;
      report.error(d, p('setup', last, 'hex'), 'scenario/overstacked', `setup/${last}: ${hex} starts with ${cell.sp} stacking points (${cell.units.join(', ')}); at most ${limit}`, ctx.ruleset?.stacking.rule ?? '8');
    }
  }
  if (!ctx.oob) return;
  const arriving = new Set(Object.values(d.doc.reinforcements).flatMap((g) => g.units as string[]));
  const removed = new Set<string>(d.doc.removed ?? []);
  const unplaced = Object.entries(ctx.oob.units).filter(([id, u]) => u.setup && !u.arrival && !(id in d.doc.setup) && !arriving.has(id) && !removed.has(id)).map(([id]) => id);
  if (unplaced.length) report.warn(d, p('setup'), 'scenario/unplaced', `setup: ${unplaced.length} starting unit${unplaced.length > 1 ? 's are' : ' is'} not placed: ${unplaced.slice(0, 8).join(', ')}${unplaced.length > 8 ? '…' : ''}`);
}

/** 15.8: an improved position at the start stands where the ruleset allows one to be built. */
function checkPosition(d: ScenarioDoc, ctx: ScenarioContext, unitId: string, hex: string, report: Reporter): void {
  const cell = ctx.hexMap(hex)?.map.hexes?.[hex];
  const kinds: string[] = [cell?.terrain ?? ctx.hexMap(hex)?.map.defaultTerrain, ...(cell?.features ?? [])].filter((k) => k !== undefined);
  const types: Record<string, { name?: string; fortificationAllowed?: boolean }> = ctx.ruleset?.terrainTypes ?? {};
  const bad = kinds.find((k) => types[k]?.fortificationAllowed === false);
  if (bad) report.error(d, p('setup', unitId, 'withImprovedPosition'), 'scenario/position-terrain', `setup/${unitId}: ${hex} has ${types[bad]?.name ?? bad}, where no improved position may be built (15.8)`, '15.8');
}
