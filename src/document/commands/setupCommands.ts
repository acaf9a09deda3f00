import type { OrderOfBattle, Scenario } from '../../generated/documents';
import { neighbours, type GridGeometry } from '../../hex';
import { changeTo, type Change } from '../changes';
import type { Edit } from './mapCommands';
import { groupBy } from '../../shared/groupBy';

/** Units of the order of battle with no place in the scenario: not set up, not arriving, not removed. */
export function unplacedUnits(sc: Scenario, oob: OrderOfBattle, all = false): string[] {
  const arriving = new Set(Object.values(sc.reinforcements).flatMap((g) => g.units as string[]));
  const removed = new Set<string>(sc.removed ?? []);
  return Object.entries(oob.units)
    .filter(([id, u]) => !(id in sc.setup) && !arriving.has(id) && !removed.has(id) && (all || (u.setup && !u.arrival)))
    .map(([id]) => id);
}

/** Where a setup places a unit: a hex of a hex map, or an area (or zone) of an area map. */
export type PlaceKey = 'hex' | 'area';

/** The units set up in each hex (or each area) of a scenario. */
export function stacks(sc: Scenario, key: PlaceKey = 'hex'): Map<string, string[]> {
  return groupBy(Object.keys(sc.setup), (id) => sc.setup[id]![key] as string | undefined);
}

/**
 * Hexes for `n` units dropped at `hex`: the drop hex, then ring after ring around it, skipping
 * hexes that already hold set-up units, one unit a hex (a formation spreads out as it is laid down).
 */
export function spreadFrom(g: GridGeometry, hex: string, n: number, taken: ReadonlySet<string>): string[] {
  const out: string[] = [];
  const seen = new Set([hex]);
  let ring = [hex];
  while (out.length < n && ring.length) {
    for (const h of ring) if (out.length < n && !taken.has(h)) out.push(h);
    const next: string[] = [];
    for (const h of ring)
      for (const nb of neighbours(g, h)) {
        if (seen.has(nb.hex)) continue;
        seen.add(nb.hex);
        next.push(nb.hex);
      }
    ring = next;
  }
  return out;
}

/**
 * Sets units up at hexes (or at areas: `key` 'area', `placeName` naming them), as one step named
 * after what was placed.
 */
export function placeUnits(sc: Scenario, oob: OrderOfBattle | undefined, placements: readonly { unit: string; hex: string }[], what?: string, key: PlaceKey = 'hex', placeName: (id: string) => string = (id) => id): Edit {
  // What belongs to the unit, not to its old place, stays: the hex set it sets up within (3.4) and a turn-1 restriction.
  const kept = (unit: string) => {
    const old = sc.setup[unit] as { within?: string; restricted?: boolean } | undefined;
    return { ...(old?.within !== undefined ? { within: old.within } : {}), ...(old?.restricted !== undefined ? { restricted: old.restricted } : {}) };
  };
  const changes: Change[] = placements.map(({ unit, hex }) => changeTo(sc, ['setup', unit], { [key]: hex, ...kept(unit) }));
  const one = placements.length === 1 ? placements[0]! : undefined;
  const moved = placements.every((p) => p.unit in sc.setup);
  const first = placements[0]?.hex;
  const label = one
    ? `${moved ? 'Move' : 'Set up'} ${oob?.units[one.unit]?.name ?? one.unit} ${moved ? 'to' : key === 'area' ? 'in' : 'at'} ${placeName(one.hex)}`
    : `${moved ? 'Move' : 'Set up'} ${what ?? `${placements.length} units`} (${placements.length} units) ${moved ? 'to' : key === 'area' ? 'in' : 'from'} ${first === undefined ? '—' : placeName(first)}`;
  return { label, changes };
}

/** Takes units off the map back to the tray (their setup entries go), as one step. */
export function returnToTray(sc: Scenario, units: readonly string[], what: string): Edit {
  return { label: `Return ${what} to the tray`, changes: units.filter((u) => u in sc.setup).map((u) => changeTo(sc, ['setup', u], undefined)) };
}
