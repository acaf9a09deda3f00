/** A hex's occupants: their side, and the units in the order of battle's order. */
export interface Cell {
  readonly side: string;
  readonly units: readonly string[];
}

/**
 * The occupied hexes of a state, by ordinal: a read-only map that a move copies cheaply. The cells
 * are a dense list of (ordinal, cell) pairs and each hex has its place in that list, so a copy is two
 * flat array copies where a Map of the same hexes is rehashed entry by entry (a replay makes one for
 * every move). The hexes are listed in no set order.
 */
export class Occupancy implements ReadonlyMap<number, Cell> {
  private constructor(
    private readonly pairs: [number, Cell][],
    /** Each hex's index in `pairs`, or -1. */
    private readonly slot: Int32Array,
  ) {}

  static of(hexes: number, cells: Iterable<readonly [number, Cell]>): Occupancy {
    const out = new Occupancy([], new Int32Array(hexes).fill(-1));
    for (const [k, cell] of cells) out.put(k, cell);
    return out;
  }

  get size(): number {
    return this.pairs.length;
  }

  get(k: number): Cell | undefined {
    const i = this.slot[k];
    return i === undefined || i < 0 ? undefined : this.pairs[i]![1];
  }

  has(k: number): boolean {
    return (this.slot[k] ?? -1) >= 0;
  }

  /** A copy with these hexes' cells changed (undefined: the hex emptied). */
  with(changes: ReadonlyMap<number, Cell | undefined>): Occupancy {
    const out = new Occupancy(this.pairs.slice(), this.slot.slice());
    for (const [k, cell] of changes) out.put(k, cell);
    return out;
  }

  /** Sets a hex's cell while the map is being made (a pair already shared is replaced, never changed). */
  private put(k: number, cell: Cell | undefined): void {
    const i = this.slot[k]!;
    if (cell && i >= 0) this.pairs[i] = [k, cell];
    else if (cell) this.slot[k] = this.pairs.push([k, cell]) - 1;
    else if (i >= 0) {
      const last = this.pairs.pop()!;
      if (i < this.pairs.length) {
        this.pairs[i] = last;
        this.slot[last[0]] = i;
      }
      this.slot[k] = -1;
    }
  }

  entries(): MapIterator<[number, Cell]> {
    return this.pairs.values();
  }

  keys(): MapIterator<number> {
    return this.pairs.map(([k]) => k).values();
  }

  values(): MapIterator<Cell> {
    return this.pairs.map(([, cell]) => cell).values();
  }

  forEach(f: (cell: Cell, k: number, map: ReadonlyMap<number, Cell>) => void): void {
    for (const [k, cell] of this.pairs) f(cell, k, this);
  }

  [Symbol.iterator](): MapIterator<[number, Cell]> {
    return this.entries();
  }
}
