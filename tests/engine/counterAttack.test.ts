/**
 * The Hold table's CA (16.7): the defender retreats 1 hex undisrupted, the attacker advances only
 * into the vacated hex; then the defender may counter-attack that hex (a normal combat without
 * artillery, no breakthrough), or re-enter it and stop if the attacker did not advance, or let it go.
 */
import { describe, expect, it } from 'vitest';
import { legalActions, type Game } from './hexEngine';
import { bareDocs, lastEvents, sandbox, step } from './fixtures';
import { Draft } from '../../src/engine/systems/hexOdds/draft';
import { applyEffects } from '../../src/engine/systems/hexOdds/rules/results';
import { table } from '../../src/engine/systems/hexOdds/rules/tables';

const US = 'us-28id-start-1';
const DE = 'de-26vg-start-1';

/** A German DR2 on a US unit in a village, the US player offered Hold, and the dice of `seed`. */
function offered(seed: string): Game {
  const docs = bareDocs((d) => void ((d.map as { hexes: Record<string, unknown> }).hexes = { '1506': { terrain: 'clear', features: ['village'] } }));
  const g = sandbox({ [US]: '1506', [DE]: '1507' }, { side: 'german', phaseId: 'combat', turn: '17AM', docs, seed });
  const d = new Draft(g.compiled, g.state);
  applyEffects(d, table(g.compiled.ruleset, 'crt', 'oddsCrt').results.DR2!.effects, { attackers: [DE], defenders: [US], target: '1506' });
  return { ...g, state: d.finish({}) };
}

/** The first seed whose Hold roll is CA, played up to the CA: hold, then every choice the engine's pick, the advance taken or not. */
function toCounter(advance: boolean): Game {
  for (let i = 0; i < 60; i++) {
    let g = offered(`ca-${i}`);
    expect(g.state.pending).toMatchObject({ kind: 'hold' });
    g = step(g, { type: 'hold', side: 'allied', choice: 'hold', unit: US });
    if (!lastEvents.some((e) => /counter-attack/.test(e.text))) continue;
    for (let guard = 0; guard < 10 && g.state.pending && g.state.pending.kind !== 'counterAttack'; guard++) {
      const { actions } = legalActions(g);
      const a = g.state.pending.kind === 'advance' ? (actions.find((x) => advance && x.type === 'advance') ?? actions.find((x) => x.type === 'endAdvance')!) : actions[0]!;
      g = step(g, a);
    }
    return g;
  }
  throw new Error('no seed rolled CA');
}

describe('16.7: the Hold table\'s counter-attack', () => {
  it('after the attacker\'s restricted advance, the defender is offered the counter-attack or to let it go, and play returns to the attacker', () => {
    const g = toCounter(true);
    expect(g.state.units[US]).toMatchObject({ status: 'normal' });
    expect(g.state.units[DE]!.loc).toEqual({ hex: '1506' });
    expect(g.state.pending).toMatchObject({ kind: 'counterAttack', chooser: 'allied', units: [US], target: '1506', reenter: false });
    expect(g.state.side).toBe('allied');
    expect(legalActions(g).actions).toEqual([
      { type: 'counterAttack', side: 'allied', choice: 'attack', units: [US], target: '1506' },
      { type: 'counterAttack', side: 'allied', choice: 'decline', target: '1506' },
    ]);
    const declined = step(g, { type: 'counterAttack', side: 'allied', choice: 'decline', target: '1506' });
    expect(declined.state).toMatchObject({ side: 'german' });
    expect(declined.state.pending).toBeUndefined();
    let fought = step(g, { type: 'counterAttack', side: 'allied', choice: 'attack', units: [US], target: '1506' });
    expect(lastEvents.map((e) => e.text)).toContainEqual(expect.stringMatching(/attack 1506: .* rolled \d/));
    // Whatever the result asks (a firefight, losses, retreats, the counter-attacker's advance), the engine's pick; then the German turn goes on.
    for (let guard = 0; guard < 20 && fought.state.pending; guard++) {
      const { actions } = legalActions(fought);
      fought = step(fought, actions.find((x) => x.type === 'endAdvance') ?? actions[0]!);
    }
    expect(fought.state).toMatchObject({ side: 'german', phaseId: 'combat' });
    expect(fought.state.counter).toBeUndefined();
  });

  it('if the attacker does not advance, the defender may re-enter the empty hex and stop', () => {
    const g = toCounter(false);
    expect(g.state.pending).toMatchObject({ kind: 'counterAttack', reenter: true, target: '1506' });
    const back = step(g, { type: 'counterAttack', side: 'allied', choice: 'reenter', units: [US], target: '1506' });
    expect(back.state.units[US]!.loc).toEqual({ hex: '1506' });
    expect(back.state).toMatchObject({ side: 'german' });
  });
});
