/** Rule 16.4: a step lost flips a unit to its reduced side; a 1-step or reduced unit is eliminated. */
import { describe, expect, it } from 'vitest';
import { Draft } from '../../src/engine/systems/hexOdds/draft';
import { loseStep } from '../../src/engine/systems/hexOdds/rules/results';
import { sandbox } from './fixtures';

describe('16.4: step losses', () => {
  it('a 2-step unit flips, then goes; a 1-step unit goes at once', () => {
    const g = sandbox({ 'us-1-x': '3012', 'us-bd-tf-1': '3013' }, { side: 'german', phaseId: 'combat' });
    const d = new Draft(g.compiled, { ...g.state, units: { ...g.state.units, 'us-bd-tf-1': { ...g.state.units['us-bd-tf-1']!, steps: 1 } } });
    loseStep(d, 'us-1-x', 'a test');
    expect(d.unit('us-1-x')).toMatchObject({ loc: { hex: '3012' }, steps: 1 });
    loseStep(d, 'us-1-x', 'a test');
    expect(d.unit('us-1-x')).toMatchObject({ loc: { eliminated: true }, steps: 0 });
    loseStep(d, 'us-bd-tf-1', 'a test');
    expect(d.unit('us-bd-tf-1')).toMatchObject({ loc: { eliminated: true }, steps: 0 });
  });
});
