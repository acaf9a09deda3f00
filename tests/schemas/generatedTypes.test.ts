import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
// @ts-expect-error -- a Node script without type declarations
import { renderTypes } from '../../scripts/renderTypes.mjs';

const root = path.resolve(__dirname, '../..');

test('src/generated/documents.ts is what json-schema-to-typescript makes of schemas/ (run npm run gen:types)', async () => {
  const fresh: string = await renderTypes(root);
  expect(fs.readFileSync(path.join(root, 'src/generated/documents.ts'), 'utf8')).toBe(fresh);
});

test('src/generated/validators.js is what Ajv standalone makes of schemas/ (run npm run gen:types)', async () => {
  // @ts-expect-error -- a Node script without type declarations
  const { renderValidators, renderValidatorTypes } = await import('../../scripts/renderValidators.mjs');
  expect(fs.readFileSync(path.join(root, 'src/generated/validators.js'), 'utf8')).toBe(renderValidators(root));
  expect(fs.readFileSync(path.join(root, 'src/generated/validators.d.ts'), 'utf8')).toBe(renderValidatorTypes());
});
