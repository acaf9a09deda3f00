import type { Compiled } from '../compile';
import { memo } from '../../../../shared/memo';
import type { Draft } from '../draft';
import { fresh } from '../unitShape';
import type { Action, GameState, Refusal } from '../types';
import { stackRefusal } from './stacking';
import { stackingExempt } from './arrival';
import { occupancy } from './zoc';
import { phaseKind } from '../sequence';

/** The unit type a unit breaks down into (26.1: regiments into battalions, combat commands into task forces), if any. */
const breaksInto = (c: Compiled, id: string): string | undefined => c.docs.oob.unitTypes[c.docs.oob.units[id]?.type ?? '']?.breaksDownInto;

const counterCache = new WeakMap<Compiled, Map<string, string[]>>();

/**
 * The free breakdown counters of a type for a parent, in the order of battle's order (26: the counter
 * mix limits them): its side's, and of its own nationality where a nationality has rules of its own
 * (27.3: a British regiment does not form a US battalion).
 */
function freeCounters(c: Compiled, s: GameState, parent: string, type: string): string[] {
  const info = c.units.get(parent)!;
  const own = (u: { nationality?: string }) => u.nationality === info.nationality || (!ruled(c, u.nationality) && !ruled(c, info.nationality));
  const all = memo(memo(counterCache, c, () => new Map<string, string[]>()), `${info.side} ${info.nationality ?? ''} ${type}`, () => [...c.units.values()].filter((u) => u.tags.has('breakdownCounter') && u.side === info.side && own(u) && c.docs.oob.units[u.id]?.type === type).map((u) => u.id));
  return all.filter((id) => s.units[id] && 'pool' in s.units[id]!.loc);
}

const ruled = (c: Compiled, nation: string | undefined) => !!nation && !!c.ruleset.nationalityRules?.[nation];

/**
 * Rule 26: why a unit may not form a breakdown unit now: a regiment or combat command of the
 * phasing side on the map with a step to lose, not disrupted or routed, before it moves (Movement
 * Phase) or disengages or advances (Combat Phase), with a counter of its breakdown type free.
 */
export function cannotBreakDown(c: Compiled, s: GameState, id: string): Refusal | undefined {
  const u = s.units[id];
  const info = c.units.get(id);
  if (!u || !info) return { reason: `unknown unit ${id}` };
  if (info.side !== s.side) return { reason: `${info.name} is not the ${s.side} player's` };
  const type = breaksInto(c, id);
  if (!type) return { reason: `${info.name} does not break down: only infantry, parachute, glider and PzG regiments and combat commands do`, rule: '26.1' };
  if (!('hex' in u.loc)) return { reason: `${info.name} is not on the map` };
  if (u.steps < 2) return { reason: `${info.name} has one step left: it has none to lose for a breakdown unit`, rule: '26.1' };
  if (u.status !== 'normal') return { reason: `${info.name} is ${u.status}: a disrupted unit does not break down`, rule: '26' };
  const kind = phaseKind(c, s.phaseId);
  if (kind === 'movement' && (u.moved || u.mpUsed > 0)) return { reason: `${info.name} has moved this phase: it breaks down before it moves`, rule: '26' };
  if (kind === 'combat' && (u.advanced || u.disengaged)) return { reason: `${info.name} has ${u.advanced ? 'advanced' : 'disengaged'} this phase: it breaks down before`, rule: '26' };
  const counter = freeCounters(c, s, id, type)[0];
  if (!counter) return { reason: `no ${c.docs.oob.unitTypes[type]?.name ?? type} breakdown counter ${ruled(c, info.nationality) ? `of ${info.name}'s nationality` : `of the ${c.ruleset.sides[info.side]?.name ?? info.side}`} is free (the counter mix limits them)`, rule: ruled(c, info.nationality) ? '26, 27.3' : '26' };
  // The stack as it would be: the parent reduced, the new unit with it (8).
  const hex = u.loc.hex;
  const here = (occupancy(c, s).get(c.ordinal.get(hex)!)?.units ?? []).filter((x) => !stackingExempt(c, s, x));
  const after = { ...s, units: { ...Object.fromEntries(here.map((x) => [x, s.units[x]!])), [id]: { ...u, steps: u.steps - 1 }, [counter]: { ...fresh({ hex }, 1), parent: id } } };
  const stack = stackRefusal(c, after, [...here, counter], hex);
  return stack ? { ...stack, reason: `${c.units.get(counter)!.name} would overstack ${hex} with ${info.name}: ${stack.reason}` } : undefined;
}

/** 26.1: the unit loses a step and a breakdown unit from the pool is placed with it, a 1-step unit of its own. */
export function breakDown(d: Draft, a: Action): Refusal | undefined {
  const c = d.c;
  const s = d.base;
  const id = a.unit ?? '';
  const why = cannotBreakDown(c, s, id);
  if (why) return why;
  const u = s.units[id]!;
  const hex = (u.loc as { hex: string }).hex;
  const counter = freeCounters(c, s, id, breaksInto(c, id)!)[0]!;
  d.set(id, { steps: u.steps - 1 });
  // It was part of its parent: what the parent has done in this phase (attacked, defended) and is (Eng, out of supply) it carries.
  d.set(counter, { ...fresh({ hex }, 1), parent: id, attacked: u.attacked, defended: u.defended, ...(u.engaged ? { engaged: true } : {}), ...(u.oos ? { oos: true } : {}) });
  d.log({ type: 'breakdown', text: `${c.units.get(id)!.name} loses a step and forms ${c.units.get(counter)!.name} in ${hex}`, rule: '26.1' });
  return undefined;
}

/**
 * Rule 26: why a breakdown unit may not rejoin now: only its own parent, stacked with it in the
 * side's Movement Phase, the parent not at full strength. Rejoining ends both units' movement.
 */
export function cannotRejoin(c: Compiled, s: GameState, id: string): Refusal | undefined {
  const u = s.units[id];
  const info = c.units.get(id);
  if (!u || !info) return { reason: `unknown unit ${id}` };
  if (info.side !== s.side) return { reason: `${info.name} is not the ${s.side} player's` };
  const parent = u.parent ? s.units[u.parent] : undefined;
  if (!u.parent || !parent) return { reason: `${info.name} is not a breakdown unit`, rule: '26' };
  const pName = c.units.get(u.parent)!.name;
  if (!('hex' in u.loc) || !('hex' in parent.loc) || u.loc.hex !== parent.loc.hex) return { reason: `${info.name} rejoins only its own parent, ${pName}, stacked with it`, rule: '26' };
  if (parent.steps >= c.units.get(u.parent)!.steps) return { reason: `${pName} is at full strength`, rule: '26' };
  if (phaseKind(c, s.phaseId) !== 'movement') return { reason: 'a breakdown unit rejoins its parent in the Movement Phase', rule: '26' };
  return undefined;
}

/** 26: the breakdown unit goes back to the pool and its parent gets the step back; both have finished moving. */
export function rejoin(d: Draft, a: Action): Refusal | undefined {
  const id = a.unit ?? '';
  const why = cannotRejoin(d.c, d.base, id);
  if (why) return why;
  const parent = d.base.units[id]!.parent!;
  d.set(parent, { steps: d.base.units[parent]!.steps + 1, moved: true });
  d.set(id, fresh({ pool: true }, 0)); // no parent, no marker of its time in play
  d.log({ type: 'breakdown', text: `${d.c.units.get(id)!.name} rejoins ${d.c.units.get(parent)!.name}, which gets its step back`, rule: '26' });
  return undefined;
}
