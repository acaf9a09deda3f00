import type { Compiled } from './compile';
import type { GameState } from './types';

/** Where a hex-odds game stands: turn, phase, units per side on the map, waiting and gone, control. */
export function summary(c: Compiled, s: GameState): string[] {
  const turn = c.ruleset.calendar.turns[c.turnOrder[s.turn]!]?.label ?? c.turnOrder[s.turn];
  const lines = [`Turn ${turn}, ${c.ruleset.sides[s.side]?.name ?? s.side} ${c.ruleset.phases[s.phaseId]?.name ?? s.phaseId} (step ${s.step_count})`];
  if (s.ended) lines.push(`Game over: ${s.ended.winner ? `${c.ruleset.sides[s.ended.winner]?.name ?? s.ended.winner} wins` : 'no winner'}. ${s.ended.reason}`);
  for (const side of Object.keys(c.ruleset.sides)) {
    const units = Object.entries(s.units).filter(([id]) => c.units.get(id)!.side === side);
    const on = units.filter(([, u]) => 'hex' in u.loc);
    const gone = units.filter(([, u]) => 'eliminated' in u.loc).length;
    const waiting = units.filter(([, u]) => 'arriving' in u.loc).length;
    const boxed = units.filter(([, u]) => 'box' in u.loc).length;
    const exited = units.filter(([, u]) => 'exited' in u.loc).length;
    const held = Object.values(s.control).filter((x) => x === side).length;
    const oos = on.filter(([, u]) => u.oos).length;
    lines.push(`  ${c.ruleset.sides[side]!.name}: ${on.length} on the map${oos ? ` (${oos} out of supply)` : ''}, ${waiting} to arrive, ${boxed ? `${boxed} in off-map boxes, ` : ''}${exited ? `${exited} exited for victory, ` : ''}${gone} eliminated; holds ${held} of ${c.victoryHexes.length} victory hexes`);
  }
  return lines;
}
