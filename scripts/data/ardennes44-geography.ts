// The real geography of the Ardennes that the reconstructed maps are drawn from (approximate
// coordinates at about 2.6 km per hex), and the hexes of the rules that fix the projection. Shared by
// the East and West map builders, so the two maps agree along their seam.
import { formatHex, hexsideBetween, neighbours, parseHex } from '../../src/hex';
import type { HexLayout, Point } from '../../src/hex/pixel';
import { hexEdges } from './hexEdges';

export type LatLon = readonly [number, number];
export type Way = LatLon | string; // a geographic point, or a hex the route must pass through

/** The hexes the rules name, with where they are: they fix the projection (digest §3.5). */
export const ANCHORS: [string, LatLon][] = [
  ['2115', [50.048, 6.133]], // Dasburg bridge (7.10)
  ['2020', [50.142, 6.14]], // Ouren bridge (7.8)
  ['2013', [49.975, 6.172]], // Gemünd bridge (7.10)
  ['1331', [50.36, 6.3]], // Losheim/Udenbreth: 277 VG and 12 VG (3.4)
  ['1535', [50.49, 6.33]], // Wahlerscheid: 2nd ID RRD regiments (27.6)
  ['1839', [50.555, 6.24]], // Monschau (27.6)
  ['1837', [50.525, 6.255]], // Hofen (27.6)
  ['1006', [49.818, 6.43]], // Echternach, German bank (29.2)
];

// ---------------------------------------------------------------- geography (approximate real coordinates)
export type Kind = 'village' | 'town' | 'city';
export const PLACES: [string, number, number, Kind][] = [
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
export const RIVERS: Record<string, { name: string; feature: 'river'; ways: LatLon[] }> = {
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
export const AREAS: [string, LatLon[]][] = [
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
export const VALLEYS: LatLon[][] = [
  [[50.2, 6.16], [50.142, 6.14], [50.048, 6.133], [49.935, 6.208], [49.87, 6.29]], // Our
  [[49.911, 5.936], [49.9, 6.02], [49.86, 6.08]], // upper Sûre
  [[50.055, 6.03], [49.95, 6.02]], // Clerve
  [[50.394, 5.93], [50.371, 5.871], [50.407, 5.808]], // Amblève gorge
];
export const WEST_WALL: LatLon[] = [[50.58, 6.3], [50.5, 6.37], [50.42, 6.4], [50.35, 6.36], [50.28, 6.4], [50.2, 6.3], [50.12, 6.2], [50.05, 6.17], [49.98, 6.2], [49.93, 6.25], [49.87, 6.33], [49.82, 6.46]];

export const P = (name: string): LatLon => {
  const p = PLACES.find((x) => x[0] === name);
  if (!p) throw new Error(`unknown place ${name}`);
  return [p[1], p[2]];
};
/** Roads as waypoints (places, points or forced hexes), primary and secondary. */
export const ROADS: [string, 'primary' | 'secondary', Way[]][] = [
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
// ---------------------------------------------------------------- the West map's geography (approximate real coordinates)
/** Places of the West map. */
export const WEST_PLACES: [string, number, number, Kind][] = [
  ['Namur', 50.466, 4.867, 'city'], ['Dinant', 50.26, 4.912, 'town'], ['Givet', 50.137, 4.825, 'town'], ['Andenne', 50.49, 5.094, 'town'],
  ['Huy', 50.518, 5.24, 'town'], ['Amay', 50.55, 5.32, 'town'], ['Rochefort', 50.162, 5.222, 'town'], ['Ciney', 50.295, 5.1, 'town'],
  ['St-Hubert', 50.027, 5.374, 'town'], ['Neufchâteau', 49.841, 5.435, 'town'], ['Bouillon', 49.794, 5.067, 'town'], ['Philippeville', 50.196, 4.543, 'town'],
  ['Charleroi', 50.411, 4.444, 'city'], ['Libramont', 49.92, 5.38, 'village'], ['Beauraing', 50.11, 4.957, 'village'], ['Celles', 50.23, 5.01, 'village'],
  ['Foy-Notre-Dame', 50.245, 4.98, 'village'], ['Durbuy', 50.353, 5.456, 'village'], ['Havelange', 50.385, 5.24, 'village'], ['Gembloux', 50.56, 4.69, 'village'],
  ['Wellin', 50.08, 5.11, 'village'], ['Nassogne', 50.13, 5.34, 'village'], ['Paliseul', 49.9, 5.13, 'village'], ['Fumay', 49.99, 4.71, 'village'],
  ['Revin', 49.93, 4.64, 'village'], ['Monthermé', 49.88, 4.74, 'village'], ['Rocroi', 49.93, 4.52, 'village'], ['Couvin', 50.05, 4.49, 'village'],
  ['Yvoir', 50.33, 4.88, 'village'], ['Assesse', 50.37, 5.02, 'village'], ['Ouffet', 50.44, 5.47, 'village'], ['Houyet', 50.19, 5.01, 'village'],
  ['Hastière', 50.22, 4.83, 'village'], ['Vresse', 49.87, 4.93, 'village'], ['Florenville', 49.7, 5.31, 'village'], ['Engis', 50.58, 5.4, 'village'],
];
/** Liège lies east of the East map's west edge at its real place (5.57°E), but the book puts it on the West map (11.9, 30.2B): its four hexes are the West map's north-east corner, the nearest. */
export const LIEGE = ['W0143', 'W0142', 'W0243', 'W0242'];
/** A named place's coordinates (either map's). */
export const W = (name: string): LatLon => {
  const p = [...WEST_PLACES, ...PLACES].find((x) => x[0] === name);
  if (!p) throw new Error(`unknown place ${name}`);
  return [p[1], p[2]];
};
/** The West map's rivers. */
export const WEST_RIVERS: { name: string; feature: 'river' | 'meuse'; ways: Way[] }[] = [
  { name: 'Meuse', feature: 'meuse', ways: [[49.74, 4.72], W('Monthermé'), W('Revin'), W('Fumay'), W('Givet'), W('Hastière'), W('Dinant'), W('Yvoir'), W('Namur'), W('Andenne'), W('Huy'), W('Amay'), W('Engis'), 'W0241'] },
  { name: 'Semois', feature: 'river', ways: [[49.66, 5.5], W('Florenville'), [49.76, 5.2], W('Bouillon'), [49.84, 4.98], W('Vresse'), W('Monthermé')] },
  { name: 'Lesse', feature: 'river', ways: [[49.95, 5.33], [50.08, 5.28], W('Rochefort'), W('Houyet'), [50.24, 4.9]] },
  { name: 'Ourthe (lower)', feature: 'river', ways: [[50.33, 5.45], W('Durbuy'), [50.43, 5.5], 'W0141'] },
  { name: 'Sambre', feature: 'river', ways: [[50.38, 4.3], W('Charleroi'), [50.44, 4.7], W('Namur')] },
];
// ---------------------------------------------------------------- drawing geography onto a hex grid
/**
 * Geography drawn onto one map's grid: the projection fitted through the anchors (least squares,
 * affine, from latitude and longitude to the layout's pixels), and the rasterising of routes,
 * rivers and areas. `anchorCenter` gives where an anchor hex (numbered on the East map) lies in this
 * layout, so a map beside the East map is drawn in the same projection and the two agree at the seam.
 */
export function canvas(layout: HexLayout, anchorCenter: (hex: string) => Point) {
  const g = layout.g;
  const hexCenter = (hex: string) => layout.center(parseHex(g, hex)!);
  const project = (() => {
    const rows = ANCHORS.map(([hex, [lat, lon]]) => ({ a: [1, lon, lat], p: anchorCenter(hex) }));
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
  /** The hexes a route passes, as adjacent steps; a way is a point or a hex of this map. */
  function routeHexes(ways: readonly Way[], wayCenter: (hex: string) => Point = hexCenter): string[] {
    const pts = ways.map((w) => (typeof w === 'string' ? wayCenter(w) : project(w)));
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
  const edges = hexEdges(layout);
  /**
   * The hexsides a river runs along: one unbroken line along the hex edges, from corner to corner
   * nearest its course (a way is a point or a hex whose centre it passes), through every hexside of
   * `through` (a named bridge, a crossing a rule names).
   */
  const riverSides = (ways: readonly Way[], through: readonly string[] = []) => edges.line(ways.map((w) => (typeof w === 'string' ? hexCenter(w) : project(w))), through);
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
  const allHexes: string[] = [];
  for (let c = g.cols.first; c <= g.cols.last; c++) for (let r = g.rows.first; r <= g.rows.last; r++) allHexes.push(formatHex(g, { col: c, row: r }));
  return { g, layout, hexCenter, project, hexAt, routeHexes, riverSides, edges, latOf, lonOf, allHexes };
}

export const insidePolygon = (pt: Point, poly: Point[]) => {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i]!;
    const b = poly[j]!;
    if (a.y > pt.y !== b.y > pt.y && pt.x < ((b.x - a.x) * (pt.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
};

/** A small deterministic hash of a hex id, for scattering light woods. */
export const scatter = (hex: string) => {
  let h = Number(hex.replace(/\D/g, '')) * 2654435761;
  h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d);
  h = Math.imul(h ^ (h >>> 12), 0x297a2d39);
  return ((h ^ (h >>> 15)) >>> 0) / 4294967296;
};

export const slug = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-');
