import fs from 'node:fs';
import path from 'node:path';
import { createGame, type Game, type GameDocuments, type GameState } from '../../src/engine';
import { phasesOfTurn } from '../../src/engine/sequence';

const DATA = path.resolve(__dirname, '../../data');
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(DATA, file), 'utf8'));

/** The Ardennes '44 six-turn scenario's documents, as shipped in data/. */
export function ardennesDocs(): GameDocuments {
  return {
    ruleset: read('rules/ardennes44.rules.json'),
    map: read('maps/ardennes44-east.map.json'),
    oob: read('oob/ardennes44.oob.json'),
    scenario: read('scenarios/ardennes44-6turn.scenario.json'),
  };
}

/**
 * A game of the scenario with only the given units on the map (the rest wait off it), in the given
 * side's phase: the book's examples set up a few counters on an otherwise empty map.
 */
export function sandbox(positions: Readonly<Record<string, string>>, at: { side: string; phaseId: string; docs?: GameDocuments; seed?: string }): Game {
  const game = createGame(at.docs ?? ardennesDocs(), { seed: at.seed ?? 'sandbox' });
  const units: Record<string, GameState['units'][string]> = {};
  for (const [id, u] of Object.entries(game.state.units)) units[id] = id in positions ? { ...u, loc: { hex: positions[id]! } } : { ...u, loc: { eliminated: true } };
  for (const [id, hex] of Object.entries(positions)) if (!units[id]) throw new Error(`${id} is not in the scenario (placed at ${hex})`);
  const phase = phasesOfTurn(game.compiled, game.state.turn).findIndex((p) => p.phase === at.phaseId && p.side === at.side);
  return { ...game, state: { ...game.state, units, side: at.side, phaseId: at.phaseId, phase: Math.max(0, phase) } };
}
