import type { Compiled } from '../compile';
import type { Draft } from '../draft';
import type { Action, GameState, Refusal } from '../types';
import { bridgeAt } from './demolition';
import { supplyRoad } from './supply';
import { enemyView } from './zoc';

/**
 * Rule 7.9: either side rebuilds a blown bridge where it was. The work starts in the first friendly
 * Bridge Phase that meets both conditions (the Bridge Blown marker flips to "under construction")
 * and ends in the next friendly Bridge Phase that still meets them (the marker comes off; the bridge
 * is usable that turn). Rule 7.10: bridges under construction at the start (Dasburg, Gemünd) were
 * planned and complete in their side's next Bridge Phase.
 */

const name = (c: Compiled, sid: string) => {
  const n = c.map.hexsides?.[sid]?.bridge?.name;
  return n ? `the ${n} bridge (${sid})` : `the bridge at ${sid}`;
};

/**
 * The two conditions of 7.9: (i) neither hex of the hexside holds an enemy unit, and each is
 * friendly-occupied or free of enemy ZOC; (ii) a road-only supply line (23.3) reaches one of them.
 */
function conditions(c: Compiled, s: GameState, side: string, sid: string): Refusal | undefined {
  const at = bridgeAt(c, sid)!;
  const { occ, enemyZoc } = enemyView(c, s, side);
  const ends = [at.k, at.n];
  const held = ends.find((h) => occ.get(h) && occ.get(h)!.side !== side);
  if (held !== undefined) return { reason: `an enemy unit is in ${c.ids[held]}, one of the hexes of ${name(c, sid)}`, rule: '7.9' };
  const open = ends.find((h) => !occ.get(h) && enemyZoc[h]);
  if (open !== undefined) return { reason: `${c.ids[open]} is in an enemy ZOC and holds no friendly unit`, rule: '7.9' };
  const road = supplyRoad(c, s, side);
  if (!road[at.k] && !road[at.n]) return { reason: `no road-only supply line reaches either hex of ${name(c, sid)}`, rule: '7.9, 23.3' };
  return undefined;
}

/** Why the side may not start rebuilding this bridge now (7.9). */
export function whyNotRebuild(c: Compiled, s: GameState, side: string, sid: string | undefined): Refusal | undefined {
  if (!sid || !bridgeAt(c, sid)) return { reason: `there is no bridge at ${sid ?? 'no hexside'}: bridges are rebuilt where they were`, rule: '7.9' };
  if (s.building[sid]) return { reason: `${name(c, sid)} is already under construction`, rule: '7.9' };
  if (!s.blown.includes(sid)) return { reason: `${name(c, sid)} is not blown`, rule: '7.9' };
  return conditions(c, s, side, sid);
}

/** The blown bridges the side may start rebuilding now. */
export function rebuildable(c: Compiled, s: GameState, side: string): string[] {
  return s.blown.filter((sid) => !whyNotRebuild(c, s, side, sid));
}

/** Whether the side may start rebuilding any blown bridge now (its Bridge Phase waits for it then). */
export function anyRebuildable(c: Compiled, s: GameState, side: string): boolean {
  return s.blown.some((sid) => !whyNotRebuild(c, s, side, sid));
}

/** Action rebuildBridge: the Bridge Blown marker flips to "under construction" (7.9). */
export function rebuildBridge(d: Draft, a: Action): Refusal | undefined {
  const s = d.base;
  const why = whyNotRebuild(d.c, s, s.side, a.hexside);
  if (why) return why;
  d.blown = d.blown.filter((x) => x !== a.hexside);
  d.building = { ...d.building, [a.hexside!]: { turn: s.turn, side: s.side } };
  d.log({ type: 'bridge', text: `${d.c.ruleset.sides[s.side]?.name ?? s.side} starts rebuilding ${name(d.c, a.hexside!)}: complete in the next friendly Bridge Phase if the conditions still hold`, rule: '7.9' });
  return undefined;
}

/**
 * The start of a side's Bridge Phase: its bridges begun in an earlier turn are completed when the
 * 7.9 conditions still hold (a planned one, 7.10, whatever they are); others stay under construction.
 * Work with no side recorded completes in any side's phase with no enemy unit on it (as before 7.9 was played).
 */
export function completeBridges(d: Draft, side: string, turn: number): void {
  const c = d.c;
  for (const [sid, work] of Object.entries(d.building)) {
    if (work.turn >= turn || (work.side !== undefined && work.side !== side)) continue;
    if (!bridgeAt(c, sid)) continue;
    const why = work.planned ? undefined : conditions(c, d.view(), side, sid);
    if (why) {
      d.log({ type: 'bridge', text: `${name(c, sid)} stays under construction: ${why.reason}`, rule: why.rule });
      continue;
    }
    d.building = Object.fromEntries(Object.entries(d.building).filter(([x]) => x !== sid));
    d.log({ type: 'bridge', text: `${name(c, sid)} is complete`, rule: work.planned ? '7.10' : '7.9' });
  }
}
