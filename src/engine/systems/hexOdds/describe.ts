import type { Compiled } from './compile';
import { attackOdds } from './rules/odds';
import type { Action, GameState } from './types';

/**
 * An action in a designer's words ("2Pz/304 attacks 2020 at 3:1"), as the game stands before it:
 * for reports that compare games (a variant against its base) and for refusals. Unknown kinds are
 * still named, never shown as JSON.
 */
export function describeAction(c: Compiled, s: GameState, a: Action): string {
  const name = (id: string | undefined) => (id ? (c.units.get(id)?.name ?? id) : 'a unit');
  const side = c.ruleset.sides[a.side ?? s.side]?.name ?? a.side ?? s.side;
  const where = a.target ?? a.path?.at(-1);
  switch (a.type) {
    case 'move':
    case 'tacticalMove':
      return `${name(a.unit)} ${a.type === 'tacticalMove' ? 'moves tactically' : 'moves'} to ${where}${a.path && a.path.length > 1 ? ` by ${a.path.join(' → ')}` : ''}`;
    case 'enter':
    case 'enterReinforcement':
      return `${name(a.unit)} enters at ${where}`;
    case 'attack': {
      const units = a.units ?? (a.unit ? [a.unit] : []);
      const odds = where && units.length ? attackOdds(c, s, units, where) : undefined;
      const at = odds && 'column' in odds ? ` at ${odds.column}` : '';
      return `${units.map(name).join(', ') || side} attack${units.length === 1 ? 's' : ''} ${where}${at}`;
    }
    case 'advance':
      return `${name(a.unit)} advances to ${where}`;
    case 'endAdvance':
      return `${side} ends the advance after combat`;
    case 'endBreakthrough':
      return `${side} declines the breakthrough attack`;
    case 'chooseFirefight':
      return `${side} ${a.choice === 'accept' ? 'accepts the firefight result' : 'rolls for the firefight'}`;
    case 'placeNightMarker':
      return `${side} ${a.choice === 'remove' ? 'removes the Night marker from' : 'places a Night marker on'} ${where}`;
    case 'placeInBox':
      return `${name(a.unit)} goes to the ${where} box`;
    case 'endPhase':
      return `${side} ends the ${c.ruleset.phases[s.phaseId]?.name ?? s.phaseId}`;
    default:
      return `${side}: ${a.type}${a.unit ? ` with ${name(a.unit)}` : ''}${where ? ` at ${where}` : ''}`;
  }
}
