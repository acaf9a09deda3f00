import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Ruleset, Scenario } from '../../generated/documents';
import { applyChanges } from '../changes';
import * as v from './victoryCommands';
import type { Edit } from './mapCommands';
import { conditionInWords, placesInWords, sourceInWords, whenInWords } from './victoryWords';
import { factChoices, setTest } from './conditionEdits';

/** The facts an outcome row of Tigers in the Mist reads (as its engine declares them: VP and towns per side). */
const factsOf = (r: Ruleset) => [...Object.keys(r.sides).flatMap((s) => [`vp.${s}`]), ...Object.keys(r.sides).map((s) => `towns.${s}`), 'towns.contested'];
const ok = <T>(x: T | { error: string }): T => {
  if (x && typeof x === 'object' && 'error' in x) throw new Error(x.error);
  return x as T;
};

const read = (f: string) => JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../data', f), 'utf8'));
const ruleset = read('rules/ardennes44.rules.json') as Ruleset;
const sixTurn = () => read('scenarios/ardennes44-6turn.scenario.json') as Scenario;
const bare = () => ({ kind: 'scenario', id: 'new', ruleset: 'ardennes44' }) as unknown as Scenario;
const HEX = ['vpThreshold', 'hold', 'exit', 'composite'] as const;

/** Applies an edit, checking that undoing it gives back exactly the old document. */
function apply(sc: Scenario, e: Edit | { error: string }): Scenario {
  if ('error' in e) throw new Error(e.error);
  const after = applyChanges(sc, e.changes, 'forward') as Scenario;
  expect(applyChanges(after, e.changes, 'backward')).toEqual(sc);
  return after;
}
/** The sources of a scenario's VP condition. */
const sourcesOf = (sc: Scenario, id: string) => (sc.victory.conditions[id] as Extract<Scenario['victory']['conditions'][string], { kind: 'vpThreshold' }>).sources;
const refusal = (e: Edit | { error: string }) => ('error' in e ? e.error : `not refused: ${e.label}`);

describe('victory conditions edited as named steps', () => {
  it('says the six-turn scenario\'s victory in words (31)', () => {
    const sc = sixTurn();
    const c = sc.victory.conditions.germanVp!;
    expect(conditionInWords(c, ruleset)).toBe('German wins with 10 VP or more');
    if (c.kind !== 'vpThreshold') throw new Error('a VP condition');
    expect(c.sources.map(sourceInWords)).toEqual(['1 VP for each place controlled of the victory hexes', '1 VP per 4 attack factors exited by the W edge (only when exit.roadSupply)']);
  });

  it('moves the German threshold from 10 to 12 VP, and refuses a threshold below 0, or none', () => {
    const sc = sixTurn();
    const e = v.setConditionNumber(sc, 'germanVp', 'threshold', 12);
    expect('label' in e && e.label).toBe('Victory: germanVp\'s VP threshold set to 12');
    expect((apply(sc, e).victory.conditions.germanVp as { threshold: number }).threshold).toBe(12);
    expect(refusal(v.setConditionNumber(sc, 'germanVp', 'threshold', -1))).toBe('germanVp: the VP threshold must be from 0 to 100000');
    expect(refusal(v.setConditionNumber(sc, 'germanVp', 'threshold', undefined))).toBe('germanVp: the VP threshold cannot be left empty');
    expect(refusal(v.setConditionNumber(sc, 'germanVp', 'factors', 3))).toBe('germanVp is not a condition with the attack factors to exit');
    expect(refusal(v.setConditionNumber(sc, '__proto__', 'threshold', 3))).toBe('the scenario has no victory condition "__proto__"');
  });

  it('edits a source\'s VP and factors per VP, and its places: an exit anywhere, or by entry letters', () => {
    let sc = sixTurn();
    sc = apply(sc, v.setSourceNumber(sc, 'germanVp', 1, 'per', 3));
    expect(refusal(v.setSourceNumber(sc, 'germanVp', 1, 'per', 2.5))).toBe('germanVp, source 2: the attack factors per VP must be a whole number');
    sc = apply(sc, v.setPlaces(sc, 'germanVp', 1, null));
    expect(sourceInWords(sourcesOf(sc, 'germanVp')[1]!)).toBe('1 VP per 3 attack factors exited (only when exit.roadSupply)');
    expect(refusal(v.setPlaces(sc, 'germanVp', 0, null))).toBe('germanVp, source 1: VP for places must say which places');
    const letters = v.placesFrom('letters', 'A, B');
    expect(letters).toEqual({ letters: ['A', 'B'] });
    sc = apply(sc, v.setPlaces(sc, 'germanVp', 1, letters as never));
    expect(placesInWords(sourcesOf(sc, 'germanVp')[1]!.at)).toBe('entries A, B');
  });

  it('reads places as typed, refusing rather than mending', () => {
    expect(v.placesFrom('hexes', '2008 2010')).toEqual({ hexes: ['2008', '2010'] });
    expect(refusal(v.placesFrom('hexes', '2008 2008') as never)).toBe('2008 is named twice');
    expect(refusal(v.placesFrom('hexes', ' ') as never)).toBe('name one place at least');
    expect(refusal(v.placesFrom('edge', 'west') as never)).toBe('an edge is one of N, S, E or W');
    expect(refusal(v.placesFrom('letters', 'a') as never)).toBe('an entry letter is one or two capital letters');
    expect(v.placesFrom('victoryHexes', 'ignored')).toEqual({ victoryHexes: true });
  });

  it('adds and removes sources, keeping one at least, and only kinds the engine scores', () => {
    let sc = sixTurn();
    const occupy = v.addSource(sc, 'germanVp', 'occupy', ['control', 'occupy', 'exitFactors']);
    expect('label' in occupy && occupy.label).toBe('Victory: germanVp scores VP for places occupied');
    sc = apply(sc, occupy);
    expect(sourcesOf(sc, 'germanVp').at(-1)).toEqual({ kind: 'occupy', at: { victoryHexes: true }, vp: 1 });
    expect(refusal(v.addSource(sc, 'germanVp', 'areaVp', ['control', 'occupy', 'exitFactors']))).toBe('the scenario\'s engine does not score areaVp VP');
    sc = apply(sc, v.removeSource(sc, 'germanVp', 0));
    sc = apply(sc, v.removeSource(sc, 'germanVp', 0));
    expect(refusal(v.removeSource(sc, 'germanVp', 0))).toBe('germanVp must score VP from one source at least: remove germanVp instead');
  });

  it('gives a new scenario its first condition, a default outcome and a check phase', () => {
    let sc = bare();
    const added = v.addCondition(sc, 'hold', 'allied', ruleset, HEX);
    expect('id' in added && added.id).toBe('alliedHold');
    sc = apply(sc, added);
    expect(sc.victory).toEqual({ conditions: { alliedHold: { kind: 'hold', side: 'allied', at: { victoryHexes: true }, mode: 'control' } } });
    sc = apply(sc, v.addCondition(sc, 'hold', 'allied', ruleset, HEX));
    expect(Object.keys(sc.victory.conditions)).toEqual(['alliedHold', 'alliedHold-2']);
    sc = apply(sc, v.setDefaultOutcome(sc, 'german', 'The Germans hold on', ruleset));
    sc = apply(sc, v.setCheckedIn(sc, 'victory', 'allied', ruleset));
    expect(sc.victory.default).toEqual({ winner: 'german', label: 'The Germans hold on' });
    expect(sc.victory.checkedIn).toEqual({ phase: 'victory', side: 'allied' });
    expect(refusal(v.setCheckedIn(sc, 'teatime', '', ruleset))).toBe('the ruleset has no phase "teatime"');
    expect(refusal(v.addCondition(sc, 'outcomeTable', 'allied', ruleset, HEX))).toBe('the scenario\'s engine does not judge outcomeTable conditions');
    expect(refusal(v.addCondition(sc, 'hold', 'soviet', ruleset, HEX))).toBe('the ruleset has no side "soviet"');
    expect(refusal(v.addCondition(bare(), 'composite', 'german', ruleset, HEX))).toBe('a condition made of others needs another condition first');
  });

  it('keeps a composite whole: no part removed that it counts, never made of nothing or of itself (30.3B)', () => {
    let sc = bare();
    sc = apply(sc, v.addCondition(sc, 'exit', 'german', ruleset, HEX));
    sc = apply(sc, v.addCondition(sc, 'composite', 'german', ruleset, HEX));
    expect(sc.victory.conditions.germanAll).toEqual({ kind: 'composite', side: 'german', op: 'all', of: ['germanExit'] });
    expect(refusal(v.removeCondition(sc, 'germanExit'))).toBe('germanAll counts germanExit: take germanExit out of germanAll first');
    expect(refusal(v.setCompositePart(sc, 'germanAll', 'of', 'germanExit', false))).toBe('germanAll must be made of one condition at least: remove germanAll instead');
    expect(refusal(v.setCompositePart(sc, 'germanAll', 'of', 'germanAll', true))).toBe('germanAll cannot be made of itself');
    sc = apply(sc, v.setConditionFlag(sc, 'germanAll', 'endsGame', true));
    sc = apply(sc, v.removeCondition(sc, 'germanAll'));
    sc = apply(sc, v.removeCondition(sc, 'germanExit'));
    expect(sc.victory.conditions).toEqual({});
  });

  it("a condition renamed where it stands, with the composites made of it or beating it and its provenance following; refused for a taken or bad id, or while a variant patches it by its id", () => {
    let sc = sixTurn();
    sc = apply(sc, v.addCondition(sc, 'exit', 'german', ruleset, HEX));
    sc = apply(sc, v.addCondition(sc, 'composite', 'german', ruleset, HEX));
    const composite = Object.keys(sc.victory.conditions).find((k) => sc.victory.conditions[k]!.kind === 'composite')!;
    sc = apply(sc, v.setCompositePart(sc, composite, 'overrides', 'germanVp', true));
    const e = v.renameCondition(sc, 'germanVp', ' germanPoints ');
    expect('label' in e && e.label).toBe('Victory: germanVp renamed germanPoints');
    const after = apply(sc, e);
    expect(Object.keys(after.victory.conditions)).toEqual(['germanPoints', 'germanExit', composite]);
    expect(after.victory.conditions[composite]).toMatchObject({ overrides: ['germanPoints'] });
    expect(Object.keys(after.provenance!)).toContain('/victory/conditions/germanPoints/sources/1/requires');
    expect(Object.keys(after.provenance!).some((k) => k.includes('germanVp'))).toBe(false);
    expect(refusal(v.renameCondition(sc, 'germanVp', 'germanExit'))).toBe('the scenario already has a condition "germanExit"');
    expect(refusal(v.renameCondition(sc, 'germanVp', 'german VP'))).toBe('"german VP" is not an id: letters, digits and . _ - + (not first), up to 64 characters');
    expect(refusal(v.renameCondition(sc, 'germanVp', '__proto__'))).toMatch(/is not an id/);
    expect(refusal(v.renameCondition(sc, 'germanVp', 'germanPoints', ['ardennes44-8turn (c2)']))).toBe('ardennes44-8turn (c2) patches germanVp by its id: renamed, that change would no longer apply');
  });

  it("a source's or an exit's condition set, cleared and refused where none is taken, each a named step (31)", () => {
    let sc = sixTurn();
    const e = v.setRequires(sc, 'germanVp', 1, { fact: 'exit.roadSupply', op: 'eq', value: false });
    expect('label' in e && e.label).toBe('Victory: germanVp, source 2: only when exit.roadSupply = false');
    sc = apply(sc, e);
    const cleared = v.setRequires(sc, 'germanVp', 1, undefined);
    expect('label' in cleared && cleared.label).toBe('Victory: germanVp, source 2: counted always');
    expect(sourcesOf(apply(sc, cleared), 'germanVp')[1]!.requires).toBeUndefined();
    expect(refusal(v.setRequires(sc, 'germanVp', 5, { fact: 'exit.roadSupply' }))).toBe('germanVp has no source 6');
    expect(refusal(v.setRequires(sc, 'germanVp', undefined, { fact: 'exit.roadSupply' }))).toBe('germanVp takes no condition of its own');
    const exit = apply(sc, v.addCondition(sc, 'exit', 'german', ruleset, HEX));
    expect(apply(exit, v.setRequires(exit, 'germanExit', undefined, { fact: 'exit.roadSupply' })).victory.conditions.germanExit).toMatchObject({ requires: { fact: 'exit.roadSupply' } });
  });

  it("Tigers in the Mist's bands: a row's number, label and outcome, each a named step; a compound condition's numbers by their place (Scenario 8.1, 8.2)", () => {
    const titm = read('rules/titm.rules.json') as Ruleset;
    let sc = read('scenarios/titm-5pz.scenario.json') as Scenario;
    const rows = (s: Scenario) => (s.victory.conditions.bands as Extract<Scenario['victory']['conditions'][string], { kind: 'outcomeTable' }>).rows;
    expect(whenInWords(rows(sc)[0]!.when)).toBe('vp.german ≥ 16');
    const facts = factChoices(titm, factsOf(titm));
    const e = v.setRowWhen(sc, 'bands', 0, ok(setTest(rows(sc)[0]!.when, [], facts, { fact: 'vp.german', op: 'ge', value: '18' })));
    expect('label' in e && e.label).toBe('Victory: bands, row 1: when vp.german ≥ 18');
    sc = apply(sc, e);
    expect(rows(sc)[0]!.when).toEqual({ fact: 'vp.german', op: 'ge', value: 18 });
    sc = apply(sc, v.setRowOutcome(sc, 'bands', 2, 'allied', 'loss', titm));
    expect(rows(sc)[2]!.outcomes).toEqual({ german: 'draw', allied: 'loss' });
    sc = apply(sc, v.setRowLabel(sc, 'bands', 2, 'Both lose'));
    expect(refusal(v.setRowLabel(sc, 'bands', 2, ' '))).toBe('bands, row 3: a row\'s label has 1 to 120 characters');
    expect(refusal(v.setRowOutcome(sc, 'bands', 2, 'allied', 'triumph', titm))).toBe('"triumph" is not an outcome (decisiveWin, win, draw or loss)');
    expect(refusal(v.setRowWhen(sc, 'bands', 9, { fact: 'vp.german' }))).toBe('bands has no row 10');
    expect(refusal(v.setRowWhen(sc, 'bands', 0, undefined))).toBe('bands, row 1: a row holds when its condition does; remove the row instead');
    // The VP score: the VP of its sources.
    expect(sourceInWords(sc.victory.score!.sources[1]!)).toBe('each SP in an enemy zone, × the zone\'s multiplier × 1, at the end');
    sc = apply(sc, v.setScoreNumber(sc, 1, 'vp', 2));
    expect(sc.victory.score!.sources[1]!.vp).toBe(2);
    expect(refusal(v.setScoreNumber(sc, 1, 'vp', -1))).toBe('VP score, source 2: the VP must be from 0 to 1000');

    let intro = read('scenarios/titm-intro.scenario.json') as Scenario;
    const introRows = (s: Scenario) => (s.victory.conditions.towns as Extract<Scenario['victory']['conditions'][string], { kind: 'outcomeTable' }>).rows;
    expect(whenInWords(introRows(intro)[1]!.when)).toBe('towns.german = 1 and towns.contested = 1');
    intro = apply(intro, v.setRowWhen(intro, 'towns', 1, ok(setTest(introRows(intro)[1]!.when, ['all', 1], facts, { fact: 'towns.contested', op: 'eq', value: '0' }))));
    expect(whenInWords(introRows(intro)[1]!.when)).toBe('towns.german = 1 and towns.contested = 0');
  });

  it('outcome table rows copied, moved and removed as named steps, the order kept as the rule; a new table on a side\'s VP fact', () => {
    const titm = read('rules/titm.rules.json') as Ruleset;
    let sc = read('scenarios/titm-5pz.scenario.json') as Scenario;
    const labels = (s: Scenario) => (s.victory.conditions.bands as { rows: { label: string }[] }).rows.map((r) => r.label);
    sc = apply(sc, v.copyRow(sc, 'bands', 1));
    expect(labels(sc)).toEqual(['German decisive victory', 'German tactical victory', 'German tactical victory', 'Draw', 'Allied tactical victory', 'Allied decisive victory']);
    const moved = v.moveRow(sc, 'bands', 3, -1);
    expect('label' in moved && moved.label).toBe('Victory: bands, row 4 ("Draw") moved up');
    sc = apply(sc, moved);
    expect(labels(sc).slice(1, 4)).toEqual(['German tactical victory', 'Draw', 'German tactical victory']);
    expect(refusal(v.moveRow(sc, 'bands', 0, -1))).toBe('bands, row 1 is already first');
    sc = apply(sc, v.removeRow(sc, 'bands', 3));
    expect(labels(sc)).toHaveLength(5);
    // A new table: on the German VP (the fact vp.german), a win with 1 VP or more, else an Allied win.
    let fresh = { kind: 'scenario', id: 'new', ruleset: 'titm' } as unknown as Scenario;
    const added = v.addCondition(fresh, 'outcomeTable', 'german', titm, ['outcomeTable']);
    expect('id' in added && added.id).toBe('bands');
    fresh = apply(fresh, added);
    expect(fresh.victory.conditions.bands).toEqual({
      kind: 'outcomeTable',
      rows: [
        { label: 'German victory', when: { fact: 'vp.german', op: 'ge', value: 1 }, outcomes: { german: 'win', allied: 'loss' } },
        { label: 'Allied victory', when: { fact: 'vp.german', op: 'ge', value: 0 }, outcomes: { german: 'loss', allied: 'win' } },
      ],
    });
    fresh = apply(fresh, v.removeRow(fresh, 'bands', 0));
    expect(refusal(v.removeRow(fresh, 'bands', 0))).toBe('bands must keep one row at least: remove bands instead');
    expect(refusal(v.addCondition(bare(), 'outcomeTable', 'german', ruleset, ['outcomeTable']))).toBe('the ruleset declares no VP fact (vp.<side>) for an outcome table to read');
  });

  it('the VP score of an area game: a source added (the score made for a side when there is none), counted each turn or at the end, removed (12.2)', () => {
    const titm = read('rules/titm.rules.json') as Ruleset;
    const played = ['areaVp', 'zoneMultiplier', 'townState', 'holes'] as const;
    let sc = read('scenarios/titm-5pz.scenario.json') as Scenario;
    sc = apply(sc, v.setScoreWhen(sc, 1, 'eachTurn'));
    expect(sc.victory.score!.sources[1]!.when).toBe('eachTurn');
    expect(refusal(v.addScoreSource(sc, 'townState', 'german', titm, played))).toBe('VP for towns held or contested need the places they count: pick the areas of the towns first');
    expect(refusal(v.addScoreSource(sc, 'holes', 'german', titm, played, { at: { areaSet: 'breakthroughZones' } }))).toBe('VP for holes in the line need the places they count: pick the zones holes are traced from first');
    // Scenario 8.3's holes in the line: from the German entry zones into the breakthrough zones, each road a hole, 3 VP at the end.
    const holes = v.addScoreSource(sc, 'holes', 'german', titm, played, { at: { areaSet: 'breakthroughZones' }, from: { areaSet: 'germanEntryZones' } });
    expect('label' in holes && holes.label).toBe('Victory: the VP score counts holes in the line (area set breakthroughZones)');
    sc = apply(sc, holes);
    sc = apply(sc, v.setScoreNumber(sc, 2, 'vp', 3));
    sc = apply(sc, v.setScorePlaces(sc, 2, 'from', { areas: ['P', 'mersch'] }));
    const count = v.setHoleCount(sc, 2, 'zones');
    expect('label' in count && count.label).toBe('Victory: VP score, source 3 (holes): one hole is each target zone reached');
    sc = apply(sc, count);
    expect(sc.victory.score!.sources[2]).toEqual({ kind: 'holes', vp: 3, count: 'zones', when: 'end', at: { areaSet: 'breakthroughZones' }, from: { areas: ['P', 'mersch'] } });
    expect(refusal(v.setScorePlaces(sc, 0, 'at', { areas: ['P'] }))).toBe('VP score, source 1 (areaVp) names no places of its own');
    expect(refusal(v.setScorePlaces(sc, 2, 'at', null))).toBe('VP score, source 3: holes in the line need the places they count');
    expect(refusal(v.setHoleCount(sc, 0, 'zones'))).toBe('the VP score has no holes source 1');
    expect(refusal(v.addScoreSource(sc, 'control', 'german', titm, played))).toBe('the scenario\'s engine does not score control VP');
    let intro = read('scenarios/titm-intro.scenario.json') as Scenario;
    expect(intro.victory.score).toBeUndefined();
    const added = v.addScoreSource(intro, 'areaVp', 'german', titm, played);
    expect('label' in added && added.label).toBe('Victory: the VP score counts VP areas held');
    intro = apply(intro, added);
    expect(intro.victory.score).toEqual({ side: 'german', sources: [{ kind: 'areaVp', vp: 1, when: 'eachTurn' }] });
    const gone = v.removeScoreSource(intro, 0);
    expect('label' in gone && gone.label).toBe('Victory: VP score, source 1 (areaVp) removed: no VP are counted');
    expect(apply(intro, gone).victory.score).toBeUndefined();
  });
});

