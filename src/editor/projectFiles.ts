import type { SourceFile } from '../document';

/**
 * The project's documents as shipped with the studio: every JSON file under data/, read as text
 * by Vite at build time. (Reading and writing through the dev server comes with the map studio.)
 */
const raw = import.meta.glob('/data/**/*.json', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;

/** The files of the default project, named as on disk (data/rules/ardennes44.rules.json). */
export const projectFiles: readonly SourceFile[] = Object.entries(raw)
  .map(([file, text]) => ({ file: file.replace(/^\//, ''), text }))
  .sort((a, b) => a.file.localeCompare(b.file));
