// Builds data/maps/titm.map.json: the whole Tigers in the Mist area map as far as the seed names it
// (its gazetteer, §2.6 of shared/rules/tigers-in-the-mist.md), filled out from real geography so
// every scenario plays. The seed has no map: numbers, roads, VP values, zones and lines are
// reconstructions, each marked `placeholder` or `inferred` with its reason, except what the rules
// state (the blown bridges of 5.1, the numbers they imply, the movement example's costs).
// Usage: node scripts/data/titm-map.mjs [--force]
import { prov, writeDocument } from './write.mjs';

const GAP = 'digest §10 (the seed has no map)';
const placeNote = 'Reconstructed from real geography; enter it from the printed map.';
// slug, name, number (null: none known), longitude, latitude, flags, vp, number provenance
const A = [
  ['irrel', 'Irrel', 10, 6.46, 49.85, ['germanStart'], 0, 'stated'],
  ['echternach', 'Echternach', 11, 6.42, 49.81, ['alliedFrontLine'], 0, 'stated'],
  ['bitburg', 'Bitburg', 12, 6.53, 49.97, ['germanStart']],
  ['nusbaum', 'Nusbaum', 19, 6.36, 49.93, ['germanStart'], 0, 'stated'],
  ['beaufort', 'Beaufort', 20, 6.29, 49.84, ['alliedFrontLine'], 0, 'stated'],
  ['larochette', 'Larochette', 21, 6.22, 49.78, []],
  ['mersch', 'Mersch', 22, 6.11, 49.75, [], 1],
  ['luxembourg', 'Luxembourg', 23, 6.13, 49.61, [], 3],
  ['saeul', 'Saeul', 24, 5.98, 49.73, []],
  ['useldange', 'Useldange', 25, 5.98, 49.77, []],
  ['redange', 'Redange', 26, 5.89, 49.76, []],
  ['arsdorf', 'Arsdorf', 27, 5.86, 49.86, []],
  ['arlon', 'Arlon', 30, 5.81, 49.68, [], 1],
  ['martelange', 'Martelange', 31, 5.74, 49.83, []],
  ['wahlerscheid', 'Wahlerscheid', 40, 6.38, 50.5, ['germanStart'], 0, 'stated'],
  ['monschau', 'Monschau', 41, 6.24, 50.55, ['alliedFrontLine'], 0, 'stated'],
  ['eupen', 'Eupen', 42, 6.03, 50.63, [], 1],
  ['elsenborn', 'Elsenborn', 43, 6.22, 50.46, ['alliedFrontLine']],
  ['hollerath', 'Hollerath', 44, 6.4, 50.45, ['germanStart']],
  ['udenbreth', 'Udenbreth', 45, 6.36, 50.41, ['germanStart']],
  ['losheim', 'Losheim', 46, 6.28, 50.35, ['germanStart']],
  ['hallschlag', 'Hallschlag', 47, 6.45, 50.35, ['germanStart']],
  ['prum', 'Prüm', 48, 6.42, 50.21, ['germanStart']],
  ['sinspelt', 'Sinspelt', 49, 6.34, 49.98, ['germanStart']],
  ['dasburg', 'Dasburg', 51, 6.13, 50.05, ['germanStart'], 0, 'stated'],
  ['manderfeld', 'Manderfeld', 52, 6.33, 50.33, ['alliedFrontLine']],
  ['schonberg', 'Schönberg', 53, 6.26, 50.29, ['alliedFrontLine']],
  ['weiswampach', 'Weiswampach', 54, 6.08, 50.14, []],
  ['gemund', 'Gemund', 55, 6.17, 49.97, ['germanStart'], 0, 'stated'],
  ['vianden', 'Vianden', 56, 6.2, 49.93, ['alliedFrontLine']],
  ['diekirch', 'Diekirch', 57, 6.16, 49.87, ['alliedFrontLine']],
  ['ettelbruck', 'Ettelbruck', 58, 6.1, 49.85, [], 1, 'inferred'],
  ['eschdorf', 'Eschdorf', 59, 5.93, 49.88, [], 0, 'inferred'],
  ['rambrouch', 'Rambrouch', 60, 5.85, 49.83, []],
  ['wiltz', 'Wiltz', 61, 5.93, 49.97, [], 1],
  ['bastogne', 'Bastogne', 62, 5.72, 50.0, ['panzerReserveTrigger'], 3],
  ['noville', 'Noville', 63, 5.76, 50.06, []],
  ['houffalize', 'Houffalize', 64, 5.79, 50.13, [], 1],
  ['hoffraai', 'Hoffraai', 65, 5.73, 50.25, []],
  ['vielsalm', 'Vielsalm', 66, 5.91, 50.28, []],
  ['stvith', 'St-Vith', 67, 6.13, 50.28, ['panzerReserveTrigger'], 2],
  ['hosingen', 'Hosingen', 68, 6.09, 50.01, ['alliedFrontLine']],
  ['holzthum', 'Holzthum', 69, 6.1, 49.97, ['alliedFrontLine'], 0, 'stated'],
  ['marnach', 'Marnach', 70, 6.07, 50.05, ['alliedFrontLine'], 0, 'stated'],
  ['clervaux', 'Clervaux', 71, 6.03, 50.05, ['panzerReserveTrigger'], 1],
  ['butgenbach', 'Bütgenbach', 72, 6.2, 50.42, []],
  ['waimes', 'Waimes', 73, 6.11, 50.41, []],
  ['malmedy', 'Malmedy', 74, 6.03, 50.43, [], 1],
  ['stavelot', 'Stavelot', 75, 5.93, 50.39, [], 1],
  ['troisponts', 'Trois-Ponts', 76, 5.87, 50.37, []],
  ['spa', 'Spa', 77, 5.86, 50.49, [], 1],
  ['verviers', 'Verviers', 78, 5.86, 50.59, [], 1],
  ['stoumont', 'Stoumont', 79, 5.81, 50.41, []],
  ['aywaille', 'Aywaille', 80, 5.68, 50.47, []],
  ['liege', 'Liège', 81, 5.57, 50.63, [], 3],
  ['werbomont', 'Werbomont', 82, 5.68, 50.38, []],
  ['manhay', 'Manhay', 83, 5.67, 50.29, []],
  ['hotton', 'Hotton', 84, 5.45, 50.27, []],
  ['marche', 'Marche', 85, 5.34, 50.23, [], 1],
  ['laroche', 'La Roche', 86, 5.58, 50.18, []],
  ['sprimont', 'Sprimont', 87, 5.58, 50.02, []],
  ['moircy', 'Moircy', 88, 5.48, 49.98, []],
  ['nives', 'Nives', 89, 5.62, 49.93, []],
  ['neufchateau', 'Neufchâteau', 90, 5.43, 49.84, []],
  ['libramont', 'Libramont', 91, 5.38, 49.92, []],
  ['sthubert', 'St-Hubert', 92, 5.37, 50.03, []],
  ['rochefort', 'Rochefort', 93, 5.22, 50.16, []],
  ['celles', 'Celles', 94, 5.01, 50.23, []],
  ['ciney', 'Ciney', 95, 5.1, 50.3, []],
  ['dinant', 'Dinant', 96, 4.91, 50.26, [], 2],
  ['givet', 'Givet', 97, 4.83, 50.14, []],
  ['namur', 'Namur', 98, 4.87, 50.47, [], 2],
  ['huy', 'Huy', 99, 5.24, 50.52, [], 2],
];
// letter, name, owner, multiplier, closedTo, adjacent zones, longitude, latitude
const Z = [
  ['A', 'Zone A (Eifel, north)', 'german', 0, ['allied'], ['B', 'D'], 6.55, 50.5],
  ['B', 'Zone B (Eifel, Prüm)', 'german', 0, ['allied'], ['A', 'C'], 6.6, 50.25],
  ['C', 'Zone C (Bitburg)', 'german', 0, ['allied'], ['B', 'N'], 6.62, 49.9],
  ['D', 'Zone D (Aachen)', 'allied', 1, [], ['A', 'E'], 6.15, 50.72],
  ['E', 'Zone E (north of Liège)', 'allied', 1, [], ['D', 'F'], 5.55, 50.74],
  ['F', 'Zone F (Meuse at Huy)', 'allied', 2, [], ['E', 'G'], 5.1, 50.62],
  ['G', 'Zone G (Meuse at Namur)', 'allied', 3, [], ['F', 'H'], 4.72, 50.5],
  ['H', 'Zone H (Meuse at Dinant)', 'allied', 3, [], ['G', 'I'], 4.72, 50.28],
  ['I', 'Zone I (Meuse at Givet)', 'allied', 2, [], ['H', 'J'], 4.72, 50.08],
  ['J', 'Zone J (Bouillon)', 'allied', 1, [], ['I', 'K'], 5.25, 49.82],
  ['K', 'Zone K (Florenville)', 'allied', 1, [], ['J', 'L'], 5.45, 49.72],
  ['L', 'Zone L (south of Arlon)', 'allied', 0, ['german'], ['K', 'M'], 5.8, 49.56],
  ['M', 'Zone M (south of Luxembourg)', 'allied', 0, ['german'], ['L', 'P'], 6.0, 49.5],
  ['P', 'Zone P (Luxembourg, east)', 'allied', 0, ['german'], ['M', 'N'], 6.25, 49.52],
  ['N', 'Zone N (Moselle)', 'allied', 0, ['german'], ['P', 'C'], 6.5, 49.68],
];
// a, b, road (p/s), river crossing (bridge), id (a pair of numbers where both areas have one)
const L = [
  ['C', 'irrel', 'p'], ['C', 'nusbaum', 'p'], ['C', 'bitburg', 'p'], ['bitburg', 'irrel', 'p'], ['bitburg', 'nusbaum', 's'], ['bitburg', 'sinspelt', 's'],
  ['B', 'prum', 'p'], ['B', 'hallschlag', 'p'], ['prum', 'sinspelt', 's'], ['prum', 'schonberg', 's'], ['prum', 'hallschlag', 's'], ['sinspelt', 'dasburg', 's'], ['sinspelt', 'gemund', 's'], ['nusbaum', 'gemund', 's'],
  ['A', 'hollerath', 'p'], ['A', 'wahlerscheid', 'p'], ['hollerath', 'wahlerscheid', 's'], ['hollerath', 'udenbreth', 's'], ['udenbreth', 'losheim', 's'], ['hallschlag', 'losheim', 'p'], ['hallschlag', 'udenbreth', 's'],
  ['wahlerscheid', 'monschau', 's', true], ['monschau', 'elsenborn', 's'], ['monschau', 'eupen', 'p'], ['D', 'eupen', 'p'], ['D', 'monschau', 's'],
  ['hollerath', 'elsenborn', 's'], ['losheim', 'butgenbach', 'p'], ['elsenborn', 'butgenbach', 's'], ['butgenbach', 'waimes', 'p'], ['waimes', 'malmedy', 'p', true],
  ['losheim', 'manderfeld', 'p'], ['manderfeld', 'schonberg', 's'], ['schonberg', 'stvith', 'p', true], ['stvith', 'vielsalm', 'p', true], ['stvith', 'malmedy', 's'], ['stvith', 'weiswampach', 'p'], ['stvith', 'houffalize', 's'],
  ['malmedy', 'stavelot', 'p', true], ['stavelot', 'troisponts', 'p'], ['stavelot', 'spa', 's'], ['spa', 'verviers', 'p'], ['verviers', 'eupen', 'p'], ['verviers', 'liege', 'p'], ['spa', 'aywaille', 's'],
  ['troisponts', 'stoumont', 's'], ['stoumont', 'aywaille', 's'], ['troisponts', 'vielsalm', 's', true], ['troisponts', 'werbomont', 'p', true], ['werbomont', 'manhay', 'p'], ['aywaille', 'liege', 'p'], ['werbomont', 'aywaille', 's'],
  ['vielsalm', 'manhay', 's'], ['vielsalm', 'hoffraai', 's'], ['hoffraai', 'manhay', 'p'], ['hoffraai', 'houffalize', 'p'], ['hoffraai', 'laroche', 's'],
  ['manhay', 'hotton', 's'], ['hotton', 'marche', 'p', true], ['laroche', 'hotton', 's', true], ['houffalize', 'laroche', 's', true], ['marche', 'ciney', 'p'], ['marche', 'rochefort', 's'], ['ciney', 'dinant', 'p'], ['ciney', 'huy', 's'], ['celles', 'dinant', 's'],
  ['rochefort', 'celles', 's'], ['rochefort', 'sthubert', 's'], ['dinant', 'namur', 'p'], ['namur', 'huy', 'p'], ['huy', 'liege', 'p'], ['celles', 'givet', 's'],
  ['liege', 'E', 'p'], ['huy', 'F', 'p', true], ['namur', 'G', 'p', true], ['dinant', 'H', 'p', true], ['givet', 'I', 'p', true], ['libramont', 'J', 'p'], ['neufchateau', 'K', 'p'], ['arlon', 'L', 'p'], ['luxembourg', 'M', 'p'], ['luxembourg', 'P', 'p'], ['echternach', 'N', 's'],
  ['weiswampach', 'clervaux', 'p'], ['weiswampach', 'marnach', 's'], ['dasburg', 'marnach', 's', true], ['marnach', 'clervaux', 'p'], ['marnach', 'hosingen', 'p'], ['clervaux', 'wiltz', 's'], ['clervaux', 'houffalize', 's'],
  ['hosingen', 'holzthum', 's'], ['gemund', 'holzthum', 's', true], ['holzthum', 'diekirch', 's'], ['hosingen', 'wiltz', 's'], ['vianden', 'diekirch', 's'], ['nusbaum', 'vianden', 's', true], ['diekirch', 'ettelbruck', 'p', true],
  ['wiltz', 'bastogne', 'p'], ['wiltz', 'eschdorf', 's'], ['eschdorf', 'ettelbruck', 's', true], ['eschdorf', 'rambrouch', 's'], ['martelange', 'bastogne', 'p'], ['martelange', 'arlon', 's'], ['arlon', 'luxembourg', 'p'],
  ['noville', 'bastogne', 'p'], ['noville', 'houffalize', 'p'], ['bastogne', 'sprimont', 's'], ['sprimont', 'moircy', 's'], ['bastogne', 'nives', 'p'], ['nives', 'moircy', 's'], ['moircy', 'sthubert', 's'], ['moircy', 'libramont', 's'],
  ['nives', 'neufchateau', 'p'], ['neufchateau', 'libramont', 'p'], ['libramont', 'sthubert', 's'], ['bastogne', 'laroche', 's'], ['laroche', 'marche', 's'],
  ['irrel', 'echternach', 's', true], ['nusbaum', 'beaufort', 's', true], ['echternach', 'beaufort', 's'], ['beaufort', 'larochette', 's'], ['larochette', 'mersch', 's'], ['larochette', 'diekirch', 's'], ['mersch', 'ettelbruck', 'p'], ['mersch', 'luxembourg', 'p'], ['echternach', 'luxembourg', 'p'],
  ['mersch', 'saeul', 's'], ['saeul', 'useldange', 's'], ['useldange', 'redange', 's'], ['redange', 'arsdorf', 's'], ['arsdorf', 'rambrouch', 'p'],
];
const stated = {
  '10-11': 'Irrel – Echternach', '19-20': 'Nusbaum – Beaufort', '40-41': 'Wahlerscheid – Monschau', '51-70': 'Dasburg – Marnach', '55-69': 'Gemund – Holzthum',
};
const byId = Object.fromEntries(A.map((a) => [a[0], a]));
const pos = (lon, lat) => ({ x: Math.round((lon - 4.6) * 520), y: Math.round((50.8 - lat) * 780) });

const areas = {};
for (const [id, name, number, lon, lat, given, vp, conf] of A) {
  // Initial control is not stated (digest §7.3): east of the front German, the rest Allied.
  const flags = given.includes('germanStart') ? given : [...given, 'alliedStart'];
  const provenance = {
    '/number': conf === 'stated' ? prov('5.1 (blown bridges named by area numbers)', 'inferred', 'The name order in 5.1 suggests this number; the text does not say so.') : conf === 'inferred' ? prov('§9 movement example (bridge 58-59 on Mersch → Ettelbruck → Eschdorf)', 'inferred') : prov(GAP, 'placeholder', 'Numbers are not in the seed; consecutive numbers were kept on neighbouring areas where possible (3.22).'),
    '/position': prov(GAP, 'placeholder', placeNote),
  };
  if (flags.length) provenance['/flags'] = prov('3.25, 3.27 (front line and release marks); digest §10.2', 'placeholder', 'Which areas carry these marks is on the printed map, not in the seed.');
  if (vp) provenance['/vp'] = prov('3.26, 12.21; digest §10.2', 'placeholder', 'VP values are printed on the map, not in the seed.');
  areas[id] = { name, number, ...(vp ? { vp } : {}), ...(flags.length ? { flags } : {}), position: pos(lon, lat), provenance };
}
const zones = {};
for (const [id, name, owner, mult, closed, adj, lon, lat] of Z) {
  zones[id] = {
    name, initialOwner: owner, ...(mult ? { vpMultiplier: mult } : {}), ...(closed.length ? { closedTo: closed } : {}), adjacentZones: adj, position: pos(lon, lat),
    provenance: {
      '/initialOwner': prov('13.11 (German A–C, Allied D–P)', 'stated'),
      ...(closed.length ? { '/closedTo': prov('11.22, 11.23', 'stated') } : {}),
      ...(mult ? { '/vpMultiplier': prov('3.28, 12.23; digest §10.3', 'placeholder', 'Multipliers (1–3) are printed in squares on the map; which zone has which is not in the seed.') } : {}),
      '/adjacentZones': prov('11.14; digest §10.3', 'placeholder', 'The order of the zones along the edge is not in the seed.'),
      '/position': prov(GAP, 'placeholder', placeNote),
    },
  };
}
const connections = {};
for (const [a, b, road, river] of L) {
  const na = byId[a]?.[2];
  const nb = byId[b]?.[2];
  const pair = na && nb ? `${Math.min(na, nb)}-${Math.max(na, nb)}` : `${a}-${b}`;
  const id = connections[pair] ? `${a}-${b}` : pair;
  const known = stated[id];
  const name = (x) => byId[x]?.[1] ?? `Zone ${x}`;
  connections[id] = {
    between: [a, b], road: road === 'p' ? 'primary' : 'secondary',
    ...(river ? { river: true, bridge: { name: known ?? `${name(a)} – ${name(b)}`, ...(known ? { printedBlown: true } : {}) } } : {}),
    provenance: {
      '': id === '58-59' ? prov('§9 movement example', 'inferred', 'Mersch → Ettelbruck → Eschdorf → Rambrouch costs 5 MP across bridge 58-59; the Saeul detour costs 9.') : known ? prov('5.1', 'stated') : a.length === 1 || b.length === 1 ? prov('11.13 (zones join their areas by primary road)', 'placeholder', 'Which areas a zone touches is not in the seed.') : prov(GAP, 'placeholder', 'The road network is not in the seed; a reconstruction from real roads so the scenarios play.'),
      '/road': prov(GAP, 'placeholder', 'Road classes are printed on the map, not in the seed.'),
    },
  };
}
const intro = ['irrel', 'bitburg', 'nusbaum', 'gemund', 'echternach', 'beaufort', 'larochette', 'mersch', 'luxembourg', 'diekirch', 'vianden', 'ettelbruck', 'holzthum', 'saeul', 'useldange', 'C', 'N', 'P', 'M'];
const red = ['prum', 'sinspelt', 'dasburg', 'gemund', 'nusbaum', 'bitburg', 'marnach', 'holzthum', 'hosingen', 'clervaux', 'weiswampach', 'stvith', 'schonberg', 'manderfeld', 'vielsalm', 'houffalize', 'noville', 'bastogne', 'wiltz', 'eschdorf', 'rambrouch', 'arsdorf', 'martelange', 'diekirch', 'ettelbruck', 'vianden', 'hoffraai', 'laroche', 'hotton', 'marche', 'rochefort', 'ciney', 'celles', 'dinant', 'namur', 'givet', 'sprimont', 'moircy', 'nives', 'neufchateau', 'libramont', 'sthubert', 'B', 'C', 'G', 'H', 'I', 'J', 'K'];
const lines = (source) => ({ '': prov(source, 'placeholder', 'The printed scenario lines are not in the seed; this set follows the scenario\'s forces and named places.') });
const map = {
  kind: 'map', schemaVersion: 1, id: 'titm', name: 'Tigers in the Mist: the Ardennes, 16–22 December 1944',
  description: 'Every area and zone the seed names (digest §2.6), filled out from real geography so every scenario plays. The seed has no map: the numbers other than those 5.1 and the examples imply, the roads, VP values, marks, zone order and multipliers and the scenario lines are placeholders to check against the printed map.',
  ruleset: 'titm', topology: 'area', areas, zones, connections,
  areaSets: {
    greenLine: { name: 'The 7th Army Attacks: east and south of the green line', purpose: 'scenarioArea', members: intro, provenance: lines('Scenario 8.1') },
    redLine: { name: '5th Panzer Army vs VIII Corps: inside the red line', purpose: 'scenarioArea', members: red, provenance: lines('Scenario 8.2') },
    firstThreeDaysTowns: { name: 'The First Three Days: VP towns', purpose: 'victoryTowns', members: ['luxembourg', 'arlon', 'martelange', 'bastogne', 'noville', 'houffalize', 'vielsalm', 'stavelot', 'malmedy', 'hoffraai', 'monschau'], provenance: { '': prov('Scenario 8.3', 'stated') } },
    introTowns: { name: 'The 7th Army Attacks: victory towns', purpose: 'victoryTowns', members: ['luxembourg', 'mersch'], provenance: { '': prov('Scenario 8.1', 'stated') } },
    germanEntryZones: { name: 'German entry zones (A–C)', purpose: 'zones', members: ['A', 'B', 'C'], provenance: { '': prov('13.11', 'stated') } },
    breakthroughZones: { name: 'Breakthrough zones (D–K)', purpose: 'zones', members: ['D', 'E', 'F', 'G', 'H', 'I', 'J', 'K'], provenance: { '': prov('Scenario 8.3', 'stated') } },
    alliedSupplyGK: { name: 'Allied supply, 5th Pz scenario (G–K)', purpose: 'supply', members: ['G', 'H', 'I', 'J', 'K'], provenance: { '': prov('Scenario 8.2', 'stated') } },
  },
  provenance: { '': prov('shared/rules/tigers-in-the-mist.md §2', 'placeholder', 'A reconstruction: the seed gives no map. See each value.') },
};
writeDocument('data/maps/titm.map.json', map);
