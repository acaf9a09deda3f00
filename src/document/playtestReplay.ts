import type { Playtest } from '../generated/documents';
import type { Finding, ProjectDocument } from '../validation';
import { scenarioDocuments, type ScenarioDocuments } from './gameDocuments';

/** Where a log stops replaying: the 0-based step of the refused action, why, and the rule. */
export interface ReplayStop {
  readonly step: number;
  readonly reason: string;
  readonly rule?: string;
}

/** Replays a log with the engine (the CLI and the studio pass theirs: this layer has none). */
export type Replayer = (docs: ScenarioDocuments, seed: string, actions: Playtest['actions']) => ReplayStop | undefined;

const judged = new WeakMap<object, { key: readonly unknown[]; stop: ReplayStop | undefined }>();

/**
 * Playtest documents whose log does not replay (issue 18: one whose first action is illegal was
 * accepted in silence): an error at the first action the engine refuses, or at the log when the
 * engine cannot start the scenario (findings, for the caller to locate in its text). A playtest whose
 * scenario does not load is left to its other Problems. Judged once while the playtest and its scenario's documents stay the same objects.
 */
export function playtestProblems(documents: readonly ProjectDocument[], replayer: Replayer): { file: string; finding: Finding }[] {
  const out: { file: string; finding: Finding }[] = [];
  for (const d of documents) {
    if (d.kind !== 'playtest') continue;
    const p = d.doc as Playtest;
    const sd = scenarioDocuments(documents, p.scenario);
    if ('missing' in sd) continue;
    const key = [sd.ruleset, sd.map, sd.oob, sd.scenario];
    let j = judged.get(p);
    if (!j || j.key.length !== key.length || j.key.some((k, i) => k !== key[i])) {
      let stop: ReplayStop | undefined;
      try {
        stop = replayer(sd, p.seed, p.actions);
      } catch (e) {
        stop = { step: -1, reason: `the engine cannot play scenario "${p.scenario}": ${e instanceof Error ? e.message : String(e)}` };
      }
      judged.set(p, (j = { key, stop }));
    }
    if (!j.stop) continue;
    const { step, reason, rule } = j.stop;
    const at = step < 0 ? '/actions' : `/actions/${step}`;
    const message = step < 0 ? `actions: ${reason}` : `actions/${step}: action ${step + 1} of the log does not replay: ${reason}; the game stops there (a log recorded with other rules or data, or edited by hand)`;
    out.push({ file: d.file, finding: { pointer: at, severity: 'error', code: 'playtest/replay', message, ...(rule ? { rule } : {}) } });
  }
  return out;
}
