/**
 * The phases the engine used to log "not played": Fuel Shortage (6), Traffic Marker (24) and
 * Replacement (25.2), each played with its tables, its markers and the player's choices.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, attackOdds, BOTS, compile, legalActions, playBots, replay, type Game, type GameDocuments, type GameState } from './hexEngine';
import { Draft } from '../../src/engine/systems/hexOdds/draft';
import { applyEffects } from '../../src/engine/systems/hexOdds/rules/results';
import { reachOf, movementRange } from '../../src/engine/systems/hexOdds/rules/movement';
import { ardennesDocs, bareDocs, sandbox, type Editable, step, refusal } from './fixtures';


/** Both Fuel Shortage tables read `code` on every roll, so a test knows the result. */
function fuelDocs(one: string, two: string, edit: (d: Editable) => void = () => {}): GameDocuments {
  return bareDocs((d) => {
    const tables = d.ruleset.tables as Record<string, { entries: Record<string, string> }>;
    for (const [id, code] of [['fuel1', one], ['fuel2', two]] as const) tables[id]!.entries = Object.fromEntries(Object.keys(tables[id]!.entries).map((k) => [k, code]));
    (d.scenario as { lastTurn: string }).lastTurn = '26PM';
    edit(d);
  });
}

describe('the Fuel Shortage Phase (6)', () => {
  const SS1 = ['de-1ss-start-1', 'de-1ss-peiper-1'];
  const SS12 = 'de-12ss-x';

  it('an "or" result is the German player\'s choice, the division with fewer units first; its units go out of supply and play goes on', () => {
    const game = sandbox({ [SS1[0]!]: '1010', [SS1[1]!]: '1012', [SS12]: '1020' }, { side: 'german', phaseId: 'artillerySupply', turn: '19AM', docs: fuelDocs('None', '1SS/12SS') });
    let g = step(game, { type: 'endPhase', side: 'german' });
    expect(g.state.phaseId).toBe('fuelShortage');
    expect(g.state.pending).toMatchObject({ kind: 'fuel', chooser: 'german', options: ['12SS', '1SS'] });
    expect(legalActions(g).actions).toEqual([
      { type: 'chooseFuel', side: 'german', choice: '12SS' },
      { type: 'chooseFuel', side: 'german', choice: '1SS' },
    ]);
    expect(refusal(g, { type: 'endPhase', side: 'german' })).toMatchObject({ rule: '6.5' });
    g = step(g, { type: 'chooseFuel', side: 'german', choice: '1SS' });
    expect(SS1.map((id) => g.state.units[id]!.oos)).toEqual([true, true]);
    expect(g.state.units[SS12]!.oos).toBeFalsy();
    expect(g.state.pending).toBeUndefined();
    expect(g.state.phaseId).toBe('movement');
  });

  it('a result naming one division on the map needs no choice (6.5); "and" results take both', () => {
    const forced = step(sandbox({ 'de-2pz-start-1': '1010', [SS12]: '1020' }, { side: 'german', phaseId: 'artillerySupply', turn: '19AM', docs: fuelDocs('2Pz/PzLehr', 'None') }), { type: 'endPhase', side: 'german' });
    expect(forced.state.units['de-2pz-start-1']!.oos).toBe(true);
    expect(forced.state.phaseId).toBe('movement');
    const both = step(sandbox({ [SS1[0]!]: '1010', [SS12]: '1020' }, { side: 'german', phaseId: 'artillerySupply', turn: '19AM', docs: fuelDocs('None', '1SS+12SS') }), { type: 'endPhase', side: 'german' });
    expect([both.state.units[SS1[0]!]!.oos, both.state.units[SS12]!.oos]).toEqual([true, true]);
    const none = replay(fuelDocs('15PG', 'None'), 'x', []);
    expect(none.error).toBeUndefined();
  });

  it('a * result west of the Ourthe is the Allied player\'s choice, and hits only the units there', () => {
    const game = sandbox({ [SS1[0]!]: '4101', [SS1[1]!]: '1010', [SS12]: '4102' }, { side: 'german', phaseId: 'artillerySupply', turn: '19AM', docs: fuelDocs('None', 'W6PzA*') });
    let g = step(game, { type: 'endPhase', side: 'german' });
    expect(g.state.pending).toMatchObject({ kind: 'fuel', chooser: 'allied', resume: 'german', region: 'west-of-ourthe' });
    expect(g.state.side).toBe('allied');
    g = step(g, { type: 'chooseFuel', side: 'allied', choice: '1SS' });
    expect(g.state.units[SS1[0]!]!.oos).toBe(true); // west of the Ourthe
    expect(g.state.units[SS1[1]!]!.oos).toBeFalsy(); // east of it
    expect(g.state.side).toBe('german');
  });

  it('clear weather adds 1 to the roll from 23AM (6.3, 28.2)', () => {
    const g = sandbox({ [SS12]: '1020' }, { side: 'german', phaseId: 'artillerySupply', turn: '23AM', docs: fuelDocs('None', 'None') });
    const r = applyAction(g, { type: 'endPhase', side: 'german' });
    if (!r.ok) throw new Error(r.error.reason);
    const rolls = r.events.filter((e) => e.type === 'roll' && e.rule === '6');
    expect(rolls).toHaveLength(2);
    for (const e of rolls) expect((e.data as { modified: number }).modified).toBe(e.roll! + 1);
  });

  it('a division short of fuel arrives out of supply that turn (6.4)', () => {
    // The 6-turn scenario ends before 2SS arrives: a group of it on 19PM, as the campaign has.
    const docs = fuelDocs('None', '2SS+9SS', (d) => {
      (d.scenario.reinforcements as Record<string, unknown>)['test-2ss'] = { turn: '19PM', units: ['de-2ss-x'], entry: { letters: ['K'] } };
    });
    const game = sandbox({ [SS12]: '1020' }, { side: 'german', phaseId: 'artillerySupply', turn: '19PM', docs });
    const group = 'test-2ss';
    const waiting = { ...game, state: { ...game.state, units: { ...game.state.units, 'de-2ss-x': { ...game.state.units['de-2ss-x']!, loc: { arriving: group } } } } };
    const g = step(waiting, { type: 'endPhase', side: 'german' });
    expect(g.state.fuel).toEqual(['2SS']); // 9SS has no unit here: no shortage for it
    expect(g.state.phaseId).toBe('movement');
    const entry = legalActions(g).actions.find((a) => a.type === 'enterReinforcement' && a.unit === 'de-2ss-x')!;
    const r = applyAction(g, entry);
    if (!r.ok) throw new Error(r.error.reason);
    expect(r.state.units['de-2ss-x']!.oos).toBe(true);
    expect(r.events[0]!.text).toMatch(/out of supply \(fuel shortage\)/);
  });
});

describe('the Traffic Marker Phase (24)', () => {
  const DE = 'de-26vg-start-1';
  const US = 'us-28id-start-1';

  it('places a marker anywhere but on or next to another of its own, the Allies never on the bottleneck (24.5)', () => {
    let g = sandbox({ [US]: '2012' }, { side: 'allied', phaseId: 'traffic', docs: bareDocs() });
    g = step(g, { type: 'placeTraffic', side: 'allied', target: '2030' });
    expect(g.state.traffic).toEqual({ allied: { '2030': 1 } });
    expect(refusal(g, { type: 'placeTraffic', side: 'allied', target: '2031' })).toMatchObject({ reason: expect.stringMatching(/next to traffic marker 1/), rule: '24.5' });
    expect(refusal(g, { type: 'placeTraffic', side: 'allied', target: '2126' })).toMatchObject({ reason: expect.stringMatching(/bottleneck/), rule: '24.5' });
    const listed = legalActions(g).actions.filter((a) => a.type === 'placeTraffic').map((a) => a.target);
    expect(listed).not.toContain('2031');
    expect(listed).not.toContain('2126');
    expect(listed).toContain('1510');
  });

  it('costs enemy units 2 MP more to enter, on or off road, and the owner nothing (24.2)', () => {
    const PZ = 'de-2pz-start-1';
    const before = sandbox({ [PZ]: '2005' }, { side: 'german', phaseId: 'movement', docs: bareDocs() });
    const marked = { ...before, state: { ...before.state, traffic: { allied: { '2007': 1, '2105': 2 } } } };
    const left = (g: Game, hex: string, unit = PZ) => reachOf(g.compiled, g.state, unit, hex)?.mpLeft;
    expect(left(marked, '2007')).toBe(left(before, '2007')! - 2); // on the road
    expect(left(marked, '2008')).toBe(left(before, '2008')! - 2); // through it
    expect(left(marked, '2105')).toBe(left(before, '2105')! - 2); // off road
    const own = { ...before, state: { ...before.state, traffic: { german: { '2007': 1 } } } };
    void DE;
    expect(left(own, '2007')).toBe(left(before, '2007'));
  });

  it('the St-Vith bottleneck costs the Germans 4 MP more, 2 while they hold St-Vith (24.7)', () => {
    const PZ = 'de-2pz-start-1';
    const g = sandbox({ [PZ]: '2124' }, { side: 'german', phaseId: 'movement', docs: bareDocs() });
    const plain = sandbox({ [PZ]: '2124' }, { side: 'german', phaseId: 'movement', docs: bareDocs((d) => void ((d.map as { hexSets: unknown }).hexSets = {})) });
    const cost = (x: Game) => reachOf(x.compiled, x.state, PZ, '2125')?.mpLeft;
    expect(cost(g)).toBe(cost(plain)! - 4);
    const held = { ...g, state: { ...g.state, control: { ...g.state.control, '2126': 'german' } } };
    expect(cost(held)).toBe(cost(plain)! - 2);
  });

  it('roadblocks: two a side, moved once a phase after the traffic markers, on a road near a friendly unit with a road supply line (24.8)', () => {
    let g = sandbox({ [US]: '2012' }, { side: 'allied', phaseId: 'traffic', docs: bareDocs() });
    expect(refusal(g, { type: 'placeRoadblock', side: 'allied', target: '2015' })).toMatchObject({ reason: 'all 2 roadblocks are on the map: move one instead', rule: '24.8' });
    expect(refusal(g, { type: 'placeRoadblock', side: 'allied', target: '2019', from: '2312' })).toMatchObject({ reason: 'no friendly unit within 4 hexes of 2019' });
    expect(refusal(g, { type: 'placeRoadblock', side: 'allied', target: '2212', from: '2312' })).toMatchObject({ reason: '2212 has no road' });
    expect(refusal(g, { type: 'placeRoadblock', side: 'allied', target: '2012', from: '2312' })).toMatchObject({ reason: '2012 holds friendly units' });
    g = step(g, { type: 'placeRoadblock', side: 'allied', target: '2015', from: '2312' });
    expect(g.state.roadblocks).toEqual({ '2111': 'allied', '2015': 'allied' });
    expect(refusal(g, { type: 'placeRoadblock', side: 'allied', target: '2009', from: '2015' })).toMatchObject({ reason: 'the roadblock at 2015 was set this phase already' });
    expect(refusal(g, { type: 'placeTraffic', side: 'allied', target: '3030' })).toMatchObject({ reason: expect.stringMatching(/before the roadblocks/), rule: '24' });
  });

  it('an enemy roadblock stops strategic movement in its hex (24.8)', () => {
    const PZ = 'de-2pz-start-1';
    const g = sandbox({ [PZ]: '2003' }, { side: 'german', phaseId: 'movement', docs: bareDocs() });
    const blocked = { ...g, state: { ...g.state, roadblocks: { '2008': 'allied' } } };
    const far = (x: Game) => Math.max(...movementRange(x.compiled, x.state, PZ, 'strategic').map((r) => Number(r.hex.slice(2))));
    expect(far(g)).toBeGreaterThan(8);
    expect(far(blocked)).toBe(8);
  });

  it('an enemy roadblock a unit passes through stays (and slows) until the end of that phase, then goes (24.8)', () => {
    const PZ = 'de-2pz-start-1';
    const g0 = sandbox({ [PZ]: '2003' }, { side: 'german', phaseId: 'movement', docs: bareDocs() });
    const g = { ...g0, state: { ...g0.state, roadblocks: { '2006': 'allied' } } };
    const through = step(g, { type: 'move', side: 'german', unit: PZ, target: '2007' });
    expect(through.state.roadblocks).toEqual({ '2006': 'allied' });
    expect(through.state.roadblocksPassed).toEqual(['2006']);
    const ended = applyAction(through, { type: 'endPhase', side: 'german' });
    if (!ended.ok) throw new Error(ended.error.reason);
    expect((ended.state as GameState).roadblocks).toEqual({});
    expect(ended.events.some((e) => /Roadblock removed at 2006/.test(e.text))).toBe(true);
  });

  it('at the end of the phase two dice take the markers of their numbers back to the box (24.3); German markers from 17AM, one gone for good each PM from 19PM (24.5)', () => {
    const g = sandbox({ [US]: '2012' }, { side: 'allied', phaseId: 'traffic', docs: bareDocs() });
    const marked = { ...g, state: { ...g.state, traffic: { allied: { '1010': 1, '1020': 2, '1030': 3, '3010': 4, '3020': 5, '3030': 6 } } } };
    const r = applyAction(marked, { type: 'endPhase', side: 'allied' });
    if (!r.ok) throw new Error(r.error.reason);
    const dice = (r.events.find((e) => e.rule === '24.3')!.data as { dice: number[] }).dice;
    expect(Object.values(r.state.traffic!.allied!).sort()).toEqual([1, 2, 3, 4, 5, 6].filter((n) => !dice.includes(n)));
    const early = sandbox({ [DE]: '2012' }, { side: 'german', phaseId: 'traffic', docs: bareDocs() });
    expect(refusal(early, { type: 'placeTraffic', side: 'german', target: '3030' })).toMatchObject({ reason: 'the German player has traffic markers from 17AM' });
    const late = sandbox({ [DE]: '2012' }, { side: 'german', phaseId: 'traffic', turn: '19PM', docs: bareDocs() });
    const ended = step(late, { type: 'endPhase', side: 'german' });
    expect(ended.state.trafficGone).toEqual({ german: [1] });
  });
});

describe('the Replacement Phase (25.2)', () => {
  const DE = 'de-26vg-start-1';
  const US = 'us-28id-start-1';

  it('each side spends its points in turn, the German first; a reduced unit comes back to full and cannot move next AM', () => {
    // The points are the Turn Record Track's (lost in the source: 1 a side a night, a placeholder).
    const g0 = sandbox({ [DE]: '1010', [US]: '3030' }, { side: 'allied', phaseId: 'victory', turn: '16PM', docs: bareDocs() });
    const reduced = { ...g0, state: { ...g0.state, units: { ...g0.state.units, [DE]: { ...g0.state.units[DE]!, steps: 1 } } } };
    let g = step(reduced, { type: 'endPhase', side: 'allied' });
    expect([g.state.phaseId, g.state.side, g.state.points]).toEqual(['replacement', 'german', ['infantry']]);
    expect(legalActions(g).actions).toContainEqual({ type: 'replace', side: 'german', unit: DE });
    g = step(g, { type: 'replace', side: 'german', unit: DE });
    expect(g.state.units[DE]).toMatchObject({ steps: 2, replaced: true });
    // The last point spent ends the German part; the Allies have nothing to replace, so the night goes on.
    expect(g.state.points).toBeUndefined();
    expect(g.state.phaseId).not.toBe('replacement');
    const am = sandbox({ [DE]: '1010' }, { side: 'german', phaseId: 'movement', turn: '17AM', docs: bareDocs() });
    const marked = { ...am, state: { ...am.state, units: { ...am.state.units, [DE]: { ...am.state.units[DE]!, replaced: true } } } };
    expect(refusal(marked, { type: 'move', side: 'german', unit: DE, target: '1011' })).toMatchObject({ rule: '25.2' });
    expect(legalActions(marked).refused).toContainEqual(expect.objectContaining({ unit: DE, rule: '25.2' }));
    const next = step(marked, { type: 'endPhase', side: 'german' });
    expect(next.state.units[DE]!.replaced).toBe(false);
  });

  it('next to the enemy a unit first steps back one hex out of every enemy ZOC; never artillery, 150 Pz Bde or a tank on an infantry point', () => {
    const g = sandbox({ [DE]: '2010', [US]: '2012', 'de-150-pz-bde': '1010', 'de-2pz-start-1': '1012' }, { side: 'german', phaseId: 'replacement', turn: '16N', docs: bareDocs() });
    const units = { ...g.state.units, [DE]: { ...g.state.units[DE]!, steps: 1 }, 'de-150-pz-bde': { ...g.state.units['de-150-pz-bde']!, steps: 1 }, 'de-2pz-start-1': { ...g.state.units['de-2pz-start-1']!, steps: 1 } };
    const ready = { ...g, state: { ...g.state, units: { ...units, [US]: { ...g.state.units[US]!, loc: { hex: '2011' } } }, points: ['infantry' as const] } };
    const { actions, refused } = legalActions(ready);
    const back = actions.filter((a) => a.type === 'replace' && a.unit === DE).map((a) => a.target);
    expect(back.length).toBeGreaterThan(0);
    expect(back).not.toContain(undefined);
    expect(refused).toContainEqual(expect.objectContaining({ unit: 'de-150-pz-bde', reason: '150 Pz Bde is never replaced' }));
    expect(refused).toContainEqual(expect.objectContaining({ unit: 'de-2pz-start-1', reason: expect.stringMatching(/buys only an infantry type/) }));
    const done = step(ready, { type: 'replace', side: 'german', unit: DE, target: back[0]! });
    expect(done.state.units[DE]).toMatchObject({ loc: { hex: back[0] }, steps: 2, replaced: true });
  });

  it('a dead unit comes back on its reduced side in a friendly town away from the enemy, or for the Germans at entry K, L or M', () => {
    const docs = ardennesDocs();
    const game = sandbox({ 'de-212vg-1': '1006' }, { side: 'german', phaseId: 'replacement', turn: '16N', docs });
    const ready = { ...game, state: { ...game.state, points: ['infantry' as const] } };
    const back = legalActions(ready).actions.filter((a) => a.type === 'replace' && a.unit === DE).map((a) => a.target!);
    const entries = ['K', 'L', 'M'].flatMap((l) => (docs.map.entries?.[l]?.hexes as string[] | undefined) ?? []);
    expect(entries.some((h) => back.includes(h))).toBe(true);
    // It died under a Night marker, moving strategically and out of supply: it comes back without them.
    const marked = { ...ready, state: { ...ready.state, units: { ...ready.state.units, [DE]: { ...ready.state.units[DE]!, night: true, sm: true, oos: true, hexesMoved: 3 } } } };
    const g = step(marked, { type: 'replace', side: 'german', unit: DE, target: back[0]! });
    expect(g.state.units[DE]).toMatchObject({ loc: { hex: back[0] }, steps: 1, replaced: true, status: 'normal', night: undefined, sm: undefined, oos: undefined, hexesMoved: undefined });
  });
});

describe('the whole sequence is played', () => {
  it('a bot game logs no phase as "not played", and its Traffic and Replacement Phases run', () => {
    const c = compile(ardennesDocs());
    const g = playBots(c, 'sequence', { german: BOTS.greedy!, allied: BOTS.greedy! });
    expect(g.crash).toBeUndefined();
    const { events } = replay(c, 'sequence', g.log);
    expect(events.filter((e) => /not played/.test(e.text))).toEqual([]);
    expect(events.some((e) => e.rule === '24.3' || e.rule === '24.5')).toBe(true);
    expect(events.some((e) => e.type === 'replacement' || (e.rule === '25.2' && e.type === 'choice'))).toBe(true);
    expect(g.log.some((a) => a.type === 'placeTraffic')).toBe(true);
  });
});

describe('Disengagement (20)', () => {
  const US = 'us-28id-start-1';
  const DE = 'de-26vg-start-1';
  /** The Disengagement table reads `code` on every roll. */
  const docsWith = (code: string) =>
    bareDocs((d) => {
      (d.ruleset.tables as Record<string, { entries: Record<string, string> }>).disengagement!.entries = { '1..6': code };
    });
  const at = (code: string, units: Record<string, string> = { [US]: '2010', [DE]: '2011' }) => sandbox(units, { side: 'allied', phaseId: 'combat', docs: docsWith(code) });

  it('a unit next to the enemy rolls before any combat; on Yes its owner picks an end 1 or 2 hexes away outside enemy ZOC, and it does not attack', () => {
    let g = at('Yes');
    expect(legalActions(g).actions).toContainEqual({ type: 'disengage', side: 'allied', unit: US });
    g = step(g, { type: 'disengage', side: 'allied', unit: US });
    expect(g.state.pending).toMatchObject({ kind: 'disengage', unit: US, disrupt: false });
    const ends = legalActions(g).actions.map((a) => a.target!);
    expect(ends.length).toBeGreaterThan(1);
    // Never into the German ZOC (the hexes next to 2011) for a unit that was not Eng (20.4).
    const zoc = new Set(['2010', '2012', '1910', '1911', '2110', '2111']);
    expect(ends.filter((h) => zoc.has(h))).toEqual([]);
    g = step(g, { type: 'retreat', side: 'allied', unit: US, target: ends[0]! });
    expect(g.state.units[US]!.loc).toEqual({ hex: ends[0] });
    expect(g.state.units[US]).toMatchObject({ disengaged: true, status: 'normal' });
    expect(refusal(g, { type: 'disengage', side: 'allied', unit: US })).toMatchObject({ rule: '20' });
  });

  it('No + D leaves the unit where it is, Disrupted; a disrupted unit that was not Eng may not try; none may once an attack is made', () => {
    const g = step(at('No+D'), { type: 'disengage', side: 'allied', unit: US });
    expect(g.state.units[US]).toMatchObject({ loc: { hex: '2010' }, status: 'disrupted', disengaged: true });
    const base = at('Yes');
    const disrupted = { ...base, state: { ...base.state, units: { ...base.state.units, [US]: { ...base.state.units[US]!, status: 'disrupted' as const } } } };
    expect(refusal(disrupted, { type: 'disengage', side: 'allied', unit: US })).toMatchObject({ reason: expect.stringMatching(/disrupted: only a unit that was under an Eng marker/), rule: '20' });
    const wasEng = { ...disrupted, state: { ...disrupted.state, units: { ...disrupted.state.units, [US]: { ...disrupted.state.units[US]!, fromEng: true } } } };
    expect(refusal(wasEng, { type: 'disengage', side: 'allied', unit: US })).toBeUndefined();
    const two = at('Yes', { [US]: '2010', 'us-28id-start-2': '2009', [DE]: '2011' });
    const attacked = { ...two, state: { ...two.state, units: { ...two.state.units, 'us-28id-start-2': { ...two.state.units['us-28id-start-2']!, attacked: true } } } };
    expect(refusal(attacked, { type: 'disengage', side: 'allied', unit: US })).toMatchObject({ reason: 'disengagement comes before any combat of the phase' });
    expect(refusal(at('Yes', { [US]: '2010', [DE]: '2030' }), { type: 'disengage', side: 'allied', unit: US })).toMatchObject({ reason: expect.stringMatching(/not next to the enemy/) });
  });

  it('an Eng marker comes off at the start of the Combat Phase and leaves the unit free to disengage (20.5)', () => {
    const g = sandbox({ [US]: '2010', [DE]: '2011' }, { side: 'allied', phaseId: 'rally', docs: docsWith('Yes') });
    const eng = { ...g, state: { ...g.state, units: { ...g.state.units, [US]: { ...g.state.units[US]!, engaged: true } } } };
    const combat = step(eng, { type: 'endPhase', side: 'allied' });
    expect(combat.state.phaseId).toBe('combat');
    expect(combat.state.units[US]).toMatchObject({ engaged: false, fromEng: true });
    expect(legalActions(combat).actions).toContainEqual({ type: 'disengage', side: 'allied', unit: US });
  });
});

describe('the Attacker Advantage marker (16.6)', () => {
  const DE = 'de-26vg-start-1';
  const DE2 = 'de-212vg-start-1';
  const US = 'us-28id-start-1';
  const shifts = (g: Game, units: string[], target: string) => {
    const o = attackOdds(g, units, target);
    return 'shifts' in o ? o.shifts.map((x) => x.label) : [];
  };

  it('Eng+ lets the attacker mark a stack; next turn that stack attacking the same hex gets 1 right shift, once', () => {
    const game = sandbox({ [DE]: '2009', [DE2]: '2011', [US]: '2010' }, { side: 'german', phaseId: 'combat', docs: bareDocs() });
    const d = new Draft(game.compiled, game.state);
    applyEffects(d, [{ kind: 'status', who: 'defender', status: 'engaged' }, { kind: 'marker', marker: 'attackerAdvantage', who: 'attacker', optional: true } as never], { attackers: [DE, DE2], defenders: [US], target: '2010' });
    let g: Game = { ...game, state: d.finish({}) };
    expect(g.state.pending).toMatchObject({ kind: 'advantage', chooser: 'german' });
    expect(legalActions(g).actions.at(-1)).toEqual({ type: 'placeAdvantage', side: 'german', choice: 'decline' });
    g = step(g, { type: 'placeAdvantage', side: 'german', target: '2009' });
    expect(g.state.advantage).toEqual([{ side: 'german', hex: '2009', target: '2010', units: [DE], turn: 0 }]);
    // Not this turn: armed at the German player's next Combat Phase.
    expect(shifts(g, [DE], '2010')).not.toContain('Attacker Advantage marker');
    const next = sandbox({ [DE]: '2009', [DE2]: '2011', [US]: '2010' }, { side: 'german', phaseId: 'rally', turn: '16PM', docs: bareDocs() });
    let n = step({ ...next, state: { ...next.state, advantage: g.state.advantage } }, { type: 'endPhase', side: 'german' });
    expect(n.state.advantage?.[0]?.armed).toBe(true);
    expect(shifts(n, [DE, DE2], '2010')).toContain('Attacker Advantage marker');
    expect(shifts(n, [DE2], '2010')).not.toContain('Attacker Advantage marker'); // not the marked stack
    n = settleAll(step(n, { type: 'attack', side: 'german', units: [DE], target: '2010' }));
    expect((n.state.advantage ?? []).filter((m) => m.turn === 0)).toEqual([]); // an Eng+ again may place a new one
  });

  it('goes when the target hex is empty at the start of the owner\'s Combat Phase, or the marked units have all left', () => {
    const marker = { side: 'german', hex: '2009', target: '2010', units: [DE], turn: 0 };
    const empty = sandbox({ [DE]: '2009' }, { side: 'german', phaseId: 'rally', turn: '16PM', docs: bareDocs() });
    expect(step({ ...empty, state: { ...empty.state, advantage: [marker] } }, { type: 'endPhase', side: 'german' }).state.advantage).toBeUndefined();
    const left = sandbox({ [DE]: '2008', [US]: '2010' }, { side: 'german', phaseId: 'rally', turn: '16PM', docs: bareDocs() });
    expect(step({ ...left, state: { ...left.state, advantage: [marker] } }, { type: 'endPhase', side: 'german' }).state.advantage).toBeUndefined();
  });

  function settleAll(g: Game): Game {
    let x = g;
    for (let i = 0; i < 20 && x.state.pending; i++) x = step(x, legalActions(x).actions[0]!);
    return x;
  }
});

describe('Hold (16.7)', () => {
  const PZ = 'de-150-pz-bde'; // TQ 3
  const TNK = 'us-4-70-tnk-minus'; // TQ 3
  const DR2 = [
    { kind: 'retreat', who: 'defender', hexes: 2 },
    { kind: 'status', who: 'defender', status: 'disrupted' },
    { kind: 'advance', advance: 'normal' },
  ] as never[];
  const town = (hex: string) => bareDocs((d) => void ((d.map as { hexes: Record<string, unknown> }).hexes = { [hex]: { features: ['town'] } }));
  const result = (seed: string, docs = town('2010')) => {
    const game = sandbox({ [PZ]: '2009', [TNK]: '2010' }, { side: 'german', phaseId: 'combat', docs, seed });
    const d = new Draft(game.compiled, game.state);
    applyEffects(d, DR2, { attackers: [PZ], defenders: [TNK], target: '2010' });
    return { ...game, state: d.finish({}) } as Game;
  };

  it('the book\'s example: a US tank battalion, TQ 3, against a best enemy TQ of 3: −1; a roll of 2 − 1 = 1 → EX, and the retreat and disruption are cancelled', () => {
    const g = result('hold-0');
    expect(g.state.pending).toMatchObject({ kind: 'hold', chooser: 'allied', leads: [TNK] });
    expect(legalActions(g).actions).toEqual([
      { type: 'hold', side: 'allied', choice: 'hold', unit: TNK },
      { type: 'hold', side: 'allied', choice: 'retreat' },
    ]);
    // The seed whose Hold roll is the book's 2.
    let held: ReturnType<typeof applyAction> | undefined;
    for (let i = 0; i < 60 && !held; i++) {
      const r = applyAction(result(`hold-${i}`), { type: 'hold', side: 'allied', choice: 'hold', unit: TNK });
      if (r.ok && r.events.find((e) => e.rule === '16.7' && e.type === 'roll')?.roll === 2) held = r;
    }
    if (!held?.ok) throw new Error('no seed rolled a 2');
    const roll = held.events.find((e) => e.type === 'roll')!;
    expect(roll.data).toMatchObject({ code: 'Yes/EX', modified: 1, modifiers: [expect.objectContaining({ id: 'tank', value: -1 })] });
    const s = held.state as GameState;
    expect(s.units[TNK]).toMatchObject({ loc: { hex: '2010' }, status: 'normal', steps: 1 });
    expect(s.units[PZ]!.steps).toBe(1);
    expect(s.pending).toBeUndefined(); // no advance: the hex is still held
  });

  it('no Hold outside a village, town, city or the West Wall, nor with only disrupted units; a refusal to hold retreats as the CRT says', () => {
    expect(result('x', bareDocs()).state.pending?.kind).not.toBe('hold');
    const g = result('x');
    const r = step(g, { type: 'hold', side: 'allied', choice: 'retreat' });
    const s = settleAll(r);
    expect(s.state.units[TNK]!.loc).not.toEqual({ hex: '2010' });
    expect(s.state.units[TNK]!.status).toBe('disrupted');
  });

  function settleAll(g: Game): Game {
    let x = g;
    for (let i = 0; i < 20 && x.state.pending && x.state.pending.kind !== 'advance'; i++) x = step(x, legalActions(x).actions[0]!);
    return x;
  }
});

describe('a stack overstacked by a retreat is made legal by the end of its owner\'s Movement Phase (8, 17.4)', () => {
  it('the owner eliminates units, the weakest offered first, and the phase then ends', () => {
    const [A, B] = ['us-28id-start-1', 'us-28id-start-2'];
    const g = sandbox({ [A]: '2010', [B]: '2010' }, { side: 'allied', phaseId: 'movement', docs: bareDocs() });
    let x = step(g, { type: 'endPhase', side: 'allied' });
    expect(x.state.phaseId).toBe('movement');
    expect(x.state.pending).toMatchObject({ kind: 'overstack', chooser: 'allied', hex: '2010' });
    const options = legalActions(x).actions;
    expect(options.map((a) => a.type)).toEqual(['eliminate', 'eliminate']);
    expect(refusal(x, { type: 'endPhase', side: 'allied' })).toMatchObject({ rule: '8, 17.4' });
    x = step(x, options[1]!);
    expect(x.state.units[options[1]!.unit!]!.loc).toEqual({ eliminated: true });
    expect(x.state.pending).toBeUndefined();
    expect(x.state.phaseId).not.toBe('movement');
  });
});
