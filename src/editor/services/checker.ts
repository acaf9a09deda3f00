import { wrap, type Remote } from 'comlink';
import { ProblemLists, type CheckMirror, type DocumentStore } from '../../document';
import type { Problem } from '../../validation';
import CheckWorker from './checker.worker?worker';

/**
 * The studio's checks, run in a Web Worker so the page keeps drawing: the Problems of the open
 * documents (the worker holds a copy of them and is sent only the documents an edit changed), and
 * the reading of big files (parse, migrate, schema check). Where no worker can start, both run
 * here, as they did before.
 */
export class BackgroundCheck {
  private readonly worker?: Worker;
  private readonly remote?: Remote<CheckMirror>;
  /** The record of each file the worker holds. */
  private readonly sent = new Map<string, number>();
  /** The problems the worker's answers describe: it sends only the lists that changed. */
  private lists = new ProblemLists();
  private seq = 0;

  constructor(private readonly store: DocumentStore) {
    try {
      this.worker = new CheckWorker();
      this.remote = wrap<CheckMirror>(this.worker);
    } catch (e) {
      console.warn('Sandtable: no worker for the checks; they run on the page', e);
    }
  }

  /**
   * The problems of the documents as they are now; undefined when a later check was asked for
   * before this one ended (its answer is the one to show). While a variant is recorded into, the
   * store checks here: it shows the variant's versions of the documents, which the worker does not hold.
   */
  async check(): Promise<Problem[] | undefined> {
    const mine = ++this.seq;
    if (!this.remote || this.store.recording) return this.store.problems();
    let found: Problem[];
    const lists = this.lists;
    try {
      // Lists not yet held here (the first check, or after a failure) are asked for whole.
      const delta = await this.remote.checkDelta(this.store.checkInput(this.sent), lists.empty);
      // Every answer is taken in, in order, even one a later check makes stale: each says what
      // changed since the one before. One begun before a failure is not: the next is sent whole.
      if (lists !== this.lists) return undefined;
      found = lists.apply(delta);
    } catch (e) {
      // The worker lost track (or died): send everything next time, and check here this time.
      console.error('Sandtable: the background check failed; checking on the page', e);
      this.sent.clear();
      this.lists = new ProblemLists();
      return mine === this.seq ? this.store.problems() : undefined;
    }
    return mine === this.seq ? found : undefined;
  }

  /**
   * Puts a big file read from disk into the store, as a reload does: read in the worker first (the
   * page only parses its text, which the worker found sound), and kept there.
   */
  async readBig(file: string, text: string): Promise<void> {
    if (!this.remote) return this.store.reload(file, text);
    const v = this.store.reserveRecord();
    const read = await this.remote.read(file, text, v);
    if (this.store.adopt(file, text, read, v)) this.sent.set(file, v);
    else this.sent.delete(file);
  }

  dispose(): void {
    this.worker?.terminate();
  }
}
