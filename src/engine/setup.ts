import type { Compiled } from './compile';
import { seedRng } from './rng';
import { phasesOfTurn } from './sequence';
import type { GameState, UnitState } from './types';

const fresh = (loc: UnitState['loc'], steps: number): UnitState => ({ loc, steps, status: 'normal', engaged: false, mpUsed: 0, moved: false, attacked: false, defended: false });

/**
 * The state at the start of a scenario: units on their setup hexes (a unit set up in a hex set takes
 * the first free hex of it), reinforcements waiting for their turn, the blown bridges of the markers.
 */
export function initialState(c: Compiled, seed: string): GameState {
  const sc = c.docs.scenario;
  const units: Record<string, UnitState> = {};
  const taken = new Map<string, number>();
  for (const [id, place] of Object.entries(sc.setup)) {
    const info = c.units.get(id);
    if (!info) continue;
    let hex = place.hex as string | undefined;
    if (!hex && place.hexSet) hex = c.map.hexSets?.[place.hexSet]?.hexes.find((h) => !taken.get(h));
    if (!hex || !c.ordinal.has(hex)) continue;
    taken.set(hex, (taken.get(hex) ?? 0) + 1);
    units[id] = fresh({ hex }, info.steps);
  }
  for (const [group, r] of Object.entries(sc.reinforcements)) {
    for (const id of r.units) {
      const info = c.units.get(id);
      if (info && !units[id]) units[id] = fresh({ arriving: group }, info.steps);
    }
  }
  const blown = Object.values(sc.markers ?? {}).flatMap((m) => (m.type === 'bridgeBlown' && m.hexside ? [m.hexside as string] : []));
  const turn = Math.max(0, c.turnOrder.indexOf(sc.firstTurn));
  const building = Object.fromEntries(Object.values(sc.markers ?? {}).flatMap((m) => (m.type === 'bridgeUnderConstruction' && m.hexside ? [[m.hexside as string, turn]] : [])));
  const roadblocks = Object.fromEntries(Object.values(sc.markers ?? {}).flatMap((m) => (m.type === 'roadblock' && m.hex && m.side ? [[m.hex as string, m.side as string]] : [])));
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
    rng: seedRng(seed),
    step_count: 0,
  };
}
