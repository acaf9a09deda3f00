import { rollOn } from '../../core/tables';
import type { Action, GameEvent, Refusal } from '../../core/types';
import { nodeName, occupancy, unitName, unitsOf, whereIs } from './board';
import { enemyOf, type AreaCompiled } from './compile';
import { walk } from './move';
import type { AreaState } from './types';

const ends = (c: AreaCompiled, bridge: string): readonly string[] => c.map.connections[bridge]?.between ?? [];

/**
 * The units of `side` that may try to blow a bridge (10.21–10.27, 13.24): infantry types (not
 * armor) in an area at either end of it, in supply, with an attempt left this impulse, in an area
 * that held no enemy units when the impulse began.
 */
export function demolishers(c: AreaCompiled, s: AreaState, bridge: string, side: string): string[] {
  const occ = occupancy(c, s);
  return ends(c, bridge).flatMap((area) =>
    s.contestedAtStart.includes(area) ? [] : unitsOf(occ, area, side).filter((id) => c.units.get(id)!.infantryType && !s.units[id]!.oos && s.units[id]!.demolitions < c.values.demolitionsPerImpulse),
  );
}

/** The tables bridges are demolished on (10.29, 14.23) and repaired on (10.3), rolled with no facts. */
export const DEMOLITION_TABLES = ['demolitionEngineerFresh', 'demolitionEngineerMoved', 'demolitionInfantryFresh', 'demolitionInfantryMoved', 'demolitionSpecialForces'] as const;
export const REPAIR_TABLE = 'bridgeRepair';

/** 10.29: the table for a unit's attempt: engineer or other infantry type, moved this turn or not. */
export const demolitionTable = (c: AreaCompiled, s: AreaState, unit: string, bridge?: string): (typeof DEMOLITION_TABLES)[number] =>
  bridge && s.specialForces?.effect === 'demoInterfere' && whereIs(s.units[unit]) === s.specialForces.area && ends(c, bridge).includes(s.specialForces.area)
    ? 'demolitionSpecialForces' // 14.23: success on 1 only
    : `demolition${c.units.get(unit)!.engineer ? 'Engineer' : 'Infantry'}${s.units[unit]!.movedIn >= 0 || s.units[unit]!.spent ? 'Moved' : 'Fresh'}`;

/**
 * Resolves the pending demolition (8.4, 10.2): a named unit rolls, or the player declines. Blown, the
 * stack stays short of the bridge, pays +1 MP and may go on by another road (8.42); not blown, or
 * declined, the move goes on as planned. One attempt per bridge per impulse either way (10.25).
 */
export function demolish(c: AreaCompiled, s: AreaState, a: Action, events: GameEvent[]): AreaState | Refusal {
  const p = s.pending;
  if (p?.kind !== 'demolition') return { reason: 'no bridge is being crossed', rule: '10.21' };
  const resumed: AreaState = { ...s, side: p.mover, pending: undefined, triedDemolition: [...s.triedDemolition, p.bridge] };
  if (a.type === 'declineDemolition') {
    events.push({ type: 'bridge', text: `No attempt to blow the bridge ${p.bridge}`, rule: '10.21' });
    return walk(c, resumed, p.movers, p.rest, events);
  }
  if (!a.unit || !demolishers(c, s, p.bridge, s.side).includes(a.unit)) return { reason: `${a.unit ? unitName(c, a.unit) : 'that unit'} cannot try to blow this bridge: an infantry-type unit in supply at either end, with an attempt left, in an area not contested at the impulse's start`, rule: '10.22–10.24' };
  const roll = rollOn(c.ruleset, demolitionTable(c, s, a.unit, p.bridge), {}, s.rng);
  const units = { ...s.units, [a.unit]: { ...s.units[a.unit]!, demolitions: s.units[a.unit]!.demolitions + 1 } };
  events.push({ ...roll.event, text: `${unitName(c, a.unit)} tries to blow the bridge ${p.bridge}: ${roll.event.text}` });
  const next = { ...resumed, units, rng: roll.rng };
  if (roll.code !== 'S') return walk(c, next, p.movers, p.rest, events);
  const movers = { ...units };
  for (const id of p.movers) movers[id] = { ...movers[id]!, mp: movers[id]!.mp + c.values.rerouteMp, movedIn: s.seg };
  events.push({ type: 'bridge', text: `The bridge ${p.bridge} is blown: ${p.movers.map((id) => unitName(c, id)).join(', ')} stay in ${nodeName(c, p.from)} and pay ${c.values.rerouteMp} MP to change course`, rule: '8.42' });
  return { ...next, units: movers, blown: [...s.blown, p.bridge] };
}

/** Why an engineer may not try to repair a bridge now, or undefined (10.11–10.17, 13.24). */
export function cannotRepair(c: AreaCompiled, s: AreaState, unit: string, bridge: string): Refusal | undefined {
  const info = c.units.get(unit);
  const u = s.units[unit];
  if (!info || !u || info.side !== s.side) return { reason: 'not one of your units', rule: '10.11' };
  if (!info.engineer) return { reason: 'only engineers build bridges', rule: '10.11' };
  if (!s.blown.includes(bridge)) return { reason: `the bridge ${bridge} is not blown`, rule: '10.1' };
  if (s.triedRepair.includes(bridge)) return { reason: 'one attempt per bridge per impulse', rule: '10.17' };
  const at = whereIs(u);
  const [a, b] = ends(c, bridge);
  if (!at || (at !== a && at !== b)) return { reason: 'the engineer must be at one end of the bridge', rule: '10.12' };
  if (u.turnStart !== at) return { reason: 'the engineer must have been there since the start of the turn', rule: '10.12' };
  if (u.movedIn >= 0 || u.spent) return { reason: 'the engineer may not move or attack in the turn it builds', rule: '10.14' };
  if (u.oos) return { reason: 'out-of-supply units cannot build bridges', rule: '13.24' };
  if (s.fought.includes(at)) return { reason: 'there was a battle in its area this impulse', rule: '10.14' };
  const occ = occupancy(c, s);
  if (unitsOf(occ, at, enemyOf(c, s.side)).length) return { reason: 'enemy units share its area', rule: '10.13' };
  const far = at === a ? b! : a!;
  if (!unitsOf(occ, far, s.side).length) return { reason: `a friendly unit must be on the far side (${nodeName(c, far)})`, rule: '10.12' };
  return undefined;
}

/** 10.15–10.16: d10 1–4, each earlier failure −1 to the roll; the marker stays on the bridge. */
export function repair(c: AreaCompiled, s: AreaState, a: Action, events: GameEvent[]): AreaState | Refusal {
  const why = cannotRepair(c, s, a.unit ?? '', a.target ?? '');
  if (why) return why;
  const bridge = a.target!;
  const failures = s.repairs[bridge] ?? 0;
  const roll = rollOn(c.ruleset, REPAIR_TABLE, {}, s.rng, -failures);
  events.push({ ...roll.event, text: `${unitName(c, a.unit!)} tries to bridge ${bridge}${failures ? ` (−${failures} for earlier failures)` : ''}: ${roll.event.text}` });
  const units = { ...s.units, [a.unit!]: { ...s.units[a.unit!]!, spent: true, mp: c.units.get(a.unit!)!.movement } };
  const base = { ...s, units, rng: roll.rng, triedRepair: [...s.triedRepair, bridge] };
  if (roll.code === 'S') {
    const repairs = { ...s.repairs };
    delete repairs[bridge];
    return { ...base, blown: s.blown.filter((x) => x !== bridge), repairs };
  }
  return { ...base, repairs: { ...s.repairs, [bridge]: failures + 1 } };
}
