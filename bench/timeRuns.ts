/** Times a function: a few warm-up runs, then the median and 95th percentile of `runs` runs, in ms. */
export function timeRuns(fn: () => unknown, runs: number): { median: number; p95: number } {
  for (let i = 0; i < Math.min(5, runs); i++) fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    fn();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)]!, p95: times[Math.floor(times.length * 0.95)]! };
}

/** The median of a few tries (the mean of the middle two when they are even in number). */
export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}
