import { occupancy, spOf, unitsOf } from './board';
import type { AreaCompiled, Segment } from './compile';
import type { Overstack } from '../../core/module';
import type { AreaState } from './types';

/**
 * The first area where a side is over the limit at an impulse's end (7.1: 4 units and 10 SP per
 * side; zones have none, 7.3). On the calendar's first turn the Germans' setup overstacks stand until
 * the end of their last impulse of the day (7.1: removal at the end of 16-3).
 */
export function overstackIn(c: AreaCompiled, s: AreaState, side: string, seg: Segment): string | undefined {
  const setupGrace = seg.turn === 0 && side === c.sides[0] && c.segments.some((g) => g.turn === 0 && g.side === side && g.n > seg.n);
  if (setupGrace) return undefined;
  for (const [node, here] of occupancy(c, s)) {
    if (c.graph.kind[c.graph.index.get(node)!] !== 'area') continue;
    const ids = here.get(side) ?? [];
    if (ids.length > c.stackUnits || spOf(s, ids) > c.stackStrength) return node;
  }
  return undefined;
}

/** Whether a side's stack in an area is within the limits. */
export const withinLimits = (c: AreaCompiled, s: AreaState, area: string, side: string): boolean => {
  const ids = unitsOf(occupancy(c, s), area, side);
  return ids.length <= c.stackUnits && spOf(s, ids) <= c.stackStrength;
};

/**
 * Every side's stack over the limits in an area (7.1; zones have none, 7.3), for the studio's
 * Problems on a setup. On the calendar's first turn the first side's stacks may stand until the end
 * of its last impulse of that day (7.1).
 */
export function overstacks(c: AreaCompiled, s: AreaState): Overstack[] {
  const seg = c.segments[s.seg];
  const out: Overstack[] = [];
  for (const [node, here] of occupancy(c, s)) {
    if (c.graph.kind[c.graph.index.get(node)!] !== 'area') continue;
    for (const side of c.sides) {
      const ids = [...(here.get(side) ?? [])].sort();
      const sp = spOf(s, ids);
      if (ids.length <= c.stackUnits && sp <= c.stackStrength) continue;
      const grace = seg && seg.turn === 0 && side === c.sides[0] ? c.segments.filter((g) => g.turn === 0 && g.side === side).at(-1) : undefined;
      out.push({
        at: node,
        units: ids,
        reason: `${c.ruleset.sides[side]?.name ?? side} has ${ids.length} units and ${sp} SP in ${c.map.areas[node]?.name ?? node}; at most ${c.stackUnits} units and ${c.stackStrength} SP`,
        rule: '7.1',
        ...(grace ? { allowedUntil: `the end of ${grace.label} (7.1: the setup may stand overstacked until then)` } : {}),
      });
    }
  }
  return out;
}
