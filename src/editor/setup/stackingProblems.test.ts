import { describe, expect, it } from 'vitest';
import type { DocumentStore } from '../../document';
import { ardennesStore, SIX_TURN as SCENARIO } from '../../../tests/fixtures/ardennesStore';
import { engineJudge } from '../services/engineJudge';

const store = () => ardennesStore(engineJudge);
const overstacked = (s: DocumentStore) => s.problems().filter((p) => p.code === 'scenario/overstacked');

describe('setup stacking as play judges it', () => {
  it('reports three units over the two-unit limit at the last unit’s hex, where validation counts only stacking points', () => {
    const s = store();
    expect(overstacked(s)).toEqual([]);
    // Two tank battalions and an engineer battalion: 1 stacking point, 3 units, defense 8 (no combat group).
    const sc = s.get(SCENARIO)!.doc as { setup: Record<string, unknown> };
    const setup = ['us-30-743-tnk', 'us-4-803-td', 'us-146-eng'].map((id) => ({ path: ['setup', id], before: sc.setup[id], after: { hex: '2010' } }));
    s.execute(SCENARIO, { id: 'setup/place', label: 'Set up 3 units' }, setup);
    // Validation counts stacking points and finds none over; the engine's judge finds the units over.
    const [p, ...rest] = overstacked(s);
    expect(rest).toEqual([]);
    expect(p).toMatchObject({ file: SCENARIO, pointer: '/setup/us-4-803-td/hex', severity: 'error', rule: '8', message: 'setup/us-4-803-td: 2010 would hold 3 units; at most 2 (us-146-eng, us-30-743-tnk, us-4-803-td)' });
    expect(s.get(SCENARIO)!.text.slice(p!.offset, p!.offset + p!.length)).toBe('"2010"');
  });
});
