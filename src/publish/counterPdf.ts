/**
 * Counter sheets for print-and-play (issue 17): every counter at print size (5/8 inch by default, as
 * GMT's), fronts on one page and backs on the next, mirrored so that printed double-sided (flipped
 * on the long edge) each back lands behind its front. Drawn as the studio draws counters: colours
 * and army stripe, the NATO symbol, the name shrunk to fit (wrapped, never cut), the factors, the
 * TQ, and a mark where a value is still owed (placeholder or lost), not a word.
 */
import { rgb, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import type { CounterFace, OrderOfBattle } from '../generated/documents';
import { cornerText, factorsText, unitColours } from './counterLook';
import { FRAME_H, FRAME_W, symbolParts } from './natoSymbol';
import { colour, MM, writable } from './pdfKit';

type Unit = OrderOfBattle['units'][string];

export interface CounterSheetOptions {
  /** A counter's side in millimetres (5/8 inch = 15.875). */
  readonly counterMm?: number;
  readonly page: readonly [number, number];
  readonly font: PDFFont;
  readonly bold: PDFFont;
}

/** Whether a face of the unit shows a value marked placeholder or lost. */
function owes(unit: Unit, side: 'front' | 'back'): boolean {
  return Object.entries((unit as { provenance?: Record<string, { confidence?: string }> }).provenance ?? {}).some(([ptr, p]) => (p.confidence === 'placeholder' || p.confidence === 'lost') && (ptr.startsWith(`/${side}`) || ptr === '/name' || ptr === '/type' || ptr === ''));
}

/** Adds the counter sheets of these units: a page of fronts, then its backs. Returns how many pages. */
export function addCounterSheets(doc: PDFDocument, oob: OrderOfBattle, ids: readonly string[], o: CounterSheetOptions): number {
  const size = (o.counterMm ?? 15.875) * MM;
  const [pageW, pageH] = o.page;
  const margin = 12 * MM;
  const header = 22;
  const columns = Math.floor((pageW - 2 * margin) / size);
  const rows = Math.floor((pageH - 2 * margin - header) / size);
  const per = columns * rows;
  const sheets = Math.ceil(ids.length / per);
  const owed = ids.some((id) => oob.units[id] && (owes(oob.units[id]!, 'front') || owes(oob.units[id]!, 'back')));
  for (let k = 0; k < sheets; k++) {
    for (const side of ['front', 'back'] as const) {
      const page = doc.addPage([pageW, pageH]);
      const title = `${oob.name}: counters, sheet ${k + 1} of ${sheets}, ${side === 'front' ? 'fronts' : 'backs (print on the reverse of the fronts, flipping on the long edge)'}`;
      page.drawText(writable(o.bold, title), { x: margin, y: pageH - margin - 9, size: 9, font: o.bold, color: rgb(0.1, 0.1, 0.1), maxWidth: pageW - 2 * margin });
      if (owed) page.drawText('A red corner marks a value still owed (placeholder or lost in the source): see the provenance report.', { x: margin, y: pageH - margin - 19, size: 6.5, font: o.font, color: rgb(0.55, 0.1, 0.1) });
      ids.slice(k * per, (k + 1) * per).forEach((id, i) => {
        const unit = oob.units[id];
        if (!unit) return;
        const r = Math.floor(i / columns);
        const c = i % columns;
        // The back of column c lies in column (columns - 1 - c): behind its front when the sheet is turned over.
        const x = margin + (side === 'front' ? c : columns - 1 - c) * size;
        const top = pageH - margin - header - r * size;
        drawCounter(page, oob, unit, side, x, top, size, o);
      });
    }
  }
  return sheets * 2;
}

/** One face of a counter with its top-left corner at (x, top), in page points (y up). */
function drawCounter(page: PDFPage, oob: OrderOfBattle, unit: Unit, side: 'front' | 'back', x: number, top: number, s: number, o: CounterSheetOptions): void {
  const face: CounterFace | undefined = side === 'front' ? unit.front : unit.back;
  const { fill, ink: inkHex, stripe } = unitColours(oob, unit);
  const ink = colour(inkHex);
  const at = (dx: number, dy: number) => ({ x: x + dx * s, y: top - dy * s });
  page.drawRectangle({ ...at(0, 1), width: s, height: s, color: colour(fill), borderColor: rgb(0.55, 0.55, 0.55), borderWidth: 0.3 });
  if (stripe) page.drawRectangle({ ...at(0, 0.08), width: s, height: 0.08 * s, color: colour(stripe) });
  if (side === 'back') page.drawRectangle({ ...at(0, 1), width: s, height: 0.08 * s, color: ink, opacity: 0.25 });
  const text = (t: string, dx: number, dy: number, size: number, font: PDFFont, centre = true) => {
    const w = writable(font, t);
    const width = font.widthOfTextAtSize(w, size * s);
    page.drawText(w, { ...at(dx, dy), x: x + dx * s - (centre ? width / 2 : 0), size: size * s, font, color: ink });
  };
  const corner = cornerText(unit);
  if (corner) text(corner, 0.06, 0.2, 0.1, o.font, false);
  if (unit.size) text(unit.size, 0.5, 0.22, 0.1, o.font);
  // The NATO symbol in its frame, 0.44 of the counter wide.
  const sw = 0.44 * s;
  const k = sw / FRAME_W;
  const sx = x + (s - sw) / 2;
  const sy = top - 0.27 * s;
  page.drawRectangle({ x: sx, y: sy - FRAME_H * k, width: sw, height: FRAME_H * k, borderColor: ink, borderWidth: 0.6 });
  for (const p of symbolParts((oob.unitTypes[unit.type] as { symbol?: string } | undefined)?.symbol)) {
    if (p.t === 'path') page.drawSvgPath(p.d, { x: sx, y: sy, scale: k, borderColor: ink, borderWidth: 0.5 / k });
    else if (p.t === 'ellipse') page.drawEllipse({ x: sx + p.cx * k, y: sy - p.cy * k, xScale: p.rx * k, yScale: p.ry * k, borderColor: ink, borderWidth: 0.5 });
    else page.drawCircle({ x: sx + p.cx * k, y: sy - p.cy * k, size: p.r * k, color: ink });
  }
  // The name shrinks to fit; at the smallest legible size it wraps to a second line, never cut.
  const name = writable(o.font, unit.name);
  let size = 0.12;
  while (size > 0.075 && o.font.widthOfTextAtSize(name, size * s) > 0.94 * s) size -= 0.005;
  if (o.font.widthOfTextAtSize(name, size * s) <= 0.94 * s) text(name, 0.5, 0.73, size, o.font);
  else {
    const words = name.split(' ');
    const cut = Math.max(1, Math.ceil(words.length / 2));
    text(words.slice(0, cut).join(' '), 0.5, 0.68, size, o.font);
    text(words.slice(cut).join(' '), 0.5, 0.77, size, o.font);
  }
  if (face) {
    text(factorsText(face), 0.5, 0.93, 0.2, o.bold);
    if (face.tq) {
      page.drawRectangle({ ...at(0.78, 0.26), width: 0.16 * s, height: 0.16 * s, color: face.tq.kind === 'red' ? rgb(0.75, 0.22, 0.17) : rgb(0.62, 0.62, 0.62) });
      const v = String(face.tq.value);
      page.drawText(v, { x: x + 0.86 * s - o.bold.widthOfTextAtSize(v, 0.12 * s) / 2, y: top - 0.235 * s, size: 0.12 * s, font: o.bold, color: rgb(1, 1, 1) });
    }
  } else text('(no back)', 0.5, 0.92, 0.1, o.font);
  // A value still owed: a red corner, bottom left.
  if (owes(unit, side)) page.drawSvgPath(`M0 0 L${0.16 * s} 0 L0 ${-0.16 * s} Z`, { x, y: top - s, color: rgb(0.75, 0.1, 0.1), borderWidth: 0 });
}
