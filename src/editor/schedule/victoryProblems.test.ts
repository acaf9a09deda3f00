import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DocumentStore } from '../../document';
import { engineJudge } from '../services/engineJudge';

const FILES = ['rules/ardennes44.rules.json', 'maps/ardennes44-east.map.json', 'oob/ardennes44.oob.json', 'scenarios/ardennes44-6turn.scenario.json'];
const SCENARIO = 'data/scenarios/ardennes44-6turn.scenario.json';
const store = () => new DocumentStore(FILES.map((f) => ({ file: `data/${f}`, text: fs.readFileSync(path.resolve(__dirname, '../../../data', f), 'utf8') })), { judge: engineJudge });
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
