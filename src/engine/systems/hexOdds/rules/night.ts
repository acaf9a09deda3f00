import { memo } from '../../../../shared/memo';
import { RecentCache } from '../../../../shared/recentCache';
import type { Compiled } from '../compile';
import type { Draft } from '../draft';
import type { Action, GameState, Refusal } from '../types';
import { occupancy } from './zoc';
import { restrictions } from './turnRules';

/** The part of the day of the current turn (AM, PM, night). */
export const partOf = (c: Compiled, s: GameState) => c.ruleset.calendar.turns[c.turnOrder[s.turn]!]?.part;

/** True in the phases of a night turn (25.1). */
export const atNight = (c: Compiled, s: GameState) => partOf(c, s) === 'night';

/** Why a unit may not act now for the night rules (25.3), or undefined. */
export function nightRefusal(c: Compiled, s: GameState, id: string, act: 'move' | 'attack'): Refusal | undefined {
  const u = s.units[id]!;
  const name = c.units.get(id)!.name;
  if (act === 'attack' && atNight(c, s) && u.infiltrated === s.turn) return { reason: `${name} infiltrated tonight: it does not attack this night`, rule: '34' };
  if (atNight(c, s) && !u.night && activated(c, s, id, act)) return undefined;
  if (atNight(c, s) && !u.night) return { reason: `${name} has no Night marker: only the stacks marked in the PM turn ${act} at night`, rule: '25.3' };
  if (!atNight(c, s) && u.night) return { reason: `${name} has a Night marker: it ${act === 'move' ? 'keeps still for the rest of this phase' : 'may not attack in the PM turn'}`, rule: '25.3' };
  return undefined;
}

const marks = new RecentCache<object, Map<string, Set<string>>>(8);

/** The hexes holding a side's Night-marked units (cached by the units record, which never changes). */
export function markedStacks(c: Compiled, s: GameState, side: string): Set<string> {
  return memo(memo(marks, s.units, () => new Map<string, Set<string>>()), side, () => {
    const out = new Set<string>();
    for (const [id, u] of Object.entries(s.units)) if (u.night && 'hex' in u.loc && c.units.get(id)!.side === side) out.add(u.loc.hex);
    return out;
  });
}

/**
 * Rule 25.3: in the PM Movement Phase a player gives Night markers to at most 3 stacks, whose units
 * used no tactical movement and spent at most 1 MP, and are neither out of supply nor disrupted. The
 * marked units move and fight in the night turn; they may not attack in the PM turn. `choice:
 * "remove"` takes the marker off again in the same phase.
 */
export function placeNightMarker(d: Draft, a: Action): Refusal | undefined {
  const c = d.c;
  const s = d.base;
  if (partOf(c, s) !== 'PM') return { reason: 'Night markers are placed in the PM Movement Phase', rule: '25.3' };
  const hex = a.target;
  const k = hex === undefined ? undefined : c.ordinal.get(hex);
  const cell = k === undefined ? undefined : occupancy(c, s).get(k);
  const here = cell && cell.side === s.side ? cell.units.map((id) => [id, s.units[id]!] as const) : [];
  if (!hex || !here.length) return { reason: `none of your units is in ${hex ?? 'that hex'}` };
  if (a.choice === 'remove') {
    if (!here.some(([, u]) => u.night)) return { reason: `the stack in ${hex} has no Night marker` };
    for (const [id] of here) d.set(id, { night: false });
    d.log({ type: 'night', text: `Night marker removed from ${hex}`, rule: '25.3' });
    return undefined;
  }
  if (here.some(([, u]) => u.night)) return { reason: `the stack in ${hex} has a Night marker already` };
  const limit = c.ruleset.values?.nightStacks?.value ?? 3;
  if (markedStacks(c, s, s.side).size >= limit) return { reason: `${limit} stacks have Night markers already; at most ${limit}`, rule: '25.3' };
  const maxMp = c.ruleset.values?.nightMarkerMaxMp?.value ?? 1;
  const eligible = here.filter(([, u]) => u.mpUsed <= maxMp && !u.tactical && !u.oos && u.status === 'normal');
  if (!eligible.length) return { reason: `no unit in ${hex} may take a Night marker: each has spent more than ${maxMp} MP or moved tactically, or is out of supply or disrupted`, rule: '25.3' };
  for (const [id] of eligible) d.set(id, { night: true });
  d.log({ type: 'night', text: `Night marker on ${hex}: ${eligible.map(([id]) => c.units.get(id)!.name).join(', ')} will move and fight tonight`, rule: '25.3' });
  return undefined;
}

/** Whether a side has Night-marked units, so its night phases are played rather than skipped (25.3). */
export function hasNightStacks(c: Compiled, s: GameState, side: string): boolean {
  return markedStacks(c, s, side).size > 0 || restrictions(c, s, 'nightActivation', side).some((r) => (r.units ?? []).some((id) => 'hex' in (s.units[id]?.loc ?? {})));
}

/** Whether a unit moves tonight by its Night marker or its activation (25.3, 27.5). */
export function nightMover(c: Compiled, s: GameState, id: string): boolean {
  return !!s.units[id]?.night || activated(c, s, id, 'move');
}

/**
 * 27.5: units a night turn activates without a Night marker (KG Peiper on the night of 16 Dec), and
 * for combat the units of their side stacked with one of them.
 */
function activated(c: Compiled, s: GameState, id: string, act: 'move' | 'attack'): boolean {
  const side = c.units.get(id)!.side;
  const loc = s.units[id]!.loc;
  return restrictions(c, s, 'nightActivation', side).some((r) => {
    const units = (r.units ?? []) as readonly string[];
    if (units.includes(id)) return true;
    return act === 'attack' && !!r.stackedForCombat && 'hex' in loc && units.some((x) => (s.units[x]?.loc as { hex?: string } | undefined)?.hex === loc.hex);
  });
}
