import { compareText } from '../../../shared/order';
import type { AreaCompiled } from './compile';
import type { AreaState } from './types';

/**
 * Fire targeting (9.5), one firer at a time in descending quality (9.57), all assigned before any
 * roll (9.59). While some target has no firer, the next firer must take an uncovered one (9.55):
 * an equal-quality target, else the best below itself, else the lowest above (9.52, 9.57; strength
 * does not matter). Once every target has a firer the rest choose freely, keeping the spread (no
 * target gets n+1 firers before all have n, 9.55–9.56). A defender need not fire at 1-SP attackers
 * unless every target has 1 SP (9.53, with 9.55 over it: digest A6).
 */
export function firingOrder(c: AreaCompiled, firers: readonly string[]): string[] {
  return [...firers].sort((a, b) => c.units.get(a)!.quality - c.units.get(b)!.quality || compareText(a, b));
}

/** The targets a side may fire at in a battle (9.53's exemption applied for the defender). */
export function fireTargets(s: AreaState, enemies: readonly string[], defending: boolean): string[] {
  const alive = enemies.filter((id) => (s.units[id]?.sp ?? 0) > 0);
  if (!defending) return alive;
  const big = alive.filter((id) => s.units[id]!.sp > 1);
  return big.length ? big : alive;
}

/** The targets the next firer may choose, best first (the first is the engine's pick, 9.57). */
export function allowedTargets(c: AreaCompiled, firer: string, targets: readonly string[], assigned: Readonly<Record<string, string>>): string[] {
  const count = new Map(targets.map((t) => [t, 0]));
  for (const t of Object.values(assigned)) if (count.has(t)) count.set(t, count.get(t)! + 1);
  const q = c.units.get(firer)!.quality;
  const uncovered = targets.filter((t) => count.get(t) === 0);
  if (uncovered.length) {
    const quality = (t: string) => c.units.get(t)!.quality;
    const equal = uncovered.filter((t) => quality(t) === q);
    if (equal.length) return equal;
    const below = uncovered.filter((t) => quality(t) > q);
    if (below.length) {
      const best = Math.min(...below.map(quality));
      return below.filter((t) => quality(t) === best);
    }
    const worst = Math.max(...uncovered.map(quality));
    return uncovered.filter((t) => quality(t) === worst);
  }
  const least = Math.min(...targets.map((t) => count.get(t)!));
  return targets.filter((t) => count.get(t) === least);
}
