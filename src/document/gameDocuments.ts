import { resolveVariant } from './variants';
import type { GameMap, OrderOfBattle, Ruleset, Scenario } from '../generated/documents';
import type { ProjectDocument } from '../validation';

/** The documents a scenario plays with (the engine's GameDocuments, by shape). */
export interface ScenarioDocuments {
  readonly ruleset: Ruleset;
  readonly map: GameMap;
  readonly oob: OrderOfBattle;
  readonly scenario: Scenario;
}

/** A variant's documents and its base's, to play one against the other, or what is missing. */
export function variantAndBase(documents: readonly ProjectDocument[], variant: Scenario): { base: ScenarioDocuments; variant: ScenarioDocuments } | { readonly missing: string } {
  const base = scenarioDocuments(documents, variant.variantOf ?? '');
  if ('missing' in base) return base;
  const own = scenarioDocuments(documents, variant.id);
  return 'missing' in own ? own : { base, variant: own };
}

/**
 * Gathers a scenario and the ruleset, map and order of battle it names from loaded documents, or
 * says, for a designer, what is missing.
 */
export function scenarioDocuments(documents: readonly ProjectDocument[], scenarioId: string): ScenarioDocuments | { readonly missing: string } {
  const loaded = (kind: ProjectDocument['kind'], id: string): unknown => documents.find((d) => d.kind === kind && d.doc.id === id)?.doc;
  const own = loaded('scenario', scenarioId) as Scenario | undefined;
  if (!own) return { missing: `no scenario "${scenarioId}" loaded without errors` };
  // A variant plays as its base with its changes applied (to copies of the documents they patch).
  let find = loaded;
  let scenario = own;
  if (own.variantOf) {
    const resolved = resolveVariant(loaded as never, own);
    if ('error' in resolved) return { missing: resolved.error };
    find = (kind, id) => resolved.docs.get(`${kind}:${id}`) ?? loaded(kind, id);
    scenario = find('scenario', own.variantOf) as Scenario;
  }
  const ruleset = find('ruleset', scenario.ruleset) as Ruleset | undefined;
  if (!ruleset) return { missing: `scenario ${scenarioId} uses ruleset "${scenario.ruleset}", which is not loaded or has errors` };
  const mapId = scenario.maps[0];
  const map = (mapId ? find('map', mapId) : undefined) as GameMap | undefined;
  if (!map) return { missing: `scenario ${scenarioId} uses map "${mapId ?? '(none)'}", which is not loaded or has errors` };
  const oob = find('oob', scenario.oob) as OrderOfBattle | undefined;
  if (!oob) return { missing: `scenario ${scenarioId} uses order of battle "${scenario.oob}", which is not loaded or has errors` };
  return { ruleset, map, oob, scenario };
}
