import { displayPointer, escapeToken, getAtPointer } from '../../shared/jsonPointer';
import type { ProjectIndex, Reporter } from '../project';

interface ProvenanceEntry {
  source: string;
  confidence: string;
  note?: string;
}

function isProvenanceMap(value: unknown): value is Record<string, ProvenanceEntry> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  return Object.values(value).every((v) => v && typeof v === 'object' && 'confidence' in v && 'source' in v);
}

/**
 * Values a designer still owes: everything marked `lost` or `placeholder` is a warning at the value
 * itself, and a provenance entry naming a field the record does not have is flagged.
 */
export function checkProvenance(project: ProjectIndex, report: Reporter): void {
  for (const d of project.documents) {
    if (d.kind === 'scenario' && (d.doc as { variantOf?: string }).variantOf !== undefined) continue; // a copy of its base's values
    walk(d.doc, '', (record, at) => {
      const map = (record as { provenance?: unknown }).provenance;
      if (!isProvenanceMap(map)) return;
      for (const [rel, prov] of Object.entries(map)) {
        const target = at + rel;
        const exists = rel === '' || getAtPointer(record, rel) !== undefined;
        const where = displayPointer(target);
        if (!exists) {
          report.warn(d, `${at}/provenance/${escapeToken(rel)}`, 'provenance/dangling', `${displayPointer(at)}: provenance names ${rel}, which this record does not have`);
          continue;
        }
        const note = prov.note ? ` ${prov.note.replace(/\.?$/, '.')}` : '';
        if (prov.confidence === 'lost') {
          report.warn(d, target, 'provenance/lost', `${where}: the source lost this value (${prov.source}); a designer must enter it.${note}`);
        } else if (prov.confidence === 'placeholder') {
          report.warn(d, target, 'provenance/placeholder', `${where}: placeholder value, a stand-in so the game plays (${prov.source}).${note}`);
        }
      }
    });
  }
}

/** Visits every object of a document with its pointer (iteratively bounded by the document's depth). */
function walk(node: unknown, at: string, visit: (record: object, at: string) => void): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    node.forEach((v, i) => walk(v, `${at}/${i}`, visit));
    return;
  }
  visit(node, at);
  for (const [k, v] of Object.entries(node)) if (k !== 'provenance' && v && typeof v === 'object') walk(v, `${at}/${escapeToken(k)}`, visit);
}
