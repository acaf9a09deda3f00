/** Actions in words (issue 10): what a report says instead of raw action JSON. */
import { describe, expect, it } from 'vitest';
import { attackOdds, BOTS, compile, describeAction, playBots, replay } from './hexEngine';
import { ardennesDocs } from './fixtures';

describe('describeAction', () => {
  const c = compile(ardennesDocs());
  const game = playBots(c, 'words', { german: BOTS.greedy!, allied: BOTS.greedy! }, 3000);
  const at = (i: number) => replay(c, 'words', game.log, i).game;

  it('an attack names its attackers, the hex and the odds column as the game stands before it', () => {
    const i = game.log.findIndex((a) => a.type === 'attack');
    const a = game.log[i]!;
    const before = at(i);
    const odds = attackOdds(before, a.units!, a.target!);
    expect('column' in odds).toBe(true);
    const names = a.units!.map((u) => c.units.get(u)!.name).join(', ');
    expect(describeAction(before, a)).toBe(`${names} attack${a.units!.length === 1 ? 's' : ''} ${a.target} at ${'column' in odds ? odds.column : ''}`);
  });

  it('a move, the end of a phase and a firefight choice read as sentences, never JSON', () => {
    const move = game.log.findIndex((a) => a.type === 'move');
    expect(describeAction(at(move), game.log[move]!)).toBe(`${c.units.get(game.log[move]!.unit!)!.name} moves to ${game.log[move]!.target}`);
    const end = game.log.findIndex((a) => a.type === 'endPhase');
    expect(describeAction(at(end), game.log[end]!)).toMatch(/^(German|Allied) ends the .+ Phase$/i);
    for (let i = 0; i < game.log.length; i += 97) expect(describeAction(at(i), game.log[i]!)).not.toMatch(/[{}"]/);
  });
});
