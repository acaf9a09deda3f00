import { describe, expect, test } from 'vitest';
import type { Rollup } from 'vite';
import { startChunks } from './preloadStartChunks';

/** A bundle of chunks: each file with its static and dynamic imports. */
function bundle(chunks: Record<string, { imports?: string[]; dynamicImports?: string[] }>): Rollup.OutputBundle {
  return Object.fromEntries(Object.entries(chunks).map(([fileName, c]) => [fileName, { type: 'chunk', fileName, imports: c.imports ?? [], dynamicImports: c.dynamicImports ?? [] } as unknown as Rollup.OutputChunk]));
}

describe('the chunks named as module preloads in the built page', () => {
  const b = bundle({
    'index.js': { imports: ['shared.js'], dynamicImports: ['engine.js', 'studio.js', 'App.js'] },
    'shared.js': {},
    'engine.js': { imports: ['shared.js'] },
    'studio.js': { imports: ['engine.js', 'store.js'], dynamicImports: ['validators.js'] },
    'store.js': {},
    'App.js': { imports: ['konva.js'], dynamicImports: ['monaco.js', 'plots.js'] },
    'konva.js': {},
    'validators.js': {},
    'monaco.js': {},
    'plots.js': {},
  });
  const names = startChunks(b, b['index.js'] as Rollup.OutputChunk);

  test('are what the entry imports on demand at start, with their own static imports, each once', () => {
    expect(names).toEqual(['engine.js', 'studio.js', 'store.js', 'App.js', 'konva.js']);
  });

  test('leave out the entry and what it imports itself (Vite names those), and what loads on first use', () => {
    for (const file of ['index.js', 'shared.js', 'validators.js', 'monaco.js', 'plots.js']) expect(names).not.toContain(file);
  });
});
