// Redraws the rivers of the reconstructed Ardennes '44 maps in the files under data/maps as they stand
// (they are the truth and hold edits made since they were built). The builders drew each river as
// the nearest hexside to points along its course: the chain skipped corners, so a unit walked across
// the river through a gap with no bridge, and it ran across hexes in combs, so a unit moving along the
// bank crossed the river again and again. Each river is now one line along the hex edges (see
// hexEdges.ts), passing along every hexside a bridge is named on, a scenario marks or a rule names
// (29.2: the Sauer between 1005 and 1006), so those keep their places. A hexside that leaves a river
// loses its unnamed bridge; a road that crosses the new line gets one. On the West map the Meuse runs
// on from Engis through Liège to the north edge (11.9, 27.3). Idempotent: a second run changes nothing.
// Usage: npx tsx scripts/data/ardennes44-rivers.ts
import fs from 'node:fs';
import { gridGeometry, hexsideBetween, parseHex, parseHexside } from '../../src/hex';
import { HexLayout, type Point } from '../../src/hex/pixel';
import { canonicalText } from '../../src/document';
import type { HexMap, Scenario } from '../../src/generated/documents';
import { canvas, RIVERS, WEST_RIVERS, type Way } from './ardennes44-geography';

type River = { name: string; feature: string; ways: readonly Way[] };
type Side = { features?: string[]; bridge?: { name?: string }; provenance?: Record<string, unknown> };

/** Moves a hexside record's provenance entries under `prefix` to another record (or drops them). */
function moveProvenance(from: Side, to: Side | undefined, prefix: string): void {
  for (const [k, v] of Object.entries(from.provenance ?? {})) {
    if (k !== prefix && !k.startsWith(`${prefix}/`)) continue;
    if (to) to.provenance = { ...to.provenance, [k]: v };
    delete from.provenance![k];
  }
  if (from.provenance && !Object.keys(from.provenance).length) delete from.provenance;
}

/** The West map lies beside the East map: its column c, row r where the East map's c + 44, r − 2 would be. */
const JOIN = { columns: 44, rows: -2 };
/** The Meuse leaves the West map by Liège, between its east and west halves, to the north edge. */
const MEUSE_THROUGH_LIEGE: [string, string][] = [
  ['W0142', 'W0242'],
  ['W0143', 'W0243'],
];
const LINEAR = new Set(['river', 'meuse']);

function redraw(file: string, rivers: River[], anchorCenter?: (map: HexMap, layout: HexLayout) => (hex: string) => Point): void {
  const map = JSON.parse(fs.readFileSync(file, 'utf8')) as HexMap;
  const g = gridGeometry(map.grid);
  const layout = new HexLayout(g, 1);
  const cv = canvas(layout, anchorCenter ? anchorCenter(map, layout) : (hex) => layout.center(parseHex(g, hex)!));
  const sides = (map.hexsides ??= {}) as Record<string, Side>;
  const has = (id: string, f: string) => !!sides[id]?.features?.includes(f);
  // The lines, each river passing along the hexsides a rule names (29.2: the Sauer between 1005 and 1006).
  const named = map.id === 'ardennes44-east' ? [hexsideBetween(g, '1005', '1006')!] : [];
  const courses = rivers.map((r) => ({ ...r, points: r.ways.map((w) => (typeof w === 'string' ? cv.hexCenter(w) : cv.project(w))) }));
  const meuse = courses.find((r) => r.feature === 'meuse');
  const liege = !meuse ? [] : MEUSE_THROUGH_LIEGE.map(([a, b]) => hexsideBetween(g, a, b) ?? fail(`${a} and ${b} are not neighbours`));
  if (meuse) meuse.points = [...meuse.points, ...liege.map((id) => middle(layout, g, id))];
  const through = new Map<(typeof courses)[number], string[]>(courses.map((r) => [r, r === meuse ? [...liege] : []]));
  for (const id of named) {
    const near = courses.filter((r) => r.feature === 'river').map((r) => ({ r, d: toCourse(middle(layout, g, id), r.points) })).sort((x, y) => x.d - y.d)[0]!;
    through.get(near.r)!.push(id);
  }
  const drawn = new Map<string, Set<string>>([...LINEAR].map((f) => [f, new Set<string>()]));
  for (const r of courses) for (const id of cv.edges.line(r.points, through.get(r)!)) drawn.get(r.feature)!.add(id);
  const onLine = (id: string) => [...LINEAR].some((f) => drawn.get(f)!.has(id));
  // A named bridge (or one a scenario marks) off the new line moves to where its road now crosses the
  // line, the nearest crossing within two hexes; with no such crossing it stays, a lone river hexside
  // (the 15.5 example's bridge between 2828 and 2928 is one by design).
  const crossings = new Map<string, string[]>();
  for (const [rid, road] of Object.entries(map.roads ?? {})) {
    for (let i = 1; i < road.hexes.length; i++) {
      const id = hexsideBetween(g, road.hexes[i - 1]!, road.hexes[i]!);
      if (id && onLine(id)) crossings.set(id, [...(crossings.get(id) ?? []), rid]);
    }
  }
  const marked = scenarioHexsides(map.id);
  const moved = new Map<string, string>();
  for (const id of Object.keys(sides)) {
    const b = sides[id]!.bridge;
    // A bridge with anything of its own (a name, printed blown, no demolition: 7.7) keeps it where it goes.
    if (!b || !(Object.keys(b).length || marked.has(id)) || onLine(id) || !(sides[id]!.features ?? []).some((f) => LINEAR.has(f))) continue;
    const roadsHere = Object.entries(map.roads ?? {}).filter(([, r]) => r.hexes.some((h, i) => i > 0 && hexsideBetween(g, r.hexes[i - 1]!, h) === id)).map(([rid]) => rid);
    const mid = middle(layout, g, id);
    const free = [...crossings].filter(([x, rids]) => !sides[x]?.bridge?.name && ![...moved.values()].includes(x) && (!roadsHere.length || rids.some((r) => roadsHere.includes(r))));
    const to = free.map(([x]) => ({ x, d: Math.hypot(middle(layout, g, x).x - mid.x, middle(layout, g, x).y - mid.y) })).filter((c) => c.d <= 2 * Math.sqrt(3)).sort((p, q) => p.d - q.d)[0];
    if (!to) {
      for (const f of LINEAR) if (has(id, f)) drawn.get(f)!.add(id);
      continue;
    }
    const feature = [...LINEAR].find((f) => has(id, f))!;
    const target = (sides[to.x] ??= {});
    if (!target.features?.includes(feature)) target.features = [...(target.features ?? []), feature];
    target.bridge = { ...b };
    delete sides[id]!.bridge;
    moveProvenance(sides[id]!, target, '/bridge');
    moved.set(id, to.x);
  }
  let removed = 0;
  let added = 0;
  for (const f of LINEAR) {
    for (const id of Object.keys(sides)) {
      if (!has(id, f) || drawn.get(f)!.has(id)) continue;
      const s = sides[id]!;
      s.features = s.features!.filter((x) => x !== f);
      if (!s.features.length) delete s.features;
      const bridgeable = (s.features ?? []).some((x) => x === 'woodedRough' || LINEAR.has(x));
      if (s.bridge && !bridgeable) {
        if (s.bridge.name) fail(`${id} lost its river but holds the ${s.bridge.name} bridge`);
        delete s.bridge;
        moveProvenance(s, undefined, '/bridge');
      }
      if (!s.features) moveProvenance(s, undefined, '/features');
      if (!Object.keys(s).length) delete sides[id];
      removed++;
    }
    for (const id of drawn.get(f)!) {
      if (has(id, f)) continue;
      const s = (sides[id] ??= {});
      s.features = [...(s.features ?? []), f];
      added++;
    }
  }
  // A road across a river hexside crosses it by a bridge (the printed map has one wherever a road does).
  let bridges = 0;
  for (const road of Object.values(map.roads ?? {})) {
    for (let i = 1; i < road.hexes.length; i++) {
      const id = hexsideBetween(g, road.hexes[i - 1]!, road.hexes[i]!);
      if (id && [...LINEAR].some((f) => has(id, f)) && !sides[id]!.bridge) {
        sides[id]!.bridge = {};
        bridges++;
      }
    }
  }
  map.hexsides = Object.fromEntries(Object.entries(sides).sort(([a], [b]) => a.localeCompare(b))) as HexMap['hexsides'];
  fs.writeFileSync(file, canonicalText(map));
  renameMarkers(map.id, moved);
  console.log(`${file}: ${added} river hexsides added, ${removed} removed, ${bridges} bridges added where roads cross the new lines; named bridges moved to the line: ${[...moved].map(([a, b]) => `${sides[b]!.bridge?.name ?? '?'} ${a} → ${b}`).join(', ') || 'none'}`);
}

/** Scenario markers on a hexside that moved follow it. */
function renameMarkers(mapId: string, moved: ReadonlyMap<string, string>): void {
  if (!moved.size) return;
  for (const f of fs.readdirSync('data/scenarios')) {
    const file = `data/scenarios/${f}`;
    const s = JSON.parse(fs.readFileSync(file, 'utf8')) as Scenario;
    if (!(s.maps as readonly string[] | undefined)?.includes(mapId)) continue;
    let changed = false;
    for (const m of Object.values(s.markers ?? {})) {
      const to = m.hexside && moved.get(m.hexside);
      if (!to) continue;
      (m as { hexside?: string }).hexside = to;
      changed = true;
    }
    if (changed) fs.writeFileSync(file, canonicalText(s));
  }
}

/** The hexsides the scenarios on a map mark (blown bridges). */
function scenarioHexsides(mapId: string): Set<string> {
  const out = new Set<string>();
  for (const f of fs.readdirSync('data/scenarios')) {
    const s = JSON.parse(fs.readFileSync(`data/scenarios/${f}`, 'utf8')) as Scenario;
    if (!(s.maps as readonly string[] | undefined)?.includes(mapId)) continue;
    for (const m of Object.values(s.markers ?? {})) if (m.hexside) out.add(m.hexside);
  }
  return out;
}

function middle(layout: HexLayout, g: ReturnType<typeof gridGeometry>, id: string): Point {
  const parts = parseHexside(g, id) ?? fail(`${id} is not a hexside`);
  const [a, b] = layout.edge(parseHex(g, parts.hex)!, parts.dir);
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}

/** Distance from a point to a polyline. */
function toCourse(p: Point, pts: readonly Point[]): number {
  let best = Infinity;
  for (let i = 1; i < pts.length; i++) {
    const a = pts[i - 1]!;
    const b = pts[i]!;
    const len = (b.x - a.x) ** 2 + (b.y - a.y) ** 2;
    const t = len ? Math.max(0, Math.min(1, ((p.x - a.x) * (b.x - a.x) + (p.y - a.y) * (b.y - a.y)) / len)) : 0;
    best = Math.min(best, Math.hypot(p.x - (a.x + t * (b.x - a.x)), p.y - (a.y + t * (b.y - a.y))));
  }
  return best;
}

function fail(message: string): never {
  throw new Error(message);
}

redraw('data/maps/ardennes44-east.map.json', Object.values(RIVERS));
redraw('data/maps/ardennes44-west.map.json', [...Object.values(RIVERS), ...WEST_RIVERS], (map, layout) => {
  // The anchors are East-map hexes, drawn in the West map's frame as its builder draws them.
  const east = gridGeometry({ ...map.grid, numbering: { ...map.grid.numbering, prefix: '' } });
  return (hex: string) => {
    const p = parseHex(east, hex)!;
    return layout.center({ col: p.col - JOIN.columns, row: p.row - JOIN.rows });
  };
});
