import { printParseErrorCode, visit, type ParseErrorCode } from 'jsonc-parser';
import { HOSTILE_KEYS, MAX_DOCUMENT_BYTES, MAX_NESTING } from './limits';

/** A problem found while reading text, placed by offset (there is no JSON pointer yet). */
export interface TextProblem {
  readonly offset: number;
  readonly length: number;
  readonly message: string;
  readonly code: string;
}

/** The parsed value, or the problems that stopped parsing. Nothing is ever "fixed" silently. */
export type ParseOutcome = { ok: true; value: unknown } | { ok: false; problems: TextProblem[] };

const MAX_REPORTED = 20;

/**
 * Parses strict JSON for Sandtable: no comments, no trailing commas, no duplicate keys, no
 * prototype keys, bounded size and depth. Syntax errors carry their offset.
 */
export function parseJson(input: string): ParseOutcome {
  const text = bomAsSpace(input);
  // Counted only when it could be over: a UTF-16 unit is at most 3 bytes of UTF-8.
  const bytes = text.length * 3 <= MAX_DOCUMENT_BYTES ? 0 : byteLength(text);
  if (bytes > MAX_DOCUMENT_BYTES) {
    return fail(0, 0, 'json/too-large', tooLargeMessage(bytes));
  }
  const scan = scanText(text);
  if (scan.deep !== null) {
    return fail(scan.deep, 1, 'json/too-deep', `The JSON nests deeper than ${MAX_NESTING} levels here; no Sandtable document is that deep, so the file was not read.`);
  }
  // The fast path: the engine's own parser, then a count. In valid JSON every string followed by a
  // colon is a key, and each key token makes one property unless it repeats one of its object's,
  // so as many keys parsed as key tokens scanned means no key repeats. Anything else (a syntax
  // error, a repeated or hostile key) is read again by the locating parser below.
  const value = nativeParse(text);
  if (value !== NOT_PARSED && countKeys(value) === scan.keys) return { ok: true, value };
  return locatedParse(text, value);
}

const NOT_PARSED = Symbol('not parsed');

function nativeParse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return NOT_PARSED;
  }
}

/** The keys of every object in a parsed value, or -1 when one of them is hostile (the located parser says where). */
function countKeys(root: unknown): number {
  let n = 0;
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const v = stack.pop();
    if (v === null || typeof v !== 'object') continue;
    if (Array.isArray(v)) {
      for (const item of v) if (item !== null && typeof item === 'object') stack.push(item);
      continue;
    }
    for (const key in v) {
      if (HOSTILE_KEYS.has(key)) return -1;
      n++;
      const item = (v as Record<string, unknown>)[key];
      if (item !== null && typeof item === 'object') stack.push(item);
    }
  }
  return n;
}

/** jsonc-parser's visitor: every syntax error, repeated key and hostile key with its offset. */
function locatedParse(text: string, parsed: unknown): ParseOutcome {
  const problems: TextProblem[] = [];
  const keyStack: Set<string>[] = [];
  visit(
    text,
    {
      onObjectBegin: () => void keyStack.push(new Set()),
      onObjectEnd: () => void keyStack.pop(),
      onObjectProperty: (name, offset, length) => {
        const keys = keyStack[keyStack.length - 1];
        if (HOSTILE_KEYS.has(name)) {
          problems.push({ offset, length, code: 'json/hostile-key', message: `The key "${name}" is not allowed: it could change how every object behaves. Rename it.` });
        } else if (keys?.has(name)) {
          problems.push({ offset, length, code: 'json/duplicate-key', message: `The key "${name}" appears twice in this object; JSON readers would silently keep only the last one. Remove or rename one.` });
        }
        keys?.add(name);
      },
      onError: (error, offset, length) => {
        problems.push({ offset, length, code: 'json/syntax', message: syntaxMessage(text, error, offset) });
      },
    },
    { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false },
  );
  if (problems.length > 0) return { ok: false, problems: problems.slice(0, MAX_REPORTED) };
  return { ok: true, value: parsed === NOT_PARSED ? (JSON.parse(text) as unknown) : parsed };
}

/**
 * A UTF-8 byte-order mark read as the space it stands in for (offsets stay those of the text), so
 * JSON.parse reads the text; the document's check warns of it (bomProblem), in the CLI and the studio alike.
 */
export function bomAsSpace(input: string): string {
  return input.charCodeAt(0) === 0xfeff ? ' ' + input.slice(1) : input;
}

function fail(offset: number, length: number, code: string, message: string): ParseOutcome {
  return { ok: false, problems: [{ offset, length, code, message }] };
}

/** What a file over the size limit is told, wherever it is met (parsing, the CLI, the studio's file list). */
export function tooLargeMessage(bytes: number): string {
  return `This file is ${mb(bytes)}; Sandtable reads documents up to ${mb(MAX_DOCUMENT_BYTES)}. Check that it is the right file, or split it.`;
}

function mb(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** UTF-8 length without allocating a copy of a large text. */
function byteLength(text: string): number {
  if (text.length > MAX_DOCUMENT_BYTES) return text.length; // already over: every character is at least 1 byte
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    n += c < 0x80 ? 1 : c < 0x800 ? 2 : c >= 0xd800 && c <= 0xdbff ? (i++, 4) : 3;
  }
  return n;
}

/**
 * One pass over the text, iterative (no recursion): the offset of the first bracket that nests
 * deeper than MAX_NESTING, and how many key tokens there are (strings followed by a colon).
 */
function scanText(text: string): { deep: number | null; keys: number } {
  let depth = 0;
  let keys = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) {
      i++;
      while (i < text.length) {
        const d = text.charCodeAt(i);
        if (d === 92) i += 2; // backslash: skip the escaped character
        else if (d === 34) break;
        else i++;
      }
      let j = i + 1;
      while (j < text.length && isSpace(text.charCodeAt(j))) j++;
      if (text.charCodeAt(j) === 58) keys++;
    } else if (c === 123 || c === 91) {
      if (++depth > MAX_NESTING) return { deep: i, keys };
    } else if (c === 125 || c === 93) depth--;
  }
  return { deep: null, keys };
}

const isSpace = (c: number) => c === 32 || c === 10 || c === 13 || c === 9;

/** Messages by jsonc-parser error name (its enum is const, so names are the portable keys). */
const SYNTAX: Readonly<Record<string, string>> = {
  InvalidSymbol: 'This is not valid JSON here',
  InvalidNumberFormat: 'This number is not written the JSON way',
  PropertyNameExpected: 'A key in double quotes is expected here',
  ValueExpected: 'A value is expected here',
  ColonExpected: 'A colon (:) is expected after the key',
  CommaExpected: 'A comma is expected between these values',
  CloseBraceExpected: 'A closing } is missing',
  CloseBracketExpected: 'A closing ] is missing',
  EndOfFileExpected: 'Text follows the end of the document',
  InvalidCommentToken: 'Comments are not allowed in JSON',
  UnexpectedEndOfString: 'This string is not closed with a double quote',
  UnexpectedEndOfNumber: 'This number ends too early',
  InvalidUnicode: 'This \\u escape is not valid',
  InvalidEscapeCharacter: 'This escape sequence is not valid',
  InvalidCharacter: 'This character is not allowed inside a JSON string (escape it)',
};

function syntaxMessage(text: string, code: ParseErrorCode, offset: number): string {
  const ahead = text.slice(offset, offset + 9);
  if (/^-?(NaN|Infinity)/.test(ahead) || /^(NaN|Infinity)/.test(text.slice(offset + 1, offset + 10))) {
    return 'NaN and Infinity are not JSON numbers; write a finite number';
  }
  if (text.trim() === '') return 'The file is empty; a Sandtable document is a JSON object';
  const name = printParseErrorCode(code);
  if (name === 'CommaExpected' && text[offset] === undefined) return 'The document ends too early';
  if (name === 'ValueExpected' && /^\s*[}\]]/.test(ahead)) return 'A trailing comma is not allowed in JSON';
  if (name === 'PropertyNameExpected' && /^\s*}/.test(ahead)) return 'A trailing comma is not allowed in JSON';
  return SYNTAX[name] ?? 'This is not valid JSON here';
}

/** The warning for a text that starts with a UTF-8 byte-order mark: read as it is, written without. */
export function bomProblem(text: string): TextProblem | undefined {
  if (text.charCodeAt(0) !== 0xfeff) return undefined;
  return { offset: 0, length: 1, code: 'json/bom', message: 'The file starts with a byte-order mark (BOM). Sandtable reads it, but JSON files should not have one (RFC 8259): save the file without it.' };
}

/** A high surrogate escape not followed by a low one, or a low one not after a high one (JSON's \uXXXX). */
const LONE_SURROGATE = /\\u[dD][89abAB][0-9a-fA-F]{2}(?!\\u[dD][c-fC-F][0-9a-fA-F]{2})|(?<!\\u[dD][89abAB][0-9a-fA-F]{2})\\u[dD][c-fC-F][0-9a-fA-F]{2}/;

/**
 * What the text's encoding says before any JSON is read, in the CLI and the studio alike (issue 18):
 * a byte-order mark (read past, a warning); bytes that were not UTF-8, which reading replaced with
 * U+FFFD (a warning: the original characters are gone from this text); a lone UTF-16 surrogate
 * escape, which stands for no character and cannot be saved as UTF-8 as it is (an error).
 */
export function encodingProblems(text: string): { problem: TextProblem; severity: 'error' | 'warning' }[] {
  const out: { problem: TextProblem; severity: 'error' | 'warning' }[] = [];
  const bom = bomProblem(text);
  if (bom) out.push({ problem: bom, severity: 'warning' });
  const bad = text.indexOf('\uFFFD');
  if (bad >= 0) {
    let n = 0;
    for (let i = bad; i >= 0; i = text.indexOf('\uFFFD', i + 1)) n++;
    out.push({ problem: { offset: bad, length: 1, code: 'text/not-utf8', message: `The file holds ${n === 1 ? 'a byte sequence that is' : `${n} byte sequences that are`} not UTF-8, read as "\uFFFD" (the first here): the characters meant are lost from this text. Save the file as UTF-8 and load it again.` }, severity: 'warning' });
  }
  // Only a \u escape can be one: most texts have none, and looking for one is a fast search.
  const lone = text.includes('\\u') ? LONE_SURROGATE.exec(text) : null;
  if (lone) out.push({ problem: { offset: lone.index, length: lone[0].length, code: 'text/lone-surrogate', message: `${lone[0]} is half of a UTF-16 surrogate pair with no other half: it stands for no character and cannot be written as UTF-8. Write the character it belongs to (or the full pair).` }, severity: 'error' });
  return out;
}
