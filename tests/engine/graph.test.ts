/** Both map kinds compile to the core's location graph (DESIGN.md, Documents), and the core's searches run on either. */
import { describe, expect, it } from 'vitest';
import { compile, locationGraph } from '../../src/engine';
import { cheapestPaths, pathTo } from '../../src/engine/core/graph';
import { ardennesDocs } from './fixtures';
import { titmDocs } from './titm/fixtures';

describe('the location graph', () => {
  it('a hex map: one node per hex, a link per hexside with its road class, river and bridge', () => {
    const c = compile(ardennesDocs());
    const g = locationGraph(c)!;
    const k = g.index.get('2115')!;
    expect(g.kind[k]).toBe('hex');
    expect(g.out[k]!.map((e) => g.ids[e.to]).sort()).toEqual(['2015', '2016', '2114', '2116', '2215', '2216']);
    expect(g.out.flat().some((e) => e.road)).toBe(true);
    expect(g.out.flat().some((e) => e.river && e.bridge)).toBe(true);
  });

  it('an area map: areas and zones, roads by class, river crossings; the core finds the cheapest road path', () => {
    const c = compile(titmDocs('titm-campaign'));
    const g = locationGraph(c)!;
    expect(g.kind[g.index.get('C')!]).toBe('zone');
    const cost = (_k: number, e: { road?: string }) => (e.road === 'primary' ? 1 : 2);
    const p = cheapestPaths(g, g.index.get('mersch')!, 99, cost);
    expect(pathTo(p, g.index.get('rambrouch')!).map((k) => g.ids[k])).toEqual(['mersch', 'ettelbruck', 'eschdorf', 'rambrouch']);
    expect(p.cost[g.index.get('rambrouch')!]).toBe(5);
  });
});
