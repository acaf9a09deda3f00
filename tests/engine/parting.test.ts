/** Where a scenario and its variant part, played with the same seed and the same actions. */
import { describe, expect, it } from 'vitest';
import { BOTS, compile, partingOf, playBots } from './hexEngine';
import { ardennesDocs } from './fixtures';

describe('a base and its variant played on the same log', () => {
  const base = ardennesDocs();
  const game = playBots(compile(base), '7', { german: BOTS.greedy!, allied: BOTS.random! }, 400);

  it('never part when the variant changes nothing', () => {
    expect(partingOf(base, ardennesDocs(), '7', game.log)).toBeUndefined();
  });

  it('part at the first move of a unit the variant makes slower: the base moves, the variant refuses', () => {
    const i = game.log.findIndex((a) => a.type === 'move' && a.unit);
    const unit = game.log[i]!.unit!;
    const variant = ardennesDocs();
    variant.oob.units[unit]!.front.movement = 0;
    const parting = partingOf(base, variant, '7', game.log)!;
    expect(parting.step).toBe(i + 1);
    expect(parting.action.unit).toBe(unit);
    expect(parting.said).toBe(`${compile(base).units.get(unit)!.name} moves to ${game.log[i]!.target}`);
    expect(parting.base).not.toMatch(/^refused/);
    expect(parting.variant).toMatch(/^refused: /);
  });
});
