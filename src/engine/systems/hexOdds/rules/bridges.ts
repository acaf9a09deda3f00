import { dirIndex } from '../compile';
import type { Draft } from '../draft';
import { rollOn } from './tables';

/**
 * Rule 7.8 (Ouren) as data: a bridge with a first-use roll is rolled for the first time a unit of the
 * named side crosses it. On "blown" the bridge is destroyed before the crossing and the unit stops on
 * the near bank. Returns the part of the path the unit actually walks.
 */
export function crossBridges(d: Draft, path: readonly string[], side: string): readonly string[] {
  const c = d.c;
  for (let i = 1; i < path.length; i++) {
    const a = c.ordinal.get(path[i - 1]!)!;
    const j = dirIndex(c.nb, a, c.ordinal.get(path[i]!)!);
    if (j < 0) continue;
    const sid = c.sideId[a * 6 + j]!;
    const spec = c.map.hexsides?.[sid]?.bridge?.firstUseRoll;
    if (!spec || spec.side !== side || d.bridgeRolls.includes(sid) || d.blown.includes(sid)) continue;
    d.bridgeRolls = [...d.bridgeRolls, sid];
    const r = rollOn(c.ruleset, spec.table, {}, d.rng);
    d.rng = r.rng;
    const name = c.map.hexsides?.[sid]?.bridge?.name ?? sid;
    d.log({ ...r.event, text: `${name} bridge, first use: ${r.event.text}` });
    if (r.result.effects.some((e) => e.kind === 'outcome' && e.outcome === 'blown')) {
      d.blown = [...d.blown, sid];
      d.log({ type: 'bridge', text: `${name} bridge is destroyed; the unit stops at ${path[i - 1]}`, rule: r.event.rule });
      return path.slice(0, i);
    }
  }
  return path;
}
