/** The document model without DOM: loading (parse -> migrate -> validate) and migrations. */
export { loadDocument, type LoadResult } from './load';
export { loadProject, type LoadedProject, type SourceFile } from './loadProject';
export { MIGRATIONS, currentVersion, chainProblems, migrate, type Migration, type MigrationRegistry, type RawDocument } from './migrations';
