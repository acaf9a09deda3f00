/**
 * Optional rules as switches on the scenario: 27.8 (9Arm/CCB's roll) and 34 (night infiltration)
 * play only when the scenario's `options` switch them on; an option the engine does not play yet
 * (32 fuel dump) refuses the game rather than playing it without.
 */
import { describe, expect, it } from 'vitest';
import { BOTS, compile, createGame, legalActions, playBots, type Game, type GameState } from './hexEngine';
import { ardennesDocs, bareDocs, lastEvents, refusal, sandbox, step, type Editable } from './fixtures';

const CCB = 'us-9arm-ccb';
const US = 'us-28id-start-1';
const US2 = 'us-28id-start-2';
const DE = 'de-26vg-start-1';

const withOptions = (docs: Editable, on: Record<string, boolean>) => {
  docs.scenario = { ...docs.scenario, options: Object.fromEntries(Object.entries(on).map(([id, enabled]) => [id, { enabled }])) };
};
const patch = (g: Game, units: Record<string, Partial<GameState['units'][string]>>, rest: Partial<GameState> = {}): Game => ({
  ...g,
  state: { ...g.state, ...rest, units: { ...g.state.units, ...Object.fromEntries(Object.entries(units).map(([id, p]) => [id, { ...g.state.units[id]!, ...p }])) } },
});

/** Ends phases (the engine's pick for any choice) until `side`'s `phaseId` of the game's turn or a later one. */
function until(g: Game, side: string, phaseId: string): Game {
  let game = g;
  for (let guard = 0; guard < 300; guard++) {
    const s = game.state;
    if (s.side === side && s.phaseId === phaseId && !s.pending) return game;
    const { actions } = legalActions(game);
    game = step(game, s.pending ? actions[0]! : (actions.find((a) => a.type === 'endPhase') ?? actions[0]!));
  }
  throw new Error(`never reached ${side} ${phaseId}`);
}

describe('optional rules are switches on the scenario', () => {
  it('an option the engine does not play yet refuses the game, naming it; every option of Ardennes \'44 is played', () => {
    const docs = ardennesDocs() as Editable;
    // A rule a designer adds to the ruleset before any engine plays it.
    docs.ruleset = { ...docs.ruleset, optionalRules: { ...docs.ruleset.optionalRules, winterLine: { name: 'Winter line', rule: '99' } } };
    withOptions(docs, { winterLine: true });
    expect(() => createGame(docs, { seed: 's' })).toThrow(/Winter line.*\(99\).*does not play yet/);
    withOptions(docs, { optionalUnits: true, fuelDump: true, ccb9: true, nightInfiltration: true });
    expect(() => createGame(docs, { seed: 's' })).not.toThrow();
  });
});

/** The bare map with the 27.8 restrictions of 16PM and 17AM put back, and the option as given. */
function ccbDocs(on: boolean) {
  const real = ardennesDocs();
  return bareDocs((d) => {
    const turns = { ...d.ruleset.calendar.turns };
    for (const t of ['16PM', '17AM']) turns[t] = { ...turns[t]!, restrictions: real.ruleset.calendar.turns[t]!.restrictions!.filter((r) => r.kind === 'sectorOrder') };
    d.ruleset = { ...d.ruleset, calendar: { ...d.ruleset.calendar, turns } };
    withOptions(d, { ccb9: on });
  });
}

/** The Allied 16PM Movement Phase reached from the German Combat Phase, so the roll is made. */
function alliedMovement16PM(on: boolean, seed: string, ccbAt = '2018'): Game {
  return until(sandbox({ [CCB]: ccbAt, [US]: '1010', [DE]: '0505' }, { side: 'german', phaseId: 'combat', turn: '16PM', seed, docs: ccbDocs(on) }), 'allied', 'movement');
}

/** A seed whose roll gives the outcome asked for (the roll is the seed's; each seed is tried in turn). */
function seedFor(bound: boolean): { seed: string; game: Game } {
  for (let i = 0; i < 40; i++) {
    const game = alliedMovement16PM(true, `ccb-${i}`);
    if (game.state.orders?.[CCB]?.bound === bound) return { seed: `ccb-${i}`, game };
  }
  throw new Error('no seed found');
}

describe('27.8 (optional): 9Arm/CCB rolls at the start of the Allied 16PM Movement Phase', () => {
  it('switched off: no roll, no order', () => {
    const g = alliedMovement16PM(false, 'ccb-0');
    expect(g.state.orders).toBeUndefined();
  });

  it('on 1–3 it must move into the St-Vith sector (4 hexes of St-Vith), may not end the phase outside it, and stays there through 17AM', () => {
    const { game } = seedFor(true);
    const roll = game.state.orders![CCB]!;
    expect(roll).toEqual({ turn: game.state.turn, bound: true });
    const moves = legalActions(game).actions.filter((a) => a.unit === CCB && a.type === 'move');
    expect(moves.length).toBeGreaterThan(0);
    const sector = new Set(game.compiled.map.hexSets!['st-vith-sector']!.hexes as string[]);
    expect(moves.every((a) => sector.has(a.target!))).toBe(true);
    expect(refusal(game, { type: 'move', side: 'allied', unit: CCB, target: '2017' })).toMatchObject({ rule: '27.8', reason: expect.stringMatching(/must move into the St-Vith sector/) });
    expect(legalActions(game).actions.some((a) => a.type === 'endPhase')).toBe(false);
    expect(refusal(game, { type: 'endPhase', side: 'allied' })).toMatchObject({ rule: '27.8', reason: expect.stringMatching(/before the phase ends/) });
    const inside = step(game, moves[0]!);
    expect(sector.has((inside.state.units[CCB]!.loc as { hex: string }).hex)).toBe(true);
    expect(refusal(inside, { type: 'endPhase', side: 'allied' })).toBeUndefined();
    // 17AM: still bound; it may not leave the sector.
    const next = until(step(inside, { type: 'endPhase', side: 'allied' }), 'allied', 'movement');
    expect(next.compiled.turnOrder[next.state.turn]).toBe('17AM');
    expect(legalActions(next).actions.filter((a) => a.unit === CCB && a.type === 'move').every((a) => sector.has(a.target!))).toBe(true);
    // 17PM: lifted.
    const lifted = until(step(next, { type: 'endPhase', side: 'allied' }), 'allied', 'movement');
    expect(lifted.compiled.turnOrder[lifted.state.turn]).toBe('17PM');
    expect(legalActions(lifted).actions.some((a) => a.unit === CCB && a.type === 'move' && !sector.has(a.target!))).toBe(true);
  });

  it('on 4–6 it moves freely', () => {
    const { game } = seedFor(false);
    const sector = new Set(game.compiled.map.hexSets!['st-vith-sector']!.hexes as string[]);
    expect(legalActions(game).actions.some((a) => a.unit === CCB && a.type === 'move' && !sector.has(a.target!))).toBe(true);
    expect(legalActions(game).actions.some((a) => a.type === 'endPhase')).toBe(true);
  });

  it('a unit that cannot reach the sector this phase is released from its order', () => {
    const { seed } = seedFor(true);
    const far = alliedMovement16PM(true, seed, '2003');
    expect(far.state.orders![CCB]).toMatchObject({ bound: false });
    expect(legalActions(far).actions.some((a) => a.type === 'endPhase')).toBe(true);
  });
});

/** The docs with night infiltration switched on (or off), on the bare map. */
const nightDocs = (on: boolean, edit: (d: Editable) => void = () => {}) => bareDocs((d) => (withOptions(d, { nightInfiltration: on }), edit(d)));
const night = (positions: Record<string, string>, on = true, edit?: (d: Editable) => void) => sandbox(positions, { side: 'allied', phaseId: 'nightMovement', turn: '17N', docs: nightDocs(on, edit) });
const infiltrate = (units: string[], target: string) => ({ type: 'infiltrateAtNight', side: 'allied', units, target });

describe('34 (optional): night infiltration', () => {
  it('switched off: refused; switched on: each unused Night marker moves one stack one hex, three with none placed', () => {
    expect(refusal(night({ [US]: '1010' }, false), infiltrate([US], '1011'))).toMatchObject({ rule: '34', reason: expect.stringMatching(/does not switch on/) });
    let g = night({ [US]: '1010', [US2]: '1110', 'us-28id-start-3': '1210', 'us-9arm-cca-1': '1310' });
    expect(legalActions(g).actions).toContainEqual(infiltrate([US], '1011'));
    g = step(g, infiltrate([US], '1011'));
    expect(lastEvents.some((e) => e.rule === '34' && /infiltrates 1010 → 1011/.test(e.text))).toBe(true);
    expect(g.state.units[US]).toMatchObject({ loc: { hex: '1011' }, infiltrated: g.state.turn });
    expect(refusal(g, infiltrate([US], '1012'))).toMatchObject({ reason: expect.stringMatching(/has moved tonight/) });
    g = step(step(g, infiltrate([US2], '1111')), infiltrate(['us-28id-start-3'], '1211'));
    expect(g.state.infiltration).toMatchObject({ left: 0 });
    expect(refusal(g, infiltrate(['us-9arm-cca-1'], '1311'))).toMatchObject({ rule: '34', reason: expect.stringMatching(/no Night marker is left/) });
    expect(legalActions(g).actions.filter((a) => a.type === 'infiltrateAtNight')).toEqual([]);
  });

  it('a marker placed in the PM turn is not unused: two left with one stack marked', () => {
    const g = patch(night({ [US]: '1010', [US2]: '1110' }), { [US2]: { night: true } });
    // Counted as the phase begins (here, the sandbox starts in it: the count is the markers not placed).
    expect(refusal(g, infiltrate([US2], '1111'))).toMatchObject({ rule: '25.3', reason: expect.stringMatching(/by its Night marker/) });
    expect(step(g, infiltrate([US], '1011')).state.infiltration).toMatchObject({ left: 1 });
  });

  it('into an enemy ZOC only veteran or elite units, neither disrupted nor routed; never into a bond; not Eng or with a Replacement marker', () => {
    const g = night({ [US]: '1010', [DE]: '1012' });
    expect(refusal(g, infiltrate([US], '1011'))).toBeUndefined();
    const shaken = patch(g, { [US]: { status: 'disrupted' } });
    expect(refusal(shaken, infiltrate([US], '1011'))).toMatchObject({ rule: '34', reason: expect.stringMatching(/enemy ZOC: only veteran or elite/) });
    const green = night({ [US]: '1010', [DE]: '1012' }, true, (d) => {
      const u = d.oob.units[US]!;
      d.oob = { ...d.oob, units: { ...d.oob.units, [US]: { ...u, front: { ...u.front, morale: 'green' } } } } as typeof d.oob;
    });
    expect(refusal(green, infiltrate([US], '1011'))).toMatchObject({ rule: '34' });
    expect(refusal(green, infiltrate([US], '0910'))).toBeUndefined();
    expect(refusal(night({ [US]: '1010', [DE]: '1011' }), infiltrate([US], '1011'))).toMatchObject({ rule: '34', reason: expect.stringMatching(/holds enemy units/) });
    // German units at 1914 and 2113 bond 2014 (10.2).
    expect(refusal(night({ [US]: '2015', [DE]: '1914', 'de-2pz-start-2': '2113' }), infiltrate([US], '2014'))).toMatchObject({ rule: '34', reason: expect.stringMatching(/bond/) });
    expect(refusal(patch(g, { [US]: { engaged: true } }), infiltrate([US], '0910'))).toMatchObject({ rule: '34', reason: expect.stringMatching(/engaged/) });
    expect(refusal(patch(g, { [US]: { replaced: true } }), infiltrate([US], '0910'))).toMatchObject({ rule: '34', reason: expect.stringMatching(/Replacement marker/) });
  });

  it('an infiltrating stack does not attack that night', () => {
    const g = step(night({ [US]: '1010', [DE]: '1012' }), infiltrate([US], '1011'));
    const combat = { ...g, state: { ...g.state, phaseId: 'nightCombat' } };
    expect(refusal(combat, { type: 'attack', side: 'allied', units: [US], target: '1012' })).toMatchObject({ rule: '34', reason: expect.stringMatching(/does not attack this night/) });
  });

  it('a side with no Night marker has its night Movement Phase when the option is on, and skips it when off', () => {
    const reach = (on: boolean) => {
      let game = sandbox({ [US]: '1010', [DE]: '0505' }, { side: 'allied', phaseId: 'victory', turn: '17PM', docs: nightDocs(on) });
      for (let guard = 0; guard < 50 && game.compiled.turnOrder[game.state.turn] !== '18AM'; guard++) {
        if (game.state.phaseId === 'nightMovement') return game.state.side;
        game = step(game, legalActions(game).actions.find((a) => a.type === 'endPhase') ?? legalActions(game).actions[0]!);
      }
      return undefined;
    };
    expect(reach(false)).toBeUndefined();
    expect(reach(true)).toBe('allied');
  });
});

describe('bots play with the options on', () => {
  it('random and greedy bots play the 6-turn scenario with 27.8 and 34 switched on to the end, and the bots infiltrate', () => {
    const docs = ardennesDocs() as Editable;
    withOptions(docs, { ccb9: true, nightInfiltration: true });
    const c = compile(docs);
    const kinds = new Set<string>();
    for (const [i, bots] of [[0, { german: BOTS.greedy!, allied: BOTS.random! }], [1, { german: BOTS.random!, allied: BOTS.greedy! }], [2, { german: BOTS.random!, allied: BOTS.random! }]] as const) {
      const g = playBots(c, `options-${i}`, bots);
      expect({ crash: g.crash, stuck: g.stuck }).toEqual({ crash: undefined, stuck: undefined });
      expect(g.reason).toMatch(/VP/);
      for (const a of g.log) kinds.add(a.type);
    }
    expect(kinds.has('infiltrateAtNight')).toBe(true);
  });
});
