/** Hover explanations (issue 4: "hovering a refused action shows why"), counted on the bare test map. */
import { describe, expect, it } from 'vitest';
import { whyNotMove } from './hexEngine';
import { bareDocs, sandbox } from './fixtures';

const US = 'us-28id-start-1';
const DE = 'de-26vg-start-1';
const DE2 = 'de-212vg-start-1';
const at = (positions: Record<string, string>) => sandbox(positions, { side: 'allied', phaseId: 'movement', docs: bareDocs() });

describe('why a unit cannot move there', () => {
  it('names the enemy ZOC bond and the two units that make it (10.2)', () => {
    // Germans at 2020 and 2022, in line: 2021 between them is bonded.
    const why = whyNotMove(at({ [US]: '2121', [DE]: '2020', [DE2]: '2022' }), US, '2021');
    expect(why).toEqual({ reason: expect.stringMatching(/^enemy ZOC bond between (2020 and 2022|2022 and 2020): 2021 cannot be entered$/), rule: '10.2' });
  });

  it('says how many MP a step costs and how many are left (11)', () => {
    // Infantry, MA 4, on clear ground: 2034 is reached with 0 MP, so 2035 is one short.
    expect(whyNotMove(at({ [US]: '2030' }), US, '2035')).toEqual({ reason: 'from 2034 it costs 1 MP; 28/? (placeholder) has 0 left there', rule: '11' });
    expect(whyNotMove(at({ [US]: '2030' }), US, '2040')).toEqual({ reason: '2040 is out of reach: 10 hexes away with 4 MP left', rule: '11' });
  });

  it('refuses an enemy-occupied hex, and gives the reach where the move is legal', () => {
    expect(whyNotMove(at({ [US]: '2030', [DE]: '2031' }), US, '2031')).toMatchObject({ rule: '11', reason: expect.stringMatching(/enemy units/) });
    expect(whyNotMove(at({ [US]: '2030' }), US, '2032')).toMatchObject({ hex: '2032', mpLeft: 2, path: ['2030', '2031', '2032'] });
  });

  it('says a unit that entered an enemy ZOC must stop there (9.2), or finds the way around it', () => {
    // The German at 1932 covers 2033: a unit reaching it stops, so 1933 beyond is refused.
    expect(whyNotMove(at({ [US]: '2030', [DE]: '1932' }), US, '1933')).toEqual({ reason: '2033 is in an enemy ZOC: a unit entering it stops there', rule: '9.2' });
    // Germans at 1932 and 2132 bond the hexside between 2032 and 2033 (offset, 10.1).
    expect(whyNotMove(at({ [US]: '2030', [DE]: '1932', [DE2]: '2132' }), US, '2033')).toEqual({ reason: 'enemy ZOC bond across the hexside 2032–2033 (between 1932 and 2132)', rule: '10.2' });
    // With one German, the way round by 2133 is open, and only MP stand in the way of 2034.
    expect(whyNotMove(at({ [US]: '2030', [DE]: '1932' }), US, '2034')).toEqual({ reason: 'from 2133 it costs 1 MP; 28/? (placeholder) has 0 left there', rule: '11' });
  });
});
