/** The document model without DOM: loading (parse -> migrate -> validate) and migrations. */
export { loadDocument, type LoadResult } from './load';
export { loadProject, type LoadedProject, type SourceFile } from './loadProject';
export { MIGRATIONS, currentVersion, chainProblems, migrate, type Migration, type MigrationRegistry, type RawDocument } from './migrations';
export { DocumentStore, type OpenDocument, type StoreEvent, type Stroke, type CommandInfo } from './store';
export { applyChanges, changeTo, diffChanges, getAt, mergeChanges, recordChange, setAt, type Change } from './changes';
export { canonicalText, textEdit, type TextEdit } from './textEdit';
export type { HistoryEntry } from './history';
export * as mapCommands from './commands/mapCommands';
export { scenarioDocuments, variantAndBase, type ScenarioDocuments } from './gameDocuments';
export { playtestProblems, type Replayer, type ReplayStop } from './playtestReplay';
export * as tableCommands from './commands/tableCommands';
export * as oobCommands from './commands/oobCommands';
export * as scheduleCommands from './commands/scheduleCommands';
export * as optionCommands from './commands/optionCommands';
export * as setupCommands from './commands/setupCommands';
export { resolveMemo, resolveVariant, type ChangeEffect, type ResolveMemo } from './variants';
export * as variantCommands from './commands/variantCommands';
export * as areaCommands from './commands/areaCommands';
