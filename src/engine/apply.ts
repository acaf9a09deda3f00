import { advanceAfterCombat, attack, chooseFirefight, endAdvance } from './actions/combat';
import { enter, move, tacticalMove } from './actions/movement';
import type { Compiled } from './compile';
import { Draft } from './draft';
import { checkInvariants } from './invariants';
import { advance } from './phases';
import type { Action, Applied, GameState, Refusal } from './types';

/** Which actions each player phase allows (the ruleset lists them; the module plays these). */
const HANDLERS: Record<string, (d: Draft, a: Action) => Refusal | undefined> = {
  move,
  tacticalMove,
  enterReinforcement: enter,
  attack,
};

/** Re-check invariants after every action in development and tests; free in production builds. */
const CHECK = typeof process !== 'undefined' ? process.env.NODE_ENV !== 'production' : import.meta.env?.DEV === true;

/**
 * Applies one action: a pure function of the state (the input is never changed). A refused action
 * comes back with the reason and the rule; the state stays as it was.
 */
export function applyAction(c: Compiled, s: GameState, a: Action): Applied {
  const refuse = (error: Refusal): Applied => ({ ok: false, error });
  if (s.ended) return refuse({ reason: `the game is over: ${s.ended.reason}` });
  if (a.side !== undefined && a.side !== s.side) return refuse({ reason: `it is the ${s.side} player's ${s.phaseId} phase, not ${a.side}'s` });
  const d = new Draft(c, s);
  let error: Refusal | undefined;
  let rest: Partial<GameState> = {};
  if (s.pending) {
    if (a.type === 'chooseFirefight') error = chooseFirefight(d, a);
    else if (a.type === 'advance') error = advanceAfterCombat(d, a);
    else if (a.type === 'endAdvance') error = endAdvance(d);
    else error = { reason: s.pending.kind === 'firefight' ? 'decide the firefight first: accept Eng or roll' : 'finish the advance after combat first (advance or end the advance)', rule: s.pending.kind === 'firefight' ? '16.2' : '19' };
  } else if (a.type === 'endPhase') {
    rest = advance(d, s);
  } else {
    const allowed = c.ruleset.phases[s.phaseId]?.actions ?? [];
    const type = a.type === 'enter' ? 'enterReinforcement' : a.type;
    const handler = HANDLERS[type];
    if (!handler) error = { reason: `unknown action "${a.type}"` };
    else if (!allowed.includes(type as never)) error = { reason: `${a.type} is not allowed in the ${c.ruleset.phases[s.phaseId]?.name ?? s.phaseId}`, rule: c.ruleset.phases[s.phaseId]?.rule };
    else error = handler(d, a);
  }
  if (error) return refuse(error);
  const next = d.finish(rest);
  if (CHECK) checkInvariants(c, next);
  return { ok: true, state: next, events: d.events };
}
