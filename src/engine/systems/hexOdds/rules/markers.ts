import type { Compiled } from '../compile';
import type { GameState } from '../types';

/**
 * Whether a side has markers of a type yet: the ruleset's `from` turn for the side (24.5: German
 * traffic markers and roadblocks from 17AM; 7.7: no Bridge Blown marker before 17AM).
 */
export function arrived(c: Compiled, s: GameState, type: string, side: string): boolean {
  const from = c.ruleset.markerTypes?.[type]?.from?.[side];
  return !from || !c.turnOrder.includes(from) || s.turn >= c.turnOrder.indexOf(from);
}
