/** Limits on what Sandtable reads, so that hostile or broken input fails fast and clearly. */

/** The largest document accepted, in bytes (a 15,000-hex map is about 2 MB). */
export const MAX_DOCUMENT_BYTES = 16 * 1024 * 1024;

/** The deepest nesting accepted; real documents need about 12 levels. */
/**
 * Documents this long (in characters) are big: the studio reads and checks them off the page, in a
 * Web Worker, and its JSON pane shows them as plain text (Monaco's JSON service overflows its stack
 * on a 15 MB document). Issue 18.
 */
export const BIG_DOCUMENT_CHARS = 1_000_000;

export const MAX_NESTING = 64;

/** Keys that would reach an object's prototype when copied naively. */
export const HOSTILE_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);
