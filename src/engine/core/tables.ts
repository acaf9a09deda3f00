/** Tables of a ruleset read the same way by every system: die-roll tables, modifier lists, dice. */
import type { DieRollTable, ModifierList, ResultCode, Ruleset } from '../../generated/documents';
import { holds, type Facts } from './conditions';
import { rollDie, type RngState } from './rng';
import type { GameEvent } from './types';

/** The table of an id, narrowed to a kind (the ruleset was validated, so a wrong kind is a bug). */
export function table<K extends 'oddsCrt' | 'dieRoll' | 'modifiers' | 'dicePool'>(r: Ruleset, id: string, kind: K): Extract<Ruleset['tables'][string], { kind: K }> {
  const t = r.tables[id];
  if (!t || t.kind !== kind) throw new Error(`the ruleset has no ${kind} table "${id}"`);
  return t as Extract<Ruleset['tables'][string], { kind: K }>;
}

/** Rolls the dice of a table's roll spec. */
export function roll(r: Ruleset, spec: { die: string; count?: number }, rng: RngState): [number, RngState] {
  const sides = r.dice[spec.die]?.sides ?? 6;
  let total = 0;
  let s = rng;
  for (let i = 0; i < (spec.count ?? 1); i++) {
    const [v, next] = rollDie(s, sides);
    total += v;
    s = next;
  }
  return [total, s];
}

/** Sums the modifiers whose conditions hold; in a group only the largest counts (non-cumulative). */
export function modifierTotal(list: ModifierList | undefined, facts: Facts): { total: number; applied: { id: string; label: string; value: number; rule?: string }[] } {
  const applied: { id: string; label: string; value: number; rule?: string; group?: string }[] = [];
  for (const [id, m] of Object.entries(list?.entries ?? {})) {
    if (m.value === undefined || !holds(m.when, facts)) continue;
    applied.push({ id, label: m.label, value: m.value, ...(m.rule ? { rule: m.rule } : {}), ...(m.group ? { group: m.group } : {}) });
  }
  const best = new Map<string, (typeof applied)[number]>();
  const kept = applied.filter((a) => {
    if (!a.group) return true;
    const b = best.get(a.group);
    if (!b || Math.abs(a.value) > Math.abs(b.value)) best.set(a.group, a);
    return false;
  });
  const all = [...kept, ...best.values()];
  return { total: all.reduce((s, a) => s + a.value, 0), applied: all };
}

/** The result code of a die-roll table for a modified roll, clamped by the table's modified range. */
export function readDieRoll(t: DieRollTable, modified: number): string {
  const v = t.modifiedRange ? Math.min(t.modifiedRange.max, Math.max(t.modifiedRange.min, modified)) : modified;
  for (const [key, code] of Object.entries(t.entries)) {
    const [lo, hi] = key.includes('..') ? key.split('..').map((x) => (x === '' ? NaN : Number(x))) : [Number(key), Number(key)];
    if ((Number.isNaN(lo!) || v >= lo!) && (Number.isNaN(hi!) || v <= hi!)) return code;
  }
  throw new Error(`table ${t.name} has no entry for ${v}`);
}

/** Rolls on a die-roll table with its modifiers; returns the result and the log event. */
export function rollOn(r: Ruleset, id: string, facts: Facts, rng: RngState, extra = 0): { code: string; result: ResultCode; rng: RngState; event: GameEvent } {
  const t = table(r, id, 'dieRoll');
  const [natural, next] = roll(r, t.roll, rng);
  const mods = t.modifiers ? modifierTotal(table(r, t.modifiers, 'modifiers'), facts) : { total: 0, applied: [] };
  const modified = natural + mods.total + extra;
  const code = readDieRoll(t, modified);
  const result = t.results[code]!;
  const drm = mods.total + extra;
  return {
    code,
    result,
    rng: next,
    event: { type: 'roll', text: `${t.name}: rolled ${natural}${drm ? ` ${drm > 0 ? '+' : '−'}${Math.abs(drm)} = ${modified}` : ''} → ${result.label}`, roll: natural, ...(t.rule ? { rule: t.rule } : {}), data: { table: id, code, modified, modifiers: mods.applied } },
  };
}

