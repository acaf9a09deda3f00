import type { CounterFace, HexMap, Ruleset } from '../../../generated/documents';
import { boardOf, directionsOf, type Board, type GridGeometry } from '../../../hex';
import type { GameDocuments as AnyDocuments } from '../../core/types';
import type { GameDocuments } from './types';
import { MAX_GRID_HEXES } from '../../../shared/gridLimit';

/** Static facts of one unit, read once from the order of battle and the ruleset. */
export interface UnitInfo {
  readonly id: string;
  readonly name: string;
  readonly side: string;
  /** Its nationality in the order of battle (27.3: the British). */
  readonly nationality?: string;
  readonly formation?: string;
  /** The division it counts in for command and control (its formation when that is a division, or itself). */
  readonly division: string;
  /** Part of a division, or of a formation that counts as one (14.3): a brigade, a cavalry group. */
  readonly divisional: boolean;
  readonly unitClass: string;
  readonly movementClass: string;
  readonly tags: ReadonlySet<string>;
  readonly steps: number;
  readonly front: CounterFace;
  readonly back?: CounterFace;
}

/**
 * The static part of a game, compiled once and kept outside the mutable state: the map as a graph
 * indexed by hex ordinal (typed arrays), the units' printed facts, the turn order.
 */
export interface Compiled {
  readonly docs: GameDocuments;
  readonly ruleset: Ruleset;
  readonly map: HexMap;
  /** The first map's grid; the board lays every map of the scenario in its frame. */
  readonly g: GridGeometry;
  readonly board: Board;
  /** The board's edges each hex lies on (N, S, E, W). */
  readonly edges: readonly (readonly string[])[];
  readonly ids: readonly string[];
  readonly ordinal: ReadonlyMap<string, number>;
  /** Neighbour ordinal per hex and direction (6 per hex), -1 off the map. */
  readonly nb: Int32Array;
  readonly terrain: readonly string[];
  readonly features: readonly (readonly string[])[];
  /** Hexside features per hex and direction. */
  readonly side: readonly (readonly string[] | undefined)[];
  readonly sideId: readonly string[];
  /** 1 where a bridge is printed on the side. */
  readonly bridge: Uint8Array;
  /** The hexside ids of the printed bridges, each once. */
  readonly bridges: readonly string[];
  /** Road class on the side (index into roadClasses, -1 none). */
  readonly road: Int8Array;
  readonly roadClasses: readonly string[];
  readonly units: ReadonlyMap<string, UnitInfo>;
  readonly turnOrder: readonly string[];
  readonly victoryHexes: readonly string[];
  /** The artillery units of the order of battle, by id (22): the few that support combats. */
  readonly artillery: readonly string[];
  readonly dirs: readonly string[];
  /** Axial coordinates per ordinal, for distances. */
  readonly q: Int32Array;
  readonly r: Int32Array;
}

/** Compiles the documents of a game. */
export function compile(input: AnyDocuments): Compiled {
  if (input.map.topology !== 'hex') throw new Error(`The ${input.ruleset.system} system plays hex maps; the map "${input.map.id}" is an ${input.map.topology} map.`);
  const docs = input as GameDocuments;
  const { ruleset, map, oob } = docs;
  for (const m of docs.maps && docs.maps.length > 1 ? docs.maps : [map]) {
    const hexes = Math.max(0, m.grid.columns.last - m.grid.columns.first + 1) * Math.max(0, m.grid.rows.last - m.grid.rows.first + 1);
    if (hexes > MAX_GRID_HEXES) throw new Error(`The map "${m.id}" spans ${hexes.toLocaleString('en')} hexes; the engine plays maps of up to ${MAX_GRID_HEXES.toLocaleString('en')}.`);
    if (hexes === 0) throw new Error(`The map "${m.id}" has no hex in its grid (its first column or row is after its last).`);
  }
  const board = boardOf(docs.maps && docs.maps.length > 1 ? docs.maps : [map]);
  if ('error' in board) throw new Error(`The scenario's maps cannot be played together: ${board.error}.`);
  const g = board.parts[0]!.g;
  const dirs = directionsOf(g.orientation);
  const fixed = board.hexes;
  const ordinal = new Map(fixed.map((id, i) => [id, i]));
  const n = fixed.length;
  const nb = new Int32Array(n * 6).fill(-1);
  const side: (readonly string[] | undefined)[] = new Array(n * 6);
  const sideId: string[] = new Array(n * 6);
  const bridge = new Uint8Array(n * 6);
  const road = new Int8Array(n * 6).fill(-1);
  const roadClasses = Object.keys(ruleset.roadClasses ?? {});
  const rank = (cls: string) => roadClasses.indexOf(cls);
  for (let k = 0; k < n; k++) {
    const id = fixed[k]!;
    dirs.forEach((d, j) => {
      const other = board.neighbour(id, d);
      if (other) nb[k * 6 + j] = ordinal.get(other)!;
      const sid = board.hexsideId(id, d);
      sideId[k * 6 + j] = sid;
      const hs = map.hexsides?.[sid];
      side[k * 6 + j] = hs?.features;
      if (hs?.bridge) bridge[k * 6 + j] = 1;
    });
  }
  for (const r of Object.values(map.roads ?? {})) {
    for (let i = 1; i < r.hexes.length; i++) {
      const a = ordinal.get(r.hexes[i - 1]!);
      const b = ordinal.get(r.hexes[i]!);
      if (a === undefined || b === undefined) continue;
      for (const [x, y] of [[a, b], [b, a]] as const) {
        const j = dirIndex(nb, x, y);
        // Primary (listed first) beats secondary where two roads share a side.
        if (j >= 0 && (road[x * 6 + j] === -1 || rank(r.class) < road[x * 6 + j]!)) road[x * 6 + j] = rank(r.class);
      }
    }
  }
  const q = new Int32Array(n);
  const rr = new Int32Array(n);
  fixed.forEach((id, k) => {
    const a = board.axialOf(id)!;
    q[k] = a.q;
    rr[k] = a.r;
  });
  const units = new Map<string, UnitInfo>();
  for (const [id, u] of Object.entries(oob.units)) {
    const type = oob.unitTypes[u.type];
    const cls = type ? ruleset.unitClasses[type.unitClass] : undefined;
    const f = u.formation ? oob.formations?.[u.formation] : undefined;
    const divisional = !!f && (f.level === 'division' || f.countsAsDivision === true);
    units.set(id, {
      id,
      name: u.name,
      side: u.side,
      ...(u.nationality ? { nationality: u.nationality } : {}),
      ...(u.formation ? { formation: u.formation } : {}),
      division: divisional ? u.formation! : id,
      divisional,
      unitClass: type?.unitClass ?? 'infantry',
      movementClass: cls?.movementClass ?? Object.keys(ruleset.movementClasses)[0]!,
      tags: new Set([...(cls?.tags ?? []), ...(u.tags ?? [])]),
      steps: u.steps,
      front: u.front,
      ...(u.back ? { back: u.back } : {}),
    });
  }
  return {
    docs,
    ruleset,
    map,
    g,
    board,
    edges: fixed.map((id) => board.edgesOf(id)),
    ids: fixed,
    ordinal,
    nb,
    terrain: fixed.map((id) => map.hexes[id]?.terrain ?? map.defaultTerrain),
    features: fixed.map((id) => map.hexes[id]?.features ?? []),
    side,
    sideId,
    bridge,
    bridges: [...new Set(sideId.filter((_, i) => bridge[i] === 1 && nb[i]! >= 0))].sort(),
    road,
    roadClasses,
    units,
    turnOrder: ruleset.calendar.turnOrder,
    victoryHexes: Object.keys(map.victoryHexes ?? {}),
    artillery: [...units.values()].filter((u) => u.tags.has('artillery')).map((u) => u.id),
    dirs,
    q,
    r: rr,
  };
}

/** The direction index from hex a to its neighbour b, or -1. */
export function dirIndex(nb: Int32Array, a: number, b: number): number {
  for (let j = 0; j < 6; j++) if (nb[a * 6 + j] === b) return j;
  return -1;
}

/** Hex k and its neighbours on the map. */
export function around(c: Pick<Compiled, 'nb'>, k: number): number[] {
  const out = [k];
  for (let j = 0; j < 6; j++) if (c.nb[k * 6 + j]! >= 0) out.push(c.nb[k * 6 + j]!);
  return out;
}

/** Hex distance between two ordinals (cube distance). */
export function distanceOf(c: Compiled, a: number, b: number): number {
  const dq = c.q[a]! - c.q[b]!;
  const dr = c.r[a]! - c.r[b]!;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** True when a printed hex id is on the compiled board. */
export function onMap(c: Compiled, hex: string): boolean {
  return c.ordinal.has(hex);
}

/**
 * The board edges a hex lies on ("N", "S", "E", "W"), north being the top of the printed map: the
 * first and last columns and rows as they are drawn, whichever way the numbers run, less an edge
 * another map of the scenario lies against.
 */
export function edgesOf(c: Compiled, hex: string): readonly string[] {
  const k = c.ordinal.get(hex);
  return k === undefined ? [] : c.edges[k]!;
}

/**
 * The side's off-map box a unit reaches by leaving `hex` over `edge` (11.9, 17.6): the box with an
 * entry hex on that edge of the board nearest the hex (on maps laid side by side, each stretch of
 * edge leads to its own box), else the box drawn on that edge.
 */
export function boxAt(c: Compiled, side: string, edge: string, hex: string): string | undefined {
  const boxes = Object.entries(c.map.offMapBoxes ?? {}).filter(([, b]) => !b.side || b.side === side);
  const from = c.ordinal.get(hex);
  let best: { id: string; d: number } | undefined;
  if (from !== undefined) {
    for (const [id, b] of boxes) {
      for (const letter of b.entries ?? []) {
        for (const h of c.map.entries?.[letter]?.hexes ?? []) {
          const k = c.ordinal.get(h);
          if (k === undefined || !c.edges[k]!.includes(edge)) continue;
          const d = distanceOf(c, from, k);
          if (!best || d < best.d) best = { id, d };
        }
      }
    }
  }
  return best?.id ?? boxes.find(([, b]) => b.edge === edge)?.[0];
}
