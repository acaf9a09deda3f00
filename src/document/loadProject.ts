import { compareProblems, validateProject, type Problem, type ProjectDocument } from '../validation';
import { loadDocument, type LoadResult } from './load';
import type { MigrationRegistry } from './migrations';

/** A file of the project as text. */
export interface SourceFile {
  readonly file: string;
  readonly text: string;
}

/** The documents that loaded and every problem, from parsing to cross-document checks. */
export interface LoadedProject {
  readonly results: readonly LoadResult[];
  readonly documents: readonly ProjectDocument[];
  /** The documents and the context's (which resolve references only), as the checks saw them. */
  readonly all: readonly ProjectDocument[];
  readonly problems: readonly Problem[];
}

/**
 * Loads a set of files as one project: each file through parse -> migrate -> validate, then the
 * semantic checks across the documents that loaded. `context` files resolve references only; their
 * own problems are not reported.
 */
export function loadProject(files: readonly SourceFile[], context: readonly SourceFile[] = [], registry?: MigrationRegistry): LoadedProject {
  const results = files.map((f) => loadDocument(f.file, f.text, registry));
  const reported = new Set(files.map((f) => f.file));
  const documents = results.flatMap((r) => (r.document ? [r.document] : []));
  const ids = new Set(documents.map((d) => `${d.kind}:${d.doc.id}`));
  const extra = context
    .filter((f) => !reported.has(f.file))
    .flatMap((f) => loadDocument(f.file, f.text, registry).document ?? [])
    .filter((d) => !ids.has(`${d.kind}:${d.doc.id}`));
  const invalid = new Set(results.flatMap((r) => (!r.document && r.kind && r.id ? [`${r.kind}:${r.id}`] : [])));
  const all = [...documents, ...extra];
  const semantic = validateProject(all, invalid).filter((p) => reported.has(p.file));
  const problems = [...results.flatMap((r) => r.problems), ...semantic].sort(compareProblems);
  return { results, documents, all, problems };
}
