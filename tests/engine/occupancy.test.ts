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
});
