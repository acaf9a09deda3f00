import { compareText } from '../../../../shared/order';
import { distanceOf, type Compiled } from '../compile';
import type { GameState, Refusal } from '../types';
import { mayDefend } from './turnRules';
import { occupancy } from './zoc';
import { artilleryNationalityRefusal } from './nationality';

/**
 * Rule 22.6: whether an artillery unit may support a combat at `target` for its side: Ready (not
 * Fired), not Eng, not disrupted, on the map, and the target within its range (counted to the
 * target hex, its own hex not counted, 22.4). It cannot support the defence of its own hex (22.9).
 * Night markers are not needed (25.3).
 */
export function cannotSupport(c: Compiled, s: GameState, id: string, target: string, fromBox?: string): Refusal | undefined {
  const u = s.units[id];
  const info = c.units.get(id);
  if (!u || !info) return { reason: `unknown unit ${id}` };
  if (!info.tags.has('artillery')) return { reason: `${info.name} is not artillery`, rule: '22' };
  // 13.5: an attack from off the map may have the Ready artillery of its box in support.
  const inBox = 'box' in u.loc && u.loc.box === fromBox;
  if (!('hex' in u.loc) && !inBox) return { reason: `${info.name} is not on the map${'box' in u.loc ? ': from its box it supports only an attack from off the map out of that box' : ''}`, rule: 'box' in u.loc ? '13.5' : '22.6' };
  if (u.fired) return { reason: `${info.name} is Fired: it supports again once an Artillery Supply Phase flips it to Ready`, rule: '22.5' };
  if (u.engaged) return { reason: `${info.name} is engaged (Eng)`, rule: '22.6' };
  if (u.pm) return { reason: `${info.name} has a prime mover: it does not fire until the marker comes off in its Artillery Supply Phase`, rule: '22.3' };
  if (u.status !== 'normal') return { reason: `${info.name} is ${u.status} and gives no support`, rule: '18.2' };
  if (!('hex' in u.loc)) return undefined; // in the attack's own box: the entry hex is next to it
  if (u.loc.hex === target) return { reason: `${info.name} cannot support the defence of its own hex`, rule: '22.9' };
  // 29.4: defending its own side's hex, only the units a turn's restriction names may support.
  const held = occupancy(c, s).get(c.ordinal.get(target)!);
  if (held?.side === info.side) {
    // 27.3: the defenders must include a unit of the gun's nationality, where the nationality says so.
    const why = mayDefend(c, s, id) ?? artilleryNationalityRefusal(c, id, held.units);
    if (why) return why;
  }
  const range = c.docs.oob.units[id]?.artillery?.range ?? 0;
  const d = distanceOf(c, c.ordinal.get(u.loc.hex)!, c.ordinal.get(target)!);
  if (d > range) return { reason: `${target} is ${d} hexes from ${info.name}; its range is ${range}`, rule: '22.4' };
  return undefined;
}

/** A side's artillery that may support a combat at `target` (from off the map out of `fromBox`, 13.5), nearest first. */
export function supportFor(c: Compiled, s: GameState, side: string, target: string, fromBox?: string): string[] {
  const t = c.ordinal.get(target)!;
  return c.artillery
    .filter((id) => s.units[id] && c.units.get(id)!.side === side && !cannotSupport(c, s, id, target, fromBox))
    .sort((a, b) => hexesTo(c, s, a, t) - hexesTo(c, s, b, t) || compareText(a, b));
}

/** How far a unit is from hex t (0 off the map). */
function hexesTo(c: Compiled, s: GameState, id: string, t: number): number {
  const loc = s.units[id]!.loc;
  return 'hex' in loc ? distanceOf(c, c.ordinal.get(loc.hex)!, t) : 0;
}

/** The most artillery units one side may commit to one combat (22.6). */
export const maxSupport = (c: Compiled) => c.ruleset.values?.maxArtilleryPerCombat?.value ?? 2;

/** Checks a side's commitment of artillery to a combat: eligible units, at most the limit (22.6). */
export function checkSupport(c: Compiled, s: GameState, ids: readonly string[], side: string, target: string, fromBox?: string): Refusal | undefined {
  if (ids.length > maxSupport(c)) return { reason: `at most ${maxSupport(c)} artillery units support one combat`, rule: '22.6' };
  for (const id of ids) {
    if (c.units.get(id)?.side !== side) return { reason: `${c.units.get(id)?.name ?? id} is not the ${side} player's`, rule: '22.6' };
    const why = cannotSupport(c, s, id, target, fromBox);
    if (why) return why;
  }
  return undefined;
}
