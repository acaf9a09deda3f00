import type { Condition, Ruleset, StackingLimit } from '../../generated/documents';
import { HOSTILE_KEYS } from '../../validation/limits';
import { changeTo } from '../changes';
import type { Edit } from './mapCommands';
import { whenInWords } from './conditionEdits';
import { freeKey } from './freeId';

type Stacking = Ruleset['stacking'];
/** The ruleset's stacking rules by group: units that count as one (8.2), and stacks that may exceed the limits (8.3). */
export type RuleGroup = 'countsAsOne' | 'exceptions';
/** Where a list of limits is: the stacking limits themselves, or an exception's. */
export type LimitsAt = { readonly exception?: string };

export const MEASURE_WORDS: Readonly<Record<StackingLimit['measure'], string>> = { units: 'units', stackingPoints: 'stacking points', strength: 'strength points', steps: 'steps' };
const GROUP_WORDS: Readonly<Record<RuleGroup, string>> = { countsAsOne: 'counts as one', exceptions: 'exception' };

type Result = Edit | { error: string };

const limitsOf = (st: Stacking, at: LimitsAt): readonly StackingLimit[] | undefined => (at.exception === undefined ? st.limits : st.exceptions?.[at.exception]?.limits ?? []);
const limitsPath = (at: LimitsAt) => (at.exception === undefined ? ['stacking', 'limits'] : ['stacking', 'exceptions', at.exception, 'limits']);
const whose = (at: LimitsAt) => (at.exception === undefined ? 'Stacking' : `Stacking exception ${at.exception}`);

/**
 * Sets one limit's measure or maximum ("at most 3 stacking points"). A measure is one of those the
 * engine measures (`measures`, when it says), once a list; a maximum a whole number 0–1000.
 */
export function setLimit(r: Ruleset, at: LimitsAt, index: number, field: 'measure' | 'max', value: string | number, measures?: readonly string[]): Result {
  const list = limitsOf(r.stacking, at);
  const l = list?.[index];
  if (!list || !l) return { error: `${whose(at)} has no limit ${index + 1}` };
  if (field === 'max') {
    const n = Number(value);
    if (!Number.isInteger(n) || n < 0 || n > 1000) return { error: `a limit is a whole number from 0 to 1000, not "${value}"` };
    return { label: `${whose(at)}: at most ${n} ${MEASURE_WORDS[l.measure]}`, changes: [changeTo(r, [...limitsPath(at), String(index), 'max'], n)] };
  }
  const m = String(value) as StackingLimit['measure'];
  if (!(m in MEASURE_WORDS) || (measures && !measures.includes(m))) return { error: `the engine does not measure "${m}" (it measures ${(measures ?? Object.keys(MEASURE_WORDS)).join(', ')})` };
  if (list.some((x, i) => i !== index && x.measure === m)) return { error: `${whose(at)} already limits ${MEASURE_WORDS[m]}` };
  return { label: `${whose(at)}: limit ${index + 1} counts ${MEASURE_WORDS[m]}`, changes: [changeTo(r, [...limitsPath(at), String(index), 'measure'], m)] };
}

/** Adds a limit on the first measure (of those the engine measures) not yet limited there, its maximum that of the stacking limit on it or 1. */
export function addLimit(r: Ruleset, at: LimitsAt, measures: readonly StackingLimit['measure'][] = Object.keys(MEASURE_WORDS) as StackingLimit['measure'][]): Result {
  const list = limitsOf(r.stacking, at);
  if (!list) return { error: `${whose(at)} has no such exception` };
  const m = measures.find((x) => !list.some((l) => l.measure === x));
  if (!m || list.length >= 5) return { error: `${whose(at)} already limits every measure the engine measures` };
  const max = r.stacking.limits.find((l) => l.measure === m)?.max ?? 1;
  return { label: `${whose(at)}: add a limit of ${max} ${MEASURE_WORDS[m]}`, changes: [changeTo(r, limitsPath(at), [...list, { measure: m, max }])] };
}

/** Removes a limit; the stacking limits keep at least one (an exception's may have none). */
export function removeLimit(r: Ruleset, at: LimitsAt, index: number): Result {
  const list = limitsOf(r.stacking, at);
  const l = list?.[index];
  if (!list || !l) return { error: `${whose(at)} has no limit ${index + 1}` };
  if (at.exception === undefined && list.length === 1) return { error: 'stacking needs at least one limit' };
  const rest = list.filter((_, i) => i !== index);
  const path = limitsPath(at);
  return { label: `${whose(at)}: remove the limit on ${MEASURE_WORDS[l.measure]}`, changes: [changeTo(r, path, at.exception !== undefined && !rest.length ? undefined : rest)] };
}

/** Sets a stacking rule's description, rule reference or condition (built in ConditionEditor; required). */
export function setRule(r: Ruleset, group: RuleGroup, id: string, field: 'description' | 'rule' | 'when', value: string | Condition | undefined): Result {
  const rule = HOSTILE_KEYS.has(id) ? undefined : r.stacking[group]?.[id];
  if (!rule) return { error: `stacking has no ${GROUP_WORDS[group]} rule "${id}"` };
  const name = `Stacking ${GROUP_WORDS[group]} ${id}`;
  if (field === 'when') {
    if (!value || typeof value !== 'object') return { error: `${name} needs a condition: it applies when the condition holds` };
    return { label: `${name}: when ${whenInWords(value)}`, changes: [changeTo(r, ['stacking', group, id, 'when'], value)] };
  }
  const text = typeof value === 'string' ? value.trim() : '';
  if (field === 'description' && !text) return { error: `${name} needs a description: what the rulebook says it allows` };
  return { label: `${name}: ${field} → ${text || '(none)'}`, changes: [changeTo(r, ['stacking', group, id, field], text || undefined)] };
}

/**
 * Adds a stacking rule under a new id, with its description and condition `when` (a first test of
 * a fact the engine computes there); an exception starts allowing one more unit than the unit limit.
 */
export function addRule(r: Ruleset, group: RuleGroup, description: string, when: Condition | undefined): (Edit & { id: string }) | { error: string } {
  const text = description.trim();
  if (!text) return { error: 'type what the rule allows first (its description)' };
  if (!when) return { error: `the engine computes no facts for a ${GROUP_WORDS[group]} rule's condition` };
  const id = freeKey(r.stacking[group] ?? {}, group === 'exceptions' ? 'exception' : 'group');
  const units = r.stacking.limits.find((l) => l.measure === 'units')?.max;
  const rule = { description: text, when, ...(group === 'exceptions' && units !== undefined ? { limits: [{ measure: 'units' as const, max: units + 1 }] } : {}) };
  return { id, label: `Stacking: add ${GROUP_WORDS[group]} rule ${id}`, changes: [changeTo(r, ['stacking', group, id], rule)] };
}

/** Removes a stacking rule. */
export function removeRule(r: Ruleset, group: RuleGroup, id: string): Result {
  if (HOSTILE_KEYS.has(id) || !r.stacking[group]?.[id]) return { error: `stacking has no ${GROUP_WORDS[group]} rule "${id}"` };
  return { label: `Stacking: remove ${GROUP_WORDS[group]} rule ${id}`, changes: [changeTo(r, ['stacking', group, id], undefined)] };
}
