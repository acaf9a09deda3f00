/**
 * An area map (Tigers in the Mist) as a Tiled map and back (issue 17): an orthogonal map of object
 * layers only, in the map's own units: each area an ellipse (or its traced outline as a polygon) at
 * its place, each zone a rectangle, each connection a polyline between its places. Every object
 * keeps its Sandtable record as a property and the map the rest of the document, so an export
 * brought back is the same map; a map drawn in Tiled comes in with areas from its ellipses and
 * polygons, zones from its rectangles and roads from polylines joining them.
 */
import type { AreaMap } from '../generated/documents';
import { AREA_RADIUS as RADIUS, nodeCentre, ZONE_HALF } from '../shared/areaLook';
import { parsed, prop, propOf, type Layer, type TiledMap, type TiledObject } from './tiled';

const TILE = 16;

export function areaToTiled(map: AreaMap): TiledMap {
  let next = 1;
  const object = (name: string, type: string, x: number, y: number, extra: Record<string, unknown>): TiledObject => ({ id: next++, name, type, x, y, width: 0, height: 0, rotation: 0, visible: true, ...extra }) as TiledObject;
  const areas = Object.entries(map.areas).map(([id, a]) => {
    const c = a.position ?? { x: 0, y: 0 };
    const extra = a.outline ? { polygon: a.outline.map((q) => ({ x: q.x - c.x, y: q.y - c.y })) } : { ellipse: true, width: 2 * RADIUS, height: 2 * RADIUS };
    return object(a.name, 'area', a.outline ? c.x : c.x - RADIUS, a.outline ? c.y : c.y - RADIUS, { ...extra, properties: [prop('id', id), prop('sandtable', a)] });
  });
  const zones = Object.entries(map.zones ?? {}).map(([id, z]) => {
    const c = z.position ?? { x: 0, y: 0 };
    return object(z.name, 'zone', c.x - ZONE_HALF.w, c.y - ZONE_HALF.h, { width: 2 * ZONE_HALF.w, height: 2 * ZONE_HALF.h, properties: [prop('id', id), prop('sandtable', z)] });
  });
  const connections = Object.entries(map.connections).map(([id, c]) => {
    const pts = c.between.map((node) => nodeCentre(map, node));
    return object(id, 'connection', pts[0]!.x, pts[0]!.y, { polyline: pts.map((q) => ({ x: q.x - pts[0]!.x, y: q.y - pts[0]!.y })), properties: [prop('id', id), prop('road', c.road), prop('sandtable', c)] });
  });
  const all = [...Object.values(map.areas).flatMap((a) => [a.position, ...(a.outline ?? [])]), ...Object.values(map.zones ?? {}).map((z) => z.position)].filter((p): p is { x: number; y: number } => !!p);
  const width = Math.ceil((Math.max(0, ...all.map((p) => p.x)) + 80) / TILE);
  const height = Math.ceil((Math.max(0, ...all.map((p) => p.y)) + 80) / TILE);
  const layer = (lid: number, name: string, objects: TiledObject[]): Layer => ({ id: lid, name, type: 'objectgroup', visible: true, opacity: 1, x: 0, y: 0, draworder: 'topdown', objects });
  const rest = Object.fromEntries(Object.entries(map).map(([k, v]) => [k, ['areas', 'zones', 'connections'].includes(k) ? null : v]));
  return {
    type: 'map',
    version: '1.10',
    tiledversion: '1.10.2',
    orientation: 'orthogonal',
    renderorder: 'right-down',
    width,
    height,
    tilewidth: TILE,
    tileheight: TILE,
    infinite: false,
    nextlayerid: 4,
    nextobjectid: next,
    properties: [prop('sandtable', rest)],
    layers: [layer(1, 'connections', connections), layer(2, 'areas', areas), layer(3, 'zones', zones)],
    tilesets: [],
  };
}

/** Reads an orthogonal Tiled map of objects into a Sandtable area map for a ruleset, or says why it cannot. */
export function areaFromTiled(tmj: TiledMap, ruleset: string, naming: { id: string; name: string; override?: { id?: string; name?: string } }): { map: AreaMap; notes: string[] } | { error: string } {
  const objects = (type: string) => (tmj.layers ?? []).flatMap((l) => (l.type === 'objectgroup' ? (l.objects ?? []) : [])).filter((o) => o.type === type || (type === 'area' && !o.type && ((o as { ellipse?: boolean }).ellipse || (o as { polygon?: unknown }).polygon)));
  const idOf = (o: TiledObject, fallback: string) => String(propOf(o, 'id') ?? fallback);
  const record = (o: TiledObject) => parsed(propOf(o, 'sandtable')) as Record<string, unknown> | undefined;
  const notes: string[] = [];
  const slug = (s: string, n: number) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || `area-${n}`;
  const areas = Object.fromEntries(
    objects('area').map((o, n) => {
      const saved = record(o);
      const polygon = (o as { polygon?: { x: number; y: number }[] }).polygon;
      const position = polygon ? { x: o.x, y: o.y } : { x: o.x + (o.width || 2 * RADIUS) / 2, y: o.y + (o.height || 2 * RADIUS) / 2 };
      return [idOf(o, slug(o.name, n)), saved ?? { name: o.name || `Area ${n + 1}`, position, ...(polygon ? { outline: polygon.map((q) => ({ x: o.x + q.x, y: o.y + q.y })) } : {}) }];
    }),
  );
  const zones = Object.fromEntries(objects('zone').map((o, n) => [idOf(o, slug(o.name, n)), record(o) ?? { name: o.name, position: { x: o.x + o.width / 2, y: o.y + o.height / 2 } }]));
  // A road from Tiled joins the places nearest its ends.
  const places = Object.entries({ ...areas, ...zones } as Record<string, { position?: { x: number; y: number } }>);
  const nearest = (x: number, y: number) => places.reduce<[string, number] | undefined>((best, [id, p]) => {
    const d = p.position ? Math.hypot(p.position.x - x, p.position.y - y) : Infinity;
    return !best || d < best[1] ? [id, d] : best;
  }, undefined)?.[0];
  const connections = Object.fromEntries(
    objects('connection').flatMap((o, n) => {
      const saved = record(o);
      if (saved) return [[idOf(o, `c${n}`), saved]];
      const pts = (o as { polyline?: { x: number; y: number }[] }).polyline ?? [];
      const a = pts[0] && nearest(o.x + pts[0].x, o.y + pts[0].y);
      const b = pts.at(-1) && nearest(o.x + pts.at(-1)!.x, o.y + pts.at(-1)!.y);
      if (!a || !b || a === b) {
        notes.push(`the polyline "${o.name || o.id}" does not join two places; left out`);
        return [];
      }
      return [[idOf(o, `${a}-${b}`), { between: [a, b], road: String(propOf(o, 'road') ?? 'secondary') }]];
    }),
  );
  const filled = { areas, zones, connections };
  const saved = parsed(propOf(tmj, 'sandtable')) as Record<string, unknown> | undefined;
  if (saved) {
    const map = Object.fromEntries(Object.entries(saved).map(([k, v]) => [k, k in filled && v === null ? filled[k as keyof typeof filled] : v])) as unknown as AreaMap;
    return { map: { ...map, ...(naming.override as object) }, notes };
  }
  if (!Object.keys(areas).length) return { error: 'no areas: draw each area as an ellipse or polygon on an object layer' };
  return { map: { kind: 'map', schemaVersion: 1, id: naming.id, name: naming.name, ruleset, topology: 'area', ...filled } as unknown as AreaMap, notes };
}
