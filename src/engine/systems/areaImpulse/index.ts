import { lossesPerSide, lossesPerUnit } from '../../core/losses';
import type { RulesModule } from '../../core/module';
import { applyAction } from './apply';
import { greedyBot } from './bots';
import { conditionFacts } from './conditionFacts';
import { compile, type AreaCompiled } from './compile';
import { legalActions } from './legal';
import { allowance, reach } from './movement';
import { overstacks } from './stacking';
import { initialState } from './setup';
import { describeAction, summary } from './summary';
import { placesHeld } from './victory';
import type { AreaState } from './types';

export type { AreaCompiled, AreaState };

/**
 * The area-movement impulse system (Tigers in the Mist): alternating impulses, movement along roads
 * between areas, battles inside areas with one d10 per strength point, abstract artillery, bridges
 * blown and rebuilt during play, supply traced to zones, control by sole occupation, VP by turn.
 */
export const areaImpulse: RulesModule<AreaCompiled, AreaState> = {
  system: 'areaImpulse',
  name: 'Area movement, impulses, d10 fire',
  options: ['specialForces', 'errata', 'outsideRemoved', 'attritionAtScenarioEnd'],
  // Rule 12 and the scenarios' victory tables (victory.ts): VP by the scenario's score, outcome by its table.
  victory: {
    conditions: ['outcomeTable'],
    sources: ['areaVp', 'zoneMultiplier', 'townState', 'holes'],
    score: true,
    // The victory table reads VP and towns held per side (victoryFacts in victory.ts); no VP source reads a condition.
    facts: { requires: {}, rows: ['vp.<side>', 'towns.<side>', 'towns.contested'] },
  },
  // Where it judges the rules data's conditions, and the facts it computes there (conditionFacts.ts).
  conditions: conditionFacts,
  // Rule 7 (stacking.ts, compile.ts): units and strength per side in an area, checked at the end of each impulse; zones hold any number.
  stacking: { measures: ['units', 'strength'], perSide: true, checkedAt: ['endOfImpulse'], violation: 'ownerRemovesWholeUnits', exemptLocations: ['zone'], where: 'rule 7' },
  compile,
  initialState,
  apply: applyAction,
  legal: legalActions,
  losses: (c, from, to) => lossesPerSide(from.units, to.units, (id) => c.units.get(id)!.side, (u) => u.sp),
  unitLosses: (c, from, to) => lossesPerUnit(from.units, to.units, (u) => u.sp),
  score: (_c, s) => ({ ...s.vp }),
  scoreBySource: (_c, s) => ({ ...s.vpBySource }),
  placesHeld,
  placeOf: (_c, s, id) => {
    const loc = s.units[id]?.loc;
    return loc && 'at' in loc ? loc.at : undefined;
  },
  graph: (c) => c.graph,
  lossUnit: 'SP',
  resolving: (_c, s) => s.pending !== undefined,
  bots: { greedy: greedyBot },
  describe: describeAction,
  summary,
  reach: (c, s, units) => {
    if (!units.length || units.some((id) => !s.units[id] || !c.units.get(id))) return [];
    const left = Math.min(...units.map((id) => allowance(c, s, id) - s.units[id]!.mp));
    return reach(c, s, units).map((r) => ({ to: r.to, path: r.path, mpLeft: left - r.cost }));
  },
  overstacked: overstacks,
};
