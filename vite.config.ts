import os from 'node:os';
import { defineConfig } from 'vitest/config';
import solid from 'vite-plugin-solid';
import { dataFilesPlugin } from './src/server/dataFilesPlugin';
import { preloadStartChunks } from './src/server/preloadStartChunks';

export default defineConfig({
  plugins: [solid(), dataFilesPlugin(import.meta.dirname), preloadStartChunks()],
  // No CORS headers: a page from another origin (another local port) can read nothing the studio
  // serves, the page that carries the write token included (issue 10; src/server/requestGuard.ts).
  server: { host: '127.0.0.1', port: 5173, cors: false },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true, cors: false },
  build: { target: 'es2022', sourcemap: true },
  // Bundled for the dev server at its start, not found on first use: the plots (Vega) load only when
  // a playtest's results are first shown, the PDF and zip libraries on the first export, and a dependency
  // found then would reload the page mid-work.
  optimizeDeps: { include: ['vega', 'vega-lite', 'simple-statistics', 'pdf-lib', 'fflate', 'fast-xml-parser'] },
  test: {
    // vite-plugin-solid would switch Vitest to jsdom; the pure folders run in Node.
    environment: 'node',
    include: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    // No test depends on wall-clock speed (issue 10): a busy two-core machine may take many times
    // longer than a quiet one, so the limits only catch a hang, never a slow run.
    testTimeout: 600_000,
    hookTimeout: 600_000,
    // Vitest's default is a worker per core but one, so one worker on a two-core machine while the
    // main process idles: two workers there took the run from 413 to 304 s (CI's host, the same tests).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
  },
});
