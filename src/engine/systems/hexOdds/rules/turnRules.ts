import type { Compiled } from '../compile';
import type { GameState, Refusal } from '../types';
import { memo } from '../../../../shared/memo';
import { nextToEnemy, occupancy } from './zoc';

type Restriction = NonNullable<Compiled['ruleset']['calendar']['turns'][string]['restrictions']>[number];

/** The restrictions of this kind that hold this turn for a side (the calendar's turn restrictions; Ardennes '44 turn 1, 29). */
function restrictions(c: Compiled, s: GameState, kind: Restriction['kind'], side: string): Restriction[] {
  const all = c.ruleset.calendar.turns[c.turnOrder[s.turn]!]?.restrictions ?? [];
  return all.filter((r) => r.kind === kind && (!r.side || r.side === side));
}

/**
 * 29.1: a unit of a held setup box (the red box) may not move, disengage or advance this turn; it
 * may attack. Released once an enemy unit is next to it, where the restriction says so.
 */
export function frozen(c: Compiled, s: GameState, id: string): Refusal | undefined {
  const info = c.units.get(id)!;
  // Held by its setup box in the order of battle, or marked restricted in the scenario's setup.
  const box = c.docs.oob.units[id]?.setup?.box;
  const marked = (c.docs.scenario.setup as Record<string, { restricted?: boolean } | undefined> | undefined)?.[id]?.restricted === true;
  if (!box && !marked) return undefined;
  const r = restrictions(c, s, 'frozenSetupBox', info.side).find((x) => marked || x.box === box);
  if (!r) return undefined;
  const u = s.units[id]!;
  if (r.releasedNextToEnemy && 'hex' in u.loc && nextToEnemy(c, occupancy(c, s), c.ordinal.get(u.loc.hex)!, info.side)) return undefined;
  return { reason: `${info.name} set up in a ${box ?? r.box ?? 'restricted'} box: it may not move, disengage or advance this turn${r.releasedNextToEnemy ? ' until an enemy unit is next to it' : ''}`, rule: r.rule };
}

/** 29.4: whether this unit may give defensive support this turn (a restriction may name the only ones that may). */
export function mayDefend(c: Compiled, s: GameState, id: string): Refusal | undefined {
  const info = c.units.get(id)!;
  const r = restrictions(c, s, 'defensiveSupportOnly', info.side).find((x) => !(x.units as readonly string[] | undefined)?.includes(id));
  return r ? { reason: `only ${(r.units ?? []).map((u) => c.units.get(u)?.name ?? u).join(' and ') || 'no unit'} may give defensive support this turn`, rule: r.rule } : undefined;
}

/** 29.4: no strategic movement for the side this turn. */
export function noStrategic(c: Compiled, s: GameState, side: string): Refusal | undefined {
  const r = restrictions(c, s, 'noStrategicMovement', side)[0];
  return r ? { reason: `no ${c.ruleset.sides[side]?.name ?? side} unit may use strategic movement this turn`, rule: r.rule } : undefined;
}

/**
 * 29.3: the hexes a unit may not enter this turn: every division setup area but its own division's,
 * and the rear zone (map hex sets with the purposes setupArea and rearZone). US territory is free.
 * Undefined when no boundary holds for it.
 */
export function offLimits(c: Compiled, s: GameState, id: string): Uint8Array | undefined {
  const info = c.units.get(id)!;
  const r = restrictions(c, s, 'divisionBoundaries', info.side)[0];
  if (!r) return undefined;
  return memo(memo(limitCache, c, () => new Map<string, Uint8Array>()), info.division, () => closedTo(c, info.division));
}

const limitCache = new WeakMap<Compiled, Map<string, Uint8Array>>();

function closedTo(c: Compiled, division: string): Uint8Array {
  const out = new Uint8Array(c.ids.length);
  for (const set of Object.values(c.map.hexSets ?? {})) {
    const closed = set.purpose === 'rearZone' || (set.purpose === 'setupArea' && !(set.formations as readonly string[] | undefined)?.includes(division));
    if (!closed) continue;
    for (const h of (set.hexes as readonly string[] | undefined) ?? []) {
      const k = c.ordinal.get(h);
      if (k !== undefined) out[k] = 1;
    }
  }
  return out;
}

/** Why a unit may not enter a hex this turn under the division boundaries (29.3), or undefined. */
export function boundary(c: Compiled, s: GameState, id: string, hex: string): Refusal | undefined {
  const k = c.ordinal.get(hex);
  const closed = offLimits(c, s, id);
  if (!closed || k === undefined || !closed[k]) return undefined;
  const r = restrictions(c, s, 'divisionBoundaries', c.units.get(id)!.side)[0]!;
  return { reason: `${hex} is another division's setup area or the rear zone: ${c.units.get(id)!.name} may not enter it this turn`, rule: r.rule };
}
