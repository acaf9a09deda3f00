import type { Placement } from '../../generated/documents';
import { pointer as p } from '../../shared/jsonPointer';
import type { DocumentOf, ProjectIndex, Reporter } from '../project';
import { ScenarioContext } from './scenarioContext';
import { checkScenarioMarkers } from './scenarioMarkers';
import { checkSetupRules } from './scenarioSetup';
import { checkNationalityGround } from './scenarioNationality';
import { checkVariantChanges } from './scenarioChanges';
import { checkSetupOnVictoryHexes, checkVictory } from './scenarioVictory';
import { unknownMessage } from './suggest';
import { entries } from './walk';

type ScenarioDoc = DocumentOf<'scenario'>;

/** Scenarios: turns exist, each unit is placed once or arrives once, setups lie on the map in terrain the unit may enter. */
export function checkScenarios(project: ProjectIndex, report: Reporter): void {
  for (const d of project.all('scenario')) {
    // A variant plays its base with its changes: its copy of the base's fields is not checked again.
    if (d.doc.variantOf !== undefined) {
      checkVariantChanges(project, d, report);
      continue;
    }
    const ctx = new ScenarioContext(project, d);
    checkTurns(d, ctx, report);
    checkOptions(d, ctx, report);
    const placed = checkSetup(d, ctx, report);
    checkSetupRules(d, ctx, report);
    checkNationalityGround(d, ctx, report);
    checkReinforcements(d, ctx, report, placed);
    checkScenarioMarkers(d, ctx, report);
    checkVictory(d, ctx, report);
    checkSetupOnVictoryHexes(d, ctx, report);
    checkVariantChanges(project, d, report);
  }
}

function checkTurns(d: ScenarioDoc, ctx: ScenarioContext, report: Reporter): void {
  const r = ctx.ruleset;
  if (!r) return;
  const order = ctx.turnOrder();
  for (const key of ['firstTurn', 'lastTurn'] as const) {
    const t = d.doc[key];
    if (!(t in r.calendar.turns)) report.error(d, p(key), 'ref/turn', `${key}: ${unknownMessage('turn', t, order, 'the calendar has')}`);
  }
  const a = order.indexOf(d.doc.firstTurn);
  const b = order.indexOf(d.doc.lastTurn);
  if (a >= 0 && b >= 0 && a > b) report.error(d, p('lastTurn'), 'scenario/turns', `lastTurn: ${d.doc.lastTurn} comes before firstTurn ${d.doc.firstTurn}`);
  if (d.doc.endsAfter && !(d.doc.endsAfter.side in r.sides)) report.error(d, p('endsAfter', 'side'), 'ref/side', `endsAfter: ${unknownMessage('side', d.doc.endsAfter.side, Object.keys(r.sides), 'the ruleset has')}`);
}

/** An option the ruleset does not declare is a rule switched on (or off) that nothing plays. */
function checkOptions(d: ScenarioDoc, ctx: ScenarioContext, report: Reporter): void {
  const declared = ctx.ruleset?.optionalRules ?? {};
  if (!ctx.ruleset) return;
  for (const id of Object.keys(d.doc.options ?? {})) {
    if (!Object.hasOwn(declared, id)) report.error(d, p('options', id), 'ref/option', `options: ${unknownMessage('optional rule', id, Object.keys(declared), 'the ruleset has')}`);
  }
  // A group of an optional rule the ruleset lacks would never be in the game, in silence.
  for (const [id, g] of entries(d.doc.reinforcements)) {
    if (g.option !== undefined && !Object.hasOwn(declared, g.option)) report.error(d, p('reinforcements', id, 'option'), 'ref/option', `reinforcements/${id}: ${unknownMessage('optional rule', g.option, Object.keys(declared), 'the ruleset has')}`);
  }
}

/** The unit's movement class, through its type and the ruleset's unit class. */
function movementClassOf(ctx: ScenarioContext, unitId: string): string | undefined {
  const type = ctx.oob?.unitTypes[ctx.oob.units[unitId]?.type ?? ''];
  return type ? ctx.ruleset?.unitClasses[type.unitClass]?.movementClass : undefined;
}

function checkSetup(d: ScenarioDoc, ctx: ScenarioContext, report: Reporter): Set<string> {
  const placed = new Set<string>();
  const removed = new Set<string>(d.doc.removed ?? []);
  for (const [unitId, place] of entries(d.doc.setup)) {
    const at = p('setup', unitId);
    placed.add(unitId);
    if (ctx.oob && !(unitId in ctx.oob.units)) {
      report.add(d, at, 'error', 'ref/unit', `setup/${unitId}: ${unknownMessage('unit', unitId, Object.keys(ctx.oob.units), 'the order of battle has')}`, undefined, true);
      continue;
    }
    if (removed.has(unitId)) report.error(d, at, 'scenario/removed-placed', `setup/${unitId}: the unit is listed in "removed" and also set up`);
    const where = (['hex', 'area', 'hexSet', 'box'] as const).filter((k) => place[k] !== undefined);
    if (where.length !== 1) {
      report.error(d, at, 'scenario/placement', `setup/${unitId}: give exactly one of hex, area, hexSet or box (found ${where.length ? where.join(' and ') : 'none'})`);
      continue;
    }
    checkPlacement(d, ctx, report, unitId, place, at);
  }
  d.doc.removed?.forEach((u, i) => {
    if (ctx.oob && !(u in ctx.oob.units)) report.error(d, p('removed', i), 'ref/unit', `removed: ${unknownMessage('unit', u, Object.keys(ctx.oob.units), 'the order of battle has')}`);
  });
  return placed;
}

function checkPlacement(d: ScenarioDoc, ctx: ScenarioContext, report: Reporter, unitId: string, place: Placement, at: string): void {
  if (place.within !== undefined && !ctx.hexSetIds().includes(place.within)) report.error(d, at + p('within'), 'ref/hex-set', `setup/${unitId}: ${unknownMessage('hex set', place.within, ctx.hexSetIds(), 'the maps have')}`);
  if (place.hex !== undefined) {
    const view = ctx.hexMap(place.hex);
    if (!view) {
      report.error(d, at + p('hex'), 'scenario/off-map', `setup/${unitId}: ${place.hex} is not a hex of ${ctx.hexMaps.length ? 'the scenario\'s maps' : 'any hex map of the scenario'}`);
      return;
    }
    const r = ctx.ruleset;
    const mc = movementClassOf(ctx, unitId);
    if (!r || !mc || view.roadHexes.has(place.hex)) return;
    const hex = view.map.hexes[place.hex];
    const ground = r.calendar.turns[d.doc.firstTurn]?.ground;
    for (const terrain of [hex?.terrain ?? view.map.defaultTerrain, ...(hex?.features ?? [])]) {
      const t = r.terrainTypes?.[terrain];
      const cost = t?.movement[mc];
      const c = cost !== null && typeof cost === 'object' ? (ground !== undefined ? cost[ground] : undefined) : cost;
      if (c === 'prohibited') {
        const mcName = r.movementClasses[mc]?.name ?? mc;
        report.error(d, at + p('hex'), 'scenario/prohibited-terrain', `setup/${unitId}: ${place.hex} is ${t!.name.toLowerCase()}, which ${mcName} units may not enter except by road${t!.rule ? ` (${t!.rule})` : ''}`, t!.rule);
        return;
      }
    }
  } else if (place.hexSet !== undefined) {
    const sets = ctx.hexSetIds();
    if (!sets.includes(place.hexSet)) report.error(d, at + p('hexSet'), 'ref/hex-set', `setup/${unitId}: ${unknownMessage('hex set', place.hexSet, sets, 'the maps have')}`);
  } else if (place.area !== undefined) {
    const areas = ctx.areaIds();
    if (!areas.has(place.area)) report.error(d, at + p('area'), 'ref/area', `setup/${unitId}: ${unknownMessage('area', place.area, areas, 'the maps have')}`);
  } else if (place.box !== undefined) {
    const boxes = ctx.boxIds();
    if (!boxes.has(place.box)) report.error(d, at + p('box'), 'ref/box', `setup/${unitId}: ${unknownMessage('off-map box', place.box, boxes, 'the maps have')}`);
  }
}

function checkReinforcements(d: ScenarioDoc, ctx: ScenarioContext, report: Reporter, placed: Set<string>): void {
  const order = ctx.turnOrder();
  const first = order.indexOf(d.doc.firstTurn);
  const last = order.indexOf(d.doc.lastTurn);
  const arriving = new Map<string, string>();
  const letters = ctx.entries();
  for (const [id, group] of entries(d.doc.reinforcements)) {
    const at = p('reinforcements', id);
    const r = ctx.ruleset;
    if (r && !(group.turn in r.calendar.turns)) report.error(d, at + p('turn'), 'ref/turn', `reinforcements/${id}: ${unknownMessage('turn', group.turn, order, 'the calendar has')}`);
    const ti = order.indexOf(group.turn);
    if (ti >= 0 && first >= 0 && last >= 0 && (ti < first || ti > last)) {
      report.warn(d, at + p('turn'), 'scenario/turn-range', `reinforcements/${id}: arrives on ${group.turn}, outside the scenario's turns ${d.doc.firstTurn}–${d.doc.lastTurn}`);
    }
    if (r && group.release?.notBefore !== undefined && !(group.release.notBefore in r.calendar.turns)) {
      report.error(d, at + p('release', 'notBefore'), 'ref/turn', `reinforcements/${id}: ${unknownMessage('turn', group.release.notBefore, order, 'the calendar has')}`);
    }
    if (r && group.release?.table !== undefined && !(group.release.table in r.tables)) {
      report.error(d, at + p('release', 'table'), 'ref/table', `reinforcements/${id}: ${unknownMessage('table', group.release.table, Object.keys(r.tables), 'the ruleset has')}`);
    }
    if (r && group.arrives?.roll !== undefined && !(group.arrives.roll in r.tables)) {
      report.error(d, at + p('arrives', 'roll'), 'ref/table', `reinforcements/${id}: ${unknownMessage('table', group.arrives.roll, Object.keys(r.tables), 'the ruleset has')}`);
    }
    // A release roll (27.9) is made for one formation's units: a group that mixes formations delays them all on it.
    if (group.release?.table !== undefined && ctx.oob) {
      const formations = new Set(group.units.map((u) => ctx.oob!.units[u]?.formation).filter((f) => f !== undefined));
      if (formations.size > 1) report.warn(d, at + p('units'), 'scenario/release-mixed-group', `reinforcements/${id}: its release roll (${group.release.rule ?? group.release.table}) holds units of ${formations.size} formations (${[...formations].join(', ')}); a roll is for one formation's units, so give the others a group of their own`);
    }
    group.units.forEach((u, i) => {
      const uat = at + p('units', i);
      const unit = ctx.oob?.units[u];
      if (ctx.oob && !unit) return report.error(d, uat, 'ref/unit', `reinforcements/${id}: ${unknownMessage('unit', u, Object.keys(ctx.oob.units), 'the order of battle has')}`);
      if (placed.has(u)) report.error(d, uat, 'scenario/placed-and-arriving', `reinforcements/${id}: ${u} is also set up at start; a unit either starts on the map or arrives, not both`);
      const other = arriving.get(u);
      if (other !== undefined) report.error(d, uat, 'scenario/arrives-twice', `reinforcements/${id}: ${u} also arrives with ${other}`);
      else arriving.set(u, id);
      group.entry.letters?.forEach((l) => {
        const side = letters.get(l);
        if (unit && side !== undefined && side !== unit.side) report.error(d, uat, 'scenario/entry-side', `reinforcements/${id}: ${u} (${unit.side}) cannot enter at ${l}, a ${side} entry`);
      });
    });
    group.entry.letters?.forEach((l, i) => {
      if (!letters.has(l)) report.error(d, at + p('entry', 'letters', i), 'ref/entry', `reinforcements/${id}: ${unknownMessage('entry letter', l, [...letters.keys()].sort(), 'the maps have')}`);
    });
    group.entry.zones?.forEach((z, i) => {
      const zones = ctx.zoneIds();
      if (!zones.has(z)) report.error(d, at + p('entry', 'zones', i), 'ref/zone', `reinforcements/${id}: ${unknownMessage('zone', z, zones, 'the maps have')}`);
    });
    group.entry.hexes?.forEach((h, i) => {
      if (!ctx.hexMap(h)) report.error(d, at + p('entry', 'hexes', i), 'scenario/off-map', `reinforcements/${id}: ${h} is not a hex of the scenario's maps`);
    });
    if (group.entry.hexSet !== undefined && !ctx.hexSetIds().includes(group.entry.hexSet)) {
      report.error(d, at + p('entry', 'hexSet'), 'ref/hex-set', `reinforcements/${id}: ${unknownMessage('hex set', group.entry.hexSet, ctx.hexSetIds(), 'the maps have')}`);
    }
  }
}
