import type { Compiled } from '../compile';
import type { Draft } from '../draft';
import type { GameState, Refusal } from '../types';
import { arrivedBy } from './arrival';
import { restrictions } from './turnRules';
import { walkPath, type MoveMode, type Reach } from './movement';

/** A limit on the hexes a unit moves this turn, and the rule and words for it. */
interface Limit {
  readonly max: number;
  readonly rule: string;
  readonly what: string;
}

/**
 * The hexes a unit may move this turn at most: by its arrival (13.2: US engineers 2; 27.2: an
 * airdropped unit 0) or by a turn's restriction (27.6: the RRD regiments 0 on turn 1 and 1 on turn 2,
 * one more once an enemy unit has entered or passed through a hex of `releasedBy`).
 */
function limitOf(c: Compiled, s: GameState, id: string): Limit | undefined {
  const found: Limit[] = [];
  const group = arrivedBy(c, s, id);
  if (group?.arrives?.maxHexes !== undefined) found.push({ max: group.arrives.maxHexes, rule: group.rule ?? '13.1', what: 'on its arrival turn' });
  const info = c.units.get(id)!;
  for (const r of restrictions(c, s, 'hexLimit', info.side)) {
    if (!(r.units as readonly string[] | undefined)?.includes(id)) continue;
    const released = r.releasedBy?.some((h) => s.passed?.[h]?.some((side) => side !== info.side));
    found.push({ max: released ? (r.releasedHexes ?? r.hexes ?? 0) : (r.hexes ?? 0), rule: r.rule ?? '', what: released ? `this turn (released: an enemy unit has reached ${r.releasedBy!.join(' or ')})` : 'this turn' });
  }
  return found.sort((a, b) => a.max - b.max)[0];
}

/** The hexes a unit may still move this turn (Infinity when unlimited). */
export function hexesLeft(c: Compiled, s: GameState, id: string): number {
  const l = limitOf(c, s, id);
  return l ? Math.max(0, l.max - (s.units[id]!.hexesMoved ?? 0)) : Infinity;
}

/** Why a unit may not move at all this turn by its limit. */
export function limitHold(c: Compiled, s: GameState, id: string): Refusal | undefined {
  const l = limitOf(c, s, id);
  if (!l || l.max - (s.units[id]!.hexesMoved ?? 0) > 0) return undefined;
  const name = c.units.get(id)!.name;
  return { reason: l.max === 0 ? `${name} may not move ${l.what}` : `${name} has moved the ${l.max} hex${l.max === 1 ? '' : 'es'} it may ${l.what}`, rule: l.rule };
}

/** Why a move of `hexes` hexes is too long for the unit's limit. */
export function limitReach(c: Compiled, s: GameState, id: string, hexes: number): Refusal | undefined {
  const l = limitOf(c, s, id);
  const left = hexesLeft(c, s, id);
  if (!l || hexes <= left) return undefined;
  return { reason: `${c.units.get(id)!.name} may move ${left} more hex${left === 1 ? '' : 'es'} ${l.what}, not ${hexes}`, rule: l.rule };
}

/**
 * 13.2, 27.6: the hexes a unit limited to `far` hexes reaches in a mode, each by its cheapest route
 * of at most `far` hexes. The cheapest route in MP (movementRange) may be longer in hexes (a road
 * round a wood): a limited unit looks for a short one instead, route by route (`far` is 2 or so).
 */
export function limitedRange(c: Compiled, s: GameState, id: string, mode: MoveMode, far: number): Reach[] {
  const loc = s.units[id]!.loc;
  if (!('hex' in loc) || far <= 0) return [];
  const best = new Map<string, Reach>();
  const walk = (route: string[]) => {
    if (route.length > 1) {
      const r = walkPath(c, s, id, route, mode);
      if ('reason' in r) return; // a longer route through a refused step is refused too
      const had = best.get(r.hex);
      if (!had || r.mpLeft > had.mpLeft) best.set(r.hex, r);
    }
    if (route.length - 1 >= far) return;
    const k = c.ordinal.get(route[route.length - 1]!)!;
    for (let j = 0; j < 6; j++) {
      const n = c.nb[k * 6 + j]!;
      if (n >= 0 && !route.includes(c.ids[n]!)) walk([...route, c.ids[n]!]);
    }
  };
  walk([loc.hex]);
  return [...best.values()];
}

/** The unit's count after a move of `hexes` hexes, when its hexes are limited. */
export function afterMove(c: Compiled, s: GameState, id: string, hexes: number): { hexesMoved?: number } {
  return limitOf(c, s, id) ? { hexesMoved: (s.units[id]!.hexesMoved ?? 0) + hexes } : {};
}

/** The hexes restrictions watch for an enemy unit to reach (27.6). */
function watched(c: Compiled): ReadonlySet<string> {
  let w = watchCache.get(c);
  if (!w) {
    w = new Set(Object.values(c.ruleset.calendar.turns).flatMap((t) => (t.restrictions ?? []).flatMap((r) => r.releasedBy ?? [])));
    watchCache.set(c, w);
  }
  return w;
}

const watchCache = new WeakMap<Compiled, ReadonlySet<string>>();

/** Records a side entering or passing through watched hexes. */
export function watch(d: Draft, path: readonly string[], side: string): void {
  const w = watched(d.c);
  const hit = w.size ? path.filter((h) => w.has(h) && !d.passed?.[h]?.includes(side)) : [];
  if (hit.length) d.passed = { ...d.passed, ...Object.fromEntries(hit.map((h) => [h, [...(d.passed?.[h] ?? []), side]])) };
}
