/**
 * Charts laid as an HTML page (the VASSAL module's chart windows): the same headings, paragraphs
 * and tables the PDF prints, in plain HTML 3.2 that Swing's HTML viewer shows. A cell whose value is
 * still owed is marked red, as the PDF marks it with a red corner.
 */
import type { ChartSink } from './charts';
import type { Cell } from './pdfFlow';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const hex = (c: Cell['fill']) => (c ? `#${[c.red, c.green, c.blue].map((v) => Math.round(v * 255).toString(16).padStart(2, '0')).join('')}` : undefined);

export class HtmlFlow implements ChartSink {
  private readonly parts: string[] = [];

  constructor(private readonly title: string) {}

  heading(text: string): void {
    this.parts.push(`<h2>${esc(text)}</h2>`);
  }

  text(text: string): void {
    this.parts.push(`<p>${esc(text)}</p>`);
  }

  table(header: readonly string[], rows: readonly (readonly Cell[])[]): void {
    const cell = (c: Cell, tag: 'td' | 'th') => {
      const bg = hex(c.fill);
      const body = c.owed ? `<font color="#cc1a1a">${esc(c.text)} &#9698;</font>` : esc(c.text);
      return `<${tag}${bg ? ` bgcolor="${bg}"` : ''}>${c.bold && tag === 'td' ? `<b>${body}</b>` : body}</${tag}>`;
    };
    this.parts.push(`<table border="1" cellspacing="0" cellpadding="3"><tr>${header.map((h) => cell({ text: h }, 'th')).join('')}</tr>${rows.map((r) => `<tr>${r.map((c) => cell(c, 'td')).join('')}</tr>`).join('')}</table>`);
  }

  /** The whole page. */
  html(): string {
    return `<html><head><title>${esc(this.title)}</title></head><body><h1>${esc(this.title)}</h1>${this.parts.join('\n')}</body></html>\n`;
  }
}
