/**
 * A hex map as drawing primitives in map pixels (y down), made once from the data and drawn by
 * each export in its own medium: the print-and-play PDF (pdf-lib) and the VASSAL board (SVG).
 * Terrain in its ruleset colours, features, hex outlines, hexsides, roads, hex numbers, victory
 * hexes and place names, in that order (later over earlier).
 */
import type { HexMap, Ruleset } from '../generated/documents';
import { formatHex, gridGeometry, parseHex, type Printed } from '../hex';
import { HexLayout } from '../hex/pixel';

export type Shape =
  | { readonly kind: 'path'; readonly d: string; readonly fill?: string; readonly stroke?: string; readonly width?: number; readonly dash?: readonly number[] }
  | { readonly kind: 'circle'; readonly x: number; readonly y: number; readonly r: number; readonly fill: string }
  /** Text centred on (x, y). */
  | { readonly kind: 'text'; readonly x: number; readonly y: number; readonly text: string; readonly size: number; readonly bold?: boolean; readonly fill: string };

export interface MapHex {
  readonly id: string;
  readonly p: Printed;
  readonly x: number;
  readonly y: number;
}

/** Every hex of a layout's grid extent, with its centre. */
export function mapHexes(layout: HexLayout): MapHex[] {
  const g = layout.g;
  const out: MapHex[] = [];
  for (let col = g.cols.first; col <= g.cols.last; col++) for (let row = g.rows.first; row <= g.rows.last; row++) out.push({ id: formatHex(g, { col, row }), p: { col, row }, ...layout.center({ col, row }) });
  return out;
}

export const layoutOf = (map: HexMap, size: number) => new HexLayout(gridGeometry(map.grid), size);

/**
 * A map ready to draw in any medium: its extent, its shapes (those near the points `inView` keeps),
 * how far a shape reaches from its anchor, and where each place (hex, area or zone) is, for pieces.
 */
export interface MapDrawing {
  readonly id: string;
  readonly name: string;
  readonly width: number;
  readonly height: number;
  readonly reach: number;
  shapes(inView?: (x: number, y: number) => boolean): Shape[];
  readonly places: ReadonlyMap<string, { readonly x: number; readonly y: number }>;
}

/** A hex map's drawing with hexes of corner radius `size`. */
export function hexDrawing(map: HexMap, ruleset: Ruleset, size: number): MapDrawing & { readonly layout: HexLayout } {
  const layout = layoutOf(map, size);
  return { id: map.id, name: map.name, ...layout.bounds, reach: 2 * size, layout, shapes: (inView) => mapShapes(map, ruleset, layout, inView), places: new Map(mapHexes(layout).map((h) => [h.id, { x: h.x, y: h.y }])) };
}

/** The map's shapes, only those near the hexes `inView` keeps (all of them by default). */
export function mapShapes(map: HexMap, ruleset: Ruleset, layout: HexLayout, inView: (x: number, y: number) => boolean = () => true): Shape[] {
  const g = layout.g;
  const size = layout.size;
  const types = ruleset.terrainTypes ?? {};
  const hexes = mapHexes(layout).filter((h) => inView(h.x, h.y));
  const outline = (p: Printed) => layout.corners(p).map((c, i) => `${i ? 'L' : 'M'}${c.x.toFixed(2)} ${c.y.toFixed(2)}`).join(' ') + ' Z';
  const centre = (id: string) => {
    const p = parseHex(g, id);
    return p ? layout.center(p) : undefined;
  };
  const out: Shape[] = [];
  // Terrain: one path per terrain, then features (towns, cities…) as a smaller block of their colour.
  const byTerrain = new Map<string, string[]>();
  for (const h of hexes) {
    const t = map.hexes[h.id]?.terrain ?? map.defaultTerrain;
    (byTerrain.get(t) ?? byTerrain.set(t, []).get(t)!).push(outline(h.p));
  }
  for (const [t, paths] of byTerrain) out.push({ kind: 'path', d: paths.join(' '), fill: types[t]?.colour ?? '#cccccc' });
  for (const h of hexes) {
    for (const f of map.hexes[h.id]?.features ?? []) {
      if (types[f]?.layer !== 'feature' || !types[f]?.colour) continue;
      const r = size * 0.3;
      out.push({ kind: 'path', d: `M${h.x - r} ${h.y - r * 0.6} h${2 * r} v${1.2 * r} h${-2 * r} Z`, fill: types[f]!.colour! });
    }
  }
  out.push({ kind: 'path', d: hexes.map((h) => outline(h.p)).join(' '), stroke: '#59594d', width: 0.3 });
  // Hexsides: features in their type's colour, boundaries dashed.
  for (const [id, side] of Object.entries(map.hexsides ?? {})) {
    const [hex, dir] = id.split('/') as [string, string];
    const p = parseHex(g, hex);
    if (!p) continue;
    const c = layout.center(p);
    if (!inView(c.x, c.y)) continue;
    const [a, b] = layout.edge(p, dir as never);
    const d = `M${a.x.toFixed(2)} ${a.y.toFixed(2)} L${b.x.toFixed(2)} ${b.y.toFixed(2)}`;
    for (const f of side.features ?? []) out.push({ kind: 'path', d, stroke: ruleset.hexsideTypes?.[f]?.colour ?? '#3f7fbf', width: size * 0.14 });
    if (side.boundary) out.push({ kind: 'path', d, stroke: '#8c1a1a', width: 1.2, dash: [3, 2] });
  }
  for (const road of Object.values(map.roads ?? {})) {
    const pts = road.hexes.map(centre).filter((q): q is { x: number; y: number } => !!q);
    if (pts.length < 2 || !pts.some((q) => inView(q.x, q.y))) continue;
    out.push({ kind: 'path', d: pts.map((q, i) => `${i ? 'L' : 'M'}${q.x.toFixed(2)} ${q.y.toFixed(2)}`).join(' '), stroke: ruleset.roadClasses?.[road.class]?.colour ?? '#8a5a2b', width: road.class === 'primary' ? size * 0.16 : size * 0.1 });
  }
  // Hex numbers at the top of each hex, as printed maps carry them.
  for (const h of hexes) out.push({ kind: 'text', x: h.x, y: h.y - size * 0.62, text: h.id, size: Math.max(3.5, size * 0.22), fill: '#404040' });
  for (const id of Object.keys(map.victoryHexes ?? {})) {
    const c = centre(id);
    if (c && inView(c.x, c.y)) out.push({ kind: 'circle', x: c.x + size * 0.45, y: c.y - size * 0.3, r: size * 0.12, fill: '#bf382b' });
  }
  for (const place of Object.values(map.places ?? {})) {
    const c = centre(place.labelHex ?? place.hexes[0]!);
    if (!c || !inView(c.x, c.y)) continue;
    out.push({ kind: 'text', x: c.x, y: c.y + size * 0.55, text: place.name, size: Math.max(5, size * 0.32), bold: true, fill: place.kind === 'river' ? '#1f5e9e' : '#1a1a1a' });
  }
  return out;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The shapes as a standalone SVG image `width` × `height` on white, moved by (dx, dy). */
export function shapesToSvg(shapes: readonly Shape[], width: number, height: number, dx = 0, dy = 0): string {
  const body = shapes.map((s) => {
    if (s.kind === 'circle') return `<circle cx="${s.x.toFixed(2)}" cy="${s.y.toFixed(2)}" r="${s.r.toFixed(2)}" fill="${s.fill}"/>`;
    if (s.kind === 'text') return `<text x="${s.x.toFixed(2)}" y="${s.y.toFixed(2)}" font-size="${s.size.toFixed(1)}" text-anchor="middle" dominant-baseline="central" font-family="sans-serif"${s.bold ? ' font-weight="bold"' : ''} fill="${s.fill}">${esc(s.text)}</text>`;
    return `<path d="${s.d}" fill="${s.fill ?? 'none'}"${s.stroke ? ` stroke="${s.stroke}" stroke-width="${(s.width ?? 1).toFixed(2)}"` : ''}${s.dash ? ` stroke-dasharray="${s.dash.join(' ')}"` : ''}/>`;
  });
  const w = Math.ceil(width);
  const h = Math.ceil(height);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="${w}" height="${h}" fill="#ffffff"/><g transform="translate(${dx.toFixed(2)} ${dy.toFixed(2)})">${body.join('')}</g></svg>`;
}
