import type { Condition, Scenario } from '../../generated/documents';
import { HOSTILE_KEYS } from '../../validation/limits';
import { changeTo } from '../changes';
import type { Edit } from './mapCommands';
import { whenInWords } from './conditionEdits';

type Release = NonNullable<Scenario['reinforcements'][string]['release']>;
type Result = Edit | { error: string };

const groupOf = (sc: Scenario, group: string) => (HOSTILE_KEYS.has(group) ? undefined : sc.reinforcements?.[group]);

/**
 * Makes a reinforcement group's arrival conditional (27.9, 33; Tigers in the Mist 11.3): a release
 * described, its condition `when` (a first test of a fact the engine computes for releases), to be set in place.
 */
export function addRelease(sc: Scenario, group: string, description: string, when: Condition | undefined): Result {
  const g = groupOf(sc, group);
  if (!g) return { error: `the scenario has no reinforcement group "${group}"` };
  if (g.release) return { error: `${group} is already released by a condition` };
  const text = description.trim();
  if (!text) return { error: 'type what releases the group first (its description)' };
  if (!when) return { error: 'the engine computes no facts for a release condition in this game' };
  return { label: `Reinforcements ${group}: released when ${whenInWords(when)}`, changes: [changeTo(sc, ['reinforcements', group, 'release'], { description: text, when })] };
}

/**
 * Sets a field of a group's release: its description, condition, the turn it may come no earlier
 * than, the table rolled for it, or its rule. A turn must be the calendar's (`turns`), a table a
 * die-roll table (`tables`), when they are given.
 */
export function setRelease(sc: Scenario, group: string, field: keyof Release, value: string | Condition | undefined, known: { turns?: readonly string[]; tables?: readonly string[] } = {}): Result {
  const r = groupOf(sc, group)?.release;
  if (!r) return { error: `reinforcements ${group} have no release to change` };
  const name = `Reinforcements ${group}`;
  const path = ['reinforcements', group, 'release', field];
  if (field === 'when') {
    const w = value as Condition | undefined;
    return { label: `${name}: released ${w ? `when ${whenInWords(w)}` : 'with no condition of its own'}`, changes: [changeTo(sc, path, w)] };
  }
  const text = typeof value === 'string' ? value.trim() : '';
  if (field === 'description' && !text) return { error: `${name}: a release needs a description (what the rulebook says releases it)` };
  if (field === 'notBefore' && text && known.turns && !known.turns.includes(text)) return { error: `${name}: "${text}" is not a turn of the calendar` };
  if (field === 'table' && text && known.tables && !known.tables.includes(text)) return { error: `${name}: "${text}" is not a die-roll table of the ruleset` };
  return { label: `${name}: release ${field} → ${text || '(none)'}`, changes: [changeTo(sc, path, text || undefined)] };
}

/** Makes a group's arrival unconditional again: it arrives on its turn. */
export function removeRelease(sc: Scenario, group: string): Result {
  if (!groupOf(sc, group)?.release) return { error: `reinforcements ${group} have no release` };
  return { label: `Reinforcements ${group}: no release (arrives on its turn)`, changes: [changeTo(sc, ['reinforcements', group, 'release'], undefined)] };
}
