import { reachFrom } from '../../core/graph';
import { occupancy, type Occupancy } from './board';
import { enemyOf, type AreaCompiled } from './compile';
import type { AreaState } from './types';

/**
 * A side's supply net (13.1): the nodes a line reaches from its sources along roads (13.11), never
 * through an area the enemy controls unless friendly units share it (13.12–13.13), never into a zone
 * the enemy holds alone, over intact bridges only, except that infantry types may cross one blown
 * bridge (13.14). Lines stay inside the scenario's area. Returns, per node, the fewest blown bridges
 * a line needs (-1: none reaches).
 */
export function supplyNet(c: AreaCompiled, s: Pick<AreaState, 'units' | 'control' | 'blown'>, side: string, occ: Occupancy = occupancy(c, s)): Int32Array {
  const enemy = enemyOf(c, side);
  const blown = new Set(s.blown);
  const open = (k: number) => {
    if (!c.inPlay[k]) return false;
    const id = c.graph.ids[k]!;
    const here = occ.get(id);
    if (here?.has(side)) return true;
    if (c.graph.kind[k] === 'zone') return !here?.has(enemy);
    return s.control[id] !== enemy;
  };
  const sources = c.sources[side]!.filter(open);
  return reachFrom(c.graph, sources, (_from, e) => open(e.to), (e) => !!e.bridge && blown.has(e.id), 1);
}

/**
 * Whether a unit at a node can trace supply (13.14: only infantry types use a blown bridge). The
 * line starts where the unit stands, so an area the enemy still controls does not block its own
 * unit: the line needs a supplied neighbour over a usable road (the digest's supply example).
 */
export function suppliedAt(c: AreaCompiled, s: Pick<AreaState, 'blown'>, net: Int32Array, unit: string, node: string): boolean {
  const k = c.graph.index.get(node);
  if (k === undefined) return false;
  const infantry = c.units.get(unit)!.infantryType;
  const ok = (used: number) => used === 0 || (used === 1 && infantry);
  if (net[k]! >= 0) return ok(net[k]!);
  if (!c.inPlay[k]) return false;
  return c.graph.out[k]!.some((e) => net[e.to]! >= 0 && ok(net[e.to]! + (e.bridge && s.blown.includes(e.id) ? 1 : 0)));
}

/** Judges every unit of a side (13.15–13.17), marking who is out of supply. */
export function judgeSupply(c: AreaCompiled, s: AreaState, side: string): AreaState['units'] {
  const net = supplyNet(c, s, side);
  const units: Record<string, AreaState['units'][string]> = { ...s.units };
  for (const [id, u] of Object.entries(s.units)) {
    if (c.units.get(id)!.side !== side || !('at' in u.loc)) continue;
    const oos = !suppliedAt(c, s, net, id, u.loc.at);
    // 8.35: a unit on foot after a blown bridge regains its MP once it traces supply over intact bridges.
    const onFoot = u.onFoot && !(net[c.graph.index.get(u.loc.at)!] === 0);
    if (oos !== u.oos || onFoot !== u.onFoot) units[id] = { ...u, oos, onFoot };
  }
  return units;
}
