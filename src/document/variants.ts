// The default export: Node's ESM loader sees the package as CommonJS (no named exports), bundlers as ESM.
import jsonPatch, { type Operation } from 'fast-json-patch';
import { enablePatches, Immer, type Patch } from 'immer';
import type { Scenario } from '../generated/documents';
import { getAtPointer, parsePointer } from '../shared/jsonPointer';
import { HOSTILE_KEYS } from '../validation/limits';

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

// Immer applies add, replace and remove with structural sharing: a patched document shares every
// record the change does not touch, so resolving costs the changes, not the documents' size, and
// views can tell what changed by identity. Documents are plain JSON here, never frozen.
enablePatches();
const immer = new Immer({ autoFreeze: false });

/**
 * Applies one RFC 6902 operation list to a document without touching it: add, replace and remove
 * share structure (immer); move, copy and test go through fast-json-patch on a copy. Throws, with
 * the reason, when an operation does not apply (a missing path, a failed test, a prototype key).
 */
function applyOps(doc: unknown, ops: readonly Operation[]): unknown {
  if (ops.some((o) => o.op !== 'add' && o.op !== 'replace' && o.op !== 'remove')) return jsonPatch.applyPatch(structuredClone(doc), structuredClone(ops) as Operation[], true, true, true).newDocument;
  let out = doc;
  for (const op of ops) {
    const path = parsePointer(op.path);
    if (path.some((t) => HOSTILE_KEYS.has(t))) throw new Error(`${op.path} names a key no change may write`);
    const parent = path.length ? getAtPointer(out, op.path.slice(0, op.path.lastIndexOf('/'))) : undefined;
    if (path.length && (parent === null || typeof parent !== 'object')) throw new Error(`${op.path}: nothing at its parent to ${op.op} into`);
    if (op.op !== 'add' && getAtPointer(out, op.path) === undefined) throw new Error(`${op.path}: nothing there to ${op.op}`);
    const value = 'value' in op ? structuredClone(op.value) : undefined;
    out = path.length ? immer.applyPatches(out as object, [{ op: op.op, path, value } as Patch]) : value;
  }
  return out;
}

/**
 * A variant resolved: its base scenario and the documents it uses, with the variant's changes applied
 * in order as RFC 6902 patches, on copies: the project's documents never change. A change aimed at
 * the variant itself patches the base scenario it stands for. Returns the patched documents by kind
 * and id, what each operation changed, or why it cannot be resolved.
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
    let doc = docs.get(key) ?? find(kind, targetId);
    if (doc === undefined) return { error: `change ${id} ("${change.label}") patches ${kind} "${targetId}", which is not loaded` };
    for (const op of change.ops as Operation[]) {
      let next: unknown;
      try {
        next = applyOps(doc, [op]);
      } catch (e) {
        return { error: `change ${id} ("${change.label}") does not apply to ${kind} "${targetId}": ${(e as Error).message.split('\n')[0]}` };
      }
      effects.push({ change: id, label: change.label, target: { kind, id: targetId }, op: op.op, path: op.path, before: getAtPointer(doc, op.path), after: getAtPointer(next, op.path) });
      doc = next;
    }
    docs.set(key, doc);
  }
  return { docs, effects };
}
