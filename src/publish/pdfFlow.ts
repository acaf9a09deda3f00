/**
 * Text and tables laid down the pages of a print-and-play PDF, top to bottom, a new page when one
 * is full (the charts: CRT, TEC, turn record, reinforcements, the provenance key). Cells wrap
 * their words to fit; a cell holding a value still owed gets the counters' red corner.
 */
import { rgb, type PDFDocument, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { MM, writable } from './pdfKit';

export interface Cell {
  readonly text: string;
  readonly fill?: RGB;
  /** A value still owed (placeholder or lost in the source): a red corner. */
  readonly owed?: boolean;
  readonly bold?: boolean;
}

export const OWED_RED = rgb(0.8, 0.1, 0.1);
const INK = rgb(0.1, 0.1, 0.1);
const RULE = rgb(0.55, 0.55, 0.55);
const HEAD = rgb(0.88, 0.86, 0.8);
const MARGIN = 12 * MM;
const PAD = 2.5;

export class PageFlow {
  private page!: PDFPage;
  private y = 0;
  private pageNo = 0;

  constructor(
    private readonly doc: PDFDocument,
    private readonly size: readonly [number, number],
    private readonly fonts: { font: PDFFont; bold: PDFFont },
    /** Printed at the top of every page of this flow. */
    private readonly running: string,
  ) {
    this.newPage();
  }

  get width(): number {
    return this.size[0] - 2 * MARGIN;
  }

  private newPage(): void {
    this.page = this.doc.addPage([this.size[0], this.size[1]]);
    this.pageNo++;
    const label = writable(this.fonts.font, `${this.running}${this.pageNo > 1 ? ` (${this.pageNo})` : ''}`);
    this.page.drawText(label, { x: MARGIN, y: this.size[1] - MARGIN + 8, size: 7, font: this.fonts.font, color: RULE });
    this.y = this.size[1] - MARGIN - 6;
  }

  /** Room for `h` points on this page, or a new one. */
  private need(h: number): void {
    if (this.y - h < MARGIN) this.newPage();
  }

  heading(text: string, size = 13): void {
    this.need(size + 30);
    this.y -= size + 6;
    this.page.drawText(writable(this.fonts.bold, text), { x: MARGIN, y: this.y, size, font: this.fonts.bold, color: INK });
    this.y -= 6;
  }

  /** A paragraph, wrapped to the page. */
  text(text: string, size = 8, color: RGB = INK): void {
    for (const line of wrap(this.fonts.font, writable(this.fonts.font, text), size, this.width)) {
      this.need(size + 3);
      this.y -= size + 3;
      this.page.drawText(line, { x: MARGIN, y: this.y, size, font: this.fonts.font, color });
    }
    this.y -= 3;
  }

  /**
   * A table: a header row, then the rows, each column as wide as its widest word allows (long texts
   * wrap within a share of the page), repeated header on every page it runs over.
   */
  table(header: readonly string[], rows: readonly (readonly Cell[])[], size = 7.5): void {
    const { font, bold } = this.fonts;
    const cells = [header.map((text) => ({ text, bold: true, fill: HEAD }) as Cell), ...rows].map((r) => r.map((c) => ({ ...c, text: writable(c.bold ? bold : font, c.text) })));
    const widths = columnWidths(cells, font, bold, size, this.width);
    const lines = (row: readonly Cell[]) => row.map((c, i) => wrap(c.bold ? bold : font, c.text, size, widths[i]! - 2 * PAD));
    const heightOf = (ls: string[][]) => Math.max(1, ...ls.map((l) => l.length)) * (size + 2) + 2 * PAD;
    const draw = (row: readonly Cell[], ls: string[][]) => {
      const h = heightOf(ls);
      let x = MARGIN;
      row.forEach((c, i) => {
        const w = widths[i]!;
        this.page.drawRectangle({ x, y: this.y - h, width: w, height: h, borderColor: RULE, borderWidth: 0.4, ...(c.fill ? { color: c.fill } : {}) });
        if (c.owed) this.page.drawSvgPath(`M ${x + w - 6} ${this.size[1] - this.y} L ${x + w} ${this.size[1] - this.y} L ${x + w} ${this.size[1] - this.y + 6} Z`, { x: 0, y: this.size[1], color: OWED_RED });
        ls[i]!.forEach((line, k) => this.page.drawText(line, { x: x + PAD, y: this.y - PAD - (k + 1) * (size + 2) + 2, size, font: c.bold ? bold : font, color: INK }));
        x += w;
      });
      this.y -= h;
    };
    const head = lines(cells[0]!);
    this.need(heightOf(head) + heightOf(lines(cells[1] ?? cells[0]!)));
    draw(cells[0]!, head);
    for (const row of cells.slice(1)) {
      const ls = lines(row);
      if (this.y - heightOf(ls) < MARGIN) {
        this.newPage();
        draw(cells[0]!, head);
      }
      draw(row, ls);
    }
    this.y -= 8;
  }
}

/** Each column's width: its widest single word, then the rest of the page shared by how much text each holds. */
function columnWidths(rows: readonly (readonly Cell[])[], font: PDFFont, bold: PDFFont, size: number, total: number): number[] {
  const n = Math.max(...rows.map((r) => r.length));
  const min = Array.from({ length: n }, () => 14);
  const want = Array.from({ length: n }, () => 14);
  for (const r of rows) {
    r.forEach((c, i) => {
      const f = c.bold ? bold : font;
      const words = c.text.split(/\s+/);
      min[i] = Math.max(min[i]!, ...words.map((w) => f.widthOfTextAtSize(w, size) + 2 * PAD));
      want[i] = Math.max(want[i]!, f.widthOfTextAtSize(c.text, size) + 2 * PAD);
    });
  }
  const sumWant = want.reduce((a, b) => a + b, 0);
  if (sumWant <= total) return want;
  const sumMin = min.reduce((a, b) => a + b, 0);
  const spare = Math.max(0, total - sumMin);
  const extra = want.map((w, i) => w - min[i]!);
  const sumExtra = extra.reduce((a, b) => a + b, 0) || 1;
  return min.map((m, i) => m + (spare * extra[i]!) / sumExtra);
}

/** A text broken into lines no wider than `width` (a word longer than the width keeps its own line). */
export function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const out: string[] = [];
  for (const para of text.split('\n')) {
    let line = '';
    for (const word of para.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(next, size) > width) {
        out.push(line);
        line = word;
      } else line = next;
    }
    out.push(line);
  }
  return out;
}
