import type { ErrorObject, ValidateFunction } from 'ajv';
import type { Finding } from './problem';
import { ajvFindings } from './ajvFindings';
import { recordBranch, recordBranches, SchemaResult, type RecordBranch, type RecordValidators } from './schemaEntries';
import type { DocumentKind } from './schemaSet';

/**
 * Ajv's validators of every document kind, compiled at build time (Ajv standalone code, made by
 * `npm run gen:types` with the options in scripts/renderValidators.mjs): start-up compiles nothing.
 */
export type Validators = Readonly<Record<DocumentKind, ValidateFunction>> & Partial<RecordValidators>;

/**
 * The validators in use. In Node (the CLI, the tests, the bench) they are read as this module
 * loads. A browser loads them before it checks: the checks' worker installs them as it starts
 * (`useValidators`), and the studio's page fetches them in a task of their own as it opens
 * (`loadValidators`): a megabyte of code evaluated with the page's first module was its longest task.
 */
let validators: Validators | undefined = inNode();
let loading: Promise<void> | undefined;

function inNode(): Validators | undefined {
  const node = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process?.getBuiltinModule?.('node:module') as { createRequire(from: string): (id: string) => unknown } | undefined;
  return node ? (node.createRequire(import.meta.url)('../generated/validators.js') as Validators) : undefined;
}

/** Installs the compiled validators (a browser worker that checks, as it starts). */
export function useValidators(v: Validators): void {
  validators = v;
  branches = undefined;
}

/** The records of each kind checked entry by entry, read from the validators in use. */
let branches: Partial<Record<DocumentKind, readonly RecordBranch[]>> | undefined;

/** Loads the compiled validators once (their own module, fetched and evaluated apart); resolves when they are in use. */
export function loadValidators(): Promise<void> {
  if (validators) return Promise.resolve();
  return (loading ??= import('../generated/validators').then((m) => useValidators(m)));
}

function validator(kind: DocumentKind): ValidateFunction {
  if (!validators) throw new Error('Sandtable: the schema validators are not loaded here yet; await loadValidators() before reading or checking a document');
  return validators[kind];
}

/** Validates a document against its kind's schema; returns designer-facing findings (empty when valid). */
export function schemaFindings(kind: DocumentKind, doc: unknown, validate = validator(kind)): Finding[] {
  if (validate(doc)) return [];
  return ajvFindings((validate.errors ?? []) as ErrorObject[]);
}

/**
 * A document's schema findings, kept split by the entries of its big records, so that a later
 * version differing in a few entries is checked by `schemaResultAfter`.
 */
export function schemaResult(kind: DocumentKind, doc: Record<string, unknown>): SchemaResult {
  const v = validator(kind);
  branches ??= validators!.keyedRecords && validators!.recordValidators ? recordBranches(validators as RecordValidators) : {};
  return SchemaResult.of(recordBranch(branches[kind], doc), schemaFindings(kind, doc, v));
}

/**
 * The findings of `doc`, a version of the document `before` was made for in which only the values
 * at `paths` changed (the document's own record of its edit): the entries those lie in are
 * checked again, and nothing else. A path outside the big records' entries checks it whole.
 */
export function schemaResultAfter(kind: DocumentKind, before: SchemaResult, doc: Record<string, unknown>, paths: readonly (readonly string[])[]): SchemaResult {
  return before.after(doc, paths) ?? schemaResult(kind, doc);
}

/** The raw Ajv validator of a kind, for benchmarks that compare against plain Ajv. */
export function rawValidator(kind: DocumentKind): ValidateFunction {
  return validator(kind);
}
