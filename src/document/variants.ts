// The default export: Node's ESM loader sees the package as CommonJS (no named exports), bundlers as ESM.
import jsonPatch, { type Operation } from 'fast-json-patch';
import { Immer } from 'immer';
import type { Scenario } from '../generated/documents';
import { getAtPointer } from '../shared/jsonPointer';

type Kind = 'ruleset' | 'map' | 'oob' | 'scenario';
type Find = (kind: Kind, id: string) => unknown;
type Change = NonNullable<Scenario['changes']>[string];

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

// Immer drafts give structural sharing: a patched map shares every record the change does not
// touch, so views tell what changed by identity, and a change of 40 hexes copies the hexes once,
// not once per hex. Documents are plain JSON here, never frozen.
const immer = new Immer({ autoFreeze: false });

const isNode = (v: unknown): v is object => v !== null && typeof v === 'object';

/**
 * Applies one change's RFC 6902 operations to a document without touching it: fast-json-patch
 * validates and applies each op (prototype keys banned) on an immer draft, so the result shares
 * every record the ops do not touch. A whole-document op goes through a copy instead. Throws, with
 * the reason, when an operation does not apply.
 */
function applyOps(doc: unknown, ops: readonly Operation[]): unknown {
  if (!isNode(doc) || ops.some((o) => o.path === '')) return jsonPatch.applyPatch(structuredClone(doc), structuredClone(ops) as Operation[], true, true, true).newDocument;
  return immer.produce(doc, (draft) => {
    // A copy of each op: an added value becomes part of the draft, and a later op may change it.
    for (const op of ops) jsonPatch.applyOperation(draft, structuredClone(op), true, true, true);
  });
}

/** What resolving a variant's first changes gave, so that the next resolution starts from there. */
export interface ResolveMemo {
  sources?: Map<string, unknown>;
  steps: { id: string; change: Change; docs: Map<string, unknown>; effects: number }[];
  effects: ChangeEffect[];
}

/** A memo for resolving one variant again and again (recording adds or grows its last change). */
export const resolveMemo = (): ResolveMemo => ({ steps: [], effects: [] });

/**
 * A variant resolved: its base scenario and the documents it uses, with the variant's changes applied
 * in order as RFC 6902 patches, on copies: the project's documents never change. A change aimed at
 * the variant itself patches the base scenario it stands for. Returns the patched documents by kind
 * and id, what each operation changed, or why it cannot be resolved. With a memo, the changes it has
 * already applied (the same change objects, on the same documents) are not applied again.
 */
export function resolveVariant(find: Find, variant: Scenario, memo: ResolveMemo = resolveMemo()): { docs: Map<string, unknown>; effects: ChangeEffect[] } | { error: string } {
  if (!variant.variantOf) return { error: `${variant.id} is not a variant` };
  const base = find('scenario', variant.variantOf) as Scenario | undefined;
  if (!base) return { error: `${variant.id} varies "${variant.variantOf}", which is not loaded or has errors` };
  if (base.variantOf) return { error: `${variant.id} varies "${base.id}", which is itself a variant: a variant varies a scenario that is not one` };
  // The documents the memo started from must still be the project's; otherwise start again.
  if (memo.sources && [...memo.sources].some(([key, doc]) => doc !== (key === `scenario:${base.id}` ? base : find(...(key.split(':') as [Kind, string]))))) memo.steps = [];
  if (!memo.steps.length) memo.sources = new Map([[`scenario:${base.id}`, base]]);
  const sources = memo.sources!;
  const entries = Object.entries(variant.changes ?? {});
  let reuse = 0;
  while (reuse < entries.length && reuse < memo.steps.length && memo.steps[reuse]!.id === entries[reuse]![0] && memo.steps[reuse]!.change === entries[reuse]![1]) reuse++;
  memo.steps.length = reuse;
  memo.effects.length = reuse ? memo.steps[reuse - 1]!.effects : 0;
  let docs = reuse ? memo.steps[reuse - 1]!.docs : new Map<string, unknown>([[`scenario:${base.id}`, base]]);
  for (const [id, change] of entries.slice(reuse)) {
    if (!change.off) {
      const kind = change.target.kind as Kind;
      const targetId = kind === 'scenario' && change.target.id === variant.id ? base.id : change.target.id;
      const key = `${kind}:${targetId}`;
      const doc = docs.get(key) ?? find(kind, targetId);
      if (doc === undefined) return { error: `change ${id} ("${change.label}") patches ${kind} "${targetId}", which is not loaded` };
      if (!sources.has(key)) sources.set(key, find(kind, targetId));
      let next: unknown;
      try {
        next = applyOps(doc, change.ops as Operation[]);
      } catch (e) {
        memo.steps.length = 0;
        return { error: `change ${id} ("${change.label}") does not apply to ${kind} "${targetId}": ${(e as Error).message.split('\n')[0]}` };
      }
      for (const op of change.ops) memo.effects.push({ change: id, label: change.label, target: { kind, id: targetId }, op: op.op, path: op.path, before: getAtPointer(doc, op.path), after: getAtPointer(next, op.path) });
      docs = new Map(docs).set(key, next);
    } // switched off: kept, not applied
    memo.steps.push({ id, change, docs, effects: memo.effects.length });
  }
  return { docs, effects: [...memo.effects] };
}
