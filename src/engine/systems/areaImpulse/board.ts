import type { AreaCompiled } from './compile';
import type { AreaState, AreaUnitState } from './types';

/** The units of each side in each area or zone, by node id. */
export type Occupancy = Map<string, Map<string, string[]>>;

/** Who is where (built per call: an area game has a few hundred units at most). */
export function occupancy(c: AreaCompiled, s: Pick<AreaState, 'units'>): Occupancy {
  const out: Occupancy = new Map();
  for (const [id, u] of Object.entries(s.units)) {
    if (!('at' in u.loc)) continue;
    const side = c.units.get(id)!.side;
    let here = out.get(u.loc.at);
    if (!here) out.set(u.loc.at, (here = new Map()));
    const list = here.get(side);
    if (list) list.push(id);
    else here.set(side, [id]);
  }
  return out;
}

/** A side's units in a node. */
export const unitsOf = (occ: Occupancy, node: string, side: string): string[] => occ.get(node)?.get(side) ?? [];

/** Strength points of some units. */
export const spOf = (s: Pick<AreaState, 'units'>, ids: readonly string[]): number => ids.reduce((t, id) => t + (s.units[id]?.sp ?? 0), 0);

/** Whether a node holds units of both sides (a contested area, 12.22). */
export const contested = (occ: Occupancy, node: string): boolean => (occ.get(node)?.size ?? 0) > 1;

/** Where a unit is, when on the map. */
export const whereIs = (u: AreaUnitState | undefined): string | undefined => (u && 'at' in u.loc ? u.loc.at : undefined);

/** A node's name as printed ("Mersch (58)", "Zone C"). */
export function nodeName(c: AreaCompiled, node: string): string {
  const a = c.map.areas[node];
  if (a) return a.number !== undefined ? `${a.name} (${a.number})` : a.name;
  return c.map.zones?.[node]?.name ?? node;
}

export const unitName = (c: AreaCompiled, id: string): string => c.units.get(id)?.name ?? id;
