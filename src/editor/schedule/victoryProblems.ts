import { unplayedVictory } from '../../engine';
import type { Ruleset, Scenario } from '../../generated/documents';
import type { Problem, ProjectDocument } from '../../validation';
import { broughtByVariant } from '../variantMarks';

type Unplayed = ReturnType<typeof unplayedVictory>[number];

/**
 * Victory conditions, VP sources and VP scores that the engine of a scenario's system does not play,
 * as errors where they stand (test play refuses the scenario, rather than score them as nothing).
 * A variant's are those its changes bring in, each at the change that brought it (its base's are
 * its base's problems); a variant whose changes do not apply is reported by the checks of its changes.
 */
export function victoryProblems(docs: readonly ProjectDocument[]): Problem[] {
  const find = (kind: string, id: string): unknown => docs.find((d) => d.kind === kind && d.doc.id === id)?.doc;
  const unplayed = (scenario: Scenario, rulesetOf = find) => {
    const ruleset = rulesetOf('ruleset', scenario.ruleset) as Ruleset | undefined;
    return ruleset ? unplayedVictory({ ruleset: ruleset as never, scenario: scenario as never }) : [];
  };
  const out: Problem[] = [];
  for (const d of docs) {
    if (d.kind !== 'scenario') continue;
    const own = d.doc as unknown as Scenario;
    if (!own.variantOf) {
      for (const u of unplayed(own)) out.push(d.source.problem({ pointer: u.at, severity: 'error', code: 'scenario/victory-unplayed', message: `${u.at.slice(1)}: ${u.what}; test play refuses the scenario until it is changed or removed` }));
      continue;
    }
    for (const { found: u, target, change } of broughtByVariant(find, own, unplayed, key, (_, base) => ({ kind: 'scenario', id: base.id }))) {
      out.push(d.source.problem({ pointer: change?.pointer ?? '/changes', severity: 'error', code: 'scenario/victory-unplayed', message: `${change ? `changes/${change.change}` : 'changes'} leaves ${target.id}'s ${u.at.slice(1)}: ${u.what}; test play refuses the variant until it is changed or removed` }));
    }
  }
  return out;
}

const key = (u: Unplayed) => `${u.at} ${u.what}`;
