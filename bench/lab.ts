/**
 * The playtest lab's rows (issue 16): a whole Ardennes '44 game greedy against greedy on one thread
 * (target ≥ 100 games a minute a core, that is ≤ 600 ms a game), and the same games on a pool of one
 * worker thread per core, to show how the batch scales with cores (measured side by side); and a game
 * of the lookahead bot on both sides, for its cost against greedy's. The pool's anchor is as many
 * processes side by side playing the same games, handed out as the pool hands them out (one at a time
 * to whichever is free): what the machine's cores give when nothing is shared.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { Piscina } from 'piscina';
import playGame, { type GameTask } from '../src/cli/playtestWorker';
import { row } from './gameTimes';
import { median as mid } from './timeRuns';
import { judgeAtLeast } from './verdicts';

const setup = { file: 'data/scenarios/ardennes44-6turn.scenario.json', bots: 'greedy,greedy' };

/** The bench's game i, greedy against greedy (the pool's, this thread's and labProcess.ts's alike). */
export const labTask = (root: string, i: number): GameTask => ({ setup, cwd: root, seed: `bench-lab-${i}`, keepLog: false });

export async function labBench(root: string): Promise<void> {
  console.log('\nPlaytest lab (Ardennes \'44, 6-turn game, greedy vs greedy)');
  const task = (i: number) => labTask(root, i);
  // The games are played once untimed, here and on each worker, so both are timed warm: V8 compiles
  // and collects on a second thread, so a cold thread also borrows the idle core the pool lacks.
  const games = 8;
  for (let i = 0; i < games; i++) playGame(task(i));
  const cores = os.availableParallelism();
  const pool = new Piscina({ filename: path.join(root, 'src/cli/playtestThread.mjs'), maxThreads: cores, minThreads: cores });
  const batch = () => Promise.all(Array.from({ length: games * cores }, (_, i) => pool.run(task(i % games)))); // each core plays the same games
  const cpuMs = (u: NodeJS.CpuUsage) => (u.user + u.system) / 1000;
  const processes = Array.from({ length: cores }, () => playingProcess(root, games));
  try {
    await Promise.all(processes.map((p) => p.ready));
    await batch(); // every worker compiled and warm
    // One thread and the pool take turns, round by round: this host's speed drifts by half within
    // minutes, so the two are compared within a round, never one measured minutes after the other.
    const onPool = async () => {
      const t = performance.now();
      const poolCpu0 = process.cpuUsage();
      await batch();
      return { ms: performance.now() - t, cpu: cpuMs(process.cpuUsage(poolCpu0)) };
    };
    // The same games as the pool's batch, each to the first process free, as the pool does: a batch
    // ends with one core idle while the other finishes its last game, and the anchor's batch must
    // end the same way (a fixed share each, the same games on every process, would end together).
    const onProcesses = async () => {
      const t = performance.now();
      let next = 0;
      const drain = async (p: (typeof processes)[number]) => {
        while (next < games * cores) await p.play(next++ % games);
      };
      await Promise.all(processes.map(drain));
      return performance.now() - t;
    };
    const times: number[] = [];
    const rounds: { alone: number; cpu: number; pool: number; poolCpu: number; apart: number }[] = [];
    for (let r = 0; r < 4; r++) {
      const cpu0 = process.cpuUsage();
      let alone = 0;
      for (let i = 0; i < games; i++) {
        const t = performance.now();
        playGame(task(i));
        times.push(performance.now() - t);
        alone += times[times.length - 1]!;
      }
      const cpu = cpuMs(process.cpuUsage(cpu0));
      // The pool and the processes take turns going first, so neither always meets the host's drift first.
      const apart = r % 2 ? await onProcesses() : 0;
      const { ms: poolMs, cpu: poolCpu } = await onPool();
      const apartMs = r % 2 ? apart : await onProcesses();
      rounds.push({ alone, cpu, pool: poolMs, poolCpu, apart: apartMs });
    }
    times.sort((a, b) => a - b);
    const one = { median: times[times.length >> 1]!, p95: times[Math.floor(times.length * 0.95)]! };
    row('a whole game, one thread (≥ 100 games/min/core is ≤ 600 ms)', one, 600);
    const used = rounds.reduce((n, r) => n + r.cpu, 0) / rounds.reduce((n, r) => n + r.alone, 0);
    console.log(`  = ${(60000 / one.median).toFixed(0)} games a minute a core; the process used ${used.toFixed(2)} cores meanwhile (V8's compiler and collector threads)`);
    const wall = rounds.map((r) => (cores * r.alone) / r.pool);
    const perCpu = rounds.map((r) => r.cpu / games / (r.poolCpu / (games * cores)));
    const poolMs = mid(rounds.map((r) => r.pool));
    console.log(`${`the same games, ${cores}× over, on a pool of ${cores} workers`.padEnd(58)} ${(poolMs / 1000).toFixed(1)} s: ${((60000 * games) / poolMs).toFixed(0)} games/min/core; ${mid(wall).toFixed(2)}× one thread's rate on ${cores} cores (rounds: ${wall.map((x) => x.toFixed(2)).join(', ')})`);
    // Per CPU second spent (every thread of the process counted), the pool against one thread: 1 is linear.
    console.log(`  games per CPU second, the pool against one thread: ${mid(perCpu).toFixed(2)} of linear (rounds: ${perCpu.map((x) => x.toFixed(2)).join(', ')})`);
    // The anchor: the same games on as many processes side by side, in the same rounds. A pool as fast
    // as they are scales as far as this machine's cores allow (1 = linear here); the target is 0.9.
    const apart = rounds.map((r) => (cores * r.alone) / r.apart);
    const ofApart = rounds.map((r) => r.apart / r.pool);
    console.log(`  anchor: ${cores} processes side by side, ${mid(apart).toFixed(2)}× one thread's rate (rounds: ${apart.map((x) => x.toFixed(2)).join(', ')})`);
    console.log(`${'the pool\'s rate against the processes side by side'.padEnd(58)} ${mid(ofApart).toFixed(2)} (rounds: ${ofApart.map((x) => x.toFixed(2)).join(', ')})   target ≥ 0.9: ${judgeAtLeast('the pool against processes side by side', ofApart, 0.9)}`);
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
  } finally {
    for (const p of processes) p.end();
    await pool.destroy();
  }
}

/** A process playing the bench's games (bench/labProcess.ts), under the same TypeScript loader as this one. */
function playingProcess(root: string, games: number) {
  const child = spawn(process.execPath, [...process.execArgv, path.join(root, 'bench/labProcess.ts'), root, String(games)], { cwd: root, env: { ...process.env, NODE_ENV: 'production' }, stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = readline.createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const next = async () => {
    const r = await lines.next();
    if (r.done) throw new Error('the bench\'s playing process ended early');
    return r.value as string;
  };
  return {
    ready: next(),
    /** Plays the bench's game i; the milliseconds it took, by the process's clock. */
    async play(i: number): Promise<number> {
      child.stdin!.write(`${i}\n`);
      return Number(await next());
    },
    end: () => child.stdin!.end(),
  };
}
