import { describe, expect, test } from 'vitest';
import type { HexGrid } from '../generated/documents';
import { gridGeometry, neighbour, parseHex } from './index';
import { HexLayout } from './pixel';

const grid = (orientation: 'flat' | 'pointy', numbering: Partial<HexGrid['numbering']> = {}) =>
  gridGeometry({ orientation, stagger: 'odd', columns: { first: 10, last: 30 }, rows: { first: 1, last: 40 }, numbering: { columnDigits: 2, rowDigits: 2, ...numbering } });

describe.each([
  ['flat', grid('flat')],
  ['pointy', grid('pointy')],
  ['flat, A44 numbering (west, north)', grid('flat', { columnsIncrease: 'left', rowsIncrease: 'up' })],
])('HexLayout (%s)', (_name, g) => {
  const layout = new HexLayout(g, 20);

  test('every hex centre maps back to its hex, and lies inside the bounds', () => {
    const { width, height } = layout.bounds;
    for (const id of ['1001', '2115', '3040', '1540', '3001']) {
      const c = layout.center(parseHex(g, id)!);
      expect(layout.hexAt(c)).toBe(id);
      expect(c.x).toBeGreaterThan(0);
      expect(c.y).toBeGreaterThan(0);
      expect(c.x).toBeLessThan(width);
      expect(c.y).toBeLessThan(height);
    }
  });

  test('a point near a corner still picks the nearest hex; off the map is null', () => {
    const c = layout.center(parseHex(g, '2115')!);
    expect(layout.hexAt({ x: c.x + 5, y: c.y - 5 })).toBe('2115');
    expect(layout.hexAt({ x: -50, y: -50 })).toBeNull();
  });

  test('the midpoint between two neighbours picks their shared hexside', () => {
    const a = parseHex(g, '2115')!;
    for (const dir of g.orientation === 'flat' ? (['N', 'NE', 'SE', 'S', 'SW', 'NW'] as const) : (['NE', 'E', 'SE', 'SW', 'W', 'NW'] as const)) {
      const b = parseHex(g, neighbour(g, '2115', dir)!)!;
      const ca = layout.center(a);
      const cb = layout.center(b);
      const mid = { x: (ca.x + cb.x) / 2 + 1, y: (ca.y + cb.y) / 2 };
      const hs = layout.hexsideAt(mid);
      expect(hs, dir).not.toBeNull();
      const [e1, e2] = layout.edge(a, dir);
      // The edge of `dir` is halfway between the two centres.
      expect(Math.hypot((e1.x + e2.x) / 2 - (ca.x + cb.x) / 2, (e1.y + e2.y) / 2 - (ca.y + cb.y) / 2)).toBeLessThan(0.01);
    }
  });

  test('a click near the centre is not a hexside', () => {
    expect(layout.hexsideAt(layout.center(parseHex(g, '2115')!))).toBeNull();
  });
});
