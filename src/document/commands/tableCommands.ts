import type { Ruleset } from '../../generated/documents';
import { parsePointer, pointer } from '../../shared/jsonPointer';
import { changeTo } from '../changes';
import type { Edit } from './mapCommands';

type OddsCrt = Extract<Ruleset['tables'][string], { kind: 'oddsCrt' }>;
type Confidence = 'stated' | 'inferred' | 'lost' | 'placeholder';

/** A provenance entry and the relative pointer it was given at (the value's own, or an ancestor's). */
export interface CellProvenance {
  readonly source: string;
  readonly confidence: Confidence;
  readonly note?: string;
  /** The pointer, relative to the table, the entry is recorded at. */
  readonly at: string;
}

/** The provenance that covers a value of a record: its own entry, else the nearest ancestor's. */
export function provenanceOf(record: { provenance?: Record<string, { source: string; confidence: string; note?: string }> }, rel: string): CellProvenance | undefined {
  const tokens = parsePointer(rel);
  for (let n = tokens.length; n >= 0; n--) {
    const at = pointer(...tokens.slice(0, n));
    const entry = record.provenance?.[at];
    if (entry) return { source: entry.source, confidence: entry.confidence as Confidence, ...(entry.note ? { note: entry.note } : {}), at };
  }
  return undefined;
}

/** The CRT of a ruleset by id, or undefined when the table is not an odds CRT. */
export function crtOf(r: Ruleset, tableId: string): OddsCrt | undefined {
  const t = r.tables[tableId];
  return t?.kind === 'oddsCrt' ? t : undefined;
}

/**
 * Sets one CRT cell (die roll × column) to a result code the table defines. The label names the
 * cell and both codes, as the undo list shows it.
 */
export function setCrtCell(r: Ruleset, tableId: string, die: string, column: string, code: string): Edit {
  const crt = crtOf(r, tableId);
  if (!crt) throw new Error(`${tableId} is not an odds CRT`);
  if (!crt.results[code]) throw new Error(`${code} is not a result code of ${crt.name}; it defines ${Object.keys(crt.results).join(', ')}`);
  if (!crt.rows[die] || !crt.columns.includes(column)) throw new Error(`${crt.name} has no cell ${column}, die ${die}`);
  const before = crt.rows[die]![column];
  return { label: `${crt.name} ${column}, die ${die}: ${before ?? '—'} → ${code}`, changes: [changeTo(r, ['tables', tableId, 'rows', die, column], code)] };
}

/**
 * Re-marks the provenance of a value of a table (a cell, a column header, the whole table): the
 * entry is recorded at that value's own pointer, keeping the source of the entry that covered it.
 */
export function markProvenance(r: Ruleset, tableId: string, rel: string, confidence: Confidence, note?: string): Edit {
  const table = r.tables[tableId] as { name: string; provenance?: Record<string, { source: string; confidence: string; note?: string }> } | undefined;
  if (!table) throw new Error(`no table ${tableId}`);
  const covering = provenanceOf(table, rel);
  const entry = { source: covering?.source ?? 'designer', confidence, ...(note ? { note } : covering?.note && covering.at === rel ? { note: covering.note } : {}) };
  const where = rel === '' ? 'the table' : parsePointer(rel).join(' ');
  return { label: `Mark ${table.name} ${where} as ${confidence}`, changes: [changeTo(r, ['tables', tableId, 'provenance', rel], entry)] };
}

/** The probability of each total of `count` dice with `faces` sides. */
export function diceTotals(faces: number, count: number): Map<number, number> {
  let dist = new Map([[0, 1]]);
  for (let i = 0; i < count; i++) {
    const next = new Map<number, number>();
    for (const [sum, p] of dist) for (let f = 1; f <= faces; f++) next.set(sum + f, (next.get(sum + f) ?? 0) + p / faces);
    dist = next;
  }
  return dist;
}

/** The chance of each result code in one column of a CRT, after a net column shift (clamped at the table's ends). */
export type ColumnOdds = ReadonlyMap<string, number>;

/**
 * For every column of a CRT, the probability of each result, with the net shift applied as the
 * engine applies it (the column moves, then clamps to the first and last columns).
 */
export function crtProbabilities(crt: OddsCrt, shift = 0): Map<string, ColumnOdds> {
  const faces = Number(/^d(\d+)$/.exec(crt.roll.die)?.[1] ?? 6);
  const totals = diceTotals(faces, crt.roll.count ?? 1);
  const out = new Map<string, ColumnOdds>();
  crt.columns.forEach((col, i) => {
    const used = crt.columns[Math.max(0, Math.min(crt.columns.length - 1, i + shift))]!;
    const odds = new Map<string, number>();
    for (const [total, p] of totals) {
      const code = crt.rows[String(total)]?.[used] ?? '(no row)';
      odds.set(code, (odds.get(code) ?? 0) + p);
    }
    out.set(col, odds);
  });
  return out;
}
