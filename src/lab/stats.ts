/**
 * The statistics a playtest batch reports, each with its 95% interval: a designer reads "42% ± 6",
 * never a bare rate from a handful of games. Means, medians and quartiles come from simple-statistics;
 * the intervals are the standard ones, named where they are made.
 */
import { mean, quantileSorted, sampleStandardDeviation } from 'simple-statistics';

/** z for a two-sided 95% interval. */
export const Z95 = 1.959963984540054;

/** A share with its interval. */
export interface Rate {
  readonly k: number;
  readonly n: number;
  readonly p: number;
  readonly lo: number;
  readonly hi: number;
}

/** Wilson's score interval for k successes in n trials: honest near 0% and 100%, where p ± z·se is not. */
export function wilson(k: number, n: number, z = Z95): Rate {
  if (n === 0) return { k, n, p: 0, lo: 0, hi: 1 };
  const p = k / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return { k, n, p, lo: Math.max(0, centre - half), hi: Math.min(1, centre + half) };
}

/** A spread of numbers: median and quartiles, mean with its interval, least and most. */
export interface Spread {
  readonly n: number;
  readonly mean: number;
  readonly lo: number;
  readonly hi: number;
  readonly sd: number;
  readonly median: number;
  readonly q1: number;
  readonly q3: number;
  readonly min: number;
  readonly max: number;
}

/** The spread of `xs`; the mean's interval is mean ± z·sd/√n (the batches are hundreds of games). */
export function spread(xs: readonly number[]): Spread {
  if (!xs.length) return { n: 0, mean: 0, lo: 0, hi: 0, sd: 0, median: 0, q1: 0, q3: 0, min: 0, max: 0 };
  const sorted = [...xs].sort((a, b) => a - b);
  const m = mean(sorted);
  const sd = xs.length > 1 ? sampleStandardDeviation(sorted) : 0;
  const half = (Z95 * sd) / Math.sqrt(xs.length);
  return { n: xs.length, mean: m, lo: m - half, hi: m + half, sd, median: quantileSorted(sorted, 0.5), q1: quantileSorted(sorted, 0.25), q3: quantileSorted(sorted, 0.75), min: sorted[0]!, max: sorted[sorted.length - 1]! };
}

/** A difference (variant minus base) with its 95% interval, and whether the interval leaves out 0. */
export interface Shift {
  readonly diff: number;
  readonly lo: number;
  readonly hi: number;
  /** The interval excludes no change: the shift is more than the games' noise. */
  readonly real: boolean;
}

/**
 * The difference of two rates, b − a, with Newcombe's hybrid score interval (his method 10, built from
 * the two Wilson intervals): it keeps its coverage where the simple Wald interval does not.
 */
export function rateShift(a: Rate, b: Rate): Shift {
  const diff = b.p - a.p;
  const lo = diff - Math.sqrt((b.p - b.lo) ** 2 + (a.hi - a.p) ** 2);
  const hi = diff + Math.sqrt((b.hi - b.p) ** 2 + (a.p - a.lo) ** 2);
  return { diff, lo, hi, real: lo > 0 || hi < 0 };
}

/** The difference of two means, b − a, with the normal (Welch) interval: z·√(sa²/na + sb²/nb). */
export function meanShift(a: Spread, b: Spread): Shift {
  const diff = b.mean - a.mean;
  const se = Math.sqrt((a.n ? a.sd ** 2 / a.n : 0) + (b.n ? b.sd ** 2 / b.n : 0));
  const lo = diff - Z95 * se;
  const hi = diff + Z95 * se;
  return { diff, lo, hi, real: lo > 0 || hi < 0 };
}

/** A rate as a designer reads it: "42% ± 6" when its interval is near even about it, else "0% (0–66%)". */
export function percent(r: Rate): string {
  const pc = (x: number) => (100 * x).toFixed(0);
  const below = r.p - r.lo;
  const above = r.hi - r.p;
  return Math.abs(above - below) < 0.015 ? `${pc(r.p)}% ± ${pc(Math.max(below, above))}` : `${pc(r.p)}% (${pc(r.lo)}–${pc(r.hi)}%)`;
}

/**
 * The difference of two rates measured on the same trials (each game played in both arms, on one
 * seed): b − a over pairs of outcomes, with the Agresti–Min interval (Wald's on the discordant pairs
 * after adding ½ to each of the four cells), far tighter than two independent rates when the arms agree.
 */
export function pairedRateShift(pairs: readonly (readonly [boolean, boolean])[], z = Z95): Shift {
  const n = pairs.length;
  if (!n) return { diff: 0, lo: -1, hi: 1, real: false };
  const up = pairs.filter(([a, b]) => !a && b).length;
  const down = pairs.filter(([a, b]) => a && !b).length;
  const diff = (up - down) / n;
  const [b, c, m] = [up + 0.5, down + 0.5, n + 2];
  const centre = (b - c) / m;
  const half = (z * Math.sqrt(b + c - (b - c) ** 2 / m)) / m;
  const lo = Math.max(-1, centre - half);
  const hi = Math.min(1, centre + half);
  return { diff, lo, hi, real: lo > 0 || hi < 0 };
}

/** The mean of paired differences (variant − base, game by game) with its normal interval. */
export function pairedMeanShift(diffs: readonly number[]): Shift {
  const s = spread(diffs);
  return { diff: s.mean, lo: s.lo, hi: s.hi, real: s.lo > 0 || s.hi < 0 };
}
