/**
 * A cache of the few objects used last, held strongly, by identity: the newest first, the oldest
 * dropped. For values derived from a chain of short-lived objects (a replay's states) a WeakMap is
 * the wrong tool in V8: its entries outlive the young-generation collections, so every value kept
 * in one is copied and promoted, then freed by a full collection. Here a value lives exactly as
 * long as its key is among the last few asked for.
 */
export class RecentCache<K extends object, V> {
  private readonly keys: (K | undefined)[];
  private readonly values: (V | undefined)[];

  constructor(readonly capacity: number) {
    this.keys = new Array<K | undefined>(capacity).fill(undefined);
    this.values = new Array<V | undefined>(capacity).fill(undefined);
  }

  get(key: K): V | undefined {
    const i = this.keys.indexOf(key);
    if (i < 0) return undefined;
    const value = this.values[i];
    if (i > 0) this.toFront(i, key, value);
    return value;
  }

  has(key: K): boolean {
    return this.keys.includes(key);
  }

  set(key: K, value: V): this {
    const i = this.keys.indexOf(key);
    this.toFront(i < 0 ? this.capacity - 1 : i, key, value);
    return this;
  }

  delete(key: K): boolean {
    const i = this.keys.indexOf(key);
    if (i < 0) return false;
    this.keys[i] = undefined;
    this.values[i] = undefined;
    return true;
  }

  /** Moves the entry at i (or the oldest, replaced) to the front. */
  private toFront(i: number, key: K, value: V | undefined): void {
    for (let j = i; j > 0; j--) {
      this.keys[j] = this.keys[j - 1];
      this.values[j] = this.values[j - 1];
    }
    this.keys[0] = key;
    this.values[0] = value;
  }
}
