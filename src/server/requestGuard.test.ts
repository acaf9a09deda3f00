import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { projectKey, projectOf, withPageMeta } from './requestGuard';

const dirs: string[] = [];
const folder = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'sandtable-key-'));
  dirs.push(d);
  return d;
};
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

test('a project\'s key is its folder\'s: the same through any path to it, another for another folder, and no path in it', () => {
  const a = folder();
  const b = folder();
  const link = path.join(folder(), 'link');
  fs.symlinkSync(a, link);
  expect(projectKey(a)).toMatch(/^[0-9a-f]{16}$/);
  expect(projectKey(`${a}/./`)).toBe(projectKey(a));
  expect(projectKey(link)).toBe(projectKey(a));
  expect(projectKey(b)).not.toBe(projectKey(a));
  // A folder not there yet still has a key, from its path.
  expect(projectKey(path.join(b, 'missing'))).toMatch(/^[0-9a-f]{16}$/);
});

test('the served page carries the token, the project\'s key and its folder\'s name in its head, the name escaped', () => {
  const html = withPageMeta('<html><head><title>t</title></head><body></body></html>', 'tok', { key: 'abc123', folder: 'my "game" <&>' });
  expect(html).toContain('<meta name="sandtable-token" content="tok">');
  expect(html).toContain('<meta name="sandtable-project" content="abc123">');
  expect(html).toContain('<meta name="sandtable-folder" content="my &quot;game&quot; &lt;&amp;>">');
  expect(html.indexOf('sandtable-folder')).toBeLessThan(html.indexOf('</head>'));
  const a = folder();
  expect(projectOf(a)).toEqual({ key: projectKey(a), folder: path.basename(a) });
});
