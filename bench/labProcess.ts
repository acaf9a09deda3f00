/**
 * A process of its own for the lab bench's anchor: it plays the bench's games once untimed, says
 * "ready", then plays them again at each "go" on its standard input and prints what that took.
 * Processes side by side share nothing but the machine, so their rate is the most that cores give.
 * The bench starts it with NODE_ENV=production, as its own games run (no invariant re-check).
 */
import readline from 'node:readline';
import playGame, { type GameTask } from '../src/cli/playtestWorker';

const [root, games] = [process.argv[2]!, Number(process.argv[3])];
const setup = { file: 'data/scenarios/ardennes44-6turn.scenario.json', bots: 'greedy,greedy' };
const task = (i: number): GameTask => ({ setup, cwd: root, seed: `bench-lab-${i}`, keepLog: false });
for (let i = 0; i < games; i++) playGame(task(i));
console.log('ready');
for await (const line of readline.createInterface({ input: process.stdin })) {
  if (line !== 'go') break;
  const cpu0 = process.cpuUsage();
  const t = performance.now();
  for (let i = 0; i < games; i++) playGame(task(i));
  const cpu = process.cpuUsage(cpu0);
  console.log(JSON.stringify({ ms: performance.now() - t, cpu: (cpu.user + cpu.system) / 1000 }));
}
