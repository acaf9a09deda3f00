import type { AreaMap, LocationSet, OrderOfBattle, Reinforcement, Ruleset, Scenario } from '../../../generated/documents';
import { buildGraph, type LocationGraph } from '../../core/graph';
import type { GameDocuments } from '../../core/types';

/** A unit's fixed facts: its type's ratings (4.11) and quality (9.51), its full strength, its marks. */
export interface AreaUnitInfo {
  readonly id: string;
  readonly name: string;
  readonly side: string;
  readonly unitClass: string;
  readonly movementClass: string;
  readonly attack: number;
  readonly defense: number;
  readonly movement: number;
  /** 1 is the highest quality (9.51). */
  readonly quality: number;
  readonly infantryType: boolean;
  readonly engineer: boolean;
  readonly armor: boolean;
  readonly strength: number;
  readonly tags: readonly string[];
}

/** One player impulse of the sequence of play (6.0): a turn, the impulse number, the side. */
export interface Segment {
  readonly turn: number;
  readonly turnId: string;
  readonly n: number;
  readonly side: string;
  /** The last impulse of its turn: attrition and victory follow (6.0 VIII–IX). */
  readonly lastOfTurn: boolean;
  readonly label: string;
}

/** An area-impulse game's static data: the graph, the units, the sequence, the scenario's terms. */
export interface AreaCompiled {
  readonly docs: GameDocuments;
  readonly ruleset: Ruleset;
  readonly map: AreaMap;
  readonly oob: OrderOfBattle;
  readonly scenario: Scenario;
  readonly graph: LocationGraph;
  /** Nodes in play (the scenario's boundary), by index. */
  readonly inPlay: Uint8Array;
  readonly units: ReadonlyMap<string, AreaUnitInfo>;
  readonly sides: readonly string[];
  readonly segments: readonly Segment[];
  readonly turnOrder: readonly string[];
  /** Supply sources per side, as node indexes (13.11 or the scenario's own). */
  readonly sources: Readonly<Record<string, readonly number[]>>;
  /** MP to enter an area along a road, per road class and movement class (8.33). */
  readonly roadCost: Readonly<Record<string, Readonly<Record<string, number>>>>;
  readonly stackUnits: number;
  readonly stackStrength: number;
  /** Per area: its printed VP (12.21) and flags. */
  readonly areaVp: ReadonlyMap<string, number>;
  readonly flags: ReadonlyMap<string, ReadonlySet<string>>;
  readonly reinforcements: Readonly<Record<string, Reinforcement>>;
  readonly blownAtStart: readonly string[];
  /** The single numbers of the rules (ruleset values): MP surcharges, SP per artillery call… */
  readonly values: Readonly<Record<AreaValue, number>>;
}

/** The ruleset values the area-impulse rules read (each cites its rule in the ruleset). */
export const AREA_VALUES = ['blownBridgeMp', 'occupiedAreaMp', 'leaveEnemyAreaMp', 'rerouteMp', 'footMp', 'engineerEntrenchMp', 'spPerArtilleryCall', 'zoneShiftMp', 'demolitionsPerImpulse', 'specialForcesMp', 'specialForcesFirstTurn', 'specialForcesLastTurn'] as const;
export type AreaValue = (typeof AREA_VALUES)[number];

const isZone = (m: AreaMap, id: string) => id in (m.zones ?? {});

/** The node ids a location set names on an area map. */
export function locations(m: AreaMap, set: LocationSet | undefined): string[] {
  if (!set) return [];
  if (set.areaSet) return [...(m.areaSets?.[set.areaSet]?.members ?? [])];
  if (set.areas) return [...set.areas];
  if (set.letters) return set.letters.filter((l) => isZone(m, l));
  return [];
}

/** Compiles an area map, its order of battle and a scenario (an area-impulse game only plays area maps). */
export function compile(docs: GameDocuments): AreaCompiled {
  const { ruleset, oob, scenario } = docs;
  if (docs.map.topology !== 'area') throw new Error(`The ${ruleset.system} system plays area maps; the map "${docs.map.id}" is a ${docs.map.topology} map.`);
  const map = docs.map;
  const missing = AREA_VALUES.filter((v) => ruleset.values?.[v]?.value === undefined);
  if (missing.length) throw new Error(`The ruleset "${ruleset.name}" lacks values the ${ruleset.system} system reads: ${missing.join(', ')}. Add them under "values".`);
  const values = Object.fromEntries(AREA_VALUES.map((v) => [v, ruleset.values![v]!.value])) as Record<AreaValue, number>;
  const nodes = [...Object.keys(map.areas).map((id) => ({ id, kind: 'area' })), ...Object.keys(map.zones ?? {}).map((id) => ({ id, kind: 'zone' }))];
  const links = Object.entries(map.connections).map(([id, k]) => ({ id, a: k.between[0]!, b: k.between[1]!, road: k.road, river: !!k.river, bridge: !!k.river }));
  const graph = buildGraph(nodes, links);
  const inPlay = new Uint8Array(graph.ids.length);
  const area = locations(map, scenario.playArea);
  if (area.length) for (const id of area) inPlay[graph.index.get(id) ?? -1] = 1;
  else inPlay.fill(1);

  const units = new Map<string, AreaUnitInfo>();
  for (const [id, u] of Object.entries(oob.units)) {
    const type = oob.unitTypes[u.type];
    const cls = ruleset.unitClasses[type?.unitClass ?? ''];
    const tags = [...(cls?.tags ?? [])];
    units.set(id, {
      id,
      name: u.name,
      side: u.side,
      unitClass: type?.unitClass ?? '',
      movementClass: cls?.movementClass ?? '',
      attack: cls?.ratings?.attack ?? 0,
      defense: cls?.ratings?.defense ?? 0,
      movement: u.front.movement ?? cls?.ratings?.movement ?? 0,
      quality: cls?.quality ?? 9,
      infantryType: tags.includes('infantryType'),
      engineer: tags.includes('engineer'),
      armor: tags.includes('armor'),
      strength: u.front.strength ?? type?.front?.strength ?? 1,
      tags: u.tags ?? [],
    });
  }

  const turnOrder = ruleset.calendar.turnOrder;
  const first = turnOrder.indexOf(scenario.firstTurn);
  const last = turnOrder.indexOf(scenario.lastTurn);
  const segments: Segment[] = [];
  for (let t = first; t <= last; t++) {
    const turnId = turnOrder[t]!;
    const seq = ruleset.sequences[ruleset.calendar.turns[turnId]?.sequence ?? ''];
    const step = seq?.steps.find((s) => s.kind === 'impulses');
    const count = step && step.kind === 'impulses' ? step.count : 1;
    const order = step && step.kind === 'impulses' ? step.order : Object.keys(ruleset.sides);
    for (let n = 1; n <= count; n++)
      for (const side of order) segments.push({ turn: t, turnId, n, side, lastOfTurn: false, label: `${ruleset.sides[side]?.name ?? side} ${turnId}-${n}` });
    segments[segments.length - 1] = { ...segments[segments.length - 1]!, lastOfTurn: true };
  }
  // A scenario may end inside its last turn, after a named side's impulse (8.2: "German 22-1").
  const end = scenario.endsAfter;
  if (end) {
    const k = segments.findIndex((s) => s.turn === last && s.side === end.side && s.n === (end.impulse ?? s.n));
    if (k >= 0) {
      segments.length = k + 1;
      segments[k] = { ...segments[k]!, lastOfTurn: true };
    }
  }

  const sides = Object.keys(ruleset.sides);
  const sources: Record<string, number[]> = {};
  for (const side of sides) {
    const own = scenario.supplySources?.[side];
    const ids = own ? locations(map, own) : Object.entries(map.zones ?? {}).filter(([, z]) => z.initialOwner === side).map(([id]) => id);
    sources[side] = ids.map((id) => graph.index.get(id)!).filter((k) => k !== undefined && inPlay[k]);
  }
  const roadCost = Object.fromEntries(Object.entries(ruleset.roadClasses ?? {}).map(([id, rc]) => [id, Object.fromEntries(Object.entries(rc.movement ?? {}).map(([cls, mp]) => [cls, Number(mp)]))]));
  const limit = (measure: string) => ruleset.stacking.limits.find((l) => l.measure === measure)?.max ?? Infinity;
  const blownAtStart = [
    ...Object.entries(map.connections).filter(([, k]) => k.bridge?.printedBlown).map(([id]) => id),
    ...Object.values(scenario.markers ?? {}).filter((m) => m.type === 'blownBridge' && m.connection).map((m) => m.connection!),
  ];
  return {
    docs,
    ruleset,
    map,
    oob,
    scenario,
    graph,
    inPlay,
    units,
    sides,
    segments,
    turnOrder,
    sources,
    roadCost,
    stackUnits: limit('units'),
    stackStrength: limit('strength'),
    areaVp: new Map(Object.entries(map.areas).filter(([, a]) => a.vp).map(([id, a]) => [id, a.vp!])),
    flags: new Map(Object.entries(map.areas).map(([id, a]) => [id, new Set(a.flags ?? [])])),
    reinforcements: scenario.reinforcements,
    blownAtStart: [...new Set(blownAtStart)],
    values,
  };
}

/** The side that is not `side` (the game has two). */
export const enemyOf = (c: AreaCompiled, side: string): string => c.sides.find((s) => s !== side) ?? side;
