/**
 * The rules engine's only public entry (DESIGN.md): a pure, deterministic reducer over JSON state.
 * createGame → applyAction → … ; legalActions lists what may be done; replay rebuilds any step.
 */
import { applyAction as apply } from './apply';
import { compile, type Compiled } from './compile';
import { legalActions as legal, type Legal } from './legal';
import { movementRange as range, type Reach } from './rules/movement';
import { attackOdds as odds, type Odds } from './rules/odds';
import { supplyStatus as supply, type SupplyStatus } from './rules/supply';
import { initialState } from './setup';
import type { Action, Applied, GameDocuments, GameEvent, GameState, Refusal } from './types';

export type { Action, Applied, GameDocuments, GameEvent, GameState, Legal, Odds, Reach, Refusal, SupplyStatus };
export type { Compiled } from './compile';
export { InvariantViolation } from './invariants';
export { BOTS, type Bot } from './bots';
export { playBots, type BotGame } from './playtest';
export { compile } from './compile';

/** A game: its compiled static data and its current state. */
export interface Game {
  readonly compiled: Compiled;
  readonly state: GameState;
}

/** Starts a game of a scenario with a seed (the same seed and actions give the same game). */
export function createGame(docs: GameDocuments, options: { seed: string }): Game {
  const compiled = compile(docs);
  return { compiled, state: initialState(compiled, options.seed) };
}

/** Applies an action; the state given is never changed. */
export function applyAction(game: Game, action: Action): Applied {
  return apply(game.compiled, game.state, action);
}

/** The legal actions now, with reasons for refused kinds. */
export function legalActions(game: Game): Legal {
  return legal(game.compiled, game.state);
}

/** The hexes a unit can reach this phase with the MP it has left. */
export function movementRange(game: Game, unitId: string): Reach[] {
  return range(game.compiled, game.state, unitId);
}

/** The odds of an attack, with each shift and its reason, before rolling. */
export function attackOdds(game: Game, attackers: readonly string[], target: string): Odds | Refusal {
  return odds(game.compiled, game.state, attackers, target);
}

/** Whether a unit can trace supply now, with the line it traces or why not (rule 23). */
export function supplyStatus(game: Game, unitId: string): SupplyStatus {
  return supply(game.compiled, game.state, unitId);
}

/** Replays a log from the start to step `upTo` (all by default); a refused action stops with its reason. */
export function replay(docs: GameDocuments | Compiled, seed: string, log: readonly Action[], upTo = log.length): { game: Game; events: GameEvent[]; error?: { step: number } & Refusal } {
  const compiled = 'docs' in docs && 'nb' in docs ? docs : compile(docs as GameDocuments);
  let state = initialState(compiled, seed);
  const events: GameEvent[] = [];
  for (let i = 0; i < Math.min(upTo, log.length); i++) {
    const r = apply(compiled, state, log[i]!);
    if (!r.ok) return { game: { compiled, state }, events, error: { step: i, ...r.error } };
    state = r.state;
    events.push(...r.events);
  }
  return { game: { compiled, state }, events };
}
