import { execFileSync } from 'node:child_process';
import { defineConfig } from '@playwright/test';

/**
 * A free port, chosen once by the main process and inherited by the workers through the
 * environment: two test runs on one machine (two clones, or CI beside a developer) never share a
 * server.
 */
function e2ePort(): string {
  process.env.SANDTABLE_E2E_PORT ??= execFileSync(process.execPath, ['-e', "const s = require('net').createServer(); s.listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })"], { encoding: 'utf8' }).trim();
  return process.env.SANDTABLE_E2E_PORT;
}
const port = e2ePort();

/** Browser tests drive the built studio in Debian's Chromium (never a downloaded browser). */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // Limits that only catch a hang: a busy two-core machine may be many times slower than a quiet one.
  timeout: 300_000,
  expect: { timeout: 60_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    actionTimeout: 60_000,
    navigationTimeout: 120_000,
    screenshot: 'on',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `node scripts/e2e-server.mjs ${port}`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: false,
    timeout: 600_000,
  },
});
