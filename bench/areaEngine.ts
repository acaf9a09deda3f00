/**
 * Engine figures for Tigers in the Mist (the area-impulse system), printed beside the Ardennes '44
 * rows of bench/engine.ts and measured in the same run: one action, legal actions, whole bot games.
 */
import { BOTS, compile, createGame, legalActions, playBots, type Game, type GameDocuments } from '../src/engine';
import { row, timeEachAction } from './gameTimes';
import { timeRuns } from './timeRuns';

export function areaEngineBench(name: string, docs: GameDocuments): void {
  console.log(`\nEngine (Tigers in the Mist, ${name})`);
  const c = compile(docs);
  const game = playBots(c, 'bench', { german: BOTS.greedy!, allied: BOTS.random! });
  const { states, median, p95 } = timeEachAction(c, createGame(docs, { seed: 'bench' }).state, game.log);
  row(`apply one action (${game.log.length} actions of a greedy game)`, { median, p95 });
  const moving: Game = { compiled: c, state: states[Math.min(states.length - 1, 2)]! };
  row(`legalActions, an impulse's movement (${legalActions(moving).actions.length} actions)`, timeRuns(() => legalActions(moving), 20));
  row('a whole bot-against-bot game (greedy vs random)', timeRuns(() => playBots(c, 'bench-game', { german: BOTS.greedy!, allied: BOTS.random! }), 5));
  row('a whole game, random vs random', timeRuns(() => playBots(c, 'bench-random', { german: BOTS.random!, allied: BOTS.random! }), 5));
}
