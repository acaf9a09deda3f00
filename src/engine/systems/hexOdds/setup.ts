import { compareText } from '../../../shared/order';
import type { Compiled } from './compile';
import { seedRng } from '../../core/rng';
import { phasesOfTurn } from './sequence';
import { drawDump, dumpGuard } from './rules/fuelDump';
import { optionOn } from './rules/turnRules';
import type { GameState, ImprovedPosition, UnitState } from './types';
import { fresh } from './unitShape';

/**
 * Rule 3.2: the state at the start of a scenario: units on their setup hexes (a unit set up in a hex set takes
 * the free hex nearest the set's centre), reinforcements waiting for their turn, the blown bridges of the markers.
 */
/** A hex set's hexes, nearest its centre first (ties by hex id), so set-up units gather in the middle of their area. */
function byCentre(c: Compiled, set: string): string[] {
  const hexes = ((c.map.hexSets?.[set]?.hexes ?? []) as string[]).filter((h) => c.ordinal.has(h));
  if (!hexes.length) return [];
  const ks = hexes.map((h) => c.ordinal.get(h)!);
  const q = ks.reduce((n, k) => n + c.q[k]!, 0) / ks.length;
  const r = ks.reduce((n, k) => n + c.r[k]!, 0) / ks.length;
  const d = (k: number) => {
    const dq = c.q[k]! - q;
    const dr = c.r[k]! - r;
    return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
  };
  return hexes.map((h, i) => ({ h, d: d(ks[i]!) })).sort((a, b) => a.d - b.d || compareText(a.h, b.h)).map((x) => x.h);
}

export function initialState(c: Compiled, seed: string): GameState {
  const sc = c.docs.scenario;
  const units: Record<string, UnitState> = {};
  const taken = new Map<string, number>();
  for (const [id, place] of Object.entries(sc.setup)) {
    const info = c.units.get(id);
    if (!info) continue;
    let hex = place.hex as string | undefined;
    if (!hex && place.hexSet) hex = byCentre(c, place.hexSet).find((h) => !taken.get(h));
    if (!hex || !c.ordinal.has(hex)) continue;
    taken.set(hex, (taken.get(hex) ?? 0) + 1);
    units[id] = fresh({ hex }, info.steps);
  }
  for (const [group, r] of Object.entries(sc.reinforcements)) {
    // 33: a group of an optional rule is in the game only when the scenario switches the rule on.
    if (r.option && !optionOn(c, r.option)) continue;
    for (const id of r.units) {
      const info = c.units.get(id);
      if (info && !units[id]) units[id] = fresh({ arriving: group }, info.steps);
    }
  }
  // 32.1 (optional): the Allies draw the real fuel dump among the sites; its guard waits off the map.
  const { dump, rng } = drawDump(c, seedRng(seed));
  const guard = dump ? dumpGuard(c) : undefined;
  if (guard) units[guard] = fresh({ pool: true }, c.units.get(guard)!.steps);
  // 26: the breakdown counters wait in the pool, with no steps until formed.
  for (const [id, info] of c.units) if (info.tags.has('breakdownCounter') && !units[id]) units[id] = fresh({ pool: true }, 0);
  const blown = Object.values(sc.markers ?? {}).flatMap((m) => (m.type === 'bridgeBlown' && m.hexside ? [m.hexside as string] : []));
  const turn = Math.max(0, c.turnOrder.indexOf(sc.firstTurn));
  // 7.10: bridges under construction at the start were planned: they complete in their side's next Bridge Phase.
  const building = Object.fromEntries(Object.values(sc.markers ?? {}).flatMap((m) => (m.type === 'bridgeUnderConstruction' && m.hexside ? [[m.hexside as string, { turn, planned: true, ...(m.side ? { side: m.side as string } : {}) }]] : [])));
  const roadblocks = Object.fromEntries(Object.values(sc.markers ?? {}).flatMap((m) => (m.type === 'roadblock' && m.hex && m.side ? [[m.hex as string, m.side as string]] : [])));
  const positions = startingPositions(c, units, turn);
  const first = phasesOfTurn(c, turn)[0]!;
  // Victory hexes start with the side holding them, or the Allies (the whole area is theirs on 16 Dec).
  const control: Record<string, string> = Object.fromEntries(c.victoryHexes.map((h) => [h, 'allied']));
  for (const [id, u] of Object.entries(units)) if ('hex' in u.loc && u.loc.hex in control) control[u.loc.hex] = c.units.get(id)!.side;
  return {
    turn,
    phase: 0,
    side: first.side ?? 'both',
    phaseId: first.phase,
    units,
    blown,
    building,
    bridgeRolls: [],
    control,
    roadblocks,
    rng,
    ...(dump ? { dump } : {}),
    step_count: 0,
    ...(positions ? { positions } : {}),
  };
}

/**
 * 3.3, 15.8: the improved positions at the start: under each unit whose setup entry has one (the dot
 * after the hex code), and the scenario's improved-position markers (finished, or under construction).
 */
function startingPositions(c: Compiled, units: Record<string, UnitState>, turn: number): GameState['positions'] {
  const out: Record<string, ImprovedPosition> = {};
  for (const [id, place] of Object.entries(c.docs.scenario.setup)) {
    const u = units[id];
    if (place.withImprovedPosition && u && 'hex' in u.loc) out[u.loc.hex] = { side: c.units.get(id)!.side, built: true, turn };
  }
  for (const m of Object.values(c.docs.scenario.markers ?? {})) {
    if ((m.type === 'improvedPosition' || m.type === 'positionUnderConstruction') && m.hex && m.side && c.ordinal.has(m.hex as string)) out[m.hex as string] = { side: m.side as string, built: m.type === 'improvedPosition', turn: turn - 1 };
  }
  return Object.keys(out).length ? out : undefined;
}
