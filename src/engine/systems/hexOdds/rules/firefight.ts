import { compareText } from '../../../../shared/order';
import type { FactsOf } from '../../../core/judgedConditions';
import type { Compiled } from '../compile';
import { dirIndex } from '../compile';
import type { GameState } from '../types';
import { faceOf, stepCost } from './movement';
import { modifierTotal, table } from './tables';
import { occupancy } from './zoc';

/**
 * Rule 16.2: the units that may lead a firefight: attackers that could legally advance into the
 * defender's hex (a tank or recon unit across an unbridged hexside or a roadless forest hexside
 * cannot; infantry may cross as the first hex of an advance). The engine's pick comes first: the
 * unit with the best (lowest) modifier, then the strongest.
 */
export function firefightLeads(c: Compiled, s: GameState, attackers: readonly string[], target: string): string[] {
  const t = c.ordinal.get(target)!;
  const ok = attackers.filter((id) => {
    const u = s.units[id]!;
    const info = c.units.get(id)!;
    if (info.tags.has('artillery')) return false;
    // 13.5: a unit attacking from its off-map box could advance into the entry hex it attacks.
    if ('box' in u.loc) return true;
    if (!('hex' in u.loc)) return false;
    const k = c.ordinal.get(u.loc.hex)!;
    const j = dirIndex(c.nb, k, t);
    if (j < 0) return false;
    const cost = stepCost(c, s, info, k, j);
    return typeof cost === 'number' || (/tactical/.test(cost.why) && info.tags.has('infantryType'));
  });
  // The roll modifier each would lead with, from the Firefight table's modifiers.
  const named = table(c.ruleset, 'firefight', 'dieRoll').modifiers;
  const list = named ? table(c.ruleset, named, 'modifiers') : undefined;
  const drm = new Map(ok.map((id) => [id, modifierTotal(list, firefightFacts(c, s, id, target)).total]));
  const attack = (id: string) => faceOf(c.units.get(id)!, s.units[id]!.steps).attack ?? 0;
  return ok.sort((a, b) => drm.get(a)! - drm.get(b)! || attack(b) - attack(a) || compareText(a, b));
}

/** The facts of a Firefight roll (16.2): the lead unit's, and whether the CRT result was FF(+1). */
export const FIREFIGHT_FACTS = ['lead.morale', 'lead.firefightTank', 'crt.firefightPlusOne'] as const;

/**
 * The facts of the Firefight table's modifiers for a lead unit (16.2): its morale, and whether it is
 * a grey-TQ tank whose TQ is at least the best TQ in the defender's hex, the hex not being Forest,
 * Wooded Rough or City (the terrain where the ruleset gives no armor shift).
 */
export function firefightFacts(c: Compiled, s: GameState, lead: string, target: string, plusOne = false): FactsOf<typeof FIREFIGHT_FACTS> {
  const info = c.units.get(lead)!;
  const face = faceOf(info, s.units[lead]!.steps);
  const t = c.ordinal.get(target)!;
  const defenders = occupancy(c, s).get(t)?.units ?? [];
  const oos = (id: string) => (s.units[id]!.oos ? 1 : 0);
  const best = Math.max(-1, ...defenders.map((id) => {
    const tq = faceOf(c.units.get(id)!, s.units[id]!.steps).tq;
    return tq ? tq.value - oos(id) : -1;
  }));
  // 16.2 names Forest, Wooded Rough and City: the terrain with no armor shift, less the West Wall.
  const closed = [c.terrain[t]!, ...c.features[t]!].some((tid) => c.ruleset.terrainTypes?.[tid]?.armorShift === 'no' && !c.ruleset.terrainTypes[tid]!.defenseBonusSides);
  const tank = info.tags.has('tank') && face.tq?.kind === 'grey' && !closed && face.tq.value - oos(lead) >= best;
  return { 'lead.morale': face.morale ?? 'veteran', 'lead.firefightTank': tank, 'crt.firefightPlusOne': plusOne };
}
