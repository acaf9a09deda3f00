import type { DocumentKind } from '../validation';
import type { Change } from './changes';
import type { TextEdit } from './textEdit';

// The store's vocabulary: what views read of a document, what they are told of a change, and what
// a command or a gesture gives the store (store.ts holds the documents and their history).

/**
 * A document as the studio holds it: the last version its schema accepted, and the text the user
 * sees. Views, checks and test play read only the accepted version (issue 10: one bad document
 * never stops the studio); the text may be ahead of it.
 */
export interface OpenDocument {
  readonly file: string;
  readonly kind?: DocumentKind;
  /** The last version of the document that parsed and that its schema accepted; views draw this. Absent: none yet. */
  readonly doc?: Record<string, unknown>;
  /** The text in the JSON pane. */
  readonly text: string;
  /**
   * The text is not the accepted version: it does not parse, or its schema refuses it. It is kept
   * as a draft, shown with its problems; visual edits wait until it is accepted.
   */
  readonly draft: boolean;
  /** The draft does not parse at all: it is never saved. */
  readonly unparsable: boolean;
  /** The text last read from or written to disk. */
  readonly savedText: string;
}

/** What changed, for views: which files, and for each the edit that turns the old text into the new. */
export interface StoreEvent {
  readonly file: string;
  /** The text edit, when it was computed (visual edits leave the text to be computed on demand). */
  readonly edit: TextEdit | null;
  readonly reason: 'command' | 'stroke' | 'commit' | 'text' | 'undo' | 'redo' | 'load' | 'save';
  /** The document paths that changed, when known (views repaint only those). */
  readonly changed?: readonly (readonly string[])[];
  /** The document left this file for that one (a rename, or its undo): a view showing it follows it. */
  readonly movedTo?: string;
}

/** A command as history records it. */
export interface CommandInfo {
  /** Registry id, e.g. map/paintTerrain. */
  readonly id: string;
  /** The undo label, e.g. "Paint forest ×37". */
  readonly label: string;
}

/** An edit in progress (a brush stroke): applied live, one undo step on commit, rolled back on cancel. */
export interface Stroke {
  /** Adds changes computed against the current document. */
  update(changes: readonly Change[], label?: string): void;
  /** Ends the stroke as one history entry. */
  commit(): void;
  /** Rolls the document back to where the stroke began (Escape). */
  cancel(): void;
}

/** A document as the store holds it (store.ts numbers each record it keeps): its text is made from `doc` only when asked for. */
export interface StoreRecord {
  readonly file: string;
  readonly kind?: DocumentKind;
  /** The last accepted version. */
  readonly doc?: Record<string, unknown>;
  /** Undefined while stale: the canonical text of `doc` is made on demand. */
  text?: string;
  readonly draft: boolean;
  readonly unparsable?: boolean;
  readonly savedText: string;
}
