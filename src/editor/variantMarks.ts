import type { ChangeEffect } from '../document';
import { parsePointer } from '../shared/jsonPointer';

/** The changed paths (as tokens) of one target document among a variant's effects. */
export function changedPaths(effects: readonly ChangeEffect[], kind: string, id: string | undefined): string[][] {
  return effects.filter((e) => e.target.kind === kind && e.target.id === id).map((e) => parsePointer(e.path));
}
