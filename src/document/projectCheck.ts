import { DocumentText, schemaFindings, validateProject, type DocumentKind, type Problem, type ProjectDocument } from '../validation';
import { loadDocument } from './load';

/** A document as the check sees it: its file, its kind, the version that parsed, and its text. */
export interface Checked {
  readonly file: string;
  readonly kind?: DocumentKind;
  readonly doc?: Record<string, unknown>;
  readonly draft: boolean;
  readonly text: string;
}

/**
 * Checks a set of open documents, from parsing to cross-document rules, remembering what does not
 * need doing again: a document's schema findings while it is the same object, and a text's parse
 * tree (which locating problems needs) while the text is the same, two per file (its own and,
 * while recording, a variant's version of it).
 */
export class ProjectCheck {
  private readonly findings = new WeakMap<object, ReturnType<typeof schemaFindings>>();
  private readonly located = new Map<string, DocumentText[]>();

  /** Every problem of these documents, unsorted. */
  check(docs: readonly Checked[]): Problem[] {
    const out: Problem[] = [];
    const valid: ProjectDocument[] = [];
    const invalid = new Set<string>();
    for (const d of docs) {
      if (d.draft || !d.doc) {
        out.push(...loadDocument(d.file, d.text).problems);
        if (d.kind && typeof d.doc?.id === 'string') invalid.add(`${d.kind}:${d.doc.id}`);
        continue;
      }
      const source = this.source(d.file, d.text);
      const kind = d.kind;
      if (!kind) continue;
      let findings = this.findings.get(d.doc);
      if (!findings) this.findings.set(d.doc, (findings = schemaFindings(kind, d.doc)));
      if (findings.length) {
        out.push(...findings.map((f) => source.problem(f)));
        if (typeof d.doc.id === 'string') invalid.add(`${kind}:${d.doc.id}`);
      } else valid.push({ kind, file: d.file, source, doc: d.doc } as unknown as ProjectDocument);
    }
    return [...out, ...validateProject(valid, invalid)];
  }

  private source(file: string, text: string): DocumentText {
    const kept = this.located.get(file) ?? [];
    let source = kept.find((k) => k.text === text);
    if (!source) this.located.set(file, [(source = new DocumentText(file, text)), ...kept].slice(0, 2));
    return source;
  }
}
