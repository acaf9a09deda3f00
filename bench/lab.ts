/**
 * The playtest lab's rows (issue 16): a whole Ardennes '44 game greedy against greedy on one thread
 * (target ≥ 100 games a minute a core, that is ≤ 600 ms a game), and the same games on a pool of one
 * worker thread per core, to show how the batch scales with cores (measured side by side); and a game
 * of the lookahead bot on both sides, for its cost against greedy's.
 */
import os from 'node:os';
import path from 'node:path';
import { Piscina } from 'piscina';
import playGame, { type GameTask } from '../src/cli/playtestWorker';
import { row } from './gameTimes';

export async function labBench(root: string): Promise<void> {
  console.log('\nPlaytest lab (Ardennes \'44, 6-turn game, greedy vs greedy)');
  const setup = { file: 'data/scenarios/ardennes44-6turn.scenario.json', bots: 'greedy,greedy' };
  const task = (i: number): GameTask => ({ setup, cwd: root, seed: `bench-lab-${i}`, keepLog: false });
  playGame(task(-1)); // loads and compiles once, as each worker does
  const games = 8;
  const times: number[] = [];
  for (let i = 0; i < games; i++) {
    const t = performance.now();
    playGame(task(i));
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const one = { median: times[games >> 1]!, p95: times[games - 1]! };
  row('a whole game, one thread (≥ 100 games/min/core is ≤ 600 ms)', one, 600);
  console.log(`  = ${(60000 / one.median).toFixed(0)} games a minute a core`);
  // The lookahead bot on both sides: what its playouts cost against greedy's games, no target.
  const looked: number[] = [];
  for (let i = 0; i < 3; i++) {
    const t = performance.now();
    playGame({ ...task(i), setup: { ...setup, bots: 'lookahead,lookahead' } });
    looked.push(performance.now() - t);
  }
  looked.sort((a, b) => a - b);
  row('a whole game, lookahead vs lookahead, one thread', { median: looked[1]!, p95: looked[2]! });
  console.log(`  = ${(60000 / looked[1]!).toFixed(1)} games a minute a core, ${(looked[1]! / one.median).toFixed(1)}× a greedy game's time`);
  const cores = os.availableParallelism();
  const pool = new Piscina({ filename: path.join(root, 'src/cli/playtestWorker.ts'), maxThreads: cores, minThreads: cores });
  try {
    await Promise.all(Array.from({ length: 2 * cores }, (_, i) => pool.run(task(-1 - i)))); // every worker compiled and warm
    const t = performance.now();
    await Promise.all(Array.from({ length: games * cores }, (_, i) => pool.run(task(i % games)))); // each core plays the same games
    const ms = performance.now() - t;
    const perCore = (60000 * games * cores) / ms / cores;
    const alone = times.reduce((a, b) => a + b, 0);
    console.log(`${`the same games, ${cores}× over, on a pool of ${cores} workers`.padEnd(58)} ${(ms / 1000).toFixed(1)} s: ${perCore.toFixed(0)} games/min/core; ${((cores * alone) / ms).toFixed(2)}× one thread's rate (${(alone / 1000).toFixed(1)} s for them) on ${cores} cores`);
  } finally {
    await pool.destroy();
  }
}
