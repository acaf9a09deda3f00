import type { Change } from './changes';

/** How many members of a record `warm` copies between asking whether it may go on. */
const WARM_SLICE = 1000;

/**
 * A copy of one record of a document (a map's hexes), made while the page has nothing else to do,
 * for the next edit of it: a brush's first dab, a flood fill or an undo copied the whole record
 * inside its event (6 ms for 15,000 hexes). The copy is used only while the document is the very
 * one it was made from, and only by an edit that changes that record; any other leaves it unused.
 */
export class WarmCopy {
  /** The copy made, of which document's record. */
  private made?: { doc: object; key: string; copy: Record<string, unknown> };
  /** A copy under way: the keys copied so far. */
  private going?: { doc: Record<string, unknown>; key: string; keys: string[]; done: number; copy: Record<string, unknown> };

  /**
   * Copies `doc[key]` a slice at a time while `more()` says the page has time (the whole of a
   * 15,000-hex record at once was a task of 15-20 ms, a dropped frame); a copy begun from another
   * version is dropped. True when the copy is made (or nothing is to be copied); false when `more`
   * stopped it: a later call goes on.
   */
  warm(doc: Record<string, unknown> | undefined, key: string, more: () => boolean): boolean {
    const record = doc?.[key] as Record<string, unknown> | undefined;
    if (!doc || !record || typeof record !== 'object' || Array.isArray(record)) return true;
    if (this.made?.doc === doc && this.made.key === key) return true;
    let w = this.going;
    if (w?.doc !== doc || w.key !== key) w = this.going = { doc, key, keys: Object.keys(record), done: 0, copy: {} };
    while (w.done < w.keys.length) {
      const end = Math.min(w.keys.length, w.done + WARM_SLICE);
      for (let i = w.done; i < end; i++) {
        const k = w.keys[i]!;
        if (k === '__proto__') Object.defineProperty(w.copy, k, { value: record[k], writable: true, enumerable: true, configurable: true });
        else w.copy[k] = record[k];
      }
      w.done = end;
      if (w.done < w.keys.length && !more()) return false;
    }
    this.going = undefined;
    this.made = { doc, key, copy: w.copy };
    return true;
  }

  /** The copy made, if any (tests look at it). */
  get copy(): Record<string, unknown> | undefined {
    return this.made?.copy;
  }

  /** The document an edit applies to: with the record copied ahead in place of its own, when the edit changes it (the copy is then the edit's, in `copies`). */
  for(doc: Record<string, unknown> | undefined, changes: readonly Change[], copies: WeakSet<object>): Record<string, unknown> | undefined {
    const w = this.made;
    if (w && w.doc !== doc) this.made = undefined; // made from a version since replaced: never of use
    if (!doc || !w || w.doc !== doc || !changes.some((c) => c.path[0] === w.key && c.path.length > 1)) return doc;
    this.made = undefined;
    copies.add(w.copy);
    return { ...doc, [w.key]: w.copy };
  }
}
