import type { Compiled } from '../compile';
import type { Draft } from '../draft';
import type { GameState, Refusal } from '../types';
import { rollOn } from './tables';
import { holds } from '../../../core/conditions';
import { reachedFacts } from './reached';

/** What a release roll gave: the group arrives, waits a turn, or never comes. */
type Outcome = 'arrives' | 'delayed' | 'never';

function releaseTable(c: Compiled, group: string): string | undefined {
  return c.docs.scenario.reinforcements[group]?.release?.table;
}

/**
 * 27.9: a group released by a roll (the 653 Hv Jpz VI Bn) rolls at the start of its side's Movement
 * Phase, from its turn (and its `notBefore`) on, once a turn, until it arrives or never will; a
 * delayed group rolls again the next turn.
 */
export function releaseRolls(d: Draft, side: string, turn: number): void {
  const c = d.c;
  for (const [group, g] of Object.entries(c.docs.scenario.reinforcements)) {
    if (!g.release?.table || c.turnOrder.indexOf(g.turn) > turn) continue;
    if (g.release.notBefore !== undefined && c.turnOrder.indexOf(g.release.notBefore) > turn) continue;
    if (c.units.get(g.units[0]!)?.side !== side) continue;
    const done = d.releases?.[group];
    if (done && (done.outcome !== 'delayed' || done.turn === turn)) continue;
    if (!g.units.some((id) => 'arriving' in d.unit(id).loc)) continue;
    const r = rollOn(c.ruleset, g.release.table, {}, d.rng);
    d.rng = r.rng;
    const said = r.result.effects.find((e) => e.kind === 'outcome');
    const outcome: Outcome = said?.kind === 'outcome' && (said.outcome === 'arrives' || said.outcome === 'never') ? said.outcome : 'delayed';
    d.releases = { ...d.releases, [group]: { turn, outcome } };
    const names = g.units.map((id) => c.units.get(id)!.name).join(', ');
    d.log({ ...r.event, text: `${names}: ${r.event.text}`, rule: g.release.rule ?? r.event.rule });
  }
}

/**
 * Why a group's units may not enter yet: its release roll has not let them (27.9), or its condition
 * does not hold yet, or not before its turn (33: optional units wait for the Germans at the Meuse).
 */
export function unreleased(c: Compiled, s: GameState, group: string): Refusal | undefined {
  const g = c.docs.scenario.reinforcements[group];
  const when = g?.release?.when;
  if (when) {
    const rule = g.release!.rule ?? '13.1';
    if (g.release!.notBefore !== undefined && c.turnOrder.indexOf(g.release!.notBefore) > s.turn) return { reason: `${g.release!.description}: not before ${g.release!.notBefore}`, rule };
    if (!holds(when, reachedFacts(s))) return { reason: `${g.release!.description}: not yet`, rule };
  }
  if (!releaseTable(c, group)) return undefined;
  const rule = g!.release!.rule ?? '13.1';
  const done = s.releases?.[group];
  if (done?.outcome === 'arrives') return undefined;
  if (done?.outcome === 'never') return { reason: `${g!.release!.description}: the roll said it never arrives`, rule };
  if (done?.outcome === 'delayed' && done.turn === s.turn) return { reason: `${g!.release!.description}: delayed by this turn's roll, it rolls again next turn`, rule };
  return { reason: `${g!.release!.description}: it waits for its roll at the start of the Movement Phase`, rule };
}
