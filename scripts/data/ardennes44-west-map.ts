// Builds data/maps/ardennes44-west.map.json: a reconstruction of the Ardennes '44 West map, drawn from
// real geography in the East map's projection (the same anchors, scale and tilt), so that the two
// agree along their seam. Its hexes carry the W prefix (11.9: W3420). It lies west of the East map:
// its column c, row r sits where the East map's column c + 44, row r - 2 would be (`joins`).
// Usage: npx tsx scripts/data/ardennes44-west-map.ts [--force]
import fs from 'node:fs';
import { boardOf, gridGeometry, hexsideBetween, parseHex } from '../../src/hex';
import { HexLayout } from '../../src/hex/pixel';
import type { HexMap } from '../../src/generated/documents';
// @ts-expect-error -- a plain Node helper without types
import { prov, writeDocument } from './write.mjs';
import { AREAS, canvas, insidePolygon, LIEGE, PLACES, RIVERS, ROADS, scatter, slug, VALLEYS, W, WEST_PLACES, WEST_RIVERS, type Kind, type LatLon, type Way } from './ardennes44-geography';

const JOIN = { columns: 44, rows: -2 };
const grid = { orientation: 'flat' as const, stagger: 'even' as const, columns: { first: 1, last: 34 }, rows: { first: 1, last: 43 }, numbering: { prefix: 'W', columnDigits: 2, rowDigits: 2, columnsIncrease: 'left' as const, rowsIncrease: 'up' as const }, hexSizeKm: 2.6 };
const g = gridGeometry(grid);
const layout = new HexLayout(g, 1);
/** Where an East-map hex lies in this map's layout (off its extent, but in the same frame). */
const eastCenter = (hex: string) => {
  const p = parseHex(gridGeometry({ ...grid, numbering: { ...grid.numbering, prefix: '' } }), hex)!;
  return layout.center({ col: p.col - JOIN.columns, row: p.row - JOIN.rows });
};
const cv = canvas(layout, eastCenter);
const { project, hexAt, hexCenter, routeHexes, riverSides, latOf, lonOf, allHexes } = cv;
const wayCenter = (hex: string) => (hex.startsWith('W') ? hexCenter(hex) : eastCenter(hex));

// ---------------------------------------------------------------- geography of the West map (approximate real coordinates)
const WEST_AREAS: [string, LatLon[]][] = [
  ['forest', [[50.12, 5.2], [50.12, 5.42], [49.98, 5.42], [49.98, 5.2]]], // Forêt de St-Hubert, west half
  ['forest', [[49.9, 4.8], [49.9, 5.3], [49.76, 5.3], [49.76, 4.8]]], // Semois forests
  ['forest', [[50.0, 4.5], [50.0, 4.85], [49.85, 4.85], [49.85, 4.5]]], // Croix-Scaille, Rocroi
  ['forest', [[50.05, 5.0], [50.08, 5.15], [50.0, 5.2], [49.96, 5.05]]], // Bois de Bure
];
const WEST_VALLEYS: Way[][] = [
  [W('Monthermé'), W('Revin'), W('Fumay'), W('Givet')], // Meuse gorge
  [W('Hastière'), W('Dinant'), W('Yvoir')], // upper Meuse valley
  [W('Bouillon'), [49.84, 4.98], W('Vresse')], // Semois
  [W('Houyet'), [50.24, 4.9]], // lower Lesse
];
const WEST_ROADS: [string, 'primary' | 'secondary', Way[]][] = [
  ['N4 Namur–Marche', 'primary', [W('Namur'), [50.38, 5.0], [50.29, 5.23], W('Marche')]],
  ['N63 Marche–Liège', 'primary', [W('Marche'), [50.36, 5.38], W('Ouffet'), 'W0242']],
  ['N90 Namur–Huy–Liège', 'primary', [W('Namur'), W('Andenne'), W('Huy'), W('Amay'), W('Engis'), 'W0142']],
  ['Meuse valley road Charleville–Givet–Dinant–Namur', 'primary', [[49.74, 4.73], W('Monthermé'), W('Fumay'), W('Givet'), W('Dinant'), W('Yvoir'), W('Namur')]],
  ['N97 Dinant–Ciney–Huy', 'secondary', [W('Dinant'), W('Ciney'), W('Havelange'), W('Huy')]],
  ['Dinant–Celles–Rochefort–Marche', 'primary', [W('Dinant'), W('Foy-Notre-Dame'), W('Celles'), W('Rochefort'), [50.19, 5.28], W('Marche')]],
  ['Rochefort–St-Hubert–Neufchâteau', 'secondary', [W('Rochefort'), W('Nassogne'), W('St-Hubert'), W('Libramont'), W('Neufchâteau')]],
  ['Sibret–Neufchâteau', 'secondary', [[49.95, 5.48], W('Neufchâteau')]],
  ['Neufchâteau–Bouillon–Sedan', 'secondary', [W('Neufchâteau'), [49.85, 5.25], W('Bouillon'), [49.72, 4.98]]],
  ['Givet–Beauraing–Rochefort', 'secondary', [W('Givet'), W('Beauraing'), W('Wellin'), W('Rochefort')]],
  ['Dinant–Philippeville', 'secondary', [W('Dinant'), [50.22, 4.72], W('Philippeville'), [50.2, 4.3]]],
  ['Namur–Charleroi', 'primary', [W('Namur'), [50.44, 4.65], W('Charleroi'), [50.4, 4.3]]],
  ['Namur–Gembloux–Brussels', 'primary', [W('Namur'), W('Gembloux'), 'W3343']],
  ['Huy–Hannut', 'secondary', [W('Huy'), [50.6, 5.12], [50.68, 5.1]]],
  ['Givet–Couvin', 'secondary', [W('Givet'), [50.07, 4.65], W('Couvin'), [50.05, 4.3]]],
  ['Liège–Tongeren', 'primary', ['W0242', 'W0143', [50.8, 5.45]]],
  ['Paliseul–Libramont', 'secondary', [W('Bouillon'), W('Paliseul'), W('Libramont')]],
  ['Ciney–Assesse', 'secondary', [W('Ciney'), W('Assesse'), [50.38, 5.0]]],
];

// ---------------------------------------------------------------- build
const hexes: Record<string, { terrain?: string; features?: string[]; name?: string }> = {};
const setTerrain = (hex: string, terrain: string) => ((hexes[hex] ??= {}).terrain = terrain);
const addFeature = (hex: string, f: string) => {
  const h = (hexes[hex] ??= {});
  h.features = [...new Set([...(h.features ?? []), f])];
};
const route = (ways: readonly Way[]) => routeHexes(ways, wayCenter);
for (const hex of allHexes) if (scatter(hex) < 0.22) setTerrain(hex, 'lightWoods');
for (const [terrain, poly] of [...AREAS, ...WEST_AREAS]) {
  const pp = poly.map(project);
  for (const hex of allHexes) if (insidePolygon(hexCenter(hex), pp)) setTerrain(hex, terrain);
}
for (const valley of [...VALLEYS, ...WEST_VALLEYS]) for (const hex of route(valley)) setTerrain(hex, 'woodedRough');

const places: Record<string, { name: string; kind: string; hexes: string[]; provenance?: object }> = {};
const placeAt = (name: string, kind: Kind, hs: string[]) => {
  for (const h of hs) {
    if (hexes[h]?.terrain === 'woodedRough' || hexes[h]?.terrain === 'forest') setTerrain(h, 'clear');
    addFeature(h, kind);
    hexes[h]!.name = name;
  }
  places[slug(name)] = { name, kind, hexes: hs };
};
for (const [name, lat, lon, kind] of [...PLACES, ...WEST_PLACES]) {
  const hex = hexAt([lat, lon]);
  if (hex && !hexes[hex]?.name) placeAt(name, kind, [hex]);
}
placeAt('Liège', 'city', LIEGE);
places['liege']!.provenance = { '/hexes': prov('30.2B, 11.9', 'placeholder', 'Four hexes (30.2B) on the West map (11.9); Liège lies at 5.57°E, inside the East map\'s reconstructed extent, so it is drawn at the West map\'s north-east corner, about 3 hexes west of its real place.') };

const hexsides: Record<string, { features?: string[]; bridge?: { name?: string } }> = {};
const addSide = (id: string, f: string) => {
  const s = (hexsides[id] ??= {});
  s.features = [...new Set([...(s.features ?? []), f])];
};
for (const r of Object.values(RIVERS)) for (const side of riverSides(r.ways)) addSide(side, r.feature);
for (const r of WEST_RIVERS) for (const side of riverSides(r.ways)) addSide(side, r.feature);

const roads: Record<string, { class: string; name: string; hexes: string[] }> = {};
[...ROADS, ...WEST_ROADS].forEach(([name, cls, ways]) => {
  const path = route(ways);
  if (path.length >= 2) roads[`w-road-${String(Object.keys(roads).length + 1).padStart(2, '0')}`] = { class: cls, name, hexes: path };
});
// A bridge wherever a road crosses a river or the Meuse, named after the nearest place.
for (const road of Object.values(roads)) {
  for (let i = 1; i < road.hexes.length; i++) {
    const side = hexsideBetween(g, road.hexes[i - 1]!, road.hexes[i]!)!;
    const s = hexsides[side];
    if (!s?.features?.some((f) => f === 'river' || f === 'meuse') || s.bridge) continue;
    const named = [road.hexes[i - 1]!, road.hexes[i]!].map((h) => hexes[h]?.name).find(Boolean);
    const taken = named && Object.values(hexsides).some((x) => x.bridge?.name === named);
    s.bridge = named && !taken ? { name: named } : {};
  }
}

// ---------------------------------------------------------------- victory, entries, supply, sets
const at = (name: string) => places[slug(name)]!.hexes[0]!;
const MEUSE_TOWNS = ['Givet', 'Dinant', 'Namur', 'Andenne', 'Huy', 'Amay'];
const victoryHexes: Record<string, { name: string; vp: number }> = {};
for (const name of [...MEUSE_TOWNS, 'Marche', 'Rochefort']) victoryHexes[at(name)] = { name, vp: 1 };

const roadEnds = new Set(Object.values(roads).flatMap((r) => [r.hexes[0]!, r.hexes[r.hexes.length - 1]!]));
/**
 * D and E are the East map's west-edge entries in the short games; with the West map beside it that
 * edge is inland, so the campaign's arrivals at D and E come in at the West map's D and E (the
 * joined board keeps the West map's). The other letters are this reconstruction's own.
 */
const ENTRIES: [string, LatLon, 'N' | 'S' | 'W', 'SW' | 'NW'][] = [
  ['D', [49.72, 4.98], 'S', 'SW'],
  ['E', [49.74, 4.73], 'S', 'SW'],
  ['P', [50.05, 4.3], 'W', 'SW'],
  ['Q', [50.2, 4.3], 'W', 'NW'],
  ['R', [50.4, 4.3], 'W', 'NW'],
  ['S', [50.7, 4.6], 'N', 'NW'],
  ['T', [50.68, 5.1], 'N', 'NW'],
  ['U', [50.8, 5.45], 'N', 'NW'],
];
const entries: Record<string, object> = {};
const supplySources: Record<string, { sides: string[] }> = {};
const onEdge = (hex: string, edge: 'N' | 'S' | 'W') => {
  const p = parseHex(g, hex)!;
  return edge === 'N' ? p.row === g.rows.last : edge === 'S' ? p.row === g.rows.first : p.col === g.cols.last;
};
/** The road end on that edge nearest the point a road leaves the map by. */
const entryHex = (ll: LatLon, edge: 'N' | 'S' | 'W') => {
  const p = project(ll);
  const ends = [...roadEnds].filter((h) => onEdge(h, edge));
  const gap = (h: string) => Math.hypot(hexCenter(h).x - p.x, hexCenter(h).y - p.y);
  const best = ends.sort((a, b) => gap(a) - gap(b))[0];
  if (!best) throw new Error(`no road leaves the ${edge} edge near ${ll.join(', ')}`);
  return best;
};
for (const [letter, ll, edge, box] of ENTRIES) {
  const hex = entryHex(ll, edge);
  entries[letter] = { hexes: [hex], side: 'allied', offMapBox: box, roadsToOffMap: 1, provenance: { '': prov('digest §7', 'placeholder', letter === 'D' || letter === 'E' ? `The East map's entry ${letter} lies on its west edge, inland once the West map lies beside it; the campaign's arrivals at ${letter} come in here. Where the printed West map puts them is not in the source.` : 'West map entry hexes, their letters and boxes are not in the source; each sits where a road leaves the map.') } };
  supplySources[hex] = { sides: ['allied'] };
}

/** 11.9: German units that leave between W3420 and Liège, across the Meuse, are set aside for victory. */
const w3420 = parseHex(g, 'W3420')!;
const liegeCol = Math.min(...LIEGE.map((h) => parseHex(g, h)!.col));
const toAntwerp = allHexes.filter((h) => {
  const p = parseHex(g, h)!;
  return (p.col === g.cols.last && p.row >= w3420.row) || (p.row === g.rows.last && p.col >= liegeCol);
});
const hexSets: Record<string, object> = {
  liege: { name: 'Liège (4 hexes)', purpose: 'region', colour: '#8e44ad', hexes: [...LIEGE].sort(), provenance: { '/hexes': prov('30.2B', 'placeholder', 'Four hexes (30.2B); which four is not in the text.') } },
  'meuse-towns': { name: 'Meuse towns and cities (30.2C)', purpose: 'region', colour: '#2980b9', hexes: MEUSE_TOWNS.map(at).sort(), provenance: { '/hexes': prov('30.2C', 'inferred', 'The six towns the rule names, one hex each at their real places.') } },
  'west-victory-hexes': { name: 'West map victory hexes', purpose: 'region', hexes: Object.keys(victoryHexes).sort(), provenance: { '/hexes': prov('30.2D', 'placeholder', 'Eight victory hexes are on the West map; the six Meuse towns (Amay has no star, 31) and two stand-ins, Marche and Rochefort.') } },
  'to-antwerp': { name: 'To Antwerp: German exit from W3420 to Liège', purpose: 'exit', side: 'german', colour: '#c0392b', hexes: toAntwerp.sort(), provenance: { '/hexes': prov('11.9', 'inferred', 'The map edge from W3420 north, then east along the north edge to Liège: the West map is drawn 34 columns wide so that W3420 lies on its west edge.') } },
  'west-of-ourthe': { name: 'West bank of the Ourthe', purpose: 'region', hexes: allHexes.filter((h) => lonOf(hexCenter(h)) < 5.6).sort(), provenance: { '/hexes': prov('6.5', 'placeholder', 'Defined on the victory hex map display, which the source lacks.') } },
};

// ---------------------------------------------------------------- the seam with the East map
const east = JSON.parse(fs.readFileSync('data/maps/ardennes44-east.map.json', 'utf8')) as HexMap;
const draft = { kind: 'map', schemaVersion: 1, id: 'ardennes44-west', name: 'draft', ruleset: 'ardennes44', topology: 'hex', grid, defaultTerrain: 'clear', hexes: {}, joins: { 'ardennes44-east': { offset: JOIN } } } as unknown as HexMap;
const board = boardOf([east, draft]);
if ('error' in board) throw new Error(board.error);
const eastRoadHexes = new Map<string, string>();
for (const r of Object.values(east.roads ?? {})) for (const h of r.hexes) if (!eastRoadHexes.has(h) || r.class === 'primary') eastRoadHexes.set(h, r.class);
/** A road that reaches the seam crosses it where an East road hex lies beside its end. */
const seamRoads: { class: string; name: string; hexes: [string, string] }[] = [];
for (const r of Object.values(roads)) {
  for (const end of [r.hexes[0]!, r.hexes[r.hexes.length - 1]!]) {
    if (parseHex(g, end)!.col !== g.cols.first) continue;
    const across = (['N', 'NE', 'SE', 'S'] as const).map((d) => board.neighbour(end, d)).filter((h): h is string => !!h && !h.startsWith('W') && eastRoadHexes.has(h));
    if (!across.length || seamRoads.some((s) => s.hexes[0] === end)) continue;
    const gap = (h: string) => Math.hypot(eastCenter(h).x - hexCenter(end).x, eastCenter(h).y - hexCenter(end).y);
    const best = across.sort((a, b) => gap(a) - gap(b))[0]!;
    seamRoads.push({ class: r.class, name: r.name, hexes: [end, best] });
  }
}

const map = {
  kind: 'map',
  schemaVersion: 1,
  id: 'ardennes44-west',
  name: "Ardennes '44 West map (reconstruction)",
  description: "Reconstructed from real geography in the East map's projection (the same anchors, about 2.6 km per hex), so both agree along the seam; the published map is not available. Hexes carry the W prefix (11.9). It lies west of the East map: its column c, row r sits where the East map's column c + 44, row r − 2 would be. Calibrate a scan of the real map to replace it.",
  ruleset: 'ardennes44',
  topology: 'hex',
  grid,
  joins: { 'ardennes44-east': { offset: JOIN, roads: seamRoads, provenance: { '': prov('digest §7', 'placeholder', 'How the maps join is not in the text: the reconstruction lays them edge to edge in one projection, the West map two rows lower so that Liège (30.2B) and the Semois (33) both fit.') } } },
  defaultTerrain: 'clear',
  hexes: Object.fromEntries(Object.entries(hexes).sort(([a], [b]) => a.localeCompare(b))),
  hexsides: Object.fromEntries(Object.entries(hexsides).sort(([a], [b]) => a.localeCompare(b))),
  roads,
  places,
  ruleHexes: { W3420: { rule: '11.9', note: 'The To Antwerp exit runs from here, north and then east, to Liège (hex set to-antwerp).' } },
  victoryHexes,
  entries,
  supplySources,
  hexSets,
  offMapBoxes: {
    SW: { name: 'South-West box', side: 'allied', edge: 'S', entries: ENTRIES.filter((e) => e[3] === 'SW').map((e) => e[0]), adjacentBoxes: ['NW'], provenance: { '/entries': prov('11.9', 'placeholder', 'Which West map entries join which box is not in the text.') } },
    NW: { name: 'North-West box', side: 'allied', edge: 'N', entries: ENTRIES.filter((e) => e[3] === 'NW').map((e) => e[0]), adjacentBoxes: ['SW'], provenance: { '/entries': prov('11.9', 'placeholder', 'Which West map entries join which box is not in the text.') } },
  },
  provenance: {
    '': prov("reconstruction from real geography in the East map's projection", 'placeholder', 'Not the published map: terrain, rivers, roads and towns are placed from real coordinates.'),
    '/grid': prov('11.9 (W3420), digest §3.1', 'inferred', 'W-prefixed CCRR numbering running as the East map\'s; 34 columns so that W3420 lies on the west edge where the To Antwerp exit starts.'),
    '/victoryHexes': prov('30.2D, 31', 'placeholder', 'Eight victory hexes: the six Meuse towns (Amay is one though its star is missing, 31) and Marche and Rochefort as stand-ins.'),
    '/hexsides': prov('TEC p.31', 'placeholder', 'Meuse, Semois, Lesse, lower Ourthe and Sambre from real courses; a bridge wherever a road crosses them.'),
  },
};
writeDocument('data/maps/ardennes44-west.map.json', map);
console.log(`${Object.keys(hexes).length} hexes with terrain or features, ${Object.keys(hexsides).length} hexsides, ${Object.keys(roads).length} roads, ${seamRoads.length} roads across the seam, ${Object.keys(victoryHexes).length} victory hexes; to Antwerp ${toAntwerp.length} hexes; W3420 at ${latOf(hexCenter('W3420')).toFixed(2)}N ${lonOf(hexCenter('W3420')).toFixed(2)}E`);
