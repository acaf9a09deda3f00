import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Scenario } from '../../generated/documents';
import { applyChanges } from '../changes';
import { addRelease, removeRelease, setRelease } from './releaseCommands';

const six = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../data/scenarios/ardennes44-6turn.scenario.json'), 'utf8')) as Scenario;
const ok = <T>(r: T | { error: string }): T => {
  if (r && typeof r === 'object' && 'error' in r) throw new Error(r.error);
  return r as T;
};
const jpz = Object.entries(six.reinforcements).find(([, g]) => g.release)![0];
const plain = Object.entries(six.reinforcements).find(([, g]) => !g.release)![0];

describe('reinforcement releases edited as named steps (27.9)', () => {
  it("a release's condition, turn and table set, and cleared; unknown turns and tables refused", () => {
    const when = ok(setRelease(six, jpz, 'when', { fact: 'german.turnsAtMeuse', op: 'ge', value: 0 }));
    expect(when.label).toBe(`Reinforcements ${jpz}: released when german.turnsAtMeuse ≥ 0`);
    const sc = applyChanges(six, when.changes);
    expect(sc.reinforcements[jpz]!.release!.when).toEqual({ fact: 'german.turnsAtMeuse', op: 'ge', value: 0 });
    expect(ok(setRelease(sc, jpz, 'when', undefined)).label).toBe(`Reinforcements ${jpz}: released with no condition of its own`);
    expect(ok(setRelease(sc, jpz, 'notBefore', '18AM', { turns: ['17AM', '18AM'] })).label).toBe(`Reinforcements ${jpz}: release notBefore → 18AM`);
    expect(setRelease(sc, jpz, 'notBefore', '40AM', { turns: ['17AM', '18AM'] })).toEqual({ error: `Reinforcements ${jpz}: "40AM" is not a turn of the calendar` });
    expect(setRelease(sc, jpz, 'table', 'crt', { tables: ['hvJpz653'] })).toEqual({ error: `Reinforcements ${jpz}: "crt" is not a die-roll table of the ruleset` });
    expect(setRelease(sc, jpz, 'description', ' ')).toMatchObject({ error: expect.stringMatching(/needs a description/) });
    expect(setRelease(sc, plain, 'table', 'x')).toEqual({ error: `reinforcements ${plain} have no release to change` });
  });

  it("a group made conditional on the first release fact, and unconditional again; a group released already, an unknown or hostile one refused", () => {
    const add = ok(addRelease(six, plain, 'Once the Meuse is reached', { fact: 'german.turnsWestOfMeuse', op: 'ge', value: 0 }));
    const sc = applyChanges(six, add.changes);
    expect(sc.reinforcements[plain]!.release).toEqual({ description: 'Once the Meuse is reached', when: { fact: 'german.turnsWestOfMeuse', op: 'ge', value: 0 } });
    expect(addRelease(sc, plain, 'again', { fact: 'german.turnsAtMeuse' })).toEqual({ error: `${plain} is already released by a condition` });
    expect(addRelease(six, plain, 'x', undefined)).toEqual({ error: 'the engine computes no facts for a release condition in this game' });
    expect(addRelease(six, '__proto__', 'x', { fact: 'f' })).toEqual({ error: 'the scenario has no reinforcement group "__proto__"' });
    expect(applyChanges(sc, ok(removeRelease(sc, plain)).changes).reinforcements[plain]).toEqual(six.reinforcements[plain]);
  });
});
