import { unjudgedConditions, type UnjudgedCondition } from '../../engine';
import type { Ruleset, Scenario } from '../../generated/documents';
import type { Problem, ProjectDocument } from '../../validation';
import { changeThatWrote, resolvedForChecks } from '../variantMarks';

/**
 * Conditions of the rules data that the engine of their system does not judge as written (on a
 * fact it does not compute where it reads them, or where it reads none), as errors where they
 * stand: test play refuses the game, rather than play a modifier, exception or release that never
 * applies. A ruleset's are at its tables and stacking rules; a scenario's at its reinforcements'
 * releases; a variant's, those its changes bring in (to its base or its ruleset), at the change
 * that brought each.
 */
export function conditionProblems(docs: readonly ProjectDocument[]): Problem[] {
  const find = (kind: string, id: string): unknown => docs.find((d) => d.kind === kind && d.doc.id === id)?.doc;
  const judged = (scenario: Scenario, rulesetOf = find) => {
    const ruleset = rulesetOf('ruleset', scenario.ruleset) as Ruleset | undefined;
    return ruleset ? unjudgedConditions({ ruleset, scenario }) : [];
  };
  const out: Problem[] = [];
  const report = (d: ProjectDocument, u: UnjudgedCondition, at = u.at, where = '') =>
    out.push(d.source.problem({ pointer: at, severity: 'error', code: `${u.doc}/condition-unjudged`, message: `${where}${u.at.slice(1)}: ${u.what}; test play refuses the ${where ? 'variant' : 'game'} until it is changed` }));
  for (const d of docs) {
    if (d.kind === 'ruleset') for (const u of unjudgedConditions({ ruleset: d.doc as unknown as Ruleset })) report(d, u);
    const scenario = d.kind === 'scenario' ? (d.doc as unknown as Scenario) : undefined;
    if (!scenario) continue;
    if (!scenario.variantOf) {
      for (const u of judged(scenario)) if (u.doc === 'scenario') report(d, u);
      continue;
    }
    const resolved = resolvedForChecks(find, scenario);
    if (!resolved) continue;
    const { base, played } = resolved;
    const known = new Set(judged(base).map(key));
    const playedBase = played('scenario', base.id) as Scenario;
    for (const u of judged(playedBase, played)) {
      if (known.has(key(u))) continue;
      const target = u.doc === 'ruleset' ? { kind: 'ruleset', id: playedBase.ruleset } : { kind: 'scenario', id: base.id };
      const at = changeThatWrote(scenario, resolved.effects, target, u.at);
      report(d, u, at?.pointer ?? '/changes', `${at ? `changes/${at.change}` : 'changes'} leaves ${target.id}'s `);
    }
  }
  return out;
}

const key = (u: UnjudgedCondition) => `${u.doc} ${u.at} ${u.what}`;
