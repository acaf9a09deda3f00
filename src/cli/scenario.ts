import fs from 'node:fs';
import path from 'node:path';
import { loadProject, scenarioDocuments, type ScenarioDocuments, type SourceFile } from '../document';
import { formatProblem, parseJson } from '../validation';
import { jsonFilesUnder, readSource } from './files';
import { fail, type CliIo } from './io';
import { compile } from '../engine';

/**
 * Loads a scenario file with the project's other documents (the folder `data/` it sits under, or
 * the current data/) and returns what the engine needs, or ends the command (exit 1) after printing each located error.
 */
export function loadScenario(file: string, io: CliIo): ScenarioDocuments {
  const cwd = io.cwd;
  const full = path.resolve(cwd, file);
  if (!fs.existsSync(full) || !fs.statSync(full).isFile()) fail(`${file}: no such file`, 2);
  const root = dataRootOf(full) ?? path.resolve(cwd, 'data');
  const read = (f: string): SourceFile[] => {
    const r = readSource(f, cwd);
    return 'source' in r ? [r.source] : [];
  };
  const main = read(full);
  if (!main.length) fail(`${file} is too large to be a scenario`, 1);
  const context = (fs.existsSync(root) ? jsonFilesUnder(root) : []).filter((f) => path.resolve(f) !== full).flatMap(read);
  const project = loadProject([...main, ...context]);
  const errors = project.problems.filter((p) => p.severity === 'error');
  if (errors.length) {
    for (const p of errors) io.err(formatProblem(p) + '\n');
    fail(`${errors.length} error${errors.length === 1 ? '' : 's'} in the project: fix them before playing`, 1);
  }
  const scenario = project.documents.find((d) => d.file === main[0]!.file);
  if (scenario?.kind !== 'scenario') fail(`${file} is not a scenario document`, 1);
  const docs = scenarioDocuments(project.documents, scenario.doc.id);
  if ('missing' in docs) fail(docs.missing, 1);
  return docs;
}

function dataRootOf(file: string): string | undefined {
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) if (path.basename(dir) === 'data') return dir;
  return undefined;
}

/** The file under the working folder's data/ holding the scenario with this id, if any. */
export function scenarioFileById(id: string, cwd: string): string | undefined {
  const root = path.resolve(cwd, 'data');
  if (!fs.existsSync(root)) return undefined;
  for (const f of jsonFilesUnder(root)) {
    const r = readSource(f, cwd);
    if (!('source' in r)) continue;
    const parsed = parseJson(r.source.text);
    const v = parsed.ok ? (parsed.value as { kind?: unknown; id?: unknown } | null) : null;
    if (v && typeof v === 'object' && v.kind === 'scenario' && v.id === id) return path.relative(cwd, f);
  }
  return undefined;
}

/** Compiles a scenario's documents for play, or fails with the engine's reason (an unplayed optional rule, a map of another topology). */
export function compileOrFail(docs: ScenarioDocuments): ReturnType<typeof compile> {
  try {
    return compile(docs as Parameters<typeof compile>[0]);
  } catch (e) {
    return fail((e as Error).message, 1);
  }
}
