/**
 * VASSAL's text encodings (read from its source, VASSAL 3.7): the sequence encoding of traits and
 * commands, a counter as a piece (a basic piece with its front, under a layer holding its back),
 * the commands of a saved game, and the saved game's obfuscation.
 */

type Token = string | number | boolean | null;

/**
 * Tokens joined by `delim` as VASSAL's SequenceEncoder joins them: a delimiter inside a token is
 * escaped with a backslash, and a token ending in a backslash or already in single quotes is
 * wrapped in single quotes (which the decoder strips). Numbers and booleans go as they print; a
 * null is an empty token.
 */
export function sequence(tokens: readonly Token[], delim: string): string {
  return tokens
    .map((t) => {
      if (t === null) return '';
      if (typeof t !== 'string') return String(t);
      const escaped = t.split(delim).join(`\\${delim}`);
      return t.endsWith('\\') || (t.startsWith("'") && t.endsWith("'")) ? `'${escaped}'` : escaped;
    })
    .join(delim);
}

/** A key stroke as VASSAL stores one: key code and modifiers (Ctrl is 130, the old and new masks together). */
const ctrl = (key: string) => `${key.toUpperCase().charCodeAt(0)},130`;

export interface PieceImages {
  readonly name: string;
  readonly front: string;
  /** The reduced side, as a layer flipped with Ctrl+F; none for a one-sided counter. */
  readonly back?: string;
}

/** The piece's type: a basic piece (the front image and the name), under a layer with the back. */
export function pieceType(p: PieceImages): string {
  const basic = `piece;${sequence(['', '', p.front, p.name], ';')}`;
  if (!p.back) return basic;
  // Embellishment version 1 (emb2), its fields in the order VASSAL reads them: activate command,
  // modifiers and key; increase and decrease (none); reset (none); draw underneath; offsets; the
  // images and their names; loop; the layer's name; random (none); follow a property (no); version;
  // always active (no: flipped on and off); the activate, increase and decrease key strokes; description.
  const layer = `emb2;${sequence(['Flip', 130, 'F', '', 130, '', '', 130, '', '', '', '1', false, 0, 0, sequence([p.back], ','), sequence(['+ (reduced)'], ','), true, 'Reduced side', '', '', false, '', 1, 1, false, ctrl('F'), '', '', 'Reduced side (Ctrl+F)'], ';')}`;
  return sequence([layer, basic], '\t');
}

/** The piece's state: on `map` at (x, y), or off any map; the layer showing the front. */
export function pieceState(p: PieceImages, at?: { map: string; x: number; y: number }): string {
  const basic = sequence(at ? [at.map, at.x, at.y, '', 0] : ['null', 0, 0, '', 0], ';');
  return p.back ? sequence(['-1', basic], '\t') : basic;
}

/** The command adding a piece (or a stack), as a piece palette slot and a saved game both hold it. */
export const addPiece = (id: string | null, type: string, state: string) => `+/${sequence([id ?? 'null', type, state], '/')}`;

/** A stack of pieces (their ids, bottom first) on `map` at (x, y). */
export const addStack = (id: string, at: { map: string; x: number; y: number }, pieces: readonly string[]) => addPiece(id, 'stack', sequence([at.map, at.x, at.y, ...pieces, '@@-1'], ';'));

/** A saved game's command log: begin, the commands, end, separated by the escape character. */
export const savedGame = (commands: readonly string[]) => ['begin_save', ...commands, 'end_save'].join('\u001b');

/**
 * The obfuscation VASSAL 3.7 writes for a saved game (and every later version reads): "!VCSK",
 * the key as two hex digits, then each UTF-8 byte XORed with the key as two hex digits. A deterrent
 * to casual editing, not security; the key is fixed so the same module builds byte for byte.
 */
export function obfuscate(text: string, key = 0x5a): Uint8Array {
  const bytes = new TextEncoder().encode(text);
  const hex = (b: number) => b.toString(16).padStart(2, '0');
  return new TextEncoder().encode(`!VCSK${hex(key)}${Array.from(bytes, (b) => hex(b ^ key)).join('')}`);
}

/** The text of an obfuscated saved game, as VASSAL reads it back (the tests' check of obfuscate). */
export function deobfuscate(data: Uint8Array): string {
  const text = new TextDecoder().decode(data);
  if (!text.startsWith('!VCSK')) return text;
  const key = parseInt(text.slice(5, 7), 16);
  const out = new Uint8Array((text.length - 7) / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(text.slice(7 + 2 * i, 9 + 2 * i), 16) ^ key;
  return new TextDecoder().decode(out);
}
