import type { Plugin, Rollup } from 'vite';

/**
 * The chunks the studio's start imports one after another (main.tsx: the engine, then the
 * studio's documents and checks, then the views), named in the built page as module preloads,
 * so that they are fetched with the page and not each only when the one before has run. Without
 * them the views' chunk was asked for 0.5 s into start-up, behind the project's documents on the
 * browser's six connections. Preloading fetches and compiles; each graph still runs in its own task,
 * in main.tsx's order. Only the entry's own dynamic imports and what they import statically: a
 * chunk loaded on first use (plots, export, Monaco) stays unfetched.
 */
export function preloadStartChunks(): Plugin {
  let base = '/';
  return {
    name: 'sandtable:preload-start-chunks',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle || !ctx.chunk) return;
        return startChunks(ctx.bundle, ctx.chunk).map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` }, injectTo: 'head' as const }));
      },
    },
  };
}

/** The files of the entry's dynamic imports and of their static imports, not the entry's own (Vite preloads those). */
export function startChunks(bundle: Rollup.OutputBundle, entry: Rollup.OutputChunk): string[] {
  const own = new Set<string>([entry.fileName, ...entry.imports]);
  const out: string[] = [];
  const add = (file: string) => {
    if (own.has(file)) return;
    own.add(file);
    const chunk = bundle[file];
    if (chunk?.type !== 'chunk') return;
    out.push(file);
    chunk.imports.forEach(add);
  };
  entry.dynamicImports.forEach(add);
  return out;
}
