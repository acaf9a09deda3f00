import type { Action, GameEvent, Refusal } from '../../core/types';
import { nodeName, occupancy, unitName, unitsOf, whereIs } from './board';
import { enemyOf, type AreaCompiled } from './compile';
import { allowance } from './movement';
import type { AreaState } from './types';

/** Why a unit may not entrench now (8.51–8.55, 5.23, 13.23), or undefined. */
export function cannotEntrench(c: AreaCompiled, s: AreaState, id: string): Refusal | undefined {
  const info = c.units.get(id);
  const u = s.units[id];
  const at = whereIs(u);
  if (!info || !u || !at || info.side !== s.side) return { reason: 'not one of your units on the map', rule: '8.51' };
  if (!info.infantryType) return { reason: 'armor may not entrench', rule: '8.54' };
  if (u.entrenched) return { reason: 'it is already entrenched', rule: '8.57' };
  if (u.spent || (u.movedIn >= 0 && u.movedIn !== s.seg)) return { reason: 'it has already moved or fought this turn', rule: '8.25' };
  if (c.graph.kind[c.graph.index.get(at)!] !== 'area') return { reason: 'units entrench in areas, not zones', rule: '8.51' };
  if (unitsOf(occupancy(c, s), at, enemyOf(c, s.side)).length) return { reason: 'enemy units share its area', rule: '8.55' };
  if (info.engineer ? u.mp > allowance(c, s, id) - c.values.engineerEntrenchMp : u.mp > 0) return { reason: info.engineer ? `an engineer needs ${c.values.engineerEntrenchMp} MP left to entrench` : 'it entrenches instead of moving (all its MP)', rule: info.engineer ? '8.52' : '8.53' };
  return undefined;
}

export function entrench(c: AreaCompiled, s: AreaState, a: Action, events: GameEvent[]): AreaState | Refusal {
  const why = cannotEntrench(c, s, a.unit ?? '');
  if (why) return why;
  const u = s.units[a.unit!]!;
  events.push({ type: 'entrench', text: `${unitName(c, a.unit!)} entrenches in ${nodeName(c, whereIs(u)!)}`, rule: '8.5' });
  return { ...s, units: { ...s.units, [a.unit!]: { ...u, entrenched: true, mp: allowance(c, s, a.unit!), movedIn: s.seg } } };
}
