/**
 * An area map (Tigers in the Mist) as drawing primitives in its own units, for print and VASSAL:
 * the roads between places in their classes' colours, rivers across them (a blue bar, the bridge
 * as brackets, a bridge printed blown crossed out), each area as its traced outline or a circle
 * with its number and name (its VP when it has some), and each zone as a box on the map edge.
 */
import type { AreaMap, Ruleset } from '../generated/documents';
import { AREA_RADIUS as RADIUS, ZONE_HALF as ZONE } from '../shared/areaLook';
import type { MapDrawing, Shape } from './mapDrawing';

const MARGIN = 60;

/** An area drawing, with each area's and zone's outline (a circle as a 16-sided polygon), for VASSAL's zones. */
export interface AreaDrawing extends MapDrawing {
  readonly regions: ReadonlyMap<string, { readonly name: string; readonly points: readonly { x: number; y: number }[] }>;
}

export function areaDrawing(map: AreaMap, ruleset: Ruleset): AreaDrawing {
  const centres = new Map<string, { x: number; y: number }>();
  for (const [id, a] of Object.entries(map.areas)) if (a.position) centres.set(id, a.position);
  for (const [id, z] of Object.entries(map.zones ?? {})) if (z.position) centres.set(id, z.position);
  const pts = [...centres.values(), ...Object.values(map.areas).flatMap((a) => a.outline ?? [])];
  const minX = Math.min(...pts.map((p) => p.x)) - MARGIN;
  const minY = Math.min(...pts.map((p) => p.y)) - MARGIN;
  const at = (p: { x: number; y: number }) => ({ x: p.x - minX, y: p.y - minY });
  const places = new Map([...centres].map(([id, c]) => [id, at(c)]));
  const width = Math.max(...pts.map((p) => p.x)) - minX + MARGIN;
  const height = Math.max(...pts.map((p) => p.y)) - minY + MARGIN;
  const f = (n: number) => n.toFixed(1);
  const shapes = (inView: (x: number, y: number) => boolean = () => true): Shape[] => {
    const out: Shape[] = [];
    const near = (id: string) => {
      const c = places.get(id);
      return !!c && inView(c.x, c.y);
    };
    for (const c of Object.values(map.connections)) {
      const ends = c.between.map((id) => places.get(id)).filter((q): q is { x: number; y: number } => !!q);
      if (ends.length < 2 || !c.between.some(near)) continue;
      const [a, b] = ends as [{ x: number; y: number }, { x: number; y: number }];
      out.push({ kind: 'path', d: `M${f(a.x)} ${f(a.y)} L${f(b.x)} ${f(b.y)}`, stroke: ruleset.roadClasses?.[c.road]?.colour ?? '#8a8a8a', width: c.road === 'primary' ? 6 : 4 });
      if (!c.river) continue;
      const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
      const [nx, ny] = [(a.y - b.y) / len, (b.x - a.x) / len];
      const m = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
      out.push({ kind: 'path', d: `M${f(m.x - nx * 14)} ${f(m.y - ny * 14)} L${f(m.x + nx * 14)} ${f(m.y + ny * 14)}`, stroke: '#2f7fc1', width: 5 });
      if (c.bridge?.printedBlown) out.push({ kind: 'path', d: `M${f(m.x - 7)} ${f(m.y - 7)} L${f(m.x + 7)} ${f(m.y + 7)} M${f(m.x + 7)} ${f(m.y - 7)} L${f(m.x - 7)} ${f(m.y + 7)}`, stroke: '#c0392b', width: 2.5 });
      else if (c.bridge) out.push({ kind: 'path', d: `M${f(m.x - nx * 9 - 4)} ${f(m.y - ny * 9)} L${f(m.x - nx * 9 + 4)} ${f(m.y - ny * 9)} M${f(m.x + nx * 9 - 4)} ${f(m.y + ny * 9)} L${f(m.x + nx * 9 + 4)} ${f(m.y + ny * 9)}`, stroke: '#111111', width: 2 });
    }
    for (const [id, a] of Object.entries(map.areas)) {
      const c = places.get(id);
      if (!c || !near(id)) continue;
      const d = a.outline ? a.outline.map((q, i) => `${i ? 'L' : 'M'}${f(at(q).x)} ${f(at(q).y)}`).join(' ') + ' Z' : `M${f(c.x - RADIUS)} ${f(c.y)} a${RADIUS} ${RADIUS} 0 1 0 ${2 * RADIUS} 0 a${RADIUS} ${RADIUS} 0 1 0 ${-2 * RADIUS} 0 Z`;
      out.push({ kind: 'path', d, fill: a.vp ? '#f3e2b3' : '#f4f1e4', stroke: '#3a3a3a', width: 1.5 });
      if (a.number !== undefined) out.push({ kind: 'text', x: c.x, y: c.y - 9, text: String(a.number), size: 11, bold: true, fill: '#1a1a1a' });
      out.push({ kind: 'text', x: c.x, y: c.y + (a.number !== undefined ? 6 : 0), text: a.name, size: 8, fill: '#1a1a1a' });
      if (a.vp) out.push({ kind: 'text', x: c.x, y: c.y + 17, text: `${a.vp} VP`, size: 7, bold: true, fill: '#8c1a1a' });
    }
    for (const [id, z] of Object.entries(map.zones ?? {})) {
      const c = places.get(id);
      if (!c || !near(id)) continue;
      out.push({ kind: 'path', d: `M${f(c.x - ZONE.w)} ${f(c.y - ZONE.h)} h${2 * ZONE.w} v${2 * ZONE.h} h${-2 * ZONE.w} Z`, fill: '#e6e9ef', stroke: '#3a3a3a', width: 1.2 });
      out.push({ kind: 'text', x: c.x, y: c.y, text: z.name.length > 18 ? id : z.name, size: 8, bold: true, fill: '#1a1a1a' });
    }
    return out;
  };
  const regions = new Map<string, { name: string; points: { x: number; y: number }[] }>();
  for (const [id, a] of Object.entries(map.areas)) {
    const c = places.get(id);
    if (!c) continue;
    const points = a.outline ? a.outline.map(at) : Array.from({ length: 16 }, (_, k) => ({ x: c.x + RADIUS * Math.cos((k * Math.PI) / 8), y: c.y + RADIUS * Math.sin((k * Math.PI) / 8) }));
    regions.set(id, { name: a.name, points });
  }
  for (const [id, z] of Object.entries(map.zones ?? {})) {
    const c = places.get(id);
    if (c) regions.set(id, { name: z.name, points: [{ x: c.x - ZONE.w, y: c.y - ZONE.h }, { x: c.x + ZONE.w, y: c.y - ZONE.h }, { x: c.x + ZONE.w, y: c.y + ZONE.h }, { x: c.x - ZONE.w, y: c.y + ZONE.h }] });
  }
  return { id: map.id, name: map.name, width, height, reach: 2 * RADIUS + 20, shapes, places, regions };
}
