import { unjudgedConditions, unjudgedReleases, unjudgedRolls, unplayedStacking, type UnjudgedCondition } from '../../engine';
import type { GameMap, Ruleset, Scenario } from '../../generated/documents';
import type { Problem, ProjectDocument } from '../../validation';
import { broughtByVariant } from '../variantMarks';

/**
 * Conditions of the rules data that the engine of their system does not judge as written (on a
 * fact it does not compute where it reads them, or where it reads none), and stacking it does not
 * play as written (a limit it does not measure, another check or violation), as errors where they
 * stand: test play refuses the game, rather than play a modifier, exception, release or limit that
 * never applies. A ruleset's are at its tables and stacking rules; a scenario's at its
 * reinforcements' releases and at the tables it names to be rolled; a map's at the tables it names
 * (a bridge's first-use roll); a variant's, those its changes bring in (to its base, its ruleset or
 * the maps it plays on), at the change that brought each.
 */
export function conditionProblems(docs: readonly ProjectDocument[]): Problem[] {
  const find = (kind: string, id: string): unknown => docs.find((d) => d.kind === kind && d.doc.id === id)?.doc;
  const ofRuleset = (ruleset: Ruleset): Found[] => [
    ...unjudgedConditions({ ruleset }).map((u) => ({ ...u, code: 'ruleset/condition-unjudged' })),
    ...unplayedStacking(ruleset).map((u) => ({ ...u, doc: 'ruleset' as const, code: 'ruleset/stacking-unplayed' })),
  ];
  // What a scenario plays, its documents read through `read` (a variant's: as it patches them).
  const ofScenario = (scenario: Scenario, read = find): Found[] => {
    const ruleset = read('ruleset', scenario.ruleset) as Ruleset | undefined;
    return ruleset ? [...ofRuleset(ruleset), ...releases(ruleset, scenario), ...scenario.maps.flatMap((id) => ofMap(ruleset, read('map', id) as GameMap | undefined))] : [];
  };
  // A map's own: the modifiers of the tables it names to be rolled (a bridge's first use), judged by its ruleset.
  const ofMap = (ruleset: Ruleset, map: GameMap | undefined): Found[] => (map ? unjudgedRolls(ruleset, { map }).map((u) => ({ ...u, code: 'map/condition-unjudged', map: map.id })) : []);
  // A scenario's own: its releases' conditions, and the modifiers of the tables it names to be rolled.
  const releases = (ruleset: Ruleset, scenario: Scenario): Found[] => [...unjudgedReleases(ruleset, scenario), ...unjudgedRolls(ruleset, { scenario })].map((u) => ({ ...u, code: 'scenario/condition-unjudged' }));
  const out: Problem[] = [];
  const report = (d: ProjectDocument, u: Found, at = u.at, where = '') =>
    out.push(d.source.problem({ pointer: at, severity: 'error', code: u.code, message: `${where}${u.at.slice(1)}: ${u.what}; test play refuses the ${where ? 'variant' : 'game'} until it is changed` }));
  for (const d of docs) {
    if (d.kind === 'ruleset') for (const u of ofRuleset(d.doc as unknown as Ruleset)) report(d, u);
    if (d.kind === 'map') {
      const map = d.doc as unknown as GameMap;
      const ruleset = find('ruleset', map.ruleset) as Ruleset | undefined;
      for (const u of ruleset ? ofMap(ruleset, map) : []) report(d, u);
    }
    const scenario = d.kind === 'scenario' ? (d.doc as unknown as Scenario) : undefined;
    if (!scenario) continue;
    if (!scenario.variantOf) {
      // A scenario's own are its releases; its ruleset's are reported at the ruleset.
      const ruleset = find('ruleset', scenario.ruleset) as Ruleset | undefined;
      for (const u of ruleset ? releases(ruleset, scenario) : []) report(d, u);
      continue;
    }
    const targetOf = (u: Found, played: Scenario) => (u.doc === 'ruleset' ? { kind: 'ruleset', id: played.ruleset } : u.map ? { kind: 'map', id: u.map } : { kind: 'scenario', id: played.id });
    for (const { found, target, change } of broughtByVariant(find, scenario, ofScenario, key, targetOf)) report(d, found, change?.pointer ?? '/changes', `${change ? `changes/${change.change}` : 'changes'} leaves ${target.id}'s `);
  }
  return out;
}

/** A finding with its problem's code, and for a map's, the map it stands in (a scenario may play several). */
type Found = UnjudgedCondition & { readonly code: string; readonly map?: string };
const key = (u: Found) => `${u.doc} ${u.map ?? ''} ${u.at} ${u.what}`;
