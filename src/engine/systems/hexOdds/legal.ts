import { compareText } from '../../../shared/order';
import { setUpActions } from './rules/playerSetup';
import { orderRefusal, orderUnmet } from './rules/sectorOrder';
import { infiltrations } from './rules/nightInfiltration';
import { advanceAfterCombat } from './actions/advance';
import { exits } from './actions/exit';
import { attack, attackFromOffMap, cannotAttack, divisionOf } from './actions/combat';
import { offMapAttackers } from './rules/offMapAttack';
import { maxSupport, supportFor } from './rules/artillery';
import { artilleryNationalityRefusal, attackParties } from './rules/nationality';
import { artilleryToFlip } from './rules/artillerySupply';
import { firefightLeads } from './rules/firefight';
import { retreatOptions } from './rules/retreat';
import { cannotMoveStrategically, fireShifts, strategicEnd } from './rules/strategic';
import { Draft } from './draft';
import { boxEntryHexes, boxMoves, placeInBox } from './actions/boxes';
import { overstacked, tacticalTargets } from './actions/movement';
import { entryHexes, entryModes, entryPlan } from './actions/enter';
import { fitsAlone } from './rules/stacking';
import { around, dirIndex, type Compiled } from './compile';
import { hexesFrom, roadblockClosed, roadblockSpots, trafficClosed, trafficSpots } from './rules/traffic';
import { faceOf, modeOf, movementRange, type MoveMode, type Reach } from './rules/movement';
import { nextToEnemy, occupancy } from './rules/zoc';
import { replacements } from './rules/replacement';
import { blowable } from './rules/demolition';
import { whyNotDestroy } from './rules/fuelDump';
import { rebuildable } from './rules/rebuild';
import { arrived } from './rules/markers';
import { combatBegun, disengagePaths, whyNotDisengage } from './rules/disengage';
import { atNight, nightRefusal, partOf, placeNightMarker } from './rules/night';
import { isSetupPhase, phaseKind } from './sequence';
import type { Legal } from '../../core/types';
import type { Action, GameState, Refusal } from './types';

export type { Legal };
import { groupBy } from '../../../shared/groupBy';
import { memo } from '../../../shared/memo';
import { closedArea, corpsSupportRefusal, frozen } from './rules/turnRules';
import { hexesLeft, limitedRange, limitHold } from './rules/hexLimit';
import { unreleased } from './rules/release';
import { abilityClosed } from './rules/skorzeny';
import { cannotBoard } from './rules/trucks';
import { cannotBuild } from './rules/positions';
import { airRefusal } from './rules/air';
import { blocks, entryState } from './rules/blocking';
import { cannotTakePrimeMover } from './rules/primeMovers';
import { cannotBreakDown, cannotRejoin } from './rules/breakdown';

/**
 * What a caller wants listed, for a bot that only ever takes some kinds of action or moves some
 * units (issue 16: the greedy bot moves each unit once). Every action listed is listed as without a
 * scope, in the same order; in a Movement Phase, the kinds, units and targets left out are not
 * worked out at all (elsewhere the kinds are only filtered).
 */
export interface LegalScope {
  /** Only these kinds of action. */
  readonly kinds: ReadonlySet<string>;
  /** Only these units' actions. */
  readonly units: (id: string, u: GameState['units'][string]) => boolean;
  /** Only moves to these hexes (the rest are not checked for stacking, orders, strategic ends). */
  readonly targets?: (id: string, hex: string) => boolean;
  /**
   * For a bot that takes the first listed of the moves worth most (the greedy bot): what a unit's
   * move to a hex is worth, and the most any move of the unit can be worth. A move (or tactical
   * move) is worked out only while it could beat `above` and every move listed before it, so the
   * first of those worth most is listed as without it; a move worth no more than one before it may
   * not be, and a unit whose `most` cannot beat them is not looked at for moves at all.
   */
  readonly best?: BestMove;
  /** Only the first action the scope lists (in a Movement Phase, no unit after its unit is looked at). */
  readonly first?: boolean;
}

/** See LegalScope.best. */
export interface BestMove {
  readonly above: number;
  worth(id: string, hex: string): number;
  most(id: string): number;
}

/**
 * The bar a move must clear to be worked out for a scope's `best`: the most any move listed so far
 * is worth (of the kinds the list keeps), read from the list as it grows.
 */
function bestBar(best: BestMove, actions: readonly Action[], kept: (type: string) => boolean) {
  let seen = 0;
  let bar = best.above;
  const raised = () => {
    for (; seen < actions.length; seen++) {
      const a = actions[seen]!;
      if ((a.type === 'move' || a.type === 'tacticalMove') && kept(a.type)) bar = Math.max(bar, best.worth(a.unit!, a.target!));
    }
    return bar;
  };
  return { beats: (id: string, hex: string) => best.worth(id, hex) > raised(), mayBeat: (id: string) => best.most(id) > raised() };
}

/**
 * The legal actions of the phasing player (rule 4's phase and the pending decision decide which
 * kinds), each one a ready-made action; refused kinds come with their reasons.
 */
export function legalActions(c: Compiled, s: GameState, scope?: LegalScope): Legal {
  const actions: Action[] = [];
  const refused: (Refusal & { type: string; unit?: string })[] = [];
  if (s.ended) return { actions, refused: [{ type: 'any', reason: `the game is over: ${s.ended.reason}` }] };
  const side = s.side;
  if (s.pending?.kind === 'firefight') {
    // 16.2: roll with each unit that may lead (the engine's pick first), or accept Eng.
    const leads = firefightLeads(c, s, s.pending.attackers, s.pending.target);
    if (!leads.length) refused.push({ type: 'chooseFirefight', reason: 'no attacking unit could advance into the defender\'s hex, so none can lead a firefight', rule: '16.2' });
    return { actions: [...leads.map((unit) => ({ type: 'chooseFirefight', side, choice: 'roll', unit })), { type: 'chooseFirefight', side, choice: 'accept' }], refused };
  }
  const choice = pendingChoices(c, s);
  if (choice) return { actions: choice, refused };
  if (s.pending?.kind === 'advance') {
    // Each hex next to each attacker, checked by the action itself (19.1–19.4).
    for (const id of s.pending.attackers) {
      const u = s.units[id]!;
      // 13.5: from off the map, the first hex is the entry hex attacked.
      if ('box' in u.loc) {
        const a = { type: 'advance', side, unit: id, target: s.pending.into };
        const why = advanceAfterCombat(new Draft(c, s), a);
        if (why) refused.push({ type: 'advance', unit: id, ...why });
        else actions.push(a);
        continue;
      }
      if (!('hex' in u.loc)) continue;
      const k = c.ordinal.get(u.loc.hex)!;
      let first: Refusal | undefined;
      for (let j = 0; j < 6; j++) {
        const n = c.nb[k * 6 + j]!;
        if (n < 0) continue;
        const a = { type: 'advance', side, unit: id, target: c.ids[n]! };
        const why = advanceAfterCombat(new Draft(c, s), a);
        if (!why) actions.push(a);
        else if (c.ids[n] === s.pending.into || !first) first = why;
      }
      if (first && !actions.some((a) => a.unit === id)) refused.push({ type: 'advance', unit: id, ...first });
    }
    actions.push({ type: 'endAdvance', side });
    return { actions, refused };
  }
  if (s.pending?.kind === 'breakthrough') {
    const byHex = groupBy(s.pending.units, (id) => (s.units[id]!.loc as { hex?: string }).hex);
    for (const [hex, ids] of byHex) {
      const k = c.ordinal.get(hex)!;
      for (let j = 0; j < 6; j++) {
        const n = c.nb[k * 6 + j]!;
        if (n < 0) continue;
        const a = { type: 'attack', side, units: ids, target: c.ids[n]! };
        const cell = occupancy(c, s).get(n);
        if (!cell || cell.side === side) continue;
        const why = attack(new Draft(c, s), a);
        if (why) refused.push({ type: 'attack', unit: ids[0]!, ...why });
        else actions.push(a);
        // 19.4: the group joins an attack on the same hex by units that have not attacked yet.
        const fresh = occupiedNextTo(c, s, n, side).filter((id) => !ids.includes(id) && !cannotAttack(c, s, id));
        const joined = { ...a, units: [...ids, ...fresh] };
        if (fresh.length && !attack(new Draft(c, s), joined)) actions.push(joined);
      }
    }
    actions.push({ type: 'endBreakthrough', side });
    return { actions, refused };
  }
  const mine = unitsOf(c, s.units, side);
  // Only the kinds of action the ruleset allows in this phase (a night phase has no reinforcements), and the scope asks for.
  const allowed = allowedIn(c, s.phaseId);
  const wants = (type: string) => !scope || scope.kinds.has(type);
  const kept = (type: string) => allowed.has(type) && wants(type);
  const occ = occupancy(c, s);
  const kind = phaseKind(c, s.phaseId);
  if (s.readied && c.ruleset.phases[s.phaseId]?.actions.includes('flipArtillery' as never)) {
    const { eligible, limit } = artilleryToFlip(c, s, side);
    if (s.readied.length < limit) for (const unit of eligible) actions.push({ type: 'flipArtillery', side, unit });
  } else if (kind === 'movement') {
    if (wants('placeNightMarker') && c.ruleset.phases[s.phaseId]?.actions.includes('placeNightMarker' as never) && partOf(c, s) === 'PM') nightMarkers(c, s, actions, refused);
    if (wants('exitMap')) actions.push(...exits(c, s));
    // 34 (optional): each stack's infiltration by an unused Night marker.
    if (wants('infiltrateAtNight')) actions.push(...infiltrations(c, s));
    // 13.4: each entry hex the enemy holds unblocked, with the engine's pick of blockers.
    if (wants('block') && c.ruleset.phases[s.phaseId]?.actions.includes('block' as never)) for (const b of blocks(c, s)) actions.push({ type: 'block', side, units: b.units, target: b.target, ...(b.relieve ? { choice: 'relieve' } : {}) });
    const building = c.ruleset.phases[s.phaseId]?.actions.includes('buildPosition' as never);
    const moving = wants('move') || wants('tacticalMove');
    const bar = scope?.best && bestBar(scope.best, actions, kept);
    const targets = bar ? (id: string, hex: string) => (!scope!.targets || scope!.targets(id, hex)) && bar.beats(id, hex) : scope?.targets;
    // With `first`, done once an action the list keeps is listed.
    const done = () => !!scope?.first && actions.some((a) => kept(a.type));
    for (const [id, u] of mine) {
      if (done()) break;
      if (scope && !scope.units(id, u)) continue;
      if ('arriving' in u.loc || 'box' in u.loc) {
        if (!wants('enterReinforcement') && !wants('placeInBox') && !wants('boardTrucks')) continue;
        if ('arriving' in u.loc && c.turnOrder.indexOf(c.docs.scenario.reinforcements[u.loc.arriving]!.turn) > s.turn) continue;
        const held = 'arriving' in u.loc ? unreleased(c, s, u.loc.arriving) : undefined;
        if (held) {
          refused.push({ type: 'enterReinforcement', unit: id, ...held });
          continue;
        }
        // Each entry hex and box is checked by the action itself, so what is listed is what applies.
        const hexes = !wants('enterReinforcement') ? [] : 'arriving' in u.loc ? entryHexes(c, s, u.loc.arriving) : boxEntryHexes(c, u.loc.box);
        for (const hex of hexes) {
          if (done()) break;
          const a: Action = { type: 'enterReinforcement', side, unit: id, target: hex };
          const plan = entryPlan(c, s, a);
          if ('reason' in plan) {
            refused.push({ type: a.type, unit: id, reason: plan.reason, ...(plan.rule ? { rule: plan.rule } : {}) });
            continue;
          }
          actions.push(a);
          // 13.1: where it may enter, also by strategic (12.1, 12.6 on trucks) or extended movement (11.2).
          for (const mode of entryModes(c, s, id, hex)) actions.push({ ...a, mode });
        }
        for (const box of wants('placeInBox') ? boxMoves(c, s, id) : []) {
          const a: Action = { type: 'placeInBox', side, unit: id, target: box };
          const why = placeInBox(new Draft(c, s), a);
          if (why) refused.push({ type: a.type, unit: id, ...why });
          else actions.push(a);
        }
        // 12.6: an Allied infantry unit in a box may board trucks there.
        if ('box' in u.loc && wants('boardTrucks') && !cannotBoard(c, s, id)) actions.push({ type: 'boardTrucks', side, unit: id });
        continue;
      }
      if (!('hex' in u.loc)) continue;
      // 26: a regiment or combat command may form a breakdown unit before it moves (Eng or not); one may rejoin its parent.
      if (wants('breakDown') && !cannotBreakDown(c, s, id)) actions.push({ type: 'breakDown', side, unit: id });
      if (wants('rejoin') && u.parent && !cannotRejoin(c, s, id)) actions.push({ type: 'rejoin', side, unit: id });
      if (u.digging) continue; // 15.8: it stays put; its own action says why if asked
      if (u.engaged || (u.replaced && partOf(c, s) === 'AM')) {
        refused.push({ type: 'move', unit: id, ...(u.engaged ? { reason: `${c.units.get(id)!.name} is engaged (Eng) and cannot move`, rule: '16.5' } : { reason: `${c.units.get(id)!.name} took a replacement last night: it cannot move this AM Movement Phase`, rule: '25.2' }) });
        continue;
      }
      // 22.3: German artillery moves with a prime mover of its army.
      if (wants('takePrimeMover') && c.units.get(id)!.tags.has('needsPrimeMover') && !cannotTakePrimeMover(c, s, id)) actions.push({ type: 'takePrimeMover', side, unit: id });
      // 15.8: a unit that stays put may start an improved position (red-box units too: they do not move).
      if (building && wants('buildPosition') && !cannotBuild(c, s, id)) actions.push({ type: 'buildPosition', side, unit: id });
      if (!moving && !wants('boardTrucks')) continue;
      const held = frozen(c, s, id) ?? limitHold(c, s, id);
      if (held) {
        refused.push({ type: 'move', unit: id, ...held });
        continue;
      }
      const night = nightRefusal(c, s, id, 'move');
      if (night) {
        if (atNight(c, s)) continue; // only the marked stacks act at night: no need to list every other unit
        refused.push({ type: 'move', unit: id, ...night });
        continue;
      }
      // Disrupted, routed (18.2) and out-of-supply (23.4) units move only tactically.
      const why = u.status !== 'normal' ? { reason: `${c.units.get(id)!.name} is ${u.status}: tactical movement only`, rule: '18.2' } : u.oos ? { reason: `${c.units.get(id)!.name} is out of supply: tactical movement only`, rule: '23.4' } : undefined;
      if (why) {
        if (!u.moved && wants('tacticalMove') && (!bar || bar.mayBeat(id))) for (const [hex, path] of tacticalTargets(c, s, id)) if ((!targets || targets(id, hex)) && path.length - 1 <= hexesLeft(c, s, id) && !overstacked(c, s, hex, id) && !orderRefusal(c, s, id, hex)) actions.push({ type: 'tacticalMove', side, unit: id, target: hex });
        refused.push({ type: 'move', unit: id, ...why });
        continue;
      }
      if (wants('boardTrucks') && !cannotBoard(c, s, id)) actions.push({ type: 'boardTrucks', side, unit: id });
      if (wants('move') && (!bar || bar.mayBeat(id))) moves(c, s, id, actions, targets);
    }
  } else if (isSetupPhase(c, s.phaseId)) {
    // 3.4: each starting unit in each hex of its setup area it may be placed in.
    setUpActions(c, s, actions, refused);
  } else if (s.points) {
    const r = replacements(c, s);
    actions.push(...r.actions);
    refused.push(...r.refused);
  } else if (s.phaseId === 'traffic') {
    trafficActions(c, s, actions, refused, wants, !!scope?.first);
  } else if (c.ruleset.phases[s.phaseId]?.actions.includes('rebuildBridge' as never)) {
    // 7.3, 7.9: each bridge the player may try to blow (with the unit the engine would send), each it may rebuild.
    for (const b of blowable(c, s, side)) actions.push({ type: 'blowBridge', side, hexside: b.hexside, unit: b.unit });
    for (const hexside of rebuildable(c, s, side)) actions.push({ type: 'rebuildBridge', side, hexside });
    // 32.3: the Allies' try at a revealed fuel dump with a German unit next to it.
    if (s.dump && !whyNotDestroy(c, s, side)) actions.push({ type: 'destroyFuelDump', side });
    if (!arrived(c, s, 'bridgeBlown', side)) refused.push({ type: 'blowBridge', reason: `no bridge may be blown before ${c.ruleset.markerTypes?.bridgeBlown?.from?.[side]} (the first day, its night included)`, rule: '7.7' });
  } else if (kind === 'combat') {
    // 20: disengagement first, for each unit that may try; 26: a breakdown unit formed before.
    if (wants('disengage') && !combatBegun(c, s)) for (const [id] of mine) if (!whyNotDisengage(c, s, id, false)) actions.push({ type: 'disengage', side, unit: id });
    if (wants('breakDown')) for (const [id] of mine) if (!cannotBreakDown(c, s, id)) actions.push({ type: 'breakDown', side, unit: id });
    const targets = new Map<string, string[]>();
    for (const [id, u] of mine) {
      if (!('hex' in u.loc)) continue;
      const bad = cannotAttack(c, s, id);
      const k = c.ordinal.get(u.loc.hex)!;
      for (let j = 0; j < 6; j++) {
        const n = c.nb[k * 6 + j]!;
        if (n < 0) continue;
        const hex = c.ids[n]!;
        const cell = occ.get(n);
        if (!cell || cell.side === side || cell.units.every((eid) => s.units[eid]!.defended)) continue;
        if (bad) {
          refused.push({ type: 'attack', unit: id, ...bad });
          continue;
        }
        if ((c.side[k * 6 + j] ?? []).some((f) => c.ruleset.hexsideTypes?.[f]?.attack === 'prohibited')) {
          refused.push({ type: 'attack', unit: id, reason: `no combat across the lake hexside into ${hex}`, rule: 'TEC' });
          continue;
        }
        const closed = closedArea(c, s, id, hex);
        if (closed) {
          refused.push({ type: 'attack', unit: id, ...closed });
          continue;
        }
        targets.set(hex, [...(targets.get(hex) ?? []), id]);
      }
    }
    const grounded = airRefusal(c, s);
    offMapAttacks(c, s, actions, !grounded);
    for (const [hex, all] of targets) {
      // 27.3: units that may not attack together (British and US) make attacks of their own.
      for (const ids of attackParties(c, all)) {
        // The strongest legal group: at most two divisions (14.3), by total attack.
        const byDiv = groupBy(ids, (id) => divisionOf(c, s, id));
        const divs = [...byDiv.values()].sort((a, b) => b.length - a.length).slice(0, c.ruleset.values?.maxDivisionsPerAttack?.value ?? 2);
        actions.push({ type: 'attack', side, units: divs.flat(), target: hex });
        // 27.1: the same attack by surprise, while 150 Pz Bde is undetected.
        if (divs.flat().some((id) => !abilityClosed(c, s, id))) actions.push({ type: 'attack', side, units: divs.flat(), target: hex, mode: 'surprise' });
        // 15.6: the same attack with a ground-support air marker.
        if (!grounded) actions.push({ type: 'attack', side, units: divs.flat(), target: hex, mode: 'air' });
        // The same attack with the artillery that could support it (22.7).
        const guns = supportFor(c, s, side, hex).filter((g) => !corpsSupportRefusal(c, s, g, divs.flat()) && !artilleryNationalityRefusal(c, g, divs.flat())).slice(0, maxSupport(c));
        if (guns.length) actions.push({ type: 'attack', side, units: [...divs.flat(), ...guns], target: hex });
        for (const id of ids) if (dirIndex(c.nb, c.ordinal.get((s.units[id]!.loc as { hex: string }).hex)!, c.ordinal.get(hex)!) >= 0 && ids.length > 1) actions.push({ type: 'attack', side, units: [id], target: hex });
      }
    }
  }
  // 27.8: a unit bound by its order moves before the Movement Phase ends.
  const unmet = kind === 'movement' ? orderUnmet(c, s) : undefined;
  if (unmet) refused.push({ type: 'endPhase', ...unmet });
  else actions.push({ type: 'endPhase', side });
  const listed = actions.filter((a) => kept(a.type));
  return { actions: scope?.first ? listed.slice(0, 1) : listed, refused };
}

/**
 * 13.5: for each enemy-held entry hex of the side's boxes, the strongest attack from off the map the
 * engine finds (units taken by attack strength while the attack stays legal), alone, with air
 * support and with the artillery that could support it; each checked by the action itself.
 */
function offMapAttacks(c: Compiled, s: GameState, actions: Action[], air: boolean): void {
  const side = s.side;
  for (const [box, b] of Object.entries(c.map.offMapBoxes ?? {})) {
    if (b.side && b.side !== side) continue;
    for (const hex of boxEntryHexes(c, box)) {
      if (entryState(c, s, hex, side) !== 'blocked') continue; // no enemy there, or not blocked yet (13.5)
      const units = offMapAttackers(c, s, hex).filter((id) => !cannotAttack(c, s, id, false, true) && !c.units.get(id)!.tags.has('artillery'));
      if (!units.length) continue;
      const strength = (id: string) => faceOf(c.units.get(id)!, s.units[id]!.steps).attack ?? 0;
      const group: string[] = [];
      for (const id of units.sort((x, y) => strength(y) - strength(x) || compareText(x, y))) if (!attackFromOffMap(new Draft(c, s), { type: 'attackFromOffMap', side, units: [...group, id], target: hex })) group.push(id);
      if (!group.length) continue;
      const a: Action = { type: 'attackFromOffMap', side, units: group, target: hex };
      actions.push(a);
      if (air) actions.push({ ...a, mode: 'air' });
      const guns = supportFor(c, s, side, hex, box).slice(0, maxSupport(c));
      if (guns.length) actions.push({ ...a, units: [...group, ...guns] });
    }
  }
}

/**
 * The choices a combat result or an attack waits for, each an action of the player who makes it
 * (the state's side is theirs until then), the engine's pick first: which unit loses a step
 * (16.3), where a unit retreats (17.1), which artillery the defender commits (22.8).
 */
function pendingChoices(c: Compiled, s: GameState): Action[] | undefined {
  const p = s.pending;
  const side = s.side;
  if (p?.kind === 'loss') return p.candidates.map((unit) => ({ type: 'chooseLoss', side, unit }));
  if (p?.kind === 'retreat') {
    const o = retreatOptions(c, s, p.unit, p.hexes, true);
    return 'paths' in o ? o.paths.map((path) => ({ type: 'retreat', side, unit: p.unit, target: path[path.length - 1]!, path })) : [];
  }
  if (p?.kind === 'defensiveSupport') {
    const guns = supportFor(c, s, side, p.attack.target);
    const most = guns.slice(0, maxSupport(c));
    const singles = most.length > 1 ? guns.map((g) => [g]) : [];
    return [most, ...singles, []].map((units) => ({ type: 'supportArtillery', side, units }));
  }
  if (p?.kind === 'demolition') return [...p.hexsides.map((hexside) => ({ type: 'blowBridge', side, hexside })), { type: 'blowBridge', side, choice: 'none' }];
  if (p?.kind === 'callOff') return [{ type: 'callOff', side, choice: 'attack' }, { type: 'callOff', side, choice: 'cancel' }];
  if (p?.kind === 'overstack') return p.candidates.map((unit) => ({ type: 'eliminate', side, unit }));
  if (p?.kind === 'hold') return [...p.leads.map((unit) => ({ type: 'hold', side, choice: 'hold', unit })), { type: 'hold', side, choice: 'retreat' }];
  if (p?.kind === 'counterAttack') return [{ type: 'counterAttack', side, choice: p.reenter ? 'reenter' : 'attack', units: [...p.units], target: p.target }, { type: 'counterAttack', side, choice: 'decline', target: p.target }];
  if (p?.kind === 'recon') return [{ type: 'reconResult', side, choice: 'engaged', unit: p.unit }, { type: 'reconResult', side, choice: 'retreat', unit: p.unit }];
  if (p?.kind === 'advantage') return [...p.hexes.map((target) => ({ type: 'placeAdvantage', side, target })), { type: 'placeAdvantage', side, choice: 'decline' }];
  if (p?.kind === 'disengage') return disengagePaths(c, s, p.unit, p.disrupt).map((path) => ({ type: 'retreat', side, unit: p.unit, target: path[path.length - 1]!, path }));
  if (p?.kind === 'fuel') return p.options.map((choice) => ({ type: 'chooseFuel', side, choice }));
  // 32.3: try to destroy the attacked dump (the engine's pick: nothing is lost by trying), or not.
  if (p?.kind === 'fuelDump') return [{ type: 'destroyFuelDump', side, choice: 'try' }, { type: 'destroyFuelDump', side, choice: 'none' }];
  return undefined;
}

/**
 * 24.5, 24.8: where each traffic marker and roadblock may go, the engine's pick first (traffic
 * markers on roads two hexes ahead of the enemy, where they cost him most); a refusal said once.
 */
function trafficActions(c: Compiled, s: GameState, actions: Action[], refused: (Refusal & { type: string; unit?: string })[], wants: (type: string) => boolean, first: boolean): void {
  const side = s.side;
  if (wants('placeTraffic')) {
    const enemy = enemyDistances(c, s, side);
    const road = (k: number) => [0, 1, 2, 3, 4, 5].some((j) => c.road[k * 6 + j]! >= 0);
    const closed = trafficClosed(c, s, side);
    if (closed) refused.push({ type: 'placeTraffic', ...closed });
    const spots = trafficSpots(c, s, side).map((k) => ({ k, rank: (enemy[k]! < 0 ? 1000 : Math.abs(enemy[k]! - 2) * 2) + (road(k) ? 0 : 1) }));
    // By rank, in the map's order among equals (a stable sort): the first alone is the lowest rank met first.
    const listed = first ? spots.reduce<typeof spots>((low, p) => (!low.length || p.rank < low[0]!.rank ? [p] : low), []) : spots.sort((a, b) => a.rank - b.rank);
    for (const p of listed) actions.push({ type: 'placeTraffic', side, target: c.ids[p.k]! });
    if (first && actions.length) return;
  }
  if (!wants('placeRoadblock')) return;
  const placed = Object.entries(s.roadblocks).filter(([, sd]) => sd === side).map(([h]) => h);
  for (const from of [undefined, ...placed]) {
    const found = roadblockSpots(c, s, side, from);
    for (const k of found) actions.push({ type: 'placeRoadblock', side, target: c.ids[k]!, ...(from ? { from } : {}) });
    if (!found.length) refused.push({ type: 'placeRoadblock', ...(roadblockClosed(c, s, side, from) ?? { reason: `no road hex meets the roadblock rules${from ? ` for the roadblock at ${from}` : ''}`, rule: '24.8' }) });
    if (first && actions.length) return;
  }
}

/** Hexes from the nearest enemy unit, kept while no unit moves (a Traffic Phase places markers only). */
const distances = new WeakMap<object, Map<string, Int16Array>>();
function enemyDistances(c: Compiled, s: GameState, side: string): Int16Array {
  return memo(memo(distances, s.units, () => new Map()), side, () => hexesFrom(c, [...occupancy(c, s)].filter(([, cell]) => cell.side !== side).map(([k]) => k), 1000));
}

/** Night markers the player may place or take off (25.3), one action per stack, checked by the action. */
function nightMarkers(c: Compiled, s: GameState, actions: Action[], refused: (Refusal & { type: string; unit?: string })[]): void {
  for (const [k, cell] of [...occupancy(c, s)].sort(([a], [b]) => a - b)) {
    if (cell.side !== s.side) continue;
    const marked = cell.units.some((id) => s.units[id]!.night);
    const a: Action = { type: 'placeNightMarker', side: s.side, target: c.ids[k]!, ...(marked ? { choice: 'remove' } : {}) };
    const why = placeNightMarker(new Draft(c, s), a);
    if (!why) actions.push(a);
    else if (/at most/.test(why.reason)) {
      refused.push({ type: 'placeNightMarker', ...why });
      return;
    }
  }
}

/**
 * A unit's moves in the Movement Phase. A unit on its way by strategic (12) or extended (11.2)
 * movement goes on by it; others move normally, or begin strategic movement (mechanized) or
 * extended movement (the rest) to the hexes only that reaches; Ready MA-1 artillery may shift a
 * hex (22.2).
 */
function moves(c: Compiled, s: GameState, id: string, actions: Action[], wanted?: LegalScope['targets']): void {
  const side = s.side;
  const u = s.units[id]!;
  const info = c.units.get(id)!;
  const going = modeOf(s, id);
  const occ = occupancy(c, s);
  // A unit alone in a hex is never overstacked (8): the stacking check is for hexes with units in them.
  const alone = fitsAlone(c, s, id);
  // 13.2: a unit on its arrival turn may be limited in hexes.
  const far = hexesLeft(c, s, id);
  // Where a move may end (27.8: a unit under an order ends its moves in its sector).
  const end: MoveEnd = { c, s, id, side: info.side, occ, alone, far, bound: !!s.orders?.[id]?.bound, wanted };
  const other: MoveMode | undefined = going !== 'normal' ? going : u.moved ? undefined : info.tags.has('mechanized') || u.trucks ? (cannotMoveStrategically(c, s, id) ? undefined : 'strategic') : 'extended';
  const wider = other ? rangeOf(c, s, id, other, far) : [];
  // Extended movement only adds MP, so one search serves both: a hex is in normal reach when the
  // extended move gets there with the bonus still unspent.
  const bonus = c.ruleset.values?.extendedMovementBonus?.value ?? 2;
  const shared = going === 'normal' && other === 'extended' && far === Infinity;
  const normal = going !== 'normal' ? [] : shared ? wider.filter((r) => r.mpLeft >= bonus) : rangeOf(c, s, id, 'normal', far);
  for (const r of normal) if (fitsEnd(end, r.hex, 'normal', r.path)) actions.push({ type: 'move', side, unit: id, target: r.hex });
  // The wider mode's hexes that normal movement does not reach (one search: those it reaches with the bonus spent).
  const near = shared ? undefined : hexesOf(normal);
  for (const r of wider) if (!(near ? near.has(r.hex) : r.mpLeft >= bonus) && fitsEnd(end, r.hex, other!, r.path)) actions.push({ type: 'move', side, unit: id, target: r.hex, ...(going === other ? {} : { mode: other }) });
  // 27.1: 150 Pz Bde, while undetected, may infiltrate to hexes beyond an enemy ZOC.
  if (going === 'normal' && !abilityClosed(c, s, id)) {
    const seen = new Set([...normal.map((r) => r.hex), ...wider.map((r) => r.hex)]);
    for (const r of movementRange(c, s, id, 'infiltration')) if (!seen.has(r.hex) && fitsEnd(end, r.hex, 'normal', r.path)) actions.push({ type: 'move', side, unit: id, target: r.hex, mode: 'infiltration' });
  }
  for (const hex of normal.length ? [] : fireShifts(c, s, id)) if ((!wanted || wanted(id, hex)) && !overstacked(c, s, hex, id)) actions.push({ type: 'move', side, unit: id, target: hex });
}

/** What decides where a unit may end a move (`moves`), made once per unit. */
interface MoveEnd {
  readonly c: Compiled;
  readonly s: GameState;
  readonly id: string;
  readonly side: string;
  readonly occ: ReturnType<typeof occupancy>;
  /** The unit is never overstacked alone (8). */
  readonly alone: boolean;
  /** The hexes it may still move (13.2), Infinity when unlimited. */
  readonly far: number;
  /** Bound by an order to end in its sector (27.8). */
  readonly bound: boolean;
  readonly wanted?: LegalScope['targets'];
}

/** Whether a unit may end a move of this mode in a hex by this path: its hex limit, order, stacking (8), and the mode's own end rule (12, 11.2). */
function fitsEnd(e: MoveEnd, hex: string, mode: MoveMode, path: readonly string[]): boolean {
  const { c, s, id } = e;
  if ((e.wanted && !e.wanted(id, hex)) || path.length - 1 > e.far || (e.bound && orderRefusal(c, s, id, hex))) return false;
  const k = c.ordinal.get(hex)!;
  if ((!e.alone || e.occ.has(k)) && overstacked(c, s, hex, id)) return false;
  return (mode !== 'strategic' || !strategicEnd(c, s, id, hex)) && (mode !== 'extended' || !nextToEnemy(c, e.occ, k, e.side));
}

/** 13.2, 27.6: a unit limited in hexes is offered every hex within the limit, by a short route; others their whole range. */
function rangeOf(c: Compiled, s: GameState, id: string, mode: MoveMode, far: number): readonly Reach[] {
  return far < Infinity ? limitedRange(c, s, id, mode, far) : movementRange(c, s, id, mode);
}

/** The kinds of action a phase allows, by phase. */
const allowedCache = new WeakMap<Compiled, Map<string, ReadonlySet<string>>>();
const allowedIn = (c: Compiled, phaseId: string): ReadonlySet<string> => memo(memo(allowedCache, c, () => new Map()), phaseId, () => new Set<string>(c.ruleset.phases[phaseId]?.actions ?? []));

/** A side's units with their states, in the record's order: kept by the units record, which a state shares until a unit changes. */
const sideUnits = new WeakMap<GameState['units'], Map<string, readonly (readonly [string, GameState['units'][string]])[]>>();
const unitsOf = (c: Compiled, units: GameState['units'], side: string) => memo(memo(sideUnits, units, () => new Map()), side, () => Object.entries(units).filter(([id]) => c.units.get(id)!.side === side));

/** The hexes of a range, kept with it (ranges are cached for the phase, so a unit's set is made once). */
const rangeHexes = new WeakMap<readonly Reach[], ReadonlySet<string>>();
const hexesOf = (range: readonly Reach[]): ReadonlySet<string> => memo(rangeHexes, range, () => new Set(range.map((r) => r.hex)));

/** The units of a side next to hex n (in the six hexes around it). */
function occupiedNextTo(c: Compiled, s: GameState, n: number, side: string): string[] {
  const occ = occupancy(c, s);
  return around(c, n).slice(1).flatMap((m) => (occ.get(m)?.side === side ? occ.get(m)!.units : []));
}
