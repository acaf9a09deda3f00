import type { Compiled } from './compile';
import type { GameState } from './types';

import { InvariantViolation } from '../../core/invariants';
import { overstacks } from './rules/stacking';
import { occupancy } from './rules/zoc';
import { phaseKind } from './sequence';

/**
 * Checked after every action in development and tests (DESIGN.md): each unit in one place with a
 * valid step count, on the map; no hex holds both sides; the phase exists; and, given the state the
 * action was applied to, a side's Movement Phase never ends with a stack of its own over the limits
 * (8, 17.4: what a retreat or a stopped move overstacked is made legal by then).
 */
export function checkInvariants(c: Compiled, s: GameState, before?: GameState, changed?: ReadonlySet<string>): void {
  const occ = occupancy(c, s);
  // Given the units the action changed, only those: the others passed after the action that made
  // their records (the first action checks all, the setup's included).
  const ids = changed && before && before.step_count > 0 ? changed : Object.keys(s.units);
  for (const id of ids) {
    const u = s.units[id]!;
    const info = c.units.get(id);
    if (!info) throw new InvariantViolation(`unit ${id} is not in the order of battle`);
    if (!('hex' in u.loc)) continue;
    const k = c.ordinal.get(u.loc.hex);
    if (k === undefined) throw new InvariantViolation(`${id} is off the map at ${u.loc.hex}`);
    if (u.steps < 1 || u.steps > info.steps) throw new InvariantViolation(`${id} has ${u.steps} steps of ${info.steps}`);
    if (occ.get(k)?.units.some((x) => c.units.get(x)!.side !== info.side)) throw new InvariantViolation(`${u.loc.hex} holds units of both sides`);
  }
  if (!s.ended && !c.ruleset.phases[s.phaseId]) throw new InvariantViolation(`unknown phase ${s.phaseId}`);
  if (before && !s.ended && phaseKind(c, before.phaseId) === 'movement' && (s.phase !== before.phase || s.turn !== before.turn) && s.pending?.kind !== 'overstack') {
    const over = overstacks(c, s).find((o) => c.units.get(o.units[0]!)!.side === before.side);
    if (over) throw new InvariantViolation(`the ${before.side} ${before.phaseId} phase of turn ${c.turnOrder[before.turn]} ended with ${over.at} over the stacking limits (${over.units.join(', ')}): ${over.reason}`);
  }
}
