import { resolveVariant, type ChangeEffect } from '../document';
import type { Scenario } from '../generated/documents';
import { parsePointer } from '../shared/jsonPointer';
import type { useStudio } from './studio';

type Studio = ReturnType<typeof useStudio>;

/** What the shown variant changes, by target document (kind:id), for the editors to mark. */
export function shownEffects(studio: Studio): ChangeEffect[] {
  const id = studio.shownVariant();
  if (!id) return [];
  const docs = studio.store.documents();
  const variant = docs.find((d) => d.kind === 'scenario' && d.doc?.id === id)?.doc as unknown as Scenario | undefined;
  if (!variant?.variantOf) return [];
  const r = resolveVariant((kind, did) => docs.find((d) => d.kind === kind && d.doc?.id === did)?.doc, variant);
  return 'error' in r ? [] : r.effects;
}

/** The first tokens of each changed path of one target document. */
export function changedPaths(effects: readonly ChangeEffect[], kind: string, id: string | undefined): string[][] {
  return effects.filter((e) => e.target.kind === kind && e.target.id === id).map((e) => parsePointer(e.path));
}
