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
  // The games are played once untimed, here and on each worker, so both are timed warm: V8 compiles
  // and collects on a second thread, so a cold thread also borrows the idle core the pool lacks.
  const games = 8;
  for (let i = 0; i < games; i++) playGame(task(i));
  const times: number[] = [];
  const cpu0 = process.cpuUsage();
  for (let i = 0; i < games; i++) {
    const t = performance.now();
    playGame(task(i));
    times.push(performance.now() - t);
  }
  const cpu = process.cpuUsage(cpu0);
  const alone = times.reduce((a, b) => a + b, 0);
  times.sort((a, b) => a - b);
  const one = { median: times[games >> 1]!, p95: times[games - 1]! };
  row('a whole game, one thread (≥ 100 games/min/core is ≤ 600 ms)', one, 600);
  console.log(`  = ${(60000 / one.median).toFixed(0)} games a minute a core; the process used ${((cpu.user + cpu.system) / 1000 / alone).toFixed(2)} cores meanwhile (V8's compiler and collector threads)`);
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
    const batch = () => Promise.all(Array.from({ length: games * cores }, (_, i) => pool.run(task(i % games)))); // each core plays the same games
    await batch(); // every worker compiled and warm
    const t = performance.now();
    const poolCpu0 = process.cpuUsage();
    await batch();
    const ms = performance.now() - t;
    const poolCpu = process.cpuUsage(poolCpu0);
    const perCore = (60000 * games * cores) / ms / cores;
    console.log(`${`the same games, ${cores}× over, on a pool of ${cores} workers`.padEnd(58)} ${(ms / 1000).toFixed(1)} s: ${perCore.toFixed(0)} games/min/core; ${((cores * alone) / ms).toFixed(2)}× one thread's rate (${(alone / 1000).toFixed(1)} s for them) on ${cores} cores`);
    // Per CPU second spent (every thread of the process counted), the pool against one thread: 1 is linear.
    const cpuMs = (u: NodeJS.CpuUsage) => (u.user + u.system) / 1000;
    console.log(`  games per CPU second: one thread ${((1000 * games) / cpuMs(cpu)).toFixed(2)}, the pool ${((1000 * games * cores) / cpuMs(poolCpu)).toFixed(2)}; ${(cpuMs(cpu) / games / (cpuMs(poolCpu) / (games * cores))).toFixed(2)} of linear`);
  } finally {
    await pool.destroy();
  }
}
