import fs from 'node:fs';
import path from 'node:path';
import { loadProject, scenarioDocuments, type ScenarioDocuments, type SourceFile } from '../document';
import { formatProblem } from '../validation';
import { jsonFilesUnder, readSource } from './files';

/**
 * Loads a scenario file with the project's other documents (the folder `data/` it sits under, or
 * the current data/) and returns what the engine needs, or exits 1 printing each located error.
 */
export function loadScenarioOrExit(file: string, cwd: string, tool: string): ScenarioDocuments {
  const full = path.resolve(cwd, file);
  if (!fs.existsSync(full)) fail(tool, `${file}: no such file`, 2);
  const root = dataRootOf(full) ?? path.resolve(cwd, 'data');
  const read = (f: string): SourceFile[] => {
    const r = readSource(f, cwd);
    return 'source' in r ? [r.source] : [];
  };
  const main = read(full);
  if (!main.length) fail(tool, `${file} is too large to be a scenario`, 1);
  const context = (fs.existsSync(root) ? jsonFilesUnder(root) : []).filter((f) => path.resolve(f) !== full).flatMap(read);
  const project = loadProject([...main, ...context]);
  const errors = project.problems.filter((p) => p.severity === 'error');
  if (errors.length) {
    for (const p of errors) console.error(formatProblem(p));
    fail(tool, `${errors.length} error${errors.length === 1 ? '' : 's'} in the project: fix them before playing`, 1);
  }
  const scenario = project.documents.find((d) => d.file === main[0]!.file);
  if (scenario?.kind !== 'scenario') fail(tool, `${file} is not a scenario document`, 1);
  const docs = scenarioDocuments(project.documents, scenario.doc.id);
  if ('missing' in docs) fail(tool, docs.missing, 1);
  return docs;
}

function dataRootOf(file: string): string | undefined {
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) if (path.basename(dir) === 'data') return dir;
  return undefined;
}

/** Prints the message and exits (1: bad data or a failed game, 2: bad usage). */
export function fail(tool: string, message: string, code: number): never {
  console.error(`${tool}: ${message}`);
  process.exit(code);
}

/** The value after a flag, e.g. --seed s1. */
export function flag(args: readonly string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}
