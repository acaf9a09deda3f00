import { create, type Delta } from 'jsondiffpatch';
import { HOSTILE_KEYS } from '../validation/limits';

/** One recorded change: the value at `path` before and after (undefined = absent). Undo applies `before`. */
export interface Change {
  readonly path: readonly string[];
  readonly before: unknown;
  readonly after: unknown;
}

/** The value at a path of a JSON document, or undefined. */
export function getAt(doc: unknown, path: readonly string[]): unknown {
  let node = doc;
  for (const key of path) {
    if (node === null || typeof node !== 'object' || !Object.prototype.hasOwnProperty.call(node, key)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/**
 * Sets (or deletes, for undefined) the value at a path, copying only the objects along the path:
 * the old document stays intact, so history and views can keep it (structural sharing).
 */
export function setAt<T>(doc: T, path: readonly string[], value: unknown): T {
  if (path.length === 0) return value as T;
  const [key, ...rest] = path as [string, ...string[]];
  if (HOSTILE_KEYS.has(key)) throw new Error(`refusing to write the key "${key}"`);
  const node = (doc ?? {}) as Record<string, unknown> | unknown[];
  if (Array.isArray(node)) {
    const copy = node.slice();
    const index = Number(key);
    if (rest.length === 0 && value === undefined) copy.splice(index, 1);
    else copy[index] = setAt(copy[index], rest, value);
    return copy as T;
  }
  const copy: Record<string, unknown> = { ...node };
  if (rest.length === 0 && value === undefined) delete copy[key];
  else copy[key] = setAt(copy[key], rest, value);
  return copy as T;
}

/**
 * Applies changes forward (after) or backward (before, in reverse order). Like setAt, the old
 * document stays intact; unlike a setAt per change, each object along the paths is copied once per
 * call, not once per change: a flood fill of 1,000 hexes copies the hexes record once, not 1,000 times.
 *
 * `fresh`, given, carries the copies across calls: a gesture passes the same set to each of its
 * steps, so a brush copies the 15,000-key hexes record at its first dab and writes its later dabs
 * into that copy. The document itself is always a new object (views see each step); the objects
 * under it that the gesture copied are changed in place, so only the gesture's own earlier steps
 * (which nothing keeps: undo keeps changes) see them change.
 */
export function applyChanges<T>(doc: T, changes: readonly Change[], direction: 'forward' | 'backward' = 'forward', fresh?: WeakSet<object>): T {
  if (changes.length === 1 && !fresh) return setAt(doc, changes[0]!.path, direction === 'forward' ? changes[0]!.after : changes[0]!.before);
  const copies = fresh ?? new WeakSet<object>(); // copies this call (or gesture) made, which it may change in place
  let out = doc;
  let root = true;
  const put = (c: Change, value: unknown) => {
    out = setFresh(out, c.path, value, copies, root);
    root = false; // the new document is this call's own from here on
  };
  if (direction === 'forward') for (const c of changes) put(c, c.after);
  else for (let i = changes.length - 1; i >= 0; i--) put(changes[i]!, changes[i]!.before);
  return out;
}

/** setAt that changes in place the objects it copied earlier (`fresh`); `copyRoot` copies the top object even so. */
function setFresh<T>(doc: T, path: readonly string[], value: unknown, fresh: WeakSet<object>, copyRoot = false): T {
  if (path.length === 0) return value as T;
  const [key, ...rest] = path as [string, ...string[]];
  if (HOSTILE_KEYS.has(key)) throw new Error(`refusing to write the key "${key}"`);
  const node = (doc ?? {}) as Record<string, unknown> | unknown[];
  const copy = fresh.has(node) && !copyRoot ? node : Array.isArray(node) ? node.slice() : { ...node };
  fresh.add(copy);
  if (Array.isArray(copy)) {
    const index = Number(key);
    if (rest.length === 0 && value === undefined) copy.splice(index, 1);
    else copy[index] = setFresh(copy[index], rest, value, fresh);
  } else if (rest.length === 0 && value === undefined) delete copy[key];
  else copy[key] = setFresh(copy[key], rest, value, fresh);
  return copy as T;
}

/** A change that sets `path` to `after`, reading `before` from the document. */
export function changeTo(doc: unknown, path: readonly string[], after: unknown): Change {
  return { path, before: getAt(doc, path), after };
}

/** Merges a later list into an earlier one: one change per path, keeping the first `before` (a stroke). */
export function mergeChanges(earlier: readonly Change[], later: readonly Change[]): Change[] {
  const byPath = new Map<string, Change>();
  for (const c of [...earlier, ...later]) {
    const key = JSON.stringify(c.path);
    const prev = byPath.get(key);
    byPath.set(key, prev ? { path: c.path, before: prev.before, after: c.after } : c);
  }
  return [...byPath.values()].filter((c) => !sameJson(c.before, c.after));
}

function sameJson(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

// jsondiffpatch finds what a text edit changed; arrays are compared whole (their items have no ids).
const differ = create({ arrays: { detectMove: false } });

/** The changes between two versions of a document (a text edit), one per changed object key or array. */
export function diffChanges(before: unknown, after: unknown): Change[] {
  const delta = differ.diff(before, after);
  const out: Change[] = [];
  const walk = (d: Delta, path: string[]) => {
    if (d === undefined) return;
    if (Array.isArray(d) || (d as { _t?: string })._t === 'a') {
      out.push({ path, before: getAt(before, path), after: getAt(after, path) });
      return;
    }
    for (const [key, sub] of Object.entries(d as Record<string, Delta>)) walk(sub, [...path, key]);
  };
  walk(delta, []);
  return out;
}

/**
 * A change to one record of a keyed collection (hexes/2115, units/26VG-39), recorded whole so that
 * undo removes a record the edit created instead of leaving an empty one. `update` returns the new
 * record, or undefined to remove it.
 */
export function recordChange<R>(doc: unknown, collection: readonly string[], id: string, update: (record: R | undefined) => R | undefined): Change {
  const path = [...collection, id];
  const before = getAt(doc, path) as R | undefined;
  return { path, before, after: update(before) };
}
