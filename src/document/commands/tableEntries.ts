import type { Ruleset } from '../../generated/documents';
import { changeTo } from '../changes';
import type { Edit } from './mapCommands';
import { diceTotals } from './dice';
import { freeKey } from './freeId';

type Table = Ruleset['tables'][string];
type DicePool = Extract<Table, { kind: 'dicePool' }>;
type Threshold = DicePool['thresholds'][string];


/**
 * Adds a modifier to a list: a label, a value of 0, and a condition on the ruleset's first declared
 * fact (a modifier always has one) among those `readable` there (the facts the engine computes where
 * it reads the list, when it says), a true/false one first; both to be set in place.
 */
export function addModifier(r: Ruleset, tableId: string, label: string, readable?: readonly string[]): (Edit & { id: string }) | { error: string } {
  const t = r.tables[tableId];
  if (t?.kind !== 'modifiers') return { error: `${tableId} is not a modifier list` };
  const name = label.trim();
  if (!name) return { error: "type the new modifier's label first" };
  if (readable && !readable.length) return { error: `the engine computes no facts where it reads ${t.name}: a modifier there would have no condition to apply by` };
  const facts = Object.entries((r as { facts?: Record<string, { type?: string }> }).facts ?? {}).filter(([id]) => !readable || readable.includes(id));
  const fact = (facts.find(([, f]) => f.type === 'boolean') ?? facts[0])?.[0];
  if (!fact) return { error: readable ? `the ruleset declares none of the facts the engine computes where it reads ${t.name} (${readable.join(', ')}): add one under "facts" first` : 'the ruleset declares no facts for a modifier to depend on: add one under "facts" first' };
  const id = freeKey(t.entries, 'm');
  return { id, label: `${t.name}: add ${name}`, changes: [changeTo(r, ['tables', tableId, 'entries', id], { label: name, value: 0, when: { fact } })] };
}

/** Removes one entry of a table (a modifier, a dice-pool threshold), with its provenance, as one step. */
export function removeEntry(r: Ruleset, tableId: string, collection: 'entries' | 'thresholds', key: string): Edit | { error: string } {
  const t = r.tables[tableId] as (Table & Record<string, unknown>) | undefined;
  const record = t?.[collection] as Record<string, { label?: string }> | undefined;
  if (!t || !record?.[key]) return { error: `${t?.name ?? tableId} has no ${collection === 'entries' ? 'entry' : 'threshold'} ${key}` };
  if (collection === 'thresholds' && Object.keys(record).length === 1) return { error: `${t.name} needs at least one threshold` };
  const prov = (t.provenance ?? {}) as Record<string, unknown>;
  const stale = Object.keys(prov).filter((p) => p === `/${collection}/${key}` || p.startsWith(`/${collection}/${key}/`));
  return {
    label: `${t.name}: remove ${record[key]!.label ?? key}`,
    changes: [changeTo(r, ['tables', tableId, collection, key], undefined), ...stale.map((p) => changeTo(r, ['tables', tableId, 'provenance', p], undefined))],
  };
}

const POOL_CHOICES = { diceCount: ['strength', 'steps', 'one'], hitWhen: ['atMost', 'atLeast'], excessHits: ['lost', 'carryOver'] } as const;

/**
 * Sets a field of a dice-pool table: how many dice (diceCount), when a die hits (hitWhen), what
 * excess hits do, its modifier list, or its die. Refused with the reason for a value it cannot take.
 */
export function setPoolField(r: Ruleset, tableId: string, field: 'diceCount' | 'hitWhen' | 'excessHits' | 'modifiers' | 'die', value: string): Edit | { error: string } {
  const t = r.tables[tableId];
  if (t?.kind !== 'dicePool') return { error: `${tableId} is not a dice-pool table` };
  if (field === 'die') {
    if (!r.dice[value]) return { error: `the ruleset has no die ${value}` };
    return { label: `${t.name}: roll ${value}`, changes: [changeTo(r, ['tables', tableId, 'roll', 'die'], value)] };
  }
  if (field === 'modifiers') {
    if (value && r.tables[value]?.kind !== 'modifiers') return { error: `${value} is not a modifier list` };
    return { label: `${t.name}: modifiers ${value ? (r.tables[value]!.name ?? value) : 'none'}`, changes: [changeTo(r, ['tables', tableId, 'modifiers'], value || undefined)] };
  }
  const allowed = POOL_CHOICES[field] as readonly string[];
  if (field !== 'excessHits' && !value) return { error: `${t.name} needs a ${field}` };
  if (value && !allowed.includes(value)) return { error: `${field} is one of ${allowed.join(', ')}` };
  return { label: `${t.name}: ${field} ${value || '(none)'}`, changes: [changeTo(r, ['tables', tableId, field], value || undefined)] };
}

/**
 * Sets a threshold of a dice-pool table: whose it is (role), the unit-class rating it reads, or a
 * fixed value (a rating and a fixed value exclude each other: setting one clears the other).
 */
export function setThreshold(r: Ruleset, tableId: string, key: string, field: 'role' | 'rating' | 'value', text: string): Edit | { error: string } {
  const t = r.tables[tableId];
  if (t?.kind !== 'dicePool') return { error: `${tableId} is not a dice-pool table` };
  const th = t.thresholds[key];
  if (!th) return { error: `${t.name} has no threshold ${key}` };
  const v = text.trim();
  let next: Threshold;
  if (field === 'role') {
    if (v !== 'attacker' && v !== 'defender') return { error: 'a threshold is the attacker’s or the defender’s' };
    next = { ...th, role: v };
  } else if (field === 'value') {
    if (!/^\d+$/.test(v) || Number(v) > 100) return { error: `${key}: "${text}" is not a whole number from 0 to 100` };
    const { rating: _r, ...rest } = th;
    next = { ...rest, value: Number(v) };
  } else {
    if (!v) return { error: `${key}: name the rating to read` };
    const { value: _v, ...rest } = th;
    next = { ...rest, rating: v };
  }
  return { label: `${t.name}, ${key}: ${field} ${v}`, changes: [changeTo(r, ['tables', tableId, 'thresholds', key], next)] };
}

/** Adds a threshold to a dice-pool table (the attacker's, a fixed value to be set in place). */
export function addThreshold(r: Ruleset, tableId: string): (Edit & { id: string }) | { error: string } {
  const t = r.tables[tableId];
  if (t?.kind !== 'dicePool') return { error: `${tableId} is not a dice-pool table` };
  const id = freeKey(t.thresholds, 't');
  return { id, label: `${t.name}: add threshold ${id}`, changes: [changeTo(r, ['tables', tableId, 'thresholds', id], { role: 'attacker', value: 1 })] };
}

/** One cell of the dice-pool chances: N dice at a threshold. */
export interface PoolOdds {
  /** The chance that one die hits. */
  readonly perDie: number;
  /** Expected hits of the pool. */
  readonly expected: number;
  /** The chance of at least one hit. */
  readonly atLeastOne: number;
}

/**
 * What a dice pool does: for each threshold (after modifiers) and each number of dice, the chance
 * a die hits, the expected hits and the chance of at least one (binomial: each die on its own).
 */
export function poolOdds(t: DicePool, faces: number, threshold: number, dice: number): PoolOdds {
  let perDie = 0;
  for (const [total, p] of diceTotals(faces, t.roll.count ?? 1)) if (t.hitWhen === 'atMost' ? total <= threshold : total >= threshold) perDie += p;
  return { perDie, expected: perDie * dice, atLeastOne: 1 - (1 - perDie) ** dice };
}
