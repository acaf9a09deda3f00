import type { Condition, Effect } from '../../generated/documents';
import { pointer } from '../../shared/jsonPointer';

/** Calls `visit` with every fact a condition tests and the pointer of that fact. */
export function forEachFact(cond: Condition | undefined, at: string, visit: (fact: string, ptr: string) => void): void {
  if (!cond) return;
  if (cond.fact !== undefined) visit(cond.fact, at + pointer('fact'));
  if (cond.compareTo !== undefined) visit(cond.compareTo, at + pointer('compareTo'));
  cond.all?.forEach((c, i) => forEachFact(c, at + pointer('all', i), visit));
  cond.any?.forEach((c, i) => forEachFact(c, at + pointer('any', i), visit));
  forEachFact(cond.not, at + pointer('not'), visit);
}

/** Calls `visit` with every effect of a list, including those inside choices. */
export function forEachEffect(effects: readonly Effect[] | undefined, at: string, visit: (e: Effect, ptr: string) => void): void {
  effects?.forEach((e, i) => {
    const ptr = at + pointer(i);
    visit(e, ptr);
    if (e.kind === 'choice') e.options.forEach((o, j) => forEachEffect(o.effects, ptr + pointer('options', j, 'effects'), visit));
  });
}

/** Own entries of a keyed collection (absent collections are empty). */
export function entries<T>(collection: Readonly<Record<string, T>> | undefined): [string, T][] {
  return collection ? Object.entries(collection) : [];
}
