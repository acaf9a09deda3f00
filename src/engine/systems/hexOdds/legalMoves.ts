/** A unit's legal moves in the Movement Phase, each end checked as the move action checks it (legal.ts lists them). */
import { orderRefusal } from './rules/sectorOrder';
import { cannotMoveStrategically, fireShifts, strategicEnd } from './rules/strategic';
import { overstacked } from './actions/movement';
import { fitsAlone } from './rules/stacking';
import type { Compiled } from './compile';
import { modeOf, movementRange, type MoveMode, type Reach } from './rules/movement';
import { nextToEnemy, occupancy } from './rules/zoc';
import type { Action, GameState } from './types';
import { memo } from '../../../shared/memo';
import { hexesLeft, limitedRange } from './rules/hexLimit';
import { abilityClosed } from './rules/skorzeny';
import type { LegalScope } from './legal';

/**
 * A unit's moves in the Movement Phase. A unit on its way by strategic (12) or extended (11.2)
 * movement goes on by it; others move normally, or begin strategic movement (mechanized) or
 * extended movement (the rest) to the hexes only that reaches; Ready MA-1 artillery may shift a
 * hex (22.2).
 */
export function moves(c: Compiled, s: GameState, id: string, actions: Action[], wanted?: LegalScope['targets']): void {
  const side = s.side;
  const u = s.units[id]!;
  const info = c.units.get(id)!;
  const going = modeOf(s, id);
  const occ = occupancy(c, s);
  // A unit alone in a hex is never overstacked (8): the stacking check is for hexes with units in them.
  const alone = fitsAlone(c, s, id);
  // 13.2: a unit on its arrival turn may be limited in hexes.
  const far = hexesLeft(c, s, id);
  // Where a move may end (27.8: a unit under an order ends its moves in its sector).
  const end: MoveEnd = { c, s, id, side: info.side, occ, alone, far, bound: !!s.orders?.[id]?.bound, wanted };
  const other: MoveMode | undefined = going !== 'normal' ? going : u.moved ? undefined : info.tags.has('mechanized') || u.trucks ? (cannotMoveStrategically(c, s, id) ? undefined : 'strategic') : 'extended';
  const wider = other ? rangeOf(c, s, id, other, far) : [];
  // Extended movement only adds MP, so one search serves both: a hex is in normal reach when the
  // extended move gets there with the bonus still unspent.
  const bonus = c.ruleset.values?.extendedMovementBonus?.value ?? 2;
  const shared = going === 'normal' && other === 'extended' && far === Infinity;
  const normal = going !== 'normal' ? [] : shared ? wider.filter((r) => r.mpLeft >= bonus) : rangeOf(c, s, id, 'normal', far);
  for (const r of normal) if (fitsEnd(end, r.hex, 'normal', r.path)) actions.push({ type: 'move', side, unit: id, target: r.hex });
  // The wider mode's hexes that normal movement does not reach (one search: those it reaches with the bonus spent).
  const near = shared ? undefined : hexesOf(normal);
  for (const r of wider) if (!(near ? near.has(r.hex) : r.mpLeft >= bonus) && fitsEnd(end, r.hex, other!, r.path)) actions.push({ type: 'move', side, unit: id, target: r.hex, ...(going === other ? {} : { mode: other }) });
  // 27.1: 150 Pz Bde, while undetected, may infiltrate to hexes beyond an enemy ZOC.
  if (going === 'normal' && !abilityClosed(c, s, id)) {
    const seen = new Set([...normal.map((r) => r.hex), ...wider.map((r) => r.hex)]);
    for (const r of movementRange(c, s, id, 'infiltration')) if (!seen.has(r.hex) && fitsEnd(end, r.hex, 'normal', r.path)) actions.push({ type: 'move', side, unit: id, target: r.hex, mode: 'infiltration' });
  }
  for (const hex of normal.length ? [] : fireShifts(c, s, id)) if ((!wanted || wanted(id, hex)) && !overstacked(c, s, hex, id)) actions.push({ type: 'move', side, unit: id, target: hex });
}

/** What decides where a unit may end a move (`moves`), made once per unit. */
interface MoveEnd {
  readonly c: Compiled;
  readonly s: GameState;
  readonly id: string;
  readonly side: string;
  readonly occ: ReturnType<typeof occupancy>;
  /** The unit is never overstacked alone (8). */
  readonly alone: boolean;
  /** The hexes it may still move (13.2), Infinity when unlimited. */
  readonly far: number;
  /** Bound by an order to end in its sector (27.8). */
  readonly bound: boolean;
  readonly wanted?: LegalScope['targets'];
}

/** Whether a unit may end a move of this mode in a hex by this path: its hex limit, order, stacking (8), and the mode's own end rule (12, 11.2). */
function fitsEnd(e: MoveEnd, hex: string, mode: MoveMode, path: readonly string[]): boolean {
  const { c, s, id } = e;
  if ((e.wanted && !e.wanted(id, hex)) || path.length - 1 > e.far || (e.bound && orderRefusal(c, s, id, hex))) return false;
  const k = c.ordinal.get(hex)!;
  if ((!e.alone || e.occ.has(k)) && overstacked(c, s, hex, id)) return false;
  return (mode !== 'strategic' || !strategicEnd(c, s, id, hex)) && (mode !== 'extended' || !nextToEnemy(c, e.occ, k, e.side));
}

/** 13.2, 27.6: a unit limited in hexes is offered every hex within the limit, by a short route; others their whole range. */
function rangeOf(c: Compiled, s: GameState, id: string, mode: MoveMode, far: number): readonly Reach[] {
  return far < Infinity ? limitedRange(c, s, id, mode, far) : movementRange(c, s, id, mode);
}

/** The hexes of a range, kept with it (ranges are cached for the phase, so a unit's set is made once). */
const rangeHexes = new WeakMap<readonly Reach[], ReadonlySet<string>>();
const hexesOf = (range: readonly Reach[]): ReadonlySet<string> => memo(rangeHexes, range, () => new Set(range.map((r) => r.hex)));

