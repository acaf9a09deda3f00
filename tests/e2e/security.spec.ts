import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const MAP = 'data/maps/ardennes44-east.map.json';
const scratch = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../test-results/e2e-project');

test('a page served from another local port gets 403 for every file request, and writes nothing', async ({ page, baseURL }) => {
  const studio = new URL(baseURL!).origin;
  // Another local web app, as a developer might run beside the studio.
  const other = http.createServer((_req, res) => {
    res.setHeader('content-type', 'text/html');
    res.end('<!doctype html><html><head><link rel="icon" href="data:,"><title>Another app</title></head><body>another app</body></html>');
  });
  await new Promise<void>((r) => other.listen(0, '127.0.0.1', r));
  try {
    const before = fs.readFileSync(path.join(scratch, MAP), 'utf8');
    await page.goto(`http://127.0.0.1:${(other.address() as AddressInfo).port}/`);
    const results = await page.evaluate(
      async ({ studio, map }) => {
        const tries: [string, string, RequestInit][] = [
          ['list', '/api/files', {}],
          ['hashes', '/api/files?meta', {}],
          ['read', `/api/file?path=${map}`, {}],
          ['image', '/api/image?path=data/scan.png', {}],
          // "Simple" requests (POST, text/plain): the browser sends them without asking first.
          ['write', `/api/file?path=${map}`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ text: '{}' }) }],
          ['image write', '/api/image?path=data/scan.png', { method: 'POST', body: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0, 0]) }],
        ];
        const out: Record<string, { status: number; message: string } | string> = {};
        for (const [name, url, init] of tries) {
          try {
            const r = await fetch(studio + url, init);
            out[name] = { status: r.status, message: ((await r.json()) as { message: string }).message };
          } catch (e) {
            out[name] = `blocked: ${(e as Error).message}`;
          }
        }
        // A PUT, as the studio saves, is asked about first (a preflight), and the answer is no.
        for (const [name, url] of [['put', `/api/file?path=${map}`], ['image put', '/api/image?path=data/scan.png']]) {
          try {
            await fetch(studio + url!, { method: 'PUT', headers: { 'content-type': 'application/json', 'x-sandtable-token': 'guess' }, body: '{"text": "{}"}' });
            out[name!] = 'sent';
          } catch {
            out[name!] = 'blocked';
          }
        }
        return out;
      },
      { studio, map: MAP },
    );
    for (const name of ['list', 'hashes', 'read', 'image', 'write', 'image write']) {
      expect(results[name], name).toEqual({ status: 403, message: expect.stringMatching(/^a page from http:\/\/127\.0\.0\.1:\d+ may not use the studio's files/) });
    }
    expect(results.put).toBe('blocked');
    expect(results['image put']).toBe('blocked');
    expect(fs.readFileSync(path.join(scratch, MAP), 'utf8')).toBe(before);
    expect(fs.existsSync(path.join(scratch, 'data/scan.png'))).toBe(false);
  } finally {
    other.close();
  }
});
