import type { Compiled } from '../compile';
import type { Draft } from '../draft';
import type { GameState } from '../types';
import { faceOf } from './movement';
import { lineRules, supplyNet, type LineRules } from './supply';
import { rollOn } from './tables';
import { groupBy } from '../../../../shared/groupBy';
import type { FactsOf } from '../../../core/judgedConditions';

/**
 * The Supply and Surrender Phase of the phasing side (rule 23):
 * A. each unit on the map traces supply; those that cannot get an OOS marker, those that can lose it (23.1);
 * B. out-of-supply units with no line of communication are isolated (23.6); each isolated group
 *    rolls once on the surrender table and surrenders on reaching its level (23.7, 23.8).
 */
export function supplyPhase(d: Draft, side: string): void {
  const c = d.c;
  const s: GameState = d.view();
  const net = supplyNet(c, s, side);
  const mine = Object.entries(d.units).filter(([id, u]) => 'hex' in u.loc && c.units.get(id)!.side === side);
  const hexOf = (id: string) => c.ordinal.get((d.units[id]!.loc as { hex: string }).hex)!;
  let newly = 0;
  let regained = 0;
  for (const [id, u] of mine) {
    const ok = net.land[hexOf(id)]! >= 0;
    if (ok && u.oos) regained++;
    if (!ok && !u.oos) newly++;
    if (ok !== !u.oos) d.set(id, { oos: !ok });
  }
  const out = mine.filter(([id]) => net.land[hexOf(id)]! < 0).map(([id]) => id);
  d.log({ type: 'supply', text: `Supply check: ${out.length} of ${mine.length} units out of supply${newly ? ` (${newly} newly)` : ''}${regained ? `, ${regained} back in supply` : ''}`, rule: '23.1', data: { outOfSupply: out } });
  const rules = lineRules(c, s, side);
  const supplied = new Set(mine.filter(([id]) => net.land[hexOf(id)]! >= 0).map(([id]) => hexOf(id)));
  const linked = linkedHexes(c, rules, [...new Set(out.map(hexOf))], supplied, net.reach);
  const isolated = out.filter((id) => !linked.has(hexOf(id)));
  // Escape (23.7): units no longer isolated drop their surrender points.
  for (const [id, u] of mine) if (u.surrender && !isolated.includes(id)) d.set(id, { surrender: 0 });
  for (const group of groupsOf(c, rules, isolated, hexOf, net.reach)) surrenderRoll(d, side, group);
}

/**
 * Rule 23.6: which of these hexes of out-of-supply units have a line of communication: a chain of
 * land-portion links of at most `reach` hexes from unit to unit, ending at a unit in supply (each
 * unit reached restarts the count). A link is the same both ways (LineRules.landStep), so each chain
 * is traced from the unit's end and stops at the first unit in supply: it costs what the pocket
 * around the unit holds, not the whole army. Every friendly hex a trace reaches shares its verdict.
 */
function linkedHexes(c: Compiled, rules: LineRules, from: readonly number[], supplied: ReadonlySet<number>, reach: number): Set<number> {
  const linked = new Set<number>();
  if (!from.length) return linked; // only a unit out of supply can be isolated: none, no line traced
  const settled = new Set<number>();
  // The line length left on reaching each hex, longest first (-1: not reached): each hex is settled once a trace.
  const left = new Int8Array(c.ids.length).fill(-1);
  const touched: number[] = [];
  for (const start of from) {
    if (settled.has(start)) continue;
    const reached = [start];
    let found = supplied.has(start);
    const buckets: number[][] = Array.from({ length: reach + 1 }, () => []);
    left[start] = reach;
    touched.push(start);
    buckets[reach]!.push(start);
    for (let b = reach; b > 0 && !found; b--) {
      const level = b;
      const bucket = buckets[level]!;
      while (bucket.length && !found) {
        const k = bucket.pop()!;
        if (left[k] !== level) continue;
        for (let j = 0; j < 6; j++) {
          const m = c.nb[k * 6 + j]!;
          if (m < 0 || !rules.landStep(k, j)) continue;
          const unit = rules.friendly(m);
          const here = unit ? reach : level - 1;
          if (here <= left[m]!) continue;
          if (left[m]! < 0) touched.push(m);
          left[m] = here;
          if (unit) {
            reached.push(m);
            if (supplied.has(m)) found = true;
          }
          buckets[here]!.push(m);
          // A unit reached restarts the count: go back up to its bucket after this one.
          if (here > level) b = Math.max(b, here + 1);
        }
      }
    }
    for (const k of reached) {
      settled.add(k);
      if (found) linked.add(k);
    }
    for (const k of touched) left[k] = -1;
    touched.length = 0;
  }
  return linked;
}

/** Rule 23.6: isolated groups, units each within a 4-hex land line of another member. */
function groupsOf(c: Compiled, rules: LineRules, ids: string[], hexOf: (id: string) => number, reach: number): string[][] {
  const parent = new Map(ids.map((id) => [id, id]));
  const find = (x: string): string => (parent.get(x) === x ? x : find(parent.get(x)!));
  const byHex = groupBy(ids, hexOf);
  for (const [k, here] of byHex) {
    const dist = new Map([[k, 0]]);
    const queue = [k];
    for (let i = 0; i < queue.length; i++) {
      const h = queue[i]!;
      for (const other of byHex.get(h) ?? []) parent.set(find(other), find(here[0]!));
      if (dist.get(h)! >= reach) continue;
      for (let j = 0; j < 6; j++) {
        const m = c.nb[h * 6 + j]!;
        if (m < 0 || dist.has(m) || !rules.landStep(h, j)) continue;
        dist.set(m, dist.get(h)! + 1);
        queue.push(m);
      }
    }
  }
  const groups = new Map<string, string[]>();
  for (const id of ids) groups.set(find(id), [...(groups.get(find(id)) ?? []), id]);
  return [...groups.values()];
}

/** The facts of a Surrender roll (23.7): whether clear weather has begun, and the group's side. */
export const SURRENDER_FACTS = ['turn.clearWeather', 'group.side'] as const;

/**
 * Rule 23.7–23.8: one roll for the group; points add to its marker and it surrenders on reaching its
 * level. Merged groups keep the points of the larger part (printed attack; on a tie, fewer points).
 */
function surrenderRoll(d: Draft, side: string, group: string[]): void {
  const c = d.c;
  const parts = new Map<number, number>();
  for (const id of group) parts.set(d.unit(id).surrender ?? 0, (parts.get(d.unit(id).surrender ?? 0) ?? 0) + (c.units.get(id)!.front.attack ?? 0));
  const [held] = [...parts].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]!;
  if (!c.ruleset.tables.surrender) return;
  const calendar = c.ruleset.calendar;
  const clearBegun = c.turnOrder.slice(0, d.view().turn + 1).some((t) => calendar.turns[t]?.weather === 'clear');
  const facts: FactsOf<typeof SURRENDER_FACTS> = { 'turn.clearWeather': clearBegun, 'group.side': side };
  const r = rollOn(c.ruleset, 'surrender', facts, d.rng);
  d.rng = r.rng;
  const gained = r.result.effects.reduce((n, e) => n + (e.kind === 'points' && e.track === 'surrender' ? (e.amount ?? 0) : 0), 0);
  const points = held + gained;
  const morale = group.map((id) => faceOf(c.units.get(id)!, d.unit(id).steps).morale ?? 'veteran');
  const level = morale.includes('elite') ? 'elite' : morale.every((m) => m === 'green') ? 'green' : 'veteran';
  const levels = c.ruleset.tables.surrenderLevels;
  const threshold = levels?.kind === 'lookup' ? Number((levels.entries[level] as { value?: number } | undefined)?.value ?? Infinity) : Infinity;
  const names = group.map((id) => c.units.get(id)!.name).join(', ');
  d.log({ ...r.event, text: `Isolated group (${names}): ${r.event.text}; ${points} of ${threshold} surrender points` });
  if (points >= threshold) {
    for (const id of group) d.set(id, { loc: { eliminated: true }, steps: 0, surrender: points, surrendered: true });
    d.log({ type: 'surrender', text: `${names} surrender${group.length === 1 ? 's' : ''} (${level} level ${threshold})`, rule: '23.8', data: { units: group } });
    return;
  }
  for (const id of group) d.set(id, { surrender: points });
}
