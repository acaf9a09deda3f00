import { unplayedVictory } from '../../engine';
import type { Problem, ProjectDocument } from '../../validation';

/**
 * Victory conditions, VP sources and VP scores that the engine of a scenario's system does not play,
 * as errors where they stand (test play refuses the scenario, rather than score them as nothing).
 * Variants are judged when played: their victory is their base's with their changes.
 */
export function victoryProblems(docs: readonly ProjectDocument[]): Problem[] {
  const out: Problem[] = [];
  for (const d of docs) {
    if (d.kind !== 'scenario' || (d.doc as { variantOf?: string }).variantOf) continue;
    const ruleset = docs.find((r) => r.kind === 'ruleset' && r.doc.id === d.doc.ruleset);
    if (!ruleset) continue;
    for (const u of unplayedVictory({ ruleset: ruleset.doc as never, scenario: d.doc as never })) {
      out.push(d.source.problem({ pointer: u.at, severity: 'error', code: 'scenario/victory-unplayed', message: `${u.at.slice(1)}: ${u.what}; test play refuses the scenario until it is changed or removed` }));
    }
  }
  return out;
}
