// A child process for killMidSave.test.ts: saves two 5 MB versions of one map through the file API's
// DataFiles.write, one after the other, forever, and says "saving" before the first.
import fs from 'node:fs';
import { DataFiles } from '../../src/server/dataFiles';

const [root, file, a, b] = process.argv.slice(2) as [string, string, string, string];
const files = new DataFiles(root);
const texts = [fs.readFileSync(a, 'utf8'), fs.readFileSync(b, 'utf8')];
process.stdout.write('saving\n');
for (let i = 0; ; i++) {
  const r = files.write(file, texts[i % 2]!, undefined);
  if (!r.ok && r.refusal.kind !== 'conflict') throw new Error(r.refusal.message);
  // A conflict (the disk differs from the base the writer claims) is the file API's check: write past it.
  if (!r.ok) files.write(file, texts[i % 2]!, (r.refusal as { disk?: { hash: string } }).disk?.hash);
}
