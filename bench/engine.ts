/** Engine figures for npm run bench (issue 4 targets printed beside each), measured in one run. */
import { row, timeEachAction } from './gameTimes';
import { timeRuns } from './timeRuns';
import { BOTS, CHECKPOINT_EVERY, legalActions, movementRange, playBots, ReplayCursor, supplyStatus, type Action } from '../src/engine';
import { compile, createGame, replay, type Game, type GameDocuments } from '../tests/engine/hexEngine';

export function engineBench(docs: GameDocuments): void {
  console.log('\nEngine (Ardennes \'44, 6-turn scenario, East map)');
  const c = compile(docs);
  const game = playBots(c, 'bench', { german: BOTS.greedy!, allied: BOTS.random! });
  // Every state of a whole game, to time each action applied from its real predecessor.
  const { states, cold, ...apply } = timeEachAction(c, createGame(docs, { seed: 'bench' }).state, game.log);
  row(`apply one action (${game.log.length} actions of a greedy game)`, apply, 0.07);
  console.log(`  the same, each to its predecessor made long before (its derived views rebuilt): median ${cold.median.toFixed(3)} ms, p95 ${cold.p95.toFixed(3)} ms`);
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
  row(`replay to step ${log.length} (the whole campaign calendar)`, timeRuns(() => replay(long, 'bench-long', log), 11), 100);
  // A viewer's seek: to random steps of the same log, from the checkpoint before each (after the
  // first pass laid them), against a replay from the start to the same steps, interleaved.
  const cursor = new ReplayCursor(long, 'bench-long', log);
  cursor.at(log.length);
  let k = 0;
  const steps = Array.from({ length: 64 }, (_, i) => Math.floor(((i * 7919) % 64) / 64 * log.length) + 1);
  const seek: number[] = [];
  const scratch: number[] = [];
  for (let i = 0; i < 3 * steps.length; i++) {
    const step = steps[k++ % steps.length]!;
    let t = performance.now();
    cursor.at(step);
    seek.push(performance.now() - t);
    if (i % 3) continue; // a third as many from scratch: they are slow
    t = performance.now();
    replay(long, 'bench-long', log, step);
    scratch.push(performance.now() - t);
  }
  const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)]!;
  row(`go to any step of it, checkpoints every ${CHECKPOINT_EVERY} (ReplayCursor)`, { median: med(seek), p95: p95(seek) }, 100);
  console.log(`  the same steps replayed from the start: median ${med(scratch).toFixed(2)} ms; ratio ${(med(scratch) / med(seek)).toFixed(0)}×`);
}
