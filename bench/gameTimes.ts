/** What both engine benches share: a row of figures, and each action of a game timed from its real predecessor. */
import { applyAction, type Action, type CoreCompiled, type CoreState } from '../src/engine';
import { judge } from './verdicts';

export const row = (label: string, r: { median: number; p95: number }, target?: number) =>
  console.log(`${label.padEnd(58)} median ${r.median.toFixed(3).padStart(9)} ms   p95 ${r.p95.toFixed(3).padStart(9)} ms${target === undefined ? '' : `   target ≤ ${target} ms: ${judge(label, r.median, r.p95, target)}`}`);

/** Every state of a game's log from its first, then the time of each action applied to its predecessor. */
export function timeEachAction<S extends CoreState>(c: CoreCompiled, first: S, log: readonly Action[]): { states: S[]; median: number; p95: number } {
  const states: S[] = [first];
  for (const a of log) {
    const r = applyAction({ compiled: c, state: states[states.length - 1]! }, a);
    if (!r.ok) throw new Error(r.error.reason);
    states.push(r.state);
  }
  const times: number[] = [];
  for (let i = 0; i < log.length; i++) {
    const t = performance.now();
    applyAction({ compiled: c, state: states[i]! }, log[i]!);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { states, median: times[times.length >> 1]!, p95: times[Math.floor(times.length * 0.95)]! };
}
