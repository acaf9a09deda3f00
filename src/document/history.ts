import type { Change } from './changes';

/** The changes a step makes to one file (a whole document made or taken away: a change at the root). */
export interface FileChanges {
  readonly file: string;
  readonly changes: readonly Change[];
}

/** One undoable step: a named command and the changes it made to one file (or, for a step across files, to the first). */
export interface HistoryEntry {
  /** The command's id, e.g. map/paintTerrain. */
  readonly command: string;
  /** What the user sees in Undo/Redo and the history list: "Paint forest ×37". */
  readonly label: string;
  readonly file: string;
  readonly changes: readonly Change[];
  /** A step across documents (a rename): the changes to the others, made after `file`'s and undone before them. */
  readonly more?: readonly FileChanges[];
  /** A document the step moved from one file to another (a rename): views follow it there, and back on undo. */
  readonly moved?: { readonly from: string; readonly to: string };
}

/**
 * Undo and redo stacks of recorded changes. A new entry clears redo; selection, camera and panel
 * state never enter here (they are session state).
 */
export class History {
  private readonly done: HistoryEntry[] = [];
  private readonly undone: HistoryEntry[] = [];

  constructor(private readonly limit = 500) {}

  /** Records a step. */
  push(entry: HistoryEntry): void {
    if (entry.changes.length === 0) return;
    this.done.push(entry);
    if (this.done.length > this.limit) this.done.shift();
    this.undone.length = 0;
  }

  /** Takes the step to undo, moving it to redo. */
  undo(): HistoryEntry | undefined {
    const e = this.done.pop();
    if (e) this.undone.push(e);
    return e;
  }

  /** Takes the step to redo, moving it back to undo. */
  redo(): HistoryEntry | undefined {
    const e = this.undone.pop();
    if (e) this.done.push(e);
    return e;
  }

  /** The label the Undo command shows, if any. */
  get undoLabel(): string | undefined {
    return this.done[this.done.length - 1]?.label;
  }

  /** The label the Redo command shows, if any. */
  get redoLabel(): string | undefined {
    return this.undone[this.undone.length - 1]?.label;
  }

  /** Every step, oldest first, for a history panel. */
  entries(): readonly HistoryEntry[] {
    return this.done;
  }
}
