import { describe, expect, it } from 'vitest';
import type { DocumentStore } from '../../document';
import { ardennesStore, SIX_TURN as SCENARIO } from '../../../tests/fixtures/ardennesStore';
import { engineJudge } from '../services/engineJudge';

const store = () => ardennesStore(engineJudge);
const unplayed = (s: DocumentStore) => s.problems().filter((p) => p.code === 'scenario/victory-unplayed');

describe('victory the engine does not play', () => {
  it('is an error at the source the hex engine does not score, located in the text; undone, it is gone', () => {
    const s = store();
    expect(unplayed(s)).toEqual([]);
    s.execute(SCENARIO, { id: 'scenario/victory', label: 'VP source: towns' }, [{ path: ['victory', 'conditions', 'germanVp', 'sources', '1', 'kind'], before: 'exitFactors', after: 'townState' }]);
    const [p, ...rest] = unplayed(s);
    expect(rest).toEqual([]);
    expect(p).toMatchObject({ file: SCENARIO, pointer: '/victory/conditions/germanVp/sources/1/kind', severity: 'error' });
    expect(p!.message).toBe('victory/conditions/germanVp/sources/1/kind: VP for towns held or contested (townState), which the Hex and counter, odds CRT engine does not score; test play refuses the scenario until it is changed or removed');
    expect(s.get(SCENARIO)!.text.slice(p!.offset, p!.offset + p!.length)).toBe('"townState"');
    s.undo();
    expect(unplayed(s)).toEqual([]);
  });
});
