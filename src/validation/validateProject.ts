import type { DocumentText } from './documentText';
import { compareProblems, type Finding, type Problem } from './problem';
import { ProjectIndex, Reporter, type ProjectCheck, type ProjectDocument } from './project';
import { checkAreaMaps } from './semantic/areaMap';
import { checkDocuments } from './semantic/documents';
import { checkHexMaps } from './semantic/hexMap';
import { checkOobs } from './semantic/oob';
import { checkPlaytests } from './semantic/playtest';
import { checkProvenance } from './semantic/provenance';
import { checkRulesetRefs } from './semantic/rulesetRefs';
import { checkScenarios } from './semantic/scenario';
import { checkTables } from './semantic/tables';

/** Every semantic check, in the order their problems are most useful to read. */
export const PROJECT_CHECKS: readonly ProjectCheck[] = [
  checkDocuments,
  checkRulesetRefs,
  checkTables,
  checkHexMaps,
  checkAreaMaps,
  checkOobs,
  checkScenarios,
  checkPlaytests,
  checkProvenance,
];

/**
 * Runs the semantic checks over schema-valid documents and places each problem in its file.
 * `invalid` holds kind:id of documents that exist but failed their schema (see ProjectIndex).
 * `sorted: false` leaves them in the order found, for a caller that sorts them with others.
 */
export function validateProject(documents: readonly ProjectDocument[], invalid: ReadonlySet<string> = new Set(), checks: readonly ProjectCheck[] = PROJECT_CHECKS, sorted = true): Problem[] {
  const project = new ProjectIndex(documents, invalid);
  const report = new Reporter();
  for (const check of checks) check(project, report);
  const out = report.findings.map(({ doc, finding }) => placed(doc.source, finding));
  return sorted ? out.sort(compareProblems) : out;
}

/**
 * Where a finding lies in its text, found once while the finding and the text are the same (a
 * check that keeps its findings for a document, as provenance does, keeps their places too), and
 * moved rather than found again when the text is a new version of the one it was placed in. The
 * same problem object is given each time (problems are read, never changed).
 */
export function placed(source: DocumentText, finding: Finding): Problem {
  const known = places.get(finding);
  if (known?.source === source) return known.problem;
  // Placed in the text this one replaced: moved by the lines that changed, when that is sure.
  const problem = (known && source.moved(known.source, known.problem, finding.atKey)) ?? source.problem(finding);
  places.set(finding, { source, problem });
  return problem;
}

const places = new WeakMap<Finding, { source: DocumentText; problem: Problem }>();
