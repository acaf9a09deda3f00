import type { Compiled } from '../compile';
import type { Draft } from '../draft';
import type { Action, GameState, Refusal } from '../types';
import { returnPrimeMovers } from './primeMovers';

/**
 * Rule 5: the artillery a side may flip from Fired to Ready in its Artillery Supply Phase (not
 * disrupted, not out of supply; adjacent to the enemy or under an Eng marker is fine) and how many
 * it may flip: the Allies all, the Germans 3 (6 on the first PM turn, 5.4). Unused returns are lost.
 */
export function artilleryToFlip(c: Compiled, s: GameState, side: string): { eligible: string[]; limit: number } {
  const eligible = c.artillery.filter((id) => {
    const u = s.units[id];
    return u?.fired && 'hex' in u.loc && u.status === 'normal' && !u.oos && c.units.get(id)!.side === side;
  });
  const v = c.ruleset.values;
  const firstPM = c.turnOrder.find((t) => c.ruleset.calendar.turns[t]?.part === 'PM') === c.turnOrder[s.turn];
  const limit = (firstPM ? v?.artilleryReturnsFirstPM?.bySide?.[side] : undefined) ?? v?.artilleryReturns?.bySide?.[side] ?? Infinity;
  return { eligible, limit };
}

/**
 * Runs the Artillery Supply Phase: when the side may flip all it has, they flip now and the phase
 * passes; when it must choose (more Fired artillery than returns), the phase waits for the player's
 * flipArtillery actions. Returns true when it waits.
 */
export function artillerySupplyPhase(d: Draft, side: string): boolean {
  // 5.1, 22.3: the prime movers come off first: the artillery they moved may flip and fire again.
  returnPrimeMovers(d, side);
  const { eligible, limit } = artilleryToFlip(d.c, d.view(), side);
  if (eligible.length > limit) {
    d.readied = [];
    d.log({ type: 'choice', text: `${d.c.ruleset.sides[side]?.name ?? side} Artillery Supply: ${eligible.length} artillery units are Fired; ${limit} may be flipped to Ready`, rule: '5.4' });
    return true;
  }
  for (const id of eligible) d.set(id, { fired: false });
  if (eligible.length) d.log({ type: 'artillery', text: `Flipped to Ready: ${eligible.map((id) => d.c.units.get(id)!.name).join(', ')}`, rule: '5' });
  return false;
}

/** One artillery unit flipped to Ready by the player, within the phase's limit (5.4). */
export function flipArtillery(d: Draft, a: Action): Refusal | undefined {
  const s = d.base;
  const { eligible, limit } = artilleryToFlip(d.c, s, s.side);
  const done = s.readied ?? [];
  if (done.length >= limit) return { reason: `${limit} artillery units have been flipped this phase: no more may be`, rule: '5.4' };
  if (!a.unit || !eligible.includes(a.unit)) return { reason: `${d.c.units.get(a.unit ?? '')?.name ?? a.unit ?? 'that unit'} cannot be flipped to Ready: it must be Fired, on the map, not disrupted and in supply`, rule: '5.2' };
  d.set(a.unit, { fired: false });
  d.readied = [...done, a.unit];
  d.log({ type: 'artillery', text: `${d.c.units.get(a.unit)!.name} is flipped to Ready`, rule: '5' });
  return undefined;
}
