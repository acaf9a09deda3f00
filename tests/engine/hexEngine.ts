/**
 * The engine's public entry, typed for hex-odds games: the Ardennes '44 tests read hex state
 * (units on hexes, phases, pending advances), so they create and replay games through these
 * wrappers, which check that the game really is of the hex-odds system.
 */
import { compile as compileAny, createGame as create, isHexCompiled, replay as replayAny, type Action, type Compiled, type GameEvent, type GameState, type HexGame, type Refusal } from '../../src/engine';
import type { GameDocuments as HexDocuments } from '../../src/engine/systems/hexOdds/types';

export * from '../../src/engine';
export type Game = HexGame;
export type GameDocuments = HexDocuments;

function hex(c: ReturnType<typeof compileAny>): Compiled {
  if (!isHexCompiled(c)) throw new Error(`${c.docs.ruleset.system} is not the hex-odds system`);
  return c;
}

export const compile = (docs: GameDocuments): Compiled => hex(compileAny(docs));

export function createGame(docs: GameDocuments, options: { seed: string }): Game {
  const g = create(docs, options);
  return { compiled: hex(g.compiled), state: g.state as GameState };
}

export function replay(docs: GameDocuments | Compiled, seed: string, log: readonly Action[], upTo = log.length): { game: Game; events: GameEvent[]; error?: { step: number } & Refusal } {
  return replayAny<Compiled, GameState>('docs' in docs ? docs : compile(docs), seed, log, upTo);
}
