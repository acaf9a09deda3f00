/**
 * Issue 16: in the First Three Days the Allies score nothing; the Germans score their towns and the
 * holes in the Allied line (scenario 8.3). The greedy bot moved every Allied unit toward the towns
 * it did not hold and left the line open: German VP 43.3 ± 5.6 over 24 seeds, greedy against greedy.
 * Now the last Allied unit in a town that scores, or beside a breakthrough zone, stays.
 */
import { describe, expect, it } from 'vitest';
import { BOTS } from '../../../src/engine';
import { areaSandbox, titmDocs } from './fixtures';

describe('the greedy bot of a side that does not score', () => {
  it('keeps the last unit in a town that scores where it is, and moves one that is not the last', () => {
    const docs = titmDocs('titm-3days');
    // Monschau (a VP town) held by one US unit; the Germans hold Hollerath, which the Allies would head for.
    const alone = areaSandbox({ 'al-99Inf-1': 'monschau', 'de-277VG-1': 'hollerath' }, { side: 'allied', docs, control: { hollerath: 'german' } });
    const pick = BOTS.greedy!(alone.compiled, alone.state, 'hold');
    expect(pick.type === 'move' && (pick.unit === 'al-99Inf-1' || pick.units?.includes('al-99Inf-1'))).toBe(false);
    // With a second unit there, one may go.
    const two = areaSandbox({ 'al-99Inf-1': 'monschau', 'al-99Inf-2': 'monschau', 'de-277VG-1': 'hollerath' }, { side: 'allied', docs, control: { hollerath: 'german' } });
    const moved = BOTS.greedy!(two.compiled, two.state, 'hold');
    expect(moved.type).toBe('move');
  });
});
