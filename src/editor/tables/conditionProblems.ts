import { unjudgedConditions, type UnjudgedCondition } from '../../engine';
import type { Ruleset, Scenario } from '../../generated/documents';
import type { Problem, ProjectDocument } from '../../validation';

/**
 * Conditions of the rules data that the engine of their system does not judge as written (on a
 * fact it does not compute where it reads them, or where it reads none), as errors where they
 * stand: test play refuses the game, rather than play a modifier, exception or release that never
 * applies. A ruleset's are at its tables and stacking rules; a scenario's at its reinforcements'
 * releases (a variant's are found when it is test-played).
 */
export function conditionProblems(docs: readonly ProjectDocument[]): Problem[] {
  const out: Problem[] = [];
  const report = (d: ProjectDocument, u: UnjudgedCondition) =>
    out.push(d.source.problem({ pointer: u.at, severity: 'error', code: `${u.doc}/condition-unjudged`, message: `${u.at.slice(1)}: ${u.what}; test play refuses the game until it is changed` }));
  for (const d of docs) {
    if (d.kind === 'ruleset') for (const u of unjudgedConditions({ ruleset: d.doc as unknown as Ruleset })) report(d, u);
    const scenario = d.kind === 'scenario' ? (d.doc as unknown as Scenario) : undefined;
    if (!scenario || scenario.variantOf) continue;
    const ruleset = docs.find((r) => r.kind === 'ruleset' && r.doc.id === scenario.ruleset)?.doc as unknown as Ruleset | undefined;
    for (const u of ruleset ? unjudgedConditions({ ruleset, scenario }) : []) if (u.doc === 'scenario') report(d, u);
  }
  return out;
}
