import fs from 'node:fs';
import path from 'node:path';
import { loadProject, scenarioDocuments, type ScenarioDocuments } from '../document';
import { formatProblem, parseJson, type ProjectDocument } from '../validation';
import { jsonFilesUnder, readSource, sourcesUnder } from './files';
import { fail, type CliIo } from './io';
import { compile } from '../engine';

/**
 * Loads a document file with the project's other documents (the folder `data/` it sits under, or
 * the current data/), for a command to `use` it; or ends the command (exit 1) after printing each
 * located error of the project.
 */
export function loadInProject(file: string, io: CliIo, kind: ProjectDocument['kind'], use: string): { doc: ProjectDocument; documents: readonly ProjectDocument[] } {
  const cwd = io.cwd;
  const full = path.resolve(cwd, file);
  if (!fs.existsSync(full) || !fs.statSync(full).isFile()) fail(`${file}: no such file`, 2);
  const root = dataRootOf(full) ?? path.resolve(cwd, 'data');
  const main = readSource(full, cwd);
  if (!('source' in main)) fail(`${file} is too large to be a ${kind} document`, 1);
  const context = sourcesUnder(root, cwd).filter((s) => path.resolve(cwd, s.file) !== full);
  const project = loadProject([main.source, ...context]);
  const errors = project.problems.filter((p) => p.severity === 'error');
  if (errors.length) {
    for (const p of errors) io.err(formatProblem(p) + '\n');
    fail(`${errors.length} error${errors.length === 1 ? '' : 's'} in the project: fix them before ${use}`, 1);
  }
  const doc = project.documents.find((d) => d.file === main.source.file);
  if (doc?.kind !== kind) fail(`${file} is not a ${kind} document`, 1);
  return { doc, documents: project.documents };
}

/** Loads a scenario file with the project's documents and returns what the engine needs (see loadInProject). */
export function loadScenario(file: string, io: CliIo): ScenarioDocuments {
  const { doc, documents } = loadInProject(file, io, 'scenario', 'playing');
  const docs = scenarioDocuments(documents, doc.doc.id);
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
