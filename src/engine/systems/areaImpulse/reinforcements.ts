import type { Action, GameEvent, Refusal } from '../../core/types';
import { nodeName, unitName, whereIs } from './board';
import type { AreaCompiled } from './compile';
import type { AreaState } from './types';

/**
 * Where a reinforcement that arrived this impulse may be placed instead (11.11, 11.14): any other
 * zone its card lists, at once; or a zone next to one of them, arriving in the side's next impulse
 * with 2 MP spent. Only before it has moved.
 */
export function placements(c: AreaCompiled, s: AreaState, id: string): { zone: string; shift: boolean }[] {
  const u = s.units[id];
  const info = c.units.get(id);
  if (!u || !info || info.side !== s.side || u.mp !== 0 || u.movedIn >= 0 || u.spent) return [];
  const at = whereIs(u);
  const group = Object.entries(c.reinforcements).find(([, r]) => (r.units as readonly string[]).includes(id));
  if (!at || !group || !(at in (c.map.zones ?? {}))) return [];
  const listed: readonly string[] = group[1].entry.zones ?? [];
  if (!listed.includes(at) || u.turnStart !== at) return [];
  const out = listed.filter((z) => z !== at && c.inPlay[c.graph.index.get(z) ?? -1]).map((zone) => ({ zone, shift: false }));
  const next = c.segments.findIndex((g, i) => i > s.seg && g.side === s.side);
  if (next >= 0)
    for (const z of listed)
      for (const adj of c.map.zones?.[z]?.adjacentZones ?? [])
        if (!listed.includes(adj) && !(c.map.zones?.[adj]?.closedTo as readonly string[] | undefined)?.includes(s.side) && c.inPlay[c.graph.index.get(adj) ?? -1] && !out.some((o) => o.zone === adj)) out.push({ zone: adj, shift: true });
  return out;
}

export function placeReinforcement(c: AreaCompiled, s: AreaState, a: Action, events: GameEvent[]): AreaState | Refusal {
  const option = placements(c, s, a.unit ?? '').find((p) => p.zone === a.target);
  if (!option) return { reason: `${a.unit ? unitName(c, a.unit) : 'that unit'} cannot be placed in ${a.target}: only an arriving unit that has not moved, in a zone its card lists or one next to them`, rule: '11.11, 11.14' };
  const u = s.units[a.unit!]!;
  if (!option.shift) {
    events.push({ type: 'arrive', text: `${unitName(c, a.unit!)} enters at ${nodeName(c, a.target!)} instead`, rule: '11.11' });
    return { ...s, units: { ...s.units, [a.unit!]: { ...u, loc: { at: a.target! }, turnStart: a.target! } } };
  }
  const next = c.segments.findIndex((g, i) => i > s.seg && g.side === s.side);
  events.push({ type: 'arrive', text: `${unitName(c, a.unit!)} shifts to ${nodeName(c, a.target!)}: it arrives in ${c.segments[next]!.label} with ${c.values.zoneShiftMp} MP spent`, rule: '11.14' });
  return { ...s, units: { ...s.units, [a.unit!]: { ...u, loc: { arriving: next, zones: [a.target!], group: 'shifted', mpCost: c.values.zoneShiftMp } } } };
}
