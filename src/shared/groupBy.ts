/** Items grouped by a key, in order of first appearance; items whose key is undefined are left out. */
export function groupBy<T, K>(items: Iterable<T>, key: (item: T) => K | undefined): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    if (k === undefined) continue;
    const list = out.get(k);
    if (list) list.push(item);
    else out.set(k, [item]);
  }
  return out;
}
