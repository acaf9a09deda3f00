import { createScanner, type JSONScanner, type SyntaxKind as Kind } from 'jsonc-parser';
import { isArrayIndex } from '../shared/jsonPointer';

/** jsonc-parser's token kinds (its SyntaxKind, a const enum this build cannot read by name). */
const SyntaxKind = { OpenBraceToken: 1, CloseBraceToken: 2, OpenBracketToken: 3, CloseBracketToken: 4, CommaToken: 5, ColonToken: 6, NullKeyword: 7, TrueKeyword: 8, FalseKeyword: 9, StringLiteral: 10, NumericLiteral: 11, EOF: 17 } as const;

/** Where a pointer's value (and, in an object, its key) lies in a JSON text. */
export interface Spot {
  readonly offset: number;
  /** The value's length; an object or array is its opening bracket alone (1). */
  readonly length: number;
  readonly key?: { readonly offset: number; readonly length: number };
}

/**
 * Finds the value a pointer (as tokens) names by scanning the text from its start and stopping
 * there, skipping the values off its path: placing one problem near the start of a megabyte text
 * costs a few tokens, where a parse tree costs the whole text. Undefined when the pointer names
 * nothing (the caller falls back to the tree, which knows the deepest existing parent) or the text
 * is not JSON enough to follow. The first of a repeated key wins, as in the tree.
 */
export function scanPointer(text: string, tokens: readonly string[]): Spot | undefined {
  const s = createScanner(text, true);
  s.scan();
  return valueAt(s, tokens, 0, undefined);
}

function valueAt(s: JSONScanner, tokens: readonly string[], level: number, key: Spot['key']): Spot | undefined {
  const t = s.getToken();
  if (level === tokens.length) {
    const open = t === SyntaxKind.OpenBraceToken || t === SyntaxKind.OpenBracketToken;
    return isValue(t) ? { offset: s.getTokenOffset(), length: open ? 1 : s.getTokenLength(), ...(key ? { key } : {}) } : undefined;
  }
  const want = tokens[level]!;
  if (t === SyntaxKind.OpenBraceToken) {
    s.scan();
    while (s.getToken() === SyntaxKind.StringLiteral) {
      const name = s.getTokenValue();
      const at = { offset: s.getTokenOffset(), length: s.getTokenLength() };
      if (s.scan() !== SyntaxKind.ColonToken) return undefined;
      s.scan();
      if (name === want) return valueAt(s, tokens, level + 1, at);
      if (!skip(s) || !next(s)) return undefined;
    }
    return undefined;
  }
  if (t === SyntaxKind.OpenBracketToken) {
    if (!isArrayIndex(want)) return undefined;
    const index = Number(want);
    s.scan();
    for (let i = 0; isValue(s.getToken()); i++) {
      if (i === index) return valueAt(s, tokens, level + 1, undefined);
      if (!skip(s) || !next(s)) return undefined;
    }
  }
  return undefined;
}

/** Past a comma to the next item; false at the container's end (or anything unexpected). */
function next(s: JSONScanner): boolean {
  if (s.getToken() !== SyntaxKind.CommaToken) return false;
  s.scan();
  return true;
}

/** Past the value at the scanner (a whole object or array), to the token after it; false at the text's end. */
function skip(s: JSONScanner): boolean {
  let depth = 0;
  do {
    const t = s.getToken();
    if (t === SyntaxKind.OpenBraceToken || t === SyntaxKind.OpenBracketToken) depth++;
    else if (t === SyntaxKind.CloseBraceToken || t === SyntaxKind.CloseBracketToken) depth--;
    else if (t === SyntaxKind.EOF) return false;
    s.scan();
  } while (depth > 0);
  return true;
}

function isValue(t: Kind): boolean {
  return t === SyntaxKind.OpenBraceToken || t === SyntaxKind.OpenBracketToken || t === SyntaxKind.StringLiteral || t === SyntaxKind.NumericLiteral || t === SyntaxKind.TrueKeyword || t === SyntaxKind.FalseKeyword || t === SyntaxKind.NullKeyword;
}
