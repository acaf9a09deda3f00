import type { Scenario } from '../../generated/documents';
import { HOSTILE_KEYS } from '../../validation/limits';
import { parsePointer, getAtPointer, pointer } from '../../shared/jsonPointer';
import { changeTo } from '../changes';
import { freeChangeKey } from '../variantLens';
import { freeId } from './freeId';
import type { Edit } from './mapCommands';

type Kind = 'ruleset' | 'map' | 'oob' | 'scenario';

/**
 * A new variant of a scenario, naming it as its base, with no changes yet. The schema asks every
 * scenario for its documents, turns and victory: those are its base's; its setup and schedule are
 * left empty, since a variant plays its base's with its changes (a copy would only go stale).
 */
export function newVariant(base: Scenario, taken: (id: string) => boolean): { id: string; doc: Scenario } {
  const id = freeId(`${base.id}-variant`, taken);
  const n = id === `${base.id}-variant` ? 1 : Number(id.slice(`${base.id}-variant-`.length));
  const { kind, schemaVersion, ruleset, maps, oob, firstTurn, lastTurn, victory } = base;
  const doc = { kind, schemaVersion, id, name: `${base.name} (variant${n > 1 ? ` ${n}` : ''})`, description: `A variant of ${base.name}: its base with the changes below.`, variantOf: base.id, ruleset, maps, oob, firstTurn, lastTurn, setup: {}, reinforcements: {}, victory, changes: {} };
  return { id, doc: doc as unknown as Scenario };
}

/**
 * Adds a change to a variant: one operation setting `path` of a target document to `value`
 * (replace where the path exists, add where only its parent does), under a label. Refused, with
 * the reason, when the path is neither.
 */
export function addChange(variant: Scenario, target: { kind: Kind; id: string; doc: unknown }, path: string, value: unknown, label: string): Edit | { error: string } {
  if (!label.trim()) return { error: 'name the change (its label)' };
  const tokens = parsePointer(path);
  if (!tokens.length || tokens.some((t) => HOSTILE_KEYS.has(t))) return { error: `"${path}" is not a path a change may set` };
  const exists = getAtPointer(target.doc, path) !== undefined;
  if (!exists && getAtPointer(target.doc, pointer(...tokens.slice(0, -1))) === undefined) return { error: `${target.kind} "${target.id}" has nothing at ${pointer(...tokens.slice(0, -1)) || 'its root'} to add ${tokens.at(-1)} to` };
  const key = freeChangeKey(variant);
  const change = { label: label.trim(), target: { kind: target.kind, id: target.id }, ops: [{ op: exists ? 'replace' : 'add', path, value }] };
  return { label: `Add change "${change.label}"`, changes: [changeTo(variant, ['changes', key], change)] };
}

/** Reverts one change of a variant: it goes from the list (one undoable step). */
export function revertChange(variant: Scenario, id: string): Edit | { error: string } {
  const c = variant.changes?.[id];
  if (!c) return { error: `the variant has no change ${id}` };
  return { label: `Revert change "${c.label}"`, changes: [changeTo(variant, ['changes', id], undefined)] };
}

/** Switches a change off (kept but not applied) or back on, as one undoable step. */
export function toggleChange(variant: Scenario, id: string): Edit | { error: string } {
  const c = variant.changes?.[id];
  if (!c) return { error: `the variant has no change ${id}` };
  const { off: _off, ...on } = c;
  return { label: `${c.off ? 'Apply' : 'Switch off'} change "${c.label}"`, changes: [changeTo(variant, ['changes', id], c.off ? on : { ...c, off: true })] };
}
