// Lint: the import direction of DESIGN.md, enforced with messages that say why, plus the usual checks.
// generated, shared -> hex -> validation -> document -> editor ; engine imports only generated, shared, hex.
import fs from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const why = 'DESIGN.md (Layout): imports flow generated, shared -> hex -> validation -> document -> editor, and the engine imports only generated, shared and hex';
const UI = ['solid-js', 'solid-js/*', 'konva', 'konva/*', 'monaco-editor', 'monaco-editor/*'];
const layer = (folder, forbidden, reason) => ({
  files: [`src/${folder}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': ['error', { patterns: [{ group: forbidden.flatMap((f) => (f.includes('/') || UI.includes(f) ? [f] : [`**/${f}`, `**/${f}/**`])), message: `${reason} (${why}).` }] }],
  },
});
const engineForbidden = ['validation', 'document', 'editor', 'cli', ...UI];
const engineWhy = 'src/engine is a pure reducer: it may import only generated, shared and hex';
// The engine's core knows no game system; each system imports the core, never another system.
const systemNames = fs.readdirSync(new URL('./src/engine/systems', import.meta.url), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
const systemLayers = systemNames.map((name) =>
  layer(`engine/systems/${name}`, [...engineForbidden, ...systemNames.filter((n) => n !== name)], `${engineWhy}; a game system (here ${name}) imports the engine core, never another system`),
);
const pure = 'stays pure so it runs in Node, Web Workers and the CLI: no UI libraries and no folder above it';
const noDom = (folders) => ({
  files: folders.map((f) => `src/${f}/**/*.ts`),
  ignores: ['**/*.test.ts'],
  rules: { 'no-restricted-globals': ['error', ...['window', 'document', 'localStorage', 'indexedDB', 'navigator'].map((name) => ({ name, message: `src/${'{'}${folders.join(',')}${'}'} has no DOM (${why}).` }))] },
});

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'test-results/', 'playwright-report/', 'src/generated/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  layer('shared', ['hex', 'validation', 'document', 'engine', 'editor', 'cli', ...UI], 'src/shared holds tiny pure helpers and imports no other folder'),
  layer('hex', ['validation', 'document', 'engine', 'editor', 'cli', ...UI], `src/hex ${pure}`),
  layer('validation', ['document', 'engine', 'editor', 'cli', ...UI], `src/validation ${pure}`),
  layer('document', ['engine', 'editor', 'cli', ...UI], `src/document ${pure}`),
  layer('engine', engineForbidden, engineWhy),
  layer('engine/core', [...engineForbidden, 'systems'], `${engineWhy}; the engine core imports no game system (src/engine/systems)`),
  ...systemLayers,
  layer('editor', ['cli', '**/engine/*', '!**/engine/index', '!**/engine/index.ts'], 'the editor reaches the engine only through src/engine/index.ts and never imports the Node CLI'),
  layer('lab', ['editor', 'cli', 'server', ...UI, '**/engine/*', '!**/engine/index', '!**/engine/index.ts'], 'src/lab (playtest statistics, comparisons and reports) runs in Node and in Web Workers: it reaches the engine only through src/engine/index.ts and imports neither the editor nor the CLI'),
  layer('publish', ['editor', 'cli', 'server', ...UI, '**/engine/*', '!**/engine/index', '!**/engine/index.ts'], 'src/publish (Tiled maps, and the exports to come) converts documents in Node and the browser alike: it reaches the engine only through src/engine/index.ts and imports neither the editor nor the CLI'),
  layer('cli', ['editor', ...UI], 'the CLI runs in Node: it cannot import the SolidJS editor'),
  layer('server', ['editor', 'engine', ...UI], 'the dev-server plugin runs in Node: it serves data/ and never imports the editor'),
  noDom(['shared', 'hex', 'validation', 'document', 'engine', 'lab', 'publish']),
  { files: ['scripts/**/*.mjs', 'eslint.config.js'], languageOptions: { globals: globals.node } },
);
