import type { Compiled } from './compile';
import { optionOn } from './rules/turnRules';

/** One phase of a turn as played: the phase id and the side whose player turn it is (null: both). */
export interface PhaseSlot {
  readonly phase: string;
  readonly side: string | null;
}

/**
 * Rule 4 (and 25.1 at night): the phases of a turn in order, from the ruleset's sequence for that turn, leaving out the phases
 * the calendar skips (e.g. the German turn of 16AM starts at its Movement Phase), phases only some
 * sides have, phases that start later in the game (Fuel Shortage from 19AM) or end earlier (the
 * German Set-up after 16AM), and phases of optional rules the scenario leaves off.
 */
export function phasesOfTurn(c: Compiled, turn: number): PhaseSlot[] {
  const turnId = c.turnOrder[turn]!;
  const def = c.ruleset.calendar.turns[turnId]!;
  const seq = c.ruleset.sequences[def.sequence]!;
  const skipped = (side: string | null, phase: string) => {
    const p = c.ruleset.phases[phase];
    return (
      (side !== null && def.skipPhases?.some((s) => s.side === side && s.phases.includes(phase))) ||
      (side !== null && p?.onlyFor && !p.onlyFor.includes(side as never)) ||
      (p?.fromTurn !== undefined && turn < c.turnOrder.indexOf(p.fromTurn)) ||
      (p?.untilTurn !== undefined && turn > c.turnOrder.indexOf(p.untilTurn)) ||
      // A phase of an optional rule (the German set-up by the player, 3.4) only when the scenario switches it on.
      (p?.option !== undefined && !optionOn(c, p.option))
    );
  };
  const out: PhaseSlot[] = [];
  for (const step of seq.steps) {
    if (step.kind === 'playerTurn') for (const p of step.phases) out.push({ phase: p, side: step.side });
    else if (step.kind === 'phase' && !step.side && playedByEach(c, step.phase)) for (const side of Object.keys(c.ruleset.sides)) out.push({ phase: step.phase, side });
    else if (step.kind === 'phase') out.push({ phase: step.phase, side: step.side ?? null });
    else for (let i = 0; i < step.count; i++) for (const side of step.order) for (const p of [...(step.before ?? []), ...step.phases]) out.push({ phase: p, side });
  }
  return out.filter((slot) => !skipped(slot.side, slot.phase));
}

/**
 * A phase both players act in (the Replacement Phase, 25.2) is played by each in turn, in the
 * ruleset's order of sides (the German first: "the German decides the order if it matters").
 */
function playedByEach(c: Compiled, phase: string): boolean {
  const p = c.ruleset.phases[phase];
  return p?.owner === 'both' && (p.actions ?? []).some((a) => a !== 'endPhase');
}

/** 3.4: whether a phase is a set-up phase (its ruleset allows setting units up in it). */
export function isSetupPhase(c: Compiled, phaseId: string): boolean {
  return !!c.ruleset.phases[phaseId]?.actions.includes('setUp' as never);
}

/**
 * What kind of player phase a phase is, from the actions the ruleset allows in it: a movement
 * phase (day or night), a combat phase, or a procedure the engine runs (undefined).
 */
export function phaseKind(c: Compiled, phaseId: string): 'movement' | 'combat' | undefined {
  const allowed = c.ruleset.phases[phaseId]?.actions ?? [];
  return allowed.includes('move' as never) ? 'movement' : allowed.includes('attack' as never) ? 'combat' : undefined;
}
