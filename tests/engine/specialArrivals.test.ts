/**
 * Reinforcements that do not come by an entry hex, and one that comes by a roll: US engineers
 * placed in towns (13.2), von der Heydte's airdrop with its survival roll (27.2), the 653 Hv Jpz VI
 * Bn's release roll from GT4 (27.9).
 */
import { describe, expect, it } from 'vitest';
import { legalActions, type Game, type GameState } from './hexEngine';
import { refusal, sandbox, step, lastEvents } from './fixtures';
import { Draft } from '../../src/engine/systems/hexOdds/draft';
import { releaseRolls } from '../../src/engine/systems/hexOdds/rules/release';
import { entryHexes } from '../../src/engine/systems/hexOdds/actions/enter';
import { distanceOf } from '../../src/engine/systems/hexOdds/compile';

const HEYDTE = 'de-von-der-heydte';
const ENG = ['us-35-eng', 'us-44-eng'];
const JPZ = 'de-653-hv-jpz-vi';
const SS = 'de-12ss-x';
const US = 'us-28id-start-1';
const DE = 'de-26vg-start-1';
const BASTOGNE = ['3613', '3614'];

/** The sandbox with some units back waiting in their reinforcement groups. */
function waiting(g: Game, groups: Readonly<Record<string, string>>): Game {
  const units: Record<string, GameState['units'][string]> = { ...g.state.units };
  for (const [id, group] of Object.entries(groups)) units[id] = { ...units[id]!, loc: { arriving: group }, steps: g.compiled.units.get(id)!.steps };
  return { ...g, state: { ...g.state, units } };
}

const hexOf = (g: Game, id: string) => (g.state.units[id]!.loc as { hex?: string }).hex;

describe('13.2: US engineers arrive in towns', () => {
  const at = (positions: Record<string, string> = {}) => waiting(sandbox(positions, { side: 'allied', phaseId: 'movement', turn: '17AM' }), Object.fromEntries(ENG.map((e) => [e, 'allied-17AM-anyTownOrCity'])));

  it('in a town or city hex the enemy does not hold and no enemy ZOC covers', () => {
    const g = at({ [DE]: '3513' });
    const hexes = entryHexes(g.compiled, g.state, 'allied-17AM-anyTownOrCity');
    expect(hexes).toEqual(expect.arrayContaining(['2126', '2416', '4120']));
    expect(hexes).toContain('1106'); // Echternach, on the Luxembourg bank (no German unit near in this position)
    expect(hexes).not.toContain('3613'); // next to the German unit at 3513
    expect(refusal(g, { type: 'enterReinforcement', side: 'allied', unit: ENG[0], target: '3613' })).toMatchObject({ rule: '13.1' });
    expect(refusal(g, { type: 'enterReinforcement', side: 'allied', unit: ENG[0], target: '3612' })).toMatchObject({ rule: '13.1' }); // not a town
  });

  it('one engineer a town hex (Bastogne\'s two hexes take two), over the stacking limits', () => {
    const full = at({ [US]: BASTOGNE[0]!, 'us-159-eng': BASTOGNE[0]! });
    const one = step(full, { type: 'enterReinforcement', side: 'allied', unit: ENG[0], target: BASTOGNE[0] });
    expect(hexOf(one, ENG[0]!)).toBe(BASTOGNE[0]);
    expect(refusal(one, { type: 'enterReinforcement', side: 'allied', unit: ENG[1], target: BASTOGNE[0] })).toMatchObject({ rule: '13.2', reason: expect.stringMatching(/one unit of the group a hex/) });
    expect(refusal(one, { type: 'enterReinforcement', side: 'allied', unit: ENG[1], target: BASTOGNE[1] })).toBeUndefined();
    // The stack over the limits asks for no elimination at the end of the phase.
    const ended = step(one, { type: 'endPhase', side: 'allied' });
    expect(ended.state.pending?.kind).not.toBe('overstack');
  });

  it('moves at most 2 hexes on its arrival turn', () => {
    const g = step(at(), { type: 'enterReinforcement', side: 'allied', unit: ENG[0], target: '2126' });
    const moves = legalActions(g).actions.filter((a) => a.type === 'move' && a.unit === ENG[0]);
    expect(moves.length).toBeGreaterThan(0);
    for (const a of moves) expect(distanceOf(g.compiled, g.compiled.ordinal.get('2126')!, g.compiled.ordinal.get(a.target!)!)).toBeLessThanOrEqual(2);
    expect(refusal(g, moves[0]!)).toBeUndefined();
    const three = ['2126', '2127', '2128', '2129'];
    expect(refusal(g, { type: 'move', side: 'allied', unit: ENG[0], path: three, target: '2129' })).toMatchObject({ rule: '13.2', reason: expect.stringMatching(/may move 2 more hexes on its arrival turn, not 3/) });
    const two = step(g, { type: 'move', side: 'allied', unit: ENG[0], path: three.slice(0, 3), target: '2128' });
    expect(refusal(two, { type: 'move', side: 'allied', unit: ENG[0], target: '2129' })).toMatchObject({ rule: '13.2' });
  });
});

describe('27.2: von der Heydte\'s airdrop', () => {
  const at = (positions: Record<string, string> = {}, seed = 'sandbox') => waiting(sandbox(positions, { side: 'german', phaseId: 'movement', turn: '17AM', seed }), { [HEYDTE]: 'german-17AM-airdrop' });

  it('on a Clear or Light Woods hex with no built-up feature, no enemy unit and no enemy ZOC', () => {
    const g = at({ [US]: '2828' });
    const hexes = new Set(entryHexes(g.compiled, g.state, 'german-17AM-airdrop'));
    const c = g.compiled;
    expect(hexes.size).toBeGreaterThan(100);
    for (const h of hexes) {
      const k = c.ordinal.get(h)!;
      expect(['clear', 'lightWoods']).toContain(c.terrain[k]);
      expect(c.features[k]!.filter((f) => ['village', 'town', 'city'].includes(f))).toEqual([]);
    }
    expect(hexes.has('2828')).toBe(false);
    expect(hexes.has('2829')).toBe(false); // in the US unit's ZOC
    expect(hexes.has('3613')).toBe(false); // Bastogne
    expect(legalActions(g).actions.filter((a) => a.type === 'enterReinforcement').map((a) => a.target).sort()).toEqual([...hexes].sort());
  });

  it('rolls for survival as it lands (1 success, 2–3 flipped, 4–6 eliminated) and may not move on the drop turn', () => {
    const seen = new Map<string, Game>();
    for (let i = 0; i < 40 && seen.size < 3; i++) {
      const g = step(at({}, `drop-${i}`), { type: 'enterReinforcement', side: 'german', unit: HEYDTE, target: '3020' });
      const roll = lastEvents.find((e) => e.type === 'roll')!;
      expect(roll).toMatchObject({ rule: '27.2' });
      const label = roll.roll === 1 ? 'success' : roll.roll! <= 3 ? 'flip' : 'eliminated';
      seen.set(label, g);
    }
    expect(seen.get('success')!.state.units[HEYDTE]).toMatchObject({ steps: 2, loc: { hex: '3020' } });
    expect(seen.get('flip')!.state.units[HEYDTE]).toMatchObject({ steps: 1, loc: { hex: '3020' } });
    expect(seen.get('eliminated')!.state.units[HEYDTE]).toMatchObject({ loc: { eliminated: true } });
    const landed = seen.get('success')!;
    expect(refusal(landed, { type: 'move', side: 'german', unit: HEYDTE, target: '3021' })).toMatchObject({ rule: '27.2', reason: expect.stringMatching(/may not move on its arrival turn/) });
    expect(legalActions(landed).refused).toContainEqual(expect.objectContaining({ unit: HEYDTE, rule: '27.2' }));
    const next = { ...landed, state: { ...landed.state, turn: landed.state.turn + 1 } };
    expect(refusal(next, { type: 'move', side: 'german', unit: HEYDTE, target: '3021' })?.rule).not.toBe('27.2');
  });
});

describe('27.9: the 653 Hv Jpz VI Bn arrives on a roll from GT4', () => {
  const at = (seed: string, turn = '17PM') => waiting(sandbox({}, { side: 'german', phaseId: 'movement', turn, seed }), { [JPZ]: 'german-17PM-K-653', [SS]: 'german-17PM-K' });
  const rolled = (g: Game) => {
    const d = new Draft(g.compiled, g.state);
    releaseRolls(d, 'german', g.state.turn);
    return { game: { ...g, state: d.finish({ step_count: g.state.step_count }) }, events: d.events };
  };

  it('waits for its roll; the 12SS unit of the same entry does not', () => {
    const g = at('jpz');
    expect(refusal(g, { type: 'enterReinforcement', side: 'german', unit: JPZ, target: g.compiled.map.entries!.K!.hexes[0] })).toMatchObject({ rule: '27.9', reason: expect.stringMatching(/waits for its roll/) });
    expect(refusal(g, { type: 'enterReinforcement', side: 'german', unit: SS, target: g.compiled.map.entries!.K!.hexes[0] })).toBeUndefined();
  });

  it('1–2 arrives, 3–4 rolls again next turn, 5–6 never; one roll a turn', () => {
    const by = new Map<string, ReturnType<typeof rolled>>();
    for (let i = 0; i < 40 && by.size < 3; i++) {
      const r = rolled(at(`jpz-${i}`));
      expect(r.events).toHaveLength(1);
      by.set(r.game.state.releases!['german-17PM-K-653']!.outcome, r);
    }
    const entry = (g: Game) => ({ type: 'enterReinforcement', side: 'german', unit: JPZ, target: g.compiled.map.entries!.K!.hexes[0] });
    const arrives = by.get('arrives')!;
    expect(arrives.events[0]!.roll).toBeLessThanOrEqual(2);
    expect(refusal(arrives.game, entry(arrives.game))).toBeUndefined();
    const delayed = by.get('delayed')!;
    expect([3, 4]).toContain(delayed.events[0]!.roll);
    expect(refusal(delayed.game, entry(delayed.game))).toMatchObject({ rule: '27.9', reason: expect.stringMatching(/rolls again next turn/) });
    expect(rolled(delayed.game).events).toHaveLength(0); // not twice in a turn
    const tomorrow = rolled({ ...delayed.game, state: { ...delayed.game.state, turn: delayed.game.state.turn + 1 } });
    expect(tomorrow.events).toHaveLength(1);
    const never = by.get('never')!;
    expect(never.events[0]!.roll).toBeGreaterThanOrEqual(5);
    expect(refusal(never.game, entry(never.game))).toMatchObject({ rule: '27.9', reason: expect.stringMatching(/never arrives/) });
    expect(rolled({ ...never.game, state: { ...never.game.state, turn: never.game.state.turn + 1 } }).events).toHaveLength(0);
  });

  it('the roll is made as the German Movement Phase begins, not before GT4', () => {
    const early = rolled(at('jpz', '17AM'));
    expect(early.events).toHaveLength(0);
    const g = waiting(sandbox({}, { side: 'german', phaseId: 'bridge', turn: '17PM', seed: 'jpz' }), { [JPZ]: 'german-17PM-K-653' });
    const moved = step(g, { type: 'endPhase', side: 'german' });
    expect(moved.state.phaseId).toBe('movement');
    expect(lastEvents.some((e) => e.type === 'roll' && e.rule === '27.9')).toBe(true);
    expect(moved.state.releases?.['german-17PM-K-653']).toBeDefined();
  });
});
