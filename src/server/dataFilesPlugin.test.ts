import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { dataFilesPlugin } from './dataFilesPlugin';
import { projectKey } from './requestGuard';

type Handler = (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void;

let root: string;
let server: http.Server;
let port: number;
let token: string;
let page: string;
const MAP = 'data/maps/m.map.json';

/** One HTTP request to the plugin's server, with the headers a browser (or an attacker) would send. */
function request(method: string, url: string, headers: Record<string, string> = {}, body?: string): Promise<{ status: number; json: { message?: string } }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: url, headers: { host: `127.0.0.1:${port}`, ...headers } }, (res) => {
      let text = '';
      res.on('data', (c) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode!, json: text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : {} }));
    });
    req.on('error', reject);
    req.end(body);
  });
}
const put = (file: string, text: string, headers: Record<string, string> = { 'x-sandtable-token': token }) => request('PUT', `/api/file?path=${encodeURIComponent(file)}`, { 'content-type': 'application/json', ...headers }, JSON.stringify({ text }));

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'sandtable-plugin-'));
  fs.mkdirSync(path.join(root, 'data/maps'), { recursive: true });
  fs.writeFileSync(path.join(root, MAP), '{"kind": "map"}\n');
  fs.mkdirSync(path.join(root, 'data/maps/folder.json'));
  const plugin = dataFilesPlugin(root);
  let handler: Handler | undefined;
  (plugin.configureServer as (s: unknown) => void)({ middlewares: { use: (h: Handler) => (handler = h) } });
  const html = (plugin.transformIndexHtml as (h: string, ctx: unknown) => string)('<html><head></head></html>', { server: {} });
  token = /name="sandtable-token" content="([0-9a-f]+)"/.exec(html)![1]!;
  page = html;
  server = http.createServer((req, res) =>
    handler!(req, res, () => {
      res.statusCode = 404;
      res.end();
    }),
  );
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => {
  server.close();
  fs.rmSync(root, { recursive: true, force: true });
});

test('the page served says which project it edits: the key the browser keeps its unsaved texts and layout under', () => {
  expect(page).toContain(`<meta name="sandtable-project" content="${projectKey(root)}">`);
  expect(page).toContain(`<meta name="sandtable-folder" content="${path.basename(root)}">`);
});

describe('the file API never dies of a request (issue 10)', () => {
  test('a 240-character name is written (the temporary name fits too); a 300-character one is refused with the reason', async () => {
    const long = `data/maps/${'a'.repeat(235)}.json`;
    expect((await put(long, '{}')).status).toBe(200);
    expect(fs.existsSync(path.join(root, long))).toBe(true);
    const tooLong = await put(`data/maps/${'b'.repeat(300)}.json`, '{}');
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.message).toMatch(/the name is too long/);
  });

  test('a file as a parent folder, or a folder named like a file, is a 409 with the reason', async () => {
    const under = await put(`${MAP}/x.json`, '{}');
    expect(under.status).toBe(409);
    expect(under.json.message).toMatch(/is a file, not a folder/);
    const folder = await put('data/maps/folder.json', '{}');
    expect(folder.status).toBe(409);
    expect(folder.json.message).toMatch(/it is a folder/);
    const read = await request('GET', '/api/file?path=data/maps/folder.json');
    expect(read.status).toBe(409);
  });

  test('a body that is not JSON, or a request body cut short, is answered, and the server still serves', async () => {
    expect((await request('PUT', `/api/file?path=${MAP}`, { 'x-sandtable-token': token }, 'not json')).status).toBe(400);
    expect((await request('GET', '/api/files')).status).toBe(200);
  });
});

describe('the file API answers only the studio’s own page (issue 10)', () => {
  test('a page on another local port gets 403 with the reason, for reads and writes', async () => {
    const foreign = { origin: 'http://127.0.0.1:5186' };
    for (const [method, url] of [['GET', '/api/files'], ['GET', `/api/file?path=${MAP}`], ['GET', '/api/image?path=data/x.png']] as const) {
      const r = await request(method, url, foreign);
      expect(r.status).toBe(403);
      expect(r.json.message).toMatch(/a page from http:\/\/127\.0\.0\.1:5186 may not use the studio's files/);
    }
    expect((await put(MAP, '{"kind": "x"}', { ...foreign, 'x-sandtable-token': token })).status).toBe(403);
    expect(fs.readFileSync(path.join(root, MAP), 'utf8')).toBe('{"kind": "map"}\n');
  });

  test('a no-cors load from another page, a foreign host name (DNS rebinding) and a write without the token get 403', async () => {
    expect((await request('GET', '/api/files', { 'sec-fetch-site': 'same-site' })).status).toBe(403);
    const rebound = await request('GET', '/api/files', { host: `evil.example:${port}` });
    expect(rebound.status).toBe(403);
    expect(rebound.json.message).toMatch(/names host "evil\.example/);
    const noToken = await put(MAP, '{"kind": "x"}', {});
    expect(noToken.status).toBe(403);
    expect(noToken.json.message).toMatch(/a write needs the token/);
    expect((await put(MAP, '{"kind": "x"}', { 'x-sandtable-token': 'guess' })).status).toBe(403);
    expect(fs.readFileSync(path.join(root, MAP), 'utf8')).toBe('{"kind": "map"}\n');
  });

  test('the studio’s own page (same origin, with the token) reads and writes', async () => {
    const own = { origin: `http://127.0.0.1:${port}`, 'sec-fetch-site': 'same-origin' };
    expect((await request('GET', '/api/files', { 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    expect((await put('data/maps/new.json', '{"kind": "map", "id": "m"}', { ...own, 'x-sandtable-token': token })).status).toBe(200);
    expect((await request('GET', '/api/files', { host: `localhost:${port}` })).status).toBe(200);
  });

  test('a deletion needs the token and the hash the studio read; it moves the file into data/.trash/', async () => {
    const file = 'data/maps/gone.json';
    fs.writeFileSync(path.join(root, file), '{"kind": "map"}\n');
    const url = (hash: string) => `/api/file?path=${encodeURIComponent(file)}&baseHash=${hash}`;
    expect((await request('DELETE', url('x'), {})).status).toBe(403);
    const stale = await request('DELETE', url('x'), { 'x-sandtable-token': token });
    expect(stale.status).toBe(409);
    expect(stale.json.message).toMatch(/changed on disk since it was opened; it was not deleted/);
    const listed = (await request('GET', '/api/files?meta')).json as unknown as { file: string; hash: string }[];
    const hash = listed.find((f) => f.file === file)!.hash;
    const r = await request('DELETE', url(hash), { 'x-sandtable-token': token });
    expect(r.status).toBe(200);
    expect((r.json as { trashed?: string }).trashed).toMatch(/^data\/\.trash\/maps\/gone\..+\.json$/);
    expect(fs.existsSync(path.join(root, file))).toBe(false);
    expect((await request('DELETE', `/api/file?path=../package.json`, { 'x-sandtable-token': token })).status).toBe(403);
  });
});
