/**
 * Optional rule 32, the fuel dump: three sites, one real, drawn at the start; revealed when a German
 * unit comes next to a site; a Belgian guard (DF 2, no DCB, no Hold, no ZOC, never retreats, its step
 * lost only alone); captured, retaken, evacuated by road for −2 on the fuel tables; destroyed by the
 * Allies in their Bridge Phase (1–4) or before a German attack on it (1–2); removed at the end of 18PM.
 */
import { describe, expect, it } from 'vitest';
import { compile } from '../../src/engine/systems/hexOdds/compile';
import { Draft } from '../../src/engine/systems/hexOdds/draft';
import { attackOdds } from '../../src/engine/systems/hexOdds/rules/odds';
import { dumpEvacuated, dumpGuard, evacuateDump, removeDump, watchDump, whyNotDestroy } from '../../src/engine/systems/hexOdds/rules/fuelDump';
import { lossCandidates, retreatQueue } from '../../src/engine/systems/hexOdds/rules/results';
import { zocOf } from '../../src/engine/systems/hexOdds/rules/zoc';
import { ardennesDocs, bareDocs, lastEvents, sandbox, step, type Editable } from './fixtures';
import { createGame, legalActions, type GameDocuments, type GameState } from './hexEngine';

/** The 6-turn game with the fuel dump switched on. */
const withDump = (docs: GameDocuments): GameDocuments => ({ ...docs, scenario: { ...docs.scenario, options: { ...docs.scenario.options, fuelDump: { enabled: true } } } as GameDocuments['scenario'] });
const docs = withDump(ardennesDocs());
const c = compile(docs);
const guard = dumpGuard(c)!;
const GERMAN = 'de-26vg-start-1';
const ALLIED = 'us-4-8-x';
const REAL = '2834';

/** A sandbox in the side's phase with the dump at REAL in the given state (the guard placed when it is defended). */
function game(positions: Record<string, string>, status: NonNullable<GameState['dump']>['status'], at = { side: 'german', phaseId: 'movement' }) {
  const g = sandbox({ ...positions, ...(status === 'defended' ? { [guard]: REAL } : {}) }, { ...at, docs });
  return { ...g, state: { ...g.state, dump: { sites: ['2732', REAL, '2935'], real: REAL, status, cleared: [] } } };
}

describe('the fuel dump (optional rule 32)', () => {
  it('32.1: with the option on, the Allies draw the real site among the three at the start; its guard waits off the map', () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const s = createGame(docs, { seed }).state;
      expect(s.dump).toMatchObject({ sites: ['2732', '2834', '2935'], status: 'hidden', cleared: [] });
      expect(s.dump!.sites).toContain(s.dump!.real);
      expect(s.units[guard]!.loc).toEqual({ pool: true });
    }
    expect(createGame(ardennesDocs(), { seed: 'a' }).state.dump).toBeUndefined();
  });

  it('32.1: a German unit next to a site makes the Allies say; the real one is placed with its guard', () => {
    const g = game({}, 'hidden');
    // A German unit on a neighbour of the real site: the Allies place the dump and its guard.
    const near = sandbox({ [GERMAN]: '2833' }, { side: 'german', phaseId: 'movement', docs });
    const s0 = { ...near.state, dump: g.state.dump };
    const next = step({ ...near, state: s0 }, { type: 'endPhase', side: 'german' });
    expect(next.state.dump!.status).toBe('defended');
    expect(next.state.units[guard]!.loc).toEqual({ hex: REAL });
    // A false site says "not here", and stays cleared.
    const far = sandbox({ [GERMAN]: '2733' }, { side: 'german', phaseId: 'movement', docs });
    const s1 = { ...far.state, dump: { ...g.state.dump, real: '2935' } };
    const d = new Draft(c, s1);
    watchDump(d);
    expect(d.dump!.cleared).toContain('2732');
    expect(d.dump!.status).toBe('hidden');
  });

  it('32.2: the guard has no ZOC, never retreats (eliminated, the dump undefended), and loses its step only when alone', () => {
    const g = game({}, 'defended', { side: 'allied', phaseId: 'movement' });
    const allied = zocOf(c, g.state).get('allied');
    expect(allied === undefined || allied.every((z) => z === 0)).toBe(true);
    const d = new Draft(c, g.state);
    retreatQueue(d, [guard], 1, { kind: 'combatEnd' } as never);
    expect(d.unit(guard).loc).toEqual({ eliminated: true });
    watchDump(d);
    expect(d.dump!.status).toBe('undefended');
    const both = new Draft(c, game({ [ALLIED]: REAL }, 'defended').state);
    expect(lossCandidates(both, [guard, ALLIED])).toEqual([ALLIED]);
    const alone = new Draft(c, game({}, 'defended').state);
    expect(lossCandidates(alone, [guard])).toEqual([guard]);
  });

  it('32.2: DF 2 with no DCB; a German unit with an SM marker attacks it one column left', () => {
    const g = game({ [GERMAN]: '2833' }, 'defended', { side: 'german', phaseId: 'combat' });
    const o = attackOdds(c, g.state, [GERMAN], REAL);
    if ('reason' in o) throw new Error(o.reason);
    expect([o.defense, o.dcb]).toEqual([2, 0]);
    expect(o.shifts.map((x) => x.label)).not.toContain('German SM unit attacking a fuel dump');
    const sm = { ...g.state, units: { ...g.state.units, [GERMAN]: { ...g.state.units[GERMAN]!, sm: true } } };
    const o2 = attackOdds(c, sm, [GERMAN], REAL);
    if ('reason' in o2) throw new Error(o2.reason);
    expect(o2.shifts).toContainEqual(expect.objectContaining({ label: 'German SM unit attacking a fuel dump', value: -1 }));
  });

  it('32.2: a German unit entering the undefended dump captures it; an Allied unit entering it first retakes it, with no guard', () => {
    const g = game({ [GERMAN]: '2833', [ALLIED]: '2735' }, 'undefended');
    const took = step(g, { type: 'move', side: 'german', unit: GERMAN, target: REAL });
    expect(took.state.dump).toMatchObject({ status: 'captured', captured: took.state.turn });
    const back = game({ [ALLIED]: '2833' }, 'captured', { side: 'allied', phaseId: 'movement' });
    const retaken = step({ ...back, state: { ...back.state, dump: { ...back.state.dump!, captured: 0 } } }, { type: 'move', side: 'allied', unit: ALLIED, target: REAL });
    expect(retaken.state.dump!.status).toBe('retaken');
  });

  it('32.2: in a later German Fuel Phase a road supply line to a German source evacuates it: −2 on the fuel tables', () => {
    const bare = withDump(bareDocs((x: Editable) => void (x.map = { ...x.map, supplySources: { ...x.map.supplySources, '2020': { sides: ['german'] } } } as never)));
    const cb = compile(bare);
    const s = { ...sandbox({}, { side: 'german', phaseId: 'movement', docs: bare }).state, turn: 4 };
    const dump = { sites: ['2010'], real: '2010', status: 'captured' as const, cleared: [], captured: 3 };
    const d = new Draft(cb, { ...s, dump });
    evacuateDump(d, 4);
    expect(d.dump!.status).toBe('evacuated');
    expect(dumpEvacuated({ ...s, dump: d.dump })).toBe(true);
    // Not in the turn it was captured, and not without a road line.
    const same = new Draft(cb, { ...s, dump: { ...dump, captured: 4 } });
    evacuateDump(same, 4);
    expect(same.dump!.status).toBe('captured');
    const off = new Draft(cb, { ...s, dump: { ...dump, real: '1010', sites: ['1010'] } });
    evacuateDump(off, 4);
    expect(off.dump!.status).toBe('captured');
  });

  it('32.3: the Allies try to destroy it in their Bridge Phase with a German unit next to it, once (1–4)', () => {
    const g = game({ [GERMAN]: '2833' }, 'defended', { side: 'allied', phaseId: 'bridge' });
    expect(whyNotDestroy(c, g.state, 'allied')).toBeUndefined();
    expect(whyNotDestroy(c, game({}, 'defended', { side: 'allied', phaseId: 'bridge' }).state, 'allied')).toMatchObject({ rule: '32.3', reason: expect.stringMatching(/no German unit/) });
    expect(whyNotDestroy(c, game({ [GERMAN]: '2833' }, 'hidden').state, 'allied')).toMatchObject({ reason: expect.stringMatching(/not been revealed/) });
    let destroyed = 0;
    for (const seed of ['1', '2', '3', '4', '5', '6', '7', '8']) {
      const r = step({ ...g, state: { ...g.state, rng: createGame(docs, { seed }).state.rng } }, { type: 'destroyFuelDump', side: 'allied' });
      if (r.state.dump!.status === 'destroyed') {
        destroyed++;
        expect(r.state.units[guard]!.loc).toEqual({ eliminated: true });
      } else expect(whyNotDestroy(c, r.state, 'allied')).toMatchObject({ reason: expect.stringMatching(/one try/) });
    }
    expect(destroyed).toBeGreaterThan(0);
    expect(destroyed).toBeLessThan(8);
  });

  it('32.3: before a German attack on the dump the Allies may try to destroy it (1–2 in the German Combat Phase); destroyed, its guard goes and the attack is not made', () => {
    const g = game({ [GERMAN]: '2833' }, 'defended', { side: 'german', phaseId: 'combat' });
    const declared = step(g, { type: 'attack', side: 'german', units: [GERMAN], target: REAL });
    expect(declared.state.pending).toMatchObject({ kind: 'fuelDump', chooser: 'allied' });
    expect(legalActions(declared).actions).toEqual([{ type: 'destroyFuelDump', side: 'allied', choice: 'try' }, { type: 'destroyFuelDump', side: 'allied', choice: 'none' }]);
    // Declined: the attack goes on against the guard.
    const declined = step(declared, { type: 'destroyFuelDump', side: 'allied', choice: 'none' });
    expect(declined.state.pending?.kind).not.toBe('fuelDump');
    expect(declined.state.dump!.status).not.toBe('destroyed');
    const seen = new Set<boolean>();
    for (const seed of ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']) {
      const r = step({ ...declared, state: { ...declared.state, rng: createGame(docs, { seed }).state.rng } }, { type: 'destroyFuelDump', side: 'allied', choice: 'try' });
      const roll = lastEvents.find((e) => e.type === 'roll' && (e.data as { table?: string } | undefined)?.table === 'fuelDumpDestruction')!;
      const destroyed = r.state.dump!.status === 'destroyed';
      expect(destroyed).toBe(roll.roll! <= 2);
      seen.add(destroyed);
      if (destroyed) {
        expect(r.state.units[guard]!.loc).toEqual({ eliminated: true });
        expect(r.state.pending).toBeUndefined();
        expect(r.state.units[GERMAN]!.attacked).toBeFalsy();
      }
      // A try before an attack is not the Bridge Phase's one try.
      expect(r.state.dump!.tried).toBeUndefined();
    }
    expect([...seen].sort()).toEqual([false, true]);
    // Not offered for an attack elsewhere, nor once the Germans hold the dump.
    const away = sandbox({ [GERMAN]: '2833', [ALLIED]: '2832' }, { side: 'german', phaseId: 'combat', docs });
    const elsewhere = step({ ...away, state: { ...away.state, dump: g.state.dump } }, { type: 'attack', side: 'german', units: [GERMAN], target: '2832' });
    expect(elsewhere.state.pending?.kind).not.toBe('fuelDump');
  });

  it('32.3: the dump still the Allies\' is removed at the end of 18PM with its guard; a captured one stays to be evacuated', () => {
    const g = game({}, 'defended');
    const d = new Draft(c, g.state);
    removeDump(d, '18AM');
    expect(d.dump!.status).toBe('defended');
    removeDump(d, '18PM');
    expect(d.dump!.status).toBe('removed');
    expect(d.unit(guard).loc).toEqual({ eliminated: true });
    const held = new Draft(c, game({}, 'captured').state);
    removeDump(held, '18PM');
    expect(held.dump!.status).toBe('captured');
  });
});
