import { gameSummary, type Game, type GameEvent } from '../engine';

/** A few lines on where a game stands, as its system tells it, then the last events. */
export function summary(game: Game, recent: readonly GameEvent[]): string {
  const lines = gameSummary(game);
  if (recent.length) lines.push('Last events:', ...recent.map((e) => `  ${e.text}${e.rule ? ` [${e.rule}]` : ''}`));
  return lines.join('\n');
}
