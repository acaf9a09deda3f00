import type { Playtest } from '../generated/documents';
import type { Finding, ProjectDocument } from '../validation';
import { scenarioDocuments, type ScenarioDocuments } from './gameDocuments';

/** Where a log stops replaying: the 0-based step of the refused action, why, and the rule. */
export interface ReplayStop {
  readonly step: number;
  readonly reason: string;
  readonly rule?: string;
}

/**
 * Where the replayed game first differs from the one recorded: the index of the first digest it does
 * not match, the step that digest is of, and the last step that still matched (0: the start).
 */
export interface ReplayDrift {
  readonly index: number;
  readonly step: number;
  readonly matched: number;
}

/** How a log replays: where it stops, and where it drifts from its digests. */
export interface Replayed {
  readonly error?: ReplayStop;
  readonly drift?: ReplayDrift;
}

/** Replays a log with the engine (the CLI and the studio pass theirs: this layer has none). */
export type Replayer = (docs: ScenarioDocuments, seed: string, actions: Playtest['actions'], digests: Playtest['digests']) => Replayed;

const judged = new WeakMap<object, { key: readonly unknown[]; replayed: Replayed }>();

/**
 * Playtest documents whose log does not replay (issue 18: one whose first action is illegal was
 * accepted in silence): an error at the first action the engine refuses, or at the log when the
 * engine cannot start the scenario; and a warning at the first of its digests the replayed game no
 * longer matches (the rules, the data or the engine changed since it was recorded: its actions are
 * still legal, but they play another game). Findings, for the caller to locate in its text. A
 * playtest whose scenario does not load is left to its other Problems. Judged once while the
 * playtest and its scenario's documents stay the same objects.
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
      let replayed: Replayed;
      try {
        replayed = replayer(sd, p.seed, p.actions, p.digests);
      } catch (e) {
        replayed = { error: { step: -1, reason: `the engine cannot play scenario "${p.scenario}": ${e instanceof Error ? e.message : String(e)}` } };
      }
      judged.set(p, (j = { key, replayed }));
    }
    const { error, drift } = j.replayed;
    if (drift) {
      const since = drift.matched ? `it was the same game up to action ${drift.matched}` : 'it differs from its start';
      const message = `digests/${drift.index}: the log replays to another game than the one recorded: the state after action ${drift.step} is not the recorded one (${since}). The rules, the data or the engine changed since it was recorded; its actions are still legal up to where it stops, if it does`;
      out.push({ file: d.file, finding: { pointer: `/digests/${drift.index}/state`, severity: 'warning', code: 'playtest/drift', message } });
    }
    if (!error) continue;
    const { step, reason, rule } = error;
    const at = step < 0 ? '/actions' : `/actions/${step}`;
    const message = step < 0 ? `actions: ${reason}` : `actions/${step}: action ${step + 1} of the log does not replay: ${reason}; the game stops there (a log recorded with other rules or data, or edited by hand)`;
    out.push({ file: d.file, finding: { pointer: at, severity: 'error', code: 'playtest/replay', message, ...(rule ? { rule } : {}) } });
  }
  return out;
}
