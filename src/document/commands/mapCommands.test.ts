import { describe, expect, test } from 'vitest';
import { miniHexMap, miniRuleset } from '../../../tests/fixtures/miniProject';
import type { HexMap, Ruleset } from '../../generated/documents';
import { gridGeometry } from '../../hex';
import { applyChanges } from '../changes';
import { brushHexes, createHexSet, setPlaceLabel, eraseHexes, floodFill, hexsideChain, layRoad, paintHexSet, paintTerrain, removeBridge, setEntryLetter, setHexsideFeature, toggleSupplySource, toggleVictoryHex } from './mapCommands';

const map = () => miniHexMap() as unknown as HexMap;
const rules = () => miniRuleset() as unknown as Ruleset;

describe('map commands', () => {
  test('brush sizes cover 1, 7 and 19 hexes away from the edge', () => {
    const g = gridGeometry(map().grid);
    expect(brushHexes(g, '0303', 1)).toHaveLength(1);
    expect(brushHexes(g, '0303', 2)).toHaveLength(7);
    expect(brushHexes(g, '0404', 3)).toHaveLength(19);
  });

  test('painting is named by terrain and count, and painting the default terrain removes the override', () => {
    const m = map();
    const e = paintTerrain(m, rules(), ['0101', '0102', '0203'], 'forest');
    expect(e.label).toBe('Paint forest ×2'); // 0203 is forest already
    const painted = applyChanges(m, e.changes);
    expect(painted.hexes['0101']).toEqual({ terrain: 'forest' });
    const back = paintTerrain(painted, rules(), ['0101'], 'clear');
    expect(applyChanges(painted, back.changes).hexes['0101']).toBeUndefined();
  });

  test('a feature is added on top of the terrain', () => {
    const m = map();
    const e = paintTerrain(m, rules(), ['0203'], 'town');
    expect(applyChanges(m, e.changes).hexes['0203']).toEqual({ terrain: 'forest', features: ['town'] });
  });

  test('erasing resets terrain and features but keeps names', () => {
    const m = map();
    const e = eraseHexes(m, ['0203', '0304']);
    const out = applyChanges(m, e.changes);
    expect(out.hexes['0203']).toBeUndefined();
    expect(out.hexes['0304']).toEqual({ name: 'Townsville' });
  });

  test('flood fill stays inside the region of one terrain', () => {
    const m = map();
    const forestRing = paintTerrain(m, rules(), ['0202', '0201', '0302', '0303', '0203', '0103', '0102'], 'forest');
    const walled = applyChanges(m, forestRing.changes);
    const e = floodFill(walled, rules(), '0203', 'clear');
    expect(e.label).toMatch(/^Fill clear ×7$/);
  });

  test('a road across a river gets a bridge, named in the label; removing it is one step', () => {
    const m = map();
    const withRiver = applyChanges(m, setHexsideFeature(m, rules(), '0304/N', 'river', false).changes);
    const e = layRoad(withRiver, rules(), ['0302', '0303', '0304'], 'primary');
    expect(e.label).toBe('Lay primary (3 hexes, 1 bridge)');
    const out = applyChanges(withRiver, e.changes);
    expect(out.roads!['road-1']).toEqual({ class: 'primary', hexes: ['0302', '0303', '0304'] });
    expect(out.hexsides!['0304/N']).toEqual({ features: ['river'], bridge: {} });
    const unbridged = applyChanges(out, removeBridge(out, '0304/N').changes);
    expect(unbridged.hexsides!['0304/N']).toEqual({ features: ['river'] });
  });

  test('removing a river removes its bridge and an empty record', () => {
    const m = map();
    const e = setHexsideFeature(m, rules(), '0203/N', 'river', true);
    expect(applyChanges(m, e.changes).hexsides!['0203/N']).toBeUndefined();
  });

  test('a dragged chain of hexsides is one edit', () => {
    const m = map();
    const e = hexsideChain(m, rules(), ['0404/N', '0404/NE', '0505/N'], 'river', false);
    expect(e.label).toBe('Draw river ×3');
    expect(e.changes).toHaveLength(3);
  });

  test('victory hexes toggle', () => {
    const m = map();
    expect(toggleVictoryHex(m, '0505').label).toBe('Add victory hex 0505');
    expect(toggleVictoryHex(m, '0304').label).toBe('Remove victory hex 0304');
  });
});

describe('hex sets, supply sources and entries', () => {
  test('a hex set is painted and unpainted like terrain', () => {
    let m = map();
    m = applyChanges(m, createHexSet(m, 'setup-x', 'X division').changes);
    const add = paintHexSet(m, 'setup-x', ['0101', '0102'], false);
    expect(add.label).toBe('Add 2 hexes to X division');
    m = applyChanges(m, add.changes);
    expect(m.hexSets!['setup-x']!.hexes).toEqual(['0101', '0102']);
    const remove = paintHexSet(m, 'setup-x', ['0102'], true);
    expect(applyChanges(m, remove.changes).hexSets!['setup-x']!.hexes).toEqual(['0101']);
  });

  test('supply sources toggle per side', () => {
    const m = map();
    const e = toggleSupplySource(m, '0202', 'german');
    expect(e.label).toBe('Add german supply source 0202');
    expect(applyChanges(m, e.changes).supplySources!['0202']).toEqual({ sides: ['german'] });
    expect(applyChanges(m, toggleSupplySource(m, '0101', 'allied').changes).supplySources!['0101']).toBeUndefined();
  });

  test('an entry letter moves onto a hex, and clears', () => {
    const m = map();
    const e = setEntryLetter(m, '0601', 'A', 'allied');
    const out = applyChanges(m, e.changes);
    expect(out.entries!.A!.hexes).toEqual(['0101', '0601']);
    expect(out.entries!.K).toBeUndefined(); // 0601 was K's only hex
    expect(applyChanges(out, setEntryLetter(out, '0601', '', 'allied').changes).entries!.A!.hexes).toEqual(['0101']);
  });
});

describe('place labels', () => {
  test('a hex is labelled, renamed and unlabelled', () => {
    let m = map();
    const add = setPlaceLabel(m, '0505', 'Newtown');
    expect(add.label).toBe('Label 0505 "Newtown"');
    m = applyChanges(m, add.changes);
    expect(m.places!['newtown']).toEqual({ name: 'Newtown', hexes: ['0505'] });
    m = applyChanges(m, setPlaceLabel(m, '0505', 'Oldtown').changes);
    expect(m.places!['newtown']!.name).toBe('Oldtown');
    m = applyChanges(m, setPlaceLabel(m, '0505', '').changes);
    expect(m.places!['newtown']).toBeUndefined();
    expect(m.places!['townsville']!.hexes).toEqual(['0304']);
  });
});
