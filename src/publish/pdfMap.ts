/**
 * The map for print-and-play (issue 17): a hex map at print scale, in vector, over as many pages as
 * it needs, each overlapping the next and marked where to align them (pdf-lib). Terrain in its
 * ruleset colours, hexsides, roads, hex numbers, place names and victory hexes, drawn from the data.
 */
import { clip, endPath, popGraphicsState, pushGraphicsState, rectangle, rgb, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import type { AreaMap, HexMap, Ruleset } from '../generated/documents';
import { areaDrawing } from './areaDrawing';
import { hexDrawing, type MapDrawing, type Shape } from './mapDrawing';
import { colour, MM, PAPER, writable } from './pdfKit';

export interface PrintOptions {
  /** A hex across its flats, in millimetres (GMT's are 16). */
  readonly hexMm?: number;
  readonly paper?: keyof typeof PAPER;
  /** How far each page overlaps the next, in millimetres. */
  readonly overlapMm?: number;
  /** An area map: millimetres to its unit (an untraced area is 52 units across: 20 mm at the default 0.38). */
  readonly areaMm?: number;
}

/** A map drawn at print scale: its drawing, points to a drawing unit, and the scale in words for the sheets' labels. */
export function printDrawing(map: HexMap | AreaMap, ruleset: Ruleset, options: PrintOptions = {}): { drawing: MapDrawing; k: number; scale: string } {
  if (map.topology === 'area') {
    const mm = options.areaMm ?? 0.38;
    return { drawing: areaDrawing(map, ruleset), k: mm * MM, scale: `Areas ${(52 * mm).toFixed(0)} mm across` };
  }
  // Corner radius from the width across flats.
  return { drawing: hexDrawing(map, ruleset, ((options.hexMm ?? 16) / Math.sqrt(3)) * MM), k: 1, scale: `Hexes ${options.hexMm ?? 16} mm across` };
}

/** Adds the map's print-and-play sheets to the document; says how they are laid (columns × rows) and the scale in words. */
export function addMapSheets(doc: PDFDocument, map: HexMap | AreaMap, ruleset: Ruleset, fonts: { font: PDFFont; bold: PDFFont }, options: PrintOptions = {}): { columns: number; rows: number; scale: string } {
  const { drawing, k, scale } = printDrawing(map, ruleset, options);
  const [paperW, paperH] = PAPER[options.paper ?? 'a4'];
  const margin = 10 * MM;
  const overlap = (options.overlapMm ?? 10) * MM;
  const [width, height] = [drawing.width * k, drawing.height * k];
  // Landscape when the map is wider than tall.
  const [pageW, pageH] = width > height ? [paperH, paperW] : [paperW, paperH];
  const viewW = pageW - 2 * margin;
  const viewH = pageH - 2 * margin - 14; // room for the sheet's label
  const columns = Math.max(1, Math.ceil((width - overlap) / (viewW - overlap)));
  const rows = Math.max(1, Math.ceil((height - overlap) / (viewH - overlap)));
  const { font, bold } = fonts;
  const reach = drawing.reach * k;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < columns; c++) {
      const page = doc.addPage([pageW, pageH]);
      const x0 = c * (viewW - overlap);
      const y0 = r * (viewH - overlap);
      const inView = (x: number, y: number) => x * k > x0 - reach && x * k < x0 + viewW + reach && y * k > y0 - reach && y * k < y0 + viewH + reach;
      // Map units (y down) onto the page (y up, points), through drawSvgPath's own flip and scale.
      const at = { x: margin - x0, y: pageH - margin + y0 };
      const point = (x: number, y: number) => ({ x: margin + x * k - x0, y: pageH - margin - (y * k - y0) });
      page.pushOperators(pushGraphicsState(), rectangle(margin, pageH - margin - viewH, viewW, viewH), clip(), endPath());
      drawShapes(page, drawing.shapes(inView), { at, point, k, font, bold });
      page.pushOperators(popGraphicsState());
      marks(page, { margin, viewW, viewH, pageH, overlap, left: c > 0, right: c < columns - 1, top: r > 0, bottom: r < rows - 1 });
      const label = writable(font, `${map.name}: sheet ${r * columns + c + 1} of ${rows * columns} (row ${r + 1}, column ${c + 1} of ${rows} × ${columns}). ${scale}; pages overlap ${options.overlapMm ?? 10} mm: trim one sheet at the marks and lay it over the next.`);
      page.drawText(label, { x: margin, y: margin - 2, size: 7, font, color: rgb(0.2, 0.2, 0.2), maxWidth: viewW });
    }
  }
  return { columns, rows, scale };
}

/** Map shapes on a page: `at` places an SVG path's origin, `point` a map point. */
function drawShapes(page: PDFPage, shapes: readonly Shape[], o: { at: { x: number; y: number }; point: (x: number, y: number) => { x: number; y: number }; k: number; font: PDFFont; bold: PDFFont }): void {
  for (const s of shapes) {
    if (s.kind === 'path') {
      page.drawSvgPath(s.d, { ...o.at, ...(o.k !== 1 ? { scale: o.k } : {}), ...(s.fill ? { color: colour(s.fill) } : {}), ...(s.stroke ? { borderColor: colour(s.stroke), borderWidth: s.width ?? 1 } : { borderWidth: 0 }), ...(s.dash ? { borderDashArray: [...s.dash] } : {}) });
    } else if (s.kind === 'circle') page.drawCircle({ ...o.point(s.x, s.y), size: s.r * o.k, color: colour(s.fill) });
    else {
      const font = s.bold ? o.bold : o.font;
      const text = writable(font, s.text);
      const q = o.point(s.x, s.y);
      const size = s.size * o.k;
      page.drawText(text, { x: q.x - font.widthOfTextAtSize(text, size) / 2, y: q.y - size / 2, size, font, color: colour(s.fill) });
    }
  }
}

/** Crop marks where a sheet meets the next: the overlap's edges, on the sides that have a neighbour. */
function marks(page: PDFPage, m: { margin: number; viewW: number; viewH: number; pageH: number; overlap: number; left: boolean; right: boolean; top: boolean; bottom: boolean }): void {
  const x0 = m.margin;
  const x1 = m.margin + m.viewW;
  const yTop = m.pageH - m.margin;
  const yBottom = yTop - m.viewH;
  const ink = { thickness: 0.5, color: rgb(0, 0, 0) };
  const cross = (x: number, y: number) => {
    page.drawLine({ start: { x: x - 6, y }, end: { x: x + 6, y }, ...ink });
    page.drawLine({ start: { x, y: y - 6 }, end: { x, y: y + 6 }, ...ink });
  };
  const xs = [x0, ...(m.left ? [x0 + m.overlap] : []), ...(m.right ? [x1 - m.overlap] : []), x1];
  const ys = [yBottom, ...(m.bottom ? [yBottom + m.overlap] : []), ...(m.top ? [yTop - m.overlap] : []), yTop];
  for (const x of xs) for (const y of ys) if ((x === x0 || x === x1 || xs.length > 2) && (y === yTop || y === yBottom || ys.length > 2)) cross(x, y);
  page.drawRectangle({ x: x0, y: yBottom, width: m.viewW, height: m.viewH, borderColor: rgb(0.5, 0.5, 0.5), borderWidth: 0.4 });
}
