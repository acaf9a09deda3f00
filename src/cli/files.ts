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

/**
 * Reads a file as a project source, named relative to `cwd`. A file over the size limit is not read
 * whole: a placeholder of that many bytes' worth is never built, only a short text that fails the
 * same size check with a clear message.
 */
export function readSource(file: string, cwd: string): SourceFile {
  const name = path.relative(cwd, file) || file;
  const size = fs.statSync(file).size;
  if (size > MAX_DOCUMENT_BYTES) return { file: name, text: '', tooLarge: size } as SourceFile & { tooLarge: number };
  return { file: name, text: fs.readFileSync(file, 'utf8').replace(/^\uFEFF/, '') };
}
