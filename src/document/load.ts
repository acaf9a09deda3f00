import { pointer } from '../shared/jsonPointer';
import {
  encodingProblems,
  DOCUMENT_KINDS,
  DocumentText,
  isDocumentKind,
  parseJson,
  schemaFindings,
  type DocumentKind,
  type Finding,
  type Problem,
  type ProjectDocument,
} from '../validation';
import { currentVersion, migrate, MIGRATIONS, type MigrationRegistry, type RawDocument } from './migrations';

/** What loading one file gives: the document when it is schema-valid, and every problem found. */
export interface LoadResult {
  readonly file: string;
  readonly source: DocumentText;
  readonly problems: Problem[];
  readonly document?: ProjectDocument;
  /** The kind, when the file says one Sandtable knows (even if the rest is invalid). */
  readonly kind?: DocumentKind;
  /** The document's id, when it has a string one (even if the rest is invalid). */
  readonly id?: string;
}

const error = (ptr: string, code: string, message: string): Finding => ({ pointer: ptr, severity: 'error', code, message });

/**
 * Loads one document: parse (strict JSON) -> check kind and version -> migrate -> validate against
 * its schema. Nothing is fixed silently: any problem is reported and a broken file yields no document.
 */
export function loadDocument(file: string, text: string, registry: MigrationRegistry = MIGRATIONS): LoadResult {
  const source = new DocumentText(file, text);
  const parsed = parseJson(text);
  if (!parsed.ok) return { file, source, problems: parsed.problems.map((p) => source.textProblem(p)) };
  const loaded = loadValue(source, parsed.value, registry);
  const encoding = encodingProblems(text).map((e) => source.textProblem(e.problem, e.severity));
  return encoding.length ? { ...loaded, problems: [...encoding, ...loaded.problems] } : loaded;
}

/** How a document's schema findings are had: computed, or from a cache of them per document object. */
export type FindingsOf = (kind: DocumentKind, doc: Record<string, unknown>) => readonly Finding[];

/**
 * A text as the studio reads it (typed, loaded, or read off the page): parse -> migrate -> validate,
 * with the schema findings had through `findingsOf` (a cache per document object), and whether it
 * parsed at all. `parsed` is the value the text holds: the document is that very object unless a
 * migration made a new one.
 */
export function readText(file: string, text: string, findingsOf: FindingsOf = schemaFindings): LoadResult & { unparsable: boolean; parsed?: unknown } {
  const parsed = parseJson(text);
  const source = new DocumentText(file, text);
  if (!parsed.ok) return { file, source, problems: [], unparsable: true };
  return { ...loadValue(source, parsed.value, MIGRATIONS, findingsOf), unparsable: false, parsed: parsed.value };
}

/**
 * Loads a value already parsed from `source`: check kind and version -> migrate -> validate. The
 * same steps as loadDocument, for text the studio has just parsed.
 */
export function loadValue(source: DocumentText, value: unknown, registry: MigrationRegistry = MIGRATIONS, findingsOf: FindingsOf = schemaFindings): LoadResult {
  const file = source.file;
  const fail = (f: Finding, kind?: DocumentKind): LoadResult => ({ file, source, problems: [source.problem(f)], ...(kind ? { kind } : {}) });

  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return fail(error('', 'doc/not-object', 'document: a Sandtable document is a JSON object that starts with "kind" and "schemaVersion"'));
  }
  const raw = value as RawDocument;
  const kind = raw.kind;
  if (kind === undefined) return fail(error('', 'doc/kind', `document: missing "kind"; say which document this is (${DOCUMENT_KINDS.join(', ')})`));
  if (!isDocumentKind(kind)) {
    return fail(error(pointer('kind'), 'doc/kind', `kind: unknown document kind ${JSON.stringify(kind)}; Sandtable reads ${DOCUMENT_KINDS.join(', ')}`));
  }
  const version = raw.schemaVersion;
  const latest = currentVersion(kind, registry);
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return fail(error(version === undefined ? '' : pointer('schemaVersion'), 'doc/version', `${version === undefined ? 'document' : 'schemaVersion'}: ${version === undefined ? 'missing "schemaVersion"' : 'must be a whole number from 1'}; this build writes ${kind} documents at version ${latest}`), kind);
  }
  if (version > latest) {
    return fail(error(pointer('schemaVersion'), 'doc/version-newer', `schemaVersion: this ${kind} is version ${version}, written by a newer Sandtable; this build reads up to version ${latest}. Update Sandtable; the file was left as it is.`), kind);
  }

  let migrated: Record<string, unknown>;
  try {
    migrated = migrate(kind, raw, version, registry);
  } catch (e) {
    return fail(error(pointer('schemaVersion'), 'doc/migration', `schemaVersion: could not bring this ${kind} from version ${version} to ${latest} (${e instanceof Error ? e.message : String(e)}); the file was left as it is`), kind);
  }
  const findings = findingsOf(kind, migrated);
  if (findings.length) {
    const id = typeof migrated.id === 'string' ? migrated.id : undefined;
    return { file, source, kind, ...(id ? { id } : {}), problems: findings.map((f) => source.problem(f)) };
  }
  const document = { kind, file, source, doc: migrated } as unknown as ProjectDocument;
  return { file, source, kind, problems: [], document };
}
