import { playtestProblems, type DocumentStore, type Replayer } from '../../document';
import { replayStop } from '../../engine';
import { DocumentText, type Problem } from '../../validation';

const replayer: Replayer = (docs, seed, actions) => replayStop(docs as Parameters<typeof replayStop>[0], seed, actions as Parameters<typeof replayStop>[2]);

/**
 * Playtests whose log does not replay, as validate reports them (issue 18), once the project has no
 * error (a scenario with errors is not played: test play refuses it too).
 */
export function replayProblems(store: DocumentStore, reported: readonly Problem[]): Problem[] {
  if (reported.some((p) => p.severity === 'error')) return [];
  return playtestProblems(store.loaded(), replayer).map((r) => new DocumentText(r.file, store.get(r.file)!.text).problem(r.finding));
}
