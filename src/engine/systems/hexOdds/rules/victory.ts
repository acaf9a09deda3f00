import { holds } from '../../../core/conditions';
import { vpSourceNames } from '../../../core/victory';
import type { Compiled } from '../compile';
import type { Ending } from '../../../core/types';
import type { Draft } from '../draft';
import type { GameState } from '../types';
import { decide, exited, locationsHeld, locationsOf, nextStreaks, topConditions } from './victoryConditions';

type VpCondition = Extract<Compiled['docs']['scenario']['victory']['conditions'][string], { kind: 'vpThreshold' }>;
type VpSource = VpCondition['sources'][number];

/** A side's VP from one source, with the words for the reason. */
interface Counted {
  readonly vp: number;
  readonly text: string;
}

/**
 * Exit VP (31; 30.2A): `vp` per `per` attack factors of the side's units set aside after leaving the
 * map by the source's locations (an edge, entry letters, hexes; anywhere when it names none). The
 * source's `requires` reads the fact "exit.roadSupply": at judgment time, at least one hex they left
 * from has a road supply line to one of the side's sources (23.3).
 */
function exitVp(c: Compiled, s: GameState, side: string, src: VpSource): Counted {
  const at = src.at;
  const via = at && !at.edge ? new Set(locationsOf(c, at).flat()) : undefined;
  const { units, factors, roadSupply } = exited(c, s, side, (loc) => (at?.edge ? loc.exited === at.edge : !via || via.has(loc.from)));
  if (!units) return { vp: 0, text: '' };
  if (!holds(src.requires, { 'exit.roadSupply': roadSupply })) return { vp: 0, text: `${factors} attack factors exited, not counted: no hex they left from has a road supply line` };
  const vp = Math.floor(factors / (src.per ?? 1)) * src.vp;
  return { vp, text: `${vp} for ${factors} attack factors exited` };
}

/**
 * Location VP (31): `vp` for each location the side controls (30.2: occupies, or was the last to
 * pass through, which the game records for victory hexes) or, for `occupy`, has a unit in. A
 * location of several hexes (a named hex set in `hexSets`, an entry letter) counts once.
 */
function placeVp(c: Compiled, s: GameState, side: string, src: VpSource): Counted {
  // A source naming no places counts none (and is an error in the scenario: validation says so).
  const held = src.at ? locationsHeld(c, s, side, locationsOf(c, src.at), src.kind === 'control' ? 'control' : 'occupy') : 0;
  const what = src.at?.victoryHexes ? 'victory hexes' : 'locations';
  return { vp: held * src.vp, text: `${held * src.vp} for ${held} ${what}${src.kind === 'occupy' ? ' occupied' : ''}` };
}

function sourceVp(c: Compiled, s: GameState, side: string, src: VpSource): Counted {
  if (src.kind === 'control' && src.at?.victoryHexes) {
    const held = Object.values(s.control).filter((x) => x === side).length;
    return { vp: held * src.vp, text: `${held * src.vp} for ${held} victory hexes` };
  }
  if (src.kind === 'control' || src.kind === 'occupy') return placeVp(c, s, side, src);
  if (src.kind === 'exitFactors') return exitVp(c, s, side, src);
  // Compiling refuses a scenario with a source this module does not score (hexOdds.victory).
  throw new Error(`the hex engine does not score ${src.kind} VP`);
}

/**
 * Rule 30: the Victory Phase. Conditions checked over runs (30.3B) count this phase; a win that
 * ends the game at once (30: a German win) ends it here, unless a condition that overrides it holds
 * too (30.3B). Only the scenario's own check phase and side judge.
 */
export function victoryPhase(d: Draft, turn: number, phaseId: string, side: string | null): Ending | undefined {
  const c = d.c;
  const check = c.docs.scenario.victory.checkedIn;
  if (!check || check.phase !== phaseId || (check.side && check.side !== side) || !topConditions(c).length) return undefined;
  const s = { ...d.view(), turn };
  const streaks = nextStreaks(c, s, d.victoryChecks?.streaks ?? {});
  d.victoryChecks = { turn, streaks };
  const won = decide(c, s, streaks);
  if (!won) return undefined;
  const cond = c.docs.scenario.victory.conditions[won.id]!;
  const name = c.ruleset.sides[won.side]?.name ?? won.side;
  d.log({ type: 'victory', text: `${name}: ${won.text}`, rule: ('rule' in cond && cond.rule) || '30' });
  return 'endsGame' in cond && cond.endsGame ? { winner: won.side, reason: `${name} wins in the Victory Phase: ${won.text}` } : undefined;
}

/** Each side's VP where the game stands, from the scenario's VP conditions (31): the sides it names, 0 for the others. */
export function scores(c: Compiled, s: GameState): Record<string, number> {
  const out: Record<string, number> = Object.fromEntries(Object.keys(c.ruleset.sides).map((side) => [side, 0]));
  for (const cond of Object.values(c.docs.scenario.victory.conditions)) {
    if (cond.kind === 'vpThreshold') out[cond.side] = cond.sources.reduce((n, src) => n + sourceVp(c, s, cond.side, src).vp, 0);
  }
  return out;
}

/** The same VP by source (core vpSourceNames), per side the scenario's VP conditions name. */
export function scoresBySource(c: Compiled, s: GameState): Record<string, Record<string, number>> {
  const out: Record<string, Record<string, number>> = {};
  for (const cond of Object.values(c.docs.scenario.victory.conditions)) {
    if (cond.kind !== 'vpThreshold') continue;
    const names = vpSourceNames(cond.sources);
    out[cond.side] = Object.fromEntries(cond.sources.map((src, i) => [names[i]!, sourceVp(c, s, cond.side, src).vp]));
  }
  return out;
}

/** Victory at the end (rule 30/31): each side's VP from the scenario's conditions; the default otherwise. */
export function judge(c: Compiled, s: GameState): { winner: string | null; reason: string } {
  const v = c.docs.scenario.victory;
  if (topConditions(c).length) {
    const streaks = s.victoryChecks?.turn === s.turn ? s.victoryChecks.streaks : nextStreaks(c, s, s.victoryChecks?.streaks ?? {});
    const won = decide(c, s, streaks);
    if (won) return { winner: won.side, reason: `${c.ruleset.sides[won.side]?.name ?? won.side}: ${won.text}` };
    if (v.default) return { winner: v.default.winner, reason: `${v.default.label ?? 'no condition was met'}` };
  }
  for (const cond of Object.values(v.conditions)) {
    if (cond.kind !== 'vpThreshold') continue;
    const parts = cond.sources.map((src) => sourceVp(c, s, cond.side, src));
    const vp = parts.reduce((n, p) => n + p.vp, 0);
    const how = parts.filter((p) => p.text).map((p) => p.text);
    const name = c.ruleset.sides[cond.side]?.name ?? cond.side;
    const detail = how.length > 1 || parts.some((p, i) => p.text && cond.sources[i]!.kind !== 'control') ? `: ${how.join('; ')}` : '';
    if (vp >= cond.threshold) return { winner: cond.side, reason: `${name} has ${vp} VP (needs ${cond.threshold})${detail}` };
    if (v.default) return { winner: v.default.winner, reason: `${name} has only ${vp} VP (needs ${cond.threshold})${detail}` };
  }
  return { winner: v.default?.winner ?? null, reason: 'the last turn ended' };
}
