/** A hex's occupants: their side, and the units in the order of battle's order. */
export interface Cell {
  readonly side: string;
  readonly units: readonly string[];
}

/** Hexes per chunk of the place index (2 ** SHIFT): a copy shares the chunks it does not change. */
const SHIFT = 5;
const CHUNK = 1 << SHIFT;

/** A chunk of hexes none of which holds units: shared, never written (a chunk is copied before its first change). */
const EMPTY: number[] = Array.from({ length: CHUNK }, () => -1);

/**
 * The occupied hexes of a state, by ordinal: a read-only map that a move copies cheaply. The cells
 * are a dense list of (ordinal, cell) pairs, and each hex has its place in that list, kept in chunks
 * of 32 hexes: a copy is the list, the chunk table and the one or two chunks a move changes, where a
 * Map of the same hexes is rehashed entry by entry and a flat index of the whole map copied (a
 * replay makes one for every move). The hexes are listed in no set order.
 */
export class Occupancy implements ReadonlyMap<number, Cell> {
  /** While a copy is made: the chunks it owns (the others are its original's, never written). */
  private owned: Set<number> | undefined;

  private constructor(
    private readonly pairs: [number, Cell][],
    /** Each hex's index in `pairs`, or -1, by chunk of CHUNK hexes. */
    private readonly chunks: number[][],
  ) {}

  static of(hexes: number, cells: Iterable<readonly [number, Cell]>): Occupancy {
    // Every chunk starts as the one empty chunk, copied where a hex is put: a few hundred units fill a few dozen chunks.
    const chunks: number[][] = [];
    for (let i = 0; i < hexes; i += CHUNK) chunks.push(EMPTY);
    const out = new Occupancy([], chunks);
    out.owned = new Set();
    for (const [k, cell] of cells) out.put(k, cell);
    out.owned = undefined;
    return out;
  }

  get size(): number {
    return this.pairs.length;
  }

  get(k: number): Cell | undefined {
    const i = this.slot(k);
    return i < 0 ? undefined : this.pairs[i]![1];
  }

  has(k: number): boolean {
    return this.slot(k) >= 0;
  }

  /** A copy with these hexes' cells changed (undefined: the hex emptied). */
  with(changes: ReadonlyMap<number, Cell | undefined>): Occupancy {
    const out = new Occupancy(this.pairs.slice(), this.chunks.slice());
    out.owned = new Set();
    for (const [k, cell] of changes) out.put(k, cell);
    out.owned = undefined;
    return out;
  }

  private slot(k: number): number {
    return this.chunks[k >>> SHIFT]?.[k & (CHUNK - 1)] ?? -1;
  }

  private setSlot(k: number, i: number): void {
    const c = k >>> SHIFT;
    if (this.owned && !this.owned.has(c)) {
      this.chunks[c] = this.chunks[c]!.slice();
      this.owned.add(c);
    }
    this.chunks[c]![k & (CHUNK - 1)] = i;
  }

  /** Sets a hex's cell while the map is being made (a pair or chunk already shared is replaced, never changed). */
  private put(k: number, cell: Cell | undefined): void {
    const i = this.slot(k);
    if (cell && i >= 0) this.pairs[i] = [k, cell];
    else if (cell) this.setSlot(k, this.pairs.push([k, cell]) - 1);
    else if (i >= 0) {
      const last = this.pairs.pop()!;
      if (i < this.pairs.length) {
        this.pairs[i] = last;
        this.setSlot(last[0], i);
      }
      this.setSlot(k, -1);
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
