/**
 * The value cached for a key, made on first use. Caches keyed by immutable objects (a compiled
 * game, a state, a units record) free themselves with a WeakMap; small keyed caches use a Map. A
 * value made undefined is kept as well (a key's absence, not its value, says it is not made yet).
 */
export function memo<K, V>(cache: { get(key: K): V | undefined; has(key: K): boolean; set(key: K, value: V): unknown }, key: K, make: () => V): V {
  let v = cache.get(key);
  if (v === undefined && !cache.has(key)) cache.set(key, (v = make()));
  return v as V;
}
