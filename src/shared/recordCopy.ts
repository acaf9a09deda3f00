/**
 * Shallow copies of records with many keys, such as a game state's units (one key per unit, copied
 * once an action). V8 as Node 20 ships it copies an object of more than a handful of keys (`{ ...r }`,
 * `Object.assign`) key by key through a generic path, about 50 ns a key: 6–8 µs for 133 units. A
 * copier made for one set of keys builds the copy as a single object literal, 5–6× faster.
 *
 * The last few copies remember the copier that made them, so the next copy of one needs no look at
 * its keys. A record of unknown keys (a state made elsewhere, read from JSON, or copied long ago)
 * has its keys read. A copy that gains a key must be told (`grown`), since its copier no longer
 * knows all its keys; a copy must not lose one.
 */
import { RecentCache } from './recentCache';

type Copier = <T>(r: Readonly<Record<string, T>>) => Record<string, T>;

const spread: Copier = (r) => ({ ...r });

/**
 * The copier of the records copied or made here last: it knows exactly a record's keys until the
 * record grows. A replay copies the copy it made last, and a search copies one state's record again
 * and again: a record not among the last few has its keys read again. (Not a WeakMap: V8 keeps the
 * key of a WeakMap entry past the young generation's collections, and a replay makes a record an action.)
 */
const madeBy = new RecentCache<object, Copier>(8);

/** Copiers with the keys each knows, newest last, a few at a time (an open project has a few scenarios). */
const copiers: { readonly keys: readonly string[]; readonly copier: Copier }[] = [];
const KEPT = 16;

/** A copy of `r`, its keys in the same order. */
export function copyRecord<T>(r: Readonly<Record<string, T>>): Record<string, T> {
  const copier = madeBy.get(r) ?? copierOf(Object.keys(r));
  const out = copier(r);
  if (copier !== spread) madeBy.set(out, copier);
  return out;
}

/** A copy made by copyRecord has gained a key: the next copy reads its keys again. */
export function grown(r: object): void {
  madeBy.delete(r);
}

function copierOf(keys: readonly string[]): Copier {
  // Few keys copy fast as they are; `__proto__` in a literal would set the prototype, not a key.
  if (keys.length < 16 || keys.includes('__proto__')) return spread;
  // Compared key by key (the keys of records are interned strings: each comparison is one word).
  const known = copiers.find((x) => sameKeys(x.keys, keys));
  if (known) return known.copier;
  const copier = compile(keys);
  if (copiers.length >= KEPT) copiers.shift();
  copiers.push({ keys, copier });
  return copier;
}

function sameKeys(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** The literal `{"a": r["a"], …}` as a function; where the page forbids making code (a CSP), the spread. */
function compile(keys: readonly string[]): Copier {
  const body = `return {${keys.map((k) => `${JSON.stringify(k)}: r[${JSON.stringify(k)}]`).join(',')}};`;
  try {
    return new Function('r', body) as Copier;
  } catch {
    return spread;
  }
}
