/** A piece of one line of JSON text, with the kind it is coloured as (Monaco's JSON colours). */
export interface JsonToken {
  readonly text: string;
  readonly kind: 'key' | 'string' | 'number' | 'literal' | 'punct' | 'space' | 'other';
}

// A string (closed or running to the line's end), a number, a literal, punctuation, spaces, or any other run.
const TOKEN = /("(?:[^"\\]|\\.)*"?)(\s*:)?|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)|(true|false|null)\b|([{}[\],:])|(\s+)|([^\s"{}[\],:]+)/gy;

/**
 * One line of JSON split for colouring, line by line as a viewer shows it (a string broken over
 * lines cannot happen in JSON; a broken text still colours, as best it can). The pieces joined
 * give the line back exactly.
 */
export function jsonTokens(line: string): JsonToken[] {
  const out: JsonToken[] = [];
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(line); m; m = TOKEN.exec(line)) {
    if (m[1] !== undefined) {
      out.push({ text: m[1], kind: m[2] === undefined ? 'string' : 'key' });
      if (m[2] !== undefined) out.push({ text: m[2], kind: 'punct' });
    } else if (m[3] !== undefined) out.push({ text: m[3], kind: 'number' });
    else if (m[4] !== undefined) out.push({ text: m[4], kind: 'literal' });
    else if (m[5] !== undefined) out.push({ text: m[5], kind: 'punct' });
    else if (m[6] !== undefined) out.push({ text: m[6], kind: 'space' });
    else out.push({ text: m[0], kind: 'other' });
    if (TOKEN.lastIndex >= line.length) break;
  }
  return out;
}
