import { describe, expect, it } from 'vitest';
import { meanShift, pairedMeanShift, pairedRateShift, percent, rateShift, spread, wilson } from './stats';

describe('the lab\'s statistics, against hand-computed and published figures', () => {
  it("Wilson's interval for 42 wins in 100 games is 32.8% to 51.8%", () => {
    const r = wilson(42, 100);
    expect(r.p).toBe(0.42);
    expect(r.lo).toBeCloseTo(0.32798, 4);
    expect(r.hi).toBeCloseTo(0.51794, 4);
  });

  it('stays inside 0–100% at the edges, where p ± z·se would not', () => {
    expect(wilson(0, 20).lo).toBe(0);
    expect(wilson(0, 20).hi).toBeCloseTo(0.1611, 3);
    expect(wilson(20, 20).hi).toBe(1);
    expect(wilson(0, 0)).toEqual({ k: 0, n: 0, p: 0, lo: 0, hi: 1 });
  });

  it("Newcombe's hybrid score interval for 56/70 against 48/80 is 0.0524 to 0.3339 (his 1998 paper's example)", () => {
    const d = rateShift(wilson(48, 80), wilson(56, 70));
    expect(d.diff).toBeCloseTo(0.2, 10);
    expect(d.lo).toBeCloseTo(0.0524, 4);
    expect(d.hi).toBeCloseTo(0.3339, 4);
    expect(d.real).toBe(true);
    expect(rateShift(wilson(5, 10), wilson(6, 10)).real).toBe(false);
  });

  it('a spread: mean, sample sd, median, quartiles and the mean\'s interval', () => {
    const s = spread([1, 2, 3, 4, 10]);
    expect(s.mean).toBe(4);
    expect(s.sd).toBeCloseTo(Math.sqrt(12.5), 10);
    expect(s.median).toBe(3);
    expect([s.min, s.max]).toEqual([1, 10]);
    expect(s.q1).toBeLessThanOrEqual(s.median);
    expect(s.q3).toBeGreaterThanOrEqual(s.median);
    expect(s.hi - s.mean).toBeCloseTo((1.959964 * Math.sqrt(12.5)) / Math.sqrt(5), 5);
  });

  it('a shift of means: b − a with z·√(sa²/na + sb²/nb)', () => {
    const a = spread([1, 2, 3, 4, 10]);
    const b = spread([6, 7, 8, 9, 15]);
    const d = meanShift(a, b);
    expect(d.diff).toBe(5);
    expect(d.hi - d.diff).toBeCloseTo(1.959964 * Math.sqrt(12.5 / 5 + 12.5 / 5), 5);
    expect(d.real).toBe(true);
  });

  it('says a rate as "42% ± 10" when its interval is even about it, else with its ends', () => {
    expect(percent(wilson(50, 100))).toBe('50% ± 10');
    expect(percent(wilson(0, 2))).toBe('0% (0–66%)');
  });
});

describe('paired differences (the same seeds in both arms)', () => {
  it('a paired win-rate shift: 23 games won only in the variant, none only in the base, of 150', () => {
    const pairs = Array.from({ length: 150 }, (_, i): [boolean, boolean] => [i < 15, i < 38]);
    const d = pairedRateShift(pairs);
    expect(d.diff).toBeCloseTo(23 / 150, 10);
    // Agresti–Min: ½ added to each cell, n + 2 = 152: (23.5 − 0.5) / 152 ± 1.96 √(24 − 23²/152) / 152.
    const centre = 23 / 152;
    const half = (1.959963984540054 * Math.sqrt(24 - 23 ** 2 / 152)) / 152;
    expect(d.lo).toBeCloseTo(centre - half, 10);
    expect(d.hi).toBeCloseTo(centre + half, 10);
    expect(d.real).toBe(true);
    // Tighter than the same rates taken as independent samples.
    const independent = rateShift(wilson(15, 150), wilson(38, 150));
    expect(d.hi - d.lo).toBeLessThan(independent.hi - independent.lo);
  });

  it('games that agree in both arms say no shift, with an interval around it', () => {
    const d = pairedRateShift(Array.from({ length: 40 }, (_, i): [boolean, boolean] => [i % 3 === 0, i % 3 === 0]));
    expect(d.diff).toBe(0);
    expect(d.lo).toBeLessThan(0);
    expect(d.hi).toBeGreaterThan(0);
    expect(d.real).toBe(false);
  });

  it('a paired mean shift is the mean of the differences with its interval', () => {
    const d = pairedMeanShift([1, 2, 3, 4, 10]);
    expect(d.diff).toBe(4);
    expect(d.hi - d.diff).toBeCloseTo((1.959964 * Math.sqrt(12.5)) / Math.sqrt(5), 5);
    expect(pairedMeanShift([0, 0, 0])).toEqual({ diff: 0, lo: 0, hi: 0, real: false });
  });
});
