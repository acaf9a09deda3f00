import { seedRng } from '../../core/rng';
import type { GameEvent } from '../../core/types';
import type { AreaCompiled } from './compile';
import { beginSegment } from './sequence';
import type { AreaState, AreaUnitState } from './types';

const unit = (loc: AreaUnitState['loc'], sp: number, turnStart?: string): AreaUnitState => ({ loc, sp, mp: 0, movedIn: -1, spent: false, mustAttack: false, entrenched: false, oos: false, onFoot: false, demolitions: 0, ...(turnStart ? { turnStart } : {}) });

/**
 * The game at its start (5.0): units in their setup areas, entrenched where the card says (5.22);
 * reinforcements waiting for their impulse and zone (11.1); conditional groups held (11.3); units
 * removed by the scenario gone; blown bridges as printed and as the scenario adds (5.1); control
 * with whoever holds each area, and the areas a side's flag marks as its own at start; VP at 0 (5.32).
 */
export function initialState(c: AreaCompiled, seed: string): AreaState {
  const units: Record<string, AreaUnitState> = {};
  const sc = c.scenario;
  for (const [id, place] of Object.entries(sc.setup)) {
    const info = c.units.get(id);
    if (!info || !place.area) continue;
    const outside = !c.inPlay[c.graph.index.get(place.area) ?? -1];
    units[id] = { ...unit({ at: place.area }, info.strength, place.area), entrenched: !!place.entrenched, ...(outside ? { outsideSince: c.segments[0]!.turn } : {}) };
  }
  for (const [group, r] of Object.entries(sc.reinforcements)) {
    // A group of an optional rule is in the game only when the scenario switches the rule on.
    if (r.option && sc.options?.[r.option]?.enabled !== true) continue;
    const k = c.segments.findIndex((g) => g.turnId === r.turn && g.n === (r.impulse ?? 1) && g.side === c.units.get(r.units[0]!)?.side);
    for (const id of r.units) {
      const info = c.units.get(id);
      if (!info || units[id]) continue;
      if (r.release) units[id] = unit({ held: group }, info.strength);
      else if (k >= 0) units[id] = unit({ arriving: k, zones: r.entry.zones ?? [], group }, info.strength);
    }
  }
  for (const id of sc.removed ?? []) if (units[id]) units[id] = { ...units[id]!, loc: { eliminated: true }, sp: 0 };
  const control: Record<string, string> = {};
  for (const [area, flags] of c.flags) for (const side of c.sides) if (flags.has(`${side}Start`)) control[area] = side;
  for (const [id, u] of Object.entries(units)) if ('at' in u.loc) control[u.loc.at] = c.units.get(id)!.side;
  const base: AreaState = {
    step_count: 0,
    turn: c.segments[0]!.turn,
    side: c.segments[0]!.side,
    rng: seedRng(seed),
    seg: -1,
    phaseId: 'movement',
    units,
    control,
    blown: [...c.blownAtStart],
    repairs: {},
    triedDemolition: [],
    triedRepair: [],
    contestedAtStart: [],
    fought: [],
    vp: Object.fromEntries(c.sides.map((s) => [s, 0])),
    sfUsed: [],
    sfTurns: [],
  };
  const events: GameEvent[] = [];
  return beginSegment(c, base, 0, events);
}
