import type { GameMap, OrderOfBattle, Playtest, Ruleset, Scenario } from '../generated/documents';
import type { DocumentText } from './documentText';
import type { Finding, Severity } from './problem';
import type { DocumentKind } from './schemaSet';

/** The document type of each kind. */
export interface DocumentTypes {
  ruleset: Ruleset;
  map: GameMap;
  oob: OrderOfBattle;
  scenario: Scenario;
  playtest: Playtest;
}

/**
 * How a document was made from one checked before: by changing the values at these paths and
 * nothing else. A check may then go over those alone and keep what it found in the rest. The
 * document before is spent (its records may have been changed in place): only what a check kept
 * for it may be read, by its identity.
 */
export interface DocumentEdit {
  readonly before: object;
  readonly paths: readonly (readonly string[])[];
}

/** A loaded, schema-valid document with its file and text (and, when known, the edit that made it). */
export type ProjectDocument = {
  [K in DocumentKind]: { readonly kind: K; readonly file: string; readonly source: DocumentText; readonly doc: DocumentTypes[K]; readonly edit?: DocumentEdit };
}[DocumentKind];

/** A loaded document of one kind. */
export type DocumentOf<K extends DocumentKind> = Extract<ProjectDocument, { kind: K }>;

/** The project's documents indexed by kind and id, for checks across documents. */
export class ProjectIndex {
  private readonly byKind = new Map<DocumentKind, Map<string, ProjectDocument>>();

  /**
   * `invalid` names documents (kind:id) that exist but failed their schema: references to them are
   * not dangling, though nothing inside them can be checked.
   */
  constructor(
    readonly documents: readonly ProjectDocument[],
    private readonly invalid: ReadonlySet<string> = new Set(),
  ) {
    for (const d of documents) {
      let m = this.byKind.get(d.kind);
      if (!m) this.byKind.set(d.kind, (m = new Map()));
      if (!m.has(d.doc.id)) m.set(d.doc.id, d); // duplicates are reported by checkDocumentIds
    }
  }

  /** The document of a kind with an id, if the project has it. */
  get<K extends DocumentKind>(kind: K, id: string): DocumentOf<K> | undefined {
    return this.byKind.get(kind)?.get(id) as DocumentOf<K> | undefined;
  }

  /** True when the project has a document of this kind and id, valid or not. */
  has(kind: DocumentKind, id: string): boolean {
    return this.get(kind, id) !== undefined || this.invalid.has(`${kind}:${id}`);
  }

  /** Every document of a kind. */
  all<K extends DocumentKind>(kind: K): DocumentOf<K>[] {
    return this.documents.filter((d): d is DocumentOf<K> => d.kind === kind);
  }
}

/** Collects findings for documents; the project validator places them in their texts. */
export class Reporter {
  readonly findings: { doc: ProjectDocument; finding: Finding }[] = [];

  /** Reports a problem at a pointer of a document. */
  add(doc: ProjectDocument, pointer: string, severity: Severity, code: string, message: string, rule?: string, atKey = false): void {
    this.findings.push({ doc, finding: { pointer, severity, code, message, ...(rule ? { rule } : {}), ...(atKey ? { atKey } : {}) } });
  }

  /** Reports an error. */
  error(doc: ProjectDocument, pointer: string, code: string, message: string, rule?: string): void {
    this.add(doc, pointer, 'error', code, message, rule);
  }

  /** Reports a warning. */
  warn(doc: ProjectDocument, pointer: string, code: string, message: string, rule?: string): void {
    this.add(doc, pointer, 'warning', code, message, rule);
  }

  /** Reports findings made before (a check's own, kept for a document while it is the same object). */
  keep(doc: ProjectDocument, findings: readonly Finding[]): void {
    for (const finding of findings) this.findings.push({ doc, finding });
  }
}

/** A semantic check over the whole project. */
export type ProjectCheck = (project: ProjectIndex, report: Reporter) => void;
