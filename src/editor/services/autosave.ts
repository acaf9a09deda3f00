import { createStore, delMany, getMany, keys, set } from 'idb-keyval';

/** An unsaved text kept in the browser until it is saved: what recovery offers after a crash. */
export interface UnsavedText {
  readonly file: string;
  /** The text; '' for a deletion. */
  readonly text: string;
  /** The file was deleted (or renamed away) here and is still on disk: recovery deletes it again. */
  readonly deleted?: true;
  /** The disk version it was edited from. */
  readonly baseHash?: string;
  readonly at: number;
}

/** An unsaved text offered back, with what has become of its file on disk since, when that is not what it was edited from. */
export type Recoverable = UnsavedText & { readonly since?: string };

/**
 * What changed on disk since an unsaved text was kept, in words, or undefined when the disk still
 * holds the version it was edited from (`disk`: the file's hash now, undefined when there is none).
 * Recovering such a text puts it over a version its edits never saw.
 */
export function changedSince(u: UnsavedText, disk: string | undefined): string | undefined {
  if (u.baseHash === undefined) return disk === undefined || u.deleted ? undefined : 'it was a new file then, and a file of that name is on disk now';
  if (disk === undefined) return u.deleted ? undefined : 'the file is no longer on disk';
  return disk === u.baseHash ? undefined : 'the file on disk has changed since';
}

const db = createStore('sandtable', 'unsaved');

/**
 * Autosave for one project. Every project served at the same address shares the browser's storage,
 * so each entry is kept under the project's key (the server's hash of its folder, in the page's
 * `sandtable-project` meta tag) and only its own project is offered it back. Entries kept before
 * projects were told apart (keyed by file alone) are still offered to whichever project opens next,
 * and forgotten with its own: recovery then warns when their file on disk is not the one they were
 * edited from (`changedSince`).
 */
export interface Autosave {
  readonly project: string;
  /** Keeps the unsaved text of a file. */
  keep(u: UnsavedText): Promise<void>;
  /**
   * Keeps a file's unsaved text as written elsewhere: `elsewhere` asks the checks' worker, which holds
   * the document, to make its text and write it (true when it did). When it did not, the text `text`
   * makes here is written. In turn with the page's own writes, so each file's last write is the newest.
   */
  keepFrom(elsewhere: () => Promise<boolean>, u: Omit<UnsavedText, 'text'>, text: () => string | undefined): Promise<void>;
  /** Forgets a file's unsaved text (it was saved, or discarded). */
  forget(file: string): Promise<void>;
  /**
   * Every unsaved text kept from an earlier session: IndexedDB's, and the copies written synchronously
   * as the page went away (keepNow), the newer of the two for each file.
   */
  texts(): Promise<UnsavedText[]>;
  /**
   * Keeps the unsaved texts at once, synchronously, as the page is hidden or goes away: an IndexedDB
   * write begun then may never finish (a closed tab, a killed browser), a localStorage write has
   * finished when this returns. Files not in `texts` are dropped from it. Over the storage quota it
   * keeps what fits (IndexedDB still has the rest, written at the edit).
   */
  keepNow(texts: readonly UnsavedText[]): void;
}

/** A project's entry in IndexedDB: its key, then the file (paths all begin with data/). */
export const entryKey = (project: string, file: string): string => `${project}:${file}`;

/** Where the page's last moment is kept: localStorage, written synchronously (IndexedDB never is). Before projects were told apart, one for all. */
const LAST_MOMENT = 'sandtable-unsaved';

type Kept = UnsavedText & { readonly project?: string };

export function autosaveOf(project: string): Autosave {
  const moment = `${LAST_MOMENT}:${project}`;
  return {
    project,
    keep: (u) => inTurn(() => set(entryKey(project, u.file), { ...u, project }, db)),
    keepFrom: (elsewhere, u, text) =>
      inTurn(async () => {
        if (await elsewhere().catch(() => false)) return;
        const made = text();
        if (made !== undefined) await set(entryKey(project, u.file), { ...u, text: made, project }, db);
      }),
    forget(file) {
      for (const key of [moment, LAST_MOMENT]) {
        const kept = lastMoment(key);
        if (file in kept) {
          delete kept[file];
          writeMoment(key, Object.values(kept));
        }
      }
      return inTurn(() => delMany([entryKey(project, file), file], db));
    },
    async texts() {
      // Only this project's entries are read, and an older studio's (keyed by the file alone, data/…):
      // other projects' texts, however large, are not loaded at start-up.
      const mine = (await keys<IDBValidKey>(db)).filter((k) => typeof k === 'string' && (k.startsWith(entryKey(project, '')) || k.startsWith('data/')));
      const kept = new Map<string, UnsavedText>();
      const newer = (u: Kept) => {
        if (!kept.has(u.file) || kept.get(u.file)!.at < u.at) kept.set(u.file, withoutProject(u));
      };
      for (const u of await getMany<unknown>(mine, db)) if (isKept(u)) newer(u);
      for (const key of [moment, LAST_MOMENT]) for (const u of Object.values(lastMoment(key))) if (isKept(u)) newer(u);
      return [...kept.values()];
    },
    keepNow: (texts) => writeMoment(moment, texts),
  };
}

/** An entry as this studio keeps them; anything else found in storage (damaged, or another program's) is passed over, not a reason to offer nothing. */
function isKept(v: unknown): v is Kept {
  const u = v as Partial<Kept> | null;
  return typeof u === 'object' && u !== null && typeof u.file === 'string' && typeof u.text === 'string' && typeof u.at === 'number';
}

function withoutProject(u: Kept): UnsavedText {
  const { project: _, ...rest } = u;
  return rest;
}

/**
 * Autosave's writes, one after another, each begun when the one before has finished: a worker's
 * write (keepFrom) and the page's own (a save's forget) land in the order they were asked,
 * where two contexts' transactions would land in either order.
 */
let last: Promise<unknown> = Promise.resolve();
function inTurn<T>(write: () => Promise<T>): Promise<T> {
  const next = last.then(write, write);
  last = next.catch(() => {});
  return next;
}

function lastMoment(key: string): Record<string, UnsavedText> {
  try {
    const v = JSON.parse(localStorage.getItem(key) ?? '{}') as unknown;
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, UnsavedText>) : {};
  } catch {
    return {};
  }
}

function writeMoment(key: string, texts: readonly UnsavedText[]): void {
  try {
    if (!texts.length) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(Object.fromEntries(texts.map((u) => [u.file, u]))));
  } catch {
    // Quota exceeded or storage refused (a private window): IndexedDB's copy is what there is.
  }
}
