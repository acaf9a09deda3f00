/** A parsed roll range: "3" -> [3,3], "2..4" -> [2,4], "..0" -> [-inf,0], "7.." -> [7,+inf]. */
export interface RollSpan {
  readonly lo: number;
  readonly hi: number;
}

/** Parses a roll-range key, or null when it is not one. */
export function parseRollRange(key: string): RollSpan | null {
  const m = /^(-?\d+)?(\.\.)?(-?\d+)?$/.exec(key);
  if (!m || key === '' || key === '..') return null;
  const [, a, dots, b] = m;
  if (!dots) return a === undefined ? null : { lo: Number(a), hi: Number(a) };
  return { lo: a === undefined ? -Infinity : Number(a), hi: b === undefined ? Infinity : Number(b) };
}

/** The lowest and highest natural total of `count` dice with `sides` faces. */
export function naturalRange(count: number, sides: number): RollSpan {
  return { lo: count, hi: count * sides };
}

/** Integers in [lo, hi] that no span covers, and integers covered more than once (each as a list). */
export function coverage(spans: readonly RollSpan[], lo: number, hi: number): { gaps: number[]; overlaps: number[] } {
  const gaps: number[] = [];
  const overlaps: number[] = [];
  for (let v = lo; v <= hi; v++) {
    const n = spans.filter((s) => s.lo <= v && v <= s.hi).length;
    if (n === 0) gaps.push(v);
    if (n > 1) overlaps.push(v);
  }
  return { gaps, overlaps };
}

/** "3", "3 and 5" or "2, 4 and 6" for messages. */
export function listNumbers(values: readonly number[]): string {
  if (values.length <= 1) return values.join('');
  return `${values.slice(0, -1).join(', ')} and ${values[values.length - 1]}`;
}
