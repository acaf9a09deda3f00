// The default export: Node's ESM loader sees the package as CommonJS (no named exports), bundlers as ESM.
import jsonPatch, { type Operation } from 'fast-json-patch';
import type { Scenario } from '../generated/documents';
import { getAtPointer } from '../shared/jsonPointer';

type Kind = 'ruleset' | 'map' | 'oob' | 'scenario';
type Find = (kind: Kind, id: string) => unknown;

/** One operation of a variant's change, with the value before and after at its path. */
export interface ChangeEffect {
  readonly change: string;
  readonly label: string;
  readonly target: { readonly kind: Kind; readonly id: string };
  readonly op: string;
  readonly path: string;
  readonly before: unknown;
  readonly after: unknown;
}

/**
 * A variant resolved: its base scenario and the documents it uses, with the variant's changes applied
 * in order (RFC 6902 patches by fast-json-patch, on copies: the project's documents never change).
 * A change aimed at the variant itself patches the base scenario it stands for. Returns the patched
 * documents by kind and id, what each operation changed, or why it cannot be resolved.
 */
export function resolveVariant(find: Find, variant: Scenario): { docs: Map<string, unknown>; effects: ChangeEffect[] } | { error: string } {
  if (!variant.variantOf) return { error: `${variant.id} is not a variant` };
  const base = find('scenario', variant.variantOf) as Scenario | undefined;
  if (!base) return { error: `${variant.id} varies "${variant.variantOf}", which is not loaded or has errors` };
  const docs = new Map<string, unknown>([[`scenario:${base.id}`, base]]);
  const effects: ChangeEffect[] = [];
  for (const [id, change] of Object.entries(variant.changes ?? {})) {
    if (change.off) continue; // switched off: kept, not applied
    const kind = change.target.kind as Kind;
    const targetId = kind === 'scenario' && change.target.id === variant.id ? base.id : change.target.id;
    const key = `${kind}:${targetId}`;
    const doc = docs.get(key) ?? find(kind, targetId);
    if (doc === undefined) return { error: `change ${id} ("${change.label}") patches ${kind} "${targetId}", which is not loaded` };
    let next: unknown;
    try {
      next = jsonPatch.applyPatch(structuredClone(doc), change.ops as Operation[], true, true, true).newDocument;
    } catch (e) {
      return { error: `change ${id} ("${change.label}") does not apply to ${kind} "${targetId}": ${(e as Error).message.split('\n')[0]}` };
    }
    for (const op of change.ops) effects.push({ change: id, label: change.label, target: { kind, id: targetId }, op: op.op, path: op.path, before: getAtPointer(doc, op.path), after: getAtPointer(next, op.path) });
    docs.set(key, next);
  }
  return { docs, effects };
}
