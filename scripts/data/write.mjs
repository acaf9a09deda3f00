// Shared by the data builders: writes a document under data/ as formatted JSON.
// The builders were used to enter the rulebook data once; data/ is the truth afterwards, edited in
// the studio. So a builder refuses to overwrite an existing file unless given --force.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Writes `doc` to `rel` (relative to the repository) unless it exists and --force is absent. */
export function writeDocument(rel, doc) {
  const file = path.join(root, rel);
  if (fs.existsSync(file) && !process.argv.includes('--force')) {
    console.error(`${rel} exists; it may hold edits made since. Pass --force to overwrite it.`);
    process.exit(1);
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(doc, null, 2) + '\n');
  console.log(`wrote ${rel}`);
}

/** A provenance entry. */
export const prov = (source, confidence, note) => (note ? { source, confidence, note } : { source, confidence });
