/** A folding range: one-based lines; the lines after `start` up to `end` fold away. */
export interface Fold {
  readonly start: number;
  readonly end: number;
}

/**
 * The folding ranges of a JSON text by its indentation, exactly as the editor's own indentation
 * folding finds them for JSON and plain text, which have no region markers (a line folds the lines
 * after it up to the next one indented no deeper, so a closing bracket stays shown; blank lines go
 * with the range they are in), read from the string in one pass instead of line by line from the
 * editor's model: for the bench's 15,000-hex map (58,644 lines) that was a task of 43 ms traced
 * after every edit, a frame dropped a few hundred milliseconds after a brush stroke. Over `max`
 * ranges, the least indented are kept whole and the next indentation in line order, as many as fit
 * (as the editor keeps them). In line order. A tab counts to the next tab stop.
 */
export function jsonFolds(text: string, max: number, tabSize = 2): Fold[] {
  // By the line a range starts on (each line starts at most one): where it ends, and its indentation.
  let endOf = new Int32Array(1024);
  let indentOf = new Int32Array(1024);
  const perIndent: number[] = [];
  // The lines still open (each one's range runs until a line indented no deeper), and whether a deeper line came after each.
  const open: number[] = [];
  const deeper: boolean[] = [];
  let line = 0;
  const close = (end: number) => {
    const start = open.pop()!;
    if (deeper.pop() && end > start) {
      endOf[start] = end;
      perIndent[indentOf[start]!] = (perIndent[indentOf[start]!] ?? 0) + 1;
    }
  };
  for (let at = 0; at <= text.length; ) {
    line++;
    if (line === endOf.length) {
      endOf = grown(endOf);
      indentOf = grown(indentOf);
    }
    let next = text.indexOf('\n', at);
    if (next < 0) next = text.length;
    let indent = 0;
    let i = at;
    for (; i < next; i++) {
      const ch = text.charCodeAt(i);
      if (ch === 32) indent++;
      else if (ch === 9) indent += tabSize - (indent % tabSize);
      else break;
    }
    indentOf[line] = indent;
    // A line of only spaces and tabs (and a carriage return) neither opens nor closes a range.
    if (i < next && !(text.charCodeAt(i) === 13 && i + 1 === next)) {
      while (open.length && indentOf[open[open.length - 1]!]! >= indent) close(line - 1);
      if (open.length) deeper[deeper.length - 1] = true;
      open.push(line);
      deeper.push(false);
    }
    at = next + 1;
  }
  while (open.length) close(line);
  // Over `max`: the least indented kept whole, then the next indentation in line order.
  let cut = Infinity;
  let room = max;
  for (let indent = 0; indent < perIndent.length; indent++) {
    const n = perIndent[indent] ?? 0;
    if (n > room) {
      cut = indent;
      break;
    }
    room -= n;
  }
  const out: Fold[] = [];
  for (let start = 1; start <= line; start++) {
    const end = endOf[start]!;
    if (end && (indentOf[start]! < cut || (indentOf[start] === cut && room-- > 0))) out.push({ start, end });
  }
  return out;
}

/** A typed array twice as long, with the same first values. */
function grown(a: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer> {
  const b = new Int32Array(a.length * 2);
  b.set(a);
  return b;
}
