import type { Ruleset } from '../../generated/documents';
import { parsePointer, pointer } from '../../shared/jsonPointer';
import { changeTo, getAt } from '../changes';
import { diceTotals } from './dice';
import type { Edit } from './mapCommands';
import { OP_WORDS } from './conditionEdits';

export { diceTotals } from './dice';

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
 * Re-marks the provenance of a value of a record of the ruleset (a table, a terrain type): the
 * entry is recorded at that value's own pointer, keeping the source of the entry that covered it.
 */
export function markRecordProvenance(r: Ruleset, record: readonly string[], rel: string, confidence: Confidence, note?: string): Edit | { error: string } {
  const rec = getAt(r, record) as { name?: string; provenance?: Record<string, { source: string; confidence: string; note?: string }> } | undefined;
  if (!rec || typeof rec !== 'object') return { error: `the ruleset has nothing at ${record.join('/')}` };
  if (rel !== '' && getAt(rec, parsePointer(rel)) === undefined) return { error: `${rec.name ?? record.at(-1)} has no value at ${rel}` };
  const covering = provenanceOf(rec, rel);
  const entry = { source: covering?.source ?? 'designer', confidence, ...(note ? { note } : covering?.note && covering.at === rel ? { note: covering.note } : {}) };
  const where = rel === '' ? '(the whole record)' : parsePointer(rel).join(' ');
  return { label: `Mark ${rec.name ?? record.at(-1)} ${where} as ${confidence}`, changes: [changeTo(r, [...record, 'provenance', rel], entry)] };
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

type Cost = number | 'prohibited' | 'tacticalOnly' | 'otherTerrain';
const COST_WORDS = ['prohibited', 'tacticalOnly', 'otherTerrain'] as const;

/** A terrain's movement cost for a movement class on a ground state, as the TEC shows it. */
export function terrainCost(r: Ruleset, terrain: string, mc: string, ground: string): Cost | undefined {
  const v = (r.terrainTypes?.[terrain]?.movement as Record<string, Cost | Record<string, Cost>> | undefined)?.[mc];
  return v !== null && typeof v === 'object' ? v[ground] : v;
}

/** Text typed into a TEC cell as a cost: a number of MP, or prohibited / tacticalOnly / otherTerrain. */
export function parseCost(text: string): { value: Cost } | { error: string } {
  const t = text.trim();
  if (/^\d+(\.\d+)?$/.test(t)) return { value: Number(t) };
  const word = COST_WORDS.find((w) => w.toLowerCase() === t.toLowerCase() || (w === 'prohibited' && /^(p|x|no)$/i.test(t)) || (w === 'tacticalOnly' && /^(t|tm|tactical)$/i.test(t)));
  return word ? { value: word } : { error: `"${t}" is not a cost: give MP, or prohibited (P), tacticalOnly (T) or otherTerrain` };
}

/**
 * Sets one TEC movement cell (terrain × movement class × ground state). A class whose cost was the
 * same on every ground becomes per ground when one ground changes; it folds back when all agree.
 */
export function setTerrainCost(r: Ruleset, terrain: string, mc: string, ground: string, text: string, grounds: readonly string[]): Edit | { error: string } {
  const t = r.terrainTypes?.[terrain];
  if (!t) return { error: `no terrain ${terrain}` };
  const parsed = parseCost(text);
  if ('error' in parsed) return parsed;
  const per = Object.fromEntries(grounds.map((g) => [g, g === ground ? parsed.value : terrainCost(r, terrain, mc, g)]).filter(([, v]) => v !== undefined));
  const values = Object.values(per);
  const after = values.length === grounds.length && values.every((v) => v === values[0]) ? values[0] : per;
  return { label: `TEC ${t.name}, ${r.movementClasses[mc]?.name ?? mc}, ${ground}: ${terrainCost(r, terrain, mc, ground) ?? '—'} → ${parsed.value}`, changes: [changeTo(r, ['terrainTypes', terrain, 'movement', mc], after)] };
}

/** Sets a terrain's defense bonus (DCB) or its armor-shift rule. */
export function setTerrainField(r: Ruleset, terrain: string, field: 'defenseBonus' | 'armorShift', text: string): Edit | { error: string } {
  const t = r.terrainTypes?.[terrain];
  if (!t) return { error: `no terrain ${terrain}` };
  if (field === 'defenseBonus') {
    if (!/^\d+$/.test(text.trim())) return { error: `DCB "${text}" is not a whole number` };
    return { label: `TEC ${t.name}: DCB ${t.defenseBonus ?? 0} → ${text.trim()}`, changes: [changeTo(r, ['terrainTypes', terrain, 'defenseBonus'], Number(text.trim()))] };
  }
  const shifts = ['yes', 'no', 'otherTerrain', 'conditional'];
  if (!shifts.includes(text)) return { error: `armor shift "${text}" is one of ${shifts.join(', ')}` };
  return { label: `TEC ${t.name}: armor shift ${t.armorShift ?? '—'} → ${text}`, changes: [changeTo(r, ['terrainTypes', terrain, 'armorShift'], text)] };
}

type Condition = NonNullable<Extract<Ruleset['tables'][string], { kind: 'modifiers' }>['entries'][string]['when']>;

/** A condition as a designer reads it: "attacker.artilleryUnits ≥ 1", "all of (…)". */
export function conditionText(c: Condition | undefined): string {
  if (!c) return 'always';
  if (c.all) return `all of (${c.all.map(conditionText).join('; ')})`;
  if (c.any) return `any of (${c.any.map(conditionText).join('; ')})`;
  if (c.not) return `not (${conditionText(c.not)})`;
  if (!c.fact) return '?';
  if (!c.op) return c.fact;
  return `${c.fact} ${OP_WORDS[c.op] ?? c.op} ${c.compareTo ?? JSON.stringify(c.value)}`;
}

/** Sets one field of a modifier-list entry: its label, its value, or its condition (built in ConditionEditor). */
export function setModifier(r: Ruleset, tableId: string, entry: string, field: 'label' | 'value' | 'when', value: unknown): Edit | { error: string } {
  const t = r.tables[tableId];
  if (t?.kind !== 'modifiers') return { error: `${tableId} is not a modifier list` };
  const e = t.entries[entry];
  if (!e) return { error: `${t.name} has no entry ${entry}` };
  if (field === 'value' && (typeof value !== 'number' || !Number.isInteger(value))) return { error: `${e.label}: the value must be a whole number (a shift or a DRM)` };
  if (field === 'label' && (typeof value !== 'string' || !value.trim())) return { error: 'a modifier needs a label' };
  if (field === 'when') {
    const c = value as Condition | undefined;
    if (c && c.fact && !(c.fact in ((r as { facts?: object }).facts ?? {}))) return { error: `"${c.fact}" is not a fact the ruleset declares` };
  }
  const shown = field === 'when' ? conditionText(value as Condition | undefined) : String(value);
  return { label: `${t.name}: ${e.label} ${field === 'when' ? 'when' : field} → ${shown}`, changes: [changeTo(r, ['tables', tableId, 'entries', entry, field], value)] };
}

/** Sets a die-roll table's row (a roll or range such as "1..2") to one of the results it defines. */
export function setDieRollEntry(r: Ruleset, tableId: string, range: string, code: string): Edit | { error: string } {
  const t = r.tables[tableId];
  if (t?.kind !== 'dieRoll') return { error: `${tableId} is not a die-roll table` };
  if (!(range in t.entries)) return { error: `${t.name} has no row ${range}` };
  if (!t.results[code]) return { error: `${code} is not a result of ${t.name}; it defines ${Object.keys(t.results).join(', ')}` };
  return { label: `${t.name}, roll ${range}: ${t.entries[range]} → ${code}`, changes: [changeTo(r, ['tables', tableId, 'entries', range], code)] };
}

/** Sets a lookup table's value for a key (a number where it reads as one, else text). */
export function setLookupValue(r: Ruleset, tableId: string, key: string, text: string): Edit | { error: string } {
  const t = r.tables[tableId];
  if (t?.kind !== 'lookup') return { error: `${tableId} is not a lookup table` };
  if (!(key in t.entries)) return { error: `${t.name} has no entry ${key}` };
  const v = text.trim();
  if (!v) return { error: 'a lookup value cannot be empty' };
  const value = /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : v === 'true' || v === 'false' ? v === 'true' : v;
  return { label: `${t.name}, ${key}: ${String(t.entries[key]!.value)} → ${String(value)}`, changes: [changeTo(r, ['tables', tableId, 'entries', key, 'value'], value)] };
}

export { addModifier, addThreshold, poolOdds, removeEntry, setPoolField, setThreshold, type PoolOdds } from './tableEntries';
export { differentialRowOdds, setDifferentialCell } from './differentialCommands';
