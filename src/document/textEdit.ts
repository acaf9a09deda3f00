import { diff_match_patch, DIFF_DELETE, DIFF_EQUAL } from '@dmsnell/diff-match-patch';

/** A single replacement turning one text into another: what an editor applies so its cursor and scroll stay put. */
export interface TextEdit {
  readonly offset: number;
  readonly deleteLength: number;
  readonly insert: string;
}

const BLOCK = 1024;

/** The smallest single edit from `before` to `after`, by common prefix and suffix. Null when they are equal. */
export function textEdit(before: string, after: string): TextEdit | null {
  if (before === after) return null;
  let start = 0;
  const max = Math.min(before.length, after.length);
  // Blocks compared as strings first (the engine compares them natively), then characters.
  while (start + BLOCK <= max && before.slice(start, start + BLOCK) === after.slice(start, start + BLOCK)) start += BLOCK;
  while (start < max && before.charCodeAt(start) === after.charCodeAt(start)) start++;
  let endBefore = before.length;
  let endAfter = after.length;
  while (endBefore - BLOCK >= start && endAfter - BLOCK >= start && before.slice(endBefore - BLOCK, endBefore) === after.slice(endAfter - BLOCK, endAfter)) {
    endBefore -= BLOCK;
    endAfter -= BLOCK;
  }
  while (endBefore > start && endAfter > start && before.charCodeAt(endBefore - 1) === after.charCodeAt(endAfter - 1)) {
    endBefore--;
    endAfter--;
  }
  return { offset: start, deleteLength: endBefore - start, insert: after.slice(start, endAfter) };
}

/** Below this many characters changed, one edit is as good as several. */
const ONE_EDIT_CHARS = 2000;

/**
 * The edits from `before` to `after`, each a run of changed text (offsets in `before`, in order,
 * not overlapping), found by diff-match-patch within the span the single edit covers: a brush
 * stroke over hexes far apart in a big map's text is a few small edits, where one edit would
 * replace every line between them (and an editor re-lay them all). The diff gives up after
 * `timeoutSeconds` (50 ms; 0 for none) with coarser edits, never wrong ones, so how many edits a
 * change makes depends on the machine's speed, and only a test asking for none can count them.
 */
export function textEdits(before: string, after: string, timeoutSeconds = 0.05): TextEdit[] {
  const one = textEdit(before, after);
  if (!one) return [];
  if (one.deleteLength + one.insert.length < ONE_EDIT_CHARS) return [one];
  const dmp = new diff_match_patch();
  dmp.Diff_Timeout = timeoutSeconds;
  const diffs = dmp.diff_main(before.slice(one.offset, one.offset + one.deleteLength), one.insert, true);
  dmp.diff_cleanupEfficiency(diffs);
  const edits: TextEdit[] = [];
  let offset = one.offset;
  let open: { offset: number; deleteLength: number; insert: string } | undefined;
  for (const [op, text] of diffs) {
    if (op === DIFF_EQUAL) {
      if (open) edits.push(open);
      open = undefined;
      offset += text.length;
      continue;
    }
    open ??= { offset, deleteLength: 0, insert: '' };
    if (op === DIFF_DELETE) {
      open.deleteLength += text.length;
      offset += text.length;
    } else open.insert += text;
  }
  if (open) edits.push(open);
  return edits;
}

/** The canonical text of a document: what Sandtable writes to disk (2-space JSON, final newline). */
export function canonicalText(doc: unknown): string {
  return JSON.stringify(doc, null, 2) + '\n';
}
