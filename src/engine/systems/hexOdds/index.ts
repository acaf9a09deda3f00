import { lossesPerSide, lossesPerUnit } from '../../core/losses';
import type { RulesModule } from '../../core/module';
import { applyAction } from './apply';
import { greedyBot } from './bots';
import { conditionFacts } from './conditionFacts';
import { compile, type Compiled } from './compile';
import { describeAction } from './describe';
import { hexGraph } from './graph';
import { legalActions } from './legal';
import { overstacks, STACKING_MEASURES } from './rules/stacking';
import { scores, scoresBySource } from './rules/victory';
import { initialState } from './setup';
import { summary } from './summary';
import type { GameState } from './types';

/**
 * The hex-and-counter odds-CRT system (Ardennes '44): ZOC and bonds, TEC movement, the odds CRT
 * with column shifts, supply lines, a turn calendar with day and night sequences.
 */
export const hexOdds: RulesModule<Compiled, GameState> = {
  system: 'hexOdds',
  name: 'Hex and counter, odds CRT',
  options: ['ccb9', 'fuelDump', 'nightInfiltration', 'optionalUnits', 'playerSetup'],
  // Rules 30, 31 (rules/victory.ts, rules/victoryConditions.ts).
  victory: {
    conditions: ['vpThreshold', 'hold', 'exit', 'composite'],
    sources: ['control', 'occupy', 'exitFactors'],
    score: false,
    // 31, 30.2A: exit VP count only with a road supply line from a hex they left (rules/victory.ts, victoryConditions.ts).
    facts: { requires: { exitFactors: ['exit.roadSupply'], exit: ['exit.roadSupply'] }, rows: [] },
  },
  // Where it judges the rules data's conditions, and the facts it computes there (conditionFacts.ts).
  conditions: conditionFacts,
  // Rule 8 (rules/stacking.ts): a move or advance that would overstack is refused; a stack left over
  // after a retreat waits for its owner to eliminate units (17.4); units in off-map boxes do not stack.
  stacking: { measures: STACKING_MEASURES, perSide: false, checkedAt: ['endOfUnitMove', 'endOfAdvance'], violation: 'ownerEliminates', exemptLocations: ['offMapBox'], where: 'rule 8' },
  compile,
  initialState,
  apply: applyAction,
  legal: legalActions,
  losses: (c, from, to) => lossesPerSide(from.units, to.units, (id) => c.units.get(id)!.side, (u) => u.steps),
  unitLosses: (c, from, to) => lossesPerUnit(from.units, to.units, (u) => u.steps),
  score: scores,
  scoreBySource: scoresBySource,
  // 31: the victory hexes, each held by the last side to enter it (the Allies at the start).
  placesHeld: (_c, s) => ({ ...s.control }),
  placeOf: (_c, s, id) => {
    const loc = s.units[id]?.loc;
    return loc && 'hex' in loc ? loc.hex : undefined;
  },
  graph: hexGraph,
  lossUnit: 'steps',
  resolving: (_c, s) => s.pending !== undefined,
  bots: { greedy: greedyBot },
  describe: describeAction,
  summary,
  overstacked: overstacks,
};
