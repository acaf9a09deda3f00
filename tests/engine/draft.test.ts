/** The draft an action works on: the records it carries from a state to the next one. */
import { describe, expect, it } from 'vitest';
import { Draft, OPTIONAL } from '../../src/engine/systems/hexOdds/draft';
import { sandbox } from './fixtures';
import type { GameState } from './hexEngine';

describe('Draft', () => {
  const g = sandbox({ 'de-26vg-start-1': '2010' }, { side: 'german', phaseId: 'movement' });

  it('carries every optional record of a state to the next, in one shape, and drops one set to undefined', () => {
    const marked = { ...g.state } as Record<string, unknown>;
    for (const k of OPTIONAL) marked[k] = { marker: k };
    const next = new Draft(g.compiled, marked as unknown as GameState).finish({}) as unknown as Record<string, unknown>;
    for (const k of OPTIONAL) expect(next[k], k).toEqual({ marker: k });
    // Two states made by drafts list their fields in the same order, whatever the base's order was.
    const shuffled = Object.fromEntries(Object.entries(marked).reverse()) as unknown as GameState;
    expect(Object.keys(new Draft(g.compiled, shuffled).finish({}))).toEqual(Object.keys(next));
    const d = new Draft(g.compiled, marked as unknown as GameState);
    d.fuel = undefined;
    expect('fuel' in d.finish({})).toBe(false);
  });
});
