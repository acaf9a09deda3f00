/** Engine figures for npm run bench (issue 4 targets printed beside each), measured in one run. */
import { timeRuns } from './timeRuns';
import { applyAction, BOTS, legalActions, movementRange, playBots, supplyStatus, type Action } from '../src/engine';
import { compile, createGame, replay, type Game, type GameDocuments } from '../tests/engine/hexEngine';

const row = (label: string, r: { median: number; p95: number }, target?: number) =>
  console.log(`${label.padEnd(58)} median ${r.median.toFixed(3).padStart(9)} ms   p95 ${r.p95.toFixed(3).padStart(9)} ms${target === undefined ? '' : `   target ≤ ${target} ms: ${r.median <= target ? 'within' : 'OVER'}`}`);

export function engineBench(docs: GameDocuments): void {
  console.log('\nEngine (Ardennes \'44, 6-turn scenario, East map)');
  const c = compile(docs);
  const game = playBots(c, 'bench', { german: BOTS.greedy!, allied: BOTS.random! });
  // Every state of a whole game, to time each action applied from its real predecessor.
  const states = [createGame(docs, { seed: 'bench' }).state];
  for (const a of game.log) {
    const r = applyAction({ compiled: c, state: states[states.length - 1]! }, a);
    if (!r.ok) throw new Error(r.error.reason);
    states.push(r.state);
  }
  const applyTimes: number[] = [];
  for (let i = 0; i < game.log.length; i++) {
    const t = performance.now();
    applyAction({ compiled: c, state: states[i]! }, game.log[i]!);
    applyTimes.push(performance.now() - t);
  }
  applyTimes.sort((a, b) => a - b);
  row(`apply one action (${game.log.length} actions of a greedy game)`, { median: applyTimes[applyTimes.length >> 1]!, p95: applyTimes[Math.floor(applyTimes.length * 0.95)]! }, 0.07);
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
