import type { HexMap, Ruleset } from '../../generated/documents';
import { colours, HEX_SIZE, type MapGeometry } from './mapView';
import { symbolPattern } from './terrainSymbols';
import { memo } from '../../shared/memo';

const SQRT3 = Math.sqrt(3);
/** Corner offsets of a hex of HEX_SIZE, flat or pointy. */
const CORNERS = (flat: boolean) =>
  Array.from({ length: 6 }, (_, k) => {
    const a = ((flat ? 0 : 30) + 60 * k) * (Math.PI / 180);
    return [HEX_SIZE * Math.cos(a), HEX_SIZE * Math.sin(a)] as const;
  });

/** The blocks of buildings drawn for a settlement feature: [dx, dy, size] from the hex centre. */
const BUILDINGS: Record<string, readonly (readonly [number, number, number])[]> = {
  village: [[-3, -3, 6]],
  town: [[-7, -4, 7], [1, -2, 6]],
  city: [[-8, -8, 7], [0, -8, 8], [-8, 0, 8], [1, 1, 7]],
};

/** Flushes a path every this many hexes: one huge path is super-linear to fill (STACK.md). */
const FLUSH = 300;

/**
 * Draws the terrain of some hexes, batched by terrain: its colour, then its symbol (trees, rough
 * ground) as a pattern; then the grid and feature symbols. `ox, oy` is
 * the origin of the drawing surface in world pixels (a chunk's corner).
 */
export function drawTerrain(ctx: CanvasRenderingContext2D, geo: MapGeometry, map: HexMap, ruleset: Ruleset | undefined, hexes: readonly number[], ox: number, oy: number): void {
  const flat = geo.g.orientation === 'flat';
  const corners = CORNERS(flat);
  const col = colours(ruleset);
  const byTerrain = new Map<string, number[]>();
  const doc = (k: number) => (geo.part[k] ? geo.maps[geo.part[k]!]! : map);
  for (const k of hexes) {
    const m = doc(k);
    const t = m.hexes[geo.ids[k]!]?.terrain ?? m.defaultTerrain;
    let list = byTerrain.get(t);
    if (!list) byTerrain.set(t, (list = []));
    list.push(k);
  }
  const path = (list: readonly number[], draw: () => void) => {
    for (let start = 0; start < list.length; start += FLUSH) {
      ctx.beginPath();
      for (let n = start; n < Math.min(list.length, start + FLUSH); n++) {
        const k = list[n]!;
        const x = geo.cx[k]! - ox;
        const y = geo.cy[k]! - oy;
        ctx.moveTo(x + corners[0]![0], y + corners[0]![1]);
        for (let c = 1; c < 6; c++) ctx.lineTo(x + corners[c]![0], y + corners[c]![1]);
        ctx.closePath();
      }
      draw();
    }
  };
  for (const [t, list] of byTerrain) {
    ctx.fillStyle = col.terrain(t);
    const symbol = symbolPattern(ctx, t, ox, oy);
    path(list, () => {
      ctx.fill();
      if (!symbol) return;
      ctx.fillStyle = symbol;
      ctx.fill();
      ctx.fillStyle = col.terrain(t);
    });
  }
  ctx.strokeStyle = 'rgba(40, 40, 40, 0.25)';
  ctx.lineWidth = 1;
  path(hexes, () => ctx.stroke());
  // Feature symbols: settlements as squares, the West Wall as teeth.
  for (const k of hexes) {
    const features = doc(k).hexes[geo.ids[k]!]?.features;
    if (!features?.length) continue;
    const x = geo.cx[k]! - ox;
    const y = geo.cy[k]! - oy;
    for (const f of features) {
      ctx.fillStyle = col.terrain(f);
      const blocks = BUILDINGS[f];
      if (blocks) {
        // Buildings, as the printed map draws settlements: more blocks the bigger the place.
        ctx.strokeStyle = '#3a2a1a';
        for (const [bx, by, s] of blocks) {
          ctx.fillRect(x + bx, y + by, s, s);
          ctx.strokeRect(x + bx, y + by, s, s);
        }
      } else {
        ctx.beginPath();
        for (let t = -2; t <= 2; t++) {
          ctx.moveTo(x + t * 5 - 2, y + 8);
          ctx.lineTo(x + t * 5, y + 3);
          ctx.lineTo(x + t * 5 + 2, y + 8);
        }
        ctx.strokeStyle = col.terrain(f);
        ctx.lineWidth = 2;
        ctx.stroke();
        ctx.lineWidth = 1;
      }
    }
  }
}

/** The world-pixel ends of a hexside, or null when it is not on the map (or a map joined to it). */
export function hexsideEnds(geo: MapGeometry, id: string): [number, number, number, number] | null {
  const ends = geo.sideEnds(id);
  return ends ? [ends[0].x, ends[0].y, ends[1].x, ends[1].y] : null;
}

type View = { x0: number; y0: number; x1: number; y1: number };

/** Whether hex `k` is in (or a hex from) the view rectangle, in world units. */
export const hexInView = (geo: MapGeometry, view: View) => (k: number) => geo.cx[k]! >= view.x0 - HEX_SIZE && geo.cx[k]! <= view.x1 + HEX_SIZE && geo.cy[k]! >= view.y0 - HEX_SIZE && geo.cy[k]! <= view.y1 + HEX_SIZE;

/** The documents drawn: the map as it stands, then the maps joined to it (in test play of a scenario on several maps). */
export const docsOf = (geo: MapGeometry, map: HexMap): readonly HexMap[] => [map, ...geo.maps.slice(1)];

/** Draws hexside features, bridges and roads inside a world rectangle (culled). */
export function drawLines(ctx: CanvasRenderingContext2D, geo: MapGeometry, map: HexMap, ruleset: Ruleset | undefined, view: View): void {
  const col = colours(ruleset);
  const inView = (x: number, y: number) => x >= view.x0 - HEX_SIZE && x <= view.x1 + HEX_SIZE && y >= view.y0 - HEX_SIZE && y <= view.y1 + HEX_SIZE;
  ctx.lineCap = 'round';
  for (const doc of docsOf(geo, map)) drawMapLines(ctx, geo, doc, col, inView);
}

/**
 * Where each hexside of a geometry runs, by its id, found once (the lines' layer is drawn again at
 * every frame of a pan or zoom, and finding each side's ends from its id was half of drawing them).
 * Kept by id, not by the hexsides record: a stroke writes its dabs into the record it copied.
 */
const sideEnds = new WeakMap<MapGeometry, Map<string, readonly [number, number, number, number] | null>>();
const endsOf = (geo: MapGeometry, id: string) => memo(memo(sideEnds, geo, () => new Map()), id, () => hexsideEnds(geo, id));

function drawMapLines(ctx: CanvasRenderingContext2D, geo: MapGeometry, map: HexMap, col: ReturnType<typeof colours>, inView: (x: number, y: number) => boolean): void {
  // Sides are gathered by how they are stroked and each kind stroked at once: a stroke (and a
  // style) per side was most of the time this layer took to draw, at start-up and every pan frame.
  const lines = new Map<string, { colour: string; width: number; segments: number[] }>();
  const line = (colour: string, width: number, ends: readonly number[]) => {
    const key = `${width} ${colour}`;
    let list = lines.get(key);
    if (!list) lines.set(key, (list = { colour, width, segments: [] }));
    list.segments.push(...ends);
  };
  const boundaries: number[] = [];
  const bridges: number[] = [];
  for (const [id, side] of Object.entries(map.hexsides ?? {})) {
    const ends = endsOf(geo, id);
    if (!ends || !inView(ends[0], ends[1])) continue;
    for (const f of side.features ?? []) line(col.hexside(f), f === 'meuse' ? 7 : f === 'lake' ? 8 : 5, ends);
    // A printed boundary line (an army boundary, 11.10): dashed over the hexside, under any bridge.
    if (side.boundary) boundaries.push(...ends);
    if (side.bridge) {
      // A bridge: a short bar across the middle of the side.
      const [ax, ay, bx, by] = ends;
      const mx = (ax + bx) / 2;
      const my = (ay + by) / 2;
      const dx = (bx - ax) / HEX_SIZE;
      const dy = (by - ay) / HEX_SIZE;
      bridges.push(mx - dy * 7, my + dx * 7, mx + dy * 7, my - dx * 7);
    }
  }
  for (const { colour, width, segments } of lines.values()) strokeSegments(ctx, segments, colour, width);
  ctx.save();
  ctx.setLineDash([9, 6]);
  strokeSegments(ctx, boundaries, '#8e1b1b', 3);
  ctx.restore();
  strokeSegments(ctx, bridges, '#3a2a1a', 6);
  strokeSegments(ctx, bridges, '#f2e4c4', 3);
  const seams = Object.entries(map.joins ?? {}).flatMap(([other, j]) => (geo.maps.some((m) => m.id === other) ? (j.roads ?? []) : []));
  for (const road of [...Object.values(map.roads ?? {}), ...seams]) {
    const pts = road.hexes.map((h) => geo.ordinal.get(h)).filter((k): k is number => k !== undefined);
    if (pts.length < 2 || !pts.some((k) => inView(geo.cx[k]!, geo.cy[k]!))) continue;
    ctx.strokeStyle = col.road(road.class);
    ctx.lineWidth = road.class === 'primary' ? 4 : 2.5;
    ctx.beginPath();
    ctx.moveTo(geo.cx[pts[0]!]!, geo.cy[pts[0]!]!);
    for (let i = 1; i < pts.length; i++) ctx.lineTo(geo.cx[pts[i]!]!, geo.cy[pts[i]!]!);
    ctx.stroke();
  }
}

/** Draws hex numbers (when zoomed in), victory stars, entry letters and supply sources (place names go around the counters: placeNames.ts). */
export function drawLabels(ctx: CanvasRenderingContext2D, geo: MapGeometry, map: HexMap, scale: number, view: View): void {
  const visible = hexInView(geo, view);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  if (HEX_SIZE * scale >= 22) {
    ctx.font = '7px sans-serif';
    ctx.fillStyle = 'rgba(30, 30, 30, 0.7)';
    for (let k = 0; k < geo.ids.length; k++) if (visible(k)) ctx.fillText(geo.ids[k]!, geo.cx[k]!, geo.cy[k]! - HEX_SIZE * (geo.g.orientation === 'flat' ? SQRT3 / 2 - 0.28 : 0.7));
  }
  for (const doc of docsOf(geo, map)) drawMapLabels(ctx, geo, doc, visible);
}

function drawMapLabels(ctx: CanvasRenderingContext2D, geo: MapGeometry, map: HexMap, visible: (k: number) => boolean): void {
  const at = (hex: string) => geo.ordinal.get(hex);
  for (const hex of Object.keys(map.victoryHexes ?? {})) {
    const k = at(hex);
    if (k === undefined || !visible(k)) continue;
    star(ctx, geo.cx[k]! + 11, geo.cy[k]! - 8, 5, '#c0392b');
  }
  for (const [hex, src] of Object.entries(map.supplySources ?? {})) {
    const k = at(hex);
    if (k === undefined || !visible(k)) continue;
    ctx.fillStyle = src.sides.includes('german' as never) ? '#222' : '#2e7d32';
    ctx.fillRect(geo.cx[k]! - 12, geo.cy[k]! + 5, 6, 6);
  }
  ctx.font = 'bold 11px sans-serif';
  for (const [letter, e] of Object.entries(map.entries ?? {})) {
    for (const hex of e.hexes) {
      const k = at(hex);
      if (k === undefined || !visible(k)) continue;
      ctx.fillStyle = '#fff';
      ctx.beginPath();
      ctx.arc(geo.cx[k]! - 10, geo.cy[k]! - 9, 7, 0, Math.PI * 2);
      ctx.fill();
      ctx.strokeStyle = '#222';
      ctx.stroke();
      ctx.fillStyle = '#222';
      ctx.fillText(letter, geo.cx[k]! - 10, geo.cy[k]! - 9);
    }
  }
}

function star(ctx: CanvasRenderingContext2D, x: number, y: number, r: number, fill: string): void {
  ctx.beginPath();
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 ? r / 2.3 : r;
    ctx.lineTo(x + rr * Math.cos(a), y + rr * Math.sin(a));
  }
  ctx.closePath();
  ctx.fillStyle = fill;
  ctx.fill();
}

/** Hex outlines over a background scan, so the grid shows while tracing. */
export function drawGrid(ctx: CanvasRenderingContext2D, geo: MapGeometry, view: { x0: number; y0: number; x1: number; y1: number }, scale: number): void {
  const corners = CORNERS(geo.g.orientation === 'flat');
  ctx.beginPath();
  for (let k = 0; k < geo.ids.length; k++) {
    const x = geo.cx[k]!;
    const y = geo.cy[k]!;
    if (x < view.x0 - HEX_SIZE || x > view.x1 + HEX_SIZE || y < view.y0 - HEX_SIZE || y > view.y1 + HEX_SIZE) continue;
    ctx.moveTo(x + corners[0]![0], y + corners[0]![1]);
    for (let c = 1; c < 6; c++) ctx.lineTo(x + corners[c]![0], y + corners[c]![1]);
    ctx.closePath();
  }
  ctx.strokeStyle = 'rgba(20, 20, 20, 0.55)';
  ctx.lineWidth = 1 / scale;
  ctx.stroke();
}

/** Strokes line segments (x0, y0, x1, y1 each) in one style, a path per FLUSH of them. */
function strokeSegments(ctx: CanvasRenderingContext2D, segments: readonly number[], colour: string, width: number): void {
  if (!segments.length) return;
  ctx.strokeStyle = colour;
  ctx.lineWidth = width;
  for (let start = 0; start < segments.length; start += FLUSH * 4) {
    ctx.beginPath();
    for (let i = start; i < Math.min(segments.length, start + FLUSH * 4); i += 4) {
      ctx.moveTo(segments[i]!, segments[i + 1]!);
      ctx.lineTo(segments[i + 2]!, segments[i + 3]!);
    }
    ctx.stroke();
  }
}
