import { resolveMemo, resolveVariant, type ChangeEffect, type ResolveMemo } from '../document';
import type { Scenario } from '../generated/documents';
import { parsePointer, pointer } from '../shared/jsonPointer';

/** The changed paths (as tokens) of one target document among a variant's effects. */
export function changedPaths(effects: readonly ChangeEffect[], kind: string, id: string | undefined): string[][] {
  return effects.filter((e) => e.target.kind === kind && e.target.id === id).map((e) => parsePointer(e.path));
}

type Find = (kind: string, id: string) => unknown;
type Resolved = Exclude<ReturnType<typeof resolveVariant>, { error: string }>;

/** Memos by variant id, so the checks that look at a variant (victory, conditions) resolve only the changes made since. */
const memos = new Map<string, ResolveMemo>();

/**
 * A variant of a scenario that is not one, resolved for a check: its patched documents, what each
 * change's operations wrote, and `played`, a document as the variant plays it (patched, or the
 * project's). Undefined for a variant that does not resolve (its changes' own checks report why).
 */
function resolvedForChecks(find: Find, variant: Scenario): (Resolved & { base: Scenario; played: Find }) | undefined {
  const base = variant.variantOf ? (find('scenario', variant.variantOf) as Scenario | undefined) : undefined;
  if (!base || base.variantOf) return undefined;
  if (!memos.has(variant.id)) memos.set(variant.id, resolveMemo());
  const resolved = resolveVariant(find as never, variant, memos.get(variant.id));
  if ('error' in resolved) return undefined;
  return { ...resolved, base, played: (kind, id) => resolved.docs.get(`${kind}:${id}`) ?? find(kind, id) };
}

/**
 * The variant's last operation on a target document that wrote `at`, or a place that holds it: its
 * pointer in the variant, and its change. Where a variant's check finds something its changes bring
 * in, it is reported there.
 */
function changeThatWrote(variant: Scenario, effects: readonly ChangeEffect[], target: { kind: string; id: string }, at: string): { pointer: string; change: string } | undefined {
  const holds = (path: string) => path === at || at.startsWith(`${path}/`) || path.startsWith(`${at}/`);
  const effect = [...effects].reverse().find((e) => e.target.kind === target.kind && e.target.id === target.id && e.op !== 'test' && holds(e.path));
  if (!effect) return undefined;
  const ops: readonly { op: string; path: string }[] = variant.changes?.[effect.change]?.ops ?? [];
  const index = ops.map((o) => o.path === effect.path && o.op === effect.op).lastIndexOf(true);
  return { pointer: pointer('changes', effect.change, 'ops', Math.max(0, index)), change: effect.change };
}

/** What a check found that a variant brings in, the document it stands in, and the variant's change operation that wrote it (if one did). */
export interface Brought<T> {
  readonly found: T;
  readonly target: { readonly kind: string; readonly id: string };
  readonly change?: { readonly pointer: string; readonly change: string };
}

/**
 * What a check (run on a scenario, reading documents through `find`) finds in a variant of a
 * scenario that is not one and not in its base: each at the change operation that wrote it, so
 * the check reports it there (the base's own stay the base's). `targetOf` names the document a
 * finding stands in (the base scenario, or the ruleset it plays). None for a variant that does not resolve.
 */
export function broughtByVariant<T extends { readonly at: string }>(find: Find, variant: Scenario, check: (scenario: Scenario, find: Find) => readonly T[], key: (t: T) => string, targetOf: (t: T, played: Scenario) => { kind: string; id: string }): Brought<T>[] {
  const resolved = resolvedForChecks(find, variant);
  if (!resolved) return [];
  const { base, played } = resolved;
  const known = new Set(check(base, find).map(key));
  const playedBase = played('scenario', base.id) as Scenario;
  return check(playedBase, played)
    .filter((t) => !known.has(key(t)))
    .map((found) => {
      const target = targetOf(found, playedBase);
      const change = changeThatWrote(variant, resolved.effects, target, found.at);
      return { found, target, ...(change ? { change } : {}) };
    });
}
