import type { FactsOf } from '../../core/judgedConditions';
import { rollDie, type RngState } from '../../core/rng';
import { modifierTotal, table } from '../../core/tables';
import type { AreaCompiled } from './compile';
import type { AreaState, Battle } from './types';

/** The facts of one shot (9.71–9.74, 14.24): what the fire tables' modifiers read. */
export const SHOT_FACTS = ['target.entrenched', 'firer.outOfSupply', 'firer.role', 'attacker.combinedArms', 'attacker.crossedRiver', 'battle.confusion', 'firer.side'] as const;

/** The facts of one shot, as the combat modifiers read them (9.71–9.74). */
export function shotFacts(c: AreaCompiled, s: AreaState, b: Battle, firerSide: string, target: string, firer?: string): FactsOf<typeof SHOT_FACTS> {
  return {
    'target.entrenched': s.units[target]?.entrenched ?? false,
    'firer.outOfSupply': firer ? (s.units[firer]?.oos ?? false) : false,
    'firer.role': firerSide === b.attacker ? 'attacker' : 'defender',
    'attacker.combinedArms': b.combinedArms,
    'attacker.crossedRiver': b.crossedRiver,
    'battle.confusion': b.confusion,
    'firer.side': firerSide,
  };
}

/** A unit's fire table and artillery's (9.21, 9.48): dice pools whose thresholds are picked by the firer's role. */
export const FIRE_TABLES = ['unitFire', 'artilleryFire'] as const;

/**
 * The number a die must not exceed to hit (9.21, 9.48): the rating of the firer's role from the
 * fire table (a unit's attack or defense, or artillery's fixed 3 or 5), less the cumulative DRM
 * (a positive DRM is bad for the firer, 9.74). Returns the threshold and the modifiers applied.
 */
export function hitNumber(c: AreaCompiled, s: AreaState, b: Battle, firerSide: string, target: string, firer?: string): { hits: number; drm: number; applied: { label: string; value: number }[] } {
  const t = table(c.ruleset, firer ? FIRE_TABLES[0] : FIRE_TABLES[1], 'dicePool');
  const role = firerSide === b.attacker ? 'attacker' : 'defender';
  const th = Object.values(t.thresholds).find((x) => x.role === role);
  const info = firer ? c.units.get(firer)! : undefined;
  const rating = th?.value ?? (th?.rating === 'attack' ? info?.attack : info?.defense) ?? 0;
  const mods = t.modifiers ? modifierTotal(table(c.ruleset, t.modifiers, 'modifiers'), shotFacts(c, s, b, firerSide, target, firer)) : { total: 0, applied: [] };
  return { hits: rating - mods.total, drm: mods.total, applied: mods.applied };
}

/** Rolls `dice` d10 (a 0 reads as 10: 1.1) and counts rolls at or under the hit number. */
export function rollFire(c: AreaCompiled, rng: RngState, dice: number, hitOn: number): { rolls: number[]; hits: number; rng: RngState } {
  const sides = c.ruleset.dice.d10?.sides ?? 10;
  const rolls: number[] = [];
  let r = rng;
  for (let i = 0; i < dice; i++) {
    const [v, next] = rollDie(r, sides);
    rolls.push(v);
    r = next;
  }
  return { rolls, hits: countHits(rolls, hitOn), rng: r };
}

/** Hits among rolls: each die at or under the hit number is one (9.21). */
export const countHits = (rolls: readonly number[], hitOn: number): number => rolls.filter((v) => v <= hitOn).length;
