import { rollOn } from '../../core/tables';
import type { GameEvent } from '../../core/types';
import type { RngState } from '../../core/rng';
import type { AreaCompiled } from './compile';
import type { AreaState } from './types';

/**
 * A side's artillery calls in a battle (9.42): one per full 3 SP of its units there, counted before
 * the defender fires; the defender always has at least one; out-of-supply units bring none (13.22).
 */
export function callsFor(c: AreaCompiled, s: AreaState, units: readonly string[], defending: boolean): number {
  const sp = units.filter((id) => !s.units[id]!.oos).reduce((t, id) => t + s.units[id]!.sp, 0);
  const calls = Math.floor(sp / c.values.spPerArtilleryCall);
  return defending && units.some((id) => !s.units[id]!.oos) ? Math.max(1, calls) : calls;
}

/** The tables artillery calls are rolled on (9.43–9.45), with no facts. */
export const CALL_TABLES = ['alliedArtilleryCall', 'germanArtilleryCallFrontLine', 'germanArtilleryCall'] as const;

/** The table a side's call is rolled on (9.43–9.45): Allied 1–8; German 1–6 on the Allied front line, else 1–4. */
export function callTable(c: AreaCompiled, side: string, area: string): (typeof CALL_TABLES)[number] {
  if (side !== c.sides[0]) return 'alliedArtilleryCall';
  return c.flags.get(area)?.has('alliedFrontLine') ? 'germanArtilleryCallFrontLine' : 'germanArtilleryCall';
}

/** Rolls a side's calls; returns the successes and the log. */
export function rollCalls(c: AreaCompiled, side: string, area: string, calls: number, rng: RngState, events: GameEvent[]): { ok: number; rng: RngState } {
  let ok = 0;
  let r = rng;
  for (let i = 0; i < calls; i++) {
    const roll = rollOn(c.ruleset, callTable(c, side, area), {}, r);
    r = roll.rng;
    events.push({ ...roll.event, text: `${c.ruleset.sides[side]?.name ?? side} artillery call ${i + 1} of ${calls}: ${roll.event.text}` });
    if (roll.code === 'S') ok++;
  }
  return { ok, rng: r };
}

/**
 * Where the next artillery counter may go (9.46): on the unit type with the most SP not yet under a
 * counter (each counter placed takes its target's SP off its type), among units without a counter;
 * a second counter on a unit only when every enemy unit has one. Ties between types are the firing
 * player's choice (the book's example B), and so is the unit within the type.
 */
export function artilleryTargets(c: AreaCompiled, s: AreaState, enemies: readonly string[], placed: readonly string[]): string[] {
  const alive = enemies.filter((id) => (s.units[id]?.sp ?? 0) > 0);
  const remaining = new Map<string, number>();
  for (const id of alive) remaining.set(c.units.get(id)!.unitClass, (remaining.get(c.units.get(id)!.unitClass) ?? 0) + s.units[id]!.sp);
  for (const id of placed) if (alive.includes(id)) remaining.set(c.units.get(id)!.unitClass, remaining.get(c.units.get(id)!.unitClass)! - s.units[id]!.sp);
  let eligible = alive.filter((id) => !placed.includes(id));
  if (!eligible.length) eligible = alive;
  const best = Math.max(...eligible.map((id) => remaining.get(c.units.get(id)!.unitClass)!));
  return eligible.filter((id) => remaining.get(c.units.get(id)!.unitClass) === best);
}
