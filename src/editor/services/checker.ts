import { wrap, type Remote } from 'comlink';
import { ProblemLists, type DocumentStore, type ReadReply } from '../../document';
import { loadValidators, type Problem } from '../../validation';
import type { StartedWorker } from './startWorker';
import type { CheckWorker as CheckWorkerApi, KeepAsked } from './checker.worker';

/**
 * The studio's checks, run in a Web Worker so the page keeps drawing: the Problems of the open
 * documents (the worker holds a copy of them and is sent only the documents an edit changed), and
 * the reading of files from disk (parse, migrate, schema check): every file as the studio opens,
 * so that the page runs no schema check at start-up, and big ones after. Where no worker can
 * start, or it fails, both run here.
 */
export class BackgroundCheck {
  private readonly worker?: Worker;
  private remote?: Remote<CheckWorkerApi>;
  /** Rejects when the worker fails (its script did not load, or it died): a call to it would never be answered. */
  private readonly failed: Promise<never>;
  /** The record of each file the worker holds. */
  private readonly sent = new Map<string, number>();
  /** The problems the worker's answers describe: it sends only the lists that changed. */
  private lists = new ProblemLists();
  private seq = 0;

  /** `started`: the worker, started early by the page (startCheckWorker); none, and the checks run here. */
  constructor(
    private readonly store: DocumentStore,
    started: StartedWorker | undefined,
  ) {
    this.failed = started?.failed ?? new Promise<never>(() => {});
    this.failed.catch((e: unknown) => {
      if (!this.remote) return;
      this.remote = undefined; // from now on the files are read and checked here
      console.error(`Sandtable: the checks' worker failed (${e instanceof Error ? e.message : String(e)}); the files are read and checked on the page`);
    });
    if (!started) return;
    this.worker = started.worker;
    this.remote = wrap<CheckWorkerApi>(started.worker);
  }

  /** A call to the worker, or the worker's failure: whichever comes first. */
  private answer<T>(call: Promise<T>): Promise<T> {
    return Promise.race([call, this.failed]);
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
      const delta = await this.answer(this.remote.checkDelta(this.store.checkInput(this.sent), lists.empty));
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
   * The worker's write of a file's unsaved text for autosave, made from the record it holds (the
   * page makes no text: a 15,000-hex map's took 10-14 ms); it resolves false when the worker did not
   * write, and the page writes then. With no worker (it failed, or a variant is being recorded, whose
   * check runs here) the write is the page's at once. Undefined while the worker does not yet hold
   * the file's record as it is now: the next check sends it.
   */
  keeper(file: string, asked: Omit<KeepAsked, 'file' | 'v'>): (() => Promise<boolean>) | undefined {
    const remote = this.remote;
    if (!remote || this.store.recording) return pageWrites;
    const v = this.sent.get(file);
    if (v === undefined || v !== this.store.recordOf(file)) return undefined;
    return () => this.answer(remote.keep({ file, v, ...asked }));
  }

  /**
   * Puts a file read from disk into the store, as a reload does: read in the worker first (the page
   * only parses its text, which the worker found sound), and kept there. Where the worker fails,
   * read here: a project still opens.
   */
  async read(file: string, text: string): Promise<void> {
    if (!this.remote) return loadValidators().then(() => this.store.reload(file, text));
    const v = this.store.reserveRecord();
    let read: ReadReply;
    try {
      read = await this.answer(this.remote.read(file, text, v));
    } catch (e) {
      // The worker's failure was said as it failed; a file its read threw on is said here.
      if (this.remote) console.error(`Sandtable: ${file} could not be read in the checks' worker; reading it on the page`, e);
      await loadValidators();
      return this.store.reload(file, text);
    }
    if (this.store.adopt(file, text, read, v)) this.sent.set(file, v);
    else this.sent.delete(file);
  }

  dispose(): void {
    this.worker?.terminate();
  }
}

/** An autosave write the worker leaves to the page. */
export const pageWrites = async (): Promise<boolean> => false;
