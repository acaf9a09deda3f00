/**
 * npm run validate -- [--quiet] [--no-placeholders] [files or folders]
 * Validates Sandtable documents (default: all of data/) and prints `file:line:col severity message`,
 * one problem per line. Exits 1 when there is an error, 2 on bad usage.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadProject, playtestProblems, type Replayer, type SourceFile } from '../document';
import { replayCheck } from '../engine';
import { compareProblems, formatProblem, owedKind, problemCounts, tooLargeMessage, type Problem } from '../validation';
import { jsonFilesUnder, readSource, sourcesUnder } from './files';
import { command, fail, runIfEntry, type CliIo } from './io';

const USAGE = [
  'usage: npm run validate -- [--quiet] [--no-placeholders] [files or folders]   (default: data/)',
  '  --quiet            print errors only (warnings are still counted)',
  '  --no-placeholders  leave out the placeholder and lost values still to enter (still counted)',
].join('\n');
const OPTIONS = ['--quiet', '--no-placeholders'];

/** The validate command: returns its exit code. */
export const main = command('validate', USAGE, validate);

function validate(args: readonly string[], io: CliIo): number {
  const quiet = args.includes('--quiet');
  const owedToo = !args.includes('--no-placeholders');
  const unknown = args.find((a) => a.startsWith('-') && !OPTIONS.includes(a));
  if (unknown) fail(`unknown option ${unknown}\n${USAGE}`, 2);
  const paths = args.filter((a) => !OPTIONS.includes(a));
  const targets = paths.length ? paths : ['data'];

  const files: string[] = [];
  for (const t of targets) {
    const full = path.resolve(io.cwd, t);
    if (!fs.existsSync(full)) fail(`${t}: no such file or folder`, 2);
    files.push(...(fs.statSync(full).isDirectory() ? jsonFilesUnder(full) : [full]));
  }

  const oversize: Problem[] = [];
  const sources: SourceFile[] = [];
  for (const f of files) {
    const read = readSource(f, io.cwd);
    if ('source' in read) sources.push(read.source);
    else oversize.push({ file: read.tooLarge.file, pointer: '', line: 1, column: 1, offset: 0, length: 0, severity: 'error', code: 'json/too-large', message: tooLargeMessage(read.tooLarge.bytes) });
  }

  // Documents of the default project resolve references of files validated on their own.
  const context = sourcesUnder(path.resolve(io.cwd, 'data'), io.cwd);
  const project = loadProject(sources, context);
  // A playtest whose log does not replay (the engine, which the checks below it cannot reach, replays it).
  const clean = !project.problems.some((p) => p.severity === 'error');
  const replays = clean ? playtestProblems(project.all, replayer).flatMap((r) => project.documents.filter((d) => d.file === r.file).map((d) => d.source.problem(r.finding))) : [];
  const all = [...oversize, ...project.problems, ...replays].sort(compareProblems);
  for (const p of all) if ((!quiet || p.severity === 'error') && (owedToo || !owedKind(p))) io.out(formatProblem(p));

  const counts = problemCounts(all);
  const errors = counts.error;
  // Most warnings of a project entered from a rulebook are the values it still owes: said apart, so the few others are seen.
  const owed = counts.owed;
  const warnings = counts.warning + owed;
  const apart = owed ? ` (${owed === warnings ? 'all' : `${owed} of them`} placeholder or lost values still to enter${owedToo ? '; --no-placeholders leaves them out' : ', not listed'})` : '';
  io.err(`${files.length} file${files.length === 1 ? '' : 's'} checked: ${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}${apart}\n`);
  return errors > 0 ? 1 : 0;
}

/** The engine's replay, for the playtest check. */
const replayer: Replayer = (docs, seed, actions, digests) => replayCheck(docs as Parameters<typeof replayCheck>[0], seed, actions as Parameters<typeof replayCheck>[2], digests);

runIfEntry(import.meta.url, main);
