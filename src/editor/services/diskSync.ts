/**
 * The studio and the project's files on disk: which documents are unsaved, Save (writes checked
 * against the hash each file was read at, so another's change is never overwritten), deletions
 * made on disk at save, and a poll that reloads files changed on disk by someone else, or asks
 * which version to keep when the file has unsaved edits here.
 */
import { createEffect, createSignal, on, onCleanup, type Accessor } from 'solid-js';
import type { DocumentStore } from '../../document';
import { deleteFile, fetchHashes, readFile, saveFile, type DiskFile } from './api';
import type { Autosave } from './autosave';

/** A file changed on disk while it had unsaved edits here: the user picks a version. */
export interface Conflict {
  readonly file: string;
  readonly disk: DiskFile;
}

export interface DiskSyncHost {
  readonly store: DocumentStore;
  /** The hash each file was read or saved at. */
  readonly hashes: Map<string, string>;
  readonly autosave: Autosave;
  say(message: string, kind?: 'info' | 'warn' | 'error'): void;
  /** Reads a file's text from disk into the store, as a reload. */
  loadFile(file: string, text: string): Promise<void>;
  /** Bumped on every change but a stroke's dabs: when to look at which files are unsaved. */
  readonly settled: Accessor<number>;
}

export function createDiskSync(h: DiskSyncHost) {
  const { store, hashes, autosave, say } = h;
  const [conflicts, setConflicts] = createSignal<Conflict[]>([]);
  /** The files Save All writes: dirty documents, and deleted ones still on disk (Save deletes them there). */
  const unsavedFiles = () => [...store.documents().filter((d) => store.isDirty(d.file)).map((d) => d.file), ...store.deletedFiles()];
  // Which files differ from disk, checked just after a change rather than inside it: the check
  // compares whole texts, which for a 5,000-unit order of battle is longer than a frame.
  const [dirtyFiles, setDirtyFiles] = createSignal<string[]>([]);
  let dirtyTimer: ReturnType<typeof setTimeout> | undefined;
  createEffect(
    on(h.settled, () => {
      clearTimeout(dirtyTimer);
      dirtyTimer = setTimeout(() => {
        const files = unsavedFiles();
        if (files.join('\n') !== dirtyFiles().join('\n')) setDirtyFiles(files);
      }, 0);
    }),
  );
  onCleanup(() => clearTimeout(dirtyTimer));

  async function save(file?: string): Promise<void> {
    const deleted = new Set(store.deletedFiles());
    const files = file ? [file] : unsavedFiles();
    for (const f of files) {
      if (deleted.has(f)) {
        await saveDeletion(f);
        continue;
      }
      const out = store.textToSave(f);
      if (!out.ok) {
        say(out.reason, 'warn');
        continue;
      }
      const r = await saveFile(f, out.text, hashes.get(f));
      if (r.ok) {
        hashes.set(f, r.file.hash);
        store.markSaved(f, out.text);
        await autosave.forget(f);
        say(`Saved ${f}`);
      } else if (r.kind === 'conflict') {
        setConflicts((cs) => [...cs.filter((c) => c.file !== f), { file: f, disk: r.disk }]);
        say(r.message, 'warn');
      } else say(r.message, 'error');
    }
  }

  /** Deletes from the disk a document deleted here (moved into data/.trash/ by the server). */
  async function saveDeletion(f: string): Promise<void> {
    const r = await deleteFile(f, hashes.get(f));
    if (r.ok) {
      hashes.delete(f);
      store.markDeleted(f);
      await autosave.forget(f);
      say(`Deleted ${f}${r.trashed ? ` (kept in ${r.trashed})` : ''}`);
    } else say(r.message, r.kind === 'conflict' ? 'warn' : 'error');
  }

  // Notice changes on disk made by someone else: reload clean files, ask about dirty ones.
  const poll = setInterval(async () => {
    try {
      const disk = await fetchHashes();
      for (const [file, hash] of disk) {
        if (hashes.get(file) === hash || conflicts().some((c) => c.file === file)) continue;
        const diskFile = await readFile(file);
        if (diskFile === 'gone' || !('text' in diskFile)) continue;
        if (store.get(file) && store.isDirty(file)) setConflicts((cs) => [...cs, { file, disk: diskFile }]);
        else {
          hashes.set(file, diskFile.hash);
          void h.loadFile(file, diskFile.text).then(() => say(`${file} changed on disk and was reloaded`));
        }
      }
    } catch {
      // The server is gone (closed terminal): nothing to compare; edits stay in browser storage.
    }
  }, 2000);
  onCleanup(() => clearInterval(poll));

  /** A conflict settled: the disk's version read in, or ours saved over it. */
  async function resolveConflict(file: string, keep: 'mine' | 'theirs'): Promise<void> {
    const c = conflicts().find((x) => x.file === file);
    if (!c) return;
    setConflicts((cs) => cs.filter((x) => x.file !== file));
    hashes.set(file, c.disk.hash);
    if (keep === 'theirs') {
      await h.loadFile(file, c.disk.text);
      await autosave.forget(file);
      say(`Took the version on disk of ${file}`);
    } else await save(file);
  }

  return { conflicts, dirtyFiles, save, resolveConflict };
}
