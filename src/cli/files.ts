import fs from 'node:fs';
import path from 'node:path';
import { MAX_DOCUMENT_BYTES } from '../validation';
import type { SourceFile } from '../document';

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
