/**
 * The map for print-and-play (issue 17): a hex map at print scale, in vector, over as many pages as
 * it needs, each overlapping the next and marked where to align them (pdf-lib). Terrain in its
 * ruleset colours, hexsides, roads, hex numbers, place names and victory hexes, drawn from the data.
 */
import { clip, endPath, popGraphicsState, pushGraphicsState, rectangle, rgb, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import type { HexMap, Ruleset } from '../generated/documents';
import { formatHex, gridGeometry, parseHex, type Printed } from '../hex';
import { HexLayout } from '../hex/pixel';
import { colour, MM, PAPER, writable } from './pdfKit';

export interface PrintOptions {
  /** A hex across its flats, in millimetres (GMT's are 16). */
  readonly hexMm?: number;
  readonly paper?: keyof typeof PAPER;
  /** How far each page overlaps the next, in millimetres. */
  readonly overlapMm?: number;
}

/** Adds the map's print-and-play sheets to the document; says how they are laid (columns × rows). */
export function addMapSheets(doc: PDFDocument, map: HexMap, ruleset: Ruleset, fonts: { font: PDFFont; bold: PDFFont }, options: PrintOptions = {}): { columns: number; rows: number } {
  const g = gridGeometry(map.grid);
  const size = ((options.hexMm ?? 16) / Math.sqrt(3)) * MM; // corner radius from the width across flats
  const layout = new HexLayout(g, size);
  const [paperW, paperH] = PAPER[options.paper ?? 'a4'];
  const margin = 10 * MM;
  const overlap = (options.overlapMm ?? 10) * MM;
  const { width, height } = layout.bounds;
  // Landscape when the map is wider than tall.
  const [pageW, pageH] = width > height ? [paperH, paperW] : [paperW, paperH];
  const viewW = pageW - 2 * margin;
  const viewH = pageH - 2 * margin - 14; // room for the sheet's label
  const columns = Math.max(1, Math.ceil((width - overlap) / (viewW - overlap)));
  const rows = Math.max(1, Math.ceil((height - overlap) / (viewH - overlap)));
  const { font, bold } = fonts;
  const hexes: { id: string; p: Printed; x: number; y: number }[] = [];
  for (let col = g.cols.first; col <= g.cols.last; col++) for (let row = g.rows.first; row <= g.rows.last; row++) hexes.push({ id: formatHex(g, { col, row }), p: { col, row }, ...layout.center({ col, row }) });
  const outline = (p: Printed) => layout.corners(p).map((c, i) => `${i ? 'L' : 'M'}${c.x.toFixed(2)} ${c.y.toFixed(2)}`).join(' ') + ' Z';
  const centre = (id: string) => {
    const p = parseHex(g, id);
    return p ? layout.center(p) : undefined;
  };
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < columns; c++) {
      const page = doc.addPage([pageW, pageH]);
      const x0 = c * (viewW - overlap);
      const y0 = r * (viewH - overlap);
      const inView = (x: number, y: number) => x > x0 - size * 2 && x < x0 + viewW + size * 2 && y > y0 - size * 2 && y < y0 + viewH + size * 2;
      // Map coordinates (y down) onto the page (y up), through drawSvgPath's own flip.
      const at = { x: margin - x0, y: pageH - margin + y0 };
      const point = (x: number, y: number) => ({ x: margin + x - x0, y: pageH - margin - (y - y0) });
      page.pushOperators(pushGraphicsState(), rectangle(margin, pageH - margin - viewH, viewW, viewH), clip(), endPath());
      drawSheet(page, { map, ruleset, hexes: hexes.filter((h) => inView(h.x, h.y)), outline, centre, at, point, size, font, bold, inView, layout, g });
      page.pushOperators(popGraphicsState());
      marks(page, { margin, viewW, viewH, pageH, overlap, left: c > 0, right: c < columns - 1, top: r > 0, bottom: r < rows - 1 });
      const label = writable(font, `${map.name}: sheet ${r * columns + c + 1} of ${rows * columns} (row ${r + 1}, column ${c + 1} of ${rows} × ${columns}). Hexes ${options.hexMm ?? 16} mm across; pages overlap ${options.overlapMm ?? 10} mm: trim one sheet at the marks and lay it over the next.`);
      page.drawText(label, { x: margin, y: margin - 2, size: 7, font, color: rgb(0.2, 0.2, 0.2), maxWidth: viewW });
    }
  }
  return { columns, rows };
}

interface Sheet {
  readonly map: HexMap;
  readonly ruleset: Ruleset;
  readonly hexes: readonly { id: string; p: Printed; x: number; y: number }[];
  readonly outline: (p: Printed) => string;
  readonly centre: (id: string) => { x: number; y: number } | undefined;
  readonly at: { x: number; y: number };
  readonly point: (x: number, y: number) => { x: number; y: number };
  readonly size: number;
  readonly font: PDFFont;
  readonly bold: PDFFont;
  readonly inView: (x: number, y: number) => boolean;
  readonly layout: HexLayout;
  readonly g: ReturnType<typeof gridGeometry>;
}

function drawSheet(page: PDFPage, s: Sheet): void {
  const { map, ruleset, size } = s;
  const types = ruleset.terrainTypes ?? {};
  // Terrain: one path per terrain, then features (towns, cities…) as a smaller hex of their colour.
  const byTerrain = new Map<string, string[]>();
  for (const h of s.hexes) {
    const t = map.hexes[h.id]?.terrain ?? map.defaultTerrain;
    const paths = byTerrain.get(t) ?? byTerrain.set(t, []).get(t)!;
    paths.push(s.outline(h.p));
  }
  for (const [t, paths] of byTerrain) page.drawSvgPath(paths.join(' '), { ...s.at, color: colour(types[t]?.colour), borderWidth: 0 });
  for (const h of s.hexes) {
    for (const f of map.hexes[h.id]?.features ?? []) {
      if (types[f]?.layer !== 'feature' || !types[f]?.colour) continue;
      const r = size * 0.3;
      page.drawSvgPath(`M${h.x - r} ${h.y - r * 0.6} h${2 * r} v${1.2 * r} h${-2 * r} Z`, { ...s.at, color: colour(types[f]!.colour), borderWidth: 0 });
    }
  }
  page.drawSvgPath(s.hexes.map((h) => s.outline(h.p)).join(' '), { ...s.at, borderColor: rgb(0.35, 0.35, 0.3), borderWidth: 0.3 });
  // Hexsides: features in their type's colour, boundaries dashed.
  for (const [id, side] of Object.entries(map.hexsides ?? {})) {
    const [hex, dir] = id.split('/') as [string, string];
    const p = parseHex(s.g, hex);
    if (!p) continue;
    const c = s.layout.center(p);
    if (!s.inView(c.x, c.y)) continue;
    const [a, b] = s.layout.edge(p, dir as never);
    const from = s.point(a.x, a.y);
    const to = s.point(b.x, b.y);
    for (const f of side.features ?? []) page.drawLine({ start: from, end: to, thickness: size * 0.14, color: colour(ruleset.hexsideTypes?.[f]?.colour, '#3f7fbf') });
    if (side.boundary) page.drawLine({ start: from, end: to, thickness: 1.2, color: rgb(0.55, 0.1, 0.1), dashArray: [3, 2] });
  }
  for (const road of Object.values(map.roads ?? {})) {
    const pts = road.hexes.map(s.centre).filter((q): q is { x: number; y: number } => !!q);
    if (pts.length < 2 || !pts.some((q) => s.inView(q.x, q.y))) continue;
    page.drawSvgPath(pts.map((q, i) => `${i ? 'L' : 'M'}${q.x.toFixed(2)} ${q.y.toFixed(2)}`).join(' '), { ...s.at, borderColor: colour(ruleset.roadClasses?.[road.class]?.colour, '#8a5a2b'), borderWidth: road.class === 'primary' ? size * 0.16 : size * 0.1 });
  }
  // Hex numbers at the top of each hex, as printed maps carry them.
  const numberSize = Math.max(3.5, size * 0.22);
  for (const h of s.hexes) {
    const w = s.font.widthOfTextAtSize(h.id, numberSize);
    const q = s.point(h.x, h.y - size * 0.62);
    page.drawText(h.id, { x: q.x - w / 2, y: q.y - numberSize / 2, size: numberSize, font: s.font, color: rgb(0.25, 0.25, 0.25) });
  }
  for (const id of Object.keys(map.victoryHexes ?? {})) {
    const c = s.centre(id);
    if (c && s.inView(c.x, c.y)) page.drawCircle({ ...s.point(c.x + size * 0.45, c.y - size * 0.3), size: size * 0.12, color: rgb(0.75, 0.22, 0.17) });
  }
  for (const place of Object.values(map.places ?? {})) {
    const c = s.centre(place.labelHex ?? place.hexes[0]!);
    if (!c || !s.inView(c.x, c.y)) continue;
    const text = writable(s.bold, place.name);
    const fontSize = Math.max(5, size * 0.32);
    const w = s.bold.widthOfTextAtSize(text, fontSize);
    const q = s.point(c.x, c.y + size * 0.55);
    page.drawText(text, { x: q.x - w / 2, y: q.y - fontSize / 2, size: fontSize, font: s.bold, color: place.kind === 'river' ? rgb(0.12, 0.37, 0.62) : rgb(0.1, 0.1, 0.1) });
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
