import { createStore, del, entries, set } from 'idb-keyval';

/** An unsaved text kept in the browser until it is saved: what recovery offers after a crash. */
export interface UnsavedText {
  readonly file: string;
  readonly text: string;
  /** The disk version it was edited from. */
  readonly baseHash?: string;
  readonly at: number;
}

const db = createStore('sandtable', 'unsaved');

/** Keeps the unsaved text of a file. */
export function keepUnsaved(u: UnsavedText): Promise<void> {
  return set(u.file, u, db);
}

/** Forgets a file's unsaved text (it was saved, or discarded). */
export function forgetUnsaved(file: string): Promise<void> {
  return del(file, db);
}

/** Every unsaved text kept from an earlier session. */
export async function unsavedTexts(): Promise<UnsavedText[]> {
  return (await entries<string, UnsavedText>(db)).map(([, v]) => v);
}
