import { displayPointer, escapeToken, getAtPointer } from '../../shared/jsonPointer';
import type { Finding } from '../problem';
import { Reporter, type ProjectDocument, type ProjectIndex } from '../project';

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
    // A document's own values alone decide these: found once per document object (the studio checks
    // after every edit, and an edit makes a new object only of the document it changed), and after
    // an edit that says what it changed, found again only where it changed.
    let found = owed.get(d.doc);
    if (!found) {
      const before = d.edit && owed.get(d.edit.before);
      const byRecord = before ? owedAfter(d, before.byRecord, d.edit!.paths) : owedIn(d);
      owed.set(d.doc, (found = { byRecord, all: [...byRecord.values()].flat() }));
    }
    report.keep(d, found.all);
  }
}

/** What each record holding a provenance map owes, by the record's pointer. */
type Owed = Map<string, readonly Finding[]>;

const owed = new WeakMap<object, { readonly byRecord: Owed; readonly all: readonly Finding[] }>();

/** The values a document still owes, and provenance naming fields it does not have. */
function owedIn(d: ProjectDocument): Owed {
  const out: Owed = new Map();
  walk(d.doc, (record, at) => owedBy(d, record, at, out));
  return out;
}

/**
 * What a document owes after an edit changed the values at `paths`, from what its version before
 * owed: the records under each path are walked again, and so are the provenance maps of the
 * records above it (an entry there may name a field the edit took away).
 */
function owedAfter(d: ProjectDocument, before: Owed, paths: readonly (readonly string[])[]): Owed {
  const out: Owed = new Map(before);
  for (const path of paths) {
    const at = path.map((k) => `/${escapeToken(k)}`).join('');
    for (const k of out.keys()) if (k === at || k.startsWith(at + '/') || at.startsWith(k + '/') || k === '') out.delete(k);
    let node: unknown = d.doc;
    for (let i = 0; i <= path.length && node && typeof node === 'object'; i++) {
      const here = path.slice(0, i);
      if (i === path.length) walk(node, (record, ptr) => owedBy(d, record, ptr, out), [...here]);
      else {
        if ('provenance' in node) owedBy(d, node, here.map((k) => `/${escapeToken(k)}`).join(''), out);
        node = Object.prototype.hasOwnProperty.call(node, path[i]!) ? (node as Record<string, unknown>)[path[i]!] : undefined;
      }
    }
  }
  return out;
}

/** What one record owes, by its own provenance map, into `out` at its pointer. */
function owedBy(d: ProjectDocument, record: object, at: string, out: Owed): void {
  const map = (record as { provenance?: unknown }).provenance;
  if (!isProvenanceMap(map)) return;
  const report = new Reporter();
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
  if (report.findings.length) out.set(at, report.findings.map((f) => f.finding));
}

/**
 * Visits every object of a document that holds a provenance map, with its pointer. The pointer is
 * written only for those: a map of 15,000 hexes would otherwise make 15,000 strings per check.
 */
function walk(node: unknown, visit: (record: object, at: string) => void, path: string[] = []): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    node.forEach((v, i) => {
      path.push(String(i));
      walk(v, visit, path);
      path.pop();
    });
    return;
  }
  if ('provenance' in node) visit(node, path.map((k) => `/${escapeToken(k)}`).join(''));
  for (const k in node) {
    const v = (node as Record<string, unknown>)[k];
    if (k === 'provenance' || !v || typeof v !== 'object') continue;
    path.push(k);
    walk(v, visit, path);
    path.pop();
  }
}
