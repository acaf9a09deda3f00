import fs from 'node:fs';
import path from 'node:path';
import { MAX_DOCUMENT_BYTES, parseJson } from '../validation';
import type { SourceFile } from '../document';
import { fail } from './io';

/** Every .json file under a folder, sorted, skipping hidden folders and node_modules. */
export function jsonFilesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...jsonFilesUnder(full));
    else if (entry.isFile() && entry.name.endsWith('.json')) out.push(full);
  }
  return out.sort();
}

/** A file read for validation, or one too large to read (reported by size alone). */
export type ReadFile = { readonly source: SourceFile } | { readonly tooLarge: { readonly file: string; readonly bytes: number } };

/** Reads a file as a project source named relative to `cwd`; a file over the size limit is never read. */
export function readSource(file: string, cwd: string): ReadFile {
  const name = path.relative(cwd, file) || file;
  const bytes = fs.statSync(file).size;
  if (bytes > MAX_DOCUMENT_BYTES) return { tooLarge: { file: name, bytes } };
  // A byte-order mark is kept: the loader reads past it and warns, as the studio does.
  return { source: { file: name, text: fs.readFileSync(file, 'utf8') } };
}

/** Every JSON document under a folder (none when it does not exist) as project sources named relative to `cwd`; files over the size limit left out. */
export function sourcesUnder(dir: string, cwd: string): SourceFile[] {
  return (fs.existsSync(dir) ? jsonFilesUnder(dir) : []).flatMap((f) => {
    const r = readSource(f, cwd);
    return 'source' in r ? [r.source] : [];
  });
}

/** A JSON file's value (strictly parsed), or the command ends saying why: missing (exit 2), too large or not JSON (exit 1). */
export function readJson(file: string, cwd: string): unknown {
  const full = path.resolve(cwd, file);
  if (!fs.existsSync(full) || !fs.statSync(full).isFile()) fail(`${file}: no such file`, 2);
  const r = readSource(full, cwd);
  if (!('source' in r)) fail(`${file}: too large to read`, 1);
  const parsed = parseJson(r.source.text);
  if (!parsed.ok) fail(`${file}: not JSON (${parsed.problems[0]?.message ?? 'unreadable'})`, 1);
  return parsed.value;
}
