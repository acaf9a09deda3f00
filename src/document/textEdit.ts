/** A single replacement turning one text into another: what an editor applies so its cursor and scroll stay put. */
export interface TextEdit {
  readonly offset: number;
  readonly deleteLength: number;
  readonly insert: string;
}

/** The smallest single edit from `before` to `after`, by common prefix and suffix. Null when they are equal. */
export function textEdit(before: string, after: string): TextEdit | null {
  if (before === after) return null;
  let start = 0;
  const max = Math.min(before.length, after.length);
  while (start < max && before.charCodeAt(start) === after.charCodeAt(start)) start++;
  let endBefore = before.length;
  let endAfter = after.length;
  while (endBefore > start && endAfter > start && before.charCodeAt(endBefore - 1) === after.charCodeAt(endAfter - 1)) {
    endBefore--;
    endAfter--;
  }
  return { offset: start, deleteLength: endBefore - start, insert: after.slice(start, endAfter) };
}

/** The canonical text of a document: what Sandtable writes to disk (2-space JSON, final newline). */
export function canonicalText(doc: unknown): string {
  return JSON.stringify(doc, null, 2) + '\n';
}
