import type { Ruleset } from '../../generated/documents';
import { parseRollRange } from '../../validation/semantic/rollRange';
import { changeTo } from '../changes';
import type { Edit } from './mapCommands';
import { diceTotals } from './dice';

type Differential = Extract<Ruleset['tables'][string], { kind: 'differentialCrt' }>;
type Roll = Differential['rolls']['attacker'];

/**
 * Sets one side's result in a cell of a differential CRT (a differential range × a strength column):
 * a result the table defines, or none ('') for that side. One step, named by the cell.
 */
export function setDifferentialCell(r: Ruleset, tableId: string, range: string, column: string, who: 'attacker' | 'defender', code: string): Edit | { error: string } {
  const t = r.tables[tableId];
  if (t?.kind !== 'differentialCrt') return { error: `${tableId} is not a differential CRT` };
  if (!(range in t.rows)) return { error: `${t.name} has no row ${range}` };
  if (!t.strengthColumns.map(String).includes(column)) return { error: `${t.name} has no strength column ${column}` };
  if (code && !t.results[code]) return { error: `${code} is not a result of ${t.name}; it defines ${Object.keys(t.results).join(', ')}` };
  const cell = t.rows[range]?.[column] ?? {};
  const { [who]: _old, ...rest } = cell as Record<string, string>;
  const next = code ? { ...rest, [who]: code } : rest;
  return {
    label: `${t.name} ${range}, strength ${column}: ${who} ${cell[who] ?? '(none)'} → ${code || '(none)'}`,
    changes: [changeTo(r, ['tables', tableId, 'rows', range, column], Object.keys(next).length ? next : undefined)],
  };
}

/** The chance of each total of a roll (its dice, faces read from the ruleset). */
function rollTotals(r: Ruleset, roll: Roll): Map<number, number> {
  return diceTotals(r.dice[roll.die]?.sides ?? 6, roll.count ?? 1);
}

/**
 * The chance of each row of a differential CRT before modifiers: the attacker's roll minus the
 * defender's, each side's dice as the table gives them, summed over the differences a row's range
 * covers. A difference no row covers is reported under "(no row)".
 */
export function differentialRowOdds(r: Ruleset, t: Differential, shift = 0): Map<string, number> {
  const a = rollTotals(r, t.rolls.attacker);
  const d = rollTotals(r, t.rolls.defender);
  const spans = Object.keys(t.rows).map((key) => ({ key, span: parseRollRange(key) }));
  const out = new Map<string, number>(spans.map((s) => [s.key, 0]));
  for (const [x, px] of a)
    for (const [y, py] of d) {
      const diff = x - y + shift;
      const row = spans.find((s) => s.span && s.span.lo <= diff && diff <= s.span.hi)?.key ?? '(no row)';
      out.set(row, (out.get(row) ?? 0) + px * py);
    }
  return out;
}
