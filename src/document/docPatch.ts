import { HOSTILE_KEYS } from '../validation/limits';

/**
 * A document sent as what changed since a version the receiver holds (issue 15: after a one-hex
 * edit the store sent the whole megabyte map to the check's worker, which parsed it and checked
 * all 15,000 hexes again). Paths are of one key (a top-level value) or two (an entry of a record).
 */
export interface DocPatch {
  /** The record number of the version the changes apply to. */
  readonly base: number;
  /** Keys made or taken away, in the order it happened: a key made again goes last, as in the sender's object. */
  readonly order: readonly PatchEvent[];
  /** The new value at each changed path (absent: the key is gone). */
  readonly changes: readonly (readonly [path: readonly string[], value: unknown])[];
}

/** A change of a top-level value or of a record's entry: `create` and `delete` also move the key. */
export interface PatchEvent {
  readonly path: readonly string[];
  readonly op: 'create' | 'delete' | 'set';
}

/**
 * What a change at `path` did to the document, as a patch event: the top-level value or the
 * record entry it lies in, made, taken away or changed. `before` and `after` are the documents.
 */
export function patchEvents(before: Record<string, unknown> | undefined, after: Record<string, unknown>, path: readonly string[]): PatchEvent[] {
  const [prop, key] = path;
  if (prop === undefined) return [];
  const was = !!before && Object.prototype.hasOwnProperty.call(before, prop);
  const is = Object.prototype.hasOwnProperty.call(after, prop);
  const op = (a: boolean, b: boolean): PatchEvent['op'] => (a && !b ? 'delete' : !a && b ? 'create' : 'set');
  // A whole value, a record made or taken away, or a value that is not a record: the top-level value.
  if (key === undefined || !was || !is || !isPlainRecord(before![prop]) || !isPlainRecord(after[prop])) return [{ path: [prop], op: op(was, is) }];
  return [{ path: [prop, key], op: op(Object.prototype.hasOwnProperty.call(before![prop], key), Object.prototype.hasOwnProperty.call(after[prop], key)) }];
}

/** The patch that takes the version `base` to `doc`, given the events since. */
export function patchOf(doc: Record<string, unknown>, base: number, events: readonly PatchEvent[]): DocPatch {
  const whole = new Set<string>();
  const entries = new Map<string, Set<string>>();
  for (const { path } of events) {
    const [prop, key] = path as [string, string | undefined];
    if (key === undefined) whole.add(prop);
    else {
      let keys = entries.get(prop);
      if (!keys) entries.set(prop, (keys = new Set()));
      keys.add(key);
    }
  }
  const changes: [string[], unknown][] = [...whole].map((prop) => [[prop], doc[prop]]);
  for (const [prop, keys] of entries) {
    if (whole.has(prop)) continue;
    const record = doc[prop] as Record<string, unknown>;
    for (const key of keys) changes.push([[prop, key], Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined]);
  }
  return { base, order: events.filter((e) => e.op !== 'set' && !(e.path.length > 1 && whole.has(e.path[0]!))), changes };
}

/**
 * Applies a patch to a document held here: a new top-level object, with each record the patch
 * changes written in place when `owned` says this side made it (parsed it, or copied it before),
 * else copied once and owned from then on. Keys are made and taken away in the patch's order
 * first, so they stand in the sender's order. The document before is spent: its records may have
 * changed under it. Returns the new document and the paths it changed.
 */
export function applyPatch(doc: Record<string, unknown>, patch: DocPatch, owned: WeakSet<object>): { doc: Record<string, unknown>; paths: string[][] } {
  const out: Record<string, unknown> = { ...doc };
  const recordAt = (prop: string): Record<string, unknown> => {
    let record = out[prop];
    if (!isPlainRecord(record) || !owned.has(record)) {
      record = isPlainRecord(record) ? { ...record } : {};
      owned.add(record as object);
      out[prop] = record;
    }
    return record as Record<string, unknown>;
  };
  const put = (path: readonly string[], value: unknown, move: boolean) => {
    const bad = path.find((k) => HOSTILE_KEYS.has(k));
    if (bad !== undefined) throw new Error(`refusing to write the key "${bad}"`);
    const [prop, key] = path;
    if (prop === undefined) throw new Error('a patch changes a record or an entry of one, not the whole document');
    const target = key === undefined ? out : recordAt(prop);
    const k = key ?? prop;
    if (move || value === undefined) delete target[k];
    if (value !== undefined) target[k] = value;
  };
  for (const e of patch.order) put(e.path, e.op === 'create' ? null : undefined, true);
  for (const [path, value] of patch.changes) put(path, value, false);
  return { doc: out, paths: patch.changes.map(([path]) => [...path]) };
}

/** Marks the records of a document made here (parsed from its text) as this side's to change in place. */
export function own(doc: Record<string, unknown>, owned: WeakSet<object>): void {
  for (const k in doc) {
    const v = doc[k];
    if (isPlainRecord(v)) owned.add(v);
  }
}

/** A JSON object (not an array, not null). */
export function isPlainRecord(v: unknown): v is Record<string, unknown> {
  return !!v && typeof v === 'object' && !Array.isArray(v);
}
