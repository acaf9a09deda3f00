/** Validation: strict JSON parsing, schema validation (Ajv, compiled once) and semantic checks, as located Problems. */
export { bomAsSpace, bomProblem, encodingProblems, parseJson, tooLargeMessage, type ParseOutcome, type TextProblem } from './parseJson';
export { DocumentText } from './documentText';
export type { SchemaResult } from './schemaEntries';
export { textChangeAt, textSplice, type TextChange, type TextSplice } from './textChange';
export { schemaFindings, schemaResult, schemaResultAfter, rawValidator, loadValidators, useValidators, type Validators } from './schemaValidators';
export { DOCUMENT_KINDS, DOCUMENT_SCHEMAS, SHARED_SCHEMAS, isDocumentKind, type DocumentKind } from './schemaSet';
export { placed, validateProject, PROJECT_CHECKS } from './validateProject';
export { ProjectIndex, Reporter, type DocumentEdit, type ProjectDocument, type DocumentOf, type DocumentTypes, type ProjectCheck } from './project';
export { compareProblems, formatProblem, owedCounts, owedKind, PROBLEM_GROUPS, problemCounts, problemGroup, problemHex, type Problem, type ProblemGroup, type Finding, type Severity } from './problem';
export { BIG_DOCUMENT_CHARS, MAX_DOCUMENT_BYTES, MAX_NESTING } from './limits';
export { LineIndex } from './textLocation';
export { formationLineage } from './formations';
