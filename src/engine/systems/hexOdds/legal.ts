import { RecentCache } from '../../../shared/recentCache';
import { setUpActions } from './rules/playerSetup';
import { orderRefusal, orderUnmet } from './rules/sectorOrder';
import { infiltrations } from './rules/nightInfiltration';
import { advanceAfterCombat } from './actions/advance';
import { exits } from './actions/exit';
import { attack, cannotAttack, divisionOf } from './actions/combat';
import { maxSupport, supportFor } from './rules/artillery';
import { artilleryNationalityRefusal, attackParties } from './rules/nationality';
import { artilleryToFlip } from './rules/artillerySupply';
import { firefightLeads } from './rules/firefight';
import { Draft } from './draft';
import { boxEntryHexes, boxMoves, placeInBox } from './actions/boxes';
import { overstacked, tacticalTargets } from './actions/movement';
import { entryHexes, entryModes, entryPlan } from './actions/enter';
import { around, dirIndex, type Compiled } from './compile';
import { occupancy } from './rules/zoc';
import { replacements } from './rules/replacement';
import { blowable } from './rules/demolition';
import { whyNotDestroy } from './rules/fuelDump';
import { rebuildable } from './rules/rebuild';
import { arrived } from './rules/markers';
import { combatBegun, whyNotDisengage } from './rules/disengage';
import { atNight, nightRefusal, partOf } from './rules/night';
import { isSetupPhase, phaseKind } from './sequence';
import { nightMarkers, offMapAttacks, pendingChoices, trafficActions } from './legalChoices';
import { moves } from './legalMoves';
import type { Legal } from '../../core/types';
import type { Action, GameState, Refusal } from './types';

export type { Legal };
import { groupBy } from '../../../shared/groupBy';
import { memo } from '../../../shared/memo';
import { closedArea, corpsSupportRefusal, frozen } from './rules/turnRules';
import { hexesLeft, limitHold } from './rules/hexLimit';
import { unreleased } from './rules/release';
import { abilityClosed } from './rules/skorzeny';
import { cannotBoard } from './rules/trucks';
import { cannotBuild } from './rules/positions';
import { airRefusal } from './rules/air';
import { blocks } from './rules/blocking';
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

/** The kinds of action a phase allows, by phase. */
const allowedCache = new WeakMap<Compiled, Map<string, ReadonlySet<string>>>();
const allowedIn = (c: Compiled, phaseId: string): ReadonlySet<string> => memo(memo(allowedCache, c, () => new Map()), phaseId, () => new Set<string>(c.ruleset.phases[phaseId]?.actions ?? []));

/** A side's units with their states, in the record's order: kept by the units record, which a state shares until a unit changes. */
const sideUnits = new RecentCache<GameState['units'], Map<string, readonly (readonly [string, GameState['units'][string]])[]>>(8);
const unitsOf = (c: Compiled, units: GameState['units'], side: string) => memo(memo(sideUnits, units, () => new Map()), side, () => Object.entries(units).filter(([id]) => c.units.get(id)!.side === side));

/** The units of a side next to hex n (in the six hexes around it). */
function occupiedNextTo(c: Compiled, s: GameState, n: number, side: string): string[] {
  const occ = occupancy(c, s);
  return around(c, n).slice(1).flatMap((m) => (occ.get(m)?.side === side ? occ.get(m)!.units : []));
}
