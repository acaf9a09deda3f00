import { RecentCache } from '../../../../shared/recentCache';
import type { Compiled, UnitInfo } from '../compile';
import { inFormation } from './formations';
import type { GameState, Refusal } from '../types';
import { memo } from '../../../../shared/memo';
import { nextToEnemy, occupancy } from './zoc';
import { confinement, confinementRefusal } from './nationality';

type Restriction = NonNullable<Compiled['ruleset']['calendar']['turns'][string]['restrictions']>[number];

/**
 * The restrictions of this kind that hold this turn for a side (the calendar's turn restrictions;
 * Ardennes '44 turn 1, 29). One that belongs to an optional rule holds only when the scenario
 * switches that option on (27.8).
 */
export function restrictions(c: Compiled, s: GameState, kind: Restriction['kind'], side: string): readonly Restriction[] {
  return restrictionsOn(c, s.turn, kind, side);
}

const NONE: readonly Restriction[] = [];
/** By turn index, the turn's restrictions by kind and side (the rules ask on every move: a lookup, not a filter). */
const turnCache = new WeakMap<Compiled, (Map<string, Map<string, readonly Restriction[]>> | undefined)[]>();

/** The restrictions of this kind that hold on a turn (by its index) for a side. */
export function restrictionsOn(c: Compiled, turn: number, kind: Restriction['kind'], side: string): readonly Restriction[] {
  const byTurn = memo(turnCache, c, () => []);
  const all = c.ruleset.calendar.turns[c.turnOrder[turn]!]?.restrictions;
  if (!all?.length) return NONE;
  const bySide = memo((byTurn[turn] ??= new Map()), kind, () => new Map<string, readonly Restriction[]>());
  return memo(bySide, side, () => all.filter((r) => r.kind === kind && (!r.side || r.side === side) && (!r.option || optionOn(c, r.option))));
}

/** Whether the scenario switches an optional rule on (32–34, 27.8). */
export function optionOn(c: Compiled, id: string): boolean {
  return c.docs.scenario.options?.[id]?.enabled === true;
}

/**
 * 29.1: a unit of a held setup box (the red box) may not move, disengage or advance this turn; it
 * may attack. Released once an enemy unit is next to it, where the restriction says so.
 */
export function frozen(c: Compiled, s: GameState, id: string): Refusal | undefined {
  const info = c.units.get(id)!;
  // 32.2: the fuel dump's guard never moves (nor disengages, nor infiltrates).
  if (info.tags.has('fuelDump')) return { reason: `${info.name} guards the fuel dump: it never moves`, rule: '32.2' };
  // Held by its setup box in the order of battle, or marked restricted in the scenario's setup.
  const box = c.docs.oob.units[id]?.setup?.box;
  const marked = (c.docs.scenario.setup as Record<string, { restricted?: boolean } | undefined> | undefined)?.[id]?.restricted === true;
  if (!box && !marked) return undefined;
  const r = restrictions(c, s, 'frozenSetupBox', info.side).find((x) => marked || x.box === box);
  if (!r) return undefined;
  const u = s.units[id]!;
  if (r.releasedNextToEnemy && 'hex' in u.loc && nextToEnemy(c, occupancy(c, s), c.ordinal.get(u.loc.hex)!, info.side)) return undefined;
  return { reason: `${info.name} set up in a ${box ?? r.box ?? 'restricted'} box: it may not move, disengage or advance this turn${r.releasedNextToEnemy ? ' until an enemy unit is next to it' : ''}`, rule: r.rule };
}

/** 29.4: whether this unit may give defensive support this turn (a restriction may name the only ones that may). */
export function mayDefend(c: Compiled, s: GameState, id: string): Refusal | undefined {
  const info = c.units.get(id)!;
  const r = restrictions(c, s, 'defensiveSupportOnly', info.side).find((x) => !(x.units as readonly string[] | undefined)?.includes(id));
  return r ? { reason: `only ${(r.units ?? []).map((u) => c.units.get(u)?.name ?? u).join(' and ') || 'no unit'} may give defensive support this turn`, rule: r.rule } : undefined;
}

/** The corps an artillery unit is the own unit of (its formation a corps: the corps name on the counter), if any. */
export function corpsOf(c: Compiled, id: string): string | undefined {
  const f = c.units.get(id)?.formation;
  return f && c.docs.oob.formations?.[f]?.level === 'corps' ? f : undefined;
}

/** 29.5: whether a corps's own artillery may support this attack (a restriction may limit it to attacks with a unit of its corps). */
export function corpsSupportRefusal(c: Compiled, s: GameState, gun: string, attackers: readonly string[]): Refusal | undefined {
  const info = c.units.get(gun)!;
  const corps = corpsOf(c, gun);
  const r = corps ? restrictions(c, s, 'corpsSupportOnly', info.side)[0] : undefined;
  if (!r || attackers.some((id) => inFormation(c, c.units.get(id)?.formation, corps!))) return undefined;
  return { reason: `${info.name} supports only an attack with a unit of the ${c.docs.oob.formations?.[corps!]?.name ?? corps} this turn`, rule: r.rule };
}

/** 29.4: no strategic movement for the side this turn. */
export function noStrategic(c: Compiled, s: GameState, side: string): Refusal | undefined {
  const r = restrictions(c, s, 'noStrategicMovement', side)[0];
  return r ? { reason: `no ${c.ruleset.sides[side]?.name ?? side} unit may use strategic movement this turn`, rule: r.rule } : undefined;
}

/**
 * The hexes a unit may not enter this turn: under the division boundaries (29.3) every division
 * setup area but its own division's and the rear zone (map hex sets with the purposes setupArea and
 * rearZone; US territory is free); under a closed area (27.7) the area's hexes while an enemy unit
 * is in it. Undefined when nothing is closed to it.
 */
export function offLimits(c: Compiled, s: GameState, id: string): Uint8Array | undefined {
  const info = c.units.get(id)!;
  const division = restrictions(c, s, 'divisionBoundaries', info.side)[0] ? divisionLimits(c, homeOf(c, s, id)) : undefined;
  // 27.3: a nationality confined to its ground (the British west of the Meuse), every turn.
  return [closedAreas(c, s, info.side), division, confinement(c, id)].reduce<Uint8Array | undefined>((a, b) => (!a || !b ? (a ?? b) : union(a, b)), undefined);
}

/** Hexes closed by either mask (cached by the pair). */
const union = (a: Uint8Array, b: Uint8Array): Uint8Array => memo(memo(unionCache, a, () => new WeakMap<Uint8Array, Uint8Array>()), b, () => a.map((v, k) => v | b[k]!));

/** The unit whose division a unit's boundaries are: a breakdown unit's parent (26), or itself. */
const homeOf = (c: Compiled, s: GameState, id: string): UnitInfo => c.units.get(s.units[id]?.parent ?? id)!;

/**
 * 3.4: the formation whose division setup areas are a unit's own, and how to tell one: its division,
 * or for a corps's own unit (corps artillery) the corps, each division of which is home.
 */
export function homeAreas(c: Compiled, info: UnitInfo): HomeAreas {
  // Made once per unit of a compiled game: a bot's move asks it of every unit at every step.
  return memo(memo(homeCache, c, () => new WeakMap<UnitInfo, HomeAreas>()), info, () => {
    const corps = corpsOf(c, info.id);
    return { key: corps ?? info.division, home: (f: string) => (corps ? inFormation(c, f, corps) : f === info.division) };
  });
}

interface HomeAreas {
  readonly key: string | undefined;
  home(formation: string): boolean;
}
const homeCache = new WeakMap<Compiled, WeakMap<UnitInfo, HomeAreas>>();

/** The hexes the division boundaries close to a unit: a corps's own units (corps artillery) belong in every division area of the corps (3.4). */
function divisionLimits(c: Compiled, info: UnitInfo): Uint8Array {
  const { key, home } = homeAreas(c, info);
  return memo(memo(limitCache, c, () => new Map<string, Uint8Array>()), key, () => closedTo(c, home));
}

const limitCache = new WeakMap<Compiled, Map<string, Uint8Array>>();
const unionCache = new WeakMap<Uint8Array, WeakMap<Uint8Array, Uint8Array>>();
const areaCache = new RecentCache<object, Map<string, Map<number, Uint8Array | null>>>(8);

function hexesOf(c: Compiled, set: string | undefined): readonly string[] {
  return (c.map.hexSets?.[set ?? '']?.hexes as readonly string[] | undefined) ?? [];
}

/** 27.7: the hexes of the side's closed areas that hold an enemy unit now (by units and turn). */
function closedAreas(c: Compiled, s: GameState, side: string): Uint8Array | undefined {
  const list = restrictions(c, s, 'closedArea', side);
  if (!list.length) return undefined;
  // By units and turn (a state's units record belongs to one turn, but a draft's views may be asked across a turn change).
  const found = memo(memo(memo(areaCache, s.units, () => new Map()), side, () => new Map<number, Uint8Array | null>()), s.turn, () => {
    const occ = occupancy(c, s);
    const out = new Uint8Array(c.ids.length);
    let any = false;
    for (const r of list) {
      const ks = hexesOf(c, r.hexSet).map((h) => c.ordinal.get(h)).filter((k): k is number => k !== undefined);
      if (!ks.some((k) => occ.get(k) && occ.get(k)!.side !== side)) continue;
      for (const k of ks) out[k] = 1;
      any = true;
    }
    return any ? out : null;
  });
  return found ?? undefined;
}

function closedTo(c: Compiled, home: (formation: string) => boolean): Uint8Array {
  const out = new Uint8Array(c.ids.length);
  for (const set of Object.values(c.map.hexSets ?? {})) {
    const closed = set.purpose === 'rearZone' || (set.purpose === 'setupArea' && !(set.formations as readonly string[] | undefined)?.some(home));
    if (!closed) continue;
    for (const h of (set.hexes as readonly string[] | undefined) ?? []) {
      const k = c.ordinal.get(h);
      if (k !== undefined) out[k] = 1;
    }
  }
  return out;
}

/** Why a unit may not enter (or attack into) a hex this turn: its nationality's ground (27.3), a closed area (27.7) or the division boundaries (29.3). */
export function boundary(c: Compiled, s: GameState, id: string, hex: string): Refusal | undefined {
  const k = c.ordinal.get(hex);
  const info = c.units.get(id)!;
  if (k === undefined) return undefined;
  const area = confinementRefusal(c, id, hex) ?? closedArea(c, s, id, hex);
  if (area) return area;
  const r = restrictions(c, s, 'divisionBoundaries', info.side)[0];
  if (!r || !divisionLimits(c, homeOf(c, s, id))[k]) return undefined;
  return { reason: `${hex} is another division's setup area or the rear zone: ${info.name} may not enter it this turn`, rule: r.rule };
}

/** 27.7: why a unit may not enter or attack into a hex of a closed area now. */
export function closedArea(c: Compiled, s: GameState, id: string, hex: string): Refusal | undefined {
  const k = c.ordinal.get(hex);
  const side = c.units.get(id)!.side;
  if (k === undefined || !closedAreas(c, s, side)?.[k]) return undefined;
  const area = restrictions(c, s, 'closedArea', side).find((r) => hexesOf(c, r.hexSet).includes(hex))!;
  return { reason: `${hex} is in the ${c.map.hexSets?.[area.hexSet!]?.name ?? area.hexSet}, which no ${c.ruleset.sides[side]?.name ?? side} unit may enter or attack into while an enemy unit is in it`, rule: area.rule };
}

const lineCache = new WeakMap<Compiled, Map<string, ReadonlySet<number>>>();

/** The crossings (k * 6 + j) of the map's hexsides marked with a boundary line. */
function lineSides(c: Compiled, line: string): ReadonlySet<number> {
  return memo(memo(lineCache, c, () => new Map<string, ReadonlySet<number>>()), line, () => {
    const out = new Set<number>();
    for (let x = 0; x < c.sideId.length; x++) if (c.nb[x]! >= 0 && c.map.hexsides?.[c.sideId[x]!]?.boundary === line) out.add(x);
    return out;
  });
}

/** 11.10: the boundary crossings closed to a side this turn (undefined when none), with the rule. */
export function closedLines(c: Compiled, s: GameState, side: string): { sides: ReadonlySet<number>; rule: string } | undefined {
  const r = restrictions(c, s, 'boundaryLine', side).find((x) => x.line && lineSides(c, x.line).size);
  return r ? { sides: lineSides(c, r.line!), rule: r.rule ?? '11.10' } : undefined;
}

/** 11.10: why a unit may not step from one hex to the next across a boundary line this turn. */
export function crossesLine(c: Compiled, s: GameState, id: string, from: string, to: string): Refusal | undefined {
  const info = c.units.get(id)!;
  const lines = closedLines(c, s, info.side);
  const k = c.ordinal.get(from);
  const n = c.ordinal.get(to);
  if (!lines || k === undefined || n === undefined) return undefined;
  const j = [0, 1, 2, 3, 4, 5].find((x) => c.nb[k * 6 + x] === n);
  if (j === undefined || !lines.sides.has(k * 6 + j)) return undefined;
  return { reason: `${from}–${to} crosses the army boundary: ${info.name} may not cross it this turn (only a retreat does, and disrupts it)`, rule: lines.rule };
}

/** 11.10: how many times a path crosses a boundary line closed to the side (0 when none holds). */
export function lineCrossings(c: Compiled, s: GameState, side: string, path: readonly string[]): number {
  const lines = closedLines(c, s, side);
  if (!lines) return 0;
  let n = 0;
  for (let i = 1; i < path.length; i++) {
    const k = c.ordinal.get(path[i - 1]!);
    const to = c.ordinal.get(path[i]!);
    if (k === undefined || to === undefined) continue;
    for (let j = 0; j < 6; j++) if (c.nb[k * 6 + j] === to && lines.sides.has(k * 6 + j)) n++;
  }
  return n;
}
