/** Engine figures for npm run bench (issue 4 targets printed beside each), measured in one run. */
import { row, timeEachAction } from './gameTimes';
import { timeRuns } from './timeRuns';
import { BOTS, legalActions, movementRange, playBots, supplyStatus, type Action } from '../src/engine';
import { compile, createGame, replay, type Game, type GameDocuments } from '../tests/engine/hexEngine';

export function engineBench(docs: GameDocuments): void {
  console.log('\nEngine (Ardennes \'44, 6-turn scenario, East map)');
  const c = compile(docs);
  const game = playBots(c, 'bench', { german: BOTS.greedy!, allied: BOTS.random! });
  // Every state of a whole game, to time each action applied from its real predecessor.
  const { states, ...apply } = timeEachAction(c, createGame(docs, { seed: 'bench' }).state, game.log);
  row(`apply one action (${game.log.length} actions of a greedy game)`, apply, 0.07);
  const moveIdx = states.findIndex((s) => s.phaseId === 'movement' && s.turn > states[0]!.turn + 1);
  const moving: Game = { compiled: c, state: states[moveIdx]! };
  const fresh = () => ({ compiled: c, state: { ...moving.state, units: { ...moving.state.units } } });
  row(`legalActions, a movement phase (${legalActions(moving).actions.length} actions)`, timeRuns(() => legalActions(fresh()), 20));
  const unit = Object.keys(moving.state.units).find((id) => c.units.get(id)!.side === moving.state.side && c.units.get(id)!.movementClass === 'mechVehicle' && 'hex' in moving.state.units[id]!.loc)!;
  row(`movementRange, one unit (${unit}, ${movementRange(moving, unit).length} hexes)`, timeRuns(() => movementRange(fresh(), unit), 50), 1);
  // A fresh units record each run, so the supply net is traced anew rather than read from the cache.
  row('supplyStatus, one unit (the side\'s whole supply net traced)', timeRuns(() => supplyStatus(fresh(), unit), 50));
  row('a whole bot-against-bot game (greedy vs random)', timeRuns(() => playBots(c, 'bench-game', { german: BOTS.greedy!, allied: BOTS.random! }), 5), 1000);
  row('a whole game, random vs random', timeRuns(() => playBots(c, 'bench-random', { german: BOTS.random!, allied: BOTS.random! }), 5));
  const long = compile({ ...docs, scenario: { ...docs.scenario, lastTurn: c.turnOrder[c.turnOrder.length - 1]! as typeof docs.scenario.lastTurn } });
  const log: readonly Action[] = playBots(long, 'bench-long', { german: BOTS.random!, allied: BOTS.random! }, 2000).log;
  row(`replay to step ${log.length} (the whole campaign calendar)`, timeRuns(() => replay(long, 'bench-long', log), 5), 100);
}
