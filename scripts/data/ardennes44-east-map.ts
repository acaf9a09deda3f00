// Builds data/maps/ardennes44-east.map.json: a reconstruction of the Ardennes '44 East map from real
// geography (the published map is not available). The hexes the rules name fix the projection; towns,
// rivers, forests, the West Wall and roads are placed by latitude and longitude at about 2.6 km per hex.
// A designer replaces it with the real map by calibrating a scan in the studio.
// Usage: npx tsx scripts/data/ardennes44-east-map.ts [--force]
import { canonicalHexside, gridGeometry, hexsideBetween, neighbour, parseHex } from '../../src/hex';
import { HexLayout } from '../../src/hex/pixel';
// @ts-expect-error -- a plain Node helper without types
import { prov, writeDocument } from './write.mjs';
import { ANCHORS, AREAS, canvas, insidePolygon, PLACES, RIVERS, ROADS, scatter, slug, VALLEYS, WEST_WALL, type LatLon } from './ardennes44-geography';

const COLS = { first: 1, last: 44 };
const ROWS = { first: 1, last: 42 };
const grid = { orientation: 'flat' as const, stagger: 'even' as const, columns: COLS, rows: ROWS, numbering: { columnDigits: 2, rowDigits: 2, columnsIncrease: 'left' as const, rowsIncrease: 'up' as const }, hexSizeKm: 2.6 };
const g = gridGeometry(grid);
const layout = new HexLayout(g, 1);
const hexCenter = (hex: string) => layout.center(parseHex(g, hex)!);

// ---------------------------------------------------------------- projection, fixed by the hexes of the rules (digest §3.5)
const { project, hexAt, routeHexes, riverSides, latOf, lonOf, allHexes } = canvas(layout, hexCenter);
const residuals = ANCHORS.map(([hex, ll]) => `${hex}→${hexAt(ll) ?? 'off'}`);


const inMap = (hex: string | null): hex is string => hex !== null;

// ---------------------------------------------------------------- build
const hexes: Record<string, { terrain?: string; features?: string[]; name?: string }> = {};
const setTerrain = (hex: string, terrain: string) => ((hexes[hex] ??= {}).terrain = terrain);
const addFeature = (hex: string, f: string) => {
  const h = (hexes[hex] ??= {});
  h.features = [...new Set([...(h.features ?? []), f])];
};
for (const hex of allHexes) if (scatter(hex) < 0.22) setTerrain(hex, 'lightWoods');
for (const [terrain, poly] of AREAS) {
  const pp = poly.map(project);
  for (const hex of allHexes) if (insidePolygon(hexCenter(hex), pp)) setTerrain(hex, terrain);
}
for (const valley of VALLEYS) for (const hex of routeHexes(valley)) setTerrain(hex, 'woodedRough');
for (const hex of routeHexes(WEST_WALL)) addFeature(hex, 'westWall');

const places: Record<string, { name: string; kind: string; hexes: string[] }> = {};
for (const [name, lat, lon, kind] of PLACES) {
  const hex = hexAt([lat, lon]);
  if (!inMap(hex)) continue;
  const hs = name === 'Bastogne' ? [hex, neighbour(g, hex, 'N')!] : [hex];
  for (const h of hs) {
    if (hexes[h]?.terrain === 'woodedRough' || hexes[h]?.terrain === 'forest') setTerrain(h, 'clear');
    addFeature(h, kind);
    hexes[h]!.name = name;
  }
  places[slug(name)] = { name, kind, hexes: hs };
}

const hexsides: Record<string, { features?: string[]; bridge?: { name?: string; printedBlown?: boolean } }> = {};
const addSide = (id: string, f: string) => {
  const s = (hexsides[id] ??= {});
  s.features = [...new Set([...(s.features ?? []), f])];
};
for (const r of Object.values(RIVERS)) for (const side of riverSides(r.ways)) addSide(side, r.feature);
// Lakes: the Bütgenbach and Robertville reservoirs.
for (const ll of [[50.43, 6.19], [50.45, 6.11]] as LatLon[]) {
  const hex = hexAt(ll);
  if (hex) addSide(canonicalHexside(g, hex, 'SW'), 'lake');
}
// What the rules place exactly (digest §3.5): the Sauer between 1005 and 1006 (29.2), the Our at the three
// named bridges, and the attack into WR across a bridge at 2828 → 2928 (15.5).
addSide(hexsideBetween(g, '1005', '1006')!, 'river');
const westOf = (hex: string, toward: string) => hexsideBetween(g, hex, toward)!;
const BRIDGES: [string, string, string, boolean][] = [
  ['2115', '2215', 'Dasburg', true],
  ['2013', '2113', 'Gemünd', true],
  ['2020', '2120', 'Ouren', false],
];
for (const [hex, across, name, blown] of BRIDGES) {
  const side = westOf(hex, across);
  addSide(side, 'river');
  hexsides[side]!.bridge = { name, printedBlown: blown, ...(name === 'Ouren' ? { firstUseRoll: { table: 'ourenBridge', side: 'german' } } : {}) };
}
setTerrain('2928', 'woodedRough');
addSide(hexsideBetween(g, '2828', '2928')!, 'river');
hexsides[hexsideBetween(g, '2828', '2928')!]!.bridge = { name: '2828–2928 (15.5 example)' };
for (const [a, b] of [['1305', '1405'], ['1405', '1505'], ['1406', '1305']] as const) {
  const side = hexsideBetween(g, a, b);
  if (side) addSide(side, 'woodedRough'); // no ZOC bond 1305–1505 or 1506–1305 (10.3)
}

const roads: Record<string, { class: string; name: string; hexes: string[]; provenance?: object }> = {};
ROADS.forEach(([name, cls, ways], i) => {
  const path = routeHexes(ways);
  if (path.length >= 2) roads[`road-${String(i + 1).padStart(2, '0')}`] = { class: cls, name, hexes: path };
});
// Bridges wherever a road crosses a river or wooded-rough hexside; six are printed blown (3.5).
const blownAlso = new Set(['Echternach', 'Vianden', 'Wallendorf', 'Steinebrück']);
function bridgeRoad(road: { hexes: string[] }): void {
  for (let i = 1; i < road.hexes.length; i++) {
    const side = hexsideBetween(g, road.hexes[i - 1]!, road.hexes[i]!)!;
    const s = hexsides[side];
    if (s?.features?.some((f) => f === 'river' || f === 'woodedRough') && !s.bridge) {
      const near = PLACES.map((p) => ({ p, d: Math.hypot(hexCenter(road.hexes[i]!).x - project([p[1], p[2]]).x, hexCenter(road.hexes[i]!).y - project([p[1], p[2]]).y) })).sort((x, y) => x.d - y.d)[0]!;
      const taken = Object.values(hexsides).some((x) => x.bridge?.name === near.p[0]);
      const name = near.d < 1.6 && !taken ? near.p[0] : undefined;
      s.bridge = { ...(name ? { name } : {}), ...(name && blownAlso.has(name) ? { printedBlown: true } : {}) };
    }
  }
}
Object.values(roads).forEach(bridgeRoad);

// ---------------------------------------------------------------- special hexes
const VICTORY = ['Bastogne', 'St-Vith', 'Houffalize', 'Clervaux', 'Wiltz', 'Diekirch', 'Ettelbruck', 'Echternach', 'Malmédy', 'Stavelot', 'Trois-Ponts', 'Vielsalm', 'Spa', 'Monschau', 'Elsenborn', 'Büllingen', 'Manhay', 'La Roche', 'Marche', 'Werbomont', 'Vianden'];
const victoryHexes: Record<string, { name: string; vp: number }> = {};
for (const name of VICTORY) for (const h of places[slug(name)]?.hexes ?? []) if (Object.keys(victoryHexes).length < 20) victoryHexes[h] ??= { name, vp: 1 };
const stVith = places['st-vith']!.hexes[0]!;
const bottleneck = [stVith, neighbour(g, stVith, 'NW')!, neighbour(g, stVith, 'S')!];

/** Entry hexes on the edges (A–N, no I). Allied entries are also supply sources (23.2). */
const edgeHex = (ll: LatLon, edge: 'N' | 'S' | 'E' | 'W') => {
  const p = project(ll);
  const { width, height } = layout.bounds;
  const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
  const pt = edge === 'N' ? { x: clamp(p.x, 1, width - 1), y: 1.2 } : edge === 'S' ? { x: clamp(p.x, 1, width - 1), y: height - 1.2 } : edge === 'E' ? { x: width - 1.1, y: clamp(p.y, 1, height - 1) } : { x: 1.1, y: clamp(p.y, 1, height - 1) };
  return layout.hexAt(pt)!;
};
const roadsThrough = (hex: string) => Object.values(roads).filter((r) => r.hexes[0] === hex || r.hexes[r.hexes.length - 1] === hex).length;
const ENTRIES: [string, string, 'allied' | 'german', string | undefined][] = [
  ['A', '1601', 'allied', 'SE'],
  ['B', edgeHex([49.74, 5.76], 'S'), 'allied', 'SE'],
  ['C', edgeHex([49.74, 5.55], 'S'), 'allied', 'SE'],
  ['D', edgeHex([49.9, 5.4], 'W'), 'allied', 'SW'],
  ['E', edgeHex([50.1, 5.4], 'W'), 'allied', 'SW'],
  ['F', edgeHex([50.33, 5.45], 'W'), 'allied', 'NW'],
  ['G', edgeHex([50.5, 5.68], 'N'), 'allied', 'NW'],
  ['H', edgeHex([50.62, 5.85], 'N'), 'allied', 'NW'],
  ['J', edgeHex([50.62, 6.2], 'N'), 'allied', 'NW'],
  ['K', edgeHex([50.33, 6.55], 'E'), 'german', undefined],
  ['L', edgeHex([50.25, 6.6], 'E'), 'german', undefined],
  ['M', edgeHex([50.03, 6.55], 'E'), 'german', undefined],
  ['N', edgeHex([49.95, 6.62], 'E'), 'german', undefined],
];
const entries: Record<string, object> = {};
const supplySources: Record<string, { sides: string[] }> = {};
for (const [letter, hex, side, box] of ENTRIES) {
  entries[letter] = { hexes: [hex], side, ...(box ? { offMapBox: box } : {}), roadsToOffMap: Math.max(1, roadsThrough(hex)), provenance: letter === 'A' ? { '/hexes': prov('13.5 (1601 has 2 roads)', 'inferred', 'That 1601 is entry A is a guess; the rules only say it is an entry hex with 2 roads.') } : { '': prov('digest §7', 'placeholder', 'Entry hex positions are not in the source.') } };
  supplySources[hex] = { sides: [side] };
}
for (const ll of [[50.5, 6.55], [50.15, 6.6], [49.85, 6.55]] as LatLon[]) supplySources[edgeHex(ll, 'E')] = { sides: ['german'] };

// The routed roads stop a few hexes short of the German edge, which would leave every German supply
// source off the road net (23.3). Rear roads join each German source to the nearest road hex; the
// printed map has such roads, but where they run is a placeholder.
const roadHexes = [...new Set(Object.values(roads).flatMap((r) => r.hexes))];
for (const [hex, src] of Object.entries(supplySources)) {
  if (!src.sides.includes('german') || roadHexes.includes(hex)) continue;
  const c = hexCenter(hex);
  const nearest = roadHexes.map((h) => ({ h, d: Math.hypot(hexCenter(h).x - c.x, hexCenter(h).y - c.y) })).sort((a, b) => a.d - b.d)[0]!.h;
  const road = { class: 'secondary', name: `German rear road to ${hex}`, hexes: routeHexes([nearest, hex]), provenance: { '': prov('23.2, 23.3', 'placeholder', 'Joins a German supply source to the road net; the printed road is not in the text.') } };
  roads[`rear-${hex}`] = road;
  bridgeRoad(road);
}
const blownCount = Object.values(hexsides).filter((s) => s.bridge?.printedBlown).length;

/** German division setup areas east of the front, south to north (3.4); 1331 belongs to both 277 VG and 12 VG. */
const band = (fromLat: number, toLat: number, eastOf: (lat: number) => number) =>
  allHexes.filter((h) => {
    const c = hexCenter(h);
    // Invert the projection locally: the hex's geography is near the point that projects to it.
    const lat = latOf(c);
    const lon = lonOf(c);
    return lat >= fromLat && lat < toLat && lon > eastOf(lat) && lon < eastOf(lat) + 0.13;
  });
const frontLon = (lat: number) => (lat < 49.87 ? 6.33 + (49.87 - lat) * 1.5 : lat < 50.25 ? 6.15 + (lat - 49.98) * 0.3 : 6.24 + (lat - 50.25) * 0.35);
const AREAS_GERMAN: [string, string, number, number][] = [
  ['212VG', '212th VG Division setup area', 49.74, 49.87],
  ['26VG', '26th VG Division setup area', 49.87, 50.02],
  ['2Pz', '2nd Panzer Division setup area', 50.02, 50.12],
  ['116Pz', '116th Panzer Division setup area', 50.12, 50.22],
  ['18VG', '18th VG Division setup area', 50.22, 50.33],
  ['277VG', '277th VG Division setup area', 50.37, 50.45],
  ['12VG', '12th VG Division setup area', 50.33, 50.37],
  ['1SS', '1st SS Panzer Division setup area', 50.45, 50.52],
];
const hexSets: Record<string, object> = {};
for (const [f, name, a, b] of AREAS_GERMAN) {
  const hs = new Set(band(a, b, frontLon));
  if (f === '277VG' || f === '12VG') hs.add('1331');
  if (f === '212VG') hs.add('1006');
  hexSets[`setup-${f}`] = { name, purpose: 'setupArea', side: 'german', formations: [f], colour: '#c0392b', hexes: [...hs].sort(), provenance: { '/hexes': prov('3.4', 'placeholder', 'The dotted outlines are on the map, not in the text; bands east of the front are stand-ins.') } };
}
const inAreas = new Set(Object.values(hexSets).flatMap((s) => (s as { hexes: string[] }).hexes));
hexSets['rear-zone'] = { name: 'German rear zone (behind the division areas)', purpose: 'rearZone', side: 'german', hexes: allHexes.filter((h) => !inAreas.has(h) && lonOf(hexCenter(h)) > frontLon(latOf(hexCenter(h))) + 0.13).sort(), provenance: { '/hexes': prov('29.3', 'placeholder') } };
hexSets['st-vith-bottleneck'] = { name: 'St-Vith bottleneck hexes', purpose: 'bottleneck', colour: '#f1c40f', hexes: bottleneck, provenance: { '/hexes': prov('24.7', 'placeholder', 'Three yellow hexes at St-Vith; which three is not in the text.') } };
hexSets['west-of-ourthe'] = { name: 'West bank of the Ourthe', purpose: 'region', hexes: allHexes.filter((h) => lonOf(hexCenter(h)) < 5.6).sort(), provenance: { '/hexes': prov('6.5', 'placeholder', 'Defined on the victory hex map display, which the source lacks.') } };

const map = {
  kind: 'map',
  schemaVersion: 1,
  id: 'ardennes44-east',
  name: "Ardennes '44 East map (reconstruction)",
  description: `Reconstructed from real geography at about 2.6 km per hex; the published map is not available. The hexes the rules name fix the projection (${residuals.join(', ')}). Calibrate a scan of the real map to replace it.`,
  ruleset: 'ardennes44',
  topology: 'hex',
  grid,
  defaultTerrain: 'clear',
  hexes: Object.fromEntries(Object.entries(hexes).sort(([a], [b]) => a.localeCompare(b))),
  hexsides: Object.fromEntries(Object.entries(hexsides).sort(([a], [b]) => a.localeCompare(b))),
  roads,
  places,
  victoryHexes,
  entries,
  supplySources,
  hexSets,
  offMapBoxes: {
    SE: { name: 'South-East box', side: 'allied', edge: 'S', entries: ['A', 'B', 'C'], adjacentBoxes: ['SW'], provenance: { '/entries': prov('11.9 (13.1 contradicts: Appendix B.5)', 'inferred') } },
    SW: { name: 'South-West box', side: 'allied', edge: 'W', entries: ['D', 'E'], adjacentBoxes: ['SE', 'NW'], provenance: { '/entries': prov('11.9', 'placeholder') } },
    NW: { name: 'North-West box', side: 'allied', edge: 'N', entries: ['F', 'G', 'H', 'J'], adjacentBoxes: ['SW'], provenance: { '/entries': prov('11.9', 'placeholder') } },
  },
  provenance: {
    '': prov('reconstruction from real geography, anchored on the hexes of digest §3.5', 'placeholder', 'Not the published map: terrain, rivers, roads and towns are placed from real coordinates; only the named hexes come from the rules.'),
    '/grid': prov('digest §3.1', 'inferred', 'CCRR numbering, columns growing west and rows north; the hex orientation and stagger are assumptions.'),
    '/victoryHexes': prov('30.2', 'placeholder', `20 victory hexes are on the East map; which ones is not in the text. ${Object.keys(victoryHexes).length} chosen towns stand in.`),
    '/hexsides': prov('3.5, 7.8, 7.10', 'inferred', `Dasburg 2115 and Gemünd 2013 are blown at start (7.10); Ouren 2020 is intact (7.8). ${blownCount} bridges are printed blown; the other four are guesses.`),
  },
};
writeDocument('data/maps/ardennes44-east.map.json', map);
console.log(`anchors: ${residuals.join(', ')}; ${Object.keys(hexes).length} hexes with terrain or features, ${Object.keys(hexsides).length} hexsides, ${Object.keys(roads).length} roads, ${Object.keys(victoryHexes).length} victory hexes, ${blownCount} blown bridges`);
