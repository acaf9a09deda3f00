/**
 * A playtest worker of the studio (issue 16): it compiles each arm's documents once, as the page sent
 * them (unsaved edits included), and plays the games it is given bot against bot. Through comlink.
 */
import { expose } from 'comlink';
import type { ScenarioDocuments } from '../../document';
import { BOTS, compile, lossUnit, recordGame, type Bot, type CoreCompiled, type GameRecord } from '../../engine';

const arms = new Map<number, { compiled: CoreCompiled; bots: Record<string, Bot> }>();

export const labWorker = {
  /** Compiles an arm's documents for its bots (one name per side, in the ruleset's order). */
  setUp(arm: number, docs: ScenarioDocuments, bots: readonly string[]): { lossUnit: string } {
    const compiled = compile(docs as Parameters<typeof compile>[0]);
    const sides = Object.keys(docs.ruleset.sides);
    arms.set(arm, { compiled, bots: Object.fromEntries(sides.map((s, i) => [s, BOTS[bots[i] ?? 'greedy'] ?? BOTS.greedy!])) });
    return { lossUnit: lossUnit(compiled) };
  },
  play(arm: number, seed: string): GameRecord {
    const a = arms.get(arm);
    if (!a) throw new Error(`arm ${arm} was not set up`);
    return recordGame(a.compiled, seed, a.bots, { keepLog: true });
  },
};

export type LabWorker = typeof labWorker;

expose(labWorker);
