// The default export: Node's ESM loader sees the package as CommonJS (no named exports), bundlers as ESM.
import jsonPatch, { type Operation } from 'fast-json-patch';
import { getAtPointer, parsePointer, pointer as p } from '../../shared/jsonPointer';
import type { DocumentOf, ProjectIndex, Reporter } from '../project';

/** The fields a scenario plays with: in a variant they are a copy of its base's, and not played. */
const PLAYED = ['ruleset', 'maps', 'oob', 'firstTurn', 'lastTurn', 'endsAfter', 'setup', 'reinforcements', 'removed', 'markers', 'victory', 'options'] as const;

/**
 * A variant's changes target documents the project has, and every patch path exists where the op
 * meets it: after the changes before it (a change may add a hex that a later one repaints). A
 * change switched off is checked where it would apply, and not applied.
 */
export function checkVariantChanges(project: ProjectIndex, d: DocumentOf<'scenario'>, report: Reporter): void {
  const s = d.doc;
  if (s.changes && s.variantOf === undefined) report.warn(d, p('changes'), 'scenario/changes-without-base', 'changes: this scenario has changes but no variantOf; say which scenario it varies');
  if (s.variantOf === undefined) return;
  const base = project.get('scenario', s.variantOf);
  if (base) checkCopy(d, base.doc as unknown as Record<string, unknown>, report);
  // The documents as the changes so far have left them: copied once per variant, then patched in place.
  const current = new Map<string, unknown>();
  for (const [id, change] of Object.entries(s.changes ?? {})) {
    const at = p('changes', id);
    const targetId = change.target.kind === 'scenario' && change.target.id === s.id ? s.variantOf : change.target.id;
    const key = `${change.target.kind}:${targetId}`;
    if (!current.has(key)) {
      const target = project.get(change.target.kind, targetId);
      if (!target) {
        if (!project.has(change.target.kind, targetId)) report.error(d, at + p('target'), 'ref/document', `changes/${id}: the project has no ${change.target.kind} "${change.target.id}" to change`);
        continue; // when it exists but is invalid, its own problems say why
      }
      current.set(key, structuredClone(target.doc));
    }
    const doc = current.get(key);
    let applies = !change.off;
    change.ops.forEach((op, i) => {
      const needsExisting = op.op === 'remove' || op.op === 'replace' || op.op === 'test';
      const path = needsExisting ? op.path : parentOf(op.path);
      const problems: [string, string][] = [];
      if (getAtPointer(doc, path) === undefined) problems.push([p('ops', i, 'path'), `${op.op} ${op.path} — ${path || 'the document'} does not exist in ${change.target.kind} "${change.target.id}"${Object.keys(s.changes ?? {})[0] === id ? '' : ' (after the changes before it)'}`]);
      if ((op.op === 'move' || op.op === 'copy') && (op.from === undefined || getAtPointer(doc, op.from) === undefined)) problems.push([p('ops', i, 'from'), `${op.op} needs a "from" that exists in ${change.target.kind} "${change.target.id}"`]);
      if ((op.op === 'add' || op.op === 'replace' || op.op === 'test') && op.value === undefined) problems.push([p('ops', i), `${op.op} needs a "value"`]);
      for (const [where, message] of problems) report.error(d, at + where, message.includes(' needs a "value"') ? 'scenario/patch-value' : 'scenario/patch-path', `changes/${id}: ${message}`);
      if (problems.length) applies = false;
      if (!applies) return;
      try {
        jsonPatch.applyOperation(doc, structuredClone(op) as Operation, false, true, true);
      } catch {
        applies = false; // a failed test op: the rest of the change does not apply either
      }
    });
  }
}

/** What a variant's own field may be without saying anything: empty (its base's is played), or the base's. */
const EMPTY = new Set(['{}', '[]', undefined]);

/** A variant's fields that say something other than its base's: they are not played, and say so. */
function checkCopy(d: DocumentOf<'scenario'>, base: Record<string, unknown>, report: Reporter): void {
  const own = d.doc as unknown as Record<string, unknown>;
  for (const field of PLAYED) {
    const text = JSON.stringify(own[field]);
    if (EMPTY.has(text) || text === JSON.stringify(base[field])) continue;
    report.warn(d, p(field), 'scenario/variant-copy', `${field}: differs from ${String(base.id)}'s, but a variant plays its base's ${field} with its changes, so this is not played. Record the edit into the variant (or add a change) instead.`);
  }
}

function parentOf(path: string): string {
  const tokens = parsePointer(path);
  return tokens.length ? p(...tokens.slice(0, -1)) : '';
}
