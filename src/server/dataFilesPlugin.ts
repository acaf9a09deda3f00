import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { Plugin } from 'vite';
import { DataFiles, type WriteRefusal } from './dataFiles';
import { newToken, projectOf, refusal, withPageMeta } from './requestGuard';

const BODY_LIMIT = 20 * 1024 * 1024;
const IMAGE_LIMIT = 60 * 1024 * 1024;

type Send = (status: number, body: unknown) => void;

/** The HTTP status that says why a write or a deletion was refused. */
const refusalStatus = (r: WriteRefusal): number => (r.kind === 'fileSystem' ? r.status : { outside: 403, unparsable: 422, tooLarge: 413, conflict: 409 }[r.kind]);

/** Reads a request body up to `limit` bytes; `done(null)` when it is larger (the rest is drained, not kept). */
function readBody(req: IncomingMessage, limit: number, done: (bytes: Buffer | null) => void, failed: (e: Error) => void): void {
  const chunks: Buffer[] = [];
  let size = 0;
  req.on('data', (c: Buffer) => {
    size += c.length;
    if (size <= limit) chunks.push(c);
  });
  req.on('error', failed);
  req.on('end', () => {
    // A throw here would escape every handler and end the server: it becomes a 500 instead.
    try {
      done(size > limit ? null : Buffer.concat(chunks));
    } catch (e) {
      failed(e as Error);
    }
  });
}

/**
 * Serves data/ to the studio in `npm start` and `vite preview`:
 * GET /api/files (every file; ?meta for hashes only), GET /api/file?path=…, PUT /api/file?path=… with {text, baseHash},
 * DELETE /api/file?path=…&baseHash=… (the file moved into data/.trash/).
 * GET/PUT /api/image?path=… for background scans (PNG or JPEG by signature).
 * Writes answer 403 outside data/, 422 for text that does not parse, 409 on a conflict, 413 when too large;
 * a file-system error is its own status with the reason, never a crash of the server.
 * Only the studio's own page is answered (src/server/requestGuard.ts): other origins and hosts get
 * 403, and writes need the token this server wrote into the page it served.
 */
export function dataFilesPlugin(root: string): Plugin {
  // Browser tests point the studio at a scratch copy of the project, never at the repository's data/.
  const projectRoot = process.env.SANDTABLE_ROOT ?? root;
  const files = new DataFiles(projectRoot);
  const token = newToken();
  const project = projectOf(projectRoot);
  // A server killed mid-save leaves its temporary file behind (the document itself is whole). Done
  // when a server starts, not when the config is read (a build or a test run must not touch data/).
  const clean = () => {
    for (const f of files.removeStaleTemporaries()) console.log(`sandtable: removed ${f}, left by a save that was cut off`);
  };

  const handler = (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (!url.pathname.startsWith('/api/')) return next();
    const send: Send = (status, body) => {
      if (res.headersSent) return res.end();
      res.statusCode = status;
      res.setHeader('content-type', 'application/json');
      res.setHeader('cache-control', 'no-store');
      res.end(JSON.stringify(body));
    };
    const crashed = (e: Error) => send(500, { message: `the server could not answer ${req.method} ${url.pathname}: ${e.message}` });
    try {
      const refused = refusal(req, token);
      if (refused) {
        // The refusal alone is readable by the page that asked, so it can say why; nothing else is.
        if (req.headers.origin) res.setHeader('access-control-allow-origin', req.headers.origin);
        return send(403, { kind: 'forbidden', message: refused });
      }
      route(url, req, res, send, crashed);
    } catch (e) {
      crashed(e as Error);
    }
  };

  function route(url: URL, req: IncomingMessage, res: ServerResponse, send: Send, crashed: (e: Error) => void) {
    if (url.pathname === '/api/files' && req.method === 'GET') return send(200, files.list(url.searchParams.has('meta')));
    if (url.pathname === '/api/image') return image(url.searchParams.get('path') ?? '', req, res, send, crashed);
    if (url.pathname !== '/api/file') return send(404, { message: 'unknown endpoint' });
    const file = url.searchParams.get('path') ?? '';
    if (req.method === 'GET') {
      const r = files.read(file);
      return 'refused' in r ? send(r.status ?? 404, { message: r.refused }) : send(200, r);
    }
    if (req.method === 'DELETE') {
      const r = files.remove(file, url.searchParams.get('baseHash') ?? undefined);
      if (r.ok) return send(200, r.trashed ? { trashed: r.trashed } : {});
      return send(refusalStatus(r.refusal), r.refusal);
    }
    if (req.method !== 'PUT') return send(405, { message: 'use GET, PUT or DELETE' });
    readBody(
      req,
      BODY_LIMIT,
      (bytes) => {
        if (!bytes) return send(413, { kind: 'tooLarge', message: `${file}: the text is over 20 MB; not written` });
        let body: { text?: unknown; baseHash?: unknown };
        try {
          body = JSON.parse(bytes.toString('utf8'));
        } catch {
          return send(400, { message: 'the request body must be JSON {text, baseHash}' });
        }
        if (typeof body.text !== 'string') return send(400, { message: 'the request body needs "text"' });
        const r = files.write(file, body.text, typeof body.baseHash === 'string' ? body.baseHash : undefined);
        if (r.ok) return send(200, r.file);
        return send(refusalStatus(r.refusal), r.refusal);
      },
      crashed,
    );
  }

  /** GET or PUT a background image (PNG or JPEG) under data/. */
  function image(file: string, req: IncomingMessage, res: ServerResponse, send: Send, crashed: (e: Error) => void) {
    if (req.method === 'GET') {
      const r = files.readImage(file);
      if ('refused' in r) return send(404, { message: r.refused });
      res.statusCode = 200;
      res.setHeader('content-type', r.type);
      res.setHeader('cache-control', 'no-store');
      return res.end(r.bytes);
    }
    if (req.method !== 'PUT') return send(405, { message: 'use GET or PUT' });
    readBody(
      req,
      IMAGE_LIMIT,
      (bytes) => {
        if (!bytes) return send(413, { kind: 'tooLarge', message: `${file}: the image is over ${IMAGE_LIMIT / 1024 / 1024} MB; not written` });
        const r = files.writeImage(file, bytes);
        if (r.ok) return send(200, { file: r.file });
        return send(r.refusal.kind === 'outside' ? 403 : r.refusal.kind === 'fileSystem' ? r.refusal.status : 415, r.refusal);
      },
      crashed,
    );
  }

  return {
    name: 'sandtable-data-files',
    configureServer(server) {
      clean();
      server.middlewares.use(handler);
    },
    // The dev server's page gets the token and the project's key as Vite serves it.
    transformIndexHtml(html, ctx) {
      return ctx.server ? withPageMeta(html, token, project) : html;
    },
    configurePreviewServer(server) {
      clean();
      server.middlewares.use(handler);
      // The built page is served with this start's token and the project's key (the build itself carries neither).
      const built = path.resolve(server.config.root, server.config.build.outDir, 'index.html');
      server.middlewares.use((req, res, next) => {
        const { pathname } = new URL(req.url ?? '/', 'http://localhost');
        if ((pathname !== '/' && pathname !== '/index.html') || req.method !== 'GET' || !fs.existsSync(built)) return next();
        res.statusCode = 200;
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.setHeader('cache-control', 'no-store');
        res.end(withPageMeta(fs.readFileSync(built, 'utf8'), token, project));
      });
    },
  };
}
