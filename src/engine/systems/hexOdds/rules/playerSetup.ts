import type { Compiled } from '../compile';
import { memo } from '../../../../shared/memo';
import type { Draft } from '../draft';
import type { Action, GameState, Refusal } from '../types';
import { overstacked } from './stacking';
import { homeAreas } from './turnRules';
import { occupancy } from './zoc';

const RULE = '3.4';

interface Areas {
  /** The hexes of the unit's setup areas, in the map's order. */
  readonly hexes: readonly string[];
  readonly names: string;
}

const areaCache = new WeakMap<Compiled, Map<string, Areas | null>>();

/**
 * 3.4: where a starting unit may be set up: anywhere in its division's setup areas (map hex sets of
 * purpose setupArea naming the division), a corps's own units in any division area of the corps;
 * a unit the scenario sets up within a hex set (the 26 VG's units east of the Our), or places
 * anywhere in one, anywhere in that set. Undefined for a unit with no setup area (the Allied units, whose hexes are printed on them).
 */
export function setupAreas(c: Compiled, id: string): Areas | undefined {
  const info = c.units.get(id);
  if (!info) return undefined;
  const place = (c.docs.scenario.setup as Record<string, { hexSet?: string; within?: string } | undefined>)[id];
  const placed = place?.within ?? place?.hexSet;
  const { key, home } = homeAreas(c, info);
  const found = memo(memo(areaCache, c, () => new Map<string, Areas | null>()), placed ? `set ${placed}` : `${info.side} ${key ?? ''}`, () => {
    const sets = placed ? [c.map.hexSets?.[placed]].filter((set) => !!set) : Object.values(c.map.hexSets ?? {}).filter((set) => set.purpose === 'setupArea' && (!set.side || set.side === info.side) && (set.formations as readonly string[] | undefined)?.some(home));
    const hexes = [...new Set(sets.flatMap((set) => (set.hexes as readonly string[] | undefined) ?? []))].filter((h) => c.ordinal.has(h));
    return hexes.length ? { hexes: hexes.sort((a, b) => c.ordinal.get(a)! - c.ordinal.get(b)!), names: sets.map((set) => set.name ?? 'setup area').join(' or ') } : null;
  });
  return found ?? undefined;
}

/**
 * 3.4: why a unit may not be set up in a hex now: only in the side's set-up phase, a unit of that
 * side starting on the map with a setup area, placed once, inside its area, in a hex with no enemy
 * unit, within the stacking limits (8). Units may be set up next to enemy units.
 */
export function cannotSetUp(c: Compiled, s: GameState, id: string, hex: string): Refusal | undefined {
  const info = c.units.get(id);
  const u = s.units[id];
  if (!info || !u) return { reason: `unknown unit ${id}` };
  if (info.side !== s.side) return { reason: `${info.name} is not the ${c.ruleset.sides[s.side]?.name ?? s.side} player's to set up`, rule: RULE };
  if (!('hex' in u.loc)) return { reason: `${info.name} does not start on the map: it arrives as a reinforcement`, rule: RULE };
  const areas = setupAreas(c, id);
  if (!areas) return { reason: `${info.name} has no division setup area: it starts where the scenario puts it`, rule: RULE };
  if (u.moved) return { reason: `${info.name} has been set up already: each unit is placed once`, rule: RULE };
  if (!c.ordinal.has(hex)) return { reason: `${hex} is not a hex of the map` };
  if (u.loc.hex === hex) return { reason: `${info.name} is in ${hex} already`, rule: RULE };
  if (!areas.hexes.includes(hex)) return { reason: `${hex} is outside the ${areas.names}, where ${info.name} sets up`, rule: RULE };
  const there = occupancy(c, s).get(c.ordinal.get(hex)!);
  if (there && there.side !== info.side) return { reason: `${hex} holds an enemy unit`, rule: RULE };
  const stack = overstacked(c, s, hex, id);
  return stack ? { ...stack, reason: `${info.name} would overstack ${hex}: ${stack.reason}` } : undefined;
}

/** 3.4: the unit is placed in the hex (no movement points, no move): once per set-up. */
export function setUp(d: Draft, a: Action): Refusal | undefined {
  const id = a.unit ?? '';
  const hex = a.target ?? '';
  const why = cannotSetUp(d.c, d.base, id, hex);
  if (why) return why;
  d.set(id, { loc: { hex }, moved: true });
  // A victory hex is held by the side that last had a unit in it (the German set-up areas hold none in the printed game).
  if (hex in d.control && d.control[hex] !== d.base.side) d.control = { ...d.control, [hex]: d.base.side };
  d.log({ type: 'setUp', text: `${d.c.units.get(id)!.name} sets up in ${hex}`, rule: RULE });
  return undefined;
}

/** 3.4: every set-up the side may make now (each unit's hexes in its area), and for a unit with none, why. */
export function setUpActions(c: Compiled, s: GameState, actions: Action[], refused: (Refusal & { type: string; unit?: string })[]): void {
  for (const [id, u] of Object.entries(s.units)) {
    const areas = c.units.get(id)!.side === s.side && 'hex' in u.loc ? setupAreas(c, id) : undefined;
    if (!areas) continue;
    let first: Refusal | undefined;
    let offered = false;
    for (const hex of areas.hexes) {
      const why = cannotSetUp(c, s, id, hex);
      if (!why) offered = !!actions.push({ type: 'setUp', side: s.side, unit: id, target: hex });
      else if (hex !== (u.loc as { hex: string }).hex) first ??= why;
    }
    if (first && !offered) refused.push({ type: 'setUp', unit: id, ...first });
  }
}

/** Whether the side has a unit to set up (3.4): its set-up phase waits for the player only then. */
export function hasUnitsToSetUp(c: Compiled, s: GameState, side: string): boolean {
  return Object.entries(s.units).some(([id, u]) => 'hex' in u.loc && c.units.get(id)!.side === side && !!setupAreas(c, id));
}
