import { reachFrom } from '../../core/graph';
import type { Facts } from '../../core/conditions';
import { bandOf, scoredWhen, vpSourceNames } from '../../core/victory';
import type { Ending, GameEvent } from '../../core/types';
import type { VpSource } from '../../../generated/documents';
import { contested, nodeName, occupancy, spOf, unitsOf, type Occupancy } from './board';
import { enemyOf, locations, type AreaCompiled } from './compile';
import { suppliedAt, supplyNet } from './supply';
import type { AreaState } from './types';

/** The VP one source gives a side now (12.2): printed VP areas, exit VP, town states, holes. */
export function scoreOf(c: AreaCompiled, s: AreaState, side: string, src: VpSource, occ: Occupancy): { vp: number; text: string } {
  const enemy = enemyOf(c, side);
  switch (src.kind) {
    case 'areaVp': {
      // 12.21–12.22: each VP area the side controls, every turn; with the errata (12.22, 2002)
      // only where the side's units there, if any, trace supply.
      const errata = !!c.scenario.options?.errata?.enabled;
      const net = errata ? supplyNet(c, s, side, occ) : undefined;
      const supplied = (id: string) => !net || !unitsOf(occ, id, side).length || unitsOf(occ, id, side).some((u) => suppliedAt(c, s, net, u, id));
      const held = [...c.areaVp].filter(([id]) => c.inPlay[c.graph.index.get(id)!] && s.control[id] === side && supplied(id));
      return { vp: held.reduce((t, [, v]) => t + v * (src.vp || 1), 0), text: held.map(([id, v]) => `${nodeName(c, id)} ${v}`).join(', ') || 'no VP area held' };
    }
    case 'zoneMultiplier': {
      // 12.23–12.24, 3.28: SP in an enemy zone × its multiplier, once per SP, none out of supply.
      const net = supplyNet(c, s, side, occ);
      let vp = 0;
      const parts: string[] = [];
      for (const [z, zone] of Object.entries(c.map.zones ?? {})) {
        if (zone.initialOwner !== enemy || !zone.vpMultiplier) continue;
        const sp = spOf(s, unitsOf(occ, z, side).filter((id) => suppliedAt(c, s, net, id, z)));
        if (sp) parts.push(`${sp} SP in zone ${z} × ${zone.vpMultiplier}`);
        vp += sp * zone.vpMultiplier * (src.vp || 1);
      }
      return { vp, text: parts.join(', ') || 'no SP exited' };
    }
    case 'townState': {
      // First Three Days: +vp per town held, +contestedVp per town shared.
      let vp = 0;
      const parts: string[] = [];
      for (const id of locations(c.map, src.at)) {
        if (contested(occ, id)) {
          vp += src.contestedVp ?? 0;
          parts.push(`${nodeName(c, id)} contested`);
        } else if (s.control[id] === side) {
          vp += src.vp;
          parts.push(`${nodeName(c, id)} held`);
        }
      }
      return { vp, text: parts.join(', ') || 'no town held' };
    }
    case 'holes': {
      // First Three Days (scenario 8.3): a hole is where a supply-style trace from the side's own
      // zones reaches a target zone by road. What one hole is, the rules leave open (digest A9):
      // each such road (links, the digest's default), each area it comes from, or each zone reached.
      const from = locations(c.map, src.from).map((id) => c.graph.index.get(id)!).filter((k) => k !== undefined);
      const targets = new Set(locations(c.map, src.at));
      const net = reachFrom(c.graph, from, (_k, e) => !!c.inPlay[e.to] && !targets.has(c.graph.ids[e.to]!) && s.control[c.graph.ids[e.to]!] !== enemy && !s.blown.includes(e.id));
      const count = src.count ?? 'links';
      const holes = new Map<string, string>(); // one entry a hole: its key, and how the score names it
      for (const z of targets) {
        const k = c.graph.index.get(z);
        if (k === undefined) continue;
        for (const e of c.graph.out[k]!) {
          if (net[e.to]! < 0 || s.blown.includes(e.id)) continue;
          const area = c.graph.ids[e.to]!;
          if (count === 'zones') holes.set(z, `zone ${z}`);
          else if (count === 'areas') holes.set(area, nodeName(c, area));
          else holes.set(e.id, `${nodeName(c, area)} into zone ${z}`);
        }
      }
      const n = holes.size;
      return { vp: n * src.vp, text: n ? `${n} hole${n === 1 ? '' : 's'} in the line (${[...holes.values()].join(', ')})` : 'no hole in the line' };
    }
    default:
      return { vp: 0, text: `${src.kind} is not scored in area games` };
  }
}

/** Scores the sources due at this moment (each turn's end, or the game's end) and adds them to VP. */
export function scoreVp(c: AreaCompiled, s: AreaState, moment: 'eachTurn' | 'end'): Pick<AreaState, 'vp' | 'vpBySource'> & { events: GameEvent[] } {
  const score = c.scenario.victory.score;
  if (!score) return { vp: s.vp, events: [] };
  const occ = occupancy(c, s);
  let total = s.vp[score.side] ?? 0;
  const names = vpSourceNames(score.sources);
  const bySource = { ...s.vpBySource?.[score.side] };
  const events: GameEvent[] = [];
  score.sources.forEach((src, i) => {
    if (scoredWhen(src) !== moment) return;
    const { vp, text } = scoreOf(c, s, score.side, src, occ);
    total += vp;
    bySource[names[i]!] = (bySource[names[i]!] ?? 0) + vp;
    events.push({ type: 'vp', text: `${c.ruleset.sides[score.side]?.name ?? score.side} scores ${vp} VP (${text}): ${total} VP`, rule: src.rule ?? '12' });
  });
  return { vp: { ...s.vp, [score.side]: total }, vpBySource: { ...s.vpBySource, [score.side]: bySource }, events };
}

/** The places the scenario scores or judges by (its VP towns and areas, its victory towns) in play, and who holds each now (12.22): a side, or contested. */
export function placesHeld(c: AreaCompiled, s: AreaState): Record<string, string> {
  const occ = occupancy(c, s);
  const places = new Set(locations(c.map, c.scenario.victory.towns));
  for (const src of c.scenario.victory.score?.sources ?? []) {
    if (src.kind === 'townState') for (const id of locations(c.map, src.at)) places.add(id);
    if (src.kind === 'areaVp') for (const id of c.areaVp.keys()) places.add(id);
  }
  const out: Record<string, string> = {};
  for (const id of places) {
    if (!c.inPlay[c.graph.index.get(id) ?? -1]) continue; // outside the scenario's area: not played for
    if (contested(occ, id)) out[id] = 'contested';
    else if (s.control[id]) out[id] = s.control[id]!;
  }
  return out;
}

/** The facts a victory table reads: VP per side, and towns held per side or contested. */
export function victoryFacts(c: AreaCompiled, s: AreaState): Facts {
  const occ = occupancy(c, s);
  const facts: Record<string, number> = { 'towns.contested': 0 };
  for (const side of c.sides) {
    facts[`vp.${side}`] = s.vp[side] ?? 0;
    facts[`towns.${side}`] = 0;
  }
  for (const id of locations(c.map, c.scenario.victory.towns)) {
    if (contested(occ, id)) facts['towns.contested']! += 1;
    else if (s.control[id]) facts[`towns.${s.control[id]}`] = (facts[`towns.${s.control[id]}`] ?? 0) + 1;
  }
  return facts;
}

/** How the game ends: the scenario's band from its victory table (12, the scenario card). */
export function ending(c: AreaCompiled, s: AreaState): Ending {
  const facts = victoryFacts(c, s);
  const vp = Object.fromEntries(c.sides.map((side) => [side, s.vp[side] ?? 0]));
  const table = Object.values(c.scenario.victory.conditions).find((v) => v.kind === 'outcomeTable');
  const reason = `the scenario ends after ${c.segments[c.segments.length - 1]!.label}; ${c.sides.map((side) => `${c.ruleset.sides[side]?.name ?? side} ${vp[side]} VP`).join(', ')}`;
  if (!table || table.kind !== 'outcomeTable') return { winner: null, reason: `${reason}; the scenario has no victory table`, vp };
  return { ...bandOf(table.rows, facts, reason), vp };
}
