import type { Finding } from '../problem';
import { Reporter, type ProjectDocument } from '../project';

/** What a check found in a document, split as its part per entry of one record and the rest. */
export interface EntryFindings {
  /** What else the parts read (the ruleset…), by identity: any other object, and all is found again. */
  readonly context: readonly unknown[];
  /** Each entry's problems, for the entries with any. */
  readonly perEntry: Map<string, readonly Finding[]>;
  readonly rest: readonly Finding[];
  findings: readonly Finding[];
}

/**
 * A check of a document run as one part per entry of a record (`record`: an order of battle's
 * units) and the rest, kept per document object in `states`. A document made from a checked one by
 * changing only entries of that record (`d.edit`: a one-unit edit of a 5,000-unit order of battle)
 * runs the parts of those entries alone, while its `context` is the same objects.
 */
export function byEntry(states: WeakMap<object, EntryFindings>, d: ProjectDocument, record: string, context: readonly unknown[], rest: () => readonly Finding[], entry: (id: string) => readonly Finding[]): readonly Finding[] {
  const same = (s: EntryFindings) => s.context.length === context.length && s.context.every((c, i) => c === context[i]);
  const kept = states.get(d.doc);
  if (kept && same(kept)) return kept.findings;
  const records = (d.doc as unknown as Record<string, Record<string, unknown> | undefined>)[record] ?? {};
  const before = d.edit && states.get(d.edit.before);
  let state: EntryFindings;
  if (before && same(before) && d.edit!.paths.every((path) => path[0] === record && path.length > 1)) {
    // The document before is spent (its records changed in place): what was kept for it moves on.
    states.delete(d.edit!.before);
    state = before;
    for (const path of d.edit!.paths) {
      const id = path[1]!;
      state.perEntry.delete(id);
      if (Object.prototype.hasOwnProperty.call(records, id)) put(state, id, entry(id));
    }
  } else {
    state = { context, perEntry: new Map(), rest: rest(), findings: [] };
    for (const id in records) put(state, id, entry(id));
  }
  state.findings = [...state.rest, ...[...state.perEntry.values()].flat()];
  states.set(d.doc, state);
  return state.findings;
}

function put(state: EntryFindings, id: string, found: readonly Finding[]): void {
  if (found.length) state.perEntry.set(id, found);
}

/** The findings a part of a check reports. */
export function found(part: (report: Reporter) => void): Finding[] {
  const report = new Reporter();
  part(report);
  return report.findings.map((f) => f.finding);
}
