import { getAtPointer, parsePointer, pointer as p } from '../../shared/jsonPointer';
import type { DocumentOf, ProjectIndex, Reporter } from '../project';

/** A variant's changes target documents the project has, and every patch path exists there. */
export function checkVariantChanges(project: ProjectIndex, d: DocumentOf<'scenario'>, report: Reporter): void {
  const s = d.doc;
  if (s.changes && s.variantOf === undefined) report.warn(d, p('changes'), 'scenario/changes-without-base', 'changes: this scenario has changes but no variantOf; say which scenario it varies');
  for (const [id, change] of Object.entries(s.changes ?? {})) {
    const at = p('changes', id);
    const target = change.target.kind === 'scenario' && change.target.id === s.id ? undefined : project.get(change.target.kind, change.target.id);
    if (!target) {
      if (project.has(change.target.kind, change.target.id)) continue; // it exists but is invalid: its own problems say why
      report.error(d, at + p('target'), 'ref/document', `changes/${id}: the project has no ${change.target.kind} "${change.target.id}" to change`);
      continue;
    }
    change.ops.forEach((op, i) => {
      const needsExisting = op.op === 'remove' || op.op === 'replace' || op.op === 'test';
      const path = needsExisting ? op.path : parentOf(op.path);
      if (getAtPointer(target.doc, path) === undefined) {
        report.error(d, at + p('ops', i, 'path'), 'scenario/patch-path', `changes/${id}: ${op.op} ${op.path} — ${path || 'the document'} does not exist in ${change.target.kind} "${change.target.id}"`);
      }
      if ((op.op === 'move' || op.op === 'copy') && (op.from === undefined || getAtPointer(target.doc, op.from) === undefined)) {
        report.error(d, at + p('ops', i, 'from'), 'scenario/patch-path', `changes/${id}: ${op.op} needs a "from" that exists in ${change.target.kind} "${change.target.id}"`);
      }
      if ((op.op === 'add' || op.op === 'replace' || op.op === 'test') && op.value === undefined) {
        report.error(d, at + p('ops', i), 'scenario/patch-value', `changes/${id}: ${op.op} needs a "value"`);
      }
    });
  }
}

function parentOf(path: string): string {
  const tokens = parsePointer(path);
  return tokens.length ? p(...tokens.slice(0, -1)) : '';
}
