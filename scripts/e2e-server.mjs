// Serves the built studio for browser tests on a scratch copy of data/ (test-results/e2e-project), so
// tests can save, and change files on disk, without touching the repository's data/.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const scratch = path.join(root, 'test-results/e2e-project');
fs.rmSync(scratch, { recursive: true, force: true });
fs.mkdirSync(scratch, { recursive: true });
fs.cpSync(path.join(root, 'data'), path.join(scratch, 'data'), { recursive: true });

const vite = path.join(root, 'node_modules/.bin/vite');
const build = spawnSync(vite, ['build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const port = process.argv[2] ?? '4173';
const preview = spawn(vite, ['preview', '--port', port, '--strictPort'], { cwd: root, stdio: 'inherit', env: { ...process.env, SANDTABLE_ROOT: scratch } });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => preview.kill(sig));
preview.on('exit', (code) => process.exit(code ?? 0));
