import { resolveVariant } from './variants';
import type { GameMap, HexMap, OrderOfBattle, Ruleset, Scenario } from '../generated/documents';
import { joinMaps } from '../hex';
import type { ProjectDocument } from '../validation';

/** The documents a scenario plays with (the engine's GameDocuments, by shape). */
export interface ScenarioDocuments {
  readonly ruleset: Ruleset;
  readonly map: GameMap;
  /** Every map, when the scenario names several; `map` is then all of them joined. */
  readonly maps?: readonly GameMap[];
  readonly oob: OrderOfBattle;
  readonly scenario: Scenario;
}

/** Every map the scenario plays, each on its own (not joined). */
export const scenarioMaps = (g: ScenarioDocuments): readonly GameMap[] => g.maps ?? [g.map];

/** The documents a game of the scenario is made of: the scenario, its ruleset, order of battle and maps (what an export prints). */
export const gameDocumentsOf = (g: ScenarioDocuments): ReadonlySet<unknown> => new Set<unknown>([g.scenario, g.ruleset, g.oob, ...scenarioMaps(g)]);

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
  const maps: GameMap[] = [];
  for (const mapId of scenario.maps) {
    const map = find('map', mapId) as GameMap | undefined;
    if (!map) return { missing: `scenario ${scenarioId} uses map "${mapId}", which is not loaded or has errors` };
    maps.push(map);
  }
  if (!maps.length) return { missing: `scenario ${scenarioId} names no map` };
  const oob = find('oob', scenario.oob) as OrderOfBattle | undefined;
  if (!oob) return { missing: `scenario ${scenarioId} uses order of battle "${scenario.oob}", which is not loaded or has errors` };
  // Several hex maps play as one board, laid side by side by their joins; otherwise the first map is played.
  if (maps.length === 1 || maps.some((m) => m.topology !== 'hex')) return { ruleset, map: maps[0]!, oob, scenario };
  const joined = joinedBoard(maps as HexMap[]);
  if ('error' in joined) return { missing: `scenario ${scenarioId}: ${joined.error}` };
  return { ruleset, map: joined.map, maps, oob, scenario };
}

/** The last board joined from each first map, kept while the maps are the same objects. */
const boards = new WeakMap<object, { maps: readonly HexMap[]; joined: ReturnType<typeof joinMaps> }>();

/**
 * The maps joined into one board, once while they stay the same objects: every check and game
 * gathers a scenario's documents again, and a board joined anew each time is new to every cache
 * keyed by it (a game compiled per check, a playtest replayed per check).
 */
function joinedBoard(maps: readonly HexMap[]): ReturnType<typeof joinMaps> {
  const kept = boards.get(maps[0]!);
  if (kept && kept.maps.length === maps.length && kept.maps.every((m, i) => m === maps[i])) return kept.joined;
  const joined = joinMaps(maps as HexMap[]);
  boards.set(maps[0]!, { maps, joined });
  return joined;
}
