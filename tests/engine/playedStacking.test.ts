/**
 * Stacking as each engine plays it (Ardennes '44 rule 8, Tigers in the Mist rule 7): a ruleset that
 * asks for a limit the engine does not measure, or another check, violation or exemption, would be
 * played otherwise than written, so it is refused where it stands.
 */
import { describe, expect, it } from 'vitest';
import { compile, unplayedStacking } from '../../src/engine';
import type { Ruleset } from '../../src/generated/documents';
import { ardennesDocs } from './fixtures';
import { titmDocs } from './titm/fixtures';

const withStacking = (r: Ruleset, stacking: object): Ruleset => ({ ...r, stacking: { ...r.stacking, ...stacking } as Ruleset['stacking'] });

describe('stacking as played', () => {
  it('the shipped rulesets ask for none the engines do not play', () => {
    expect(unplayedStacking(ardennesDocs().ruleset)).toEqual([]);
    expect(unplayedStacking(titmDocs().ruleset)).toEqual([]);
  });

  it('hex: a limit on strength, and an exception allowing 4 steps, are refused at their measure; compile refuses the game', () => {
    const docs = ardennesDocs();
    const st = docs.ruleset.stacking;
    const ruleset = withStacking(docs.ruleset, {
      limits: [...st.limits, { measure: 'strength', max: 12 }],
      exceptions: { ...st.exceptions, big: { description: 'Four steps', when: { fact: 'stack.hasArtillery' }, limits: [{ measure: 'steps', max: 4 }] } },
    });
    const found = unplayedStacking(ruleset);
    expect(found.map((u) => u.at)).toEqual(['/stacking/limits/2/measure', '/stacking/exceptions/big/limits/0/measure']);
    expect(found[0]!.what).toBe('a limit on "strength", which the Hex and counter, odds CRT engine does not measure (it measures "stackingPoints", "units"): the limit is never applied');
    expect(() => compile({ ...docs, ruleset })).toThrow(/The ruleset's stacking\/limits\/2\/measure: a limit on "strength"/);
  });

  it('hex: another violation, check or exemption than rule 8 is refused at its field, saying what the engine plays', () => {
    const ruleset = withStacking(ardennesDocs().ruleset, { violation: 'prohibited', checkedAt: ['endOfPhase'], perSide: true, exemptLocations: [] });
    const found = unplayedStacking(ruleset);
    expect(found.map((u) => u.at)).toEqual(['/stacking/perSide', '/stacking/checkedAt', '/stacking/violation', '/stacking/exemptLocations']);
    expect(found[2]!.what).toBe('violation "prohibited", where the Hex and counter, odds CRT engine plays "ownerEliminates" (rule 8): the game would not be played as written');
    expect(found[1]!.what).toContain('checkedAt "endOfPhase", where the Hex and counter, odds CRT engine plays "endOfUnitMove", "endOfAdvance"');
  });

  it('area: stacking points are not measured; units and strength are, per side', () => {
    const r = titmDocs().ruleset;
    expect(unplayedStacking(withStacking(r, { limits: [{ measure: 'units', max: 3 }, { measure: 'strength', max: 8 }] }))).toEqual([]);
    expect(unplayedStacking(withStacking(r, { limits: [{ measure: 'stackingPoints', max: 3 }], perSide: false })).map((u) => u.at)).toEqual(['/stacking/limits/0/measure', '/stacking/perSide']);
  });
});
