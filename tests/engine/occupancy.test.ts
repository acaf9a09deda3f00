import { describe, expect, it } from 'vitest';
import { Occupancy, type Cell } from '../../src/engine/systems/hexOdds/rules/occupancy';

const cell = (side: string, ...units: string[]): Cell => ({ side, units });
const asMap = (o: ReadonlyMap<number, Cell>) => new Map([...o].sort(([a], [b]) => a - b));

describe('Occupancy (the occupied hexes of a state)', () => {
  it('reads like the map it was made from', () => {
    const cells = new Map([[3, cell('german', 'a')], [7, cell('allied', 'b', 'c')]]);
    const occ = Occupancy.of(10, cells);
    expect(occ.size).toBe(2);
    expect(occ.get(7)).toEqual(cell('allied', 'b', 'c'));
    expect(occ.get(4)).toBeUndefined();
    expect(occ.has(3) && !occ.has(4) && !occ.has(99)).toBe(true);
    expect(asMap(occ)).toEqual(cells);
    expect([...occ.keys()].sort()).toEqual([3, 7]);
    expect([...occ.values()]).toHaveLength(2);
  });

  it('copies with changes, a hex filled, changed and emptied, and leaves the original as it was', () => {
    const occ = Occupancy.of(10, [[1, cell('german', 'a')], [2, cell('german', 'b')], [3, cell('allied', 'c')]]);
    const next = occ.with(new Map<number, Cell | undefined>([[1, undefined], [3, cell('allied', 'c', 'd')], [9, cell('german', 'a')]]));
    expect(asMap(next)).toEqual(new Map([[2, cell('german', 'b')], [3, cell('allied', 'c', 'd')], [9, cell('german', 'a')]]));
    expect(next.has(1)).toBe(false);
    expect(asMap(occ)).toEqual(new Map([[1, cell('german', 'a')], [2, cell('german', 'b')], [3, cell('allied', 'c')]]));
    // Emptying every hex, then filling one again.
    const empty = next.with(new Map([[2, undefined], [3, undefined], [9, undefined]]));
    expect(empty.size).toBe(0);
    expect(asMap(empty.with(new Map([[5, cell('allied', 'x')]])))).toEqual(new Map([[5, cell('allied', 'x')]]));
  });

  it('keeps copies and originals apart across the chunks of a large map', () => {
    // 200 hexes: hexes 5, 40 and 150 lie in different chunks of the place index.
    const occ = Occupancy.of(200, [[5, cell('german', 'a')], [40, cell('german', 'b')], [150, cell('allied', 'c')]]);
    // Emptying hex 5 moves the last pair (hex 150) into its place: a chunk the copy changes without touching hex 150's cell.
    const next = occ.with(new Map<number, Cell | undefined>([[5, undefined], [199, cell('allied', 'd')]]));
    expect(asMap(next)).toEqual(new Map([[40, cell('german', 'b')], [150, cell('allied', 'c')], [199, cell('allied', 'd')]]));
    expect(asMap(occ)).toEqual(new Map([[5, cell('german', 'a')], [40, cell('german', 'b')], [150, cell('allied', 'c')]]));
    expect(occ.has(199) || next.has(5)).toBe(false);
    // A copy of the copy, and the copy itself unchanged by it.
    const third = next.with(new Map<number, Cell | undefined>([[150, undefined], [6, cell('german', 'e')]]));
    expect(asMap(third)).toEqual(new Map([[6, cell('german', 'e')], [40, cell('german', 'b')], [199, cell('allied', 'd')]]));
    expect(next.get(150)).toEqual(cell('allied', 'c'));
    expect(next.has(6)).toBe(false);
  });
});
