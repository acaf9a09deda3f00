/** What the print-and-play pages share: millimetres in points, colours from hex strings, text a standard font can write. */
import { rgb, type PDFFont, type RGB } from 'pdf-lib';

export const MM = 72 / 25.4;

/** Page sizes in points, portrait. */
export const PAPER = { a4: [210 * MM, 297 * MM], letter: [215.9 * MM, 279.4 * MM] } as const;

export function colour(hex: string | undefined, fallback = '#cccccc'): RGB {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex ?? '') ?? /^#?([0-9a-f]{6})$/i.exec(fallback)!;
  const n = parseInt(m[1]!, 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}

/** Characters the standard fonts lack, written as the nearest they have. */
const NEAREST: Readonly<Record<string, string>> = { '\u2212': '-', '\u2010': '-', '\u2011': '-', '\u00a0': ' ', '\u2009': ' ', '\u202f': ' ', '\u2265': '>=', '\u2264': '<=', '\u2192': '->', '\u00d7': 'x', '\u2260': '!=' };

/** Each font's characters, gathered once: every name and label of a document asks. */
const charsOf = new WeakMap<PDFFont, ReadonlySet<number>>();

/** The text a standard PDF font can write: a minus as a hyphen, and so on; what it has no glyph for becomes "?". */
export function writable(font: PDFFont, text: string): string {
  let has = charsOf.get(font);
  if (!has) charsOf.set(font, (has = new Set(font.getCharacterSet())));
  return [...text.normalize('NFC')].map((ch) => NEAREST[ch] ?? (has.has(ch.codePointAt(0)!) ? ch : '?')).join('');
}
