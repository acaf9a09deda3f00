import type { Bot } from '../../core/module';
import type { Action } from '../../core/types';
import { occupancy, spOf, unitsOf, whereIs } from './board';
import { enemyOf, locations, type AreaCompiled } from './compile';
import { legalActions } from './legal';
import type { AreaState } from './types';

/** Road steps from every node to the nearest goal (breadth-first over the graph, in play only). */
function stepsTo(c: AreaCompiled, goals: readonly string[]): Int32Array {
  const d = new Int32Array(c.graph.ids.length).fill(1 << 20);
  const queue: number[] = [];
  for (const g of goals) {
    const k = c.graph.index.get(g);
    if (k === undefined) continue;
    d[k] = 0;
    queue.push(k);
  }
  while (queue.length) {
    const k = queue.shift()!;
    for (const e of c.graph.out[k]!) {
      if (!c.inPlay[e.to] || d[e.to]! <= d[k]! + 1) continue;
      d[e.to] = d[k]! + 1;
      queue.push(e.to);
    }
  }
  return d;
}

/**
 * Where a side that does not score keeps the scorer out (First Three Days, scenario 8.3): the towns
 * that score which it holds, and the areas beside the zones the scorer's lines must not reach (a
 * road into such a zone from an area the side holds is no hole, digest A9).
 */
function holdPoints(c: AreaCompiled, s: AreaState, side: string): Set<string> {
  const score = c.scenario.victory.score;
  const out = new Set<string>();
  if (!score || score.side === side) return out;
  const inPlay = (id: string) => !!c.inPlay[c.graph.index.get(id) ?? -1];
  for (const src of score.sources) {
    if (src.kind === 'townState') for (const id of locations(c.map, src.at)) if (inPlay(id) && s.control[id] === side) out.add(id);
    if (src.kind !== 'holes') continue;
    const zones = new Set(locations(c.map, src.at));
    for (const z of zones) {
      const k = c.graph.index.get(z);
      if (k === undefined) continue;
      for (const e of c.graph.out[k]!) {
        const id = c.graph.ids[e.to]!;
        if (c.inPlay[e.to] && !zones.has(id) && c.graph.kind[e.to] === 'area') out.add(id);
      }
    }
  }
  return out;
}

/** The places a side heads for: VP areas and victory towns it does not hold, and for the scorer, enemy VP zones. */
function goals(c: AreaCompiled, s: AreaState, side: string): string[] {
  const towns = [...c.areaVp.keys(), ...locations(c.map, c.scenario.victory.towns)].filter((id) => c.inPlay[c.graph.index.get(id) ?? -1] && s.control[id] !== side);
  const zones = c.scenario.victory.score?.side === side ? Object.entries(c.map.zones ?? {}).filter(([id, z]) => z.initialOwner !== side && z.vpMultiplier && !(z.closedTo as readonly string[] | undefined)?.includes(side) && c.inPlay[c.graph.index.get(id)!]).map(([id]) => id) : [];
  if (towns.length || zones.length) return [...towns, ...zones];
  // Holding all it wants, a side closes on the enemy.
  return [...occupancy(c, s)].filter(([node, here]) => here.has(enemyOf(c, side)) && c.graph.kind[c.graph.index.get(node)!] === 'area').map(([node]) => node);
}

/**
 * A greedy bot for area-impulse games: fights every battle it may where its side is at least as
 * strong (and every one it must), blows every bridge it can, repairs every bridge it can, and moves
 * each unit one step nearer the VP areas and towns its side does not hold, into an enemy area only
 * with the odds on its side, but never the last of its side's units out of a place its side must
 * hold against a scoring enemy (`holdPoints`); the engine's own pick for targets and removals.
 */
export const greedyBot: Bot<AreaCompiled, AreaState> = (c, s) => {
  const { actions } = legalActions(c, s);
  const pick = (type: string) => actions.find((a) => a.type === type);
  if (s.pending) return pick('demolish') ?? actions[0]!;
  const end = pick('endPhase');
  if (s.phaseId === 'combat') {
    const occ = occupancy(c, s);
    const good = actions.find((a) => a.type === 'fight' && (spOf(s, a.units!) >= spOf(s, unitsOf(occ, a.target!, enemyOf(c, s.side))) || a.units!.some((id) => s.units[id]!.mustAttack)));
    return good ?? end ?? actions[0]!;
  }
  if (s.phaseId === 'bridgeRepair') return pick('repairBridge') ?? end ?? actions[0]!;
  return bestMove(c, s, actions) ?? end ?? actions[0]!;
};

function bestMove(c: AreaCompiled, s: AreaState, actions: readonly Action[]): Action | undefined {
  const d = stepsTo(c, goals(c, s, s.side));
  const occ = occupancy(c, s);
  const enemy = enemyOf(c, s.side);
  const hold = holdPoints(c, s, s.side);
  let best: { a: Action; gain: number } | undefined;
  for (const a of actions) {
    if (a.type !== 'move' || s.units[a.unit ?? a.units![0]!]!.movedIn === s.seg) continue;
    const stack = a.units ?? [a.unit!];
    const at = whereIs(s.units[stack[0]!])!;
    // The last of the side's units where it must hold stays.
    if (hold.has(at) && unitsOf(occ, at, s.side).length <= stack.length) continue;
    const from = c.graph.index.get(at)!;
    const to = a.path![a.path!.length - 1]!;
    const foes = unitsOf(occ, to, enemy);
    const friends = unitsOf(occ, to, s.side);
    if (foes.length && spOf(s, stack) + spOf(s, friends) < spOf(s, foes)) continue;
    // Never into a stack over the limits (7.1): the owner would lose whole units at the impulse's end.
    if (c.graph.kind[c.graph.index.get(to)!] === 'area' && (friends.length + stack.length > c.stackUnits || spOf(s, friends) + spOf(s, stack) > c.stackStrength)) continue;
    if (c.map.zones?.[to]?.initialOwner === s.side) continue;
    const progress = d[from]! - d[c.graph.index.get(to)!]!;
    if (progress <= 0) continue;
    const gain = progress * 10 + stack.length - a.path!.length * 0.1;
    if (!best || gain > best.gain) best = { a, gain };
  }
  return best?.a;
}
