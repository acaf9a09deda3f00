import type { ConditionFacts, FactContext, NamedRoll } from '../../core/judgedConditions';
import { pointer } from '../../../shared/jsonPointer';
import { memo } from '../../../shared/memo';
import type { GameMap, Ruleset, Scenario } from '../../../generated/documents';
import { AIR_TABLE } from './rules/air';
import { DEMOLITION_FACTS } from './rules/demolition';
import { DISENGAGE_FACTS } from './rules/disengage';
import { FIREFIGHT_FACTS } from './rules/firefight';
import { FUEL_FACTS } from './rules/fuel';
import { DUMP_FACTS } from './rules/fuelDump';
import { HOLD_FACTS } from './rules/hold';
import { COMBAT_FACTS } from './rules/odds';
import { REACHED_FACTS } from './rules/reached';
import { SKORZENY_TABLE } from './rules/skorzeny';
import { PAIR_FACTS, STACK_FACTS } from './rules/stacking';
import { SURRENDER_FACTS } from './rules/surrender';
import { RALLY_FACTS } from './phases';

const FIRST_USE: FactContext = { where: "a bridge's first-use roll (7.8)", facts: [] };
const firstUseRolls = new WeakMap<object, NamedRoll[]>();
const COMBAT: FactContext = { where: 'a combat (14–16, 21, 22)', facts: COMBAT_FACTS };
const FIREFIGHT: FactContext = { where: 'a Firefight roll (16.2)', facts: FIREFIGHT_FACTS };

/**
 * Where the hex-and-counter module judges the rules data's conditions, and the facts it computes
 * at each place: each a list its procedure's facts are typed by (FactsOf), so the two cannot part.
 */
export const conditionFacts: ConditionFacts = {
  tables(r: Ruleset) {
    const read = new Map<string, FactContext[]>();
    const add = (id: string | undefined, context: FactContext) => id !== undefined && read.set(id, [...(read.get(id) ?? []), context]);
    // 14.4: the CRT is the table "crt"; 15.5, 15.6: a column shift's value may be rolled, with the combat's facts.
    add('crt', COMBAT);
    const crt = r.tables.crt;
    const shifts = crt?.kind === 'oddsCrt' && crt.shifts ? r.tables[crt.shifts] : undefined;
    if (shifts?.kind === 'modifiers') for (const m of Object.values(shifts.entries)) add(m.valueFromTable, COMBAT);
    // 16.2: an FF result's choice rolls on "firefight"; a result that rolls on a table, with the lead's facts.
    add('firefight', FIREFIGHT);
    for (const t of Object.values(r.tables)) {
      for (const res of Object.values(('results' in t ? t.results : undefined) ?? {})) for (const e of res.effects ?? []) if (e.kind === 'rollOnTable') add(e.table, FIREFIGHT);
    }
    add('hold', { where: 'a Hold roll (16.7)', facts: HOLD_FACTS });
    add('disengagement', { where: 'a Disengagement roll (20.2)', facts: DISENGAGE_FACTS });
    add('rally', { where: 'a Rally roll (18.4)', facts: RALLY_FACTS });
    add('bridgeDemolition', { where: 'a Bridge demolition roll (7.5)', facts: DEMOLITION_FACTS });
    add('surrender', { where: 'a Surrender roll (23.7)', facts: SURRENDER_FACTS });
    add('fuelDumpDestruction', { where: 'a Fuel Dump destruction roll (32.3)', facts: DUMP_FACTS });
    for (const id of ['fuel1', 'fuel2']) add(id, { where: 'a Fuel Shortage roll (6.2)', facts: FUEL_FACTS });
    // Rolls with no facts: the Allied air markers (15.6), 150 Pz Bde's abilities (27.1), a sector order (27.8).
    add(AIR_TABLE, { where: 'the air marker roll (15.6)', facts: [] });
    add(SKORZENY_TABLE, { where: 'a 150 Pz Bde roll (27.1)', facts: [] });
    for (const turn of Object.values(r.calendar.turns)) for (const x of turn.restrictions ?? []) if (x.kind === 'sectorOrder') add(x.table, { where: 'a sector order roll (27.8)', facts: [] });
    return read;
  },
  // Rolled with no facts: a group's release roll (27.9, release.ts) and its roll as each unit arrives (27.2, arrival.ts).
  scenarioRolls(s: Scenario) {
    const out: NamedRoll[] = [];
    for (const [group, g] of Object.entries(s.reinforcements ?? {})) {
      if (g.release?.table) out.push({ at: pointer('reinforcements', group, 'release', 'table'), table: g.release.table, what: `the release roll of reinforcements "${group}"`, context: { where: 'a release roll (27.9)', facts: [] } });
      if (g.arrives?.roll) out.push({ at: pointer('reinforcements', group, 'arrives', 'roll'), table: g.arrives.roll, what: `the arrival roll of reinforcements "${group}"`, context: { where: 'an arrival roll (27.2)', facts: [] } });
    }
    return out;
  },
  // Rolled with no facts: a bridge's first-use roll (7.8, bridges.ts).
  // Found once per hexsides record: the studio's check asks on every edit, and a brush stroke or a
  // unit moved leaves the record as it was (a walk of a big map's hexsides was a millisecond or more each time).
  mapRolls(m: GameMap) {
    if (m.topology !== 'hex' || !m.hexsides) return [];
    return memo(firstUseRolls, m.hexsides, () =>
      Object.entries(m.hexsides!).flatMap(([sid, h]) => {
        const roll = h.bridge?.firstUseRoll;
        return roll ? [{ at: pointer('hexsides', sid, 'bridge', 'firstUseRoll', 'table'), table: roll.table, what: `the first-use roll of the ${h.bridge!.name ?? sid} bridge`, context: FIRST_USE }] : [];
      }),
    );
  },
  stacking: {
    countsAsOne: { where: 'a pair of units in a stack (8.2)', facts: PAIR_FACTS },
    exceptions: { where: 'a stack over the limits (8.3)', facts: STACK_FACTS },
  },
  release: { where: 'a reinforcement release (27.9)', facts: REACHED_FACTS },
};
