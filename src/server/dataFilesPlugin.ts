import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';
import { DataFiles } from './dataFiles';

const BODY_LIMIT = 20 * 1024 * 1024;

/** Reads a request body up to `limit` bytes; `done(null)` when it is larger (the rest is drained, not kept). */
function readBody(req: IncomingMessage, limit: number, done: (bytes: Buffer | null) => void): void {
  const chunks: Buffer[] = [];
  let size = 0;
  req.on('data', (c: Buffer) => {
    size += c.length;
    if (size <= limit) chunks.push(c);
  });
  req.on('end', () => done(size > limit ? null : Buffer.concat(chunks)));
}
const IMAGE_LIMIT = 60 * 1024 * 1024;

/**
 * Serves data/ to the studio in `npm start` and `vite preview`:
 * GET /api/files (every file; ?meta for hashes only), GET /api/file?path=…, PUT /api/file?path=… with {text, baseHash}.
 * GET/PUT /api/image?path=… for background scans (PNG or JPEG by signature).
 * Writes answer 403 outside data/, 422 for text that does not parse, 409 on a conflict, 413 when too large.
 */
export function dataFilesPlugin(root: string): Plugin {
  // Browser tests point the studio at a scratch copy of the project, never at the repository's data/.
  const files = new DataFiles(process.env.SANDTABLE_ROOT ?? root);
  const handler = (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (!url.pathname.startsWith('/api/')) return next();
    const send = (status: number, body: unknown) => {
      res.statusCode = status;
      res.setHeader('content-type', 'application/json');
      res.setHeader('cache-control', 'no-store');
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/api/files' && req.method === 'GET') return send(200, files.list(url.searchParams.has('meta')));
    if (url.pathname === '/api/image') return image(url.searchParams.get('path') ?? '', req, res, send);
    if (url.pathname !== '/api/file') return send(404, { message: 'unknown endpoint' });
    const file = url.searchParams.get('path') ?? '';
    if (req.method === 'GET') {
      const r = files.read(file);
      return 'refused' in r ? send(404, { message: r.refused }) : send(200, r);
    }
    if (req.method !== 'PUT') return send(405, { message: 'use GET or PUT' });
    readBody(req, BODY_LIMIT, (bytes) => {
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
      const status = { outside: 403, unparsable: 422, tooLarge: 413, conflict: 409 }[r.refusal.kind];
      return send(status, r.refusal);
    });
  };
  /** GET or PUT a background image (PNG or JPEG) under data/. */
  function image(file: string, req: IncomingMessage, res: ServerResponse, send: (status: number, body: unknown) => void) {
    if (req.method === 'GET') {
      const r = files.readImage(file);
      if ('refused' in r) return send(404, { message: r.refused });
      res.statusCode = 200;
      res.setHeader('content-type', r.type);
      res.setHeader('cache-control', 'no-store');
      return res.end(r.bytes);
    }
    if (req.method !== 'PUT') return send(405, { message: 'use GET or PUT' });
    readBody(req, IMAGE_LIMIT, (bytes) => {
      if (!bytes) return send(413, { kind: 'tooLarge', message: `${file}: the image is over ${IMAGE_LIMIT / 1024 / 1024} MB; not written` });
      const r = files.writeImage(file, bytes);
      if (r.ok) return send(200, { file: r.file });
      return send(r.refusal.kind === 'outside' ? 403 : 415, r.refusal);
    });
  }

  return {
    name: 'sandtable-data-files',
    configureServer(server) {
      server.middlewares.use(handler);
    },
    configurePreviewServer(server) {
      server.middlewares.use(handler);
    },
  };
}
