/**
 * Rule 7, bridges: blowing them in the Bridge Phase (7.3) and before an attack across them (7.4),
 * the table and its modifiers (7.5), when none may go (7.2, 7.7), rebuilding (7.9), the bridges
 * under construction at the start (7.10) and the Ouren bridge's first use (7.8).
 */
import { describe, expect, it } from 'vitest';
import { attackOdds, legalActions, movementRange, type Game, type GameDocuments } from './hexEngine';
import { ardennesDocs, bareDocs, sandbox, type Editable, step, refusal, lastEvents } from './fixtures';

const TANK = 'de-2pz-start-1';
const DE = 'de-26vg-start-1';
const US = 'us-28id-start-1';
const US2 = 'us-28id-start-2';
/** On the bare map the bridge joins 2010 and 2011 on the column-20 road. */
const SID = '2010/N';

/** The table rolls named read `code` on every roll, so a test knows the result. */
const fixTable = (d: Editable, id: string, code: string) => {
  const t = (d.ruleset.tables as Record<string, { entries: Record<string, string> }>)[id]!;
  t.entries = Object.fromEntries(Object.keys(t.entries).map((k) => [k, code]));
};

/** The bare map with one river hexside and its bridge; the demolition table reads `code`. */
function bridgeDocs(code = 'Blown', bridge: Record<string, unknown> = { name: 'Test' }, edit: (d: Editable) => void = () => {}): GameDocuments {
  return bareDocs((d) => {
    (d.map as { hexsides: Record<string, unknown> }).hexsides = { [SID]: { features: ['river'], bridge } };
    fixTable(d, 'bridgeDemolition', code);
    edit(d);
  });
}

const at = (units: Record<string, string>, side: string, phaseId: string, docs = bridgeDocs(), turn = '17AM') => sandbox(units, { side, phaseId, docs, turn });
const rolls = () => lastEvents.filter((e) => e.type === 'roll');

describe('blowing a bridge in the Bridge Phase (7.3, 7.5)', () => {
  it('a friendly unit within one hex of the bridge and an enemy unit within one hex of it: the player may try, and on Blown the hexside is an unbridged river', () => {
    const g = at({ [US]: '2011', [DE]: '2009' }, 'allied', 'bridge');
    expect(legalActions(g).actions).toContainEqual({ type: 'blowBridge', side: 'allied', hexside: SID, unit: US });
    const after = step(g, { type: 'blowBridge', side: 'allied', hexside: SID });
    expect(after.state.blown).toContain(SID);
    expect(lastEvents.at(-1)).toMatchObject({ type: 'bridge', rule: '7.6' });
    // One hex from a bridge hex is within reach; two hexes is not.
    expect(refusal(at({ [US]: '2012', [DE]: '2009' }, 'allied', 'bridge'), { type: 'blowBridge', side: 'allied', hexside: SID })).toBeUndefined();
    expect(refusal(at({ [US]: '2013', [DE]: '2009' }, 'allied', 'bridge'), { type: 'blowBridge', side: 'allied', hexside: SID })).toMatchObject({ rule: '7.3', reason: expect.stringMatching(/no Allied unit is within one hex/) });
  });

  it('no enemy unit near the bridge, or the hex to reach holds the enemy: no try', () => {
    expect(refusal(at({ [US]: '2011', [DE]: '2030' }, 'allied', 'bridge'), { type: 'blowBridge', side: 'allied', hexside: SID })).toMatchObject({ rule: '7.3', reason: expect.stringMatching(/no enemy unit is within one hex/) });
    // The only bridge hex next to 2012 is 2011, and the enemy holds it.
    expect(refusal(at({ [US]: '2012', [DE]: '2011' }, 'allied', 'bridge'), { type: 'blowBridge', side: 'allied', hexside: SID })).toMatchObject({ rule: '7.3' });
  });

  it('7.7: no bridge goes before 17AM, the first night included, nor one in a town the river runs through', () => {
    const early = at({ [US]: '2011', [DE]: '2009' }, 'allied', 'bridge', bridgeDocs(), '16PM');
    expect(refusal(early, { type: 'blowBridge', side: 'allied', hexside: SID })).toMatchObject({ rule: '7.7', reason: expect.stringMatching(/before 17AM/) });
    expect(legalActions(early).refused).toContainEqual(expect.objectContaining({ type: 'blowBridge', rule: '7.7' }));
    const town = at({ [US]: '2011', [DE]: '2009' }, 'allied', 'bridge', bridgeDocs('Blown', { name: 'Clervaux', noDemolition: true }));
    expect(refusal(town, { type: 'blowBridge', side: 'allied', hexside: SID })).toMatchObject({ rule: '7.7', reason: expect.stringMatching(/Clervaux.*may not be blown/) });
  });

  it('7.2: one try on a bridge per player turn; a failed try leaves it standing', () => {
    const g = at({ [US]: '2011', [DE]: '2009' }, 'allied', 'bridge', bridgeDocs('No effect'));
    const after = step(g, { type: 'blowBridge', side: 'allied', hexside: SID });
    expect(after.state.blown).not.toContain(SID);
    expect(refusal(after, { type: 'blowBridge', side: 'allied', hexside: SID })).toMatchObject({ rule: '7.2' });
    expect(legalActions(after).actions.filter((a) => a.type === 'blowBridge')).toEqual([]);
  });

  it('7.5: a unit with a Disrupted, Eng or SM marker rolls at +2; a try in the Bridge Phase has no +1', () => {
    const g = at({ [US]: '2011', [DE]: '2009' }, 'allied', 'bridge');
    step(g, { type: 'blowBridge', side: 'allied', hexside: SID });
    expect(rolls()[0]!.data).toMatchObject({ modifiers: [] });
    const disrupted: Game = { ...g, state: { ...g.state, units: { ...g.state.units, [US]: { ...g.state.units[US]!, status: 'disrupted' } } } };
    step(disrupted, { type: 'blowBridge', side: 'allied', hexside: SID });
    expect(rolls()[0]!.data).toMatchObject({ modifiers: [expect.objectContaining({ value: 2 })] });
  });
});

describe('blowing a bridge before an attack across it (7.4, 14.4 step 1)', () => {
  const attackAcross = (code: string) => {
    const g = at({ [TANK]: '2010', [US]: '2011', [US2]: '2030' }, 'german', 'combat', bridgeDocs(code));
    return step(g, { type: 'attack', side: 'german', units: [TANK], target: '2011' });
  };

  it('the defender chooses first: try to blow it (at +1, the enemy Combat Phase) or not', () => {
    const g = attackAcross('Blown');
    expect(g.state.pending).toMatchObject({ kind: 'demolition', chooser: 'allied', hexsides: [SID] });
    expect(g.state.side).toBe('allied');
    expect(legalActions(g).actions).toEqual([
      { type: 'blowBridge', side: 'allied', hexside: SID },
      { type: 'blowBridge', side: 'allied', choice: 'none' },
    ]);
    const blown = step(g, { type: 'blowBridge', side: 'allied', hexside: SID });
    expect(rolls()[0]!.data).toMatchObject({ modifiers: [expect.objectContaining({ value: 1 })] });
    expect(blown.state.blown).toContain(SID);
    expect(blown.state.pending).toMatchObject({ kind: 'callOff', chooser: 'german' });
    expect(blown.state.side).toBe('german');
  });

  it('with the bridge blown the attack loses the armor shift (7.4) and stays halved; the attacker may call it off', () => {
    const g = attackAcross('Blown');
    expect(attackOdds(g, [TANK], '2011')).toMatchObject({ facts: { 'attacker.armorShift': true } });
    const blown = step(g, { type: 'blowBridge', side: 'allied', hexside: SID });
    expect(attackOdds(blown, [TANK], '2011')).toMatchObject({ facts: { 'attacker.armorShift': false } });
    const off = step(blown, { type: 'callOff', side: 'german', choice: 'cancel' });
    expect(off.state.pending).toBeUndefined();
    expect(off.state.units[US]).toMatchObject({ loc: { hex: '2011' } });
    expect(lastEvents.at(-1)).toMatchObject({ rule: '14.4', text: expect.stringMatching(/called off/) });
    step(blown, { type: 'callOff', side: 'german', choice: 'attack' });
    expect(lastEvents.some((e) => e.type === 'combat')).toBe(true);
  });

  it('a failed try, or none, lets the attack go on at once', () => {
    const g = attackAcross('No effect');
    const stands = step(g, { type: 'blowBridge', side: 'allied', hexside: SID });
    expect(stands.state.blown).not.toContain(SID);
    expect(stands.state.pending?.kind).not.toBe('callOff');
    step(g, { type: 'blowBridge', side: 'allied', choice: 'none' });
    expect(rolls().some((e) => /blow/.test(e.text))).toBe(false);
  });

  it('no demolition choice before 17AM (7.7): the attack goes straight on', () => {
    const g = at({ [TANK]: '2010', [US]: '2011' }, 'german', 'combat', bridgeDocs(), '16PM');
    const after = step(g, { type: 'attack', side: 'german', units: [TANK], target: '2011' });
    expect(after.state.pending?.kind).not.toBe('demolition');
  });
});

describe('rebuilding (7.9) and the bridges under construction at the start (7.10)', () => {
  const blownAt = (units: Record<string, string>) => {
    const g = at(units, 'allied', 'bridge');
    return { ...g, state: { ...g.state, blown: [SID] } };
  };
  /** The same state moved to the start of the side's phase before the Bridge Phase of the next turn. */
  const nextTurn = (g: Game, side: string) => {
    const s = sandbox({}, { side, phaseId: 'artillerySupply', turn: '17PM', docs: bridgeDocs() });
    return { ...g, state: { ...g.state, turn: s.state.turn, phase: s.state.phase, phaseId: s.state.phaseId, side } };
  };

  it('a blown bridge with its hexes clear of the enemy and a road supply line to one of them: the marker flips, and the bridge is complete in the next friendly Bridge Phase', () => {
    const g = blownAt({ [US]: '2011', [DE]: '2030' });
    expect(legalActions(g).actions).toContainEqual({ type: 'rebuildBridge', side: 'allied', hexside: SID });
    const started = step(g, { type: 'rebuildBridge', side: 'allied', hexside: SID });
    expect(started.state.blown).not.toContain(SID);
    expect(started.state.building[SID]).toMatchObject({ side: 'allied' });
    // Under construction the bridge still does not carry a crossing.
    expect(refusal(started, { type: 'rebuildBridge', side: 'allied', hexside: SID })).toMatchObject({ rule: '7.9', reason: expect.stringMatching(/already under construction/) });
    const later = step(nextTurn(started, 'allied'), { type: 'endPhase', side: 'allied' });
    expect(later.state.building[SID]).toBeUndefined();
    expect(lastEvents.some((e) => e.rule === '7.9' && /is complete/.test(e.text))).toBe(true);
  });

  it('an enemy unit on the bridge or its ZOC on an empty bridge hex stops the work from starting, and from ending', () => {
    expect(refusal(blownAt({ [US]: '2030', [DE]: '2011' }), { type: 'rebuildBridge', side: 'allied', hexside: SID })).toMatchObject({ rule: '7.9', reason: expect.stringMatching(/enemy unit is in 2011/) });
    expect(refusal(blownAt({ [US]: '2030', [DE]: '2012' }), { type: 'rebuildBridge', side: 'allied', hexside: SID })).toMatchObject({ rule: '7.9', reason: expect.stringMatching(/enemy ZOC/) });
    const started = step(blownAt({ [US]: '2011', [DE]: '2030' }), { type: 'rebuildBridge', side: 'allied', hexside: SID });
    const moved = { ...started, state: { ...started.state, units: { ...started.state.units, [US]: { ...started.state.units[US]!, loc: { hex: '2030' } }, [DE]: { ...started.state.units[DE]!, loc: { hex: '2011' } } } } };
    const later = step(nextTurn(moved, 'allied'), { type: 'endPhase', side: 'allied' });
    expect(later.state.building[SID]).toBeDefined();
    expect(lastEvents.some((e) => /stays under construction/.test(e.text))).toBe(true);
  });

  it('7.10: the Dasburg and Gemünd bridges, under construction at the start, are complete in the German 16PM Bridge Phase', () => {
    const g = sandbox({}, { side: 'german', phaseId: 'artillerySupply', turn: '16PM' });
    const dasburg = '2115/NE';
    const gemund = '2013/NE';
    expect(g.state.building).toMatchObject({ [dasburg]: { planned: true }, [gemund]: { planned: true } });
    const after = step(g, { type: 'endPhase', side: 'german' });
    expect(after.state.building[dasburg]).toBeUndefined();
    expect(after.state.building[gemund]).toBeUndefined();
    expect(lastEvents.filter((e) => e.rule === '7.10').map((e) => e.text)).toEqual([expect.stringMatching(/Gemünd.*complete/), expect.stringMatching(/Dasburg.*complete/)]);
  });
});

describe('the Ouren bridge (7.8)', () => {
  const OUREN = '2120/SE';
  const ourenDocs = (code: string) => {
    const d: Editable = ardennesDocs();
    fixTable(d, 'ourenBridge', code);
    return d;
  };
  const far = (c: Game['compiled'], hex: string) => c.ids[c.nb[c.ordinal.get(hex)! * 6 + c.dirs.indexOf('SE')]!]!;

  it('the first German attack across it rolls: on Destroyed the bridge is blown before the attack and the attacker may call it off', () => {
    const probe = sandbox({}, { side: 'german', phaseId: 'combat', turn: '16AM', docs: ourenDocs('Destroyed') });
    const across = far(probe.compiled, '2120');
    const g = sandbox({ [DE]: '2120', [US]: across }, { side: 'german', phaseId: 'combat', turn: '16AM', docs: ourenDocs('Destroyed') });
    const after = step(g, { type: 'attack', side: 'german', units: [DE], target: across });
    expect(after.state.blown).toContain(OUREN);
    expect(lastEvents.some((e) => e.rule === '7.8' && /destroyed before the attack/.test(e.text))).toBe(true);
    expect(after.state.pending).toMatchObject({ kind: 'callOff' });
  });

  it('an advance across it rolls too; on Destroyed the unit stays on the near bank, and there is no second roll', () => {
    const probe = sandbox({}, { side: 'german', phaseId: 'combat', turn: '16AM', docs: ourenDocs('Destroyed') });
    const across = far(probe.compiled, '2120');
    const g = sandbox({ [DE]: '2120' }, { side: 'german', phaseId: 'combat', turn: '16AM', docs: ourenDocs('Destroyed') });
    const advancing: Game = { ...g, state: { ...g.state, pending: { kind: 'advance', attackers: [DE], into: across, type: 'normal', hexes: 2 } } };
    const after = step(advancing, { type: 'advance', side: 'german', unit: DE, target: across });
    expect(after.state.units[DE]!.loc).toEqual({ hex: '2120' });
    expect(after.state.blown).toContain(OUREN);
    expect(after.state.bridgeRolls).toEqual([OUREN]);
    const intact = sandbox({ [DE]: '2120' }, { side: 'german', phaseId: 'combat', turn: '16AM', docs: ourenDocs('Intact') });
    const crossed = step({ ...intact, state: { ...intact.state, pending: advancing.state.pending } }, { type: 'advance', side: 'german', unit: DE, target: across });
    expect(crossed.state.units[DE]!.loc).toEqual({ hex: across });
    expect(crossed.state.bridgeRolls).toEqual([OUREN]);
  });
});

describe('a bridge in the search of a move', () => {
  it('the same game, its bridge standing, blown, rebuilding and standing again: a route found before does not carry over', () => {
    const g = at({ [TANK]: '2010' }, 'german', 'movement');
    const route = (game: Game) => movementRange(game, TANK).find((r) => r.hex === '2011')?.path;
    expect(route(g)).toEqual(['2010', '2011']);
    const blown = { ...g, state: { ...g.state, blown: [SID] } };
    // Vehicles never cross an unbridged river (TEC): the way to 2011 goes round the river hexside.
    expect(route(blown)!.length).toBeGreaterThan(2);
    expect(refusal(blown, { type: 'move', side: 'german', unit: TANK, path: ['2010', '2011'] })).toMatchObject({ reason: expect.stringMatching(/River/) });
    const building = { ...g, state: { ...g.state, building: { [SID]: { turn: g.state.turn, side: 'allied' } } } };
    expect(route(building)!.length).toBeGreaterThan(2);
    expect(route({ ...g, state: { ...g.state, units: { ...g.state.units } } })).toEqual(['2010', '2011']);
  });
});
