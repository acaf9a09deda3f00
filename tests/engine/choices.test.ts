/**
 * The player's choices are the player's (issue 13): which unit loses a step (16.3), the retreat
 * path (17.1), the firefight's lead unit (16.2), artillery in support (22.6–22.8) and which
 * artillery an Artillery Supply Phase flips (5). Each is a legal action of the player who makes it,
 * the engine's pick first; bots take it through the same actions.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, attackOdds, legalActions, type Game, type GameDocuments } from './hexEngine';
import { Draft } from '../../src/engine/systems/hexOdds/draft';
import { applyEffects } from '../../src/engine/systems/hexOdds/rules/results';
import { advance } from '../../src/engine/systems/hexOdds/phases';
import { phasesOfTurn } from '../../src/engine/systems/hexOdds/sequence';
import { bareDocs, sandbox, type Editable, step } from './fixtures';

const INF = 'de-26vg-start-1';
const INF2 = 'de-212vg-start-1';
const US = 'us-28id-start-1';
const US2 = 'us-28id-start-2';
const ARTY = 'us-v-187';

const clear = (edit: (d: Editable) => void = () => {}): GameDocuments => bareDocs((d) => edit(d));


describe('the owner chooses the step loss and the retreat (16.3, 17.1)', () => {
  it('the defender picks which unit loses the step, then where each survivor retreats; then the attacker acts again', () => {
    // The attacker stands off (its ZOC would narrow the retreats to one): the result is applied as the CRT would.
    const game = sandbox({ [INF]: '0505', [US]: '1011', [US2]: '1011' }, { side: 'german', phaseId: 'combat', docs: clear() });
    const d = new Draft(game.compiled, game.state);
    applyEffects(d, [{ kind: 'stepLoss', who: 'defender', steps: 1, chosenBy: 'owner' }, { kind: 'retreat', who: 'defender', hexes: 2 }], { attackers: [INF], defenders: [US, US2], target: '1011' });
    let g: Game = { ...game, state: d.finish({}) };
    expect(g.state.pending).toMatchObject({ kind: 'loss', chooser: 'allied', resume: 'german' });
    expect(g.state.side).toBe('allied');
    expect(legalActions(g).actions).toEqual([
      { type: 'chooseLoss', side: 'allied', unit: US },
      { type: 'chooseLoss', side: 'allied', unit: US2 },
    ]);
    expect(applyAction(g, { type: 'endPhase', side: 'allied' })).toMatchObject({ ok: false, error: { rule: '16.3' } });
    g = step(g, { type: 'chooseLoss', side: 'allied', unit: US2 });
    expect(g.state.units[US2]!.steps).toBe(1);
    expect(g.state.units[US]!.steps).toBe(2);
    // Several legal retreats: the owner picks, by the hex it ends in.
    expect(g.state.pending).toMatchObject({ kind: 'retreat', unit: US, hexes: 2, chooser: 'allied' });
    const options = legalActions(g).actions;
    expect(options.length).toBeGreaterThan(1);
    expect(options.every((a) => a.type === 'retreat' && a.side === 'allied')).toBe(true);
    const pick = options[options.length - 1]!;
    expect(applyAction(g, { type: 'retreat', side: 'allied', unit: US, target: '1011' })).toMatchObject({ ok: false, error: { rule: '17.1' } });
    g = step(g, pick);
    expect(g.state.units[US]!.loc).toEqual({ hex: pick.target });
    while (g.state.pending?.kind === 'retreat') g = step(g, legalActions(g).actions[0]!);
    expect(g.state.pending).toBeUndefined();
    expect(g.state.side).toBe('german');
  });

  it('a loss with one candidate, or the lead unit\'s, is taken without asking', () => {
    const game = sandbox({ [INF]: '1010', [INF2]: '1010', [US]: '1011' }, { side: 'german', phaseId: 'combat', docs: clear() });
    const d = new Draft(game.compiled, game.state);
    applyEffects(d, [{ kind: 'stepLoss', who: 'defender', steps: 1, chosenBy: 'owner' }, { kind: 'stepLoss', who: 'attacker', steps: 1, chosenBy: 'leadUnit' }], { attackers: [INF, INF2], defenders: [US], target: '1011', lead: INF2 });
    const s = d.finish({});
    expect(s.pending).toBeUndefined();
    expect([s.units[US]!.steps, s.units[INF]!.steps, s.units[INF2]!.steps]).toEqual([1, 2, 1]);
  });
});

describe('artillery (22, 5)', () => {
  it('offensive support: Ready artillery in range adds a right shift per unit and flips to Fired', () => {
    const game = sandbox({ [US]: '1010', [ARTY]: '1007', [INF]: '1011' }, { side: 'allied', phaseId: 'combat', docs: clear() });
    const odds = attackOdds(game, [US, ARTY], '1011');
    expect(odds).toMatchObject({ attack: 4, shifts: [expect.objectContaining({ label: 'Offensive artillery support (first unit)', value: 1, rule: '22.7' })] });
    expect(legalActions(game).actions).toContainEqual({ type: 'attack', side: 'allied', units: [US, ARTY], target: '1011' });
    const after = step(game, { type: 'attack', side: 'allied', units: [US, ARTY], target: '1011' });
    expect(after.state.units[ARTY]!.fired).toBe(true);
    // Fired, it supports nothing more.
    expect(attackOdds(after, [US, ARTY], '1011')).toBeDefined();
    expect(applyAction({ ...after, state: { ...after.state, pending: undefined, units: { ...after.state.units, [US]: { ...after.state.units[US]!, attacked: false } } } }, { type: 'attack', side: 'allied', units: [US, ARTY], target: '1011' })).toMatchObject({ ok: false, error: { rule: '22.5' } });
  });

  it('out of range, artillery cannot support (22.4)', () => {
    const game = sandbox({ [US]: '1010', [ARTY]: '1002', [INF]: '1011' }, { side: 'allied', phaseId: 'combat', docs: clear() });
    expect(applyAction(game, { type: 'attack', side: 'allied', units: [US, ARTY], target: '1011' })).toMatchObject({ ok: false, error: { rule: '22.4' } });
  });

  it('defensive support: the defender decides before the roll; committing rolls on its table and flips the unit', () => {
    const game = sandbox({ [INF]: '1010', [US]: '1011', [ARTY]: '1013' }, { side: 'german', phaseId: 'combat', docs: clear() });
    const declared = step(game, { type: 'attack', side: 'german', units: [INF], target: '1011' });
    expect(declared.state.pending).toMatchObject({ kind: 'defensiveSupport', chooser: 'allied', resume: 'german' });
    expect(declared.state.side).toBe('allied');
    expect(legalActions(declared).actions).toEqual([
      { type: 'supportArtillery', side: 'allied', units: [ARTY] },
      { type: 'supportArtillery', side: 'allied', units: [] },
    ]);
    const committed = applyAction(declared, { type: 'supportArtillery', side: 'allied', units: [ARTY] });
    if (!committed.ok) throw new Error(committed.error.reason);
    expect(committed.events.some((e) => /Defensive Artillery table/.test(e.text))).toBe(true);
    expect(committed.state.units[ARTY]!.fired).toBe(true);
    const declined = applyAction(declared, { type: 'supportArtillery', side: 'allied', units: [] });
    expect(declined.ok && !declined.events.some((e) => /Defensive Artillery table/.test(e.text))).toBe(true);
  });

  it('a reinforcement artillery unit arrives Fired (13.3)', () => {
    const game = sandbox({}, { side: 'allied', phaseId: 'movement', turn: '16PM', docs: clear((d) => void ((d.map as { entries: Record<string, unknown> }).entries = { B: { hexes: ['2001'], side: 'allied' } })) });
    const g: Game = { ...game, state: { ...game.state, units: { ...game.state.units, 'us-viii-174': { ...game.state.units['us-viii-174']!, loc: { arriving: Object.entries(game.compiled.docs.scenario.reinforcements).find(([, r]) => (r.units as readonly string[]).includes('us-viii-174'))![0] } } } } };
    const entry = legalActions(g).actions.find((a) => a.type === 'enterReinforcement' && a.unit === 'us-viii-174');
    expect(entry).toBeDefined();
    expect(step(g, entry!).state.units['us-viii-174']!.fired).toBe(true);
  });

  it('Artillery Supply: the Allies flip all they may; the Germans choose 3 (5.4)', () => {
    // Four German artillery units for the test (the shipped order of battle has none yet: issue 14).
    const guns = ['de-art-1', 'de-art-2', 'de-art-3', 'de-art-4'];
    const docs = clear((d) => {
      const art = d.oob.units[ARTY]!;
      for (const id of guns) (d.oob.units as Record<string, unknown>)[id] = { ...art, name: id, side: 'german', formation: undefined, setup: undefined };
      for (const [i, id] of guns.entries()) (d.scenario.setup as Record<string, unknown>)[id] = { hex: `05${String(i + 1).padStart(2, '0')}` };
    });
    const game = sandbox({ [ARTY]: '1010', ...Object.fromEntries(guns.map((id, i) => [id, `05${String(i + 1).padStart(2, '0')}`])) }, { side: 'allied', phaseId: 'combat', turn: '17AM', docs });
    const fired = Object.fromEntries(Object.entries(game.state.units).map(([id, u]) => [id, [ARTY, ...guns].includes(id) ? { ...u, fired: true } : u]));
    // From the Allied Victory Phase of 17AM into 17PM: the German Artillery Supply Phase comes first.
    const c = game.compiled;
    const slots = phasesOfTurn(c, game.state.turn);
    const last = slots.length - 1;
    const d = new Draft(c, { ...game.state, units: fired, phase: last, side: 'allied', phaseId: slots[last]!.phase });
    const g: Game = { ...game, state: d.finish(advance(d, d.base)) };
    expect(g.state).toMatchObject({ side: 'german', phaseId: 'artillerySupply' });
    const flips = legalActions(g).actions.filter((a) => a.type === 'flipArtillery');
    expect(flips.map((a) => a.unit)).toEqual(guns);
    let h = g;
    for (const id of guns.slice(0, 3)) h = step(h, { type: 'flipArtillery', side: 'german', unit: id });
    expect(legalActions(h).actions.map((a) => a.type)).toEqual(['endPhase']);
    expect(applyAction(h, { type: 'flipArtillery', side: 'german', unit: guns[3] })).toMatchObject({ ok: false, error: { rule: '5.4' } });
    expect(guns.map((id) => !!h.state.units[id]!.fired)).toEqual([false, false, false, true]);
    // On to the Allied Artillery Supply Phase: its one Fired unit flips without asking.
    let k = step(h, { type: 'endPhase', side: 'german' });
    for (let i = 0; i < 40 && !(k.state.side === 'allied' && k.state.phaseId !== 'artillerySupply' && !k.state.units[ARTY]!.fired); i++) k = step(k, legalActions(k).actions.find((a) => a.type === 'endPhase') ?? legalActions(k).actions[0]!);
    expect(k.state.units[ARTY]!.fired).toBe(false);
  });
});
