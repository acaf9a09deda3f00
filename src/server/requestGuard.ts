import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { IncomingMessage } from 'node:http';

/** The header the studio's page sends its write token in. */
export const TOKEN_HEADER = 'x-sandtable-token';

/** The meta tag the served page carries the token in; the studio reads it from there. */
export const TOKEN_META = 'sandtable-token';

/** The meta tag that says which project the page edits: what the browser keeps for it is kept under this key. */
export const PROJECT_META = 'sandtable-project';

/** The meta tag with the project's folder name, shown in the title bar (two clones open side by side are told apart). */
export const FOLDER_META = 'sandtable-folder';

/** The host names the studio is served under (a DNS-rebinding page arrives under its own name). */
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** A new write token, made once per server start: only the page this server served knows it. */
export function newToken(): string {
  return randomBytes(24).toString('hex');
}

/**
 * Why a request to the file API is refused, or undefined when it comes from the studio's own page
 * (issue 10). Any page in the browser can send requests to a local port; only these checks keep a
 * page served from another port, or another host name, from reading and writing the project:
 * - `Host` must be a local name with this server's port (a DNS-rebinding page sends its own name);
 * - `Origin`, when sent, must be this server's own origin (a page on another port sends its own);
 * - `Sec-Fetch-Site`, when sent, must say same-origin (no-cors loads from other pages say otherwise);
 * - a write must carry the token this server put in the page it served.
 */
export function refusal(req: IncomingMessage, token: string): string | undefined {
  const host = req.headers.host ?? '';
  const port = String(req.socket.localPort ?? '');
  const m = /^(\[[^\]]+\]|[^:]+)(?::(\d+))?$/.exec(host);
  if (!m || !LOCAL_HOSTS.has(m[1]!.toLowerCase()) || (m[2] ?? '80') !== port) return `the request names host "${host}"; the file API answers only the studio on this machine's port ${port}`;
  const origin = req.headers.origin;
  if (origin !== undefined && origin !== `http://${host}`) return `a page from ${origin} may not use the studio's files; only the studio's own page (http://${host}) may`;
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return `a ${site} request may not use the studio's files; only the studio's own page may`;
  const writes = req.method !== 'GET' && req.method !== 'HEAD';
  if (writes && req.headers[TOKEN_HEADER] !== token) return 'a write needs the token of the page this server served (reload the studio if the server was restarted)';
  return undefined;
}

/**
 * The key of the project in a folder: its real path, hashed (the path itself is not put in the page).
 * Every project served at the same address shares the browser's storage, so what the studio keeps
 * there (unsaved texts, the layout) is kept under this key, and one project's unsaved text is never
 * offered to another with a file of the same name.
 */
export function projectKey(root: string): string {
  const dir = path.resolve(root);
  let real = dir;
  try {
    real = fs.realpathSync(dir);
  } catch {
    // Not there (yet): its path as given.
  }
  return createHash('sha256').update(real).digest('hex').slice(0, 16);
}

/** The page's HTML with the write token, the project's key and its folder's name in meta tags the studio reads. */
export function withPageMeta(html: string, token: string, project: { key: string; folder: string }): string {
  const attr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  const metas = [
    [TOKEN_META, token],
    [PROJECT_META, project.key],
    [FOLDER_META, project.folder],
  ].map(([name, content]) => `  <meta name="${name}" content="${attr(content!)}">\n`);
  return html.replace('</head>', `${metas.join('')}  </head>`);
}

/** The project in a folder as the page is told of it: its key, and the folder's name. */
export function projectOf(root: string): { key: string; folder: string } {
  return { key: projectKey(root), folder: path.basename(path.resolve(root)) };
}
