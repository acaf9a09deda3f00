import type { ErrorObject, ValidateFunction } from 'ajv';
import { escapeToken, parsePointer } from '../shared/jsonPointer';
import { ajvFindings } from './ajvFindings';
import type { Finding } from './problem';
import type { DocumentKind } from './schemaSet';

/** A record whose entries are checked one by one: the validators of its keys and of its values. */
interface Record_ {
  readonly key: ValidateFunction;
  readonly entry: ValidateFunction;
}

/** The records of a document kind (of one branch of a tagged union, where `tag` picks it). */
export interface RecordBranch {
  readonly tag?: string;
  readonly value?: string;
  readonly records: ReadonlyMap<string, Record_>;
}

/** What the generated module gives: the table of records, and their validators by name. */
export interface RecordValidators {
  readonly keyedRecords: Readonly<Record<string, readonly { readonly tag?: string; readonly value?: string; readonly records: Readonly<Record<string, readonly [string, string]>> }[]>>;
  readonly recordValidators: Readonly<Record<string, ValidateFunction>>;
}

/**
 * A document's schema findings, split by the entries of its big records (a map's hexes, an order
 * of battle's units): those of each entry apart, and the rest. An edit of a few entries then
 * checks those alone (`SchemaResult.after`), where Ajv would check all 15,000 hexes again.
 */
export class SchemaResult {
  private constructor(
    readonly branch: RecordBranch | undefined,
    /** Findings outside the records' entries. */
    private readonly rest: readonly Finding[],
    /** By record, by key: the findings of that entry (only entries with findings). */
    private readonly entries: ReadonlyMap<string, ReadonlyMap<string, readonly Finding[]>>,
    readonly findings: readonly Finding[],
  ) {}

  /** Splits a whole document's findings by the entry each is in. */
  static of(branch: RecordBranch | undefined, findings: readonly Finding[]): SchemaResult {
    const rest: Finding[] = [];
    const entries = new Map<string, Map<string, Finding[]>>();
    for (const f of findings) {
      const [prop, key] = f.pointer.startsWith('/') ? parsePointer(f.pointer) : [];
      if (branch && prop !== undefined && key !== undefined && branch.records.has(prop)) {
        let byKey = entries.get(prop);
        if (!byKey) entries.set(prop, (byKey = new Map()));
        let list = byKey.get(key);
        if (!list) byKey.set(key, (list = []));
        list.push(f);
      } else rest.push(f);
    }
    return new SchemaResult(branch, rest, entries, findings);
  }

  /**
   * The findings of `doc`, a version of this result's document in which only the values at `paths`
   * changed: the entries they lie in are checked again, the rest kept. Undefined when a path lies
   * outside every record's entries (the whole document must be checked).
   */
  after(doc: Record<string, unknown>, paths: readonly (readonly string[])[]): SchemaResult | undefined {
    const branch = this.branch;
    if (!branch || (branch.tag !== undefined && doc[branch.tag] !== branch.value)) return undefined;
    const touched = new Map<string, Set<string>>();
    for (const path of paths) {
      const [prop, key] = path;
      if (prop === undefined || key === undefined || !branch.records.has(prop)) return undefined;
      let keys = touched.get(prop);
      if (!keys) touched.set(prop, (keys = new Set()));
      keys.add(key);
    }
    const entries = new Map<string, ReadonlyMap<string, readonly Finding[]>>(this.entries);
    for (const [prop, keys] of touched) {
      const record = doc[prop];
      if (!record || typeof record !== 'object' || Array.isArray(record)) return undefined;
      const byKey = new Map(this.entries.get(prop));
      const r = branch.records.get(prop)!;
      for (const key of keys) {
        const value = Object.prototype.hasOwnProperty.call(record, key) ? (record as Record<string, unknown>)[key] : undefined;
        const found = value === undefined ? [] : entryFindings(r, prop, key, value);
        if (found.length) byKey.set(key, found);
        else byKey.delete(key);
      }
      entries.set(prop, byKey);
    }
    const findings = [...this.rest];
    for (const byKey of entries.values()) for (const list of byKey.values()) findings.push(...list);
    return new SchemaResult(branch, this.rest, entries, findings);
  }
}

/**
 * One entry's findings, as the document's validator words them: the errors of its key (which Ajv
 * gives at the record, naming the key) and of its value (at the entry), one set of findings.
 */
function entryFindings(r: Record_, prop: string, key: string, value: unknown): Finding[] {
  const at = `/${escapeToken(prop)}`;
  const errors: ErrorObject[] = [];
  if (!r.key(key)) {
    for (const e of r.key.errors ?? []) errors.push({ ...e, instancePath: at + e.instancePath, propertyName: key });
    errors.push({ instancePath: at, schemaPath: '#/propertyNames', keyword: 'propertyNames', params: { propertyName: key }, message: 'property name must be valid' });
  }
  if (!r.entry(value)) for (const e of r.entry.errors ?? []) errors.push({ ...e, instancePath: `${at}/${escapeToken(key)}${e.instancePath}` });
  return errors.length ? ajvFindings(errors) : [];
}

/** The branch of a document's kind its tag picks (the kind's only one when it has no tags). */
export function recordBranch(table: readonly RecordBranch[] | undefined, doc: Record<string, unknown>): RecordBranch | undefined {
  return table?.find((b) => b.tag === undefined || doc[b.tag] === b.value);
}

/** The generated table, with each validator name resolved. */
export function recordBranches(v: RecordValidators): Partial<Record<DocumentKind, readonly RecordBranch[]>> {
  return Object.fromEntries(
    Object.entries(v.keyedRecords).map(([kind, branches]) => [
      kind,
      branches.map((b) => ({
        ...(b.tag !== undefined ? { tag: b.tag, value: b.value } : {}),
        records: new Map(Object.entries(b.records).map(([prop, [key, entry]]) => [prop, { key: v.recordValidators[key]!, entry: v.recordValidators[entry]! }])),
      })),
    ]),
  );
}
