import { HOSTILE_KEYS } from '../../validation/limits';

/** A name as id text: accents dropped, each run of other characters one dash, none at either end. */
export function slug(name: string, lower = true): string {
  const plain = name.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  return (lower ? plain.toLowerCase() : plain).replace(/[^A-Za-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 56);
}

/** `base`, or `base-2`, `base-3`… (`sep` between), the first that is not taken and no prototype key. */
export function freeId(base: string, taken: (id: string) => boolean, sep = '-'): string {
  let id = base;
  for (let i = 2; taken(id) || HOSTILE_KEYS.has(id); i++) id = `${base}${sep}${i}`;
  return id;
}

/** A key not yet used in a record, counting on from its size: prefix1, prefix2, … */
export function freeKey(record: object, prefix: string): string {
  let n = Object.keys(record).length + 1;
  while (`${prefix}${n}` in record || HOSTILE_KEYS.has(`${prefix}${n}`)) n++;
  return `${prefix}${n}`;
}
