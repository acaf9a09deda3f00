/** Builds a large, valid Ardennes '44-style hex map for benchmarks: columns × rows hexes with terrain, rivers, bridges and roads. */
import { canonicalHexside, gridGeometry, neighbour, type Direction } from '../src/hex';

/** A small deterministic generator (mulberry32), so every run benchmarks the same map. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function generateHexMap(columns: number, rows: number, seed = 44): Record<string, unknown> {
  const grid = { orientation: 'flat' as const, stagger: 'odd' as const, columns: { first: 1, last: columns }, rows: { first: 1, last: rows }, numbering: { columnDigits: 3, rowDigits: 3 } };
  const g = gridGeometry(grid);
  const rnd = random(seed);
  const id = (c: number, r: number) => String(c).padStart(3, '0') + String(r).padStart(3, '0');
  const base = ['clear', 'lightWoods', 'forest', 'woodedRough'];
  const hexes: Record<string, unknown> = {};
  const hexsides: Record<string, unknown> = {};
  const roads: Record<string, unknown> = {};
  for (let c = 1; c <= columns; c++) {
    for (let r = 1; r <= rows; r++) {
      const x = rnd();
      hexes[id(c, r)] = x < 0.03 ? { terrain: 'clear', features: ['village'] } : { terrain: base[Math.floor(rnd() * base.length)] };
      if (rnd() < 0.12) {
        const dir = (['N', 'NE', 'SE'] as Direction[])[Math.floor(rnd() * 3)]!;
        if (neighbour(g, id(c, r), dir)) hexsides[canonicalHexside(g, id(c, r), dir)] = rnd() < 0.1 ? { features: ['river'], bridge: {} } : { features: ['river'] };
      }
    }
  }
  // A block of 51 × 25 hexes of wooded rough ringed by clear: a flood fill from inside covers exactly 1,275 hexes.
  for (let c = 9; c <= 61; c++) {
    for (let r = 9; r <= 35; r++) {
      const ring = c === 9 || c === 61 || r === 9 || r === 35;
      hexes[id(c, r)] = { terrain: ring ? 'clear' : 'woodedRough' };
    }
  }
  // Roads run down every fifth column, hex by adjacent hex.
  for (let c = 3; c <= columns; c += 5) roads[`road-${c}`] = { class: c % 10 === 3 ? 'primary' : 'secondary', hexes: Array.from({ length: rows }, (_, i) => id(c, i + 1)) };
  return {
    kind: 'map',
    schemaVersion: 1,
    id: 'bench-map',
    name: `Generated ${columns}×${rows} map`,
    ruleset: 'ardennes44',
    topology: 'hex',
    grid,
    defaultTerrain: 'clear',
    hexes,
    hexsides,
    roads,
    victoryHexes: Object.fromEntries(Array.from({ length: 20 }, (_, i) => [id(5 + i * 5, 10 + i), { vp: 1 }])),
    hexSets: { west: { name: 'West', purpose: 'region', hexes: Array.from({ length: rows }, (_, i) => id(1, i + 1)) } },
  };
}
