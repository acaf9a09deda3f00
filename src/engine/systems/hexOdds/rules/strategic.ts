import { RecentCache } from '../../../../shared/recentCache';
import { dirIndex, type Compiled } from '../compile';
import type { GameState, Refusal } from '../types';
import type { Reach } from './movement';
import { faceNow, stepCost } from './movement';
import { enemyView, occupancy } from './zoc';
import { boundary, crossesLine, noStrategic } from './turnRules';
import { memo } from '../../../../shared/memo';

/** True while a unit goes on with the strategic movement it began this phase (or arrived by, 31). */
export const movingStrategically = (s: GameState, id: string): boolean => !!s.units[id]?.sm && s.units[id]!.mpUsed > 0;

/**
 * Rule 12.1–12.3: whether a unit may begin strategic movement: a mechanized unit (Allied artillery
 * included; not German artillery, which moves by prime mover), in supply, not yet moved this phase,
 * not starting in an enemy ZOC, with one of its side's SM markers free (German 6, Allied 10).
 */
export function cannotMoveStrategically(c: Compiled, s: GameState, id: string): Refusal | undefined {
  const info = c.units.get(id)!;
  const u = s.units[id]!;
  if (movingStrategically(s, id)) return undefined;
  const surprise = noStrategic(c, s, info.side);
  if (surprise) return surprise;
  // 12.6: a non-mechanized unit moves strategically on the trucks it boarded.
  if (!u.trucks && (!info.tags.has('mechanized') || info.tags.has('needsPrimeMover'))) return { reason: `${info.name} is not mechanized${info.side === 'allied' && !info.tags.has('artillery') ? ' and not on trucks (boarding them takes a Movement Phase, 12.6)' : ''}: no strategic movement`, rule: '12.1' };
  if (u.oos) return { reason: `${info.name} is out of supply: no strategic movement`, rule: '12.1' };
  if (u.moved || u.mpUsed > 0) return { reason: `${info.name} has already moved this phase: strategic movement is chosen before moving`, rule: '12.1' };
  const k = c.ordinal.get((u.loc as { hex: string }).hex)!;
  if (enemyView(c, s, info.side).enemyZoc[k]) return { reason: `${info.name} starts in an enemy ZOC: no strategic movement`, rule: '12.2' };
  // A unit on trucks holds its marker already.
  return u.trucks ? undefined : smMarkersFree(c, s, info.side);
}

/** SM markers in use, by units record and side (the record changes whenever a unit does). */
const smUsed = new RecentCache<object, Map<string, number>>(8);

/** 12.3: why no SM marker of the side is free (German 6, Allied 10; a truck or prime mover, 22.3, is one). */
export function smMarkersFree(c: Compiled, s: GameState, side: string): Refusal | undefined {
  const markers = c.ruleset.values?.smMarkers?.bySide?.[side] ?? c.ruleset.values?.smMarkers?.value ?? Infinity;
  const used = memo(memo(smUsed, s.units, () => new Map<string, number>()), side, () => Object.entries(s.units).filter(([other, o]) => (o.sm || o.pm) && ('hex' in o.loc || 'box' in o.loc) && c.units.get(other)!.side === side).length);
  if (used >= markers) return { reason: `all ${markers} of the ${c.ruleset.sides[side]?.name ?? side} SM markers are in use`, rule: '12.3' };
  return undefined;
}

/**
 * Rule 12.2: a strategic move may not end stacked with other units, nor next to another unit with an
 * SM marker on the same road (units next to each other on different roads, no road joining their
 * hexes, do not count as adjacent).
 */
export function strategicEnd(c: Compiled, s: GameState, id: string, hex: string): Refusal | undefined {
  const info = c.units.get(id)!;
  const k = c.ordinal.get(hex)!;
  const occ = occupancy(c, s);
  if ((occ.get(k)?.units ?? []).some((o) => o !== id)) return { reason: `${info.name} may not end a strategic move stacked with other units (${hex})`, rule: '12.2' };
  for (let j = 0; j < 6; j++) {
    const n = c.nb[k * 6 + j]!;
    if (c.road[k * 6 + j]! < 0) continue;
    const other = n >= 0 ? (occ.get(n)?.units ?? []).find((o) => o !== id && s.units[o]!.sm && c.units.get(o)!.side === info.side) : undefined;
    if (other) return { reason: `${info.name} may not end a strategic move next to ${c.units.get(other)!.name}, which has an SM marker`, rule: '12.2' };
  }
  return undefined;
}

/**
 * Rule 22.2: Ready artillery with MA 1 (Allied artillery, Nebelwerfer) may shift its fire position
 * one hex into any hex it may enter, whatever the MP cost, and stays Ready.
 */
export function shiftFirePosition(c: Compiled, s: GameState, id: string, to: string): Reach | undefined {
  const info = c.units.get(id)!;
  const u = s.units[id]!;
  if (!info.tags.has('artillery') || u.fired || u.mpUsed > 0 || u.moved || faceNow(info, u).movement !== 1 || !('hex' in u.loc)) return undefined;
  const k = c.ordinal.get(u.loc.hex)!;
  const n = c.ordinal.get(to);
  const j = n === undefined ? -1 : dirIndex(c.nb, k, n);
  if (j < 0) return undefined;
  const { occ, bonds } = enemyView(c, s, info.side);
  if ((occ.get(n!) && occ.get(n!)!.side !== info.side) || bonds.hexes.has(n!) || bonds.sides.has(k * 6 + j)) return undefined;
  // A turn's boundaries hold for the shift too (29.3 division areas, 27.7 closed areas, 11.10 army boundaries).
  if (boundary(c, s, id, to) || crossesLine(c, s, id, u.loc.hex, to)) return undefined;
  return typeof stepCost(c, s, info, k, j) === 'number' ? { hex: to, mpLeft: 0, path: [u.loc.hex, to] } : undefined;
}

/** The hexes next to an artillery unit it may shift into (22.2), for the legal actions. */
export function fireShifts(c: Compiled, s: GameState, id: string): string[] {
  const u = s.units[id]!;
  if (!('hex' in u.loc)) return [];
  const k = c.ordinal.get(u.loc.hex)!;
  const out: string[] = [];
  for (let j = 0; j < 6; j++) {
    const n = c.nb[k * 6 + j]!;
    if (n >= 0 && shiftFirePosition(c, s, id, c.ids[n]!)) out.push(c.ids[n]!);
  }
  return out;
}
