/** What a VASSAL module of a scenario's game holds, gathered from the project's documents (the CLI's and the studio's alike). */
import { gameDocumentsOf, scenarioDocuments, scenarioMaps, type ScenarioDocuments } from '../../document';
import type { ProjectDocument } from '../../validation';
import type { ChartContent } from '../charts';
import type { ModuleContent } from './module';

/**
 * The module of the scenario's game: its ruleset, order of battle and hex maps, with every scenario
 * of the project that plays the same game (the same ruleset and order of battle) as a
 * predefined setup, the named one first; the maps are those any of them plays. `owed` counts the
 * values still owed in the documents printed. Or why there is no module.
 */
export function gameModuleContent(documents: readonly ProjectDocument[], scenarioId: string, owed: (printed: ReadonlySet<unknown>) => ChartContent['owed']): ModuleContent | { error: string } {
  const game = scenarioDocuments(documents, scenarioId);
  if ('missing' in game) return { error: game.missing };
  // A variant resolves to its base's scenario with its changes: its setup keeps the variant's own id and name.
  const same = documents
    .filter((d) => d.kind === 'scenario' && d.doc.id !== scenarioId)
    .flatMap((d) => {
      const g = scenarioDocuments(documents, d.doc.id);
      return 'missing' in g || g.ruleset !== game.ruleset || g.oob !== game.oob ? [] : [{ ...g, scenario: { ...g.scenario, id: d.doc.id, name: (d.doc as { name: string }).name } }];
    });
  const games: ScenarioDocuments[] = [game, ...same];
  const maps = [...new Map(games.flatMap(scenarioMaps).map((m) => [m.id, m])).values()];
  const printed = new Set(games.flatMap((g) => [...gameDocumentsOf(g)]));
  return { ruleset: game.ruleset, oob: game.oob, maps, scenarios: games.map((g) => g.scenario), charts: { ruleset: game.ruleset, scenario: game.scenario, oob: game.oob, owed: owed(printed) } };
}
