/**
 * The First Three Days' holes in the Allied line (scenario 8.3): where a supply-style trace from the
 * German entry zones (A–C) reaches a breakthrough zone (D–K) by road. What one hole is, the rules
 * leave open (digest A9); the scenario's VP source says which reading it plays (`count`).
 */
import { describe, expect, it } from 'vitest';
import type { AreaMap, VpSource } from '../../../src/generated/documents';
import { occupancy } from '../../../src/engine/systems/areaImpulse/board';
import { scoreOf } from '../../../src/engine/systems/areaImpulse/victory';
import { areaSandbox, titmDocs } from './fixtures';

const docs = titmDocs('titm-3days');
const scored = docs.scenario.victory.score?.sources ?? [];
const holes = scored.find((s) => s.kind === 'holes')!;
const map = docs.map as AreaMap;
const zones = new Set(['D', 'E', 'F', 'G', 'H', 'I', 'J', 'K']);

/** The roads between a breakthrough zone and an area outside them, from the map itself. */
const roads = Object.entries(map.connections ?? {}).flatMap(([id, c]) => {
  const [a, b] = c.between;
  return zones.has(a) !== zones.has(b) ? [{ id, zone: zones.has(a) ? a : b, area: zones.has(a) ? b : a }] : [];
});

function score(count: VpSource['count'], control: Record<string, string>, blown: string[] = []) {
  const game = areaSandbox({ 'de-277VG-1': 'hollerath' }, { side: 'german', docs, control, blown });
  return scoreOf(game.compiled, game.state, 'german', { ...holes, count }, occupancy(game.compiled, game.state));
}

describe('holes in the Allied line (scenario 8.3, digest A9)', () => {
  it('the scenario scores 3 VP a hole, traced from zones A–C into zones D–K, each road a hole', () => {
    expect(holes).toMatchObject({ vp: 3, from: { areaSet: 'germanEntryZones' }, at: { areaSet: 'breakthroughZones' } });
    expect(holes.count ?? 'links').toBe('links');
  });

  it('at the start the line is whole: no hole under any reading', () => {
    for (const count of ['links', 'areas', 'zones'] as const) expect(score(count, {})).toEqual({ vp: 0, text: 'no hole in the line' });
  });

  it('with every area German, each reading counts its own holes: every road, every area they come from, every zone', () => {
    const control = Object.fromEntries(Object.keys(map.areas).map((a) => [a, 'german']));
    const links = score('links', control);
    const areas = score('areas', control);
    const reached = score('zones', control);
    expect(links.vp).toBe(3 * roads.length);
    expect(areas.vp).toBe(3 * new Set(roads.map((r) => r.area)).size);
    expect(reached.vp).toBe(3 * new Set(roads.map((r) => r.zone)).size);
    expect(reached.vp).toBeLessThanOrEqual(3 * zones.size);
    expect(reached.vp).toBeLessThan(areas.vp);
    expect(areas.vp).toBeLessThanOrEqual(links.vp);
    expect(reached.text).toMatch(/^\d+ holes in the line \(zone [D-K](, zone [D-K])*\)$/);
    // A blown bridge on a road is no hole there (the trace does not cross it).
    expect(score('links', control, [roads[0]!.id]).vp).toBe(links.vp - 3);
  });
});
