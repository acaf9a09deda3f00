// Generates src/generated/documents.ts from schemas/ with json-schema-to-typescript.
// Usage: node scripts/gen-types.mjs [--check]   (--check exits 1 when the file is stale)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderTypes } from './renderTypes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'src/generated/documents.ts');
const text = await renderTypes(root);

if (process.argv.includes('--check')) {
  const current = fs.existsSync(out) ? fs.readFileSync(out, 'utf8') : '';
  if (current !== text) {
    console.error('src/generated/documents.ts is stale: run npm run gen:types');
    process.exit(1);
  }
  console.log('src/generated/documents.ts is fresh');
} else {
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, text);
  console.log(`wrote ${path.relative(root, out)}`);
}
