import { describe, expect, it } from 'vitest';
import { COUNTER_SIDE, counterParts, FACTORS_FROM_PX, NAMED_FROM_PX } from './counters';
import { FAN, placeName, stackBox, type Box } from './placeNames';

const SIZE = 24; // the studio's hex size, centre to corner
const covers = (p: { x: number; y: number }, w: number, h: number, s: Box) => p.x + w / 2 > s.x0 && p.x - w / 2 < s.x1 && p.y + h / 2 > s.y0 && p.y - h / 2 < s.y1;

describe('counters legible from the zoom where a hex is 40 px wide (issue 15)', () => {
  it("a flat hex 40 px wide shows a counter's symbol at least 14 px wide and its factors at least 9 px tall", () => {
    const scale = 40 / (2 * SIZE); // a flat hex is two sizes wide
    const px = SIZE * COUNTER_SIDE * scale;
    const parts = counterParts(px);
    expect(parts.factors!.size * px).toBeGreaterThanOrEqual(9);
    expect(parts.symbol.width * px).toBeGreaterThanOrEqual(14);
    expect(parts.name).toBeUndefined(); // a 5 px name would be a smudge
  });

  it('the counter fits inside its hex', () => {
    // A flat hex's half-width at height y is size − |y|/√3: the counter's corners must be inside.
    const half = (SIZE * COUNTER_SIDE) / 2;
    expect(half).toBeLessThanOrEqual(SIZE - half / Math.sqrt(3));
  });

  it('shows the name from NAMED_FROM_PX, the factors from FACTORS_FROM_PX, and the parts never overlap or leave the counter', () => {
    expect(counterParts(NAMED_FROM_PX).name).toBeDefined();
    expect(counterParts(NAMED_FROM_PX - 1).name).toBeUndefined();
    expect(counterParts(FACTORS_FROM_PX).factors).toBeDefined();
    expect(counterParts(FACTORS_FROM_PX - 1).factors).toBeUndefined();
    for (const px of [10, 20, 30, 45, 80]) {
      const p = counterParts(px);
      const symbolBottom = p.symbol.y + (p.symbol.width * 14) / 24;
      if (p.name) expect(p.name.y + p.name.size / 2).toBeLessThanOrEqual(p.symbol.y + 0.01);
      if (p.factors) expect(p.factors.y - p.factors.size / 2).toBeGreaterThanOrEqual(symbolBottom - 0.01);
      if (p.factors) expect(p.factors.y + p.factors.size / 2).toBeLessThanOrEqual(1);
    }
  });
});

describe('place names around the counters, never over them (issue 15)', () => {
  const w = 60, h = 11;

  it('a name sits below its hex centre when no counter is near, as on the printed map', () => {
    expect(placeName(100, 100, SIZE, w, h, undefined, [])).toEqual({ x: 100, y: 100 + SIZE * 0.55 });
  });

  it('a name on a hex with a stack moves off the stack, and off a stack in the hex below', () => {
    const own = stackBox(100, 100, SIZE, 2);
    const p = placeName(100, 100, SIZE, w, h, own, [own]);
    expect(covers(p, w, h, own)).toBe(false);
    expect(p.y).toBeGreaterThan(own.y1); // below the stack first
    const below = stackBox(100, 100 + SIZE * Math.sqrt(3), SIZE, 1);
    const q = placeName(100, 100, SIZE, w, h, own, [own, below]);
    for (const s of [own, below]) expect(covers(q, w, h, s)).toBe(false);
  });

  it('with stacks all round, the name covers as little counter as it can', () => {
    const own = stackBox(100, 100, SIZE, 1);
    const ring = [0, 60, 120, 180, 240, 300].map((a) => stackBox(100 + 1.5 * SIZE * Math.cos((a * Math.PI) / 180) * 1.2, 100 + 1.5 * SIZE * Math.sin((a * Math.PI) / 180) * 1.2, SIZE, 3));
    const p = placeName(100, 100, SIZE, w, h, own, [own, ...ring]);
    expect(covers(p, w, h, own)).toBe(false);
  });

  it("a stack's box grows up and to the right by the fan of each counter over the first", () => {
    const one = stackBox(0, 0, SIZE, 1);
    const three = stackBox(0, 0, SIZE, 3);
    expect(three.x1 - one.x1).toBeCloseTo(2 * SIZE * FAN);
    expect(one.y0 - three.y0).toBeCloseTo(2 * SIZE * FAN);
    expect(three.y1).toBe(one.y1);
  });
});
