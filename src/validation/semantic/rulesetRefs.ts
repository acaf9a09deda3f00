import { PLAYED_SYSTEMS } from '../../shared/systems';
import type { CostTable, Ruleset } from '../../generated/documents';
import { pointer as p } from '../../shared/jsonPointer';
import type { DocumentOf, ProjectIndex, Reporter } from '../project';
import { unknownMessage } from './suggest';
import { entries, forEachEffect, forEachFact } from './walk';

type RulesetDoc = DocumentOf<'ruleset'>;

/** Every id a ruleset uses refers to something it declares (classes, ground states, phases, tables, facts…). */
export function checkRulesetRefs(project: ProjectIndex, report: Reporter): void {
  for (const d of project.all('ruleset')) checkOne(d, report);
}

function checkOne(d: RulesetDoc, report: Reporter): void {
  const r = d.doc;
  const has = (collection: object | undefined, id: string) => !!collection && Object.prototype.hasOwnProperty.call(collection, id);
  const need = (collection: object | undefined, id: string, what: string, at: string) => {
    if (!has(collection, id)) report.error(d, at, 'ref/ruleset', `${at.slice(1)}: ${unknownMessage(what, id, collection ? Object.keys(collection) : [], 'the ruleset has')}`);
  };
  const sides = (ids: readonly string[] | undefined, at: string) => ids?.forEach((s, i) => need(r.sides, s, 'side', at + p(i)));
  if (!has(PLAYED_SYSTEMS, r.system)) {
    const played = Object.entries(PLAYED_SYSTEMS).map(([id, name]) => `${id} (${name})`).join(' and ');
    report.warn(d, p('system'), 'ruleset/system-unplayed', `system: the engine plays ${played}, not "${r.system}": this ruleset and its scenarios can be edited and checked, but not test-played`);
  }

  for (const [id, c] of entries(r.unitClasses)) need(r.movementClasses, c.movementClass, 'movement class', p('unitClasses', id, 'movementClass'));
  for (const [id, t] of entries(r.terrainTypes)) {
    checkCosts(t.movement, p('terrainTypes', id, 'movement'));
    sides(t.defenseBonusSides, p('terrainTypes', id, 'defenseBonusSides'));
  }
  for (const [id, t] of entries(r.hexsideTypes)) checkCosts(t.crossing, p('hexsideTypes', id, 'crossing'));
  for (const [id, road] of entries(r.roadClasses)) {
    checkCosts(road.movement, p('roadClasses', id, 'movement'));
    for (const [terrain, costs] of entries(road.inTerrain)) {
      need(r.terrainTypes, terrain, 'terrain type', p('roadClasses', id, 'inTerrain', terrain));
      checkCosts(costs, p('roadClasses', id, 'inTerrain', terrain));
    }
    road.advanceBonusExceptIn?.forEach((t, i) => need(r.terrainTypes, t, 'terrain type', p('roadClasses', id, 'advanceBonusExceptIn', i)));
  }
  for (const [id, m] of entries(r.markerTypes)) for (const side of Object.keys(m.perSide ?? {})) need(r.sides, side, 'side', p('markerTypes', id, 'perSide', side));
  for (const [id, v] of entries(r.values)) for (const side of Object.keys(v.bySide ?? {})) need(r.sides, side, 'side', p('values', id, 'bySide', side));

  checkCalendar(d, need);
  checkSequences(d, need);
  checkStacking(d, need);
  checkTableRefs(d, need);

  function checkCosts(costs: CostTable, at: string): void {
    for (const [mc, cost] of entries(costs)) {
      need(r.movementClasses, mc, 'movement class', at + p(mc));
      if (cost !== null && typeof cost === 'object') for (const ground of Object.keys(cost)) need(r.groundStates, ground, 'ground state', at + p(mc, ground));
    }
  }
}

type Need = (collection: object | undefined, id: string, what: string, at: string) => void;

function checkCalendar(d: RulesetDoc, need: Need): void {
  const { calendar, sequences, weatherStates, groundStates, phases } = d.doc;
  calendar.turnOrder.forEach((t, i) => need(calendar.turns, t, 'turn', p('calendar', 'turnOrder', i)));
  const ordered = new Set<string>(calendar.turnOrder);
  for (const [id, turn] of entries(calendar.turns)) {
    if (!ordered.has(id)) need({}, id, 'turn in calendar/turnOrder', p('calendar', 'turns', id));
    need(sequences, turn.sequence, 'sequence of play', p('calendar', 'turns', id, 'sequence'));
    if (turn.weather !== undefined) need(weatherStates, turn.weather, 'weather', p('calendar', 'turns', id, 'weather'));
    if (turn.ground !== undefined) need(groundStates, turn.ground, 'ground state', p('calendar', 'turns', id, 'ground'));
    turn.skipPhases?.forEach((s, i) => {
      need(d.doc.sides, s.side, 'side', p('calendar', 'turns', id, 'skipPhases', i, 'side'));
      s.phases.forEach((ph, j) => need(phases, ph, 'phase', p('calendar', 'turns', id, 'skipPhases', i, 'phases', j)));
    });
    turn.restrictions?.forEach((x, i) => {
      const at = (key: string) => p('calendar', 'turns', id, 'restrictions', i, key);
      if (x.side !== undefined) need(d.doc.sides, x.side, 'side', at('side'));
      if (x.option !== undefined) need(d.doc.optionalRules, x.option, 'optional rule', at('option'));
      if (x.table !== undefined) need(d.doc.tables, x.table, 'table', at('table'));
    });
  }
}

function checkSequences(d: RulesetDoc, need: Need): void {
  const r = d.doc;
  for (const [id, ph] of entries(r.phases)) {
    ph.actions.forEach((a, i) => need(r.actionTypes, a, 'action type', p('phases', id, 'actions', i)));
    ph.onlyFor?.forEach((s, i) => need(r.sides, s, 'side', p('phases', id, 'onlyFor', i)));
    if (ph.fromTurn !== undefined) need(r.calendar.turns, ph.fromTurn, 'turn', p('phases', id, 'fromTurn'));
    if (ph.untilTurn !== undefined) need(r.calendar.turns, ph.untilTurn, 'turn', p('phases', id, 'untilTurn'));
    if (ph.option !== undefined) need(r.optionalRules ?? {}, ph.option, 'optional rule', p('phases', id, 'option'));
  }
  for (const [id, seq] of entries(r.sequences)) {
    seq.steps.forEach((step, i) => {
      const at = p('sequences', id, 'steps', i);
      const phaseList = (list: readonly string[] | undefined, key: string) => list?.forEach((ph, j) => need(r.phases, ph, 'phase', at + p(key, j)));
      if (step.kind === 'playerTurn') {
        need(r.sides, step.side, 'side', at + p('side'));
        phaseList(step.phases, 'phases');
      } else if (step.kind === 'phase') {
        need(r.phases, step.phase, 'phase', at + p('phase'));
        if (step.side !== undefined) need(r.sides, step.side, 'side', at + p('side'));
      } else {
        step.order.forEach((s, j) => need(r.sides, s, 'side', at + p('order', j)));
        phaseList(step.before, 'before');
        phaseList(step.phases, 'phases');
      }
    });
  }
}

function checkStacking(d: RulesetDoc, need: Need): void {
  const { stacking, facts } = d.doc;
  for (const group of ['countsAsOne', 'exceptions'] as const) {
    for (const [id, rule] of entries(stacking[group])) {
      forEachFact(rule.when, p('stacking', group, id, 'when'), (fact, at) => need(facts, fact, 'fact', at));
    }
  }
}

function checkTableRefs(d: RulesetDoc, need: Need): void {
  const r: Ruleset = d.doc;
  const tableOfKind = (id: string, kinds: string[], what: string, at: string) => {
    const t = r.tables[id];
    if (!t) return need(r.tables, id, what, at);
    if (!kinds.includes(t.kind)) need({}, id, `${what} (table "${id}" is a ${t.kind} table)`, at);
  };
  const fact = (f: string, at: string) => need(r.facts, f, 'fact', at);
  for (const [id, t] of entries(r.tables)) {
    const at = p('tables', id);
    const roll = (roll: { die: string } | undefined, key: string) => roll && need(r.dice, roll.die, 'die', at + key + p('die'));
    switch (t.kind) {
      case 'oddsCrt':
        roll(t.roll, p('roll'));
        if (t.shifts !== undefined) tableOfKind(t.shifts, ['modifiers'], 'column-shift table', at + p('shifts'));
        break;
      case 'dieRoll':
        roll(t.roll, p('roll'));
        if (t.modifiers !== undefined) tableOfKind(t.modifiers, ['modifiers'], 'modifier table', at + p('modifiers'));
        break;
      case 'differentialCrt':
        roll(t.rolls.attacker, p('rolls', 'attacker'));
        roll(t.rolls.defender, p('rolls', 'defender'));
        if (t.attackerModifiers !== undefined) tableOfKind(t.attackerModifiers, ['modifiers'], 'modifier table', at + p('attackerModifiers'));
        if (t.defenderModifiers !== undefined) tableOfKind(t.defenderModifiers, ['modifiers'], 'modifier table', at + p('defenderModifiers'));
        if (t.ratioModifiers !== undefined) tableOfKind(t.ratioModifiers, ['lookup'], 'lookup table', at + p('ratioModifiers'));
        break;
      case 'dicePool':
        roll(t.roll, p('roll'));
        if (t.modifiers !== undefined) tableOfKind(t.modifiers, ['modifiers'], 'modifier table', at + p('modifiers'));
        for (const [tid, th] of entries(t.thresholds)) forEachFact(th.when, at + p('thresholds', tid, 'when'), fact);
        break;
      case 'modifiers':
        for (const [mid, m] of entries(t.entries)) {
          forEachFact(m.when, at + p('entries', mid, 'when'), fact);
          if (m.valueFromTable !== undefined) tableOfKind(m.valueFromTable, ['dieRoll', 'lookup'], 'table', at + p('entries', mid, 'valueFromTable'));
        }
        break;
      case 'lookup':
        break;
    }
    if ('results' in t) {
      for (const [code, res] of entries(t.results)) {
        forEachEffect(res.effects, at + p('results', code, 'effects'), (e, ptr) => {
          if (e.kind === 'status') need(r.statuses, e.status, 'status', ptr + p('status'));
          else if (e.kind === 'advance') need(r.advanceTypes, e.advance, 'advance type', ptr + p('advance'));
          else if (e.kind === 'rollOnTable') tableOfKind(e.table, ['dieRoll'], 'die-roll table', ptr + p('table'));
          else if (e.kind === 'marker') need(r.markerTypes, e.marker, 'marker type', ptr + p('marker'));
          else if (e.kind === 'outOfSupply') need(r.sides, e.chooser, 'side', ptr + p('chooser'));
        });
      }
    }
  }
}
