import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { HexMap, OrderOfBattle, Ruleset, Scenario } from '../../generated/documents';
import { applyChanges } from '../changes';
import { cellKey, moveArrival, scheduleBoard, unschedule, unscheduledUnits } from './scheduleCommands';

const read = <T>(f: string) => JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../data', f), 'utf8')) as T;
const sc = read<Scenario>('scenarios/ardennes44-6turn.scenario.json');
const rules = read<Ruleset>('rules/ardennes44.rules.json');
const oob = read<OrderOfBattle>('oob/ardennes44.oob.json');
const map = read<HexMap>('maps/ardennes44-east.map.json');

describe('reinforcement schedule board', () => {
  it('lays a side out by turn and entry, with every entry letter of its side', () => {
    const board = scheduleBoard(sc, rules, oob, [map], 'allied');
    expect(board.turns).toEqual(['16AM', '16PM', '17AM', '17PM', '18AM', '18PM']);
    expect(board.entries.map((e) => e.key)).toEqual(expect.arrayContaining(['A', 'B', 'J', 'A+B', 'westEdgeRoad']));
    expect(board.entries.map((e) => e.key)).not.toContain('K');
    expect(board.cells.get(cellKey('16PM', 'A+B'))!.map((c) => c.unit)).toEqual(['us-4-70-tnk-minus']);
    expect(board.cells.get(cellKey('18PM', 'westEdgeRoad'))![0]!.condition).toBe('arrives with 4 MP spent, by strategic movement');
    const german = scheduleBoard(sc, rules, oob, [map], 'german');
    expect([...german.cells.values()].flat().find((c) => c.unit === 'de-653-hv-jpz-vi')!.condition).toBe('Arrives on a die roll from GT4 (27.9)');
    expect([...german.cells.values()].flat().find((c) => c.unit === 'de-12ss-x')!.condition).toBeUndefined();
  });

  it('moves a unit to another turn: it joins that turn\'s group, and an emptied group goes', () => {
    const edit = moveArrival(sc, 'us-4-70-tnk-minus', 'allied', '17AM', { letters: ['A', 'B'] } as never);
    if ('error' in edit) throw new Error(edit.error);
    expect(edit.label).toBe('Move us-4-70-tnk-minus from 16PM A+B to 17AM A+B');
    const after = applyChanges(sc, edit.changes);
    expect(after.reinforcements['allied-16PM-AB']).toBeUndefined();
    expect(after.reinforcements['allied-17AM-AB']!.units).toContain('us-4-70-tnk-minus');
    const back = applyChanges(after, edit.changes, 'backward');
    expect(back).toEqual(sc);
  });

  it('makes a group for a turn and entry that has none, and refuses a move to where it is', () => {
    const edit = moveArrival(sc, 'us-4-70-tnk-minus', 'allied', '18AM', { letters: ['J'] } as never);
    if ('error' in edit) throw new Error(edit.error);
    expect(applyChanges(sc, edit.changes).reinforcements['allied-18AM-J']).toEqual({ turn: '18AM', units: ['us-4-70-tnk-minus'], entry: { letters: ['J'] } });
    expect(moveArrival(sc, 'us-4-70-tnk-minus', 'allied', '16PM', { letters: ['A', 'B'] } as never)).toEqual({ error: 'us-4-70-tnk-minus already arrives on 16PM at A+B' });
  });

  it('takes a unit off the schedule and schedules it again; refuses a unit that starts on the map', () => {
    const off = unschedule(sc, 'us-4-70-tnk-minus');
    if ('error' in off) throw new Error(off.error);
    expect(off.label).toBe('Take us-4-70-tnk-minus off the schedule (was 16PM A+B)');
    const after = applyChanges(sc, off.changes);
    expect(unscheduledUnits(after, oob, 'allied')).toContain('us-4-70-tnk-minus');
    const on = moveArrival(after, 'us-4-70-tnk-minus', 'allied', '17PM', { letters: ['J'] } as never);
    if ('error' in on) throw new Error(on.error);
    expect(on.label).toBe('Schedule us-4-70-tnk-minus to arrive 17PM at J');
    expect(unscheduledUnits(applyChanges(after, on.changes), oob, 'allied')).not.toContain('us-4-70-tnk-minus');
    const starter = Object.keys(sc.setup).find((id) => oob.units[id]?.side === 'allied')!;
    expect(moveArrival(sc, starter, 'allied', '17PM', { letters: ['J'] } as never)).toMatchObject({ error: expect.stringMatching(/starts on the map/) });
    expect(unschedule(sc, starter)).toMatchObject({ error: expect.stringMatching(/is not in the reinforcement schedule/) });
  });
});

describe('the board of an impulse game (Tigers in the Mist)', () => {
  const titm = () => read<Scenario>('scenarios/titm-intro.scenario.json');
  const titmRules = read<Ruleset>('rules/titm.rules.json');
  const titmOob = read<OrderOfBattle>('oob/titm.oob.json');

  it('rows are the impulses of each turn; a unit moved to another impulse keeps its entry zone', () => {
    const board = scheduleBoard(titm(), titmRules, titmOob, [], 'allied');
    expect(board.turns.slice(0, 3)).toEqual(['16#1', '16#2', '16#3']);
    const [row, chips] = [...board.cells].find(([, c]) => c.some((x) => x.unit === 'al-70Tnk'))!;
    expect(row).toBe(cellKey('16#2', 'zones P'));
    expect(chips.map((c) => c.unit)).toContain('al-70Tnk');
    const edit = moveArrival(titm(), 'al-70Tnk', 'allied', '17#1', { zones: ['P'] });
    if ('error' in edit) throw new Error(edit.error);
    expect(edit.label).toBe('Move al-70Tnk from 16 impulse 2 zones P to 17 impulse 1 zones P');
    const after = applyChanges(titm(), edit.changes);
    expect(Object.values(after.reinforcements).find((g) => g.units.includes('al-70Tnk' as never))).toMatchObject({ turn: '17', impulse: 1, entry: { zones: ['P'] } });
  });
});
