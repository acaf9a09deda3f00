import type { Effect } from '../../generated/documents';
import { pointer } from '../../shared/jsonPointer';

export { forEachFact } from '../../shared/conditionFacts';

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
