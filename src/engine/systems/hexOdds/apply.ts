import { exitMap } from './actions/exit';
import { advanceAfterCombat, endAdvance, endBreakthrough } from './actions/advance';
import { placeInBox } from './actions/boxes';
import { attack, attackFromOffMap, chooseCallOff, chooseDemolition, chooseDumpDestruction, chooseFirefight, counterAttack, supportArtillery } from './actions/combat';
import { blowBridge } from './rules/demolition';
import { rebuildBridge } from './rules/rebuild';
import { flipArtillery } from './rules/artillerySupply';
import { chooseFuel } from './rules/fuel';
import { placeRoadblock, placeTraffic } from './rules/traffic';
import { replace } from './rules/replacement';
import { chooseDisengage, disengage } from './rules/disengage';
import { placeAdvantage } from './rules/advantage';
import { chooseHold } from './rules/hold';
import { chooseRecon } from './rules/recon';
import { eliminateOverstack } from './rules/overstack';
import { chooseLoss, chooseRetreat } from './rules/results';
import { move, tacticalMove } from './actions/movement';
import { enter } from './actions/enter';
import { block } from './rules/blocking';
import type { Compiled } from './compile';
import { Draft } from './draft';
import { CHECK_INVARIANTS } from '../../core/invariants';
import { checkInvariants } from './invariants';
import { placeNightMarker } from './rules/night';
import { boardTrucks } from './rules/trucks';
import { buildPosition } from './rules/positions';
import { afterCombatAction, chooseCounterAttack } from './rules/counter';
import { phaseKind } from './sequence';
import { orderUnmet } from './rules/sectorOrder';
import { infiltrateAtNight } from './rules/nightInfiltration';
import { takePrimeMover } from './rules/primeMovers';
import { breakDown, rejoin } from './rules/breakdown';
import { destroyFuelDump, watchDump } from './rules/fuelDump';
import { advance } from './phases';
import { setUp } from './rules/playerSetup';
import type { Action, Applied, GameState, Refusal } from './types';

type Handler = (d: Draft, a: Action) => Refusal | undefined;

/** Which actions each player phase allows (the ruleset lists them; the module plays these). */
const HANDLERS: Record<string, Handler> = {
  move,
  tacticalMove,
  enterReinforcement: enter,
  attack,
  attackFromOffMap,
  placeNightMarker,
  placeInBox,
  boardTrucks,
  block,
  buildPosition,
  flipArtillery,
  placeTraffic,
  placeRoadblock,
  replace,
  disengage,
  blowBridge,
  rebuildBridge,
  exitMap,
  infiltrateAtNight,
  takePrimeMover,
  breakDown,
  rejoin,
  destroyFuelDump,
  setUp,
};

/** The actions each pending decision takes, by action type. */
const CHOICES: Record<NonNullable<GameState['pending']>['kind'], Record<string, Handler>> = {
  firefight: { chooseFirefight },
  advance: { advance: advanceAfterCombat, endAdvance: (d) => endAdvance(d) },
  breakthrough: { attack, endBreakthrough: (d) => endBreakthrough(d) },
  loss: { chooseLoss: (d, a) => chooseLoss(d, a.unit) },
  retreat: { retreat: (d, a) => chooseRetreat(d, a.target) },
  defensiveSupport: { supportArtillery },
  demolition: { blowBridge: chooseDemolition },
  callOff: { callOff: chooseCallOff },
  disengage: { retreat: chooseDisengage },
  advantage: { placeAdvantage },
  hold: { hold: chooseHold },
  recon: { reconResult: chooseRecon },
  counterAttack: { counterAttack: (d, a) => chooseCounterAttack(d, a, counterAttack) },
  overstack: { eliminate: eliminateOverstack },
  fuel: { chooseFuel },
  fuelDump: { destroyFuelDump: chooseDumpDestruction },
};

/** Decisions inside a procedure the engine runs at a phase's edge: once made, the phase goes on. */
const ENDS_PHASE = new Set<string>(['fuel', 'overstack']);

/** What a pending decision waits for, said when another action comes. */
const WAITING: Record<NonNullable<GameState['pending']>['kind'], Refusal> = {
  firefight: { reason: 'decide the firefight first: accept Eng or roll', rule: '16.2' },
  advance: { reason: 'finish the advance after combat first (advance or end the advance)', rule: '19' },
  breakthrough: { reason: 'make the breakthrough attack or decline it first', rule: '19.4' },
  loss: { reason: 'choose which unit loses the step first', rule: '16.3' },
  retreat: { reason: 'choose where the unit retreats first', rule: '17.1' },
  defensiveSupport: { reason: 'the defender decides on defensive artillery first (commit up to 2 units, or none)', rule: '22.8' },
  demolition: { reason: 'the defender decides first whether to try to blow the bridge the attack crosses', rule: '7.4' },
  callOff: { reason: 'the attacker decides first: go on with the attack across the blown bridge, or call it off', rule: '14.4' },
  fuel: { reason: 'choose the division short of fuel first', rule: '6.5' },
  fuelDump: { reason: 'the Allies decide first whether to try to destroy the fuel dump the attack is made on', rule: '32.3' },
  disengage: { reason: 'choose where the disengaging unit ends first', rule: '20.3' },
  overstack: { reason: 'eliminate units until the overstacked stack is legal first', rule: '8, 17.4' },
  hold: { reason: 'the defender decides first: hold (Hold table) or retreat', rule: '16.7' },
  counterAttack: { reason: 'the defender decides first: counter-attack the hex it held (CA), re-enter it, or decline', rule: '16.7' },
  recon: { reason: 'the lone recon unit\'s owner decides first: take Eng, or retreat 1 hex as DR1', rule: '21.4' },
  advantage: { reason: 'place the Attacker Advantage marker, or decline it, first', rule: '16.6' },
};


/** An action refused, with why. */
const refuse = (error: Refusal): Applied => ({ ok: false, error });

/**
 * Applies one action: a pure function of the state (the input is never changed). A refused action
 * comes back with the reason and the rule; the state stays as it was.
 */
export function applyAction(c: Compiled, s: GameState, a: Action): Applied {
  if (s.ended) return refuse({ reason: `the game is over: ${s.ended.reason}` });
  if (a.side !== undefined && a.side !== s.side) return refuse({ reason: `it is the ${s.side} player's ${s.phaseId} phase, not ${a.side}'s` });
  const d = new Draft(c, s);
  let error: Refusal | undefined;
  let rest: Partial<GameState> = {};
  if (s.pending) {
    const kind = s.pending.kind;
    const handle = Object.hasOwn(CHOICES[kind], a.type) ? CHOICES[kind][a.type] : undefined; // never an inherited key ("toString")
    error = handle ? handle(d, a) : WAITING[kind];
    // A choice that was all its phase waited for (a fuel shortage's division, the last overstack) lets play go on.
    if (!error && !d.pending && ENDS_PHASE.has(kind)) rest = advance(d, { ...s, side: d.side });
  } else if (a.type === 'endPhase') {
    // 27.8: a unit bound by its order moves first.
    error = phaseKind(c, s.phaseId) === 'movement' ? orderUnmet(c, s) : undefined;
    if (!error) rest = advance(d, s);
  } else {
    const allowed = c.ruleset.phases[s.phaseId]?.actions ?? [];
    const type = a.type === 'enter' ? 'enterReinforcement' : a.type;
    const handler = HANDLERS[type];
    if (!handler) error = { reason: `unknown action "${a.type}"` };
    else if (!allowed.includes(type as never)) error = { reason: `${a.type} is not allowed in the ${c.ruleset.phases[s.phaseId]?.name ?? s.phaseId}`, rule: c.ruleset.phases[s.phaseId]?.rule };
    else error = handler(d, a);
    // 25.2: the last point spent ends the side's Replacement Phase.
    if (!error && type === 'replace' && !d.points?.length) rest = advance(d, s);
  }
  if (error) return refuse(error);
  // 15.8, 16.7: positions whose defenders are gone go at once; a Hold CA is offered, or over.
  if (phaseKind(c, s.phaseId) === 'combat') afterCombatAction(d);
  // 32 (optional): a German unit next to a dump site, the guard gone, a capture or a recapture.
  if (d.dump) watchDump(d);
  const next = d.finish(rest);
  if (CHECK_INVARIANTS) checkInvariants(c, next, s, d.changed);
  return { ok: true, state: next, events: d.events };
}
