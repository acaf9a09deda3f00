import { greedyBot } from './greedy';
import { randomBot, type Bot } from './random';

export type { Bot };

/** The bots a player (or the CLI) can pick by name. */
export const BOTS: Readonly<Record<string, Bot>> = { random: randomBot, greedy: greedyBot };
