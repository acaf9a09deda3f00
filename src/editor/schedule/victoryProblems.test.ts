import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DocumentStore } from '../../document';
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

  it("is an error at a variant's change that brings it in, not at the base; the base's own stay the base's", () => {
    const VARIANT = 'data/scenarios/ardennes44-8turn.scenario.json';
    const s = ardennesStore(engineJudge);
    const text = fs.readFileSync(path.resolve(__dirname, '../../../data/scenarios/ardennes44-8turn.scenario.json'), 'utf8');
    const variant = JSON.parse(text);
    variant.changes.c2.ops.push({ op: 'replace', path: '/victory/conditions/germanVp/sources/1/kind', value: 'townState' });
    const both = new DocumentStore([...s.documents().map((d) => ({ file: d.file, text: d.text })), { file: VARIANT, text: JSON.stringify(variant, null, 2) }], { judge: engineJudge });
    const [p, ...rest] = unplayed(both);
    expect(rest).toEqual([]);
    expect(p).toMatchObject({ file: VARIANT, pointer: '/changes/c2/ops/2', severity: 'error' });
    // At the operation's opening brace, the operation that wrote the source's kind.
    expect(both.get(VARIANT)!.text.slice(p!.offset).match(/^\{[^}]*\}/)?.[0]).toMatch(/"path": "\/victory\/conditions\/germanVp\/sources\/1\/kind",\s*"value": "townState"/);
    expect(p!.message).toBe("changes/c2 leaves ardennes44-6turn's victory/conditions/germanVp/sources/1/kind: VP for towns held or contested (townState), which the Hex and counter, odds CRT engine does not score; test play refuses the variant until it is changed or removed");
    // The same source unplayed in the base: the base's problem, not the variant's again.
    both.execute(SCENARIO, { id: 'scenario/victory', label: 'VP source: towns' }, [{ path: ['victory', 'conditions', 'germanVp', 'sources', '1', 'kind'], before: 'exitFactors', after: 'townState' }]);
    expect(unplayed(both).map((q) => q.file)).toEqual([SCENARIO]);
  });
});

