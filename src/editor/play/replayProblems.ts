import { playtestProblems, type Replayer } from '../../document';
import { replayCheck } from '../../engine';
import type { Problem, ProjectDocument } from '../../validation';

const replayer: Replayer = (docs, seed, actions, digests) => replayCheck(docs as Parameters<typeof replayCheck>[0], seed, actions as Parameters<typeof replayCheck>[2], digests);

/**
 * Playtests whose log does not replay, as validate reports them (issue 18), once the project has no
 * error (`anyError`: a scenario with errors is not played, test play refuses it too). `docs` are the documents
 * the schema accepted, with their texts to locate problems in.
 */
export function replayProblems(docs: readonly ProjectDocument[], anyError: boolean): Problem[] {
  if (anyError) return [];
  return playtestProblems(docs, replayer).map((r) => docs.find((d) => d.file === r.file)!.source.problem(r.finding));
}
