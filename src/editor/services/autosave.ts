import { createStore, del, entries, set } from 'idb-keyval';

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

const db = createStore('sandtable', 'unsaved');

/** Keeps the unsaved text of a file. */
export function keepUnsaved(u: UnsavedText): Promise<void> {
  return inTurn(() => set(u.file, u, db));
}

/**
 * Keeps a file's unsaved text as written elsewhere: `elsewhere` asks the checks' worker, which holds
 * the document, to make its text and write it (true when it did). When it did not, the text `text`
 * makes here is written. In turn with the page's own writes, so each file's last write is the newest.
 */
export function keepUnsavedFrom(elsewhere: () => Promise<boolean>, u: Omit<UnsavedText, 'text'>, text: () => string | undefined): Promise<void> {
  return inTurn(async () => {
    if (await elsewhere().catch(() => false)) return;
    const made = text();
    if (made !== undefined) await set(u.file, { ...u, text: made }, db);
  });
}

/**
 * Autosave's writes, one after another, each begun when the one before has finished: a worker's
 * write (keepUnsavedFrom) and the page's own (a save's forget) land in the order they were asked,
 * where two contexts' transactions would land in either order.
 */
let last: Promise<unknown> = Promise.resolve();
function inTurn<T>(write: () => Promise<T>): Promise<T> {
  const next = last.then(write, write);
  last = next.catch(() => {});
  return next;
}

/** Forgets a file's unsaved text (it was saved, or discarded). */
export function forgetUnsaved(file: string): Promise<void> {
  const moment = lastMoment();
  if (file in moment) {
    delete moment[file];
    keepUnsavedNow(Object.values(moment));
  }
  return inTurn(() => del(file, db));
}

/**
 * Every unsaved text kept from an earlier session: IndexedDB's, and the copies written synchronously
 * as the page went away (keepUnsavedNow), the newer of the two for each file.
 */
export async function unsavedTexts(): Promise<UnsavedText[]> {
  const kept = new Map((await entries<string, UnsavedText>(db)).map(([, v]) => [v.file, v]));
  for (const u of Object.values(lastMoment())) if (!kept.has(u.file) || kept.get(u.file)!.at < u.at) kept.set(u.file, u);
  return [...kept.values()];
}

/** Where the page's last moment is kept: localStorage, written synchronously (IndexedDB never is). */
const LAST_MOMENT = 'sandtable-unsaved';

function lastMoment(): Record<string, UnsavedText> {
  try {
    const v = JSON.parse(localStorage.getItem(LAST_MOMENT) ?? '{}') as unknown;
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, UnsavedText>) : {};
  } catch {
    return {};
  }
}

/**
 * Keeps the unsaved texts at once, synchronously, as the page is hidden or goes away: an IndexedDB
 * write begun then may never finish (a closed tab, a killed browser), a localStorage write has
 * finished when this returns. Files not in `texts` are dropped from it. Over the storage quota it
 * keeps what fits (IndexedDB still has the rest, written at the edit).
 */
export function keepUnsavedNow(texts: readonly UnsavedText[]): void {
  try {
    if (!texts.length) localStorage.removeItem(LAST_MOMENT);
    else localStorage.setItem(LAST_MOMENT, JSON.stringify(Object.fromEntries(texts.map((u) => [u.file, u]))));
  } catch {
    // Quota exceeded or storage refused (a private window): IndexedDB's copy is what there is.
  }
}
