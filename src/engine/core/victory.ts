import type { OutcomeRow } from '../../generated/documents';
import { holds, type Facts } from './conditions';
import type { Ending } from './types';

/**
 * The scenario's own outcome band (a victory table's first row whose condition holds, read in the
 * listed order): each side's outcome, so both may lose; the winner is the side that wins, if one.
 */
export function bandOf(rows: readonly OutcomeRow[], facts: Facts, reason: string): Ending {
  const row = rows.find((r) => holds(r.when, facts));
  if (!row) return { winner: null, reason: `${reason}; no row of the victory table matches`, band: 'No result' };
  const winner = Object.entries(row.outcomes).find(([, o]) => o === 'win' || o === 'decisiveWin')?.[0] ?? null;
  return { winner, reason, band: row.label, outcomes: row.outcomes };
}
