import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import type { Finding } from './problem';
import { ajvFindings } from './ajvFindings';
import { DOCUMENT_KINDS, DOCUMENT_SCHEMAS, SHARED_SCHEMAS, type DocumentKind } from './schemaSet';

/**
 * Ajv with every schema, compiled once at module load (STACK.md). `tsType` is a
 * json-schema-to-typescript annotation; `discriminator` gives precise errors for tagged unions.
 */
const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true, discriminator: true, verbose: true });
ajv.addKeyword({ keyword: 'tsType', schemaType: 'string' });
for (const schema of SHARED_SCHEMAS) ajv.addSchema(schema);
for (const kind of DOCUMENT_KINDS) ajv.addSchema(DOCUMENT_SCHEMAS[kind]);

const validators = Object.fromEntries(
  DOCUMENT_KINDS.map((kind) => [kind, ajv.getSchema(`${kind}.schema.json`) as ValidateFunction]),
) as Record<DocumentKind, ValidateFunction>;

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
