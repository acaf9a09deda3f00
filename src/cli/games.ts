import { currentVersion, type ScenarioDocuments } from '../document';
import { BOTS, type Action, type Bot, type StateDigest } from '../engine';
import { fail } from './io';

/** How a game ended (or not), in the words both `play` and `playtest` print, so the two can be compared. */
export function resultLine(docs: ScenarioDocuments, seed: string, game: { readonly winner: string | null; readonly reason: string; readonly actions: number; readonly ended: boolean }): string {
  const who = game.winner ? `${docs.ruleset.sides[game.winner]?.name ?? game.winner} wins` : 'no winner';
  return game.ended ? `seed ${seed}: ${who} after ${game.actions} actions (${game.reason})` : `seed ${seed}: not over after ${game.actions} actions`;
}

/**
 * A playtest document: the scenario, the seed and the actions, which replay to the same game, with
 * the digests of its states as played (a replay checks it still plays that game).
 */
export function playtestDocument(docs: ScenarioDocuments, seed: string, actions: readonly Action[], digests: readonly StateDigest[], name?: string): Record<string, unknown> {
  const id = `${docs.scenario.id}-${seed}`.replace(/[^A-Za-z0-9_.+-]+/g, '-').replace(/^[^A-Za-z0-9]+/, '').slice(0, 64) || 'playtest';
  return { kind: 'playtest', schemaVersion: currentVersion('playtest'), id, ...(name ? { name } : {}), scenario: docs.scenario.id, seed, actions, ...(digests.length ? { digests } : {}) };
}

/** The bots named by `--bots a,b`, one per side in the ruleset's side order; refuses unknown names. */
export function botsFor(docs: ScenarioDocuments, list: string): { bots: Record<string, Bot>; names: string[] } {
  const sides = Object.keys(docs.ruleset.sides);
  const names = list.split(',');
  if (names.length !== sides.length) fail(`--bots needs one bot per side (${sides.join(', ')}), got ${names.length}`, 2);
  for (const n of names) if (!BOTS[n]) fail(`unknown bot "${n}"; the bots are ${Object.keys(BOTS).join(', ')}`, 2);
  return { bots: Object.fromEntries(sides.map((s, i) => [s, BOTS[names[i]!]!])), names };
}
