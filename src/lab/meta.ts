/** What a batch's summaries need to know of its scenario, from the documents the games are played on. */
import type { ScenarioDocuments } from '../document';
import type { BatchMeta } from './summary';

/** The sides in order, the bots, the loss unit, the VP each side needs, and each unit's side and formation. */
export function batchMeta(docs: ScenarioDocuments, bots: readonly string[], lossUnit: string): BatchMeta {
  const { oob } = docs;
  const formation = (id: string | undefined) => (id ? (oob.formations[id]?.short ?? oob.formations[id]?.name ?? id) : undefined);
  return {
    scenario: { id: docs.scenario.id, name: docs.scenario.name },
    sides: Object.entries(docs.ruleset.sides).map(([id, s]) => ({ id, name: s.name })),
    bots,
    lossUnit,
    thresholds: vpThresholds(docs.scenario.victory),
    units: Object.fromEntries(Object.entries(oob.units).map(([id, u]) => [id, { side: u.side, ...(u.formation ? { formation: formation(u.formation)! } : {}) }])),
  };
}

/** The VP a side needs to win, from the scenario's vpThreshold conditions. */
function vpThresholds(victory: unknown): Record<string, number> {
  const conditions = (victory as { conditions?: Record<string, { kind?: string; side?: string; threshold?: number }> } | undefined)?.conditions ?? {};
  return Object.fromEntries(Object.values(conditions).flatMap((c) => (c.kind === 'vpThreshold' && c.side && typeof c.threshold === 'number' ? [[c.side, c.threshold]] : [])));
}
