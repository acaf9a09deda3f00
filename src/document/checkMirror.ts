import { groupBy } from '../shared/groupBy';
import { compareProblems, type DocumentKind, type Problem, type TextSplice } from '../validation';
import { applyPatch, own, type DocPatch } from './docPatch';
import { readText } from './load';
import { ProjectCheck, type Checked, type Judge } from './projectCheck';
import { canonicalText } from './textEdit';

/**
 * One open document as the store hands it to a check running elsewhere (a Web Worker): its version,
 * and its contents only when the check does not hold that version yet. `text` is absent when the
 * store has not made it: the check makes the same canonical text from `doc`.
 */
export interface CheckDoc {
  readonly file: string;
  /** Changes whenever anything of the document changes (the store numbers every record it makes). */
  readonly v: number;
  readonly kind?: DocumentKind;
  readonly draft?: boolean;
  readonly doc?: Record<string, unknown>;
  readonly text?: string;
  /** The document is the text parsed (a text made from it, sent without it). */
  readonly parse?: boolean;
  /** The document as what changed since a version the check holds (the text, when sent, is the new one's). */
  readonly patch?: DocPatch;
  /** With a patch, the new text as a splice of the text the check holds for that version (not sent whole: megabytes). */
  readonly textSplice?: TextSplice;
}

/** A document as the mirror holds it: checked as `Checked`, under the store's record number. */
type Held = Checked & { readonly v: number };

/** What reading a file gives the store: everything but the parsed value, which it makes from the text. */
export interface ReadReply {
  readonly kind?: DocumentKind;
  /** The schema accepted it (the document is `JSON.parse` of the text, unless `migrated` is given). */
  readonly accepted: boolean;
  readonly unparsable: boolean;
  /** The document after migration, only when migrating changed it (else the text is the document). */
  readonly migrated?: Record<string, unknown>;
}

/**
 * The project check away from the page (issue 18: a 15 MB document froze the studio for most of a
 * second): a copy of the open documents, kept by version so an edit sends only what it changed,
 * and the same ProjectCheck the store runs, so the problems are the same. It also reads big files
 * (parse, migrate, validate, locate), keeping what it read as that version of the document.
 */
export class CheckMirror {
  private readonly checker: ProjectCheck;
  private readonly docs = new Map<string, Held>();
  /** Files read but not yet checked as open: the store adopts them after the read, and a check sent meanwhile does not list them. */
  private readonly reads = new Map<string, Held>();

  /** `judge`: as the store's (the studio passes the engine's, so the worker judges what the page did). */
  constructor(judge?: Judge) {
    this.checker = new ProjectCheck(judge);
  }

  /** Reads a file as the store loads one, and holds the result as version `v` of it. */
  read(file: string, text: string, v: number): ReadReply {
    // As the store's own read (DocumentStore.accept): its schema findings kept for the document object.
    const loaded = readText(file, text, this.checker.findingsOf);
    const doc = loaded.document?.doc as unknown as Record<string, unknown> | undefined;
    const kind = loaded.document?.kind ?? loaded.kind;
    if (doc) own(doc, this.owned);
    this.reads.set(file, { file, v, ...(kind ? { kind } : {}), ...(doc ? { doc } : {}), text, draft: !doc });
    // A migration makes a new object; without one the document is the parsed text, which the store parses again.
    const migrated = doc && doc !== loaded.parsed ? doc : undefined;
    return { ...(kind ? { kind } : {}), accepted: !!doc, unparsable: loaded.unparsable, ...(migrated ? { migrated } : {}) };
  }

  /**
   * The problems of the open documents as `docs` lists them (each either new contents or a version
   * this mirror holds); a file not listed is no longer open. Throws on a version it does not hold:
   * the caller's record of what was sent is wrong, and guessing would show stale problems.
   */
  check(docs: readonly CheckDoc[]): Problem[] {
    return this.checkAll(docs).sort(compareProblems);
  }

  /**
   * The same problems as `check`, as what changed since the last answer of this kind: every file
   * with problems, in order, and the problems of those whose list changed (a file's list is sent
   * again only when it differs). A check of thousands of warnings after a one-hex edit sends the
   * few lists it changed, not thousands of problems for the page to take in. `full` sends every
   * list, as to a caller that lost track.
   */
  checkDelta(docs: readonly CheckDoc[], full = false): ProblemDelta {
    const byFile = groupBy(this.checkAll(docs).sort(compareProblems), (p) => p.file);
    const changed: Record<string, Problem[]> = {};
    for (const [file, list] of byFile) {
      if (!full && sameList(this.sentLists.get(file), list)) continue;
      this.sentLists.set(file, list);
      changed[file] = list;
    }
    for (const file of this.sentLists.keys()) if (!byFile.has(file)) this.sentLists.delete(file);
    return { files: [...byFile.keys()], changed };
  }

  /**
   * The text of record `v` of a file, when that is the record held here (as the store has it: a
   * draft as typed, else the document's canonical text, made here if the check has not made it).
   */
  heldText(file: string, v: number): string | undefined {
    const held = this.docs.get(file);
    return held?.v === v ? held.text : undefined;
  }

  /** Records of the documents held here that this side made (parsed, or copied), which a patch may change in place. */
  private readonly owned = new WeakSet<object>();

  /**
   * The version a patch makes of a document held here, with what it changed (the check goes over
   * those again, and keeps the rest of what it found). Its text, when not sent, is made when asked for.
   */
  private patched(d: CheckDoc, patch: DocPatch): Held {
    const held = this.docs.get(d.file);
    if (held?.v !== patch.base || !held.doc || held.draft) throw new Error(`the check does not hold version ${patch.base} of ${d.file} to patch`);
    const { doc, paths } = applyPatch(held.doc, patch, this.owned);
    const s = d.textSplice;
    // The text held for that version, spliced (the sender knows this side holds it: it sent it).
    const before = s ? held.text : undefined;
    let text = d.text ?? (s && before!.slice(0, s.start) + s.insert + before!.slice(s.end));
    return {
      file: d.file,
      v: d.v,
      ...(held.kind ? { kind: held.kind } : {}),
      doc,
      draft: false,
      edit: { before: held.doc, paths },
      ...(s ? { splice: { before: before!, start: s.start, end: s.end } } : {}),
      get text() {
        return (text ??= canonicalText(doc));
      },
    };
  }

  /** The last list of problems `checkDelta` sent for each file. */
  private readonly sentLists = new Map<string, readonly Problem[]>();

  private checkAll(docs: readonly CheckDoc[]): Problem[] {
    const open = new Set(docs.map((d) => d.file));
    for (const f of this.docs.keys()) if (!open.has(f)) this.docs.delete(f);
    for (const d of docs) {
      if (d.patch) {
        this.docs.set(d.file, this.patched(d, d.patch));
        continue;
      }
      if (d.doc !== undefined || d.text !== undefined) {
        const doc = d.parse ? (JSON.parse(d.text!) as Record<string, unknown>) : d.doc;
        if (d.parse && doc) own(doc, this.owned);
        this.docs.set(d.file, { file: d.file, v: d.v, ...(d.kind ? { kind: d.kind } : {}), ...(doc ? { doc } : {}), text: d.text ?? canonicalText(d.doc), draft: !!d.draft });
        continue;
      }
      // Only the number: a record this mirror holds, or a file it read that the store has since adopted.
      const read = this.reads.get(d.file);
      if (read?.v === d.v) {
        this.docs.set(d.file, read);
        this.reads.delete(d.file);
      }
      if (this.docs.get(d.file)?.v !== d.v) throw new Error(`the check does not hold version ${d.v} of ${d.file}`);
    }
    return this.checker.check([...this.docs.values()]);
  }
}

/** Two lists of the same problems, field by field (problems are flat records of strings and numbers). */
function sameList(a: readonly Problem[] | undefined, b: readonly Problem[]): boolean {
  if (!a || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    if (a[i] === b[i]) continue;
    const x = a[i] as unknown as Record<string, unknown>;
    const y = b[i] as unknown as Record<string, unknown>;
    const keys = Object.keys(x);
    if (keys.length !== Object.keys(y).length || keys.some((k) => x[k] !== y[k])) return false;
  }
  return true;
}

/** Problems as CheckMirror.checkDelta answers: the files with problems, in order, and the lists that changed. */
export interface ProblemDelta {
  readonly files: readonly string[];
  readonly changed: Readonly<Record<string, Problem[]>>;
}

/** Keeps the problems checkDelta's answers describe, one list per file; `apply` each answer in order. */
export class ProblemLists {
  private readonly lists = new Map<string, Problem[]>();

  /** No answer taken in yet: the next should be sent whole (checkDelta's `full`). */
  get empty(): boolean {
    return this.lists.size === 0;
  }

  /** Takes in an answer and returns every problem, sorted as `check` sorts them. */
  apply(delta: ProblemDelta): Problem[] {
    for (const [file, list] of Object.entries(delta.changed)) this.lists.set(file, list);
    for (const file of this.lists.keys()) if (!delta.files.includes(file)) this.lists.delete(file);
    return delta.files.flatMap((f) => this.lists.get(f) ?? []);
  }
}
