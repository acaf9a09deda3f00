/**
 * The rules engine's only public entry (DESIGN.md): a pure, deterministic reducer over JSON state.
 * createGame → applyAction → … ; legalActions lists what may be done; replay rebuilds any step.
 */
import type { Compiled } from './compile';
import { describeAction as describe } from './describe';
import { hexOdds } from './hexOdds';
import type { Legal } from './legal';
import { phaseKind as kindOf } from './sequence';
import { registerRulesModule, rulesModuleFor, type CoreCompiled, type CoreState, type RulesModule } from './module';
import { movementRange as range, type Reach } from './rules/movement';
import { attackOdds as odds, type Odds } from './rules/odds';
import { supplyStatus as supply, type SupplyStatus } from './rules/supply';
import { overstacked } from './rules/stacking';
import { occupancy } from './rules/zoc';
import { explainMove } from './rules/why';
import type { Action, Applied, GameDocuments, GameEvent, GameState, Refusal } from './types';

export type { Action, Applied, GameDocuments, GameEvent, GameState, Legal, Odds, Reach, Refusal, SupplyStatus };
export type { Compiled } from './compile';
export { InvariantViolation } from './invariants';
export { BOTS, type Bot } from './bots';
export { playBots, type BotGame } from './playtest';
export { registerRulesModule, systems, type CoreCompiled, type CoreState, type RulesModule } from './module';

// The systems the engine plays. A new one (Tigers in the Mist's area impulses) is a module of its
// own, registered here or by whoever loads it; nothing else in the core changes.
registerRulesModule(hexOdds);

/** The module a compiled game belongs to. */
const moduleOf = <C extends CoreCompiled, S extends CoreState>(c: C) => rulesModuleFor(c.docs.ruleset) as unknown as RulesModule<C, S>;

/** The hex-odds queries below read that module's compiled data and state only. */
const isHexOdds = (game: Game) => moduleOf(game.compiled) === (hexOdds as unknown as RulesModule);

/** Compiles the documents of a game with its system's module (an unknown system is an error saying so). */
export function compile(docs: GameDocuments): Compiled {
  return (rulesModuleFor(docs.ruleset) as unknown as RulesModule<Compiled, GameState>).compile(docs);
}

/** A game: its compiled static data and its current state. */
export interface Game {
  readonly compiled: Compiled;
  readonly state: GameState;
}

/** Starts a game of a scenario with a seed (the same seed and actions give the same game). */
export function createGame(docs: GameDocuments, options: { seed: string }): Game {
  const compiled = compile(docs);
  return { compiled, state: moduleOf<Compiled, GameState>(compiled).initialState(compiled, options.seed) };
}

/** Applies an action; the state given is never changed. */
export function applyAction(game: Game, action: Action): Applied {
  return moduleOf<Compiled, GameState>(game.compiled).apply(game.compiled, game.state, action);
}

/** The legal actions now, with reasons for refused kinds. */
export function legalActions(game: Game): Legal {
  return moduleOf<Compiled, GameState>(game.compiled).legal(game.compiled, game.state);
}

/** The hexes a unit can reach this phase with the MP it has left. */
export function movementRange(game: Game, unitId: string): Reach[] {
  return isHexOdds(game) ? range(game.compiled, game.state, unitId) : [];
}

/** An action in words, as the game stands before it ("2Pz/304 attacks 2020 at 3:1"). */
export function describeAction(game: Game, action: Action): string {
  if (isHexOdds(game)) return describe(game.compiled, game.state, action);
  const who = [action.unit, ...(action.units ?? [])].filter(Boolean).join(', ');
  return `${action.side ?? game.state.side}: ${action.type}${who ? ` with ${who}` : ''}${action.target ? ` at ${action.target}` : ''}`;
}

/** The odds of an attack, with each shift and its reason, before rolling. */
export function attackOdds(game: Game, attackers: readonly string[], target: string): Odds | Refusal {
  return isHexOdds(game) ? odds(game.compiled, game.state, attackers, target) : { reason: `odds are not part of the ${game.compiled.docs.ruleset.system} system` };
}

/** Whether a unit can move to a hex this phase: its reach there, or the rule that stops it (hover text). */
export function whyNotMove(game: Game, unitId: string, hex: string): Reach | Refusal {
  return isHexOdds(game) ? explainMove(game.compiled, game.state, unitId, hex) : { reason: `movement is not part of the ${game.compiled.docs.ruleset.system} system` };
}

/** Whether the current phase is one of movement or of combat (from the actions its ruleset allows). */
export function phaseKind(game: Game): 'movement' | 'combat' | undefined {
  return isHexOdds(game) ? kindOf(game.compiled, game.state.phaseId) : undefined;
}

/** Whether a unit can trace supply now, with the line it traces or why not (rule 23). */
export function supplyStatus(game: Game, unitId: string): SupplyStatus {
  return isHexOdds(game) ? supply(game.compiled, game.state, unitId) : { unit: unitId, inSupply: true, marked: false, surrenderPoints: 0, reason: `supply is not part of the ${game.compiled.docs.ruleset.system} system`, rule: '' };
}

/** A stack the starting setup puts over the ruleset's limits (rule 8): its hex, its units, and why. */
export interface Overstack {
  readonly hex: string;
  readonly units: readonly string[];
  readonly reason: string;
  readonly rule: string;
}

/**
 * The stacks of a game's starting setup that break the ruleset's stacking limits, judged as play
 * judges them (stacking points and units, units that count as one, the combat-group exception).
 */
export function overstackedAtStart(game: Game): Overstack[] {
  if (!isHexOdds(game)) return [];
  return [...occupancy(game.compiled, game.state)].flatMap(([k, cell]) => {
    const hex = game.compiled.ids[k]!;
    const units = [...cell.units].sort();
    const r = overstacked(game.compiled, game.state, hex, units.at(-1)!);
    return r ? [{ hex, units, reason: r.reason, rule: r.rule ?? '8' }] : [];
  });
}

/** Where two games of the same actions part: the action, and what each game made of it. */
export interface Parting {
  /** 1-based. */
  readonly step: number;
  readonly action: Action;
  /** The action in words, as the base stands before it. */
  readonly said: string;
  readonly base: string;
  readonly variant: string;
}

/** What a game made of an action, in a line: its events, or the refusal and its rule. */
function outcome(r: Applied): string {
  if (!r.ok) return `refused: ${r.error.reason}${r.error.rule ? ` (rule ${r.error.rule})` : ''}`;
  return r.events.map((e) => e.text).join('; ') || 'no events';
}

/**
 * Plays the same actions with the same seed on two sets of documents (a scenario and its variant)
 * and says at which action they part: one refuses what the other allows, or the two report
 * different events (other dice, other results). Undefined when they never part; a log the base
 * itself refuses stops there, as the base's refusal.
 */
export function partingOf(base: GameDocuments | Compiled, variant: GameDocuments | Compiled, seed: string, actions: readonly Action[]): Parting | undefined {
  let a: Game = replay(base, seed, []).game;
  let b: Game = replay(variant, seed, []).game;
  for (let i = 0; i < actions.length; i++) {
    const action = actions[i]!;
    const [ra, rb] = [applyAction(a, action), applyAction(b, action)];
    const [oa, ob] = [outcome(ra), outcome(rb)];
    if (oa !== ob || !ra.ok || !rb.ok) return { step: i + 1, action, said: describeAction(a, action), base: oa, variant: ob };
    a = { ...a, state: ra.state };
    b = { ...b, state: rb.state };
  }
  return undefined;
}

/** Replays a log from the start to step `upTo` (all by default); a refused action stops with its reason. */
export function replay(docs: GameDocuments | Compiled, seed: string, log: readonly Action[], upTo = log.length): { game: Game; events: GameEvent[]; error?: { step: number } & Refusal } {
  const compiled = 'docs' in docs ? docs : compile(docs);
  const m = moduleOf<Compiled, GameState>(compiled);
  let state = m.initialState(compiled, seed);
  const events: GameEvent[] = [];
  for (let i = 0; i < Math.min(upTo, log.length); i++) {
    const r = m.apply(compiled, state, log[i]!);
    if (!r.ok) return { game: { compiled, state }, events, error: { step: i, ...r.error } };
    state = r.state;
    events.push(...r.events);
  }
  return { game: { compiled, state }, events };
}
