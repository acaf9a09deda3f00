// Generates src/generated/ from schemas/: the document types (json-schema-to-typescript) and the
// compiled validators (Ajv standalone code) with their declarations.
// Usage: node scripts/gen-types.mjs [--check]   (--check exits 1 when a file is stale)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderTypes } from './renderTypes.mjs';
import { renderValidators, renderValidatorTypes } from './renderValidators.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const files = {
  'src/generated/documents.ts': await renderTypes(root),
  'src/generated/validators.js': renderValidators(root),
  'src/generated/validators.d.ts': renderValidatorTypes(),
};

let stale = false;
for (const [file, text] of Object.entries(files)) {
  const out = path.join(root, file);
  if (process.argv.includes('--check')) {
    const current = fs.existsSync(out) ? fs.readFileSync(out, 'utf8') : '';
    if (current !== text) {
      console.error(`${file} is stale: run npm run gen:types`);
      stale = true;
    } else console.log(`${file} is fresh`);
  } else {
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, text);
    console.log(`wrote ${file}`);
  }
}
if (stale) process.exit(1);
