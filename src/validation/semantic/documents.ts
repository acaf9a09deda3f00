import type { HexMap } from '../../generated/documents';
import { boardOf } from '../../hex';
import { pointer as p } from '../../shared/jsonPointer';
import type { ProjectDocument, ProjectIndex, Reporter } from '../project';
import type { DocumentKind } from '../schemaSet';
import { unknownMessage } from './suggest';

/** Document ids are unique per kind, and every reference to another document resolves. */
export function checkDocuments(project: ProjectIndex, report: Reporter): void {
  const first = new Map<string, ProjectDocument>();
  for (const d of project.documents) {
    const key = `${d.kind}:${d.doc.id}`;
    const other = first.get(key);
    if (other) report.error(d, p('id'), 'doc/duplicate-id', `id: ${d.kind} "${d.doc.id}" is also the id of ${other.file}; each ${d.kind} needs its own id`);
    else first.set(key, d);
  }
  const ref = (d: ProjectDocument, kind: DocumentKind, id: string, at: string) => {
    if (!project.has(kind, id)) {
      const known = project.all(kind).map((x) => x.doc.id);
      report.error(d, at, 'ref/document', `${at.slice(1)}: ${unknownMessage(kind, id, known, 'the project has')}`);
    }
  };
  for (const d of project.documents) {
    switch (d.kind) {
      case 'map':
      case 'oob':
        ref(d, 'ruleset', d.doc.ruleset, p('ruleset'));
        break;
      case 'scenario': {
        const s = d.doc;
        ref(d, 'ruleset', s.ruleset, p('ruleset'));
        ref(d, 'oob', s.oob, p('oob'));
        s.maps.forEach((m, i) => ref(d, 'map', m, p('maps', i)));
        const mismatch = (what: string, written: string | undefined, at: string) => {
          if (written !== undefined && written !== s.ruleset) report.error(d, at, 'ref/ruleset-mismatch', `${at.slice(1)}: that ${what} is written for ruleset "${written}", but this scenario plays "${s.ruleset}"`);
        };
        mismatch('order of battle', project.get('oob', s.oob)?.doc.ruleset, p('oob'));
        s.maps.forEach((m, i) => mismatch('map', project.get('map', m)?.doc.ruleset, p('maps', i)));
        const maps = s.maps.map((m) => project.get('map', m)?.doc);
        if (maps.length > 1 && maps.every((m) => m?.topology === 'hex')) {
          // Several maps play as one board: they must lie together by their joins.
          const board = boardOf(maps as HexMap[]);
          if ('error' in board) report.error(d, p('maps'), 'map/join', `maps: these maps cannot be played as one board: ${board.error}`);
        }
        if (s.variantOf !== undefined) {
          const base = project.get('scenario', s.variantOf)?.doc;
          if (s.variantOf === s.id) report.error(d, p('variantOf'), 'ref/variant', 'variantOf: a scenario cannot be a variant of itself');
          else if (base?.variantOf !== undefined) {
            // A variant plays its base's own documents: a base's changes would be silently dropped (and A → B → A never ends).
            report.error(d, p('variantOf'), 'ref/variant-of-variant', `variantOf: "${base.id}" is itself a variant (of "${base.variantOf}"); a variant varies a scenario that is not one. Vary "${base.variantOf}" and bring "${base.id}"'s changes into this one`);
          } else ref(d, 'scenario', s.variantOf, p('variantOf'));
        }
        break;
      }
      case 'playtest':
        ref(d, 'scenario', d.doc.scenario, p('scenario'));
        break;
      case 'ruleset':
        break;
    }
  }
}
