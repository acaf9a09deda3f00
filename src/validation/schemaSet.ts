import common from '../../schemas/defs/common.schema.json';
import table from '../../schemas/defs/table.schema.json';
import map from '../../schemas/map.schema.json';
import oob from '../../schemas/oob.schema.json';
import playtest from '../../schemas/playtest.schema.json';
import ruleset from '../../schemas/ruleset.schema.json';
import scenario from '../../schemas/scenario.schema.json';

/** The document kinds Sandtable reads, each with its schema file. */
export const DOCUMENT_KINDS = ['ruleset', 'map', 'oob', 'scenario', 'playtest'] as const;

/** One of the document kinds. */
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** True when a string names a document kind. */
export function isDocumentKind(kind: unknown): kind is DocumentKind {
  return typeof kind === 'string' && (DOCUMENT_KINDS as readonly string[]).includes(kind);
}

/** The schema of each document kind (the single source of truth, shared with Monaco and the type generator). */
export const DOCUMENT_SCHEMAS: Readonly<Record<DocumentKind, object>> = { ruleset, map, oob, scenario, playtest };

/** Schemas that documents reference but that are not documents themselves. */
export const SHARED_SCHEMAS: readonly object[] = [common, table];
