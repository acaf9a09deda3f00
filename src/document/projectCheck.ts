import { DocumentText, placed, schemaResult, textChangeAt, schemaResultAfter, validateProject, type DocumentEdit, type DocumentKind, type Finding, type Problem, type ProjectDocument, type SchemaResult } from '../validation';
import { loadDocument } from './load';

/** A document as the check sees it: its file, its kind, the last version the schema accepted, and its text. */
export interface Checked {
  readonly file: string;
  readonly kind?: DocumentKind;
  /** The last version of the document the schema accepted (absent: it has none yet). */
  readonly doc?: Record<string, unknown>;
  /** The text is not that version: it does not parse, or the schema does not accept it. */
  readonly draft: boolean;
  readonly text: string;
  /** How `doc` was made from the version checked before, when the check was told (CheckMirror's patches). */
  readonly edit?: DocumentEdit;
  /** How `text` was made from the text before (`before`): the characters from `start` to `end` replaced. */
  readonly splice?: { readonly before: string; readonly start: number; readonly end: number };
}

/**
 * Problems only the rules engine can find (a starting stack over the limits as play judges it, a
 * playtest whose log does not replay), given by the studio, whose layer may use the engine: this
 * one may not. Called with the documents the schema accepted and the problems found so far.
 */
export type Judge = (valid: readonly ProjectDocument[], found: readonly Problem[]) => Problem[];

/**
 * Checks a set of open documents, from parsing to cross-document rules, remembering what does not
 * need doing again: a document's schema findings while it is the same object, and a text's parse
 * tree (which locating problems needs) while the text is the same, two per file (its own and,
 * while recording, a variant's version of it).
 */
export class ProjectCheck {
  private readonly findings = new WeakMap<object, readonly Finding[]>();
  private readonly located = new Map<string, DocumentText[]>();
  private readonly drafts = new Map<string, { text: string; loaded: ReturnType<typeof loadDocument> }>();

  constructor(private readonly judge?: Judge) {}

  /** Schema results kept split by record entry, per document object, for the next version's edit. */
  private readonly results = new WeakMap<object, SchemaResult>();

  /**
   * A document's schema findings, computed once per document object: from those of the version
   * before when `edit` says what changed since (only the entries it touched are checked again).
   */
  readonly findingsOf = (kind: DocumentKind, doc: Record<string, unknown>, edit?: DocumentEdit): readonly Finding[] => {
    const f = this.findings.get(doc);
    if (f) return f;
    let r = this.results.get(doc);
    if (!r) {
      const before = edit && this.results.get(edit.before);
      this.results.set(doc, (r = before ? schemaResultAfter(kind, before, doc, edit.paths) : schemaResult(kind, doc)));
    }
    return r.findings;
  };

  /** A document whose schema accepted it elsewhere (the checks' worker read it): it has no schema findings. */
  accepted(doc: object): void {
    this.findings.set(doc, []);
  }

  /**
   * Every problem of these documents, unsorted. A draft's own problems are those of its text (it
   * does not parse, or its schema refuses it); the other documents are checked against its last
   * good version, as the views still show it, so one missing comma is one problem, not a knock-on
   * error in every document that refers to it.
   */
  check(docs: readonly Checked[]): Problem[] {
    const out: Problem[] = [];
    const valid: ProjectDocument[] = [];
    const invalid = new Set<string>();
    const drafts = new Set<string>();
    for (const d of docs) {
      if (d.draft) {
        drafts.add(d.file);
        const loaded = this.draftLoad(d.file, d.text);
        out.push(...loaded.problems);
        const id = typeof d.doc?.id === 'string' ? d.doc.id : loaded.id;
        if (!d.doc && d.kind && id) invalid.add(`${d.kind}:${id}`);
      }
      if (!d.kind || !d.doc) continue;
      const source = this.source(d.file, d.text, !!d.edit, d.splice);
      // A draft's own load reported them.
      if (!d.draft) out.push(...source.encodingProblems());
      const findings = this.findingsOf(d.kind, d.doc, d.edit);
      if (!findings.length) valid.push({ kind: d.kind, file: d.file, source, doc: d.doc, ...(d.edit ? { edit: d.edit } : {}) } as unknown as ProjectDocument);
      else {
        if (!d.draft) out.push(...findings.map((f) => placed(source, f)));
        if (typeof d.doc.id === 'string') invalid.add(`${d.kind}:${d.doc.id}`);
      }
    }
    const semantic = validateProject(valid, invalid, undefined, false);
    const found = [...out, ...(drafts.size ? semantic.filter((p) => !drafts.has(p.file)) : semantic)];
    return this.judge ? [...found, ...this.judge(valid, found)] : found;
  }

  /**
   * A draft's own load (parse, migrate, validate), once per text: the Problems check runs after
   * every change of any document, and a draft that did not change need not be read again.
   */
  private draftLoad(file: string, text: string): ReturnType<typeof loadDocument> {
    const kept = this.drafts.get(file);
    if (kept?.text === text) return kept.loaded;
    const loaded = loadDocument(file, text);
    this.drafts.set(file, { text, loaded });
    return loaded;
  }

  /**
   * The file's text to place problems in. An edited document's text is a new version, not looked
   * for among those kept (comparing megabyte texts that differ late is not free): the version
   * before moves its problems to it.
   */
  private source(file: string, text: string, edited = false, splice?: Checked['splice']): DocumentText {
    const kept = this.located.get(file) ?? [];
    let source = edited ? undefined : kept.find((k) => k.text === text);
    if (source) return source;
    // A new version of the file's latest text: problems placed in that one are moved, not placed
    // again, by the change the splice that made it says (no search of the two texts), when known.
    const previous = kept[0];
    const change = splice && previous?.text === splice.before ? (textChangeAt(splice.before, text, splice.start, splice.before.length - splice.end) ?? null) : undefined;
    this.located.set(file, [(source = new DocumentText(file, text, previous, change)), ...kept].slice(0, 2));
    return source;
  }
}
