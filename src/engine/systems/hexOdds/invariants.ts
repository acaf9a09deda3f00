import type { Compiled } from './compile';
import type { GameState } from './types';

import { InvariantViolation } from '../../core/invariants';

/**
 * Checked after every action in development and tests (DESIGN.md): each unit in one place with a
 * valid step count, on the map; no hex holds both sides; the phase exists.
 */
export function checkInvariants(c: Compiled, s: GameState): void {
  const sideAt = new Map<string, string>();
  for (const [id, u] of Object.entries(s.units)) {
    const info = c.units.get(id);
    if (!info) throw new InvariantViolation(`unit ${id} is not in the order of battle`);
    if ('hex' in u.loc) {
      if (!c.ordinal.has(u.loc.hex)) throw new InvariantViolation(`${id} is off the map at ${u.loc.hex}`);
      if (u.steps < 1 || u.steps > info.steps) throw new InvariantViolation(`${id} has ${u.steps} steps of ${info.steps}`);
      const other = sideAt.get(u.loc.hex);
      if (other && other !== info.side) throw new InvariantViolation(`${u.loc.hex} holds units of both sides`);
      sideAt.set(u.loc.hex, info.side);
    }
  }
  if (!s.ended && !c.ruleset.phases[s.phaseId]) throw new InvariantViolation(`unknown phase ${s.phaseId}`);
}
