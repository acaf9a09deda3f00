import type { Compiled } from '../compile';
import type { Draft } from '../draft';
import type { Action, GameState, Refusal } from '../types';
import { allowanceOf } from './movement';
import { occupancy } from './zoc';
import { noStrategic } from './turnRules';
import { smMarkersFree } from './strategic';

/** 12.6: the side whose SM markers have Trucks on their backs (the German ones are prime movers, 22.3). */
const TRUCK_SIDE = 'allied';

/**
 * Rule 12.6: why a unit may not board trucks now. An Allied non-mechanized combat unit, in supply
 * and not disrupted, that has not moved this phase, in an off-map box or on a road hex at least 2
 * hexes from every enemy unit, with an SM marker free: its truck is the marker's back.
 * (Reinforcements may instead enter on trucks, 13.1.)
 */
export function cannotBoard(c: Compiled, s: GameState, id: string): Refusal | undefined {
  const info = c.units.get(id);
  const u = s.units[id];
  if (!info || !u) return { reason: `unknown unit ${id}` };
  if (info.side !== s.side) return { reason: `${info.name} is not the ${s.side} player's` };
  if (info.side !== TRUCK_SIDE) return { reason: `only Allied units board trucks (the German markers' backs are prime movers)`, rule: '12.6' };
  if (info.tags.has('mechanized') || info.tags.has('artillery')) return { reason: `${info.name} is mechanized: it moves strategically without trucks`, rule: '12.6' };
  if (u.trucks) return { reason: `${info.name} is on trucks already`, rule: '12.6' };
  if (u.moved || u.mpUsed > 0) return { reason: `${info.name} has moved this phase: boarding takes its whole MA`, rule: '12.6' };
  if (u.status !== 'normal' || u.oos || u.engaged) return { reason: `${info.name} is ${u.engaged ? 'engaged' : u.oos ? 'out of supply' : u.status}: no strategic movement`, rule: '12.1' };
  const surprise = noStrategic(c, s, info.side);
  if (surprise) return surprise;
  if ('box' in u.loc) return smMarkersFree(c, s, info.side);
  if (!('hex' in u.loc)) return { reason: `${info.name} is not on the map or in an off-map box`, rule: '12.6' };
  const k = c.ordinal.get(u.loc.hex)!;
  if (![0, 1, 2, 3, 4, 5].some((j) => c.road[k * 6 + j]! >= 0)) return { reason: `${info.name} is not on a road: trucks are boarded on a road hex`, rule: '12.6' };
  const near = nearestEnemy(c, s, k, info.side);
  if (near < 2) return { reason: `${info.name} is ${near === 0 ? 'with' : 'next to'} an enemy unit: trucks are boarded at least 2 hexes from the enemy`, rule: '12.6' };
  return smMarkersFree(c, s, info.side);
}

/** Hexes from hex k to the nearest enemy unit, up to 2. */
function nearestEnemy(c: Compiled, s: GameState, k: number, side: string): number {
  const occ = occupancy(c, s);
  const enemy = (n: number) => n >= 0 && occ.get(n) !== undefined && occ.get(n)!.side !== side;
  if (enemy(k)) return 0;
  const ring = [...c.nb.subarray(k * 6, k * 6 + 6)];
  return ring.some(enemy) ? 1 : 2;
}

/** 12.6: the unit boards trucks: its whole MA is spent, and it holds an SM marker (the truck) until it stops using it. */
export function boardTrucks(d: Draft, a: Action): Refusal | undefined {
  const why = cannotBoard(d.c, d.base, a.unit ?? '');
  if (why) return why;
  const info = d.c.units.get(a.unit!)!;
  // No move this phase: every MP of the truck move it now stands in is spent.
  d.set(a.unit!, { trucks: true, sm: true, moved: true, mpUsed: allowanceOf(d.c, d.base, a.unit!, 'strategic') });
  d.log({ type: 'trucks', text: `${info.name} boards trucks: it moves by strategic movement on them from its next Movement Phase (12 MP at motorized rates along roads)`, rule: '12.6' });
  return undefined;
}

/**
 * 12.7: at the end of the side's Movement Phase, a unit on trucks that did not move by them this
 * phase gets off (its marker is free again); one that boarded this phase keeps them.
 */
export function dismount(d: Draft, side: string): void {
  for (const [id, u] of Object.entries(d.units)) {
    if (!u.trucks || u.moved || d.c.units.get(id)!.side !== side) continue;
    d.set(id, { trucks: false, sm: false });
    d.log({ type: 'trucks', text: `${d.c.units.get(id)!.name} did not move by truck this phase: it gets off, and the marker is free`, rule: '12.7' });
  }
}
