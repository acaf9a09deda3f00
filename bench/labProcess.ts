/**
 * A process of its own for the lab bench's anchor: it plays the bench's games once untimed, says
 * "ready", then plays game i at each line "i" on its standard input and prints the milliseconds it took.
 * Processes side by side share nothing but the machine, so their rate is the most that cores give.
 * The bench starts it with NODE_ENV=production, as its own games run (no invariant re-check).
 */
import readline from 'node:readline';
import playGame from '../src/cli/playtestWorker';
import { labTask } from './lab';

const [root, games] = [process.argv[2]!, Number(process.argv[3])];
const task = (i: number) => labTask(root, i);
for (let i = 0; i < games; i++) playGame(task(i));
console.log('ready');
for await (const line of readline.createInterface({ input: process.stdin })) {
  const i = Number(line);
  if (line === '' || !Number.isInteger(i)) break;
  const t = performance.now();
  playGame(task(i));
  console.log(performance.now() - t);
}
