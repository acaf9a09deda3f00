import { distanceOf, type Compiled } from './compile';
import { legalActions, type LegalScope } from './legal';
import { phaseKind } from './sequence';
import { attackOdds } from './rules/odds';
import { supplyNet } from './rules/supply';
import { occupancy } from './rules/zoc';
import { table } from './rules/tables';
import { memo } from '../../../shared/memo';
import type { Action, GameState } from './types';
import type { Bot as AnyBot } from '../../core/module';

type Bot = AnyBot<Compiled, GameState>;

/** How good a CRT column is for the attacker: its index (1:3 = 0 … 7:1 = 8). */
const columnRank = (c: Compiled, column: string) => table(c.ruleset, 'crt', 'oddsCrt').columns.indexOf(column);

/**
 * A greedy bot: takes the attack with the best odds at 2:1 or better (with artillery when it has
 * some; from off the map too, 13.5), always rolls firefights and advances, takes the engine's pick of losses, retreats and
 * defensive artillery, flips what artillery it may, places its traffic markers and roadblocks where the engine would,
 * blows bridges when its side is the one that wins by default (the defender) and rebuilds them otherwise; moves each unit to the reachable hex nearest the closest of its
 * goals (entering reinforcements first) without leaving its side's supply net (23); ends the phase
 * when no move brings a unit closer. Its goals are the victory hexes its side does not hold, and
 * those it holds that an enemy threatens with too few of its units in them (goalsOf).
 */
export const greedyBot: Bot = (c, s) => {
  const moving = movingPick(c, s) ?? trafficPick(c, s);
  if (moving) return moving;
  const { actions } = legalActions(c, s, combatScope(c, s));
  // The phase may not end while a unit bound by an order must still move (27.8): then that move.
  const end = actions.find((a) => a.type === 'endPhase') ?? actions.find((a) => a.type === 'move' && s.orders?.[a.unit!]?.bound) ?? actions[0]!;
  if (s.pending?.kind === 'firefight') return actions.find((a) => a.choice === 'roll') ?? actions[0]!;
  // A loss, a retreat, defensive artillery: the engine's pick, listed first.
  if (s.pending?.kind === 'loss' || s.pending?.kind === 'retreat' || s.pending?.kind === 'defensiveSupport' || s.pending?.kind === 'fuel' || s.pending?.kind === 'disengage' || s.pending?.kind === 'advantage' || s.pending?.kind === 'hold' || s.pending?.kind === 'recon' || s.pending?.kind === 'counterAttack' || s.pending?.kind === 'overstack' || s.pending?.kind === 'demolition' || s.pending?.kind === 'fuelDump') return actions[0]!;
  // 14.4: across a blown bridge, go on only at the odds it would have attacked at.
  if (s.pending?.kind === 'callOff') {
    const { attackers, support, target } = s.pending.attack;
    return actions.find((a) => a.choice === (bestAttack(c, s, [{ type: 'attack', units: [...attackers, ...support], target }]) ? 'attack' : 'cancel'))!;
  }
  if (s.pending?.kind === 'advance') return bestAdvance(c, s, actions) ?? actions.find((a) => a.type === 'endAdvance')!;
  if (s.pending?.kind === 'breakthrough') return bestAttack(c, s, actions) ?? actions.find((a) => a.type === 'endBreakthrough')!;
  const flip = actions.find((a) => a.type === 'flipArtillery');
  if (flip) return flip;
  // 24: every traffic marker, then any roadblock off the map, at the engine's pick; placed roadblocks stay.
  const marker = actions.find((a) => a.type === 'replace') ?? actions.find((a) => a.type === 'placeTraffic') ?? actions.find((a) => a.type === 'placeRoadblock' && !a.from);
  if (marker) return marker;
  // 7: the side that wins by default is the one defending: it blows the bridges it may; the other rebuilds.
  const defending = c.docs.scenario.victory.default?.winner === s.side;
  const bridge = actions.find((a) => a.type === (defending ? 'blowBridge' : 'rebuildBridge'));
  if (bridge) return bridge;
  if (phaseKind(c, s.phaseId) === 'combat') return bestAttack(c, s, actions) ?? end;
  if (phaseKind(c, s.phaseId) === 'movement') return actions.find((a) => a.type === 'enterReinforcement') ?? bestMove(actions.filter((a) => !s.units[a.unit!]?.moved), moveGain(c, s)) ?? end;
  return end;
};

/** Units off the map (arriving, in a box): the first of their entries (the bot takes it). */
const ENTERING: LegalScope = { kinds: new Set(['enterReinforcement']), units: (_, u) => !('hex' in u.loc), first: true };

/**
 * Greedy's pick in a Movement Phase with no decision pending, from only the actions it weighs
 * there (an entry; else a move of a unit yet to move that brings it nearer a goal; else the end),
 * which is most of a game's time: the same pick as from the whole list, undefined when the phase
 * may not end yet (27.8).
 */
function movingPick(c: Compiled, s: GameState): Action | undefined {
  if (s.ended || s.pending || phaseKind(c, s.phaseId) !== 'movement') return undefined;
  if (s.readied && c.ruleset.phases[s.phaseId]?.actions.includes('flipArtillery' as never)) return undefined;
  const entry = legalActions(c, s, ENTERING).actions[0];
  if (entry) return entry;
  const gain = moveGain(c, s);
  // Only the moves that could be its pick are worked out: those that gain, and more than any before them.
  const { actions } = legalActions(c, s, { kinds: MOVING, units: (_, u) => 'hex' in u.loc && !u.moved, best: { above: 0, worth: gain, most: gain.most } });
  const end = actions.find((a) => a.type === 'endPhase');
  return end && (bestMove(actions, gain) ?? end);
}
const MOVING: ReadonlySet<string> = new Set(['move', 'tacticalMove', 'endPhase']);

/**
 * Greedy's pick in a Traffic Phase (24): its first traffic marker, else its first new roadblock, as
 * from the whole list; undefined when neither is listed first (then the whole list decides). The
 * whole list made every spot of the map an action, and ranked them, at each marker placed.
 */
function trafficPick(c: Compiled, s: GameState): Action | undefined {
  if (s.ended || s.pending || s.phaseId !== 'traffic') return undefined;
  const a = legalActions(c, s, TRAFFIC).actions[0];
  return a?.type === 'placeTraffic' || (a?.type === 'placeRoadblock' && !a.from) ? a : undefined;
}
const TRAFFIC: LegalScope = { kinds: new Set(['placeTraffic', 'placeRoadblock']), units: () => true, first: true };

/**
 * In a Combat Phase with no decision pending, every kind the phase allows but the two greedy never
 * takes there (20: disengagement, 26: breakdown units), whose checks ran for every unit at every attack.
 */
function combatScope(c: Compiled, s: GameState): LegalScope | undefined {
  if (s.pending || phaseKind(c, s.phaseId) !== 'combat') return undefined;
  return memo(memo(combatScopes, c, () => new Map<string, LegalScope>()), s.phaseId, () => {
    const kinds = new Set<string>(c.ruleset.phases[s.phaseId]?.actions ?? []);
    kinds.delete('disengage');
    kinds.delete('breakDown');
    return { kinds, units: () => true };
  });
}
const combatScopes = new WeakMap<Compiled, Map<string, LegalScope>>();

function bestAttack(c: Compiled, s: GameState, actions: readonly Action[]): Action | undefined {
  let best: { a: Action; rank: number } | undefined;
  for (const a of actions) {
    if (a.type !== 'attack' && a.type !== 'attackFromOffMap') continue;
    const odds = attackOdds(c, s, a.units!, a.target!);
    if ('reason' in odds) continue;
    const rank = columnRank(c, odds.column);
    if (rank >= columnRank(c, '2:1') && (!best || rank > best.rank)) best = { a, rank };
  }
  return best?.a;
}

/** Into the vacated hex first, then on toward the nearest victory hex its side does not hold. */
function bestAdvance(c: Compiled, s: GameState, actions: readonly Action[]): Action | undefined {
  const p = s.pending as Extract<GameState['pending'], { kind: 'advance' }>;
  const into = actions.find((a) => a.type === 'advance' && a.target === p.into);
  if (into) return into;
  const goals = c.victoryHexes.filter((h) => s.control[h] !== s.side).map((h) => c.ordinal.get(h)!);
  const near = (hex: string) => Math.min(...goals.map((g) => distanceOf(c, c.ordinal.get(hex)!, g)));
  return actions.find((a) => {
    const loc = a.type === 'advance' ? s.units[a.unit!]!.loc : undefined;
    return loc && 'hex' in loc && goals.length && near(a.target!) < near(loc.hex);
  });
}

/** Hexes from each hex to the nearest of the goals, worked out once a hex as asked, and kept while the goals stay. */
const nearest = new WeakMap<Compiled, Map<string, Int32Array>>();
/** Sets of goals kept a game at a time: guarded hexes come and go, so a batch meets many sets. */
const KEPT_GOALS = 64;
function nearestGoal(c: Compiled, goals: readonly number[]): (k: number) => number {
  const kept = memo(nearest, c, () => new Map<string, Int32Array>());
  const key = goals.join();
  if (kept.size >= KEPT_GOALS && !kept.has(key)) kept.clear();
  const known = memo(kept, key, () => new Int32Array(c.ids.length).fill(-1));
  return (k) => {
    if (known[k]! < 0) known[k] = Math.min(...goals.map((g) => distanceOf(c, k, g)));
    return known[k]!;
  };
}

/**
 * How a side guards the victory hexes it holds. The side that wins by default defends: it holds a
 * hex an enemy is within 6 hexes of with a unit for each enemy stack that near, up to 3. The other
 * side must take hexes: it leaves one unit in a hex it took while an enemy is within 3 hexes, and
 * the rest go on. Measured over 30 games on the same seeds of the 6-turn scenario, each side guarding
 * so beats the same bot not guarding: German VP at the end 5.9 → 7.5 as the Germans, 5.9 → 3.8 as the Allies.
 */
const GUARD = { defender: { within: 6, most: 3 }, attacker: { within: 3, most: 1 } } as const;

/**
 * The victory hexes a side's units head for: those it does not hold, and those it holds that need
 * more guards (GUARD); and the hexes whose guards are all needed, which they do not leave.
 */
export function goalsOf(c: Compiled, s: GameState): { goals: number[]; held: Set<number> } {
  const goals = c.victoryHexes.filter((h) => s.control[h] !== s.side).map((h) => c.ordinal.get(h)!);
  const held = new Set<number>();
  const { within, most } = c.docs.scenario.victory.default?.winner === s.side ? GUARD.defender : GUARD.attacker;
  const occ = occupancy(c, s);
  const enemies: number[] = [];
  for (const [k, cell] of occ) if (cell.side !== s.side) enemies.push(k);
  for (const h of c.victoryHexes) {
    if (s.control[h] !== s.side) continue;
    const k = c.ordinal.get(h)!;
    const need = Math.min(most, enemies.filter((e) => distanceOf(c, e, k) <= within).length);
    const guards = occ.get(k)?.side === s.side ? occ.get(k)!.units.length : 0;
    if (guards < need) goals.push(k);
    if (guards && guards <= need) held.add(k);
  }
  return { goals: goals.sort((a, b) => a - b), held };
}

/**
 * How many hexes nearer its closest goal a move brings a unit (0 when it has none); -1 for a move
 * out of the side's supply net from inside it (23), or out of a hex it guards with none to spare.
 */
function moveGain(c: Compiled, s: GameState): Gain {
  const { goals, held } = goalsOf(c, s);
  if (!goals.length) return Object.assign(() => 0, { most: () => 0 });
  const near = nearestGoal(c, goals);
  let supplied: Int8Array | undefined;
  // Asked for every hex of a unit's range in turn: where the unit stands is looked up once a unit.
  let last: { unit: string; k: number; near: number } | undefined;
  const from = (unit: string) => {
    if (last?.unit !== unit) {
      const k = c.ordinal.get((s.units[unit]!.loc as { hex: string }).hex)!;
      last = { unit, k, near: held.has(k) ? -1 : near(k) };
    }
    return last;
  };
  const gain = (unit: string, hex: string) => {
    const at = from(unit);
    if (at.near < 0) return -1;
    const to = c.ordinal.get(hex)!;
    const gain = at.near - near(to);
    if (gain <= 0) return gain;
    supplied ??= supplyNet(c, s, s.side).land;
    return supplied[to]! < 0 && supplied[at.k]! >= 0 ? -1 : gain;
  };
  // No move gains more than the unit's distance from its nearest goal.
  return Object.assign(gain, { most: (unit: string) => from(unit).near });
}

/** What a move of a unit to a hex gains (moveGain), with the most any move of the unit can gain. */
type Gain = ((unit: string, hex: string) => number) & { most(unit: string): number };

/** The move of a unit yet to move that gains most (the first listed of equals). */
function bestMove(actions: readonly Action[], gainOf: (unit: string, hex: string) => number): Action | undefined {
  let best: { a: Action; gain: number } | undefined;
  for (const a of actions) {
    if (a.type !== 'move' && a.type !== 'tacticalMove') continue;
    const gain = gainOf(a.unit!, a.target!);
    if (gain > 0 && (!best || gain > best.gain)) best = { a, gain };
  }
  return best?.a;
}
