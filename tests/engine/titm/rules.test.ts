/** Tigers in the Mist procedures beyond the book's examples: tables, supply, stacking, control, sequence, entrenchment. */
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, legalActions, overstackedAtStart, reachOf, type AreaCompiled, type AreaState } from '../../../src/engine';
import { readDieRoll, table } from '../../../src/engine/core/tables';
import { callsFor, callTable } from '../../../src/engine/systems/areaImpulse/artillery';
import { demolitionTable } from '../../../src/engine/systems/areaImpulse/bridges';
import { cannotEntrench } from '../../../src/engine/systems/areaImpulse/entrench';
import { cannotMove } from '../../../src/engine/systems/areaImpulse/movement';
import { suppliedAt, supplyNet } from '../../../src/engine/systems/areaImpulse/supply';
import { areaSandbox, titmDocs } from './fixtures';

const g0 = areaSandbox({}, { side: 'german' });
const r = g0.compiled.ruleset;
const highestSuccess = (id: string) => Math.max(...Array.from({ length: 10 }, (_, i) => i + 1).filter((v) => readDieRoll(table(r, id, 'dieRoll'), v) === 'S'));

describe('tables as data', () => {
  it('artillery calls: Allied 1–8, German 1–6 against the Allied front line, 1–4 elsewhere (9.43–9.45)', () => {
    expect(highestSuccess('alliedArtilleryCall')).toBe(8);
    expect(highestSuccess('germanArtilleryCallFrontLine')).toBe(6);
    expect(highestSuccess('germanArtilleryCall')).toBe(4);
    expect(callTable(g0.compiled, 'german', 'marnach')).toBe('germanArtilleryCallFrontLine');
    expect(callTable(g0.compiled, 'german', 'bastogne')).toBe('germanArtilleryCall');
  });

  it('demolition (10.29): engineer 1–8 fresh, 1–4 moved; other infantry types 1–4 and 1–2; Special Forces 1', () => {
    expect(['demolitionEngineerFresh', 'demolitionEngineerMoved', 'demolitionInfantryFresh', 'demolitionInfantryMoved', 'demolitionSpecialForces'].map(highestSuccess)).toEqual([8, 4, 4, 2, 1]);
    const g = areaSandbox({ 'al-1107Eng': 'malmedy', 'al-28Inf-112': 'malmedy' }, { side: 'german' });
    expect(demolitionTable(g.compiled, g.state, 'al-1107Eng')).toBe('demolitionEngineerFresh');
    const moved = { ...g.state, units: { ...g.state.units, 'al-28Inf-112': { ...g.state.units['al-28Inf-112']!, movedIn: 0 } } };
    expect(demolitionTable(g.compiled, moved, 'al-28Inf-112')).toBe('demolitionInfantryMoved');
  });

  it('bridge repair (10.15–10.16): 1–4, then 1–5 and 1–6 as failures add −1 each', () => {
    const t = table(r, 'bridgeRepair', 'dieRoll');
    expect([4, 5].map((v) => readDieRoll(t, v))).toEqual(['S', 'F']);
    expect([5 - 1, 6 - 1].map((v) => readDieRoll(t, v))).toEqual(['S', 'F']);
    expect([6 - 2, 7 - 2].map((v) => readDieRoll(t, v))).toEqual(['S', 'F']);
  });

  it('artillery calls: one per full 3 SP; the defender always has one; none for units out of supply (9.42, 13.22)', () => {
    const g = areaSandbox({ 'de-2Pz-a': 'irrel', 'de-2Pz-b': 'irrel' }, { side: 'german' });
    expect(callsFor(g.compiled, g.state, ['de-2Pz-a', 'de-2Pz-b'], false)).toBe(2); // 4 + 3 SP
    expect(callsFor(g.compiled, g.state, ['de-2Pz-b'], false)).toBe(1);
    const weak = { ...g.state, units: { ...g.state.units, 'de-2Pz-b': { ...g.state.units['de-2Pz-b']!, sp: 2 } } };
    expect(callsFor(g.compiled, weak, ['de-2Pz-b'], false)).toBe(0);
    expect(callsFor(g.compiled, weak, ['de-2Pz-b'], true)).toBe(1);
    const oos = { ...g.state, units: { ...g.state.units, 'de-2Pz-a': { ...g.state.units['de-2Pz-a']!, oos: true } } };
    expect(callsFor(g.compiled, oos, ['de-2Pz-a'], true)).toBe(0);
  });
});

describe('supply (13.1)', () => {
  const line = { control: { nusbaum: 'german', gemund: 'german', holzthum: 'german', hosingen: 'german' } };
  it('is traced along roads to a source zone, not through an area the enemy controls (13.11–13.12)', () => {
    const g = areaSandbox({ 'de-26VG-1': 'hosingen' }, { side: 'german', ...line });
    const net = supplyNet(g.compiled, g.state, 'german');
    expect(suppliedAt(g.compiled, g.state, net, 'de-26VG-1', 'hosingen')).toBe(true);
    const cut = { ...g.state, control: { ...g.state.control, gemund: 'allied' } };
    expect(suppliedAt(g.compiled, cut, supplyNet(g.compiled, cut, 'german'), 'de-26VG-1', 'hosingen')).toBe(false);
  });

  it('passes through an area both sides occupy (13.13)', () => {
    const g = areaSandbox({ 'de-26VG-1': 'hosingen', 'de-26VG-2': 'gemund', 'al-28Inf-112': 'gemund' }, { side: 'german', control: { ...line.control, gemund: 'allied' } });
    expect(suppliedAt(g.compiled, g.state, supplyNet(g.compiled, g.state, 'german'), 'de-26VG-1', 'hosingen')).toBe(true);
  });

  it('crosses one blown bridge for infantry types only (13.14)', () => {
    const g = areaSandbox({ 'de-26VG-1': 'holzthum', 'de-2Pz-a': 'holzthum' }, { side: 'german', control: { nusbaum: 'german', gemund: 'german', holzthum: 'german', vianden: 'allied', diekirch: 'allied' } });
    const net = supplyNet(g.compiled, g.state, 'german');
    expect(g.state.blown).toContain('55-69');
    expect(suppliedAt(g.compiled, g.state, net, 'de-26VG-1', 'holzthum')).toBe(true);
    expect(suppliedAt(g.compiled, g.state, net, 'de-2Pz-a', 'holzthum')).toBe(false);
  });

  it('a move that would leave the unit out of supply is refused (8.28)', () => {
    const g = areaSandbox({ 'de-26VG-1': 'hosingen' }, { side: 'german', ...line });
    const into = applyAction(g, { type: 'move', unit: 'de-26VG-1', path: ['wiltz'] });
    expect(into.ok).toBe(true);
    // The line to Wiltz runs through Hosingen only while the unit itself holds it against the Americans.
    const far = areaSandbox({ 'de-26VG-1': 'hosingen', 'al-28Inf-110b': 'hosingen' }, { side: 'german', control: { ...line.control, hosingen: 'allied', wiltz: 'german' } });
    const stranded = applyAction(far, { type: 'move', unit: 'de-26VG-1', path: ['wiltz'] });
    expect(stranded.ok ? undefined : stranded.error.rule).toBe('8.28, 13.23');
  });
});

describe('the sequence of play (6.0) and its date rules', () => {
  const docs = titmDocs('titm-intro');
  const game = createGame(docs, { seed: 'seq' });
  const c = game.compiled as AreaCompiled;

  it('Dec 16–18 in impulses, German first, 3 + 3 a day; Dec 22 has one each (6.0)', () => {
    expect(c.segments.map((x) => x.label).slice(0, 4)).toEqual(['German 16-1', 'Allied 16-1', 'German 16-2', 'Allied 16-2']);
    expect(c.segments).toHaveLength(18);
    const campaign = createGame(titmDocs('titm-campaign'), { seed: 'x' }).compiled as AreaCompiled;
    expect(campaign.segments.filter((x) => x.turnId === '22').map((x) => x.label)).toEqual(['German 22-1', 'Allied 22-1']);
    const fifth = createGame(titmDocs('titm-5pz'), { seed: 'x' }).compiled as AreaCompiled;
    expect(fifth.segments.at(-1)!.label).toBe('German 22-1');
  });

  it('red-triangle Germans wait for 16-2; in the Allied 16-1 only green-triangle units move, but all may entrench (5.23–5.24)', () => {
    const campaign = createGame(titmDocs('titm-campaign'), { seed: 'x' });
    const cc = campaign.compiled as AreaCompiled;
    const s = campaign.state as AreaState;
    expect(cannotMove(cc, s, 'de-Lehr-a')).toMatchObject({ rule: '5.24' });
    const allied16 = { ...s, seg: 1, side: 'allied' };
    expect(cannotMove(cc, allied16, 'al-803TD')).toMatchObject({ rule: '5.23' });
    expect(cannotMove(cc, allied16, 'al-4Inf-1')).toBeUndefined();
    expect(cannotEntrench(cc, allied16, 'al-9ArmInf')).toBeUndefined();
    expect(cannotEntrench(cc, allied16, 'al-803TD')).toMatchObject({ rule: '8.54' });
  });

  it('the Germans start with their two setup overstacks and may not add to them on Dec 16 (7.1)', () => {
    const s = game.state as AreaState;
    const over = ['irrel', 'nusbaum'].filter((a) => Object.entries(s.units).filter(([id, u]) => 'at' in u.loc && u.loc.at === a && c.units.get(id)!.side === 'german').reduce((t, [, u]) => t + u.sp, 0) > 10);
    expect(over).toEqual(['irrel', 'nusbaum']);
    const moves = legalActions(game).actions.filter((a) => a.type === 'move' && (a.path?.at(-1) === 'irrel' || a.path?.at(-1) === 'nusbaum'));
    expect(moves).toEqual([]);
  });

  it('control passes to the last side alone in an area at an impulse end (12.22); a stack over the limits is cut by its owner (7.2)', () => {
    const g = areaSandbox({ 'de-26VG-1': 'hosingen', 'de-26VG-2': 'hosingen', 'de-26VG-3': 'hosingen', 'de-207Eng': 'hosingen', 'de-600Eng': 'hosingen' }, { side: 'german', control: { hosingen: 'allied' } });
    let s: AreaState = g.state;
    for (let i = 0; i < 3; i++) {
      const r = applyAction({ ...g, state: s }, { type: 'endPhase' });
      if (!r.ok) throw new Error(r.error.reason);
      s = r.state as AreaState;
      if (s.pending) break;
    }
    expect(s.pending).toMatchObject({ kind: 'overstack', area: 'hosingen', side: 'german' });
    const removal = legalActions({ ...g, state: s }).actions;
    expect(removal.every((a) => a.type === 'removeUnit')).toBe(true);
    let after = s;
    let removed = 0;
    while (after.pending?.kind === 'overstack') {
      const r = applyAction({ ...g, state: after }, legalActions({ ...g, state: after }).actions[0]!);
      if (!r.ok) throw new Error(r.error.reason);
      after = r.state as AreaState;
      removed++;
    }
    // 15 SP in 5 units: the two engineers (2 SP each), then the 3-SP regiment, leave 8 SP in 2 units.
    expect(removed).toBe(3);
    expect(after.pending).toBeUndefined();
    expect(after.control.hosingen).toBe('german');
    expect(after.side).toBe('allied');
  });
});

describe('victory points (12) and the errata layer', () => {
  it('VP areas score each turn for their controller; with the 2002 errata only where its units there trace supply (12.22)', async () => {
    const { scoreOf } = await import('../../../src/engine/systems/areaImpulse/victory');
    const { occupancy } = await import('../../../src/engine/systems/areaImpulse/board');
    const src = { kind: 'areaVp' as const, vp: 1 };
    // A German unit alone in Bastogne (3 VP), cut off: Wiltz and the roads behind it are Allied.
    const plain = areaSandbox({ 'de-2Pz-a': 'bastogne' }, { side: 'german', docs: titmDocs('titm-5pz') });
    expect(scoreOf(plain.compiled, plain.state, 'german', src, occupancy(plain.compiled, plain.state)).vp).toBe(3);
    const docs = titmDocs('titm-5pz');
    const errata = areaSandbox({ 'de-2Pz-a': 'bastogne' }, { side: 'german', docs: { ...docs, scenario: { ...docs.scenario, options: { ...docs.scenario.options, errata: { enabled: true } } } } });
    expect(scoreOf(errata.compiled, errata.state, 'german', src, occupancy(errata.compiled, errata.state)).vp).toBe(0);
  });
});

describe('5th Panzer Army vs VIII Corps: units outside the red line (Scenario 8.2)', () => {
  it('a unit that arrives outside the area is removed at the turn\'s end unless it is then inside and in supply', () => {
    const docs = titmDocs('titm-5pz');
    const g = areaSandbox({ 'al-84Inf-1': 'huy', 'al-84Inf-2': 'huy', 'al-7Arm-a': 'marche' }, { side: 'allied', docs, turn: '17', n: 3 });
    const turn = g.state.turn;
    const units = { ...g.state.units, 'al-84Inf-1': { ...g.state.units['al-84Inf-1']!, outsideSince: turn }, 'al-84Inf-2': { ...g.state.units['al-84Inf-2']!, outsideSince: turn, loc: { at: 'ciney' } } };
    let s: AreaState = { ...g.state, units };
    for (let i = 0; i < 3 && s.seg === g.state.seg; i++) {
      const r = applyAction({ ...g, state: s }, { type: 'endPhase' });
      if (!r.ok) throw new Error(r.error.reason);
      s = r.state as AreaState;
    }
    expect(s.units['al-84Inf-1']!.loc).toEqual({ eliminated: true }); // still at Huy, outside the red line
    expect(s.units['al-84Inf-2']!.loc).toEqual({ at: 'ciney' }); // came inside, in supply through Marche
    expect(s.units['al-84Inf-2']!.outsideSince).toBeUndefined();
  });
});

describe('battles (9.1, 9.12–9.14)', () => {
  it('units that entered must attack; each unit already there may join or not, every choice an action', () => {
    const g = areaSandbox({ 'de-26VG-1': 'hosingen', 'de-26VG-2': 'hosingen', 'al-28Inf-110b': 'hosingen' }, { side: 'german', control: { hosingen: 'allied' } });
    const s = { ...g.state, phaseId: 'combat' as const };
    const fights = legalActions({ ...g, state: s }).actions.filter((a) => a.type === 'fight');
    expect(fights.map((a) => a.units!.length)).toEqual([2, 1, 1]);
    const mover = { ...s, units: { ...s.units, 'de-26VG-1': { ...s.units['de-26VG-1']!, mustAttack: true, movedIn: s.seg } } };
    const owed = legalActions({ ...g, state: mover });
    expect(owed.actions.filter((a) => a.type === 'fight').map((a) => a.units)).toEqual([['de-26VG-1', 'de-26VG-2'], ['de-26VG-1']]);
    expect(owed.actions.some((a) => a.type === 'endPhase')).toBe(false);
    expect(owed.refused).toContainEqual(expect.objectContaining({ type: 'endPhase', rule: '9.12' }));
  });
});

describe('the studio queries of an area game', () => {
  it('reachOf gives each area a stack can reach with the MP left and its path; legal moves agree', () => {
    const g = createGame(titmDocs('titm-intro'), { seed: '1' });
    const reach = reachOf(g, ['de-212VG-1']);
    const echternach = reach.find((r) => r.to === 'echternach');
    expect(echternach).toMatchObject({ path: ['echternach'] });
    expect(echternach!.mpLeft).toBeGreaterThanOrEqual(0);
    const legal = legalActions(g).actions.filter((a) => a.type === 'move' && a.unit === 'de-212VG-1').map((a) => a.path!.at(-1));
    for (const to of legal) expect(reach.map((r) => r.to)).toContain(to);
  });

  it('overstackedAtStart names each side over 4 units or 10 SP in an area (7.1), the first side on the first day allowed until its last impulse', () => {
    const docs = titmDocs('titm-intro');
    const setup = { ...docs.scenario.setup, 'al-4Inf-2': { area: 'echternach' }, 'al-803TD': { area: 'echternach' }, 'al-9Arm-A': { area: 'echternach' } };
    const g = createGame({ ...docs, scenario: { ...docs.scenario, setup } }, { seed: '1' });
    const over = overstackedAtStart(g);
    const allied = over.find((o) => o.at === 'echternach');
    expect(allied?.rule).toBe('7.1');
    expect(allied?.allowedUntil).toBeUndefined();
    expect(allied?.reason).toMatch(/^Allied has 4 units and \d+ SP in Echternach; at most 4 units and 10 SP$/);
    const german = overstackedAtStart(createGame({ ...docs, scenario: { ...docs.scenario, setup: { ...docs.scenario.setup, 'de-352VG-1': { area: 'irrel' } } } }, { seed: '1' })).find((o) => o.at === 'irrel');
    expect(german?.allowedUntil).toMatch(/7\.1/);
  });
});
