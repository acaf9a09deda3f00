/**
 * Line and column (1-based) of an offset in a text, by binary search over line starts. The starts
 * are found as far into the text as asked for: placing one problem near the top of a megabyte map
 * reads the lines down to it, not the whole text.
 */
export class LineIndex {
  private readonly starts: number[] = [0];
  /** Every line start at or before this offset is known. */
  private scanned = 0;

  constructor(private readonly text: string) {}

  /** 1-based line and column of a 0-based offset. */
  locate(offset: number): { line: number; column: number } {
    this.scanTo(offset);
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - this.starts[lo]! + 1 };
  }

  private scanTo(offset: number): void {
    if (offset <= this.scanned) return;
    const text = this.text;
    let i = text.indexOf('\n', this.scanned);
    while (i >= 0 && i < offset) {
      this.starts.push(i + 1);
      i = text.indexOf('\n', i + 1);
    }
    // The next newline (or the end) bounds what is known: a later offset before it needs no scan.
    this.scanned = i < 0 ? text.length + 1 : i;
  }
}
