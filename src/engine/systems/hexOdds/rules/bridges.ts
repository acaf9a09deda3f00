import { dirIndex } from '../compile';
import type { Draft } from '../draft';
import { rollOn } from './tables';

/**
 * Rule 7.8 (Ouren) as data: a bridge with a first-use roll is rolled for the first time a unit of the
 * named side moves, attacks or advances across it. Returns true when the roll destroys it (it is
 * then blown); false when it stands, or when no roll is due.
 */
export function firstUse(d: Draft, sid: string, side: string): boolean {
  const c = d.c;
  const spec = c.map.hexsides?.[sid]?.bridge?.firstUseRoll;
  if (!spec || spec.side !== side || d.bridgeRolls.includes(sid) || d.blown.includes(sid)) return false;
  d.bridgeRolls = [...d.bridgeRolls, sid];
  const r = rollOn(c.ruleset, spec.table, {}, d.rng);
  d.rng = r.rng;
  const name = c.map.hexsides?.[sid]?.bridge?.name ?? sid;
  d.log({ ...r.event, text: `${name} bridge, first use: ${r.event.text}` });
  if (!r.result.effects.some((e) => e.kind === 'outcome' && e.outcome === 'blown')) return false;
  d.blown = [...d.blown, sid];
  return true;
}

/** The hexside between two neighbouring hexes, or undefined. */
export function sideBetween(d: Draft, a: string, b: string): string | undefined {
  const k = d.c.ordinal.get(a);
  const n = d.c.ordinal.get(b);
  const j = k === undefined || n === undefined ? -1 : dirIndex(d.c.nb, k, n);
  return j < 0 ? undefined : d.c.sideId[k! * 6 + j];
}

/**
 * A move along a path rolls for each first-use bridge it crosses (7.8). On "blown" the bridge is
 * destroyed before the crossing and the unit stops on the near bank. Returns the part of the path
 * the unit actually walks.
 */
export function crossBridges(d: Draft, path: readonly string[], side: string): readonly string[] {
  for (let i = 1; i < path.length; i++) {
    const sid = sideBetween(d, path[i - 1]!, path[i]!);
    if (sid && firstUse(d, sid, side)) {
      d.log({ type: 'bridge', text: `${d.c.map.hexsides?.[sid]?.bridge?.name ?? sid} bridge is destroyed; the unit stops at ${path[i - 1]}`, rule: '7.8' });
      return path.slice(0, i);
    }
  }
  return path;
}
