import { judge, victoryPhase } from './rules/victory';
import { removeDump, whyNotDestroy } from './rules/fuelDump';
import type { Draft } from './draft';
import { nextToEnemy, occupancy } from './rules/zoc';
import { hasNightStacks, partOf } from './rules/night';
import { supplyPhase } from './rules/surrender';
import { artillerySupplyPhase } from './rules/artillerySupply';
import { fuelShortagePhase } from './rules/fuel';
import { reviewAdvantage } from './rules/advantage';
import { askOverstack } from './rules/overstack';
import { endTraffic, liftRoadblocks, trafficPhase } from './rules/traffic';
import { clearReplacementMarkers, replacementPhase } from './rules/replacement';
import { rollOn } from './rules/tables';
import { anyBlowable } from './rules/demolition';
import { anyRebuildable, completeBridges } from './rules/rebuild';
import { faceOf } from './rules/movement';
import { releaseRolls } from './rules/release';
import { orderRolls } from './rules/sectorOrder';
import { countUnusedMarkers, infiltrationOpen } from './rules/nightInfiltration';
import { dismount } from './rules/trucks';
import { completePositions, dropPositions } from './rules/positions';
import { rollAirMarkers } from './rules/air';
import { closedLines } from './rules/turnRules';
import { hasUnitsToSetUp } from './rules/playerSetup';
import { isSetupPhase, phaseKind, phasesOfTurn } from './sequence';
import type { GameState } from './types';
import type { FactsOf } from '../../core/judgedConditions';

/**
 * Moves to the next phase a player acts in, running the procedures on the way (rally, bridge
 * construction), and ends the game after the scenario's last turn with its victory conditions.
 */
export function advance(d: Draft, s: GameState): Partial<GameState> {
  const c = d.c;
  // 8, 17.4: a side ends its Movement Phase with every stack legal; the owner picks what goes.
  if (phaseKind(c, s.phaseId) === 'movement' && askOverstack(d, s.side)) return {};
  // Leaving a phase the player acted in: what its end does (24.3: the traffic dice).
  if (s.phaseId === 'traffic' && !s.pending) endTraffic(d, s.side);
  if (phaseKind(c, s.phaseId) === 'movement' && !s.pending) {
    dismount(d, s.side);
    dropPositions(d, 'movementEnd'); // 15.8: empty positions go at the end of every Movement Phase
  }
  liftRoadblocks(d);
  d.points = undefined; // 25.2: replacement points do not accumulate
  // 25.2 step 4B: Replacement markers come off at the end of the side's AM Movement Phase.
  if (phaseKind(c, s.phaseId) === 'movement' && partOf(c, s) === 'AM') clearReplacementMarkers(d, s.side);
  let turn = s.turn;
  let phase = s.phase + 1;
  let slots = phasesOfTurn(c, turn);
  for (let guard = 0; guard < 500; guard++) {
    if (phase >= slots.length) {
      if (c.turnOrder[turn] === c.docs.scenario.lastTurn || turn + 1 >= c.turnOrder.length) return { turn, phase: slots.length - 1, ended: judge(c, d.view()) };
      removeDump(d, c.turnOrder[turn]!); // 32.3: the fuel dump goes at the end of 18PM
      turn++;
      phase = 0;
      d.fuel = undefined; // 6.4: a shortage lasts the turn it is rolled in
      slots = phasesOfTurn(c, turn);
      d.log({ type: 'turn', text: `Turn ${c.ruleset.calendar.turns[c.turnOrder[turn]!]!.label}` });
      continue;
    }
    const slot = slots[phase]!;
    // Players act in movement and combat phases (by the actions the ruleset allows); the engine runs the rest.
    const kind = phaseKind(c, slot.phase);
    const night = c.ruleset.calendar.turns[c.turnOrder[turn]!]?.part === 'night';
    // 25.3: a side with no Night markers has no night movement or combat.
    // 34 (optional): a side with a Night marker unused has a night Movement Phase to infiltrate in.
    if (kind && night && slot.side && !hasNightStacks(c, d.view(), slot.side) && !(kind === 'movement' && infiltrationOpen(c, { ...d.view(), turn }, slot.side))) {
      d.log({ type: 'skip', text: `${c.ruleset.sides[slot.side]?.name ?? slot.side} ${c.ruleset.phases[slot.phase]?.name ?? slot.phase}: no Night markers, skipped`, rule: '25.3' });
      phase++;
      continue;
    }
    if (kind) {
      enter(d, slot.phase, kind, night, slot.side ?? '', turn);
      return { turn, phase, side: slot.side ?? 'both', phaseId: slot.phase };
    }
    // A procedure with a player's choice in it (which artillery to flip) waits in its phase.
    // (A choice inside it, such as a fuel shortage's division, belongs to its chooser.)
    d.at({ turn, phase, phaseId: slot.phase });
    const won = victoryPhase(d, turn, slot.phase, slot.side);
    if (won) return { turn, phase, ended: won };
    if (runProcedure(d, turn, slot.phase, slot.side)) return { turn, phase, side: d.pending ? d.side : (slot.side ?? 'both'), phaseId: slot.phase };
    phase++;
  }
  throw new Error('the sequence of play does not reach a player phase');
}

/** Whether a unit of the side is blocking a hex from its box (13.4). */
function hasBlocker(d: Draft, side: string): boolean {
  for (const id in d.units) if (d.units[id]!.blocking && d.c.units.get(id)!.side === side) return true;
  return false;
}

/** Resets at the start of a player phase, changing only the units that need it. */
function enter(d: Draft, phase: string, kind: 'movement' | 'combat', night: boolean, side: string, turn: number): void {
  if (kind === 'combat') reviewAdvantage(d, side, turn);
  // 27.9: release rolls come at the start of a Movement Phase reinforcements may enter in.
  if (kind === 'movement' && d.c.ruleset.phases[phase]?.actions.includes('enterReinforcement' as never)) releaseRolls(d, side, turn);
  // 15.6: the Allies roll for their air markers at the start of their Movement Phase.
  if (kind === 'movement') rollAirMarkers(d, side, turn);
  // 15.8: positions begun in an earlier turn are finished at the start of the side's Movement Phase.
  if (kind === 'movement' && d.positions) completePositions(d, side, turn);
  // 13.4, 13.5: a unit blocking a hex the enemy has left is free in its box again (the hexes looked at
  // only when the side has a blocker: a view of the draft would make its next change copy every unit).
  const occ = kind === 'movement' && hasBlocker(d, side) ? occupancy(d.c, d.view()) : undefined;
  // Every unit is looked at (by key: a phase begins a few hundred times in a long replay).
  const units = d.units;
  for (const id in units) {
    const u = units[id]!;
    const mine = d.c.units.get(id)!.side === side;
    if (occ && mine && u.blocking && (occ.get(d.c.ordinal.get(u.blocking)!)?.side ?? side) === side) d.set(id, { blocking: undefined });
    if (kind === 'movement' && mine && (u.mpUsed || u.moved || u.tactical || u.sm || u.digging || (u.night && !night))) {
      // A day Movement Phase takes off the side's Night markers of the night before (25.3); SM markers come back (12.7).
      // 12.6: a unit on trucks keeps its marker into this phase.
      d.set(id, { mpUsed: 0, moved: false, ...(u.hexesMoved ? { hexesMoved: 0 } : {}), ...(u.tactical ? { tactical: false } : {}), ...(u.extended ? { extended: false } : {}), ...(u.digging ? { digging: false } : {}), ...(u.sm && !u.trucks ? { sm: false } : {}), ...(u.night && !night ? { night: false } : {}) });
    }
    // 16.5 / 20.5: Eng markers on the phasing side come off at the start of its Combat Phase.
    // 20: the units that were Eng may still disengage, even disrupted.
    const engaged = mine && u.engaged;
    if (kind === 'combat' && (u.attacked || u.defended || engaged || u.retreated || u.fromEng || u.disengaged || u.advanced)) d.set(id, { attacked: false, defended: false, ...(engaged ? { engaged: false, fromEng: true } : u.fromEng ? { fromEng: false } : {}), ...(u.retreated ? { retreated: false } : {}), ...(u.disengaged ? { disengaged: false } : {}), ...(u.advanced ? { advanced: false } : {}) });
  }
  // 27.8: an order's roll (9Arm/CCB), once its units' MP are back.
  if (kind === 'movement') orderRolls(d, side, turn);
  // 34: the Night markers left unused, counted as the night Movement Phase begins.
  if (kind === 'movement' && night) countUnusedMarkers(d, side, turn);
  d.log({ type: 'phase', text: `${d.c.ruleset.sides[side]?.name ?? side} ${d.c.ruleset.phases[phase]?.name ?? phase}`, rule: d.c.ruleset.phases[phase]?.rule });
}

/** The procedures of the non-player phases; true when one waits for a player's choice. */
function runProcedure(d: Draft, turn: number, phase: string, side: string | null): boolean {
  if (phase === 'artillerySupply' && side) return artillerySupplyPhase(d, side);
  if (phase === 'fuelShortage' && side) return fuelShortagePhase(d, side);
  if (phase === 'traffic' && side) return trafficPhase(d, side);
  if (phase === 'rally' && side) rally(d, side);
  else if (phase === 'bridge' && side) return bridgePhase(d, side, turn);
  else if (phase === 'supplySurrender' && side) supplyPhase(d, side);
  else if (phase === 'replacement' && side) return replacementPhase(d, side);
  // 3.4: a set-up phase waits for its player when the side has units to place.
  else if (side && isSetupPhase(d.c, phase)) return hasUnitsToSetUp(d.c, d.view(), side);
  return false;
}

/** The facts of a Rally roll (18.4): the unit's morale. */
export const RALLY_FACTS = ['unit.morale'] as const;

/**
 * Rule 18.4: disrupted units not adjacent to an enemy recover, routed ones become disrupted; units
 * adjacent to an enemy roll on the rally table (green +1, elite −1).
 */
function rally(d: Draft, side: string): void {
  const c = d.c;
  const occ = occupancy(c, d.view());
  for (const [id, u] of Object.entries(d.units)) {
    const info = c.units.get(id)!;
    if (info.side !== side || u.status === 'normal' || !('hex' in u.loc || 'box' in u.loc)) continue;
    const better = u.status === 'routed' ? 'disrupted' : 'normal';
    // 11.10: a unit that retreated across a closed army boundary does not rally until back across.
    if (u.acrossLine && closedLines(c, d.view(), side)) {
      d.log({ type: 'rally', text: `${info.name} is across the army boundary: it does not rally`, rule: '11.10' });
      continue;
    }
    // 17.6: a unit that retreated into an off-map box rallies there, far from any enemy.
    const adjacent = 'hex' in u.loc && nextToEnemy(c, occ, c.ordinal.get(u.loc.hex)!, side);
    if (!adjacent) {
      d.set(id, { status: better });
      d.log({ type: 'rally', text: `${info.name} rallies: ${better}`, rule: '18.4' });
      continue;
    }
    const facts: FactsOf<typeof RALLY_FACTS> = { 'unit.morale': faceOf(info, u.steps).morale ?? 'veteran' };
    const r = rollOn(c.ruleset, 'rally', facts, d.rng);
    d.rng = r.rng;
    d.log({ ...r.event, text: `${info.name}: ${r.event.text}` });
    if (r.result.effects.some((e) => e.kind === 'status' && e.improve)) d.set(id, { status: better });
  }
}

/**
 * Rule 7: the Bridge Phase. Work begun in an earlier phase is completed (7.9, 7.10); then the phase
 * waits for the player when a bridge may be blown (7.3) or rebuilt (7.9), else it passes.
 */
function bridgePhase(d: Draft, side: string, turn: number): boolean {
  completeBridges(d, side, turn);
  const s = d.view();
  return anyBlowable(d.c, s, side) || anyRebuildable(d.c, s, side) || !whyNotDestroy(d.c, s, side);
}

