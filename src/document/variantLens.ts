import type { Operation } from 'fast-json-patch';
import type { Scenario } from '../generated/documents';
import { pointer } from '../shared/jsonPointer';
import { changeTo, getAt, setAt, type Change } from './changes';
import { resolveMemo, resolveVariant } from './variants';

type Kind = 'ruleset' | 'map' | 'oob' | 'scenario';

/** A document a variant patches, as the variant has it. */
export interface LensTarget {
  readonly kind: Kind;
  readonly id: string;
  readonly doc: Record<string, unknown>;
}

/** What the lens reads from the store: each open document with its kind. */
type Open = ReadonlyMap<string, { readonly kind?: string; readonly doc?: Record<string, unknown> }>;

/**
 * RFC 6902 operations that do what a list of recorded changes does, read against the document
 * before them: replace where a value was, remove where it goes, and add where it is new (at the
 * highest level the document lacks: a new hex's record, not its terrain alone).
 */
export function opsFor(doc: unknown, changes: readonly Change[]): Operation[] {
  const ops: Operation[] = [];
  let current = doc;
  for (const c of changes) {
    const before = getAt(current, c.path);
    if (before === undefined && c.after === undefined) continue;
    const next = setAt(current, c.path, c.after);
    if (c.after === undefined) ops.push({ op: 'remove', path: pointer(...c.path) });
    else if (before !== undefined) ops.push({ op: 'replace', path: pointer(...c.path), value: c.after });
    else {
      let depth = c.path.length;
      while (depth > 1 && getAt(current, c.path.slice(0, depth - 1)) === undefined) depth--;
      const at = c.path.slice(0, depth);
      ops.push({ op: 'add', path: pointer(...at), value: getAt(next, at) });
    }
    current = next;
  }
  return ops;
}

/**
 * Recording into a variant: the documents it patches (its base scenario and the ruleset, maps and
 * order of battle the base names) are shown as the variant has them, and an edit to one of them
 * becomes a named change of the variant instead of an edit of the document. Resolved once per
 * version of the variant and its targets.
 */
export class VariantLens {
  private cache?: { key: readonly unknown[]; targets: Map<string, LensTarget>; error?: string };
  /** The changes already applied: recording adds or grows the last change, and only it is applied. */
  private readonly memo = resolveMemo();

  constructor(readonly file: string) {}

  /** The variant's id, when it is still open as a variant. */
  variant(open: Open): Scenario | undefined {
    const doc = open.get(this.file)?.doc as unknown as Scenario | undefined;
    return doc?.variantOf ? doc : undefined;
  }

  /** The files the variant patches, each with its document as the variant has it. */
  targets(open: Open): Map<string, LensTarget> {
    const variant = this.variant(open);
    if (!variant) return (this.cache = { key: [], targets: new Map() }).targets;
    const fileOf = new Map<string, string>();
    for (const [file, d] of open) if (d.kind && typeof d.doc?.id === 'string') fileOf.set(`${d.kind}:${d.doc.id}`, file);
    const base = open.get(fileOf.get(`scenario:${variant.variantOf}`) ?? '')?.doc as unknown as Scenario | undefined;
    if (!base) return (this.cache = { key: [], targets: new Map() }).targets;
    const named: [Kind, string][] = [['scenario', base.id], ['ruleset', base.ruleset], ['oob', base.oob as string], ...(base.maps ?? []).map((m) => ['map', m] as [Kind, string])];
    const files = named.flatMap(([kind, id]) => {
      const file = fileOf.get(`${kind}:${id}`);
      return file ? [{ kind, id, file }] : [];
    });
    const key = [variant, ...files.map((f) => open.get(f.file)?.doc)];
    if (this.cache && this.cache.key.length === key.length && this.cache.key.every((k, i) => k === key[i])) return this.cache.targets;
    const find = (kind: string, id: string) => open.get(fileOf.get(`${kind}:${id}`) ?? '')?.doc;
    const resolved = resolveVariant(find, variant, this.memo);
    const targets = new Map(files.map((f) => [f.file, { kind: f.kind, id: f.id, doc: (('docs' in resolved ? resolved.docs.get(`${f.kind}:${f.id}`) : undefined) ?? find(f.kind, f.id)) as Record<string, unknown> }]));
    this.cache = { key, targets, ...('error' in resolved ? { error: resolved.error } : {}) };
    return targets;
  }

  /** The targets as last shown (the variant may since have changed, or gone). */
  shown(): Map<string, LensTarget> {
    return this.cache?.targets ?? new Map();
  }

  /** Why the variant does not resolve (its targets then show the documents unchanged), if it does not. */
  error(open: Open): string | undefined {
    this.targets(open);
    return this.cache?.error;
  }

  /**
   * The change to the variant that records an edit of one of its targets: a new named change with
   * the edit's operations, or undefined when the edit changes nothing. `key` names the change (a
   * stroke keeps one key while it grows).
   */
  record(open: Open, target: LensTarget, changes: readonly Change[], label: string, key = this.nextKey(open)): Change | undefined {
    const variant = this.variant(open)!;
    const ops = opsFor(target.doc, changes);
    return changeTo(variant, ['changes', key], ops.length ? { label, target: { kind: target.kind, id: target.id }, ops } : undefined);
  }

  /** A key no change of the variant has yet. */
  nextKey(open: Open): string {
    return freeChangeKey(this.variant(open));
  }
}

/** A key no change of a variant has yet (c1, c2, …). */
export function freeChangeKey(variant: Scenario | undefined): string {
  const taken = variant?.changes ?? {};
  let n = Object.keys(taken).length + 1;
  while (taken[`c${n}`]) n++;
  return `c${n}`;
}
