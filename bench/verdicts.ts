/**
 * The bench's verdicts: every row with a target is judged here, and `npm run bench -- --check`
 * exits non-zero when a row misses its target by more than the noise it measured itself (its p95
 * above its median, or the spread of its tries), so a busy machine does not fail a good build and
 * a real regression is not waved through.
 */
import { median } from './timeRuns';

interface Verdict {
  readonly label: string;
  readonly median: number;
  /** The noise band: how far above the median the row's own runs went. */
  readonly band: number;
  readonly target: number;
  /** What the figures are in: milliseconds, unless a ratio ("×"). */
  readonly unit: string;
  /** A floor rather than a ceiling: the row must reach its target (a rate), its noise below the median. */
  readonly atLeast?: boolean;
}

const verdicts: Verdict[] = [];

/** Judges a row; returns "within", "OVER (within noise)" or "OVER". */
export function judge(label: string, median: number, p95: number, target: number, unit = ' ms'): string {
  const band = Math.max(0, p95 - median);
  verdicts.push({ label: label.trim(), median, band, target, unit });
  return median <= target ? 'within' : median <= target + band ? 'OVER (within noise)' : 'OVER';
}

/** Judges a row whose target is a floor (a rate or a share), from its tries: the noise is how far below the median they went. */
export function judgeAtLeast(label: string, tries: readonly number[], target: number, unit = ''): string {
  const mid = median(tries);
  const band = Math.max(0, mid - Math.min(...tries));
  verdicts.push({ label: label.trim(), median: mid, band, target, unit, atLeast: true });
  return mid >= target ? 'within' : mid >= target - band ? 'OVER (within noise)' : 'OVER';
}

/** How far a row is from its target, by its kind: above 0 it missed, and beyond its band it missed for sure. */
const miss = (v: Verdict) => (v.atLeast ? v.target - v.median : v.median - v.target);

/** Prints the rows that missed, and with --check exits 1 when any missed beyond its noise. */
export function checkVerdicts(): void {
  const missed = verdicts.filter((v) => miss(v) > v.band);
  const noisy = verdicts.filter((v) => miss(v) > 0 && miss(v) <= v.band);
  console.log(`\nVerdicts: ${verdicts.length} rows with a target, ${verdicts.length - missed.length - noisy.length} within, ${noisy.length} over but within their noise, ${missed.length} over`);
  for (const v of missed) console.log(`  OVER: ${v.label}: ${v.median.toFixed(2)}${v.unit} against ${v.atLeast ? '≥' : '≤'} ${v.target}${v.unit} (noise ±${v.band.toFixed(2)}${v.unit})`);
  if (process.argv.includes('--check') && missed.length) process.exit(1);
}
