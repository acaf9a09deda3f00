/** Limits on what Sandtable reads, so that hostile or broken input fails fast and clearly. */

/** The largest document accepted, in bytes (a 15,000-hex map is about 2 MB). */
export const MAX_DOCUMENT_BYTES = 16 * 1024 * 1024;

/** The deepest nesting accepted; real documents need about 12 levels. */
export const MAX_NESTING = 64;

/** Keys that would reach an object's prototype when copied naively. */
export const HOSTILE_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);
