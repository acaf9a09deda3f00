/**
 * Where a new version of a JSON text differs from the old one, as whole lines: the text before
 * `start` is the same in both, and so is the text from `oldEnd` in the old one and from `newEnd` in
 * the new. A problem placed in the same part of the old text lies at the same place, or moved by
 * the change's length and lines (issue 15: after a one-unit edit, 13,000 warnings of a 5,000-unit
 * order of battle were placed again through a parse tree of the whole megabyte text).
 */
export interface TextChange {
  readonly start: number;
  readonly oldEnd: number;
  readonly newEnd: number;
  /** Lines the new text has more than the old (fewer: negative). */
  readonly lineDelta: number;
}

const CHUNK = 1024;

/**
 * The change from `a` to `b`; undefined when problems after it may not lie under the same pointers:
 * the changed lines do not close every bracket they open (or close one opened before them), or
 * they add or take away items of a list they lie in (the later items' indexes change). JSON
 * strings hold no line breaks, so whole lines never cut one.
 */
export function textChange(a: string, b: string): TextChange | undefined {
  const pre = commonPrefix(a, b, Math.min(a.length, b.length));
  const start = a.lastIndexOf('\n', pre - 1) + 1;
  return textChangeAt(a, b, start, commonSuffix(a, b, Math.min(a.length, b.length) - start));
}

/**
 * As `textChange`, where `b` is known to begin with `a`'s first `pre` characters and end with its
 * last `suf` (a splice the sender of `b` computed): no search of the texts.
 */
export function textChangeAt(a: string, b: string, pre: number, suf: number): TextChange | undefined {
  const start = a.lastIndexOf('\n', pre - 1) + 1;
  let oldEnd = a.length - suf;
  let newEnd = b.length - suf;
  if (oldEnd > start && a.charCodeAt(oldEnd - 1) !== 10) {
    const nl = a.indexOf('\n', oldEnd);
    const step = nl < 0 ? a.length - oldEnd : nl + 1 - oldEnd;
    oldEnd += step;
    newEnd += step;
  }
  const was = items(a, start, oldEnd);
  const is = items(b, start, newEnd);
  if (was < 0 || is < 0) return undefined;
  if (was !== is && enclosing(a, start) !== 123) return undefined;
  return { start, oldEnd, newEnd, lineDelta: count(b, start, newEnd) - count(a, start, oldEnd) };
}

/** How to make `b` from `a`: the characters from `start` to `end` replaced by `insert` (the common start and end kept). */
export interface TextSplice {
  readonly start: number;
  readonly end: number;
  readonly insert: string;
}

/** The splice that makes `b` from `a`: a new version of a text is sent as that, not whole. */
export function textSplice(a: string, b: string): TextSplice {
  const n = Math.min(a.length, b.length);
  const start = commonPrefix(a, b, n);
  const suf = commonSuffix(a, b, n - start);
  return { start, end: a.length - suf, insert: b.slice(start, b.length - suf) };
}

function commonPrefix(a: string, b: string, n: number): number {
  let i = 0;
  while (i + CHUNK <= n && a.substring(i, i + CHUNK) === b.substring(i, i + CHUNK)) i += CHUNK;
  while (i < n && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  return i;
}

/** The length of the common end of `a` and `b`, at most `n`. */
function commonSuffix(a: string, b: string, n: number): number {
  let i = 0;
  const al = a.length;
  const bl = b.length;
  while (i + CHUNK <= n && a.substring(al - i - CHUNK, al - i) === b.substring(bl - i - CHUNK, bl - i)) i += CHUNK;
  while (i < n && a.charCodeAt(al - i - 1) === b.charCodeAt(bl - i - 1)) i++;
  return i;
}

/**
 * The commas between `from` and `to` outside any bracket opened there (the items it adds to the
 * list or object it lies in); -1 when a bracket opened there is not closed there, or one opened
 * before is.
 */
function items(s: string, from: number, to: number): number {
  let depth = 0;
  let commas = 0;
  let inString = false;
  for (let i = from; i < to; i++) {
    const c = s.charCodeAt(i);
    if (inString) {
      if (c === 92) i++; // a backslash escapes the next character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) depth++;
    else if (c === 125 || c === 93) {
      if (--depth < 0) return -1;
    } else if (c === 44 && depth === 0) commas++;
  }
  return depth === 0 && !inString ? commas : -1;
}

/** How far back `enclosing` looks for the bracket a line lies in. */
const LOOK_BACK = 512 * 1024;

/** The bracket (its character code) that the text at `at`, a line's start, lies in; 0 when not found near. */
function enclosing(s: string, at: number): number {
  let open = 0; // brackets closed below, whose openers are still to pass
  let end = at;
  while (end > 0 && at - end < LOOK_BACK) {
    const begin = s.lastIndexOf('\n', end - 2) + 1;
    const brackets: number[] = [];
    let inString = false;
    for (let i = begin; i < end; i++) {
      const c = s.charCodeAt(i);
      if (inString) {
        if (c === 92) i++;
        else if (c === 34) inString = false;
      } else if (c === 34) inString = true;
      else if (c === 123 || c === 91 || c === 125 || c === 93) brackets.push(c);
    }
    for (let k = brackets.length - 1; k >= 0; k--) {
      const c = brackets[k]!;
      if (c === 125 || c === 93) open++;
      else if (open === 0) return c;
      else open--;
    }
    end = begin;
  }
  return 0;
}

function count(s: string, from: number, to: number): number {
  let n = 0;
  for (let i = s.indexOf('\n', from); i >= 0 && i < to; i = s.indexOf('\n', i + 1)) n++;
  return n;
}
