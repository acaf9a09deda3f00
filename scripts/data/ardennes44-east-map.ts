// Builds data/maps/ardennes44-east.map.json: a reconstruction of the Ardennes '44 East map from real
// geography (the published map is not available). The hexes the rules name fix the projection; towns,
// rivers, forests, the West Wall and roads are placed by latitude and longitude at about 2.6 km per hex.
// A designer replaces it with the real map by calibrating a scan in the studio.
// Usage: npx tsx scripts/data/ardennes44-east-map.ts [--force]
import { canonicalHexside, directionsOf, gridGeometry, hexsideBetween, neighbour, neighbours, parseHex, type Direction } from '../../src/hex';
import { HexLayout, type Point } from '../../src/hex/pixel';
// @ts-expect-error -- a plain Node helper without types
import { prov, writeDocument } from './write.mjs';

type LatLon = readonly [number, number];
type Way = LatLon | string; // a geographic point, or a hex the route must pass through

const COLS = { first: 1, last: 44 };
const ROWS = { first: 1, last: 42 };
const grid = { orientation: 'flat' as const, stagger: 'even' as const, columns: COLS, rows: ROWS, numbering: { columnDigits: 2, rowDigits: 2, columnsIncrease: 'left' as const, rowsIncrease: 'up' as const }, hexSizeKm: 2.6 };
const g = gridGeometry(grid);
const layout = new HexLayout(g, 1);
const hexCenter = (hex: string) => layout.center(parseHex(g, hex)!);

// ---------------------------------------------------------------- projection, fixed by the hexes of the rules (digest §3.5)
const ANCHORS: [string, LatLon][] = [
  ['2115', [50.048, 6.133]], // Dasburg bridge (7.10)
  ['2020', [50.142, 6.14]], // Ouren bridge (7.8)
  ['2013', [49.975, 6.172]], // Gemünd bridge (7.10)
  ['1331', [50.36, 6.3]], // Losheim/Udenbreth: 277 VG and 12 VG (3.4)
  ['1535', [50.49, 6.33]], // Wahlerscheid: 2nd ID RRD regiments (27.6)
  ['1839', [50.555, 6.24]], // Monschau (27.6)
  ['1837', [50.525, 6.255]], // Hofen (27.6)
  ['1006', [49.818, 6.43]], // Echternach, German bank (29.2)
];
/** Least-squares affine map from (lat, lon) to world pixels through the anchors. */
const project = (() => {
  const rows = ANCHORS.map(([hex, [lat, lon]]) => ({ a: [1, lon, lat], p: hexCenter(hex) }));
  const solve = (pick: (p: Point) => number) => {
    const m = [0, 1, 2].map((i) => [0, 1, 2].map((j) => rows.reduce((s, r) => s + r.a[i]! * r.a[j]!, 0)));
    const v = [0, 1, 2].map((i) => rows.reduce((s, r) => s + r.a[i]! * pick(r.p), 0));
    // Gaussian elimination on the 3×3 normal equations.
    for (let c = 0; c < 3; c++) {
      const piv = m[c]![c]!;
      for (let r = c + 1; r < 3; r++) {
        const f = m[r]![c]! / piv;
        for (let k = c; k < 3; k++) m[r]![k]! -= f * m[c]![k]!;
        v[r]! -= f * v[c]!;
      }
    }
    const x = [0, 0, 0];
    for (let r = 2; r >= 0; r--) x[r] = (v[r]! - [0, 1, 2].slice(r + 1).reduce((s, k) => s + m[r]![k]! * x[k]!, 0)) / m[r]![r]!;
    return x;
  };
  const cx = solve((p) => p.x);
  const cy = solve((p) => p.y);
  return ([lat, lon]: LatLon): Point => ({ x: cx[0]! + cx[1]! * lon + cx[2]! * lat, y: cy[0]! + cy[1]! * lon + cy[2]! * lat });
})();
const hexAt = (ll: LatLon) => layout.hexAt(project(ll));
const residuals = ANCHORS.map(([hex, ll]) => `${hex}→${hexAt(ll) ?? 'off'}`);

// ---------------------------------------------------------------- geography (approximate real coordinates)
type Kind = 'village' | 'town' | 'city';
const PLACES: [string, number, number, Kind][] = [
  ['Bastogne', 50.0, 5.717, 'town'], ['St-Vith', 50.282, 6.127, 'town'], ['Houffalize', 50.132, 5.79, 'town'], ['Clervaux', 50.055, 6.03, 'town'],
  ['Wiltz', 49.966, 5.932, 'town'], ['Diekirch', 49.868, 6.16, 'town'], ['Ettelbruck', 49.847, 6.104, 'town'], ['Echternach', 49.812, 6.421, 'town'],
  ['Malmédy', 50.426, 6.027, 'town'], ['Stavelot', 50.394, 5.93, 'town'], ['Spa', 50.492, 5.862, 'town'], ['Monschau', 50.555, 6.24, 'town'],
  ['La Roche', 50.183, 5.575, 'town'], ['Marche', 50.227, 5.344, 'town'], ['Prüm', 50.207, 6.423, 'town'], ['Bitburg', 49.967, 6.527, 'town'],
  ['Vianden', 49.935, 6.208, 'village'], ['Trois-Ponts', 50.371, 5.871, 'village'], ['Vielsalm', 50.284, 5.914, 'village'], ['Elsenborn', 50.459, 6.217, 'village'],
  ['Bütgenbach', 50.426, 6.205, 'village'], ['Büllingen', 50.408, 6.255, 'village'], ['Rocherath', 50.445, 6.325, 'village'], ['Losheim', 50.329, 6.278, 'village'],
  ['Neuerburg', 50.012, 6.3, 'village'], ['Dasburg', 50.048, 6.133, 'village'], ['Ouren', 50.142, 6.14, 'village'], ['Marnach', 50.052, 6.07, 'village'],
  ['Hosingen', 49.997, 6.092, 'village'], ['Manhay', 50.292, 5.674, 'village'], ['Hotton', 50.268, 5.446, 'village'], ['Werbomont', 50.38, 5.684, 'village'],
  ['Stoumont', 50.407, 5.808, 'village'], ['Baraque de Fraiture', 50.253, 5.735, 'village'], ['Gouvy', 50.19, 5.935, 'village'], ['Schönberg', 50.286, 6.26, 'village'],
  ['Bleialf', 50.233, 6.29, 'village'], ['Steinebrück', 50.264, 6.19, 'village'], ['Noville', 50.06, 5.757, 'village'], ['Longvilly', 50.03, 5.835, 'village'],
  ['Sibret', 49.97, 5.638, 'village'], ['Martelange', 49.832, 5.74, 'village'], ['Beaufort', 49.835, 6.29, 'village'], ['Larochette', 49.785, 6.22, 'village'],
  ['Mersch', 49.75, 6.105, 'village'], ['Hofen', 50.525, 6.255, 'village'], ['Udenbreth', 50.39, 6.318, 'village'], ['Hollerath', 50.445, 6.395, 'village'],
  ['Manderfeld', 50.334, 6.335, 'village'], ['Winterspelt', 50.217, 6.24, 'village'], ['Waxweiler', 50.092, 6.363, 'village'], ['Arzfeld', 50.089, 6.273, 'village'],
  ['Esch-sur-Sûre', 49.911, 5.936, 'village'], ['Troisvierges', 50.121, 6.0, 'village'], ['Weiswampach', 50.139, 6.075, 'village'], ['Wardin', 49.996, 5.797, 'village'],
  ['Amel', 50.353, 6.171, 'village'], ['Recht', 50.331, 6.047, 'village'], ['Poteau', 50.324, 5.984, 'village'], ['Samrée', 50.203, 5.648, 'village'],
  ['Erezée', 50.292, 5.558, 'village'], ['Ligneuville', 50.38, 6.066, 'village'], ['Wallendorf', 49.873, 6.285, 'village'], ['Gemünd', 49.975, 6.172, 'village'],
];
const RIVERS: Record<string, { name: string; feature: 'river'; ways: LatLon[] }> = {
  our: { name: 'Our', feature: 'river', ways: [[50.35, 6.3], [50.29, 6.26], [50.265, 6.19], [50.2, 6.16], [50.142, 6.14], [50.095, 6.135], [50.048, 6.133], [49.985, 6.165], [49.935, 6.208], [49.9, 6.23], [49.87, 6.29]] },
  sauer: { name: 'Sauer / Sûre', feature: 'river', ways: [[49.832, 5.74], [49.87, 5.8], [49.911, 5.936], [49.9, 6.02], [49.86, 6.08], [49.847, 6.104], [49.868, 6.16], [49.88, 6.22], [49.87, 6.29], [49.845, 6.36], [49.812, 6.421], [49.78, 6.46], [49.72, 6.5]] },
  clerve: { name: 'Clerve', feature: 'river', ways: [[50.12, 6.0], [50.055, 6.03], [50.0, 6.035], [49.95, 6.02], [49.915, 6.04]] },
  wiltz: { name: 'Wiltz', feature: 'river', ways: [[49.966, 5.932], [49.96, 5.98], [49.95, 6.02]] },
  ourthe: { name: 'Ourthe', feature: 'river', ways: [[50.1, 5.87], [50.132, 5.79], [50.15, 5.72], [50.183, 5.575], [50.22, 5.5], [50.268, 5.446], [50.33, 5.45]] },
  ambleve: { name: 'Amblève', feature: 'river', ways: [[50.38, 6.25], [50.353, 6.171], [50.38, 6.066], [50.39, 6.02], [50.394, 5.93], [50.371, 5.871], [50.407, 5.808], [50.47, 5.67]] },
  salm: { name: 'Salm', feature: 'river', ways: [[50.22, 5.92], [50.26, 5.91], [50.284, 5.914], [50.33, 5.9], [50.371, 5.871]] },
  warche: { name: 'Warche', feature: 'river', ways: [[50.44, 6.28], [50.426, 6.205], [50.45, 6.12], [50.426, 6.027], [50.39, 5.975]] },
  roer: { name: 'Roer', feature: 'river', ways: [[50.555, 6.24], [50.57, 6.3], [50.6, 6.37]] },
};
/** Forest, wooded rough and light woods as rough polygons (lat, lon). */
const AREAS: [string, LatLon[]][] = [
  ['forest', [[50.3, 6.36], [50.3, 6.42], [50.2, 6.47], [50.18, 6.42], [50.25, 6.34]]], // Schnee Eifel
  ['forest', [[50.52, 6.3], [50.52, 6.42], [50.38, 6.42], [50.38, 6.34], [50.45, 6.3]]], // Monschau forest, Krinkelt woods
  ['forest', [[50.62, 6.02], [50.62, 6.2], [50.57, 6.2], [50.57, 6.02]]], // Hertogenwald
  ['forest', [[50.1, 5.4], [50.2, 5.4], [50.15, 5.55], [50.05, 5.55]]], // Freyr / St-Hubert
  ['forest', [[49.83, 5.5], [49.88, 5.7], [49.78, 5.75], [49.75, 5.55]]], // Anlier
  ['forest', [[50.3, 5.6], [50.33, 5.75], [50.22, 5.82], [50.17, 5.68]]], // Fraiture, Samrée woods
  ['woodedRough', [[49.84, 6.22], [49.84, 6.36], [49.78, 6.36], [49.78, 6.22]]], // Mullerthal
  ['lightWoods', [[50.52, 5.95], [50.52, 6.15], [50.47, 6.15], [50.47, 5.95]]], // Hautes Fagnes
];
/** Valleys cut deep into the plateau: hexes along these river stretches are wooded rough. */
const VALLEYS: LatLon[][] = [
  [[50.2, 6.16], [50.142, 6.14], [50.048, 6.133], [49.935, 6.208], [49.87, 6.29]], // Our
  [[49.911, 5.936], [49.9, 6.02], [49.86, 6.08]], // upper Sûre
  [[50.055, 6.03], [49.95, 6.02]], // Clerve
  [[50.394, 5.93], [50.371, 5.871], [50.407, 5.808]], // Amblève gorge
];
const WEST_WALL: LatLon[] = [[50.58, 6.3], [50.5, 6.37], [50.42, 6.4], [50.35, 6.36], [50.28, 6.4], [50.2, 6.3], [50.12, 6.2], [50.05, 6.17], [49.98, 6.2], [49.93, 6.25], [49.87, 6.33], [49.82, 6.46]];

const P = (name: string): LatLon => {
  const p = PLACES.find((x) => x[0] === name);
  if (!p) throw new Error(`unknown place ${name}`);
  return [p[1], p[2]];
};
/** Roads as waypoints (places, points or forced hexes), primary and secondary. */
const ROADS: [string, 'primary' | 'secondary', Way[]][] = [
  ['N4 Marche–Bastogne–Martelange', 'primary', [P('Marche'), [50.1, 5.55], P('Bastogne'), P('Martelange'), [49.74, 5.76]]],
  ['N30 Bastogne–Houffalize–Werbomont', 'primary', [P('Bastogne'), P('Noville'), P('Houffalize'), P('Baraque de Fraiture'), P('Manhay'), P('Werbomont'), [50.5, 5.68]]],
  ['Bastogne–Clervaux–Dasburg–Prüm', 'primary', [P('Bastogne'), P('Longvilly'), P('Clervaux'), P('Marnach'), '2215', '2115', [50.085, 6.183], P('Prüm'), [50.25, 6.6]]],
  ['Bastogne–Wiltz–Ettelbruck–Echternach', 'primary', [P('Bastogne'), P('Wiltz'), P('Ettelbruck'), P('Diekirch'), P('Beaufort'), P('Echternach'), '1006', P('Bitburg'), [49.95, 6.62]]],
  ['Ettelbruck–Mersch', 'primary', [P('Ettelbruck'), P('Mersch'), '1601']],
  ['Larochette–1601', 'secondary', [P('Diekirch'), P('Larochette'), '1601']],
  ['St-Vith–Schönberg–Prüm', 'primary', [P('St-Vith'), P('Schönberg'), P('Bleialf'), P('Prüm')]],
  ['St-Vith–Steinebrück–Winterspelt', 'secondary', [P('St-Vith'), P('Steinebrück'), P('Winterspelt'), P('Prüm')]],
  ['St-Vith–Poteau–Trois-Ponts–Werbomont', 'primary', [P('St-Vith'), P('Poteau'), P('Trois-Ponts'), P('Werbomont')]],
  ['St-Vith–Vielsalm–Baraque de Fraiture', 'secondary', [P('St-Vith'), P('Vielsalm'), P('Baraque de Fraiture'), P('Samrée'), P('La Roche'), P('Marche')]],
  ['St-Vith–Ligneuville–Malmédy', 'primary', [P('St-Vith'), P('Recht'), P('Ligneuville'), P('Malmédy')]],
  ['Malmédy–Stavelot–Trois-Ponts–Stoumont', 'primary', [P('Malmédy'), P('Stavelot'), P('Trois-Ponts'), P('Stoumont'), [50.47, 5.7]]],
  ['Malmédy–Bütgenbach–Büllingen–Losheim', 'primary', [P('Malmédy'), P('Bütgenbach'), P('Büllingen'), P('Losheim'), [50.33, 6.55]]],
  ['Malmédy–Spa', 'primary', [P('Malmédy'), P('Spa'), [50.62, 5.85]]],
  ['Monschau–Elsenborn–Bütgenbach', 'secondary', [[50.62, 6.2], P('Monschau'), '1837', P('Elsenborn'), P('Bütgenbach')]],
  ['Hofen–Wahlerscheid–Hollerath', 'secondary', [P('Hofen'), '1636', '1535', P('Hollerath'), [50.46, 6.55]]],
  ['Rocherath–Büllingen', 'secondary', [P('Elsenborn'), P('Rocherath'), P('Büllingen')]],
  ['Skyline Drive Diekirch–St-Vith', 'primary', [P('Diekirch'), '2111', P('Hosingen'), P('Marnach'), P('Weiswampach'), [50.2, 6.1], P('St-Vith')]],
  ['Hosingen–Consthum–Wiltz', 'secondary', [P('Hosingen'), '2312', P('Wiltz')]],
  ['Houffalize–Gouvy–St-Vith', 'secondary', [P('Houffalize'), P('Gouvy'), P('St-Vith')]],
  ['Ouren crossing', 'secondary', [P('Weiswampach'), '2120', '2020', [50.16, 6.3], P('Prüm')]],
  ['Gemünd crossing', 'secondary', [P('Hosingen'), '2113', '2013', P('Neuerburg'), [50.03, 6.55]]],
  ['Vianden–Diekirch', 'secondary', [P('Diekirch'), P('Vianden'), [49.94, 6.3]]],
  ['Wallendorf crossing', 'secondary', [P('Beaufort'), P('Wallendorf'), [49.9, 6.4], P('Bitburg')]],
  ['Bastogne–Sibret', 'secondary', [P('Bastogne'), P('Sibret'), [49.95, 5.48]]],
  ['La Roche–Hotton–Erezée–Manhay', 'secondary', [P('Marche'), P('Hotton'), P('Erezée'), P('Manhay')]],
  ['Clervaux–Troisvierges–Gouvy', 'secondary', [P('Clervaux'), P('Troisvierges'), P('Gouvy')]],
  ['Esch-sur-Sûre–Wiltz', 'secondary', [P('Martelange'), P('Esch-sur-Sûre'), P('Wiltz')]],
  ['Neuerburg–Waxweiler–Prüm', 'secondary', [P('Neuerburg'), P('Arzfeld'), P('Waxweiler'), P('Prüm')]],
];

// ---------------------------------------------------------------- rasterising
const inMap = (hex: string | null): hex is string => hex !== null;
function routeHexes(ways: Way[]): string[] {
  const pts = ways.map((w) => (typeof w === 'string' ? hexCenter(w) : project(w)));
  const out: string[] = [];
  for (let i = 1; i < pts.length; i++) {
    const a = pts[i - 1]!;
    const b = pts[i]!;
    const steps = Math.max(2, Math.ceil(Math.hypot(b.x - a.x, b.y - a.y) * 6));
    for (let s = 0; s <= steps; s++) {
      const hex = layout.hexAt({ x: a.x + ((b.x - a.x) * s) / steps, y: a.y + ((b.y - a.y) * s) / steps });
      if (!hex) continue;
      const last = out[out.length - 1];
      if (hex === last) continue;
      if (last && !hexsideBetween(g, last, hex)) {
        // Cut across a corner: step through a hex adjacent to both.
        const bridge = neighbours(g, last).find((n) => hexsideBetween(g, n.hex, hex));
        if (bridge) out.push(bridge.hex);
        else if (out.length) {
          out.length = 0; // left the map and came back: keep the later part only
        }
      }
      out.push(hex);
    }
  }
  return out.filter((h, i) => h !== out[i - 1]);
}
function nearestHexside(pt: Point): string | null {
  const hex = layout.hexAt(pt);
  if (!hex) return null;
  const printed = parseHex(g, hex)!;
  let best: { dir: Direction; d: number } | undefined;
  for (const dir of directionsOf('flat')) {
    const [a, b] = layout.edge(printed, dir);
    const d = Math.hypot((a.x + b.x) / 2 - pt.x, (a.y + b.y) / 2 - pt.y);
    if (!best || d < best.d) best = { dir, d };
  }
  return best && neighbour(g, hex, best.dir) ? canonicalHexside(g, hex, best.dir) : null;
}
function riverSides(ways: LatLon[]): string[] {
  const out: string[] = [];
  for (let i = 1; i < ways.length; i++) {
    const a = project(ways[i - 1]!);
    const b = project(ways[i]!);
    const steps = Math.ceil(Math.hypot(b.x - a.x, b.y - a.y) * 8);
    for (let s = 0; s <= steps; s++) {
      const side = nearestHexside({ x: a.x + ((b.x - a.x) * s) / steps, y: a.y + ((b.y - a.y) * s) / steps });
      if (side && out[out.length - 1] !== side) out.push(side);
    }
  }
  return [...new Set(out)];
}
const insidePolygon = (pt: Point, poly: Point[]) => {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i]!;
    const b = poly[j]!;
    if (a.y > pt.y !== b.y > pt.y && pt.x < ((b.x - a.x) * (pt.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
};
const allHexes: string[] = [];
for (let c = COLS.first; c <= COLS.last; c++) for (let r = ROWS.first; r <= ROWS.last; r++) allHexes.push(`${String(c).padStart(2, '0')}${String(r).padStart(2, '0')}`);
/** A small deterministic hash for scattering light woods. */
const scatter = (hex: string) => {
  let h = Number(hex) * 2654435761;
  h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d);
  h = Math.imul(h ^ (h >>> 12), 0x297a2d39);
  return ((h ^ (h >>> 15)) >>> 0) / 4294967296;
};

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
const slug = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-');
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
const { latOf, lonOf } = (() => {
  const o = project([50, 6]);
  const dLat = project([50.01, 6]);
  const dLon = project([50, 6.01]);
  const a = (dLon.x - o.x) / 0.01, b = (dLat.x - o.x) / 0.01, c = (dLon.y - o.y) / 0.01, d = (dLat.y - o.y) / 0.01;
  const det = a * d - b * c;
  return {
    lonOf: (p: Point) => 6 + (d * (p.x - o.x) - b * (p.y - o.y)) / det,
    latOf: (p: Point) => 50 + (-c * (p.x - o.x) + a * (p.y - o.y)) / det,
  };
})();
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
