import type { MovementCost } from '../../generated/documents';
import type { Compiled, UnitInfo } from '../compile';
import type { GameState } from '../types';
import { enemyView } from './zoc';

type Cost = MovementCost | undefined;

/** A cost of a cost table for a movement class and ground state. */
function costIn(table: Record<string, MovementCost | Record<string, MovementCost>> | undefined, mc: string, ground: string | undefined): Cost {
  const v = table?.[mc];
  if (v === undefined || typeof v === 'number' || typeof v === 'string') return v as Cost;
  return ground !== undefined ? v[ground] : undefined;
}

/** The ground state of the current turn (mud, frozen): mechanized units use frozen costs from 21AM (28.1). */
export function groundOf(c: Compiled, s: GameState): string | undefined {
  return c.ruleset.calendar.turns[c.turnOrder[s.turn]!]?.ground;
}

/** The face a unit shows: its back when it has lost a step. */
export function faceOf(info: UnitInfo, steps: number) {
  return steps < info.steps && info.back ? info.back : info.front;
}

/** True when a bridge on this side stands (not blown). */
export function bridgeStands(c: Compiled, s: GameState, k: number, j: number): boolean {
  const id = c.sideId[k * 6 + j]!;
  return c.bridge[k * 6 + j] === 1 && !s.blown.includes(id) && !(id in s.building);
}

/**
 * The MP to step from hex k across side j into the next hex (TEC, 11.4–11.7), or why it cannot.
 * Road rates apply along a road hexside; an intact bridge negates the river; wooded rough and
 * unbridged rivers need tactical movement (11.3), vehicles never cross them; a lake is prohibited.
 */
export function stepCost(c: Compiled, s: GameState, info: UnitInfo, k: number, j: number): number | { why: string; rule: string } {
  const n = c.nb[k * 6 + j]!;
  const mc = info.movementClass;
  const ground = groundOf(c, s);
  const r = c.ruleset;
  const roadIdx = c.road[k * 6 + j]!;
  for (const f of c.side[k * 6 + j] ?? []) {
    if (bridgeStands(c, s, k, j) && r.hexsideTypes?.[f]?.bridgeable) continue;
    const crossing = costIn(r.hexsideTypes?.[f]?.crossing as never, mc, ground);
    if (crossing === 'prohibited') return { why: `${r.hexsideTypes?.[f]?.name ?? f} hexside: ${r.movementClasses[mc]?.name ?? mc} units cannot cross it${f === 'lake' ? '' : ' without an intact bridge'}`, rule: r.hexsideTypes?.[f]?.rule ?? 'TEC' };
    if (crossing === 'tacticalOnly') return { why: `${r.hexsideTypes?.[f]?.name ?? f} hexside: crossing it without a bridge takes tactical movement, starting adjacent`, rule: r.hexsideTypes?.[f]?.rule ?? '11.3' };
  }
  if (roadIdx >= 0) {
    const cls = r.roadClasses?.[c.roadClasses[roadIdx]!];
    const inTerrain = cls?.inTerrain?.[c.terrain[n]!];
    const v = costIn((inTerrain ?? cls?.movement) as never, mc, ground) ?? costIn(cls?.movement as never, mc, ground);
    if (typeof v === 'number') return v;
  }
  const terrainCost = costIn(r.terrainTypes?.[c.terrain[n]!]?.movement as never, mc, ground);
  for (const f of c.features[n] ?? []) {
    const fc = costIn(r.terrainTypes?.[f]?.movement as never, mc, ground);
    if (fc === 'prohibited') return { why: `${r.terrainTypes?.[f]?.name ?? f}: ${r.movementClasses[mc]?.name ?? mc} units enter only along a road`, rule: r.terrainTypes?.[f]?.rule ?? 'TEC' };
  }
  if (terrainCost === 'prohibited') return { why: `${r.terrainTypes?.[c.terrain[n]!]?.name ?? c.terrain[n]}: ${r.movementClasses[mc]?.name ?? mc} units enter only along a road`, rule: r.terrainTypes?.[c.terrain[n]!]?.rule ?? 'TEC' };
  if (terrainCost === 'tacticalOnly') return { why: `${r.terrainTypes?.[c.terrain[n]!]?.name ?? c.terrain[n]}: entered only by tactical movement`, rule: '11.3' };
  if (typeof terrainCost === 'number') return terrainCost;
  return { why: `no movement cost for ${c.terrain[n]}`, rule: 'TEC' };
}

/** A reachable hex with the MP left on arriving, and the path there. */
export interface Reach {
  readonly hex: string;
  readonly mpLeft: number;
  readonly path: readonly string[];
}

/**
 * Rule 11 with 9.2 and 10.2: the hexes a unit can reach this phase with the MP it has left. Entering
 * an enemy ZOC stops it; leaving one costs +1 MP; a unit starting in an enemy ZOC may step straight
 * into another and stop; enemy units and enemy ZOC bonds cannot be entered or crossed.
 */
export function movementRange(c: Compiled, s: GameState, unitId: string): Reach[] {
  const u = s.units[unitId];
  const info = c.units.get(unitId);
  if (!u || !info || !('hex' in u.loc)) return [];
  const start = c.ordinal.get(u.loc.hex)!;
  const ma = faceOf(info, u.steps).movement ?? 0;
  const budget = ma - u.mpUsed;
  const { occ, enemyZoc, bonds } = enemyView(c, s, info.side);
  const exitCost = c.ruleset.values?.zocExitCost?.value ?? 1;
  const best = new Float64Array(c.ids.length).fill(-1);
  const prev = new Int32Array(c.ids.length).fill(-1);
  best[start] = budget;
  const queue: number[] = [start];
  const stopped = new Uint8Array(c.ids.length);
  while (queue.length) {
    // Highest MP left first (a small binary heap would do for huge maps; queues stay short here).
    let bi = 0;
    for (let i = 1; i < queue.length; i++) if (best[queue[i]!]! > best[queue[bi]!]!) bi = i;
    const k = queue.splice(bi, 1)[0]!;
    if (stopped[k] && k !== start) continue;
    const leaving = enemyZoc[k] ? exitCost : 0;
    for (let j = 0; j < 6; j++) {
      const n = c.nb[k * 6 + j]!;
      if (n < 0) continue;
      const cell = occ.get(n);
      if (cell && cell.side !== info.side) continue;
      if (bonds.hexes.has(n) || bonds.sides.has(k * 6 + j)) continue;
      const cost = stepCost(c, s, info, k, j);
      if (typeof cost !== 'number') continue;
      // ZOC to ZOC (9.3): only straight out of the starting hex, and the unit stops.
      if (enemyZoc[k] && enemyZoc[n] && k !== start) continue;
      const left = best[k]! - cost - leaving;
      if (left < 0 || left <= best[n]!) continue;
      best[n] = left;
      prev[n] = k;
      if (enemyZoc[n]) stopped[n] = 1;
      queue.push(n);
    }
  }
  const out: Reach[] = [];
  for (let n = 0; n < c.ids.length; n++) {
    if (n === start || best[n]! < 0) continue;
    const path: string[] = [];
    for (let p = n; p !== -1; p = prev[p]!) path.unshift(c.ids[p]!);
    out.push({ hex: c.ids[n]!, mpLeft: best[n]!, path });
  }
  return out;
}
