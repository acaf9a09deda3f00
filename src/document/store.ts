import { bomAsSpace, compareProblems, type DocumentKind, type Problem, type ProjectDocument } from '../validation';
import { applyChanges, diffChanges, mergeChanges, type Change } from './changes';
import { History, type FileChanges, type HistoryEntry } from './history';
import { readText, type LoadResult } from './load';
import { ProjectCheck, type Judge } from './projectCheck';
import type { SourceFile } from './loadProject';
import type { CheckDoc, ReadReply } from './checkMirror';
import { CheckFeed } from './checkFeed';
import { Listeners } from './listeners';
import { RecordTexts } from './textBase';
import { canonicalText, textEdit } from './textEdit';
import { WarmCopy } from './warmCopy';
import { GoneDocuments } from './goneDocuments';
import { compareText } from '../shared/order';
import type { CommandInfo, OpenDocument, StoreEvent, StoreRecord, Stroke } from './storeTypes';
import { describePaths, Recording } from './recording';

export type { CommandInfo, OpenDocument, StoreEvent, Stroke } from './storeTypes';

/** How the store holds a document: a record, numbered. */
interface Rec extends StoreRecord {
  /** The record's number: every record the store makes has a new one (a check elsewhere holds documents by it). */
  readonly v: number;
}

/** The last record number given, across stores (a check holds the records of one store at a time). */
let recordCount = 0;

/**
 * The open documents of a project, with one history for all of them. Every edit is a named command
 * whose recorded changes undo and redo apply; text edits and visual edits are one document.
 */
export class DocumentStore {
  private readonly docs = new Map<string, Rec>();
  private readonly history = new History();
  private readonly listeners = new Listeners<StoreEvent>();
  private stroke?: { file: string; command: string; label: string; changes: Change[] };
  /** A copy of one record of a document, made ahead of the next stroke on it (`warm`). */
  private readonly warmed = new WarmCopy();
  /** The records' texts, made (or spliced) when first read. */
  private readonly texts = new RecordTexts();
  private cachedProblems?: Problem[];
  /** Recording into a variant: its targets are shown patched, and their edits become its changes. */
  private readonly lens = new Recording({ docs: this.docs, execute: (file, command, changes) => this.execute(file, command, changes), beginStroke: (file, command) => this.beginStroke(file, command) });
  /** Checks the documents, remembering what an edit did not change. */
  private readonly checker: ProjectCheck;
  /** Documents deleted here: what undo brings back, and which Save deletes from the disk. */
  private readonly gone = new GoneDocuments();

  /** `judge` adds the problems only the engine finds (the studio's; see ProjectCheck). */
  constructor(files: readonly SourceFile[], options: { judge?: Judge } = {}) {
    this.checker = new ProjectCheck(options.judge);
    for (const f of files) this.load(f.file, f.text, f.text);
  }

  /**
   * Every open document, sorted by file: as views show them (a recorded variant's targets patched),
   * or, with `own`, as they are (what test play, comparisons and variant resolution start from).
   */
  documents(options: { own?: boolean } = {}): OpenDocument[] {
    return [...this.docs.values()].sort((a, b) => compareText(a.file, b.file)).map((r) => this.view(options.own ? r : this.lens.shown(r)));
  }

  /**
   * The open documents that parse and have a kind, as game assembly (`scenarioDocuments`) reads
   * them: as views show them, or with `own`, as they are.
   */
  loaded(options: { own?: boolean } = {}): ProjectDocument[] {
    return this.documents(options).flatMap((d) => (d.kind && d.doc ? [{ kind: d.kind, file: d.file, doc: d.doc } as unknown as ProjectDocument] : []));
  }

  /** The open document of a kind with an id (as views show it), if any. */
  find(kind: DocumentKind, id: string | undefined): OpenDocument | undefined {
    for (const r of this.docs.values()) if (r.kind === kind && r.doc?.id === id) return this.view(this.lens.shown(r));
    return undefined;
  }

  /** One open document (as the variant being recorded has it, when it patches it). */
  get(file: string): OpenDocument | undefined {
    const r = this.docs.get(file);
    return r && this.view(this.lens.shown(r));
  }

  /** The number of a file's record as it is now (every change makes a new one): what a check elsewhere holds it under (checkInput). */
  recordOf(file: string): number | undefined {
    return this.docs.get(file)?.v;
  }

  /** The document's own text, not as a recorded variant shows it: what saving writes. */
  ownText(file: string): string | undefined {
    const r = this.docs.get(file);
    return r && this.texts.of(r);
  }

  /**
   * Starts recording into a variant (its file), or stops (undefined). While recording, the variant's
   * base scenario and the ruleset, maps and order of battle it names read as the variant has them,
   * and every edit of them (command, stroke or typed text) becomes a named change of the variant:
   * one undo step, and the documents themselves never change. Not an undo step itself. Refused
   * (false) for a file that is not a variant whose base is open: its edits would land nowhere.
   */
  recordInto(file: string | undefined): boolean {
    const changed = this.lens.switchTo(file);
    if (!changed) return false;
    for (const f of changed) this.changed({ file: f, edit: null, reason: 'load' });
    return true;
  }

  /** The variant file being recorded into, if any. */
  get recording(): string | undefined {
    return this.lens.file;
  }

  /** Why the recorded variant does not resolve, if it does not (its targets then read unchanged). */
  recordingError(): string | undefined {
    return this.lens.error();
  }

  /** A read-only view of a record whose text is computed only when read. */
  private view(r: StoreRecord): OpenDocument {
    const textOf = () => this.texts.of(r);
    return {
      file: r.file,
      ...(r.kind ? { kind: r.kind } : {}),
      ...(r.doc ? { doc: r.doc } : {}),
      draft: r.draft,
      unparsable: !!r.unparsable,
      savedText: r.savedText,
      get text() {
        return textOf();
      },
    };
  }

  /** Listens to changes; returns the function that stops listening. `early`: before the others (Listeners). */
  subscribe(listener: (e: StoreEvent) => void, options: { early?: boolean } = {}): () => void {
    return this.listeners.add(listener, options);
  }

  /**
   * Runs a command: its changes become one undo step named by its label. Refused (false) while the
   * text is an unparsable draft: a visual edit would overwrite what the user typed.
   */
  execute(file: string, command: CommandInfo, changes: readonly Change[]): boolean {
    if (this.stroke) this.stroke = undefined; // a command ends any stroke left open
    const target = this.lens.target(file);
    if (target) return this.lens.edit(target, command, changes);
    const d = this.require(file);
    if (d.draft) return false;
    const live = changes.filter((c) => JSON.stringify(c.before) !== JSON.stringify(c.after));
    if (!live.length) return true;
    this.history.push({ command: command.id, label: command.label, file, changes: live });
    this.replace(d, this.applied(d.doc, live, 'forward'), 'command', live);
    return true;
  }

  /**
   * A document with changes applied, into the record copied ahead (warm) when they change it (a
   * brush's first dab, a flood fill, an undo copied the 15,000-member hexes record inside its
   * event). `copies`: the objects a gesture copied, which its later steps change in place.
   */
  private applied<T extends Record<string, unknown> | undefined>(doc: T, changes: readonly Change[], direction: 'forward' | 'backward', copies = new WeakSet<object>()): T {
    return applyChanges(this.warmed.for(doc, changes, copies) as T, changes, direction, copies);
  }

  /** True when the document's text does not parse: visual edits wait until it does. */
  isDraft(file: string): boolean {
    return !!this.docs.get(file)?.draft;
  }

  /** Starts a gesture: the mark Escape returns to, and the one undo step it becomes. */
  beginStroke(file: string, command: CommandInfo): Stroke {
    const target = this.lens.target(file);
    if (target) return this.lens.stroke(target, command);
    if (this.require(file).draft) return { update: () => {}, commit: () => {}, cancel: () => {} }; // see execute
    const stroke = { file, command: command.id, label: command.label, changes: [] as Change[] };
    this.stroke = stroke;
    // The objects the stroke copied, which its later dabs change in place (applyChanges).
    const copies = new WeakSet<object>();
    const active = () => this.stroke === stroke;
    return {
      update: (changes, label) => {
        if (!active()) return;
        const d = this.require(file);
        stroke.changes = mergeChanges(stroke.changes, changes);
        if (label) stroke.label = label;
        this.replace(d, this.applied(d.doc, changes, 'forward', copies), 'stroke', changes);
      },
      commit: () => {
        if (!active()) return;
        this.stroke = undefined;
        this.history.push({ command: stroke.command, label: stroke.label, file, changes: stroke.changes });
        this.changed({ file, edit: null, reason: 'commit', changed: stroke.changes.map((c) => c.path) });
      },
      cancel: () => active() && this.cancelOpenStroke(),
    };
  }

  /** Copies a record of a document ahead of the next stroke on it, a slice at a time while `more()` says there is time (WarmCopy); true when done. */
  warm(file: string, key: string, more: () => boolean = () => true): boolean {
    return this.warmed.warm(this.docs.get(file)?.doc, key, more);
  }

  /**
   * The user typed in the JSON pane. Text that parses becomes the document (one "Edit JSON" step);
   * text that does not is kept as a draft with its problems, and the views keep the last good version.
   */
  setText(file: string, text: string): void {
    const d = this.require(file);
    const read = this.accept(file, text);
    const target = this.lens.target(file);
    if (target) {
      this.lens.type(file, target, text, { doc: read.document?.doc, unparsable: read.unparsable });
      this.changed({ file, edit: null, reason: 'text', changed: [] });
      return;
    }
    if (!read.document) {
      // Not accepted: the text is kept as typed, the views keep the last good version.
      this.put({ ...d, ...(d.kind || !read.kind ? {} : { kind: read.kind }), text, draft: true, unparsable: read.unparsable });
      this.changed({ file, edit: null, reason: 'text', changed: [] });
      return;
    }
    const next = read.document.doc as unknown as Record<string, unknown>;
    // A document's first accepted version is not an undo step: undoing it would leave nothing to show.
    const changes = d.doc ? diffChanges(d.doc, next) : [];
    if (changes.length) this.history.push({ command: 'document/editText', label: `Edit ${describePaths(changes)}`, file, changes });
    this.put({ file, kind: read.document.kind, doc: next, text, draft: false, savedText: d.savedText });
    this.changed({ file, edit: null, reason: 'text', changed: d.doc ? changes.map((c) => c.path) : [[]] });
  }

  /**
   * A text through parse -> migrate -> validate, as loading a file does: the document when its
   * schema accepts it, else why not. Schema findings are cached per object, shared with the check.
   */
  private accept(file: string, text: string): LoadResult & { unparsable: boolean } {
    return readText(file, text, this.checker.findingsOf);
  }

  /** Undoes the last step; returns its label. */
  undo(): string | undefined {
    this.cancelOpenStroke(); // Undo during a gesture first abandons the gesture
    const e = this.history.undo();
    if (e) this.replay(e, 'backward', 'undo');
    return e?.label;
  }

  /** Redoes the last undone step; returns its label. */
  redo(): string | undefined {
    const e = this.history.redo();
    if (e) this.replay(e, 'forward', 'redo');
    return e?.label;
  }

  /** The labels Undo and Redo would apply. */
  get undoLabel(): string | undefined {
    return this.history.undoLabel;
  }

  get redoLabel(): string | undefined {
    return this.history.redoLabel;
  }

  /** Every step so far, oldest first. */
  historyEntries(): readonly HistoryEntry[] {
    return this.history.entries();
  }

  /** True when the text differs from what is on disk (a visual edit's text is spliced, not made whole: textOf). */
  isDirty(file: string): boolean {
    const d = this.docs.get(file);
    return !!d && this.texts.of(d) !== d.savedText;
  }

  /** The text to save, or why it cannot be saved. */
  textToSave(file: string): { ok: true; text: string } | { ok: false; reason: string } {
    const d = this.require(file);
    if (d.unparsable) return { ok: false, reason: `${file} does not parse; fix the JSON before saving (the last good version is still shown)` };
    return { ok: true, text: this.texts.of(d) };
  }

  /** Records that a text is now on disk. */
  markSaved(file: string, text: string): void {
    const d = this.require(file);
    this.put({ ...d, savedText: text }, d.v); // the documents are unchanged: a check holding the record still does
    this.changed({ file, edit: null, reason: 'save' });
  }

  /** Replaces a document from disk (a reload, or the other version of a conflict). Not an undo step. */
  reload(file: string, text: string): void {
    // A document deleted here and changed on disk since by someone else comes back as they left it.
    this.gone.take(file);
    const rec = this.docs.get(file);
    const before = rec ? this.texts.of(rec) : '';
    this.load(file, text, text, true);
    this.changed({ file, edit: textEdit(before, text), reason: 'load' });
  }

  /**
   * Adds a new document, not yet on disk (unsaved until saved), as one undo step: undo takes it
   * away again. Refused for a file the store already holds.
   */
  create(file: string, doc: Record<string, unknown>): boolean {
    if (this.docs.has(file) || this.gone.has(file)) return false;
    if (this.stroke) this.stroke = undefined;
    this.step({ command: 'document/create', label: `Create ${file}`, file, changes: [{ path: [], before: undefined, after: doc }] });
    return true;
  }

  /**
   * Deletes a document as one undo step: it leaves the project (its references become Problems), and
   * a saved one leaves the disk when saved (`deletedFiles`); undo brings it back as it was. Refused,
   * with the reason, for a text that does not parse (undo could not bring back what was typed) and
   * while a gesture is open.
   */
  remove(file: string): { ok: true } | { ok: false; reason: string } {
    const d = this.docs.get(file);
    if (!d) return { ok: false, reason: `${file} is not open` };
    if (d.unparsable || d.draft || !d.doc) return { ok: false, reason: `${file} has text that is not a valid document: fix it or undo before deleting, so nothing typed is lost` };
    if (this.stroke) return { ok: false, reason: 'finish the gesture first' };
    this.step({ command: 'document/delete', label: `Delete ${file}`, file, changes: [{ path: [], before: d.doc, after: undefined }] });
    return { ok: true };
  }

  /**
   * Runs a command across documents as one undo step (a rename: a document made under its new file,
   * the documents that name it changed, the old file taken away), each part in order; undo takes
   * them back in reverse. A part whose change is at the root makes a document (from nothing) or
   * takes one away (to nothing). Refused, with why and nothing changed, while recording into a
   * variant, during a gesture, for a file to make that is already taken, or for a document to
   * change whose text is not a valid document (the change would overwrite what was typed).
   */
  executeAcross(command: CommandInfo, parts: readonly FileChanges[], moved?: { from: string; to: string }): { ok: true } | { ok: false; reason: string } {
    if (this.lens.file) return { ok: false, reason: `stop recording into ${this.lens.file} first: a step across documents is not a change of the variant` };
    if (this.stroke) return { ok: false, reason: 'finish the gesture first' };
    const [first, ...more] = parts;
    if (!first) return { ok: true };
    for (const p of parts) {
      const makes = p.changes.length === 1 && p.changes[0]!.path.length === 0 && p.changes[0]!.before === undefined;
      const d = this.docs.get(p.file);
      if (makes && (d || this.gone.has(p.file))) return { ok: false, reason: `${p.file} is already a document of the project${d ? '' : ' (deleted here and not yet saved: undo that, or save first)'}` };
      if (!makes && !d) return { ok: false, reason: `${p.file} is not open` };
      if (!makes && (d!.draft || d!.unparsable || !d!.doc)) return { ok: false, reason: `${p.file} has text that is not a valid document: fix it or undo there first, so nothing typed is lost` };
    }
    this.step({ command: command.id, label: command.label, file: first.file, changes: first.changes, ...(more.length ? { more } : {}), ...(moved ? { moved } : {}) });
    return { ok: true };
  }

  /** Records a step that makes, takes away or moves documents, and makes it as redo would: one path for doing and redoing. */
  private step(entry: HistoryEntry): void {
    this.history.push(entry);
    this.replay(entry, 'forward', 'command');
  }

  /** Documents deleted here that are still on disk: Save deletes them there. */
  deletedFiles(): string[] {
    return this.gone.onDisk();
  }

  /** Records that a deleted document is gone from the disk too (its undo brings it back as a new, unsaved one). */
  markDeleted(file: string): void {
    this.gone.leftDisk(file);
    this.changed({ file, edit: null, reason: 'save' });
  }

  /** Takes a document out of the store, keeping what undo needs to bring it back (and what Save deletes). */
  private forget(d: Rec): void {
    this.gone.keep(d.file, this.texts.of(d), d.savedText);
    this.docs.delete(d.file);
    this.cachedProblems = undefined;
  }

  /** Restores an unsaved text over the disk version (crash recovery): dirty, and one undo step. */
  restore(file: string, text: string): void {
    this.setText(file, text);
  }

  /** Every problem of the project as it stands, from parsing to cross-document checks. */
  problems(): Problem[] {
    if (this.cachedProblems) return this.cachedProblems;
    const checked = (r: StoreRecord) => ({ ...r, text: this.texts.of(r) });
    const own = this.checker.check([...this.docs.values()].map(checked));
    const targets = this.lens.targetFiles();
    // Recording: a patched document's problems are its patched version's, located in the text its
    // pane shows; the rest (the variant's own changes above all) are checked against the documents.
    const shown = targets.size ? this.checker.check([...this.docs.values()].map((r) => checked(this.lens.shown(r)))).filter((p) => targets.has(p.file)) : [];
    this.cachedProblems = [...own.filter((p) => !targets.has(p.file)), ...shown].sort(compareProblems);
    return this.cachedProblems;
  }

  /**
   * Reads a text as a document: the accepted version when the schema accepts it; otherwise a draft
   * over the last good version (`keepGood`: a reload from disk) or over none.
   */
  private load(file: string, text: string, savedText: string, keepGood = false): void {
    const r = this.accept(file, text);
    this.putRead(file, text, savedText, { doc: r.document?.doc as unknown as Record<string, unknown> | undefined, kind: r.document?.kind ?? r.kind, unparsable: r.unparsable }, keepGood);
    this.cachedProblems = undefined;
  }

  /**
   * Puts a text read as a document: the accepted version when there is one (`read.doc`), else a
   * draft over the last good version (`keepGood`: a reload from disk) or over none.
   */
  private putRead(file: string, text: string, savedText: string, read: { doc?: Record<string, unknown>; kind?: DocumentKind; unparsable: boolean }, keepGood: boolean, v?: number): void {
    const previous = keepGood ? this.docs.get(file) : undefined;
    const doc = read.doc ?? previous?.doc;
    const kind = (read.doc ? read.kind : undefined) ?? previous?.kind ?? read.kind;
    this.put({ file, ...(kind ? { kind } : {}), ...(doc ? { doc } : {}), text, draft: !read.doc, unparsable: read.unparsable, savedText }, v);
  }

  /** Replaces a document after a visual edit; its text is made when next read (not on every dab of a brush). */
  private replace(d: Rec, doc: Record<string, unknown> | undefined, reason: StoreEvent['reason'], changes: readonly Change[], direction: 'forward' | 'backward' = 'forward'): void {
    const { text: _stale, ...rest } = d;
    const v = ++recordCount;
    this.feed.edited(d.file, d.v, v, d.doc, doc, changes);
    this.put({ ...rest, ...(doc ? { doc } : {}), draft: false, unparsable: false }, v);
    this.texts.edited(d, this.docs.get(d.file)!, doc, changes, direction, { dab: reason === 'stroke', strokeOpen: this.stroke?.file === d.file });
    this.changed({ file: d.file, edit: null, reason, changed: changes.map((c) => c.path) });
  }

  /** Applies a step's parts (forward in order, backward in reverse): a step across documents is one. */
  private replay(e: HistoryEntry, direction: 'forward' | 'backward', reason: 'command' | 'undo' | 'redo'): void {
    const parts = [{ file: e.file, changes: e.changes }, ...(e.more ?? [])];
    // The file a moved document leaves, and where it goes: views follow it.
    const left = e.moved && (direction === 'forward' ? e.moved : { from: e.moved.to, to: e.moved.from });
    for (const p of direction === 'forward' ? parts : parts.reverse()) this.replayPart(p.file, p.changes, direction, reason, left?.from === p.file ? left.to : undefined);
  }

  private replayPart(file: string, changes: readonly Change[], direction: 'forward' | 'backward', reason: 'command' | 'undo' | 'redo', movedTo?: string): void {
    const d = this.docs.get(file);
    const next = this.applied(d?.doc, changes, direction);
    if (d && next !== undefined) return this.replace(d, next, reason, changes, direction);
    // A document the step created or deleted: undo or redo takes it away, or brings it back as it was.
    if (next === undefined) {
      if (d) this.forget(d);
    } else {
      const was = this.gone.take(file);
      this.load(file, was?.text ?? canonicalText(next), was?.savedText ?? '');
    }
    this.changed({ file, edit: null, reason, changed: [[]], ...(movedTo ? { movedTo } : {}) });
  }

  private cancelOpenStroke(): void {
    const s = this.stroke;
    if (!s) return;
    this.stroke = undefined;
    const d = this.require(s.file);
    this.replace(d, applyChanges(d.doc, s.changes, 'backward'), 'commit', s.changes, 'backward');
  }

  private put(r: StoreRecord, v = ++recordCount): void {
    this.docs.set(r.file, { ...r, v });
    this.feed.put(r.file, v);
  }

  /** What the check elsewhere holds, so new versions go to it as patches (checkInput). */
  private readonly feed = new CheckFeed();

  /**
   * The open documents as a check elsewhere (a Web Worker's CheckMirror) needs them: each as its
   * record number only when `sent` says the check holds that record, else with its contents (and
   * `sent` is told). The documents as they are, not as a recorded variant shows them.
   */
  checkInput(sent: Map<string, number>): CheckDoc[] {
    for (const f of sent.keys()) if (!this.docs.has(f)) sent.delete(f);
    this.feed.keepOnly(sent);
    return [...this.docs.values()].map((r) => {
      if (sent.get(r.file) === r.v) {
        this.feed.holds(r);
        return { file: r.file, v: r.v };
      }
      const held = sent.get(r.file);
      sent.set(r.file, r.v);
      // Made from the version the check holds by a few visual edits: what they changed.
      const patched = this.feed.send(r, held);
      if (patched) return patched;
      // A text made from the document is sent alone, to be parsed there: a string is copied at once,
      // where a 15,000-hex map's object graph took 15 ms of the page to clone.
      if (this.texts.madeFromDoc(r)) return { file: r.file, v: r.v, ...(r.kind ? { kind: r.kind } : {}), draft: r.draft, text: r.text, parse: true };
      return { file: r.file, v: r.v, ...(r.kind ? { kind: r.kind } : {}), draft: r.draft, ...(r.doc ? { doc: r.doc } : {}), ...(r.text !== undefined ? { text: r.text } : {}) };
    });
  }

  /** A number for a record not made yet: a file read elsewhere is held there under it before `adopt`. */
  reserveRecord(): number {
    return ++recordCount;
  }

  /**
   * A file read elsewhere (a big file, read off the page: CheckMirror.read), put in the store as
   * record `v`, as `reload` would put it: its document is the text's, parsed here (no schema check
   * here: the reader made it), or the migrated document it sent. Returns true when the record is
   * the one the reader holds as `v`; false when the store kept the last good version of a file
   * whose new text its schema refuses (the check must then be sent this record).
   */
  adopt(file: string, text: string, read: ReadReply, v: number): boolean {
    const keptGood = !read.accepted && !!this.docs.get(file)?.doc;
    const doc = read.accepted ? (read.migrated ?? (JSON.parse(bomAsSpace(text)) as Record<string, unknown>)) : undefined;
    // Accepted by the reader's schema check: the page's own check (test play's, a recorded variant's) need not run it again.
    if (doc) this.checker.accepted(doc);
    this.putRead(file, text, text, { doc, kind: read.kind, unparsable: read.unparsable }, true, v);
    // The reader holds this text as record `v` (unless the store kept its last good version).
    if (!keptGood) this.feed.adopted(file, text);
    this.changed({ file, edit: null, reason: 'load' });
    return !keptGood;
  }

  private changed(e: StoreEvent): void {
    this.cachedProblems = undefined;
    const patched = this.lens.watch(e.file);
    this.listeners.tell(e);
    // The recorded variant changed: so did the documents it patches, as views see them.
    for (const t of patched?.() ?? []) this.listeners.tell({ file: t.file, edit: null, reason: t.typed ? 'text' : e.reason });
  }

  private require(file: string): Rec {
    const d = this.docs.get(file);
    if (!d) throw new Error(`${file} is not open`);
    return d;
  }
}
