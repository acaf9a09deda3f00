/**
 * Tiled maps out and in (issue 17): a Sandtable hex map as a Tiled map (TMJ, the JSON map format of
 * Tiled 1.10) with an embedded tileset of its terrains, and a Tiled hexagonal map as a Sandtable map.
 *
 * Out: a staggered hexagonal map whose cells are the hexes as they lie on the printed map (the
 * stagger axis and index follow the grid), terrain as tiles, and object layers for what is not a
 * tile (hexes' features and names, hexsides, roads, places). Each object keeps its Sandtable record
 * as a property, and the map keeps the rest of the document, so an export brought back is the same map.
 * In: a map started in Tiled becomes a map of columns and rows numbered CCRR from its top left:
 * terrain by each tile's `terrain` property, roads from polylines and places from points, by the
 * hexes they lie on; a Sandtable export keeps its own numbering and records.
 */
import type { HexMap, Ruleset } from '../generated/documents';
import { formatHex, gridGeometry, parseHex, type GridGeometry, type Printed } from '../hex';
import { HexLayout } from '../hex/pixel';
import { mapHexes } from './mapDrawing';

/** The hex size in Tiled pixels (centre to corner). */
const R = 24;
const SQRT3 = Math.sqrt(3);
/** A tile's size across the stagger axis (flat side to flat side), whole pixels as Tiled keeps it. */
const ACROSS = Math.round(SQRT3 * R);

export type Property = { name: string; type: 'string' | 'int' | 'bool'; value: string | number | boolean };
export type TiledObject = { id: number; name: string; type: string; x: number; y: number; width: 0; height: 0; rotation: 0; visible: true; point?: true; polyline?: { x: number; y: number }[]; properties?: Property[] };
export type Layer = { id: number; name: string; type: 'tilelayer' | 'objectgroup'; visible: true; opacity: 1; x: 0; y: 0; width?: number; height?: number; data?: number[]; draworder?: 'topdown'; objects?: TiledObject[] };

/** A Tiled map (the parts Sandtable writes and reads). */
export interface TiledMap {
  readonly type: 'map';
  readonly orientation: string;
  readonly staggeraxis?: 'x' | 'y';
  readonly staggerindex?: 'odd' | 'even';
  readonly width: number;
  readonly height: number;
  readonly tilewidth: number;
  readonly tileheight: number;
  readonly hexsidelength?: number;
  readonly layers: readonly Layer[];
  readonly tilesets: readonly { firstgid: number; name?: string; tiles?: { id: number; image?: string; properties?: Property[] }[]; source?: string }[];
  readonly properties?: readonly Property[];
  readonly [k: string]: unknown;
}

/** Where each hex lies among Tiled's cells: its column and row from the top left, and the stagger that places them so. */
interface Cells {
  readonly width: number;
  readonly height: number;
  readonly staggerindex: 'odd' | 'even';
  readonly cell: (p: Printed) => { tx: number; ty: number };
  readonly pixel: (p: Printed) => { x: number; y: number };
}

function cellsOf(g: GridGeometry): Cells {
  const layout = new HexLayout(g, R);
  const flat = g.orientation === 'flat';
  // Along the stagger axis hexes step by 1.5 sizes; across it by √3 sizes, half a step for shifted lines.
  const along = 1.5 * R;
  const across = SQRT3 * R;
  const all = mapHexes(layout);
  const a = (c: { x: number; y: number }) => (flat ? c.x : c.y);
  const b = (c: { x: number; y: number }) => (flat ? c.y : c.x);
  const a0 = Math.min(...all.map(a));
  const line = (c: { x: number; y: number }) => Math.round((a(c) - a0) / along);
  const low = [0, 1].map((parity) => Math.min(...all.filter((c) => line(c) % 2 === parity).map(b)));
  // The lines whose first hex sits half a hex further along are the shifted ones (Tiled's stagger index).
  const oddShifted = low[1]! > low[0]!;
  const b0 = oddShifted ? low[0]! : low[1]!;
  const cell = (p: Printed) => {
    const c = layout.center(p);
    const l = line(c);
    const shifted = (l % 2 === 1) === oddShifted;
    const k = Math.round((b(c) - b0 - (shifted ? across / 2 : 0)) / across);
    return flat ? { tx: l, ty: k } : { tx: k, ty: l };
  };
  const lines = g.orientation === 'flat' ? g.cols.last - g.cols.first + 1 : g.rows.last - g.rows.first + 1;
  const per = g.orientation === 'flat' ? g.rows.last - g.rows.first + 1 : g.cols.last - g.cols.first + 1;
  // The centre of a hex as Tiled draws cell (tx, ty): lines 1.5 sizes apart, cells a whole tile
  // (ACROSS pixels, Tiled's sizes are whole) apart within a line, a shifted line half a tile on.
  const pixel = (p: Printed) => {
    const { tx, ty } = cell(p);
    const shiftedLine = ((flat ? tx : ty) % 2 === 1) === oddShifted;
    const within = (flat ? ty : tx) * ACROSS + (shiftedLine ? ACROSS : ACROSS / 2);
    const on = (flat ? tx : ty) * along + R;
    return flat ? { x: on, y: within } : { x: within, y: on };
  };
  return { width: flat ? lines : per, height: flat ? per : lines, staggerindex: oddShifted ? 'odd' : 'even', cell, pixel };
}

export const prop = (name: string, value: unknown): Property => (typeof value === 'string' ? { name, type: 'string', value } : { name, type: 'string', value: JSON.stringify(value) });
export const propOf = (o: { properties?: readonly Property[] } | undefined, name: string) => o?.properties?.find((p) => p.name === name)?.value;

/** The SVG image of a terrain's tile: a hex of its colour, for the tileset. */
function tileSvg(colour: string, flat: boolean): string {
  const w = flat ? 2 * R : SQRT3 * R;
  const h = flat ? SQRT3 * R : 2 * R;
  const pts = Array.from({ length: 6 }, (_, k) => {
    const ang = ((flat ? 0 : 30) + 60 * k) * (Math.PI / 180);
    return `${(w / 2 + R * Math.cos(ang)).toFixed(2)},${(h / 2 + R * Math.sin(ang)).toFixed(2)}`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w.toFixed(0)}" height="${h.toFixed(0)}" viewBox="0 0 ${w.toFixed(2)} ${h.toFixed(2)}"><polygon points="${pts.join(' ')}" fill="${colour}" stroke="#00000040" stroke-width="1"/></svg>\n`;
}

/**
 * A hex map as a Tiled map, and the tile images its tileset names (`<folder>/<terrain>.svg`, beside
 * the map file). The terrains are the ruleset's, each a tile with a `terrain` property.
 */
export function toTiled(map: HexMap, ruleset: Ruleset, folder: string): { tmj: TiledMap; images: { file: string; svg: string }[] } {
  const g = gridGeometry(map.grid);
  const cells = cellsOf(g);
  const flat = g.orientation === 'flat';
  const types = ruleset.terrainTypes ?? {};
  const terrains = Object.keys(types);
  const gid = (t: string) => terrains.indexOf(t) + 1;
  const data = new Array<number>(cells.width * cells.height).fill(0);
  for (let col = g.cols.first; col <= g.cols.last; col++) {
    for (let row = g.rows.first; row <= g.rows.last; row++) {
      const { tx, ty } = cells.cell({ col, row });
      data[ty * cells.width + tx] = gid(map.hexes[formatHex(g, { col, row })]?.terrain ?? map.defaultTerrain);
    }
  }
  let next = 1;
  const at = (hex: string) => {
    const p = parseHex(g, hex);
    return p ? cells.pixel(p) : { x: 0, y: 0 };
  };
  const object = (name: string, type: string, x: number, y: number, extra: Partial<TiledObject>): TiledObject => ({ id: next++, name, type, x, y, width: 0, height: 0, rotation: 0, visible: true, ...extra });
  const hexes = Object.entries(map.hexes)
    .filter(([, h]) => Object.keys(h).some((k) => k !== 'terrain'))
    .map(([id, h]) => object(h.name ?? id, 'hex', at(id).x, at(id).y, { point: true, properties: [prop('hex', id), ...(h.features ? [prop('features', h.features.join(','))] : []), prop('sandtable', h)] }));
  const layout = new HexLayout(g, R);
  const hexsides = Object.entries(map.hexsides ?? {}).map(([id, side]) => {
    const [hex, dir] = id.split('/') as [string, string];
    const c = at(hex);
    const p = parseHex(g, hex)!;
    const [e0, e1] = layout.edge(p, dir as never);
    const centre = layout.center(p);
    // The edge, moved from the layout's pixels onto Tiled's by the hex centre's offset.
    const dx = c.x - centre.x;
    const dy = c.y - centre.y;
    return object(id, 'hexside', e0.x + dx, e0.y + dy, { polyline: [{ x: 0, y: 0 }, { x: e1.x - e0.x, y: e1.y - e0.y }], properties: [prop('hexside', id), prop('sandtable', side)] });
  });
  const roads = Object.entries(map.roads ?? {}).map(([id, road]) => {
    const pts = road.hexes.map(at);
    return object(road.name ?? id, 'road', pts[0]?.x ?? 0, pts[0]?.y ?? 0, { polyline: pts.map((q) => ({ x: q.x - pts[0]!.x, y: q.y - pts[0]!.y })), properties: [prop('id', id), prop('class', road.class), prop('sandtable', road)] });
  });
  const places = Object.entries(map.places ?? {}).map(([id, place]) => {
    const c = at(place.labelHex ?? place.hexes[0]!);
    return object(place.name, 'place', c.x, c.y, { point: true, properties: [prop('id', id), prop('kind', place.kind), prop('sandtable', place)] });
  });
  const layer = (id: number, name: string, objects: TiledObject[]): Layer => ({ id, name, type: 'objectgroup', visible: true, opacity: 1, x: 0, y: 0, draworder: 'topdown', objects });
  // The rest of the document, in its own key order, the parts drawn as layers left as null.
  const rest = Object.fromEntries(Object.entries(map).map(([k, v]) => [k, ['hexes', 'hexsides', 'roads', 'places'].includes(k) ? null : v]));
  const tmj: TiledMap = {
    type: 'map',
    version: '1.10',
    tiledversion: '1.10.2',
    orientation: 'hexagonal',
    renderorder: 'right-down',
    staggeraxis: flat ? 'x' : 'y',
    staggerindex: cells.staggerindex,
    hexsidelength: R,
    width: cells.width,
    height: cells.height,
    tilewidth: flat ? 2 * R : ACROSS,
    tileheight: flat ? ACROSS : 2 * R,
    infinite: false,
    nextlayerid: 6,
    nextobjectid: next,
    properties: [prop('sandtable', rest)],
    layers: [{ id: 1, name: 'terrain', type: 'tilelayer', visible: true, opacity: 1, x: 0, y: 0, width: cells.width, height: cells.height, data }, layer(2, 'hexes', hexes), layer(3, 'hexsides', hexsides), layer(4, 'roads', roads), layer(5, 'places', places)],
    tilesets: [{ firstgid: 1, name: `${ruleset.name} terrain`, tilewidth: flat ? 2 * R : ACROSS, tileheight: flat ? ACROSS : 2 * R, tilecount: terrains.length, columns: 0, grid: { orientation: 'orthogonal', width: 1, height: 1 }, margin: 0, spacing: 0, tiles: terrains.map((t, i) => ({ id: i, image: `${folder}/${t}.svg`, imagewidth: flat ? 2 * R : ACROSS, imageheight: flat ? ACROSS : 2 * R, properties: [prop('terrain', t), prop('layer', types[t]!.layer)] })) } as never],
  };
  return { tmj, images: terrains.map((t) => ({ file: `${folder}/${t}.svg`, svg: tileSvg(types[t]!.colour ?? '#cccccc', flat) })) };
}

/** Reads a Tiled map into a Sandtable hex map for a ruleset, or says why it cannot. `naming` names a map started in Tiled; its `override`, any map. */
export function fromTiled(tmj: unknown, ruleset: Ruleset, naming: { id: string; name: string; override?: { id?: string; name?: string } }): { map: HexMap; notes: string[] } | { error: string } {
  const t = tmj as Partial<TiledMap> | null;
  if (!t || typeof t !== 'object' || t.type !== 'map') return { error: 'not a Tiled map (a TMJ file has "type": "map")' };
  if (t.orientation !== 'hexagonal') return { error: `${/^[aeiou]/.test(String(t.orientation)) ? 'an' : 'a'} ${String(t.orientation)} map: Sandtable reads hexagonal Tiled maps` };
  if (t.staggeraxis !== 'x' && t.staggeraxis !== 'y') return { error: 'a hexagonal map needs its staggeraxis, x or y' };
  if (t.infinite) return { error: 'an infinite map: make it fixed-size in Tiled (Map > Map Properties > Infinite off)' };
  const width = Number(t.width);
  const height = Number(t.height);
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1 || width * height > 100_000) return { error: `a map of ${String(t.width)} × ${String(t.height)} cells: Sandtable reads 1 to 100,000 hexes` };
  const layers: readonly Layer[] = Array.isArray(t.layers) ? (t.layers as readonly Layer[]) : [];
  const tiles = layers.find((l) => l.type === 'tilelayer' && l.name === 'terrain') ?? layers.find((l) => l.type === 'tilelayer');
  if (!tiles || !Array.isArray(tiles.data) || tiles.data.length !== width * height) return { error: 'no tile layer of the map\'s size (its data must be a plain array: Tiled\'s "CSV" layer format)' };
  const external = (t.tilesets ?? []).find((s) => s.source);
  if (external) return { error: `the tileset ${external.source} is external: embed it (Tiled: Map > Embed Tilesets)` };
  const notes: string[] = [];
  // Each gid's terrain: the tile's "terrain" property (Tiled's flip bits masked off).
  const terrainOf = new Map<number, string>();
  for (const set of t.tilesets ?? []) for (const tile of set.tiles ?? []) {
    const v = propOf(tile, 'terrain');
    if (typeof v === 'string') terrainOf.set(set.firstgid + tile.id, v);
  }
  const known = new Set(Object.keys(ruleset.terrainTypes ?? {}));
  const saved = parsed(propOf(t, 'sandtable')) as (Partial<HexMap> & Record<string, unknown>) | undefined;
  const grid = saved?.grid ?? gridFor(t.staggeraxis, t.staggerindex ?? 'odd', width, height);
  if (!grid) return { error: 'no numbering matches the map\'s stagger' };
  const g = gridGeometry(grid);
  const cells = cellsOf(g);
  if (cells.width !== width || cells.height !== height) return { error: `the map is ${width} × ${height} cells, its saved Sandtable grid ${cells.width} × ${cells.height}` };
  const printedAt = new Map<number, Printed>();
  for (let col = g.cols.first; col <= g.cols.last; col++) for (let row = g.rows.first; row <= g.rows.last; row++) {
    const { tx, ty } = cells.cell({ col, row });
    printedAt.set(ty * width + tx, { col, row });
  }
  const terrainAt = new Map<string, string>();
  const unknown = new Set<string>();
  tiles.data.forEach((raw, i) => {
    const p = printedAt.get(i);
    const terrain = terrainOf.get(raw & 0x1fffffff);
    if (!p || !raw) return;
    if (terrain === undefined || !known.has(terrain)) unknown.add(terrain ?? `tile ${raw & 0x1fffffff}`);
    else terrainAt.set(formatHex(g, p), terrain);
  });
  if (unknown.size) notes.push(`tiles without a terrain of ${ruleset.name} (given the map's default): ${[...unknown].join(', ')}`);
  const tally = new Map<string, number>();
  for (const v of terrainAt.values()) tally.set(v, (tally.get(v) ?? 0) + 1);
  const defaultTerrain = (saved?.defaultTerrain as string | undefined) ?? [...tally].sort((a, b) => b[1] - a[1])[0]?.[0] ?? Object.keys(ruleset.terrainTypes ?? {})[0]!;
  const objects = (name: string) => layers.find((l) => l.type === 'objectgroup' && l.name === name)?.objects ?? [];
  // Hexes: their saved records, the terrain painted in Tiled winning over a record's.
  const hexes: Record<string, HexMap['hexes'][string]> = {};
  for (const o of objects('hexes')) {
    const id = propOf(o, 'hex');
    const rec = parsed(propOf(o, 'sandtable'));
    if (typeof id === 'string' && rec && typeof rec === 'object') hexes[id] = rec as HexMap['hexes'][string];
  }
  for (let col = g.cols.first; col <= g.cols.last; col++) for (let row = g.rows.first; row <= g.rows.last; row++) {
    const id = formatHex(g, { col, row });
    const painted = terrainAt.get(id) ?? defaultTerrain;
    const rec = hexes[id];
    if (rec) {
      if ((rec.terrain ?? defaultTerrain) !== painted) hexes[id] = { ...rec, terrain: painted as never };
    } else if (painted !== defaultTerrain) hexes[id] = { terrain: painted as never };
  }
  const sorted = Object.fromEntries(Object.entries(hexes).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  const nearest = nearestHexOf(g, cells);
  const hexsides = Object.fromEntries(objects('hexsides').flatMap((o) => {
    const rec = parsed(propOf(o, 'sandtable'));
    const id = propOf(o, 'hexside');
    return typeof id === 'string' && rec ? [[id, rec]] : [];
  }));
  const roadClass = Object.keys(ruleset.roadClasses ?? {})[0] ?? 'road';
  const roads = Object.fromEntries(objects('roads').flatMap((o, i) => {
    const rec = parsed(propOf(o, 'sandtable'));
    if (rec) return [[String(propOf(o, 'id') ?? `road-${i + 1}`), rec]];
    const path = (o.polyline ?? []).map((q) => nearest(o.x + q.x, o.y + q.y)).filter((h, k, all) => h && h !== all[k - 1]) as string[];
    if (path.length < 2) return (notes.push(`road "${o.name}" crosses fewer than two hexes: left out`), []);
    return [[`road-${i + 1}`, { class: String(propOf(o, 'class') ?? roadClass), ...(o.name ? { name: o.name } : {}), hexes: path }]];
  }));
  const places = Object.fromEntries(objects('places').flatMap((o, i) => {
    const rec = parsed(propOf(o, 'sandtable'));
    if (rec) return [[String(propOf(o, 'id') ?? `place-${i + 1}`), rec]];
    const hex = nearest(o.x, o.y);
    return hex && o.name ? [[o.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || `place-${i + 1}`, { name: o.name, kind: String(propOf(o, 'kind') ?? 'town'), hexes: [hex] }]] : [];
  }));
  const filled = { hexes: sorted, hexsides, roads, places };
  if (saved) {
    // The saved document in its own key order, each drawn part back in its place.
    const map = Object.fromEntries(Object.entries(saved).map(([k, v]) => [k, k in filled && v === null ? filled[k as keyof typeof filled] : v])) as unknown as HexMap;
    // An id and name given for the import win over the saved ones (a copy of a map beside it).
    return { map: { ...map, ...(naming.override as object) }, notes };
  }
  const map = { kind: 'map', schemaVersion: 1, id: naming.id, name: naming.name, ruleset: ruleset.id, topology: 'hex', grid, defaultTerrain, ...filled } as unknown as HexMap;
  return { map, notes };
}

export function parsed(v: unknown): unknown {
  if (typeof v !== 'string') return undefined;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return undefined;
  }
}

/** The grid of a map started in Tiled: columns and rows numbered from its top left, staggered as Tiled staggers it. */
function gridFor(axis: 'x' | 'y', index: 'odd' | 'even', width: number, height: number): HexMap['grid'] | undefined {
  const digits = (n: number) => Math.max(2, String(n).length);
  for (const stagger of ['odd', 'even'] as const) {
    const grid = { orientation: axis === 'x' ? 'flat' : 'pointy', stagger, columns: { first: 1, last: width }, rows: { first: 1, last: height }, numbering: { columnDigits: digits(width), rowDigits: digits(height), columnsIncrease: 'right', rowsIncrease: 'down' } } as HexMap['grid'];
    if (cellsOf(gridGeometry(grid)).staggerindex === index) return grid;
  }
  return undefined;
}

/** The hex whose centre (as Tiled draws it) is nearest a point, if the point is on the map; the centres worked out once, when first asked. */
function nearestHexOf(g: GridGeometry, cells: Cells): (x: number, y: number) => string | undefined {
  let centres: { id: string; x: number; y: number }[] | undefined;
  return (x, y) => {
    if (!centres) {
      centres = [];
      for (let col = g.cols.first; col <= g.cols.last; col++) for (let row = g.rows.first; row <= g.rows.last; row++) centres.push({ id: formatHex(g, { col, row }), ...cells.pixel({ col, row }) });
    }
    let best: string | undefined;
    let d = Infinity;
    for (const c of centres) {
      const e = (c.x - x) ** 2 + (c.y - y) ** 2;
      if (e < d) [d, best] = [e, c.id];
    }
    return d <= R * R ? best : undefined;
  };
}
