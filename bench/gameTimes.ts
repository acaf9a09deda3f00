/** What both engine benches share: a row of figures, and each action of a game timed from its real predecessor. */
import { applyAction, type Action, type CoreCompiled, type CoreState } from '../src/engine';
import { judge } from './verdicts';

export const row = (label: string, r: { median: number; p95: number }, target?: number) =>
  console.log(`${label.padEnd(58)} median ${r.median.toFixed(3).padStart(9)} ms   p95 ${r.p95.toFixed(3).padStart(9)} ms${target === undefined ? '' : `   target ≤ ${target} ms: ${judge(label, r.median, r.p95, target)}`}`);

/**
 * Every state of a game's log from its first, and the time of each action applied to its
 * predecessor as play applies it: the predecessor just made, its derived views (occupancy, ZOC,
 * supply) as play leaves them. After a first pass to warm the engine up. Then the same actions
 * again, each to its predecessor kept since: the engine keeps derived views for the last few states
 * only, so these rebuild them (a viewer's jump to an old state; printed beside the row, not judged).
 */
export function timeEachAction<S extends CoreState>(c: CoreCompiled, first: S, log: readonly Action[]): { states: S[]; median: number; p95: number; cold: { median: number; p95: number } } {
  const chain = (timed: number[] | undefined) => {
    const states: S[] = [first];
    for (const a of log) {
      const t = performance.now();
      const r = applyAction({ compiled: c, state: states[states.length - 1]! }, a);
      timed?.push(performance.now() - t);
      if (!r.ok) throw new Error(r.error.reason);
      states.push(r.state as S);
    }
    return states;
  };
  chain(undefined);
  const times: number[] = [];
  const states = chain(times);
  const cold: number[] = [];
  for (let i = 0; i < log.length; i++) {
    const t = performance.now();
    applyAction({ compiled: c, state: states[i]! }, log[i]!);
    cold.push(performance.now() - t);
  }
  return { states, ...spread(times), cold: spread(cold) };
}

/** The median and 95th percentile of some times. */
function spread(times: readonly number[]): { median: number; p95: number } {
  const sorted = [...times].sort((a, b) => a - b);
  return { median: sorted[sorted.length >> 1]!, p95: sorted[Math.floor(sorted.length * 0.95)]! };
}
