import type { ConditionFacts, FactContext } from '../../core/judgedConditions';
import { CALL_TABLES } from './artillery';
import { DEMOLITION_TABLES, REPAIR_TABLE } from './bridges';
import { FIRE_TABLES, SHOT_FACTS } from './fire';
import { RESERVE_FACTS } from './sequence';

/**
 * Where the area-impulse module judges the rules data's conditions, and the facts it computes at
 * each place: fire's modifiers with the shot's facts (a dice pool's thresholds are picked by the
 * firer's role, never by a condition), no facts on artillery calls and bridge rolls, and none on
 * stacking (its limits only).
 */
export const conditionFacts: ConditionFacts = {
  tables() {
    const shot: FactContext = { where: 'a shot (9.7: fire modifiers)', facts: SHOT_FACTS };
    return new Map<string, FactContext[]>([
      ...FIRE_TABLES.map((id) => [id, [shot]] as [string, FactContext[]]),
      ...CALL_TABLES.map((id) => [id, [{ where: 'an artillery call (9.43)', facts: [] }]] as [string, FactContext[]]),
      ...[...DEMOLITION_TABLES, REPAIR_TABLE].map((id) => [id, [{ where: 'a bridge demolition or repair roll (10.2, 10.3)', facts: [] }]] as [string, FactContext[]]),
    ]);
  },
  release: { where: 'a panzer reserve\'s release (11.3)', facts: RESERVE_FACTS },
};
