import type { ErrorObject, ValidateFunction } from 'ajv';
import * as compiled from '../generated/validators';
import type { Finding } from './problem';
import { ajvFindings } from './ajvFindings';
import type { DocumentKind } from './schemaSet';

/**
 * Ajv's validators of every document kind, compiled at build time (Ajv standalone code, made by
 * `npm run gen:types` with the options in scripts/renderValidators.mjs): start-up compiles nothing.
 */
const validators: Record<DocumentKind, ValidateFunction> = compiled;

/** Validates a document against its kind's schema; returns designer-facing findings (empty when valid). */
export function schemaFindings(kind: DocumentKind, doc: unknown): Finding[] {
  const validate = validators[kind];
  if (validate(doc)) return [];
  return ajvFindings((validate.errors ?? []) as ErrorObject[]);
}

/** The raw Ajv validator of a kind, for benchmarks that compare against plain Ajv. */
export function rawValidator(kind: DocumentKind): ValidateFunction {
  return validators[kind];
}
